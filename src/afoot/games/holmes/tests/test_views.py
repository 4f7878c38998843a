"""What a seat may know (H8, H16, H21): views and event logs leak no hidden card.

Most tests are indistinguishability checks: two games that differ only in a card a seat must
not know give that seat (or the spectator) exactly the same view and the same event log.
"""

from __future__ import annotations

import random

import pytest

from afoot.games.holmes import rules as R
from afoot.games.holmes.data import JOKER, TYPE
from afoot.games.holmes.testing import (
    EDITIONS,
    LINE,
    at_dawn,
    do,
    dumps,
    hidden,
    new,
    play_random,
    quiet_turn,
    types_of,
    visit,
)


def same_for(games, seats):
    """Every game looks the same to each of ``seats`` (view and log)."""
    for seat in seats:
        views = [dumps(g.view(seat)) for g in games]
        logs = [dumps(g.log(seat)) for g in games]
        assert all(v == views[0] for v in views), f"seat {seat} tells the games apart (view)"
        assert all(lg == logs[0] for lg in logs), f"seat {seat} tells the games apart (log)"


# -- hidden clues (H8) -------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_opponent_hidden_clue_types_never_in_view_or_log_h8(edition):
    games = [
        at_dawn(
            edition,
            visit=["hudson", "watson"],
            tokens=[2, 2],
            line=LINE,
            deck_top=["false_pass", "false_pass"],
            hidden={"0": mine},
        )
        for mine in (["fingerprint", "map_fragment"], ["footprint", "button"])
    ]
    same_for(games, (1, None))
    for g in games:
        assert g.view(0)["players"][0]["hidden_known"] != []
        assert g.view(1)["players"][0]["hidden_count"] == 2
        assert g.view(1)["players"][0]["hidden_known"] == []
        assert "hidden_known" not in g.view(None)["players"][0]
        visit(g, 0, "hudson")
        visit(g, 1, "watson")
        do(g, 1, "take", slot=0)
        visit(g, 0, "watson")
        do(g, 0, "take", slot=1)
    same_for(games, (1, None))


@pytest.mark.parametrize("edition", EDITIONS)
def test_stolen_clue_is_known_to_the_victim_only_besides_the_thief_h8(edition):
    g = at_dawn(edition, visit=["irene_adler"], tokens=[2, 2], areas={"1": {"button": 1}})
    visit(g, 0, "irene_adler")
    do(g, 0, "steal", card="button")
    assert g.view(1)["players"][0]["hidden_known"] == ["button"]  # it was face up
    assert g.view(0)["players"][0]["hidden_known"] == ["button"]
    assert "hidden_known" not in g.view(None)["players"][0]


# -- Langdale Pike: drawn cards seen by the actor only (devir discards too, H21) ---------------------
def test_pike_devir_drawn_and_discarded_cards_private_to_the_actor_h21():
    games = []
    for drawn in (["fingerprint", "footprint", "false_pass"], ["button", "bullet", "explosive"]):
        g = at_dawn("devir", visit=["langdale_pike"], tokens=[3, 3], line=LINE, deck_top=drawn)
        visit(g, 0, "langdale_pike")
        do(g, 0, "count", n=3)
        assert g.view(0)["pending"]["cards"] == drawn
        same_for([g], ())
        games.append(g)
    same_for(games, (1, None))  # while the actor chooses
    for g, keep in zip(games, ("footprint", "bullet"), strict=True):
        do(g, 0, "keep_clue", card=keep)
        assert hidden(g, 0) == [keep]
    same_for(games, (1, None))
    for g in games:
        assert g.view(1)["discard"] == {"count": 2, "known": []}
        assert len(g.view(0)["discard"]["known"]) == 2
        kinds = {e["type"] for e in g.log(1)}
        assert {"drew", "keep", "discard_drawn"} <= kinds  # redacted, not missing


def test_pike_kosmos_kept_card_private_discards_public_h21():
    games = []
    for drawn in (["fingerprint", "bullet"], ["footprint", "bullet"]):
        g = at_dawn("kosmos", visit=["langdale_pike"], tokens=[3, 3], line=LINE, deck_top=drawn)
        visit(g, 0, "langdale_pike")
        do(g, 0, "count", n=2)
        do(g, 0, "keep_clue", card=drawn[0])
        games.append(g)
    same_for(games, (1, None))
    for g in games:
        assert g.view(1)["discard"]["cards"] == ["bullet"]


# -- Von Kramm: the opponent's draw is private ---------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_von_kramm_draw_private_to_the_drawer_h18(edition):
    games = []
    for top in ("fingerprint", "map_fragment"):
        g = at_dawn(
            edition,
            visit=["von_kramm"],
            tokens=[2, 2],
            line=LINE,
            deck_top=[top, "false_pass"],
        )
        visit(g, 0, "von_kramm")
        do(g, 0, "take", slot=0)
        do(g, 1, "accept")
        assert hidden(g, 1) == [top]
        assert g.view(1)["players"][1]["hidden_known"] == [top]
        games.append(g)
    same_for(games, (0, None))


# -- Madame Ziba: known to the two players, not to spectators (H21) ---------------------------------
def test_ziba_cards_known_to_the_right_seats_h21():
    games = []
    for drawn, keep, under in (
        (["cigarette", "bullet", "footprint"], "bullet", "cigarette"),
        (["false_pass", "button", "footprint"], "button", "false_pass"),
    ):
        g = at_dawn("kosmos", visit=["madame_ziba"], line=LINE, deck_top=drawn)
        visit(g, 0, "madame_ziba")
        do(g, 0, "accept")
        do(g, 0, "keep_clue", card=keep)
        do(g, 1, "keep_clue", card="footprint")
        assert g.view(1)["deck"]["bottom_known"] == [under]
        assert g.view(0)["deck"]["bottom_known"] == [under]
        assert g.view(1)["players"][0]["hidden_known"] == []
        games.append(g)
    same_for(games, (None,))
    for g in games:
        assert "bottom_known" not in g.view(None)["deck"]


# -- alternative start (H16) --------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_alternative_start_picks_private_until_revealed_h16(edition):
    g = new(edition, seed=5, alternative_start=True)
    picks = [[a.character for a in g.legal_actions(s)] for s in (0, 1)]
    assert g.view(0)["players"][0]["start_choices"] == picks[0]
    for viewer, other in ((1, 0), (0, 1), (None, 0), (None, 1)):
        text = dumps(g.view(viewer)) + dumps(g.log(viewer))
        assert not any(name in text for name in picks[other]), (viewer, other)
        assert "start_choices" not in g.view(viewer)["players"][other]
    g.apply(0, {"type": "choose_start", "character": picks[0][1]})
    for viewer in (1, None):
        text = dumps(g.view(viewer)) + dumps(g.log(viewer))
        assert not any(name in text for name in picks[0])
        assert g.view(viewer)["players"][0]["start_chosen"] is True
        assert "start_kept" not in g.view(viewer)["players"][0]
    assert g.view(0)["players"][0]["start_kept"] == picks[0][1]
    g.apply(1, {"type": "choose_start", "character": picks[1][0]})
    board = [c["id"] for c in g.view(1)["characters"]]
    assert picks[0][1] in board and picks[1][0] in board
    assert picks[0][0] not in dumps(g.view(1))  # the one not kept stays secret


# -- spectators and seeds -------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_spectator_view_shows_no_hidden_card_h8_h21(edition):
    g = new(edition, seed=77, reservation=True)
    rng = random.Random(77)
    while not g.is_over:
        view = g.view(None)
        for p in view["players"]:
            assert "hidden_known" not in p and "start_choices" not in p
        if view["pending"] is not None:
            assert "cards" not in view["pending"]
        if edition == "devir":
            assert set(view["discard"]) == {"count"}
        assert "bottom_known" not in view["deck"]
        assert view["legal"] == []
        for e in g.log(None):
            assert e["type"] not in ("draw_hidden", "keep") or "clue" not in e
            assert e["type"] != "drew" or "clues" not in e
        seat = rng.choice(sorted(g.to_act))
        g.apply(seat, rng.choice(g.legal_actions(seat)))


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_seed_never_appears_in_a_view_or_log_h21(edition):
    seed = 918273645546372819
    g = new(edition, seed=seed, reservation=True, alternative_start=True)
    rng = random.Random(3)
    while not g.is_over:
        for viewer in (0, 1, None):
            assert str(seed) not in dumps(g.view(viewer))
        seat = rng.choice(sorted(g.to_act))
        g.apply(seat, rng.choice(g.legal_actions(seat)))
    for viewer in (0, 1, None):
        assert str(seed) not in dumps(g.view(viewer)) + dumps(g.log(viewer))
    assert g.record()["seed"] == seed  # the record has it, the views do not


# -- determinize ------------------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_determinize_keeps_the_seat_view_and_known_cards_h21(edition):
    g = at_dawn(
        edition,
        visit=["langdale_pike", "hudson"],
        tokens=[3, 3],
        line=LINE,
        deck_top=["fingerprint", "footprint"],
        hidden={"1": ["button", "bullet"]},
        areas={"0": {"cigarette": 1}},
    )
    visit(g, 0, "langdale_pike")
    do(g, 0, "count", n=2)
    do(g, 0, "keep_clue", card="footprint")
    rng = random.Random(1)
    for _ in range(20):
        for seat in (0, 1):
            d = g.determinize(seat, rng)
            assert d.view(seat) == g.view(seat)
            R.check_invariants(d.state)
        assert hidden(g.determinize(0, rng), 0) == ["footprint"]
        assert sorted(hidden(g.determinize(1, rng), 1)) == ["bullet", "button"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_determinize_never_hides_a_joker_h8(edition):
    g = at_dawn(edition, visit=["hudson"], hidden={"1": ["cigarette", "bullet", "button"]})
    rng = random.Random(0)
    for _ in range(50):
        d = g.determinize(0, rng)
        assert not any(TYPE[c] == JOKER for c in d.state.hidden[1])


def test_determinize_an_unseen_joker_may_be_drawn_or_discarded_not_hidden_h8_h21():
    """H8: Pike keeps one card of those drawn, so a joker the opponent never saw may be among
    the cards drawn and not yet kept, or in the devir face-down discard pile (H21: "Pike's
    discards are seen by the actor"), never among the hidden clues. ``determinize``,
    ``determinizer`` and ``canonical`` deal it accordingly and keep the seat's view."""
    from afoot.games.holmes import views as V

    g = at_dawn(
        "devir",
        visit=["langdale_pike"],
        tokens=[3, 3],
        line=LINE,
        deck_top=["joker", "cigarette", "bullet"],
        hidden={"1": ["button"]},
    )
    visit(g, 0, "langdale_pike")
    do(g, 0, "count", n=3)
    rng = random.Random(3)

    def jokers_in(st):
        return sum(TYPE[c] == JOKER for c in st.pend), sum(TYPE[c] == JOKER for c in st.discard)

    sample = V.determinizer(g.state, 1)
    in_pend = 0
    for _ in range(200):
        for d in (g.determinize(1, rng).state, sample(rng)):
            assert not any(TYPE[c] == JOKER for c in d.hidden[0] + d.hidden[1])
            assert V.view(d, 1) == g.view(1)
            in_pend += jokers_in(d)[0]
    assert in_pend  # a joker among the opponent's 3 drawn cards is possible
    assert V.view(V.canonical(g.state, 1), 1) == g.view(1)
    do(g, 0, "keep_clue", card="bullet")
    assert sorted(types_of(g.state.discard)) == ["cigarette", "joker"]
    in_discard = 0
    for _ in range(200):
        d = g.determinize(1, rng).state
        assert V.view(d, 1) == g.view(1)
        assert not any(TYPE[c] == JOKER for c in d.hidden[0] + d.hidden[1])
        in_discard += jokers_in(d)[1]
        assert jokers_in(g.determinize(0, rng).state)[1] == 1  # the actor saw it discarded
    assert in_discard
    assert V.view(V.canonical(g.state, 1), 1) == g.view(1)


def test_views_json_serialisable_with_mycroft_cards_h15():
    g = new("kosmos", seed=8, mycroft="both")
    for _ in range(6):
        quiet_turn(g, next(iter(g.to_act)))
        for viewer in (0, 1, None):
            dumps(g.view(viewer))
            dumps(g.log(viewer))
    play_random(g, random.Random(8))
    dumps(g.view(None)["result"])

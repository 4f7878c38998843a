"""What each seat may know, and nothing else (views, events, determinize).

A seat sees every investigation but its own, its own hand, the cards it passed on, every
board, and its own face-down paw prints; a spectator only what is face up. Leak scans play
random games and look for card names a seat must not know in everything it receives.
"""

from __future__ import annotations

import json
import random

import pytest

import afoot
from afoot.engine.testing import random_action
from afoot.games.purrrlock import rules as R
from afoot.games.purrrlock import views as V
from afoot.games.purrrlock.data import CARD_IDS, FURRIARTY, NCARDS


def _play(game, steps, rng):
    for _ in range(steps):
        if game.is_over:
            return
        game.apply(*random_action(game, rng))


def test_own_investigation_hidden_others_seen():
    game = afoot.new_game("purrrlock", players=4, seed=11)
    st = game.state
    for seat in (None, 0, 1, 2, 3):
        view = game.view(seat)
        for p in view["players"]:
            s = p["seat"]
            if seat is None or s == seat:
                assert p["investigation"] is None
            else:
                assert p["investigation"] == CARD_IDS[st.inv[s]]
            assert p["hand"] == ([CARD_IDS[c] for c in st.hand[s]] if s == seat else None), (
                "a hand is seen by its owner only"
            )
            assert p["hand_count"] == len(st.hand[s])


def test_passed_cards_are_known_to_the_passer_only():
    """P4: the cards left in hand go to the next player; the passer keeps track of them."""
    game = afoot.new_game("purrrlock", players=3, seed=5)
    hand = game.view(0)["players"][0]["hand"]
    game.apply(0, {"type": "show", "card": hand[0]})
    game.apply(0, {"type": "show", "card": hand[1]})
    game.apply(0, {"type": "end_turn"})
    passed = hand[2:]
    assert game.view(0)["players"][1]["known_hand"] == passed
    assert set(passed) <= set(game.view(1)["players"][1]["hand"])
    assert game.view(2)["players"][1]["known_hand"] == []
    assert game.view(None)["players"][1]["known_hand"] == []
    log2 = json.dumps(game.log(2))
    assert not any(card in log2 for card in passed)
    assert all(card in json.dumps(game.log(0)) for card in passed)


def test_face_down_tokens_are_seen_by_their_owner_only():
    scenario = {
        "trail": ["down:3", "up:1", "furriarty", "down:2"],
        "investigations": ["dog-1", "rat-2"],
    }
    game = afoot.new_game("purrrlock", players=2, seed=3, scenario=scenario)
    game.apply(0, {"type": "guess", "suspect": "dog"})
    mine = game.view(0)["players"][0]
    theirs = game.view(1)["players"][0]
    assert mine["tokens_face_down"] == 1 and mine["face_down_values"] == [3]
    assert theirs["tokens_face_down"] == 1 and theirs["face_down_values"] is None
    assert game.view(None)["players"][0]["face_down_values"] is None
    seen = [e for e in game.log(1) if e["type"] == "collected"]
    assert seen == [{"type": "collected", "seat": 0, "face_up": [], "face_down": 1}]
    assert next(e for e in game.log(0) if e["type"] == "collected")["face_down_values"] == [3]


def test_trail_shows_only_face_up_values():
    game = afoot.new_game("purrrlock", players=5, seed=9)
    st = game.state
    trail = game.view(None)["trail"]
    assert len(trail) == len(st.trail) == 6 + 5 + 1 + 4
    for shown, t in zip(trail, st.trail, strict=True):
        if t == FURRIARTY:
            assert shown == "furriarty"
        elif st.up[t]:
            assert shown == f"up:{st.values[t]}"
        else:
            assert shown == "down"


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_leak_scan_unknown_cards_never_reach_a_seat(players):
    """No view or event a seat receives names a card whose place it does not know (its own
    investigation, the deck, others' unseen hand cards), in games without a reshuffle."""
    rng = random.Random(players)
    for seed in range(12):
        game = afoot.new_game("purrrlock", players=players, seed=1000 + seed)
        while not game.is_over:
            st = game.state
            if st.epochs:
                break
            for seat in (None, *range(players)):
                bit = 0 if seat is None else 1 << seat
                text = json.dumps(game.view(seat)) + json.dumps(game.log(seat))
                names = _names(text)
                if seat is None:  # the spectator: everything not face up
                    face_down = [*st.deck, *st.inv, *(c for h in st.hand for c in h)]
                    hidden = {CARD_IDS[c] for c in face_down if c >= 0}
                else:
                    hidden = {CARD_IDS[c] for c in range(NCARDS) if not st.know[c] & bit}
                # a card once face up stays known (no reshuffle here): anything hidden now
                # was never shown to this seat
                assert not names & hidden, (seat, sorted(names & hidden))
            game.apply(*random_action(game, rng))


def _names(text):
    return {name for name in CARD_IDS if f'"{name}"' in text}


def test_determinize_keeps_every_answer_true():
    """Determinize draws the seat's investigation from its exact candidates: every lead, dead
    end and wrong guess of the seat stays true in the sampled world."""
    rng = random.Random(4)
    for seed in range(30):
        game = afoot.new_game("purrrlock", players=3, seed=seed)
        _play(game, rng.randrange(60), rng)
        if game.is_over:
            continue
        for seat in range(3):
            cand = V.candidates(game.state, seat)
            assert cand >> game.state.inv[seat] & 1
            for _ in range(4):
                world = V.determinize(game.state, seat, rng)
                R.check_invariants(world)
                inv = world.inv[seat]
                assert cand >> inv & 1
                assert all(not R.GUESS_MASK[g] >> inv & 1 for g in world.wrong[seat])
                assert V.view(world, seat) == V.view(game.state, seat)


def test_determinize_varies_the_own_investigation():
    game = afoot.new_game("purrrlock", players=2, seed=21)
    rng = random.Random(1)
    seen = {V.determinize(game.state, 0, rng).inv[0] for _ in range(400)}
    assert len(seen) > 5
    assert seen == {c for c in range(NCARDS) if V.candidates(game.state, 0) >> c & 1}


def test_every_investigation_is_turned_over_at_the_end():
    game = afoot.new_game("purrrlock", players=3, seed=8)
    rng = random.Random(8)
    _play(game, 10_000, rng)
    assert game.is_over
    st = game.state
    for seat in (None, 0, 1, 2):
        shown = [p["investigation"] for p in game.view(seat)["players"]]
        assert shown == [CARD_IDS[c] if c >= 0 else None for c in st.inv]


def test_end_turn_says_what_the_cleanup_will_do():
    """P4: pass what is left to the next player (or they draw 2); no draw after a wrong guess."""
    scenario = {"investigations": ["dog-1", "rat-2"], "hands": [["crow-5", "crow-6", "frog-9"], []]}
    game = afoot.new_game("purrrlock", players=2, seed=2, scenario=scenario)
    game.apply(0, {"type": "show", "card": "crow-5"})
    game.apply(0, {"type": "show", "card": "crow-6"})
    game.apply(0, {"type": "guess", "suspect": "goose"})
    assert game.describe({"type": "end_turn"}) == (
        "end your action phase (pass your 1 card to seat 1, no draw after your wrong guess)"
    )
    game.apply(0, {"type": "end_turn"})
    game.apply(1, {"type": "show", "card": "frog-9"})
    assert game.describe({"type": "end_turn"}) == (
        "end your action phase (nothing to pass: seat 0 draws 2, then draw 2)"
    )

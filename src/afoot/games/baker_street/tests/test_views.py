"""Views and leaks ("players hold their cards facing out: everybody should see every hand but
their own"): a seat never sees its own cards unless it learnt them (Toby's peek, Langdale
Pike's trade, a deck card whose place it knew); it sees every other hand; hints are public;
a spectator sees no hand; no event names a card to its holder. Determinize keeps the seat's
view and every hint, and varies the seat's own hand."""

from __future__ import annotations

import random

import pytest

from afoot.games.baker_street.data import EVIDENCE_IDS
from afoot.games.baker_street.rules import check_invariants
from afoot.games.baker_street.testing import (
    HANDS,
    act,
    assist,
    cards,
    events,
    hints,
    leaks,
    named_in,
    new,
    own,
    play,
    player,
    section,
    start,
    unknown_own,
    view,
)

LEADS = {
    "suspect": ["suspect-11-document", "suspect-12-track", "suspect-13-witness"],
    "motive": ["motive-10-clue", "motive-9-witness", "motive-9-track"],
    "opportunity": ["opportunity-7-witness", "opportunity-8-clue", "opportunity-8-document"],
}
HANDS3 = [
    ["track-1", "witness-1", "clue-1", "witness-3"],
    ["track-2", "witness-2", "clue-2", "document-2"],
    ["track-3", "clue-3", "document-3", "witness-5"],
]
#: characters through which a seat can learn its own cards
LEARNING = {"toby", "langdale_pike", "hudson", "blackwell"}


def test_a_seat_sees_every_hand_but_its_own_and_a_spectator_none():
    g = start(3, leads=LEADS, hands=HANDS3)
    for seat in range(3):
        for other in range(3):
            shown = player(g, other, seat)["hand"]
            assert shown == ([None] * 4 if other == seat else HANDS3[other])
            assert player(g, other, seat)["hand_count"] == 4
    for other in range(3):
        assert player(g, other, None)["hand"] is None
        assert player(g, other, None)["hand_count"] == 4
    assert view(g, None)["seat"] is None and view(g, 1)["seat"] == 1


def test_views_differ_only_in_what_the_seat_may_see():
    g = start(3, leads=LEADS, hands=HANDS3)
    assist(g, 0, 1, value=2)
    base = view(g, None)
    for seat in range(3):
        v = view(g, seat)
        for key in base:
            if key not in ("players", "seat"):
                assert v[key] == base[key], key
        for p, q in zip(v["players"], base["players"], strict=True):
            assert {**p, "hand": None} == q  # hints, counts, characters: public


def test_hints_are_public_and_never_name_the_card_itself():
    g = start(3, leads=LEADS, hands=HANDS3)
    assist(g, 0, 1, icon="witness")
    assert hints(g, 1, 1) == hints(g, 1, 0) == hints(g, 1, None)
    assert own(g, 1) == [None] * 4  # an icon alone does not tell the card
    assist(g, 1, 2, value=3)
    assert own(g, 2) == [None] * 4 and hints(g, 2, 0)[0]["values"] == [3]
    assert leaks(g, 1) == [] and leaks(g, 2) == []


def test_the_drawn_card_is_hidden_from_its_holder_only():
    g = start(2, leads=LEADS, hands=[["witness-3"], ["track-1"]], deck=["clue-6"])
    play(g, 0, "witness-3", "opportunity")
    assert cards(g, 0) == ["clue-6"] and own(g, 0) == [None]
    assert events(g, 0, "drew") == [{"type": "drew", "seat": 0, "slot": 0}]
    assert events(g, 1, "drew") == [{"type": "drew", "seat": 0, "card": "clue-6", "slot": 0}]
    assert events(g, None, "drew") == [{"type": "drew", "seat": 0, "slot": 0}]
    assert leaks(g, 0) == []
    assert named_in(g.log(None), ["clue-6"]) == []  # the spectator never saw it


def test_learnt_cards_show_in_the_holders_view():
    """Toby's peek and Langdale Pike's trade teach a seat its own card; nothing else does."""
    g = start(2, characters="lestrade,langdale_pike", first=1, leads=LEADS, hands=HANDS3[:2])
    act(g, 1, {"type": "trade", "slot": 0, "to": 0, "their_slot": 2})
    assert own(g, 1)[0] == "clue-1" and own(g, 0)[2] == "track-2"
    assert own(g, 1)[1:] == [None] * 3 and own(g, 0)[:2] == [None, None]


def test_a_spectator_learns_no_card_from_a_hint_its_holder_pinned():
    """Toby's peeked card and Langdale Pike's traded cards are known to their holders (their
    own view) and seen by the other players, but a spectator sees no hand: the hint those
    cards' knowledge pinned must not name them to the spectator (a leak found by this test:
    the spectator's view showed "values [6], icons [clue]" for Toby's slot)."""
    anything = {"values": [1, 2, 3, 4, 5, 6], "icons": ["track", "witness", "clue", "document"]}
    g = start(
        2, characters="lestrade,toby", first=1, leads=LEADS, hands=HANDS3[:2], deck=["clue-6"]
    )
    act(g, 1, {"type": "peek"})
    act(g, 1, {"type": "place", "where": "top"})
    assist(g, 0, 1, value=2)
    act(g, 1, {"type": "eliminate", "slot": 0})  # Toby draws clue-6, knowing it
    assert own(g, 1)[-1] == "clue-6"
    assert hints(g, 1, 0)[-1] == {"values": [6], "icons": ["clue"]}
    assert hints(g, 1, None)[-1] == anything
    assert named_in(g.log(None), ["clue-6"]) == []
    g = start(2, characters="langdale_pike,toby", leads=LEADS, hands=HANDS3[:2])
    act(g, 0, {"type": "trade", "slot": 0, "to": 1, "their_slot": 3})
    assert hints(g, 0, None)[0] == hints(g, 1, None)[3] == anything
    assert hints(g, 0, 1)[0] == {"values": [2], "icons": ["document"]}


def test_a_spectator_keeps_the_public_assists_of_a_slot_its_holder_knows():
    """Rulebook, "Ayudar": "Dile a otro jugador 1 pieza de información sobre sus cartas de
    Evidencia": an Assist is said aloud, so the spectator hears it too. A slot whose holder
    knows its card (Toby's peek, Langdale Pike's trade) shows the spectator exactly what the
    Assists said of that card, never the card (an audit found the spectator told nothing at
    all). A traded card takes what the Assists said of it to its new slot."""
    anything = list(range(1, 7)), ["track", "witness", "clue", "document"]
    g = start(
        2, characters="lestrade,toby", first=1, leads=LEADS, hands=HANDS3[:2], deck=["clue-6"]
    )
    act(g, 1, {"type": "peek"})
    act(g, 1, {"type": "place", "where": "top"})
    assist(g, 0, 1, value=2)
    act(g, 1, {"type": "eliminate", "slot": 0})  # Toby draws clue-6, knowing it
    assist(g, 0, 1, value=6)  # "this one is a 6": said aloud
    assert own(g, 1)[-1] == "clue-6"
    assert hints(g, 1, None)[-1] == {"values": [6], "icons": anything[1]}
    assert hints(g, 1, 0)[-1] == hints(g, 1, 1)[-1] == {"values": [6], "icons": ["clue"]}
    assert named_in(g.log(None), ["clue-6"]) == []
    g = start(2, characters="langdale_pike,toby", leads=LEADS, hands=HANDS3[:2])
    assist(g, 0, 1, icon="document")  # seat 1's slot 3 (document-2) is a document
    assist(g, 1, 0, value=1)  # seat 0's slots 0-2 are 1s
    act(g, 0, {"type": "trade", "slot": 0, "to": 1, "their_slot": 3})
    assert hints(g, 0, None)[0] == {"values": anything[0], "icons": ["document"]}
    assert hints(g, 1, None)[3] == {"values": [1], "icons": anything[1]}
    assert hints(g, 0, 1)[0] == {"values": [2], "icons": ["document"]}  # both know both
    assist(g, 1, 0, value=2)
    assert hints(g, 0, None)[0] == {"values": [2], "icons": ["document"]}  # what was said
    assert hints(g, 0, None)[1:3] == [{"values": [1], "icons": anything[1]}] * 2


def test_a_confirmed_leads_evidence_lies_face_down_in_every_view_b3():
    """B3 (RULINGS, amended) and the rulebook, "Confirmar": "Todas las cartas de Evidencia
    jugadas a ese líder se colocan boca abajo y ya no se pueden mirar durante el juego."
    Every view, the spectator's included, shows how many cards lie under a confirmed lead,
    not which (nor what they add up to: that would name them in part); the log keeps what the
    table saw when each card was played."""
    g = start(
        2,
        leads=LEADS,
        hands=[["witness-5", "track-1", "clue-1"], ["track-2", "clue-2", "document-2"]],
        evidence={"opportunity": ["witness-3", "document-1"]},  # 3 of 7 + 1
    )
    play(g, 0, "witness-5", "opportunity")
    assert section(g, "opportunity")["evidence"] == section(g, "opportunity")["target"] == 8
    act(g, 1, {"type": "confirm", "lead": "opportunity"})
    under = ["witness-3", "document-1", "witness-5"]
    for viewer in (None, 0, 1):
        sec = section(g, "opportunity", viewer)
        assert sec["confirmed"] is True and sec["card"] == "opportunity-7-witness"
        assert sec["value"] == 7 and sec["icon"] == "witness"
        assert (sec["cards"], sec["added"], sec["hidden"]) == ([], [], 3)
        assert sec["evidence"] is None and sec["target"] is None
        assert named_in([g.view(viewer)], under) == []
        assert [e["card"] for e in events(g, viewer, "investigated")] == ["witness-5"]
    assert section(g, "motive")["hidden"] == 0  # an open lead's cards are face up


# -- random playouts: no leak at any step -------------------------------------------------------
def playouts(games, options, players):
    """Seeded random games; yield (game, seat that acted, its events by viewer, unknown own
    cards held before the action, by seat) after every action."""
    for n in range(games):
        rng = random.Random(n)
        g = new(players, seed=1000 + n, options=options)
        for _ in range(250):
            if g.is_over:
                break
            before = [set(unknown_own(g, s)) for s in range(players)]
            seat = min(g.to_act)
            action = rng.choice(g.legal_actions(seat))
            evs = g.apply(seat, action)
            yield g, seat, evs, before


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (2, {}),
        (3, {"case": 4}),
        (4, {"characters": "random"}),
        (2, {"characters": "toby,langdale_pike"}),
        (3, {"characters": "blackwell,hudson,hilda_hope"}),
    ],
)
def test_no_event_names_a_card_to_its_holder(players, options):
    for g, _seat, evs, before in playouts(12, options, players):
        chars = {p["character"] for p in view(g)["players"]}
        for s in range(players):
            seen = [e for e in (ev.seen_by(s) for ev in evs) if e is not None]
            still = before[s] & set(unknown_own(g, s))  # held unknown all along
            assert named_in(seen, still) == [], (s, seen)
            for e in seen:  # its own draws come without the card
                if e["type"] in ("drew", "drew_two", "kept") and e["seat"] == s:
                    assert set(e) <= {"type", "seat", "slot", "count", "picker"}, e
            mine = own(g, s)
            held = cards(g, s)
            assert all(m is None or m == c for m, c in zip(mine, held, strict=True))
            if not chars & LEARNING:
                assert mine == [None] * len(held)
        spectator = [e for e in (ev.seen_by(None) for ev in evs) if e is not None]
        for e in spectator:
            if e["type"] in ("drew", "drew_two", "kept", "peeked"):
                assert "card" not in e and "cards" not in e
        assert all(p["hand"] is None for p in view(g, None)["players"])
        assert all(x is None for x in view(g, None)["drawn"])
        assert view(g, None)["deck_known"] == []
        _check_public_hints(g, players)
        if not events(g, None, "shuffled_into_deck"):  # no played card came back
            for s in range(players):
                assert leaks(g, s) == [], s


ANY = (frozenset(range(1, 7)), frozenset(("track", "witness", "clue", "document")))


def public_hints(log, players, size):
    """Every slot's (values, icons) from the public log alone: the Assists narrow them, a
    played card's slot goes, a drawn (or kept) card comes in knowing nothing, a trade swaps
    what was said of the two cards (the spectator does not see them, but saw them change
    hands)."""
    slots = [[ANY] * size for _ in range(players)]
    for e in log:
        kind = e["type"]
        if kind == "assisted":
            hand = slots[e["to"]]
            for i, (values, icons) in enumerate(hand):
                if e["value"] is not None:
                    keep = {e["value"]} if i in e["slots"] else values - {e["value"]}
                    hand[i] = (frozenset(values & keep), icons)
                else:
                    keep = {e["icon"]} if i in e["slots"] else icons - {e["icon"]}
                    hand[i] = (values, frozenset(icons & keep))
        elif kind in ("investigated", "eliminated"):
            slots[e["seat"]].pop(e["slot"])
        elif kind in ("drew", "kept"):
            slots[e["seat"]].append(ANY)
        elif kind == "traded":
            mine, theirs = slots[e["seat"]], slots[e["to"]]
            i, j = e["slot"], e["their_slot"]
            mine[i], theirs[j] = theirs[j], mine[i]
    return slots


def _check_public_hints(g, players):
    """The hints in every view are exactly what the public log's Assists say, except a slot
    its holder knows (its own view names the card): there the players' views show that
    card; the spectator's, who sees no card, still what the Assists said."""
    expected = public_hints(g.log(None), players, HANDS[players])
    for s in range(players):
        knows = own(g, s)
        for viewer in (None, *range(players)):
            got = [(frozenset(h["values"]), frozenset(h["icons"])) for h in hints(g, s, viewer)]
            assert len(got) == len(expected[s])
            for i, (have, public) in enumerate(zip(got, expected[s], strict=True)):
                card = knows[i]
                if card is None or viewer is None:
                    assert have == public, (s, i, viewer)
                else:
                    icon, value = card.split("-")
                    assert have == (frozenset((int(value),)), frozenset((icon,))), (s, i)


# -- determinize ----------------------------------------------------------------------------------
def _check_determinize(g, seat, samples=12):
    truth = cards(g, seat)
    seen = set()
    for i in range(samples):
        twin = g.determinize(seat, random.Random(i))
        assert twin.view(seat) == g.view(seat)
        check_invariants(twin.state)  # 24 cards conserved, every hint true
        for other in range(g.players):
            if other != seat:
                assert cards(twin, other) == cards(g, other)
        if seat in g.to_act:
            assert twin.legal_actions(seat) == g.legal_actions(seat)
        seen.add(tuple(cards(twin, seat)))
    return truth, seen


def test_determinize_keeps_the_view_and_every_hint_and_varies_the_own_hand():
    g = start(3, leads=LEADS, hands=HANDS3)
    assist(g, 0, 1, value=2)  # seat 1: slots 0-3 all 2s
    assist(g, 1, 0, icon="witness")  # seat 0: slots 1, 3 witness
    for seat in range(3):
        _, seen = _check_determinize(g, seat)
        assert len(seen) > 1, f"seat {seat}'s hand never varied"
    # seat 1 knows it holds four 2s: every world gives it the four 2s, in some order
    _, seen = _check_determinize(g, 1)
    assert all(sorted(c.split("-")[1] for c in hand) == ["2"] * 4 for hand in seen)
    assert len(seen) > 1
    # seat 0: slots 1 and 3 are witnesses, 0 and 2 are not
    twin = g.determinize(0, random.Random(5))
    for i, card in enumerate(cards(twin, 0)):
        assert card.startswith("witness") == (i in (1, 3))


def test_determinize_keeps_a_deck_card_the_seat_knows():
    g = start(
        2, characters="lestrade,toby", first=1, leads=LEADS, hands=HANDS3[:2], deck=["clue-6"]
    )
    act(g, 1, {"type": "peek"})
    act(g, 1, {"type": "place", "where": "top"})
    for i in range(8):
        twin = g.determinize(1, random.Random(i))
        assert twin.view(1) == g.view(1)
        assert twin.view(1)["deck_known"] == [{"from_top": 0, "card": "clue-6"}]
        assert twin.state.deck[-1] == g.state.deck[-1]


def test_determinize_hides_blackwells_two_cards_from_her_only():
    g = start(
        2, characters="blackwell,toby", leads=LEADS, hands=HANDS3[:2], deck=["clue-6", "document-6"]
    )
    play(g, 0, "witness-3", "opportunity")
    worlds = set()
    for i in range(10):
        twin = g.determinize(0, random.Random(i))  # Blackwell herself
        assert twin.view(0) == g.view(0) and twin.view(0)["drawn"] == [None, None]
        worlds.add(tuple(twin.state.drawn))
        twin = g.determinize(1, random.Random(i))  # the chooser sees them
        assert twin.state.drawn == g.state.drawn
        assert twin.legal_actions(1) == g.legal_actions(1)
    assert len(worlds) > 1


def _scenario_confirmed_game():
    """A scenario whose opportunity lead is confirmed from the start (witness-3, witness-4
    under it, never shown) and whose motive lead seat 0 makes exact with its clue-4 (under
    the scenario's face-up clue-6) for seat 1 to confirm."""
    g = start(
        2,
        leads=LEADS,
        hands=[
            ["clue-4", "track-1", "track-2", "track-3", "document-2", "document-3"],
            ["clue-1", "clue-2", "clue-3", "witness-1", "witness-2", "document-4"],
        ],
        evidence={"opportunity": ["witness-3", "witness-4"], "motive": ["clue-6"]},
        confirmed=["opportunity"],
    )
    play(g, 0, "clue-4", "motive")
    act(g, 1, {"type": "confirm", "lead": "motive"})
    return g


def test_determinize_redeals_a_scenarios_confirmed_lead_nobody_saw_b3():
    """B3, "se colocan boca abajo y ya no se pueden mirar": a scenario's confirmed lead starts
    with its cards face down, so no seat ever saw them (no view, no log names them: a player at
    the table could not know them either); a world of any seat deals them among the cards it
    cannot place, keeping how many and the lead's evidence within its target. The cards the
    table saw played under a lead confirmed later stay where they are."""
    g = _scenario_confirmed_game()
    assert named_in([*g.log(None), *g.log(0), *g.log(1)], ["witness-3", "witness-4"]) == []
    for seat in (0, 1):
        worlds = set()
        for i in range(16):
            twin = g.determinize(seat, random.Random(i))
            assert twin.view(seat) == g.view(seat) and twin.view(None) == g.view(None)
            check_invariants(twin.state)  # the evidence within the target too
            st = twin.state
            assert sorted(st.ev[1] + st.extra[1]) == sorted(g.state.ev[1] + g.state.extra[1])
            redealt = {EVIDENCE_IDS[e] for e in st.ev[2] + st.extra[2]}
            assert len(redealt) == 2 and not redealt & _visible(g.view(seat))
            worlds.add(frozenset(redealt))
        assert len(worlds) > 1, seat


def _visible(v):
    """The card names a view shows: other hands, known own cards, the board, known deck cards."""
    out = {c for p in v["players"] for c in p["hand"] or () if c is not None}
    out |= {c for sec in v["sections"] for c in sec["cards"] + sec["added"]}
    return out | set(v["impossible"]["evidence"]) | {d["card"] for d in v["deck_known"]}


def test_determinize_along_random_playouts():
    checked = 0
    for g, seat, _evs, _before in playouts(4, {"characters": "random"}, 3):
        if len(g.actions) % 7 == 0 and not g.is_over:
            _check_determinize(g, seat, samples=2)
            checked += 1
    assert checked > 10

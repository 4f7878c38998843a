"""The 18 known characters, each as ``data/baker_street.toml`` describes its effect (a fan
simulator's reading, components-sources (d)) and as ``rules.py`` implements it. Rulings from
the rules.py docstring and README: the action abilities are once per game (Mrs. Hudson and
Toby included), Hope's second hint is optional, Blackwell's chooser is the previous seat."""

from __future__ import annotations

import pytest

from afoot.games.baker_street.data import CHAR_IDS, CHARACTERS
from afoot.games.baker_street.testing import (
    ALL_CARDS,
    act,
    assist,
    cards,
    confirm,
    deck_size,
    drop,
    events,
    hints,
    holmes,
    impossible,
    kinds,
    legal,
    own,
    pending,
    play,
    player,
    pursue,
    refused,
    result,
    section,
    start,
    track,
    turn,
    view,
)

LEADS = {
    "suspect": ["suspect-11-document", "suspect-12-track", "suspect-13-witness"],
    "motive": ["motive-10-clue", "motive-9-witness", "motive-9-track"],
    "opportunity": ["opportunity-7-witness", "opportunity-8-clue", "opportunity-8-document"],
}
# every icon and several numbers in each hand
HAND0 = ["track-1", "witness-1", "clue-1", "document-1", "witness-3", "clue-4"]
HAND1 = ["track-2", "witness-2", "clue-2", "document-2", "track-5", "document-4"]
HAND2 = ["track-3", "clue-3", "document-3", "witness-5"]
ALL_VALUES = [1, 2, 3, 4, 5, 6]
ALL_ICONS = ["track", "witness", "clue", "document"]


#: a motive-10-clue lead ready to confirm: evidence 14, target 10 + 4
MOTIVE_14 = {"motive": ["clue-6", "clue-3", "clue-5", "track-4"]}


def game(characters, hands=(HAND0, HAND1), **more):
    more.setdefault("leads", LEADS)
    return start(len(hands), characters=characters, hands=[list(h) for h in hands], **more)


def assists(g, seat, to):
    return {
        (a["value"], a["icon"]) for a in legal(g, seat) if a["type"] == "assist" and a["to"] == to
    }


def test_the_18_known_characters_in_order():
    assert len(CHAR_IDS) == 18
    assert [c["order"] for c in CHARACTERS] == list(range(1, 19))
    assert all(c["effect"] for c in CHARACTERS)


# -- 1 Lestrade ---------------------------------------------------------------------------------
def test_lestrade_eliminating_never_moves_holmes():
    """Data: "Eliminating never moves Holmes, even beyond the Impossible's limit." Only his
    eliminations: his Pursue and the other players' eliminations still do."""
    g = game("lestrade,toby", case=5, impossible=["track-6"])  # the Impossible is full (1)
    assert turn(g) == 0 and holmes(g) == 9
    drop(g, 0, "witness-3")  # Lestrade: the 2nd card, beyond the limit
    assert holmes(g) == 9 and impossible(g)["count"] == 2 and track(g) == 9
    drop(g, 1, "track-2")  # Toby
    assert holmes(g) == 8
    pursue(g, 0, "motive")  # Lestrade's Pursue
    assert holmes(g) == 7


# -- 2 Gregson --------------------------------------------------------------------------------------
def test_gregson_eliminated_value_counts_double():
    g = game("gregson,toby")
    got = drop(g, 0, "clue-4")
    assert got[0]["track"] == 8 and track(g) == 8
    assert impossible(g)["evidence"] == ["clue-4"]
    drop(g, 1, "track-5")  # the others count once
    assert track(g) == 13


def test_gregson_can_pass_20_and_lose():
    g = game("gregson,toby", impossible=["track-6", "track-4", "document-6"])  # 16
    drop(g, 0, "witness-3")  # +6
    assert track(g) == 22
    assert result(g).reason == "Holmes wins: the investigation track passed 20"


def test_gregson_lets_a_scenario_name_the_cards_he_eliminated():
    """A scenario's ``doubled``: the Impossible's cards Gregson eliminated, each on the track
    twice (the track is what the Impossible's cards added, so it must agree)."""
    g = game("gregson,toby", impossible=["track-6", "clue-6"], doubled=["track-6"])
    assert track(g) == 18
    assert game("gregson,toby", impossible=["track-6"], doubled=["track-6"], track=12)


def test_a_card_gregson_eliminated_takes_back_what_it_added_when_it_leaves():
    """Rulebook, "Eliminar": "el número de Evidencia de esta carta se agrega al registro de
    Investigación"; Gregson's (data): "the value of the evidence he eliminates counts double".
    Mrs. Hudson returning that card ("the investigation track goes down") takes back what it
    added, twice its value: an audit found the track kept +6 with the Impossible empty."""
    g = game("gregson,hudson")
    drop(g, 0, "witness-3")
    assert track(g) == 6
    got = act(g, 1, {"type": "recover", "card": "witness-3"})
    assert got[0] == {"type": "recovered", "seat": 1, "card": "witness-3", "track": 0}
    assert track(g) == 0 and impossible(g)["evidence"] == []
    # a scenario's Gregson cards: only those count twice
    g = game("gregson,hudson", impossible=["track-6", "clue-6"], doubled=["track-6"])
    act(g, 0, {"type": "assist", "to": 1, "value": 2})
    act(g, 1, {"type": "recover", "card": "track-6"})
    assert track(g) == 6


def test_baskervilles_swap_of_a_card_gregson_eliminated_takes_back_twice_its_value():
    """Baskerville (data): "swap an evidence card in the Impossible with an evidence card on
    a lead (the investigation track follows)": the card leaving the Impossible takes back what
    it added (twice its value for Gregson's), the card coming in adds its value once."""
    g = game("gregson,baskerville", evidence={"suspect": ["document-6", "witness-4"]})
    drop(g, 0, "witness-3")
    assert track(g) == 6
    swap = {"type": "swap", "impossible": "witness-3", "lead": "suspect", "card": "witness-4"}
    got = act(g, 1, swap)
    assert got[0]["track"] == 4 and track(g) == 4
    assert impossible(g)["evidence"] == ["witness-4"]


# -- 3 Baynes -------------------------------------------------------------------------------------
def test_baynes_confirm_moves_holmes_2_away_from_0():
    g = game(
        "baynes,toby", evidence={**MOTIVE_14, "opportunity": ["witness-6", "track-3", "witness-4"]}
    )
    confirm(g, 0, "motive")
    assert holmes(g) == 17
    confirm(g, 1, "opportunity")  # Toby: 1
    assert holmes(g) == 18


def test_baynes_confirm_stops_at_the_tracks_end():
    g = game("baynes,toby", evidence=MOTIVE_14, holmes=19)
    confirm(g, 0, "motive")
    assert holmes(g) == 20


# -- 4-7 the inspectors who cannot name an icon ---------------------------------------------------
@pytest.mark.parametrize(
    ("character", "icon"),
    [("bradstreet", "document"), ("hopkins", "witness"), ("jones", "track"), ("forrester", "clue")],
)
def test_inspector_cannot_assist_naming_his_icon(character, icon):
    g = game(f"{character},toby")
    assert turn(g) == 0
    offered = assists(g, 0, 1)
    assert (None, icon) not in offered
    others = {"track", "witness", "clue", "document"} - {icon}
    assert {i for _, i in offered if i} == others
    assert {v for v, _ in offered if v} == {2, 4, 5}  # numbers are fine
    msg = refused(g, 0, {"type": "assist", "to": 1, "icon": icon})
    assert msg == "your character cannot give that assist"
    assist(g, 0, 1, value=2)
    assert (None, icon) in assists(g, 1, 0)  # Toby may name it


# -- 8 Martin -----------------------------------------------------------------------------------------
def test_martin_cannot_assist_naming_a_number():
    g = game("martin,toby")
    offered = assists(g, 0, 1)
    assert offered == {(None, "track"), (None, "witness"), (None, "clue"), (None, "document")}
    assert refused(g, 0, {"type": "assist", "to": 1, "value": 2}) == (
        "your character cannot give that assist"
    )
    assist(g, 0, 1, icon="track")
    assert hints(g, 1, 1)[0]["icons"] == ["track"]


# -- 9 Irene Adler ------------------------------------------------------------------------------------
def test_irene_adler_moves_holmes_away_once_per_game():
    g = game("irene_adler,toby", holmes=10)
    assert {"type": "boost"} in legal(g, 0)
    got = act(g, 0, {"type": "boost"})
    assert got[0] == {"type": "ability", "seat": 0, "character": "irene_adler"}
    assert holmes(g) == 11 and turn(g) == 1  # it is her action
    assert player(g, 0)["ability_used"] is True
    drop(g, 1, "track-2")
    assert "boost" not in kinds(g, 0)
    msg = refused(g, 0, {"type": "boost"})
    assert msg == "your character's ability is once per game and already used"


def test_irene_adler_is_not_offered_with_holmes_at_the_tracks_end():
    g = game("irene_adler,toby", holmes=20)
    assert "boost" not in kinds(g, 0)
    assert refused(g, 0, {"type": "boost"}) == (
        "your character has no such ability (or it cannot be used now)"
    )
    assert refused(g, 1, {"type": "boost"}).startswith("it is not seat 1's turn")


# -- 10 Mary Morstan -------------------------------------------------------------------------------
def test_morstan_confirms_a_lead_1_short():
    ev = {"motive": ["clue-6", "clue-3"], "opportunity": ["witness-5"]}  # 9 of 10, 5 of 7
    g = game("morstan,toby", evidence=ev)
    assert {"type": "confirm", "lead": "motive"} in legal(g, 0)
    assert {"type": "confirm", "lead": "opportunity"} not in legal(g, 0)  # 2 short
    drop(g, 0, "track-1")
    assert {"type": "confirm", "lead": "motive"} not in legal(g, 1)  # not for Toby
    drop(g, 1, "track-2")
    confirm(g, 0, "motive")
    assert section(g, "motive")["confirmed"] and holmes(g) == 16


# -- 11 Blackwell -------------------------------------------------------------------------------------
def test_blackwell_draws_2_her_right_neighbour_keeps_one_the_other_to_the_bottom():
    g = game("blackwell,toby", deck=["clue-6", "document-6", "track-4"])
    got = play(g, 0, "witness-3", "opportunity")
    assert got[-1] == {"type": "drew_two", "seat": 0, "count": 2, "picker": 1}  # she sees no card
    assert pending(g) == {"decision": "keep", "seat": 1, "for": 0}
    assert view(g, 0)["drawn"] == [None, None]
    assert view(g, 1)["drawn"] == ["clue-6", "document-6"]
    assert view(g, None)["drawn"] == [None, None]
    assert events(g, 1, "drew_two")[0]["cards"] == ["clue-6", "document-6"]
    assert legal(g, 1) == [
        {"type": "keep", "card": "clue-6"},
        {"type": "keep", "card": "document-6"},
    ]
    assert legal(g, 0) == []
    size = deck_size(g)
    got = act(g, 1, {"type": "keep", "card": "document-6"})
    assert got[0] == {"type": "kept", "seat": 0, "card": "document-6", "bottom": "clue-6"}
    assert events(g, 0, "kept") == [{"type": "kept", "seat": 0}]
    assert cards(g, 0)[-1] == "document-6" and own(g, 0)[-1] is None
    assert deck_size(g) == size + 1
    # the others know the card at the bottom; Blackwell does not
    assert view(g, 1)["deck_known"] == [{"from_top": size, "card": "clue-6"}]
    assert view(g, 0)["deck_known"] == []
    assert turn(g) == 1 and pending(g) == {"decision": "action", "seat": 1}
    drop(g, 1, "track-2")  # Toby draws 1, the top card
    assert cards(g, 1)[-1] == "track-4" and pending(g) == {"decision": "action", "seat": 0}


def test_blackwells_chooser_is_the_previous_seat():
    """Data: "the player to her right": play goes clockwise to the left (the next seat), so her
    right is the previous seat."""
    g = game("toby,blackwell,hudson", hands=(HAND0[:4], HAND1[:4], HAND2))
    assert turn(g) == 1
    drop(g, 1, "track-2")
    assert pending(g) == {"decision": "keep", "seat": 0, "for": 1}


def test_blackwell_draws_1_when_the_deck_holds_1():
    g = game("blackwell,toby", evidence=_rest(HAND0, HAND1, ["document-6"]))
    assert deck_size(g) == 1
    drop(g, 0, "track-1")
    assert deck_size(g) == 0 and pending(g) == {"decision": "action", "seat": 1}
    assert len(cards(g, 0)) == 6


def _rest(*hands):
    """Every card not in ``hands`` added under a lead of another icon: the deck is empty."""
    held = {c for h in hands for c in h}
    rest = [c for c in ALL_CARDS if c not in held]
    return {
        "suspect": [c for c in rest if not c.startswith("document")],  # a document lead
        "opportunity": [c for c in rest if c.startswith("document")],  # a witness lead
    }


# -- 12 Helen Stoner ----------------------------------------------------------------------------------
def test_stoner_the_impossible_holds_1_more_card():
    g = game("stoner,toby", case=3)  # limit 2 + 1
    assert impossible(g)["limit"] == 3 and holmes(g) == 11
    drop(g, 0, "track-1")
    drop(g, 1, "track-2")
    drop(g, 0, "witness-1")
    assert holmes(g) == 11
    drop(g, 1, "witness-2")
    assert holmes(g) == 10


# -- 13 Lady Hilda Hope --------------------------------------------------------------------------------
def test_hope_gives_2_hints_to_two_players_and_moves_holmes_once():
    g = game("hilda_hope,toby,hudson", hands=(HAND0[:4], HAND1[:4], HAND2))
    got = assist(g, 0, 1, value=2)
    assert holmes(g) == 14
    assert pending(g) == {"decision": "second_hint", "seat": 0}
    assert turn(g) == 0 and got[-1]["type"] != "turn"
    assert {"type": "skip"} in legal(g, 0)
    assert {a["type"] for a in legal(g, 0)} == {"assist", "skip"}
    got = assist(g, 0, 2, icon="clue")
    assert got[0]["second"] is True and got[0]["slots"] == [1]
    assert holmes(g) == 14  # once
    assert hints(g, 2, 2)[1]["icons"] == ["clue"]
    assert turn(g) == 1 and pending(g) == {"decision": "action", "seat": 1}
    assist(g, 1, 2, value=3)  # another player's Assist: one hint
    assert holmes(g) == 13 and turn(g) == 2


def test_hope_second_hint_to_the_same_player_or_none():
    g = game("hilda_hope,toby")
    assist(g, 0, 1, value=2)
    assist(g, 0, 1, icon="document")
    assert hints(g, 1, 1)[3] == {"values": [2], "icons": ["document"]}  # document-2 pinned
    g = game("hilda_hope,toby")
    assist(g, 0, 1, value=2)
    got = act(g, 0, {"type": "skip"})
    assert got[-1] == {"type": "turn", "seat": 1}
    assert holmes(g) == 14


def test_hope_refuses_anything_but_a_second_hint_or_skip():
    g = game("hilda_hope,toby")
    assist(g, 0, 1, value=2)
    msg = refused(g, 0, {"type": "eliminate", "slot": 0})
    assert msg == "Lady Hilda Hope: give a second hint (an assist) or skip"


# -- 14 Sir Henry Baskerville -------------------------------------------------------------------------
def test_baskerville_swaps_an_impossible_card_with_one_on_a_lead():
    g = game(
        "baskerville,toby",
        impossible=["witness-6"],
        evidence={"opportunity": ["witness-4", "track-3"]},  # target 10, evidence 4
    )
    swap = {"type": "swap", "impossible": "witness-6", "lead": "opportunity", "card": "witness-4"}
    assert swap in legal(g, 0)
    got = act(g, 0, swap)
    assert got[0] == {**swap, "type": "swapped", "seat": 0, "track": 4}
    sec = section(g, "opportunity")
    assert (sec["evidence"], sec["target"]) == (6, 10)
    assert sec["cards"] == ["witness-6"] and sec["added"] == ["track-3"]
    assert impossible(g)["evidence"] == ["witness-4"] and track(g) == 4  # the track follows
    assert impossible(g)["count"] == 1
    drop(g, 1, "track-2")
    assert "swap" not in kinds(g, 0)  # once per game
    msg = refused(g, 0, {**swap, "impossible": "witness-4", "card": "track-3"})
    assert msg == "your character's ability is once per game and already used"


def test_baskervilles_swap_can_raise_the_target_or_kill_the_lead():
    g = game(
        "baskerville,toby",
        impossible=["witness-6"],
        evidence={"opportunity": ["witness-4", "track-3"]},  # target 10
    )
    act(g, 0, {"type": "swap", "impossible": "witness-6", "lead": "opportunity", "card": "track-3"})
    # the target drops to 7 and witness-6 counts as evidence: 10 > 7, the lead is dead (B3)
    assert section(g, "opportunity")["card"] == "opportunity-8-clue"
    assert impossible(g)["evidence"] == ["track-3"]
    assert impossible(g)["leads"] == ["opportunity-7-witness"]
    assert track(g) == 3


def test_baskerville_offers_no_swap_without_cards_or_on_a_confirmed_lead():
    g = game("baskerville,toby", impossible=["witness-6"])
    assert "swap" not in kinds(g, 0)  # no card on a lead
    g = game(
        "baskerville,toby",
        impossible=["witness-6"],
        evidence={"motive": ["clue-6", "clue-3"]},
        confirmed=["motive"],
    )
    assert "swap" not in kinds(g, 0)
    swap = {"type": "swap", "impossible": "witness-6", "lead": "motive", "card": "clue-6"}
    assert refused(g, 0, swap) == "the motive lead is already confirmed"
    swap = {"type": "swap", "impossible": "track-6", "lead": "suspect", "card": "clue-6"}
    assert refused(g, 0, swap) == "'track-6' is not evidence in the Impossible"


# -- 15 Langdale Pike -----------------------------------------------------------------------------------
def test_langdale_pike_trades_a_card_with_another_player_once():
    g = game("langdale_pike,toby")
    trade = {"type": "trade", "slot": 0, "to": 1, "their_slot": 3}
    assert trade in legal(g, 0)
    got = act(g, 0, trade)
    assert got[0] == {"type": "traded", "seat": 0, "slot": 0, "to": 1, "their_slot": 3}
    assert cards(g, 0)[0] == "document-2" and cards(g, 1)[3] == "track-1"
    # each saw the card it receives in the other's hand: both now know it
    assert own(g, 0) == ["document-2", None, None, None, None, None]
    assert own(g, 1) == [None, None, None, "track-1", None, None]
    assert hints(g, 0, 1)[0] == {"values": [2], "icons": ["document"]}  # seat 0 knows it
    assert hints(g, 0, None)[0] == {"values": ALL_VALUES, "icons": ALL_ICONS}  # not public
    assert len(cards(g, 0)) == len(cards(g, 1)) == 6 and turn(g) == 1
    drop(g, 1, "track-2")
    assert "trade" not in kinds(g, 0)
    assert refused(g, 0, trade) == "your character's ability is once per game and already used"


# -- 16 Wiggins --------------------------------------------------------------------------------------
def test_wiggins_pursue_keeps_the_lead_out_of_the_impossible():
    g = game("wiggins,toby", case=5, impossible=["track-6"], evidence={"motive": ["clue-6"]})
    got = pursue(g, 0, "motive")
    assert got[1]["type"] == "lead_dead" and got[1]["impossible"] is False
    assert view(g)["removed_leads"] == ["motive-10-clue"]
    assert impossible(g)["leads"] == [] and impossible(g)["count"] == 1
    assert holmes(g) == 9  # the Impossible is full, yet nothing was added
    assert section(g, "motive")["card"] == "motive-9-witness"
    assert got[2] == {"type": "shuffled_into_deck", "cards": ["clue-6"]}
    pursue(g, 1, "suspect")  # Toby's Pursue: to the Impossible, beyond the limit
    assert impossible(g)["leads"] == ["suspect-11-document"] and holmes(g) == 8


def test_wiggins_dead_lead_still_goes_to_the_impossible():
    g = game("wiggins,toby", evidence={"opportunity": ["witness-5"]})
    play(g, 0, "witness-3", "opportunity")
    assert impossible(g)["leads"] == ["opportunity-7-witness"]
    assert view(g)["removed_leads"] == []


def test_wiggins_pursuing_the_last_lead_still_loses():
    """Ruling (README 9): the section is empty, no lead can be confirmed any more."""
    g = game("wiggins,toby")
    pursue(g, 0, "suspect")
    pursue(g, 1, "suspect")
    pursue(g, 0, "suspect")
    assert view(g)["removed_leads"] == ["suspect-11-document", "suspect-13-witness"]
    assert result(g).reason == "Holmes wins: the last suspect lead was discarded (Wiggins)"


# -- 17 Mrs. Hudson ------------------------------------------------------------------------------------
def test_hudson_returns_an_impossible_card_to_the_bottom_of_the_deck():
    g = game("hudson,toby", impossible=["track-6", "witness-4"], case=3)
    assert track(g) == 10
    size = deck_size(g)
    got = act(g, 0, {"type": "recover", "card": "track-6"})
    assert got[0] == {"type": "recovered", "seat": 0, "card": "track-6", "track": 4}
    assert impossible(g)["evidence"] == ["witness-4"] and track(g) == 4
    assert deck_size(g) == size + 1
    for seat in (0, 1, None):  # everybody saw where it went
        expect = [] if seat is None else [{"from_top": size, "card": "track-6"}]
        assert view(g, seat)["deck_known"] == expect
    drop(g, 1, "track-2")  # the Impossible holds 2 of 2 again: Holmes stays
    assert holmes(g) == 11


def test_hudson_recovers_once_per_game_ruling():
    """Ruling (rules.py, README 5): Mrs. Hudson's and Toby's abilities are once per game too
    (the data text does not say so; unlimited use could loop forever)."""
    g = game("hudson,toby", impossible=["track-6", "witness-4"])
    act(g, 0, {"type": "recover", "card": "track-6"})
    drop(g, 1, "track-2")
    assert "recover" not in kinds(g, 0)
    msg = refused(g, 0, {"type": "recover", "card": "witness-4"})
    assert msg == "your character's ability is once per game and already used"
    assert refused(g, 0, {"type": "recover", "card": "clue-6"}) == (
        "'clue-6' is not evidence in the Impossible"
    )


# -- 18 Toby ---------------------------------------------------------------------------------------
def toby_game(**more):
    return game("lestrade,toby", first=1, deck=["clue-6", "document-6", "track-4"], **more)


def test_toby_peeks_and_puts_the_card_back_on_top():
    g = toby_game()
    got = act(g, 1, {"type": "peek"})
    assert got == [{"type": "peeked", "seat": 1, "card": "clue-6"}]
    assert events(g, 0, "peeked") == [{"type": "peeked", "seat": 1}]
    assert events(g, None, "peeked") == [{"type": "peeked", "seat": 1}]
    top = deck_size(g) - 1
    assert view(g, 1)["deck_known"] == [{"from_top": 0, "card": "clue-6"}]
    assert view(g, 0)["deck_known"] == [] and top > 0
    assert pending(g) == {"decision": "place", "seat": 1}
    assert legal(g, 1) == [{"type": "place", "where": "top"}, {"type": "place", "where": "bottom"}]
    act(g, 1, {"type": "place", "where": "top"})
    assert turn(g) == 0
    drop(g, 0, "track-1")  # Lestrade draws clue-6: Toby knew it, so does Lestrade's table
    assert cards(g, 0)[-1] == "clue-6" and own(g, 0)[-1] is None
    assert view(g, 1)["deck_known"] == []


def test_toby_draws_the_card_he_peeked_and_knows_it():
    g = toby_game()
    act(g, 1, {"type": "peek"})
    act(g, 1, {"type": "place", "where": "top"})
    assist(g, 0, 1, value=5)  # Lestrade draws nothing
    drop(g, 1, "track-2")  # Toby draws clue-6
    assert cards(g, 1)[-1] == "clue-6"
    assert own(g, 1)[-1] == "clue-6"  # learnt by peeking
    assert hints(g, 1, 0)[-1] == {"values": [6], "icons": ["clue"]}


def test_toby_puts_the_card_at_the_bottom():
    g = toby_game()
    act(g, 1, {"type": "peek"})
    act(g, 1, {"type": "place", "where": "bottom"})
    assert events(g, 0, "placed") == [{"type": "placed", "seat": 1, "where": "bottom"}]
    size = deck_size(g)
    assert view(g, 1)["deck_known"] == [{"from_top": size - 1, "card": "clue-6"}]
    drop(g, 0, "track-1")
    assert cards(g, 0)[-1] == "document-6"


def test_toby_peeks_once_per_game_and_not_at_an_empty_deck():
    """Ruling (rules.py, README 5): once per game."""
    g = toby_game()
    act(g, 1, {"type": "peek"})
    act(g, 1, {"type": "place", "where": "bottom"})
    drop(g, 0, "track-1")
    assert "peek" not in kinds(g, 1)
    assert refused(g, 1, {"type": "peek"}) == (
        "your character's ability is once per game and already used"
    )
    assert refused(g, 1, {"type": "place", "where": "top"}) == (
        "there is no card to place: Toby places the card he peeked at"
    )
    g = game("lestrade,toby", first=1, evidence=_rest(HAND0, HAND1))
    assert deck_size(g) == 0 and "peek" not in kinds(g, 1)

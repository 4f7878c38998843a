"""The ``rules`` bot (``rulebot.py``): legal, seeded, view-only, its priorities, its strength.

- Legal: whole games against random and against itself, both editions, every variant option
  (alternative start H16, reservation H14, villains / Mycroft cards H15, first role H1).
- Deterministic for a seed; view-only: the same choice on the real game, on ``determinize``
  copies and on the ``canonical`` state (the worlds its seat cannot tell apart).
- Its priorities in scenarios: a clue that wins a majority (H10), an early cheap Irene Adler
  (H12) but not a dear late one, blocking a set (H10 +3), banking markers and spending them,
  jokers (H9, H10), the reserved clue before the end (H14), villains (H15).
- Strength, seeded: it beats random in at least 85% of 200 seat-swapped games.
"""

from __future__ import annotations

import time
from typing import Any

import pytest

import afoot
from afoot.ai import make_agent
from afoot.engine.game import Game
from afoot.games.holmes import GAME
from afoot.games.holmes import actions as A
from afoot.games.holmes.rulebot import START_ORDER, Know, RuleBot
from afoot.games.holmes.testing import (
    EDITIONS,
    at_dawn,
    decision,
    decline_rest,
    do,
    hidden,
    line,
    play_legally,
    play_on_twins,
    quiet_turn,
    rows,
    seat_to_act,
    visit,
)
from afoot.sim import simulate

VILLAINS = {"devir": "villains", "kosmos": "mycroft"}
VILLAIN_VALUES = ("none", "moriarty", "moran", "both", "random")
MYCROFT_VALUES = ("none", "razzia", "gala", "both", "random")


def all_options() -> list[dict[str, Any]]:
    """Every combination of the variant options, both editions (40 devir, 20 kosmos)."""
    both = [(alt, res) for alt in (False, True) for res in (False, True)]
    devir = [
        {
            "edition": "devir",
            "alternative_start": alt,
            "reservation": res,
            "villains": v,
            "first_role": role,
        }
        for alt, res in both
        for v in VILLAIN_VALUES
        for role in ("sherlock", "mycroft")
    ]
    kosmos = [
        {"edition": "kosmos", "alternative_start": alt, "reservation": res, "mycroft": v}
        for alt, res in both
        for v in MYCROFT_VALUES
    ]
    return devir + kosmos


def own_turn(game: Game, bot: RuleBot, seat: int) -> list[Any]:
    """Let the bot play ``seat``'s decisions until another seat must act."""
    acts = []
    while not game.is_over and seat in game.to_act:
        action = bot.act(game, seat)
        acts.append(action)
        game.apply(seat, action)
    return acts


def to_dawn_decision(game: Game) -> None:
    """Quiet turns (nothing gained) for both seats until a decision other than a visit."""
    while decision(game) == "visit":
        quiet_turn(game, seat_to_act(game))


# -- legal, seeded, view-only ---------------------------------------------------------------
def test_make_agent_finds_the_rules_bot() -> None:
    agent = make_agent("rules", 3, GAME)
    assert isinstance(agent, RuleBot)
    assert agent.name == "rules"


@pytest.mark.parametrize("index", range(len(all_options())))
def test_legal_in_whole_games_with_every_variant_h1_h14_h15_h16(index: int) -> None:
    options = all_options()[index]
    for seed, opponent in ((index, "random"), (1000 + index, "rules")):
        game = afoot.new_game("holmes", seed=seed, options=options)
        bot_seat = seed % 2
        agents = {bot_seat: RuleBot(seed), 1 - bot_seat: make_agent(opponent, seed + 7, GAME)}
        play_legally(game, agents)
        assert game.result() is not None


def test_deterministic_for_a_seed() -> None:
    options = {"edition": "kosmos", "reservation": True, "mycroft": "both"}
    runs = []
    for _ in range(2):
        game = afoot.new_game("holmes", seed=5, options=options)
        play_legally(game, {0: RuleBot(3), 1: RuleBot(4)})
        runs.append(game.actions)
    assert runs[0] == runs[1]


@pytest.mark.parametrize(
    ("options", "bot_seat"),
    [
        ({"edition": "devir"}, 0),
        ({"edition": "kosmos"}, 1),
        (
            {
                "edition": "devir",
                "reservation": True,
                "alternative_start": True,
                "villains": "random",
            },
            1,
        ),
        (
            {
                "edition": "kosmos",
                "reservation": True,
                "alternative_start": True,
                "mycroft": "both",
            },
            0,
        ),
    ],
)
def test_reads_only_what_its_seat_sees_h8_h21(options: dict[str, Any], bot_seat: int) -> None:
    """Bot A acts on the real game, bot B (same seed) on a world the seat cannot tell apart:
    a fresh ``determinize`` copy or the ``canonical`` state, in turn. Same view, same choice."""
    game = afoot.new_game("holmes", seed=21, options=options)
    a, b, other = RuleBot(8), RuleBot(8), make_agent("random", 9, GAME)
    checked, differs = play_on_twins(game, bot_seat, a, b, other)
    assert checked > 40
    assert differs > checked // 2  # the twins really hid other cards


def test_fast() -> None:
    """Well under 1 ms a decision (CPU time of this process, so other load does not count)."""
    bot, other = RuleBot(1), make_agent("random", 2, GAME)
    spent, decisions = 0.0, 0
    for seed in range(6):
        game = afoot.new_game("holmes", seed=seed, options={"edition": EDITIONS[seed % 2]})
        while not game.is_over:
            seat = min(game.to_act)
            if seat == seed % 2:
                start = time.process_time()
                action = bot.act(game, seat)
                spent += time.process_time() - start
                decisions += 1
            else:
                action = other.act(game, seat)
            game.apply(seat, action)
    assert decisions > 200
    assert spent / decisions < 1e-3


# -- priorities ---------------------------------------------------------------------------
BOARD = ["irene_adler", "gregson", "wiggins", "langdale_pike", "toby", "billy"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_takes_the_clue_that_wins_a_majority_h10(edition: str) -> None:
    """Fingerprints tied 3-3 on day 5: the fingerprint on the line is the one to take."""
    g = at_dawn(
        edition,
        day=5,
        board=BOARD,
        tokens=[3, 3],
        line=["fingerprint", "false_pass", "explosive", "cigarette"],
        areas={"0": {"fingerprint": 3, "bullet": 2}, "1": {"fingerprint": 3, "button": 2}},
        markers={"0": ["irene_adler", "gregson", "toby"], "1": ["irene_adler", "gregson", "toby"]},
    )
    own_turn(g, RuleBot(1), 0)
    assert rows(g, 0)["fingerprint"] == 4
    assert "fingerprint" not in line(g)


IRENE_SCENE: dict[str, Any] = {
    "line": ["false_pass", "explosive", "explosive", "cigarette"],
    "areas": {"0": {"fingerprint": 1}, "1": {"fingerprint": 2, "button": 1}},
    "markers": {"0": ["hudson", "toby", "billy"], "1": ["hudson", "toby", "billy"]},
}


@pytest.mark.parametrize("edition", EDITIONS)
def test_steals_with_irene_while_she_is_cheap_h12(edition: str) -> None:
    """Day 2: 2 markers buy the opponent's fingerprint (into hidden clues, H8): 2-1 -> 1-2."""
    g = at_dawn(
        edition, day=2, board=["irene_adler", "toby", "billy"], tokens=[4, 3], **IRENE_SCENE
    )
    acts = own_turn(g, RuleBot(1), 0)
    assert acts[0].to == "irene_adler"
    assert acts[1] == A.Steal("fingerprint")
    assert hidden(g, 0) == ["fingerprint"]
    assert g.state.tokens[0] == 2


def test_irene_is_not_worth_6_markers_on_day_6_h12() -> None:
    g = at_dawn(
        "devir",
        day=6,
        board=["irene_adler", "toby", "billy", "gregson", "wiggins", "langdale_pike", "von_kramm"],
        tokens=[7, 3],
        **IRENE_SCENE,
    )
    acts = own_turn(g, RuleBot(1), 0)
    assert acts[0].to != "irene_adler"
    assert hidden(g, 0) == []


@pytest.mark.parametrize("edition", EDITIONS)
def test_blocks_the_last_clue_of_a_set_h10(edition: str) -> None:
    """The opponent holds 2 of the 3 false passes; the third is on the line beside clues of
    settled types (bullets won 4-0, buttons lost 0-5): the bot takes it (+3 denied)."""

    def game(theirs: int) -> Game:
        return at_dawn(
            edition,
            day=4,
            board=["toby", "billy", "wiggins", "gregson", "langdale_pike"],
            tokens=[3, 3],
            line=["bullet", "false_pass", "button", "button"],
            areas={"0": {"bullet": 4}, "1": {"false_pass": theirs, "button": 5}},
            markers={"0": ["hudson", "toby", "wiggins"], "1": ["hudson", "toby", "wiggins"]},
        )

    g = game(2)
    fp = 0  # type id of false pass
    denied = Know(g.view(0), 0, g.legal_actions(0)).take(fp)
    open_race = game(0)
    assert denied > Know(open_race.view(0), 0, open_race.legal_actions(0)).take(fp) + 0.5
    own_turn(g, RuleBot(1), 0)
    assert rows(g, 0)["false_pass"] == 1
    assert "false_pass" not in line(g)


def test_banks_markers_when_it_has_none_h6() -> None:
    g = at_dawn(
        "devir",
        day=3,
        board=["wiggins", "toby", "billy", "gregson"],
        tokens=[0, 5],
        markers={"0": ["gregson", "toby", "billy"], "1": ["gregson", "toby", "billy"]},
    )
    acts = own_turn(g, RuleBot(1), 0)
    assert acts == [A.Visit("wiggins", "billy")]  # +5, and Billy is the least useful to leave
    assert g.state.tokens[0] == 5


def test_spends_markers_when_they_buy_a_lot_h4() -> None:
    """10 markers and two open high races on the line: Gregson, 3 clues for 6."""
    g = at_dawn(
        "devir",
        day=4,
        board=["wiggins", "toby", "billy", "gregson", "porky"],
        tokens=[10, 5],
        line=["fingerprint", "footprint", "explosive", "cigarette"],
        areas={"0": {"fingerprint": 2, "footprint": 2}, "1": {"fingerprint": 2, "footprint": 2}},
        markers={"0": ["wiggins", "toby", "billy"], "1": ["wiggins", "toby", "billy"]},
    )
    own_turn(g, RuleBot(1), 0)
    assert rows(g, 0)["fingerprint"] == 3
    assert rows(g, 0)["footprint"] == 3
    assert g.state.tokens[0] <= 7


JOKER_AREAS = {"0": {"fingerprint": 3, "button": 1}, "1": {"fingerprint": 3, "button": 3}}


@pytest.mark.parametrize(("edition", "row"), [("devir", None), ("kosmos", "fingerprint")])
def test_a_joker_received_h9(edition: str, row: str | None) -> None:
    """Devir keeps it unassigned (assigned for free at the end, H10); kosmos puts it on the
    row where it scores most now (an end assignment costs 1)."""
    g = at_dawn(
        edition,
        day=3,
        visit=["watson"],
        tokens=[3, 3],
        line=["joker", "bullet", "button", "cigarette"],
        areas=JOKER_AREAS,
    )
    visit(g, 0, "watson")
    do(g, 0, "take", slot=0)
    assert decision(g) == "assign_joker"
    assert RuleBot(1).act(g, 0) == A.AssignJoker(row)


@pytest.mark.parametrize("edition", EDITIONS)
def test_end_jokers_go_onto_the_best_row_h10(edition: str) -> None:
    """At the end the joker makes fingerprints 4-3 (+6); on buttons (2-3) it would score 0."""
    areas = {"0": {**JOKER_AREAS["0"], "joker": 1}, "1": JOKER_AREAS["1"]}
    g = at_dawn(edition, day=7, tokens=[0, 0], areas=areas)
    while decision(g) != "final_jokers":
        seat = seat_to_act(g)
        if decision(g) == "visit":
            quiet_turn(g, seat)
        else:
            decline_rest(g, seat)
    assert seat_to_act(g) == 0
    assert RuleBot(1).act(g, 0) == A.AssignJoker("fingerprint")


def test_takes_the_reserved_clue_on_the_last_day_h14() -> None:
    g = at_dawn(
        "devir",
        day=7,
        visit=["watson"],
        options={"reservation": True},
        reserved={"0": "bullet"},
        tokens=[2, 2],
        line=["explosive", "cigarette", "button", "footprint"],
        areas={"0": {"bullet": 2}, "1": {"bullet": 2}},
    )
    acts = own_turn(g, RuleBot(1), 0)
    assert A.Take(4) in acts
    assert g.view(0)["players"][0]["reserved"] is None


VILLAIN_AREAS = {"0": {"fingerprint": 4, "false_pass": 1}, "1": {"fingerprint": 3, "false_pass": 2}}


@pytest.mark.parametrize(("edition", "villain"), [("devir", "moriarty"), ("kosmos", "razzia")])
def test_villain_discards_the_cheapest_visible_clue_h15(edition: str, villain: str) -> None:
    """The lost false pass (1-2, none left) costs 1 point; a fingerprint (4-3) much more, and
    Moriarty's alternative, 2 markers, is dearer too."""
    g = at_dawn(
        edition,
        day=6,
        options={VILLAINS[edition]: villain},
        character_deck_top=[villain],
        tokens=[5, 5],
        areas=VILLAIN_AREAS,
    )
    to_dawn_decision(g)
    assert decision(g) == "villain"
    assert seat_to_act(g) == 0
    assert RuleBot(1).act(g, 0) == A.Discard("false_pass")


def test_moriarty_paid_in_markers_when_every_clue_is_dear_h15() -> None:
    areas = {"0": {"fingerprint": 4}, "1": {"fingerprint": 4}}
    g = at_dawn(
        "devir",
        day=6,
        options={"villains": "moriarty"},
        character_deck_top=["moriarty"],
        tokens=[5, 5],
        areas=areas,
    )
    to_dawn_decision(g)
    assert RuleBot(1).act(g, 0) == A.PAY


@pytest.mark.parametrize(("edition", "villain"), [("devir", "moran"), ("kosmos", "gala")])
def test_moran_lays_down_the_least_useful_marker_h15(edition: str, villain: str) -> None:
    """Day 6 puts seat 0's markers on Billy (nothing to discard: worth nothing), Watson and
    Lestrade (clues to buy); at Moran's dawn the one on Billy is laid down."""
    g = at_dawn(
        edition,
        day=6,
        options={VILLAINS[edition]: villain},
        character_deck_top=[villain],
        tokens=[6, 6],
        board=[*BOARD, "von_kramm" if edition == "devir" else "madame_ziba"],
        markers={"0": ["toby", "gregson", "wiggins"], "1": ["toby", "gregson", "wiggins"]},
    )
    for to in ("billy", "watson", "lestrade"):
        visit(g, 0, to)
        decline_rest(g, 0)
        quiet_turn(g, 1)
    assert decision(g) == "lay_marker"
    assert seat_to_act(g) == 0
    where = sorted(str(a.character) for a in g.legal_actions(0))
    assert where == ["billy", "lestrade", "watson"]
    assert RuleBot(1).act(g, 0) == A.Lay("billy")


def test_alternative_start_keeps_the_better_character_h16() -> None:
    g = afoot.new_game("holmes", seed=3, options={"edition": "devir", "alternative_start": True})
    picks = g.view(0)["players"][0]["start_choices"]
    choice = RuleBot(1).act(g, 0)
    assert choice.character == min(picks, key=START_ORDER.index)


# -- strength -----------------------------------------------------------------------------
def test_beats_random_in_85_percent_of_200_seat_swapped_games() -> None:
    """Seeded, so it cannot flake: 100 games per edition, half with the bot as seat 0."""
    wins = games = 0
    for edition in EDITIONS:
        report = simulate("holmes", ["rules", "random"], 100, 2026, options={"edition": edition})
        assert not report.errors
        wins += report.wins_by_agent["rules"]
        games += report.completed
    assert games == 200
    assert wins >= 170

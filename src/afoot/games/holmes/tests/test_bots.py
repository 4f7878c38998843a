"""The Holmes heuristic: seat's projected margin from what seat may know."""

from __future__ import annotations

import random
from typing import Any

import afoot
from afoot.ai import RandomAgent
from afoot.games.holmes import GAME, bots, views
from afoot.games.holmes.data import CHAR_IDS, DAYS, JOKER, TYPE

LATE_BOARD = [c for c in CHAR_IDS[3:12] if c != "violet_hunter"]  # 8 devir deck characters


def h(game: afoot.Game, seat: int) -> float:
    return bots.heuristic(game.state, seat)


def start(day: int = 1, **scenario: Any) -> afoot.Game:
    if day > 1:
        scenario.update(
            day=day,
            board=LATE_BOARD[: day + 1],
            markers={"0": ["watson", "hudson", "lestrade"], "1": ["watson", "hudson", "lestrade"]},
        )
    return afoot.new_game("holmes", seed=4, options={"edition": "devir"}, scenario=scenario)


def test_rules_delegate_to_bots() -> None:
    game = afoot.new_game("holmes", seed=1)
    heuristic = GAME.search.heuristic
    assert heuristic is bots.heuristic and heuristic(game.state, 0) == bots.heuristic(game.state, 0)


def test_same_value_in_every_world_the_seat_cannot_tell_apart() -> None:
    for edition, variant in (("devir", "villains"), ("kosmos", "mycroft")):
        game = afoot.new_game(
            "holmes",
            seed=8,
            options={"edition": edition, "reservation": True, variant: "both"},
        )
        agent, rng = RandomAgent(3), random.Random(4)
        while not game.is_over:
            for seat in (0, 1):
                value = h(game, seat)
                for _ in range(2):
                    twin = game.determinize(seat, rng)
                    assert bots.heuristic(twin.state, seat) == value
            seat = min(game.to_act)
            game.apply(seat, agent.act(game, seat))


def test_zero_sum_view_of_public_positions() -> None:
    """With nothing hidden, the seats' estimates are opposite (but for the line threat, which
    each seat counts against itself)."""
    game = start(areas={"0": {"cigarette": 2, "map_fragment": 2}, "1": {"bullet": 1}})
    plain = bots.Params(threat=0.0)
    assert abs(bots.heuristic(game.state, 0, plain) + bots.heuristic(game.state, 1, plain)) < 1e-9


def test_exact_margin_at_the_end() -> None:
    game = afoot.new_game("holmes", seed=2, options={"edition": "kosmos"})
    agent = RandomAgent(2)
    while not game.is_over:
        seat = min(game.to_act)
        game.apply(seat, agent.act(game, seat))
    result = game.result()
    assert result is not None
    margin = result.scores[0] - result.scores[1]
    tie = 0.01 * (game.state.tokens[0] - game.state.tokens[1])
    assert abs(h(game, 0) - (margin + tie)) < 1e-9


def test_more_clues_of_a_type_are_worth_more() -> None:
    values = [h(start(areas={"0": {"button": n}, "1": {"button": 2}}), 0) for n in range(6)]
    assert values == sorted(values)
    assert values[5] - values[0] > 5


def test_a_narrow_lead_is_fragile_early_and_solid_late() -> None:
    def lead(day: int) -> float:
        rows = {"0": {"fingerprint": 2}, "1": {"fingerprint": 1}}
        return h(start(day=day, areas=rows), 0) - h(start(day=day), 0)

    assert 0 < lead(1) < lead(4) < lead(DAYS)
    assert lead(DAYS) > 1.5 * lead(1)


def test_markers_are_worth_more_early_than_late() -> None:
    def marker(day: int) -> float:
        rich = h(start(day=day, tokens=[6, 5]), 0)
        poor = h(start(day=day, tokens=[5, 5]), 0)
        return rich - poor

    assert 0.3 < marker(1) <= 1.0
    assert 0 < marker(DAYS) < marker(1)


def test_unassigned_joker_and_reserved_clue_penalties() -> None:
    plain = h(start(day=DAYS, areas={"0": {"button": 1}}), 0)
    joker = h(start(day=DAYS, areas={"0": {"button": 1, "joker": 1}}), 0)
    assert joker > plain  # it can still go on the button row
    lonely = h(start(day=DAYS, areas={"0": {"joker": 1}}), 0)
    assert lonely < h(start(day=DAYS), 0)
    game = afoot.new_game(
        "holmes",
        seed=4,
        options={"edition": "devir", "reservation": True},
        scenario={"reserved": {"0": "false_pass"}},
    )
    assert h(game, 0) > -3  # early, a reserved clue is likely to be taken


def test_opponent_hidden_clues_count_as_expectations() -> None:
    line = ["bullet", "bullet", "button", "cigarette"]
    mine = {"0": {"fingerprint": 1}}
    none = h(start(line=line, areas=mine), 0)
    some = h(start(line=line, areas=mine, hidden={"1": ["fingerprint"] * 2}), 0)
    fake = h(start(line=line, areas=mine, hidden={"1": ["map_fragment"] * 2}), 0)
    assert some == fake  # seat 0 cannot tell which clues they are
    assert some < none


def test_canonical_state_depends_on_the_view_only() -> None:
    for edition, variant in (("devir", "villains"), ("kosmos", "mycroft")):
        game = afoot.new_game(
            "holmes",
            seed=3,
            options={
                "edition": edition,
                "reservation": True,
                "alternative_start": True,
                variant: "random",
            },
        )
        agent, rng = RandomAgent(2), random.Random(1)
        while not game.is_over:
            for s in (0, 1):
                base = views.canonical(game.state, s)
                assert GAME.rules.view(base, s) == game.view(s)
                GAME.rules.check_invariants(base)
                twin = game.determinize(s, rng)
                again = views.canonical(twin.state, s)
                assert GAME.rules.fingerprint(again) == GAME.rules.fingerprint(base)
            seat = min(game.to_act)
            game.apply(seat, agent.act(game, seat))


def test_canonical_state_after_reshuffles() -> None:
    """Most clues go to a (face-down, devir) discard pile early, so the deck is reshuffled
    again and again and cards seen before a shuffle get lost track of."""
    for seed in range(3):
        game = afoot.new_game("holmes", seed=seed, options={"edition": "devir"})
        agent, rng = RandomAgent(seed), random.Random(seed)
        steps = 0
        while not game.is_over:
            steps += 1
            if steps == 20:
                st = game.state
                moved = [c for c in st.deck[:-2] if TYPE[c] != JOKER]
                st.deck = [c for c in st.deck if c not in moved]
                for j, c in enumerate(moved):
                    st.know[c] = (0, 1 | 4, 2 | 8, 15)[j % 4]  # unseen, seen by 0, by 1, by both
                st.discard += moved
                GAME.rules.check_invariants(st)
            if steps > 20:
                for s in (0, 1):
                    base = views.canonical(game.state, s)
                    assert GAME.rules.view(base, s) == game.view(s)
                    twin = game.determinize(s, rng)
                    assert GAME.rules.fingerprint(
                        views.canonical(twin.state, s)
                    ) == GAME.rules.fingerprint(base)
            seat = min(game.to_act)
            game.apply(seat, agent.act(game, seat))
        assert game.state.epochs > 0

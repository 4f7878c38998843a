"""Tournaments: the plan (rotations, round robins, shared deals, cycled cases), the report
(Wilson intervals, head to head, ratings, cooperative success) and one-line errors. Each test
plays a game chosen by what it needs (``picks``)."""

from __future__ import annotations

import json
import math
from collections import Counter
from typing import Any

import msgspec
import pytest

import afoot
from afoot.ai import RandomAgent, make_agent
from afoot.engine.analysis import show
from afoot.engine.errors import AfootError, InvalidOption, UnknownGame
from afoot.engine.game import Game
from afoot.games import ids, spec_for, specs
from afoot.sim.runner import derive_seed, play_game
from afoot.sim.tests import picks
from afoot.sim.tournament import (
    CYCLED_OPTION,
    GameOutcome,
    GameTask,
    plan,
    play_task,
    rate,
    run_tournament,
    wilson,
)


def _without_timing(report) -> dict:
    data = report.to_dict()
    data.pop("timing")
    return data


def test_wilson_matches_known_figures():
    lo, hi = wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-4) and hi == pytest.approx(0.5962, abs=1e-4)
    assert wilson(0, 10) == pytest.approx((0.0, 0.2775), abs=1e-4)
    assert wilson(10, 10) == pytest.approx((0.7225, 1.0), abs=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)  # no games: nothing is known
    assert wilson(81, 263) == pytest.approx((0.2553, 0.3662), abs=1e-4)
    r = rate(3, 4)
    assert (r.n, r.rate) == (4, 0.75) and r.lo < 0.75 < r.hi


def test_one_lineup_plays_every_deal_in_every_rotation():
    game = picks.greedy_pair().id
    tasks = plan(game, ["greedy", "random"], 5, seed=9)
    assert [t.index for t in tasks] == list(range(5))
    assert [(t.deal, t.rotation) for t in tasks] == [(0, 0), (0, 1), (1, 0), (1, 1), (2, 0)]
    assert [t.agents for t in tasks[:2]] == [("greedy", "random"), ("random", "greedy")]
    assert tasks[0].seed == tasks[1].seed == derive_seed(9, "deal", 0)
    assert tasks[2].seed == derive_seed(9, "deal", 1) != tasks[0].seed
    for t in tasks:
        assert t.players == 2 and t.game == game and not t.keep_record
        assert t.agent_seeds == tuple(
            derive_seed(t.seed, "agent", s, name, t.rotation) for s, name in enumerate(t.agents)
        )
    assert plan(game, ["greedy", "random"], 5, seed=9) == tasks


def test_more_agents_than_seats_is_a_round_robin_on_shared_deals():
    names = ["random", "random~0.5", "random~0.25", "random~0.75"]
    tasks = plan(picks.seating(3).id, names, 6, seed=1, players=3)
    assert len(tasks) == 4 * 6  # C(4, 3) matchups
    by_game: dict[int, set[int]] = {}
    lineups: Counter[frozenset[str]] = Counter()
    for t in tasks:
        assert t.players == 3 and len(set(t.agents)) == 3
        by_game.setdefault(t.index // 4, set()).add(t.seed)
        lineups[frozenset(t.agents)] += 1
    assert all(len(seeds) == 1 for seeds in by_game.values())  # every matchup, the same deal
    assert len(lineups) == 4 and set(lineups.values()) == {6}
    for matchup in lineups:  # each agent of a matchup sits in each seat once per deal
        seats = Counter(
            (t.agents.index(n), n)
            for t in tasks
            if frozenset(t.agents) == matchup
            for n in t.agents
        )
        assert set(seats.values()) == {2}
    # three agents for a game of two at most: its minimum by default, C(3, minimum) matchups
    two = picks.at_most_two()
    three = plan(two.id, ["random", "random~0.5", "random~0.25"], 2, seed=1)
    assert len(three) == math.comb(3, two.min_players) * 2
    # six agents are more than the seats: the game's minimum, C(6, minimum) matchups
    few = picks.pick("for fewer than six", lambda s: s.max_players < 6)
    six = plan(few.id, ["random"] * 6, 1, seed=1)
    assert len(six) == math.comb(6, few.min_players) and six[0].players == few.min_players


def test_a_case_option_cycles_deal_by_deal_unless_given():
    spec = picks.cycling()
    option = spec.option(CYCLED_OPTION)
    assert option is not None
    choices = option.choices
    games = 2 * len(choices) + 2  # every case once per deal, then the first again
    tasks = plan(spec.id, ["random", "random"], games, seed=2)
    cases = [t.options[CYCLED_OPTION] for t in tasks]
    assert cases == [choices[(i // 2) % len(choices)] for i in range(games)]
    assert cases[:2] == cases[-2:] == [choices[0]] * 2
    given = {CYCLED_OPTION: show(choices[2])}  # as a command line gives it
    fixed = plan(spec.id, ["random", "random"], 4, seed=2, options=given)
    assert {t.options[CYCLED_OPTION] for t in fixed} == {choices[2]}
    plain = picks.without_cycle().id
    assert all(CYCLED_OPTION not in t.options for t in plan(plain, ["random", "random"], 2, 0))


#: the game of the bad-input cases: two agents, an option of choices, a count it refuses
_TWO = picks.at_most_two()
_OPTION = picks.choice_option(_TWO)


@pytest.mark.parametrize(
    ("kwargs", "kind", "needle"),
    [
        ({"game_id": "chess"}, UnknownGame, f"games: {ids()[0]}"),
        ({"agents": ["random", "nobody"]}, InvalidOption, "unknown agent 'nobody'"),
        ({"agents": ["random"]}, InvalidOption, "repeat a name to seat it twice"),
        ({"agents": []}, InvalidOption, "comma-separated"),
        ({"agents": ["random", ""]}, InvalidOption, "comma-separated"),
        ({"games": 0}, InvalidOption, "1 or more"),
        ({"games": -3}, InvalidOption, "1 or more"),
        ({"players": _TWO.max_players + 1}, InvalidOption, picks.count_needle(_TWO)),
        (
            {"options": {_OPTION.name: "nope"}},
            InvalidOption,
            f"allowed: {_OPTION.describe_choices()}",
        ),
        ({"options": {"colour": "red"}}, InvalidOption, "has no option 'colour'"),
        *(
            (  # valid alone, not at this count: every deal's options are set up first
                {
                    "game_id": m.game,
                    "agents": ["random"] * m.misfit,
                    "players": m.misfit,
                    "options": {m.option: m.value},
                },
                InvalidOption,
                m.error,
            )
            for m in picks.misfits()
        ),
        ({"backend": "gpu"}, AfootError, "backends: serial, process, ray"),
        ({"workers": 0}, AfootError, "1 or more"),
    ],
)
def test_bad_input_is_one_line_before_anything_is_played(kwargs, kind, needle):
    args: dict[str, Any] = {
        "game_id": _TWO.id,
        "agents": ["random", "random"],
        "games": 2,
        "seed": 0,
    }
    args["backend"] = "serial"
    args.update(kwargs)
    played: list[object] = []
    with pytest.raises(kind) as info:
        run_tournament(**args, on_result=played.append)
    assert needle in str(info.value) and "\n" not in str(info.value)
    assert played == []


def test_same_seed_same_report_and_each_outcome_replays_alone():
    seen: list[GameOutcome] = []
    game_id = picks.greedy_pair().id
    a = run_tournament(game_id, ["greedy", "random"], 6, 5, backend="serial", on_result=seen.append)
    b = run_tournament(game_id, ["greedy", "random"], 6, 5, backend="serial")
    assert _without_timing(a) == _without_timing(b)
    assert a.planned == a.completed == 6 and not a.errors
    json.dumps(a.to_dict())
    # one outcome line is all a replay needs: the deal's seed, options, agents and their seeds
    line = json.loads(msgspec.json.encode(seen[3]))
    spec = spec_for(line["game"])
    game = Game(spec, line["players"], line["seed"], line["options"])
    bots = [
        make_agent(n, s, spec) for n, s in zip(line["agents"], line["agent_seeds"], strict=True)
    ]
    assert play_game(game, bots, spec.max_actions) == line["actions"]
    result = game.result()
    assert result is not None and list(result.winners) == line["winners"]
    assert list(result.scores) == line["scores"]


@pytest.mark.parametrize("spec", specs(), ids=lambda spec: spec.id)
def test_a_kept_record_replays_to_the_same_result(spec):
    agents = ["random"] * spec.min_players
    (task,) = plan(spec.id, agents, 1, seed=3, keep_records=True)
    outcome = play_task(task)
    assert outcome.record is not None and outcome.error is None
    game = afoot.replay(json.loads(json.dumps(outcome.record)))
    assert game.is_over and len(game.actions) == outcome.actions
    result = game.result()
    assert result is not None and list(result.scores) == outcome.scores
    assert play_task(msgspec.structs.replace(task, keep_record=False)).record is None


class _Boom:
    """Plays randomly, but raises on its first move when its seed is even."""

    name = "boom"

    def __init__(self, seed: int | None) -> None:
        self.seed = seed or 0
        self.inner = RandomAgent(seed)

    def act(self, game, seat):
        if self.seed % 2 == 0:
            raise RuntimeError("boom\nand a second line nobody should see")
        return self.inner.act(game, seat)


def test_a_game_that_raises_is_reported_and_the_tournament_goes_on(monkeypatch):
    game = picks.competitive_pair().id
    monkeypatch.setitem(spec_for(game).bots, "boom", _Boom)
    tasks = plan(game, ["boom", "random"], 8, seed=4)
    failing = {t.index for t in tasks if t.agent_seeds[t.agents.index("boom")] % 2 == 0}
    assert 0 < len(failing) < 8  # the seed makes some games raise and others finish
    report = run_tournament(game, ["boom", "random"], 8, 4, backend="serial")
    assert {e.index for e in report.errors} == failing
    assert report.completed == 8 - len(failing)
    for err in report.errors:
        assert err.error == "RuntimeError: boom"
        assert err.seed == tasks[err.index].seed and err.agents == list(tasks[err.index].agents)
    outcome = play_task(tasks[min(failing)])
    assert outcome.error == "RuntimeError: boom" and outcome.scores == [] and outcome.winners == []


def test_ratings_and_head_to_head_favour_the_stronger_agent():
    report = run_tournament(picks.greedy_pair().id, ["greedy", "random"], 12, 1, backend="serial")
    r = report.ratings
    assert r["greedy"].ordinal > r["random"].ordinal
    assert r["greedy"].ordinal == pytest.approx(r["greedy"].mu - 3 * r["greedy"].sigma, abs=1e-3)
    (h2h,) = report.head_to_head
    assert (h2h.first, h2h.second, h2h.games) == ("greedy", "random", 12)
    assert h2h.wins + h2h.draws + h2h.losses == 12 and h2h.wins > h2h.losses
    assert h2h.share.rate == pytest.approx((h2h.wins + h2h.draws / 2) / 12, abs=1e-4)
    g = report.by_agent["greedy"]
    assert g.games == 12 and g.win_rate.lo <= g.win_rate.rate <= g.win_rate.hi
    assert sum(s.wins for s in report.by_seat) == sum(a.wins for a in report.by_agent.values())
    assert report.mirror_by_seat == []  # no game seated one agent twice


def test_mirror_games_report_the_seat_advantage():
    game = picks.competitive_pair().id
    report = run_tournament(game, ["random", "random"], 20, 2, backend="serial")
    assert report.head_to_head == [] and len(report.mirror_by_seat) == 2
    assert report.mirror_by_seat == report.by_seat
    seat0 = report.mirror_by_seat[0]
    assert seat0.games == report.completed == 20
    assert (seat0.win_rate.lo, seat0.win_rate.hi) == pytest.approx(wilson(seat0.wins, 20), abs=1e-4)
    (random,) = report.ratings  # one name, one rating, the mean of its two seats' updates
    assert report.by_agent[random].games == 40


def test_a_cooperative_game_reports_success_by_case_and_no_ratings():
    spec = picks.cooperative_cycling()
    option = spec.option(CYCLED_OPTION)
    assert option is not None
    cases = list(option.choices)
    games = 2 * len(cases)  # each case one deal, both rotations
    report = run_tournament(spec.id, ["random", "random"], games, 3, backend="serial")
    assert report.ratings == {} and report.cycled_option == CYCLED_OPTION
    assert CYCLED_OPTION not in report.options
    assert report.success is not None and report.success.games == games
    assert [s.case for s in report.success_by_case] == cases
    assert all(s.games == 2 for s in report.success_by_case)
    assert sum(s.successes for s in report.success_by_case) == report.success.successes
    one = run_tournament(
        spec.id, ["random", "random"], 2, 3, backend="serial", options={CYCLED_OPTION: cases[1]}
    )
    assert one.cycled_option is None and one.options[CYCLED_OPTION] == cases[1]
    assert [s.case for s in one.success_by_case] == [cases[1]]


def test_task_and_outcome_are_plain_data():
    (task,) = plan(picks.seating(3).id, ["random~0.5", "random", "random"], 1, seed=0)
    assert msgspec.json.decode(msgspec.json.encode(task), type=GameTask) == task
    outcome = play_task(task)
    assert outcome.error is None and len(outcome.scores) == 3
    json.loads(msgspec.json.encode(outcome))


def test_a_mirror_plays_each_rotation_as_its_own_game():
    """Every seat the same agent: the rotations of a deal get their own agent seeds, so they
    are different games, not one game counted P times."""
    tasks = plan(picks.competitive_pair().id, ["random", "random"], 2, seed=4)
    assert tasks[0].seed == tasks[1].seed
    assert tasks[0].agent_seeds != tasks[1].agent_seeds
    a, b = play_task(tasks[0]), play_task(tasks[1])
    assert (a.scores, a.actions) != (b.scores, b.actions)

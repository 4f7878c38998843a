"""The search agents (ismcts, pimc, cheat), their budgets, the levels and the noisy wrapper, on
every game (or each game with the search hook a test needs). What a game's own hooks do (a
game's evaluate, how often a search beats random there) is checked in that game's tests."""

from __future__ import annotations

import random

import pytest

import afoot
from afoot.ai import (
    LEVELS,
    NoisyAgent,
    RandomAgent,
    agent_names,
    is_reference,
    make_agent,
)
from afoot.ai.mcts import Budget, MCTSAgent, terminal_values
from afoot.engine.errors import InvalidOption
from afoot.games import specs
from afoot.sim.runner import next_move, play_game

#: (game, players) covering every game, each at three seats where it allows them
TABLES = [(spec.id, min(max(3, spec.min_players), spec.max_players)) for spec in specs()]
#: a game the greedy agent (and so a noisy greedy one) can play: one with a heuristic
HEURISTIC = next(spec for spec in specs() if spec.search.heuristic is not None)


def long_playouts(game_id: str) -> bool:
    """Whether a game's random playouts are long (its bound on a game's length is above
    1,000 actions): such a game gets a smaller search budget, to keep the tests short."""
    return afoot.spec_for(game_id).max_actions > 1000


def midgame(game_id: str, players: int, seed: int, steps: int) -> afoot.Game:
    """A game advanced ``steps`` random actions (or until a decision with a choice)."""
    game = afoot.new_game(game_id, players=players, seed=seed)
    agents = [RandomAgent(seed + s) for s in range(players)]
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(*next_move(game, agents))
    while not game.is_over and len(game.legal_actions(min(game.waiting_for))) < 2:
        game.apply(*next_move(game, agents))
    return game


# -- budgets and names -------------------------------------------------------------------------
def test_budget_parses_iterations_and_time():
    assert Budget.parse("2000").iterations == 2000
    assert Budget.parse("1s").seconds == 1.0
    assert Budget.parse("0.5s").seconds == 0.5
    assert Budget.parse("250ms").seconds == pytest.approx(0.25)


@pytest.mark.parametrize("text", ["0", "-3", "0s", "-1ms", "abc", "", "1.5", "s"])
def test_a_bad_budget_is_one_line_naming_the_forms(text):
    with pytest.raises(InvalidOption) as err:
        Budget.parse(text)
    message = str(err.value)
    assert "\n" not in message and "budget" in message and "250ms" in message


@pytest.mark.parametrize("spec", specs(), ids=lambda spec: spec.id)
def test_bad_agent_specs_are_one_line(spec):
    cases = {
        "ismcts:0": "budget",
        "pimc:-1s": "budget",
        "greedy:100": "only ismcts, pimc, cheat take a budget",
        "greedy~2": "mistake rate",
        "greedy~x": "mistake rate",
        "nobody": "agents: easy, medium, hard",
        "": "agent name",
    }
    for name, needle in cases.items():
        with pytest.raises(InvalidOption) as err:
            make_agent(name, 0, spec)
        assert needle in str(err.value) and "\n" not in str(err.value), name


def test_names_carry_the_budget():
    spec = HEURISTIC
    assert make_agent("ismcts", 1, spec).name == "ismcts"
    assert make_agent("ismcts:300", 1, spec).name == "ismcts:300"
    assert make_agent("pimc:0.2s", 1, spec).name == "pimc:0.2s"
    assert make_agent("greedy~0.25", 1, spec).name == "greedy~0.25"


def test_cheat_is_a_reference_never_offered_to_players():
    for game_id, _ in TABLES:
        spec = afoot.spec_for(game_id)
        assert "cheat" in agent_names(spec)
        offered = agent_names(spec, for_players=True)
        assert "cheat" not in offered and "ismcts" in offered
        assert is_reference("cheat:500", spec)
        for name in spec.references:  # a game's own references are never offered either
            assert name not in offered and is_reference(name, spec)
        for name in set(spec.bots) - set(spec.references):
            assert name in offered and not is_reference(name, spec)


@pytest.mark.parametrize("game_id,players", TABLES)
def test_every_game_has_three_levels_that_play(game_id, players):
    spec = afoot.spec_for(game_id)
    levels = spec.levels
    assert tuple(levels) == LEVELS
    for level in LEVELS:
        assert not is_reference(levels[level], spec)
        agent = make_agent(level, 3, spec)
        assert agent.name == level
    game = afoot.new_game(game_id, players=players, seed=5)
    agents = [make_agent("easy", s, spec) for s in range(players)]
    play_game(game, agents, spec.max_actions)
    assert game.result() is not None


def test_noisy_agent_is_its_base_at_zero_and_random_at_one():
    spec = HEURISTIC
    seats = range(spec.min_players)
    for p, twin in ((0.0, lambda s: make_agent("greedy", s, spec)), (1.0, RandomAgent)):
        game = afoot.new_game(spec.id, seed=8)
        ref = afoot.new_game(spec.id, seed=8)
        noisy = [NoisyAgent(make_agent("greedy", s, spec), p, s) for s in seats]
        plain = [twin(s) for s in seats]
        for _ in range(30):
            seat = min(game.waiting_for)
            a = noisy[seat].act(game, seat)
            b = plain[seat].act(ref, seat)
            assert a == b
            game.apply(seat, a)
            ref.apply(seat, b)


# -- the search ------------------------------------------------------------------------------
@pytest.mark.parametrize("mode", ["ismcts", "pimc", "cheat"])
@pytest.mark.parametrize("game_id,players", TABLES)
def test_search_agents_play_legal_games_to_the_end(mode, game_id, players):
    """Game.apply checks every action: a whole game is a legality check."""
    spec = afoot.spec_for(game_id)
    game = afoot.new_game(game_id, players=players, seed=11)
    budget = 3 if long_playouts(game_id) else 12
    name = mode if mode in spec.bots else f"{mode}:{budget}"  # a game may have its own cheat
    agents = [make_agent(name, 100 + s, spec) for s in range(players)]
    play_game(game, agents, spec.max_actions)
    assert game.result() is not None


@pytest.mark.parametrize("game_id,players", TABLES)
def test_same_seed_same_decisions(game_id, players):
    spec = afoot.spec_for(game_id)
    runs = []
    for _ in range(2):
        game = afoot.new_game(game_id, players=players, seed=21)
        agents = [make_agent("ismcts:25", 7 + s, spec) for s in range(players)]
        for _ in range(12 if long_playouts(game_id) else 40):
            if game.is_over:
                break
            game.apply(*next_move(game, agents))
        runs.append([(s, repr(a)) for s, a in game.actions])
    assert runs[0] == runs[1]


@pytest.mark.parametrize("game_id,players", TABLES)
def test_ismcts_never_reads_hidden_cards(game_id, players):
    """A state whose hidden cards are poisoned (redealt: another world the seat cannot tell
    apart) gets the very same decision, and the real state is never touched."""
    spec = afoot.spec_for(game_id)
    checked = 0
    for seed in range(12):
        game = midgame(game_id, players, seed, steps=6 + 3 * seed)
        if game.is_over:
            continue
        seat = min(game.waiting_for)
        poisoned = afoot.new_game(game_id, players=players, seed=seed)
        poisoned.state = spec.rules.determinize(game.state, seat, random.Random(999 + seed))
        assert spec.rules.view(poisoned.state, seat) == spec.rules.view(game.state, seat)
        before = game.state_hash()
        budget = Budget(iterations=20 if long_playouts(game_id) else 60)
        first = MCTSAgent("ismcts", 5, budget).act(game, seat)
        second = MCTSAgent("ismcts", 5, budget).act(poisoned, seat)
        assert first == second
        assert game.state_hash() == before
        checked += 1
    assert checked >= 8


@pytest.mark.parametrize(
    "game_id,players", [(g, n) for g, n in TABLES if "cheat" not in afoot.spec_for(g).bots]
)
def test_cheat_reads_the_real_state(game_id, players):
    """The reference is not blind: the true hidden cards change what it searches (its trees
    differ between the two worlds), which is why it is never offered to players. On each game
    whose ``cheat`` is this search (a game may bring its own, which its tests check)."""
    spec = afoot.spec_for(game_id)
    game = midgame(game_id, players, 4, 20)
    seat = min(game.waiting_for)
    other = afoot.new_game(game_id, players=players, seed=4)
    other.state = spec.rules.determinize(game.state, seat, random.Random(1))
    a = MCTSAgent("cheat", 5, Budget(iterations=200))
    b = MCTSAgent("cheat", 5, Budget(iterations=200))
    a.act(game, seat)
    b.act(other, seat)
    assert a.last_root is not None and b.last_root is not None
    stats = lambda root: sorted((s, repr(a), c.n, round(c.w, 6)) for s, a, c in root.edges())  # noqa: E731
    assert stats(a.last_root) != stats(b.last_root)


@pytest.mark.parametrize("game_id,players", TABLES)
def test_a_time_budget_stops_and_counts_its_iterations(game_id, players):
    game = midgame(game_id, players, 2, 10)
    agent = MCTSAgent("ismcts", 1, Budget(seconds=0.05))
    seat = min(game.waiting_for)
    assert agent.act(game, seat) in game.legal_actions(seat)
    assert agent.decisions == 1 and agent.iterations >= 16


def test_a_forced_decision_is_taken_without_search():
    """In each game that has one (a decision with a single legal action) in a random game of
    seed 3: the agent takes it without a search. At least one game has one."""
    forced = []
    for game_id, players in TABLES:
        game = afoot.new_game(game_id, players=players, seed=3)
        agents = [RandomAgent(s) for s in range(players)]
        agent = MCTSAgent("ismcts", 1, Budget(iterations=50))
        while not game.is_over:
            seat = min(game.waiting_for)
            if len(game.legal_actions(seat)) == 1:
                assert agent.act(game, seat) == game.legal_actions(seat)[0]
                assert agent.decisions == 0
                forced.append(game_id)
                break
            game.apply(*next_move(game, agents))
    assert forced, "no forced decision in a whole game of any game"


def test_terminal_values_win_draw_and_cooperation():
    rival = next(spec for spec in specs() if not spec.cooperative)
    seats = rival.min_players
    game = afoot.new_game(rival.id, seed=1)
    play_game(game, [RandomAgent(s + 1) for s in range(seats)], 10_000)
    result = game.result()
    assert result is not None
    values = terminal_values(rival.rules, game.state, seats)
    if result.draw:
        assert values == [1 / seats] * seats
    else:
        assert values[result.winners[0]] == 1.0 and sum(values) == len(result.winners)
    team = next(spec for spec in specs() if spec.cooperative)
    players = min(max(3, team.min_players), team.max_players)
    coop = afoot.new_game(team.id, players=players, seed=2)
    play_game(coop, [RandomAgent(s) for s in range(players)], 10_000)
    team_result = coop.result()
    assert team_result is not None
    won = bool(team_result.winners)
    assert terminal_values(team.rules, coop.state, players) == [1.0 if won else 0.0] * players


@pytest.mark.parametrize(
    "spec", [s for s in specs() if s.search.evaluate is not None], ids=lambda spec: spec.id
)
def test_evaluate_is_a_win_chance_for_every_seat(spec):
    evaluate = spec.search.evaluate
    players = spec.min_players
    for seed in range(5):
        game = midgame(spec.id, players, seed, 10 + 10 * seed)
        for seat in range(players):
            chances = evaluate(game.state, seat)
            assert len(chances) == players
            assert all(0.0 <= p <= 1.0 for p in chances)


@pytest.mark.parametrize(
    "spec", [s for s in specs() if s.search.determinizer is not None], ids=lambda spec: spec.id
)
def test_a_determinizer_is_determinize_with_the_work_done_once(spec):
    rules, determinizer = spec.rules, spec.search.determinizer
    players = spec.min_players
    compared = 0
    for seed in range(4):
        game = afoot.new_game(spec.id, players=players, seed=seed)
        agents = [RandomAgent(seed + s) for s in range(players)]
        while not game.is_over:
            for seat in range(players):
                a = rules.determinize(game.state, seat, random.Random(seed))
                b = determinizer(game.state, seat)(random.Random(seed))
                assert rules.fingerprint(a) == rules.fingerprint(b)
                compared += 1
            game.apply(*next_move(game, agents))
    assert compared > 100

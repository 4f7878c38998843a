"""Holmes' search hooks (its evaluate and determinizer) and what they give a search agent: a
tiny ISMCTS beats random play. The search itself is checked on every game in
``afoot/ai/tests/test_mcts.py``."""

from __future__ import annotations

import random

import pytest

import afoot
from afoot.ai import RandomAgent, make_agent
from afoot.games.holmes import GAME, views
from afoot.sim.runner import next_move, play_game


def midgame(seed: int, steps: int) -> afoot.Game:
    """A Holmes game advanced ``steps`` random actions (or until a decision with a choice)."""
    game = afoot.new_game("holmes", seed=seed)
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(*next_move(game, agents))
    while not game.is_over and len(game.legal_actions(min(game.waiting_for))) < 2:
        game.apply(*next_move(game, agents))
    return game


def test_holmes_evaluate_is_a_win_chance_for_both_seats():
    evaluate = GAME.search.evaluate
    assert evaluate is not None
    for seed in range(5):
        game = midgame(seed, 10 + 10 * seed)
        for seat in (0, 1):
            p0, p1 = evaluate(game.state, seat)
            assert 0.0 <= p0 <= 1.0 and p0 + p1 == pytest.approx(1.0)


def test_holmes_determinizer_is_determinize_with_the_work_done_once():
    assert GAME.search.determinizer is views.determinizer
    compared = 0
    for seed in range(8):
        options = {"edition": ("devir", "kosmos")[seed % 2], "reservation": seed % 3 == 0}
        game = afoot.new_game("holmes", seed=seed, options=options)
        agents = [RandomAgent(seed), RandomAgent(seed + 1)]
        while not game.is_over:
            for seat in (0, 1):
                a = views.determinize(game.state, seat, random.Random(seed))
                b = views.determinizer(game.state, seat)(random.Random(seed))
                assert GAME.rules.fingerprint(a) == GAME.rules.fingerprint(b)
                compared += 1
            game.apply(*next_move(game, agents))
    assert compared > 500


def test_ismcts_beats_random_at_holmes():
    """A small statistical check (200 games, seats swapped on identical deals): even a tiny
    search on the heuristic's win chances beats random play nearly always (H11 scoring)."""
    won = 0.0
    games = 200
    for i in range(games):
        deal = 1000 + i // 2
        me = i % 2
        game = afoot.new_game("holmes", seed=deal)
        agents = [make_agent("ismcts:8", deal, GAME), RandomAgent(deal)]
        if me == 1:
            agents.reverse()
        play_game(game, agents, GAME.max_actions)
        result = game.result()
        assert result is not None
        won += 0.5 if result.draw else float(result.winners == (me,))
    assert won / games >= 0.9

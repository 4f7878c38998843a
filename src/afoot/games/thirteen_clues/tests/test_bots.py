"""The ``deduce`` bots (``bots.py``): legal, view-only, exact posterior, right when certain,
stronger than random. Small and seeded."""

from __future__ import annotations

import random
from typing import Any

import pytest

from afoot.ai import RandomAgent, make_agent
from afoot.engine.game import Game
from afoot.games.thirteen_clues import GAME, views
from afoot.games.thirteen_clues import actions as A
from afoot.games.thirteen_clues.bots import DeduceBot, Posterior
from afoot.games.thirteen_clues.data import GROUP
from afoot.games.thirteen_clues.state import AccusationRecord
from afoot.sim import derive_seed, simulate
from afoot.sim.runner import next_move


def test_registered_as_the_games_own_bots() -> None:
    bot = make_agent("deduce", 5, GAME)
    assert isinstance(bot, DeduceBot) and bot.name == "deduce" and not bot.hard
    hard = make_agent("deduce_hard", 5, GAME)
    assert isinstance(hard, DeduceBot) and hard.name == "deduce_hard" and hard.hard
    report = simulate("thirteen_clues", ["deduce", "random", "deduce_hard"], 2, seed=2)
    assert report.errors == [] and report.completed == 2


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_legal_view_only_and_exact(players: int) -> None:
    """Every choice is legal, and the same on ``determinize`` copies (hidden cards redrawn)
    with the same bot seed; the bot's posterior is the casebook."""
    rng = random.Random(players)
    checked = redrawn = 0
    for g in range(4 if players == 2 else 2):
        game = Game(GAME, players, seed=derive_seed("tc-purity", players, g))
        agents: list[Any] = [
            DeduceBot(s, "hard" if s == 1 else "normal") if s % 2 == 0 or s == 1 else RandomAgent(s)
            for s in range(players)
        ]
        while not game.is_over:
            seat = min(game.waiting_for)
            if isinstance(agents[seat], DeduceBot) and rng.random() < 0.5:
                level = "hard" if agents[seat].hard else "normal"
                bot_seed = rng.randrange(2**32)
                real = DeduceBot(bot_seed, level).act(game, seat)
                assert real in game.legal_actions(seat)
                twin = game.determinize(seat, rng)
                assert twin.view(seat) == game.view(seat)
                redrawn += twin.state.mystery[seat] != game.state.mystery[seat]
                assert DeduceBot(bot_seed, level).act(twin, seat) == real
                if game.state.phase == 1:
                    post = Posterior(game.state, seat)
                    book = views.casebook(game.state, seat)
                    assert set(post.triples) == set(book)
                    k = post.triples[0]
                    for t, w in zip(post.triples, post.weights, strict=True):
                        assert w * book[k] == book[t] * post.weights[0]
                checked += 1
            game.apply(*next_move(game, agents))
    assert checked > 8 and redrawn > 2


def test_accuses_right_when_certain() -> None:
    """Random games stopped in play; the seat to act is made certain by wrong accusations of
    every other candidate (repeatable, as the rules allow): it accuses its mystery."""
    rng = random.Random(3)
    checked = 0
    for g in range(40):
        players = 2 + g % 5
        game = Game(GAME, players, seed=derive_seed("tc-certain", g))
        agents = [RandomAgent(derive_seed("tc-certain", g, s)) for s in range(players)]
        stop = rng.randrange(players, 40)
        while not game.is_over and (game.state.phase == 0 or len(game.actions) < stop):
            seat, action = next_move(game, agents)
            if isinstance(action, A.Accuse):
                continue  # random accusations would end the game early
            game.apply(seat, action)
        st = game.state
        if game.is_over or st.take:
            continue
        seat = st.cur
        truth = sorted(st.mystery[seat], key=lambda c: GROUP[c])
        for triple in views.casebook(st, seat):
            if list(triple) != truth:
                st.accusations.append(AccusationRecord(seat, triple[0], triple[1], triple[2], 0))
        assert list(views.casebook(st, seat)) == [tuple(truth)]
        action = DeduceBot(g).act(game, seat)
        assert action in game.legal_actions(seat)
        assert isinstance(action, A.Accuse)
        game.apply(seat, action)
        assert game.state.winner == seat
        checked += 1
    assert checked >= 25


def test_deduce_beats_random() -> None:
    wins = 0
    games = 16
    for g in range(games):
        seed = derive_seed("tc-strength", g)
        game = Game(GAME, 4, seed=seed)
        me = g % 4
        agents: list[Any] = [
            DeduceBot(derive_seed(seed, "agent", s)) if s == me else RandomAgent(s)
            for s in range(4)
        ]
        while not game.is_over:
            game.apply(*next_move(game, agents))
        wins += game.state.winner == me
    assert wins >= 12  # random's fair share is 4

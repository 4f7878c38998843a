"""The ``deduce_hard`` bot (``deduce`` whose casebook also knows how the right neighbour
chooses the mystery it gives): legal at every table size, deterministic by seed, reading only
its seat's view, and winning real games. Small and seeded."""

from __future__ import annotations

import random
from itertools import product
from typing import Any

import pytest

from afoot.ai import RandomAgent, make_agent
from afoot.engine.game import Game
from afoot.games.thirteen_clues import GAME, views
from afoot.games.thirteen_clues.bots import DeduceBot, Posterior, giver_factor
from afoot.games.thirteen_clues.data import GROUP, SUIT
from afoot.sim import derive_seed
from afoot.sim.runner import next_move


def _table(players: int, seed: int, hard: int) -> tuple[Game, list[Any]]:
    game = Game(GAME, players, seed=seed)
    agents: list[Any] = [
        DeduceBot(derive_seed(seed, "agent", s), "hard" if s == hard else "normal")
        for s in range(players)
    ]
    return game, agents


def test_registered_under_its_name() -> None:
    bot = make_agent("deduce_hard", 3, GAME)
    assert isinstance(bot, DeduceBot) and bot.hard and bot.name == "deduce_hard"


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_whole_games_are_legal_and_end_with_a_right_accusation(players: int) -> None:
    """Every action of the hard seat is one of its legal actions (the engine refuses any
    other); the game ends when a seat names its own mystery (the first right accusation wins)."""
    for g in range(2):
        seed = derive_seed("tc-hard-legal", players, g)
        game, agents = _table(players, seed, g % players)
        while not game.is_over:
            seat, action = next_move(game, agents)
            if seat == g % players:
                assert action in game.legal_actions(seat)
            game.apply(seat, action)
        st = game.state
        last = st.accusations[-1]
        assert last.right and last.seat == st.winner
        assert sorted(last.named) == sorted(st.mystery[st.winner])


def test_deterministic_by_seed() -> None:
    """The same deal and the same seeds play the same game, action for action."""
    runs = []
    for _ in range(2):
        game, agents = _table(4, 11, 2)
        while not game.is_over:
            game.apply(*next_move(game, agents))
        runs.append(list(game.actions))
    assert runs[0] == runs[1]


@pytest.mark.parametrize("players", [3, 4, 6])
def test_same_decision_when_only_hidden_cards_differ(players: int) -> None:
    """Honesty: on a ``determinize`` copy (the seat's own mystery, the other screens and the
    informant cards it did not see all redrawn; its view the same) the bot, seeded alike,
    chooses the same action."""
    rng = random.Random(players)
    checked = redrawn = 0
    seed = derive_seed("tc-hard-honest", players)
    game, agents = _table(players, seed, 0)
    while not game.is_over:
        seat = min(game.waiting_for)
        if game.state.phase == 1 and rng.random() < 0.6:
            bot_seed = rng.randrange(2**32)
            real = DeduceBot(bot_seed, "hard").act(game, seat)
            twin = game.determinize(seat, rng)
            assert twin.view(seat) == game.view(seat)
            redrawn += twin.state.mystery[seat] != game.state.mystery[seat]
            assert DeduceBot(bot_seed, "hard").act(twin, seat) == real
            checked += 1
        game.apply(*next_move(game, agents))
    assert checked >= 5 and redrawn >= 2


def test_giver_factor_keeps_the_deal_odds_of_a_hand() -> None:
    """The set-up convention picks one triple of a hand, so over the triples of any hand the
    factors (#triples x P(picked)) add up to the hand's number of triples, as the uniform
    choice's do; a triple repeating a suit gets 0 when the hand holds one of three suits."""
    rng = random.Random(5)
    cards = list(range(24))  # 8 suits: 4 players
    repeated = 0
    for _ in range(300):
        hand = [rng.choice([c for c in cards if GROUP[c] == g]) for g in range(3)]
        hand += rng.sample([c for c in cards if c not in hand], 2)
        groups = [[c for c in hand if GROUP[c] == g] for g in range(3)]
        triples = list(product(*groups))
        total = 0.0
        spread = any(len({SUIT[c] for c in t}) == 3 for t in triples)
        for t in triples:
            rest = [c for c in hand if c not in t]
            f = giver_factor(t, rest[0], rest[1])
            total += f
            if spread and len({SUIT[c] for c in t}) < 3:
                assert f == 0.0
                repeated += 1
        assert total == pytest.approx(len(triples))
    assert repeated > 20


def test_giver_model_never_rules_out_a_mystery_a_deduce_seat_gave() -> None:
    """Against ``deduce`` neighbours (who follow the convention) the reweighed posterior keeps
    the true mystery possible, and on average gives it more probability than the casebook."""
    gain = 0.0
    checked = 0
    for g in range(6):
        game, agents = _table(4, derive_seed("tc-hard-giver", g), -1)
        while not game.is_over:
            seat, action = next_move(game, agents)
            st = game.state
            if st.phase == 1 and not st.take:
                truth = tuple(sorted(st.mystery[seat], key=lambda c: GROUP[c]))
                plain = Posterior(st, seat)
                model = Posterior(st, seat, giver=True)
                assert set(model.triples) == set(views.casebook(st, seat))
                p = model.probs[model.triples.index(truth)]
                assert p > 0
                gain += p - plain.probs[plain.triples.index(truth)]
                checked += 1
            game.apply(seat, action)
    assert checked > 40 and gain > 0


def test_giver_model_keeps_the_true_mystery_when_the_neighbour_broke_the_convention() -> None:
    """A person (here a random agent) may give a triple that repeats a suit though its hand
    held one of three suits: the convention alone would rule the true mystery out. Mixed
    with the uniform choice (``BROKEN``), the posterior keeps it possible at every decision,
    and such a giver happens in these games (the test would catch a weight of 0)."""
    broken = 0
    for g in range(6):
        seed = derive_seed("tc-hard-broken", g)
        game = Game(GAME, 4, seed=seed)
        agents: list[Any] = [RandomAgent(derive_seed(seed, "agent", s)) for s in range(4)]
        while not game.is_over:
            seat, action = next_move(game, agents)
            st = game.state
            if st.phase == 1 and not st.take:
                truth = tuple(sorted(st.mystery[seat], key=lambda c: GROUP[c]))
                model = Posterior(st, seat, giver=True)
                assert model.probs[model.triples.index(truth)] > 0
                suits = len({SUIT[c] for c in truth})
                broken += suits < 3 and model.probs[model.triples.index(truth)] < 0.5 / len(
                    model.triples
                )
            game.apply(seat, action)
    assert broken > 0


def test_hard_wins_real_games_against_random_askers() -> None:
    """A seeded sample at 4 players, the bot's seat rotated, against three random agents
    (whose set-up choices break the convention: the model must not lose the mystery): it
    wins most games, each by a right accusation (random's fair share is 4 of 16)."""
    wins = 0
    for g in range(16):
        seed = derive_seed("tc-hard-wins", g)
        game = Game(GAME, 4, seed=seed)
        me = g % 4
        agents: list[Any] = [
            DeduceBot(derive_seed(seed, "agent", s), "hard") if s == me else RandomAgent(s)
            for s in range(4)
        ]
        while not game.is_over:
            game.apply(*next_move(game, agents))
        assert game.state.accusations[-1].right
        wins += game.state.winner == me
    assert wins >= 12

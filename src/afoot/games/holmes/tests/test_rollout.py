"""The ``rollout`` bot (``rollout.py``): legal, seeded, view-only, its search, its strength.

- Legal: whole games of both editions and every variant option (alternative start H16,
  reservation H14, villains / Mycroft cards H15).
- Deterministic for a seed; view-only: the same choice on the real game and on a world its seat
  cannot tell apart (a ``determinize`` copy, the ``canonical`` state).
- The search: with one candidate it is the ``rules`` bot; close visits are played out, and the
  play-outs overrule the price list at some of them.
- Strength, seeded: it beats greedy in at least 14 of 20 seat-swapped games (15 today).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import afoot
from afoot.ai import make_agent
from afoot.games.holmes import GAME, LEVELS
from afoot.games.holmes.rollout import RolloutBot
from afoot.games.holmes.rulebot import RuleBot
from afoot.games.holmes.testing import play_legally, play_on_twins

VARIANTS: list[dict[str, Any]] = [
    {"edition": "devir"},
    {"edition": "kosmos"},
    {
        "edition": "devir",
        "reservation": True,
        "alternative_start": True,
        "villains": "both",
        "first_role": "mycroft",
    },
    {"edition": "devir", "reservation": True, "villains": "random"},
    {"edition": "kosmos", "reservation": True, "alternative_start": True, "mycroft": "both"},
    {"edition": "kosmos", "alternative_start": True, "mycroft": "random"},
]


def test_registered_as_its_own_bot_and_the_hard_level() -> None:
    agent = make_agent("rollout", 3, GAME)
    assert isinstance(agent, RolloutBot)
    assert LEVELS["hard"] == "rollout"
    assert isinstance(make_agent("hard", 3, GAME), RolloutBot)


def test_refuses_an_empty_budget() -> None:
    with pytest.raises(ValueError, match="worlds >= 1"):
        RolloutBot(1, worlds=0)


@pytest.mark.parametrize("index", range(len(VARIANTS)))
def test_legal_in_whole_games_with_the_variants_h14_h15_h16(index: int) -> None:
    options = VARIANTS[index]
    game = afoot.new_game("holmes", seed=index, options=options)
    bot_seat = index % 2
    bot = RolloutBot(index, worlds=1)
    play_legally(game, {bot_seat: bot, 1 - bot_seat: RuleBot(index + 7)})
    assert game.result() is not None
    assert bot.searched > 0  # the play-outs ran, not only the rule bot's choices


def test_deterministic_for_a_seed() -> None:
    options = {"edition": "kosmos", "reservation": True, "mycroft": "both"}
    runs = []
    for _ in range(2):
        game = afoot.new_game("holmes", seed=5, options=options)
        play_legally(game, {0: RolloutBot(3, worlds=2), 1: RuleBot(4)})
        runs.append(game.actions)
    assert runs[0] == runs[1]


@pytest.mark.parametrize(
    ("options", "bot_seat"),
    [
        ({"edition": "devir"}, 0),
        ({"edition": "kosmos", "reservation": True, "mycroft": "both"}, 1),
    ],
)
def test_reads_only_what_its_seat_sees_h8_h21(options: dict[str, Any], bot_seat: int) -> None:
    """Bot A acts on the real game, bot B (same seed) on a world the seat cannot tell apart:
    a fresh ``determinize`` copy or the ``canonical`` state, in turn. Same view, same choice,
    the searched decisions included."""
    game = afoot.new_game("holmes", seed=21, options=options)
    a, b, other = RolloutBot(8, worlds=2), RolloutBot(8, worlds=2), RuleBot(9)
    checked, differs = play_on_twins(game, bot_seat, a, b, other)
    assert checked > 40
    assert differs > checked // 2  # the twins really hid other cards
    assert a.searched == b.searched > 5


def test_width_1_is_the_rules_bot() -> None:
    """With one candidate nothing is searched: the bot plays as ``rules`` with the seed it
    gives its own rule bot."""
    runs = []
    for agent in (RolloutBot(2, width=1), RuleBot(random.Random(2).randrange(2**63))):
        game = afoot.new_game("holmes", seed=4, options={"edition": "kosmos"})
        play_legally(game, {0: agent, 1: RuleBot(5)})
        runs.append(game.actions)
    assert runs[0] == runs[1]


def test_close_visits_are_played_out_and_can_overrule_the_prices() -> None:
    bot = RolloutBot(2, worlds=2)
    game = afoot.new_game("holmes", seed=4, options={"edition": "devir"})
    play_legally(game, {0: RuleBot(5), 1: bot})
    assert bot.searched > 10
    assert 0 < bot.overruled < bot.searched


def test_beats_greedy_in_14_of_20_seat_swapped_games() -> None:
    """``rules`` beats greedy in 86% of games (README); the rollout bot builds on it."""
    wins = 0
    for g in range(20):
        game = afoot.new_game(
            "holmes", seed=300 + g // 2, options={"edition": ("devir", "kosmos")[g // 2 % 2]}
        )
        me = g % 2
        play_legally(
            game, {me: RolloutBot(g, worlds=2), 1 - me: make_agent("greedy", g + 50, GAME)}
        )
        result = game.result()
        assert result is not None
        wins += me in result.winners and not result.draw
    assert wins >= 14

"""The Beyond Baker Street bots (``bots.py``): legal, view-only, conventions, strength.

- ``rules`` uses only its view: the same view gives the same action on the real game and on
  ``game.determinize(seat, rng)`` copies (whose hidden parts differ).
- Every bot acts legally, and all register in ``GAME.bots`` (``make_agent`` finds them).
- Hand-built scenarios: the convention makes the obvious right move (confirm an exact lead,
  eliminate the exact missing value before the third confirm, play a hinted exact card, give
  a hint the teammate acts on with a good play, never confirm the third lead below 20).
- Strength, small and seeded: ``cheat`` / ``omni`` win clearly more than random, ``rules``
  beats random.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from afoot.ai import make_agent
from afoot.engine.game import Game
from afoot.games.baker_street import GAME
from afoot.games.baker_street import actions as A
from afoot.games.baker_street.bots import CheatBot, OmniBot, RulesBot
from afoot.sim import derive_seed, simulate
from afoot.sim.runner import next_move


def _play_some(game: Game, agents: list[Any], steps: int) -> None:
    for _ in range(steps):
        if game.is_over:
            return
        game.apply(*next_move(game, agents))


def test_registered():
    assert set(GAME.bots) == {"rules", "cheat", "omni"}
    assert isinstance(make_agent("rules", 1, GAME), RulesBot)
    assert isinstance(make_agent("cheat", 1, GAME), CheatBot)
    assert isinstance(make_agent("omni", 1, GAME), OmniBot)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_rules_uses_only_its_view(players):
    checked = 0
    for i in range(12):
        seed = derive_seed("bs-view", players, i)
        game = Game(GAME, players, seed, {"case": 1 + i % 6})
        agents = [RulesBot(s) for s in range(players)]
        rng = random.Random(seed)
        while not game.is_over:
            seat = min(game.waiting_for)
            real = RulesBot(7).act(game, seat)
            for _ in range(2):
                twin = game.determinize(seat, rng)
                assert twin.view(seat) == game.view(seat)
                assert RulesBot(7).act(twin, seat) == real
            checked += 1
            game.apply(*next_move(game, agents))
    assert checked > 100


@pytest.mark.parametrize("bot", ["rules", "cheat", "omni", "random"])
@pytest.mark.parametrize("chars", ["none", "random"])
def test_bots_act_legally(bot, chars):
    for i, players in enumerate((2, 3, 4, 2, 3, 4)):
        seed = derive_seed("bs-legal", bot, chars, i)
        game = Game(GAME, players, seed, {"case": 1 + i, "characters": chars})
        agents = [make_agent(bot, derive_seed(seed, "agent", s), GAME) for s in range(players)]
        while not game.is_over:
            seat = min(game.waiting_for)
            action = agents[seat].act(game, seat)
            assert action in game.legal_actions(seat)
            game.apply(seat, action)
        assert game.result() is not None


def _wins(bot: str, players: int, games: int, case: int = 1) -> float:
    r = simulate("baker_street", [bot] * players, games, seed=3, options={"case": case})
    assert not r.errors
    return r.wins_by_agent[bot] / players / games


def test_strength():
    random_rate = _wins("random", 2, 100)
    assert random_rate <= 0.02
    assert _wins("cheat", 3, 60) >= 0.8
    assert _wins("omni", 3, 60) >= 0.85
    assert _wins("rules", 2, 60) >= 0.4
    assert _wins("rules", 3, 60) >= 0.4
    assert _wins("cheat", 2, 40, case=6) >= 0.7


# -- hand-built scenarios -------------------------------------------------------------------
LEADS = {
    "suspect": ["suspect-12-track"],
    "motive": ["motive-9-witness"],
    "opportunity": ["opportunity-7-clue"],
}


def _game(scenario: dict[str, Any], players: int = 2) -> Game:
    return Game(GAME, players, 1, {"case": 1}, scenario)


def test_confirms_an_exact_lead():
    game = _game(
        {
            "leads": LEADS,
            "evidence": {"motive": ["witness-6", "witness-3"]},
            "hands": [
                ["clue-1", "clue-2", "document-1", "document-2", "track-1", "track-2"],
                ["clue-3", "clue-4", "document-3", "document-4", "track-3", "track-4"],
            ],
            "first": 0,
        }
    )
    for bot in (RulesBot(1), CheatBot(1), OmniBot(1)):
        assert bot.act(game, 0) == A.Confirm("motive")


def test_never_confirms_the_third_below_20_and_eliminates_the_missing_value():
    # two leads confirmed, the third exact, the track at 16: eliminate exactly a 4 first
    game = _game(
        {
            "leads": LEADS,
            "evidence": {
                "suspect": ["track-6", "track-4", "track-2"],
                "motive": ["witness-6", "witness-3"],
                "opportunity": ["clue-6", "clue-1"],
            },
            "confirmed": ["suspect", "motive"],
            "impossible": ["document-6", "document-5", "witness-5"],
            "hands": [
                ["clue-2", "document-4", "witness-1", "track-1", "document-2", "witness-2"],
                ["document-1", "clue-3", "clue-4", "track-3", "witness-4", "document-3"],
            ],
            "first": 1,
        }
    )
    assert game.state.track == 16
    game.apply(1, A.Assist(0, 4, None))  # seat 0's slot 1 is a 4
    assert A.Confirm("opportunity") in game.legal_actions(0)
    assert CheatBot(1).act(game, 0) == A.Eliminate(1)
    assert RulesBot(1).act(game, 0) == A.Eliminate(1)
    game.apply(0, A.Eliminate(1))
    assert game.state.track == 20
    assert RulesBot(2).act(game, 1) == A.Confirm("opportunity")
    game.apply(1, A.Confirm("opportunity"))
    assert game.state.won


def _hinted_game() -> Game:
    """Seat 0 to act; the motive lead (witness) needs exactly 3 and seat 1 holds witness-3,
    the only 3 seat 1 cannot see (track-3 is under the suspect lead, seat 0 holds two)."""
    return _game(
        {
            "leads": LEADS,
            "evidence": {"motive": ["witness-6"], "suspect": ["track-3"]},
            "hands": [
                ["clue-1", "clue-3", "document-1", "document-3", "track-6", "track-5"],
                ["witness-3", "witness-4", "document-4", "witness-5", "track-2", "witness-2"],
            ],
            "first": 0,
        }
    )


def test_gives_a_hint_the_receiver_follows():
    """The giver's Assist is one whose meaning the receiver acts on: the receiver then plays a
    card the hint named, and the play is good (no lead dies, the evidence grows)."""
    game = _hinted_game()
    action = RulesBot(1).act(game, 0)
    assert type(action) is A.Assist and action.to == 1
    game.apply(0, action)
    named = [
        i
        for i, m in enumerate(game.view(1)["players"][1]["hints"])
        if len(m["values"]) == 1 or len(m["icons"]) == 1
    ]
    reply = RulesBot(2).act(game, 1)
    assert type(reply) is A.Investigate and reply.slot in named
    before = game.view(None)["sections"]
    game.apply(1, reply)
    after = game.view(None)["sections"]
    k = [s["lead"] for s in after].index(reply.lead)
    assert after[k]["card"] == before[k]["card"]
    assert after[k]["evidence"] > before[k]["evidence"]


def test_plays_a_hinted_exact_card():
    game = _hinted_game()
    game.apply(0, A.Assist(1, 3, None))
    assert RulesBot(3).act(game, 1) == A.Investigate(0, "motive")
    assert CheatBot(3).act(game, 1) == A.Investigate(0, "motive")


def test_omni_search_wins_what_it_plans():
    wins = 0
    for i in range(10):
        seed = derive_seed("bs-omni", i)
        game = Game(GAME, 2, seed, {"case": 6})
        agents = [OmniBot(derive_seed(seed, "agent", s)) for s in range(2)]
        _play_some(game, agents, 600)
        result = game.result()
        assert result is not None
        wins += result.details["won"]
    assert wins >= 8

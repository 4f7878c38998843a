"""The ``hat`` team (``hat.py``): legal, deterministic, honest, its code decoded right, and
mixed lineups.

- Whole games at 2-4 players over every case file, with and without characters, are legal
  (the engine refuses an illegal action) and keep the rules' invariants.
- The same seed plays the same game.
- Honesty: the same decision on the real game and on ``game.determinize(seat, rng)`` copies,
  which differ only in what the seat cannot see (a new bot follows the seat's log).
- The convention: after every Assist of a ``hat`` giver, each receiver has learned exactly
  the recommendation the giver computed for it, and every slot's implied mask holds its card
  (what a recommendation tells is true).
- Mixed lineups (``Agent.lineup``): the convention holds among the ``hat`` seats only; a
  person's (or another bot's) Assist is read for its literal content, and an Assist to a
  person is never a code; the runner tells every agent the lineup.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from afoot.ai import make_agent, tell_lineup
from afoot.engine.game import Game
from afoot.games.baker_street import GAME
from afoot.games.baker_street import actions as A
from afoot.games.baker_street.hat import HAT_LEVELS, HatBot, Seen
from afoot.games.baker_street.rules import check_invariants
from afoot.sim import derive_seed
from afoot.sim.runner import next_move, play_game


def _team(players: int, seed: int, names: list[str | None] | None = None) -> list[Any]:
    names = names or ["hat"] * players
    agents = [
        make_agent(name or "rules", derive_seed(seed, "agent", s), GAME)
        for s, name in enumerate(names)
    ]
    tell_lineup(agents, names)
    return agents


def test_registered():
    assert "hat" in GAME.bots
    assert isinstance(make_agent("hat", 1, GAME), HatBot)
    # the levels hat counts as teammates are the levels that are hat
    assert {level for level, name in GAME.levels.items() if name == "hat"} == HAT_LEVELS


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("characters", ["none", "random"])
def test_whole_games_are_legal_on_every_case_file(players, characters):
    for case in range(1, 7):
        for i in range(3):
            seed = derive_seed("hat-legal", players, case, i, characters)
            game = Game(GAME, players, seed, {"case": case, "characters": characters})
            agents = _team(players, seed)
            while not game.is_over:
                game.apply(*next_move(game, agents))  # the engine refuses illegal actions
                check_invariants(game.state)
            assert game.result() is not None


def test_the_same_seed_plays_the_same_game():
    for players in (2, 3, 4):
        records = []
        for _ in range(2):
            game = Game(GAME, players, 77, {"case": 3})
            play_game(game, _team(players, 77), GAME.max_actions)
            records.append(game.record())
        assert records[0] == records[1]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_hat_uses_only_its_view_and_its_log(players):
    """Copies that differ in the seat's own cards and the deck (what it cannot see) get the
    same decision from a bot made anew, which follows the seat's log."""
    checked = 0
    for i in range(4):
        seed = derive_seed("hat-view", players, i)
        game = Game(GAME, players, seed, {"case": 1 + 2 * i % 6})
        agents = _team(players, seed)
        rng = random.Random(seed)
        while not game.is_over:
            seat = min(game.waiting_for)
            real = HatBot(7).act(game, seat)
            for _ in range(2):
                twin = game.determinize(seat, rng)
                assert twin.view(seat) == game.view(seat)
                assert twin.log(seat) == game.log(seat)
                assert HatBot(7).act(twin, seat) == real
            checked += 1
            game.apply(seat, agents[seat].act(game, seat))
    assert checked > 50


def _seen(bot: HatBot, game: Game, seat: int) -> Seen:
    found = bot.follow(game, seat, game.view(seat))
    assert found is not None
    return found


@pytest.mark.parametrize("players", [3, 4])
def test_each_receiver_learns_the_recommendation_the_giver_computed(players):
    codes = nulls = 0
    for i in range(8):
        seed = derive_seed("hat-code", players, i)
        game = Game(GAME, players, seed, {"case": 1 + i % 6})
        agents = _team(players, seed)
        while not game.is_over:
            seat, action = next_move(game, agents)
            sent: dict[int, int] = {}
            if type(action) is A.Assist:
                giver = _seen(agents[seat], game, seat)
                size = giver.size(seat)
                sent = {p: giver.recommend(p, size)[0] for p in giver.receivers(seat)}
                # the code is the sum of the recommendations (B6: it names every such card)
                mask_first = min(
                    j
                    for j, c in enumerate(game.state.hand[action.to])
                    if (c % 6 + 1 == action.value if action.value else c // 6 == _icon(action))
                )
                code = giver.code(seat, action.to, action.value is not None, mask_first)
                if code < 0:  # the null Assist: a Holmes step that tells the code nothing
                    nulls += 1
                    sent = {}
                else:
                    assert code == sum(sent.values()) % size
            game.apply(seat, action)
            for p, rec in sent.items():
                assert _seen(agents[p], game, p).recs[p] == rec
                codes += 1
            for p in range(players):  # what the recommendations told is true
                mine = _seen(agents[p], game, p)
                for q in range(players):
                    for j, card in enumerate(game.state.hand[q]):
                        assert mine.implied[q][j] >> card & 1
    assert codes > 20 and codes > nulls


def _icon(action: A.Assist) -> int:
    from afoot.games.baker_street.data import ICON_INDEX

    return ICON_INDEX[str(action.icon)]


def test_a_persons_assists_are_read_literally_and_never_get_a_code():
    """Lineup [hat, hat, hat, person]: a hat seat decodes only a hat giver's Assists to a hat
    seat: an Assist from or to the person moves no seat's record of what the codes said."""
    players = 4
    checked = 0
    for i in range(6):
        seed = derive_seed("hat-mixed", i)
        game = Game(GAME, players, seed, {"case": 2})
        names: list[str | None] = ["hat", "hat", "hat", None]
        agents = _team(players, seed, names)
        assert agents[3].name == "rules"  # the person's stand-in
        while not game.is_over:
            seat, action = next_move(game, agents)
            before = {}
            for p in range(3):
                seen = _seen(agents[p], game, p)
                assert seen.hat == [True, True, True, False]
                assert 3 not in seen.receivers(p)
                before[p] = [m[:] for m in seen.implied]
            game.apply(seat, action)
            if type(action) is A.Assist and 3 in (seat, action.to):
                for p in range(3):
                    assert _seen(agents[p], game, p).implied == before[p]
                checked += 1
        assert game.result() is not None
    assert checked > 10


@pytest.mark.parametrize("names", [["hat", "hat"], ["hat", "hat", None], ["hat", None, None]])
def test_fewer_than_three_hat_seats_play_the_rules_convention(names: list[str | None]):
    """One receiver: the code loses to ``rules``' literal convention, so the game is the
    ``rules`` team's, move for move."""
    for i in range(3):
        seed = derive_seed("hat-few", len(names), i)
        games = []
        nobody: list[str | None] = [None] * len(names)
        for team in (names, nobody):
            game = Game(GAME, len(names), seed, {"case": 1 + i})
            play_game(game, _team(len(names), seed, team), GAME.max_actions)
            games.append(game.actions)
        assert games[0] == games[1]


def test_the_runner_tells_every_agent_the_lineup():
    told: list[list[str | None]] = []

    class Listener(HatBot):
        def lineup(self, names: Any) -> None:
            told.append(list(names))
            super().lineup(names)

    game = Game(GAME, 3, 5, {"case": 1})
    agents = [Listener(1), Listener(2), make_agent("rules", 3, GAME)]
    play_game(game, agents, GAME.max_actions)
    assert told == [["hat", "hat", "rules"]] * 2


def test_the_lineup_changes_the_play():
    """Told that seat 3 is a person, the hat seats play another game than when told it is a
    hat seat (then they would give it codes)."""
    differ = 0
    for i in range(5):
        seed = derive_seed("hat-lineup", i)
        games = []
        for names in (["hat", "hat", "hat", None], ["hat", "hat", "hat", "hat"]):
            game = Game(GAME, 4, seed, {"case": 2})
            agents = [HatBot(s) for s in range(3)] + [make_agent("rules", 9, GAME)]
            tell_lineup(agents, names)
            while not game.is_over:
                game.apply(*next_move(game, agents))
            games.append(game.actions)
        differ += games[0] != games[1]
    assert differ >= 3

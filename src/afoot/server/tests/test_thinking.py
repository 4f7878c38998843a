"""Bots that think in worker processes (``afoot serve --bot-workers N``): the same moves as in
the server's process, a worker that dies is replaced and costs no move, bad settings refused."""

from __future__ import annotations

import asyncio
import os
import signal
import time
from typing import Any

import pytest

from afoot.ai import make_agent, tell_lineup
from afoot.engine.game import Game
from afoot.games import spec_for
from afoot.server.app import create_app
from afoot.server.tests.helpers import THREE, client, create, engine_game, wait_status
from afoot.server.thinking import BotPool, default_workers

pytestmark = pytest.mark.timeout(120)


async def _play(game_id: str, players: int, names: list[str], pool: BotPool | None) -> Game:
    spec = spec_for(game_id)
    game = Game(spec, players, seed=21)
    agents = {s: make_agent(names[s], 100 + s, spec) for s in range(players)}
    while not game.is_over:
        seat = min(game.waiting_for)
        if pool is None:
            action = agents[seat].act(game.clone(), seat)
        else:
            action = await pool.act(f"t/{seat}", names[seat], 100 + seat, game.clone(), seat, False)
        game.apply(seat, action)
    return game


def test_a_worker_plays_the_moves_the_same_bots_play_in_this_process():
    """Each seat's agent lives in its worker between moves (its generator and memory go on),
    so a game of bots is the same game move for move."""
    names = ["medium", "easy", "hard"]

    async def both() -> tuple[Game, Game]:
        pool = BotPool(2)
        try:
            return await _play(THREE, 3, names, None), await _play(THREE, 3, names, pool)
        finally:
            pool.shutdown()

    here, there = asyncio.run(both())
    assert there.action_count > 10
    assert there.record() == here.record()


def test_a_dead_worker_is_replaced_and_the_table_plays_on(db_url):
    with client(db_url, bot_delay_ms=20, bot_workers=1) as c:
        hub = c.app.state.hub  # type: ignore[attr-defined]
        made = create(c, game=THREE, players=3, seats=[{"kind": "bot", "bot": "easy"}] * 3)
        table = made["table"]
        end = time.monotonic() + 30
        while not hub.bots.worker_pids() or hub.tables[table].game.action_count < 3:
            assert time.monotonic() < end, "the bots did not start"
            time.sleep(0.01)
        assert not hub.tables[table].game.is_over  # the kill comes mid-game
        (first,) = hub.bots.worker_pids()
        os.kill(first, signal.SIGKILL)
        done = wait_status(c, table, "finished")
        result = engine_game(c, table).result()
        assert result is not None and done["result"]["winners"] == sorted(result.winners)
        assert hub.bots.worker_pids() and first not in hub.bots.worker_pids()


@pytest.mark.parametrize("workers", [-1, 65, "2"])
def test_a_bad_number_of_bot_workers_is_refused_in_one_line(tmp_path, workers):
    with pytest.raises(ValueError, match=r"^bot workers must be 0-64, not") as exc:
        create_app(f"sqlite:///{tmp_path / 'a.db'}", bot_workers=workers)
    assert "\n" not in str(exc.value)


def test_the_default_leaves_the_event_loop_a_cpu():
    assert [default_workers(n) for n in (1, 2, 3, 8, 64)] == [0, 1, 2, 4, 4]


def test_the_bot_workers_are_told_the_tables_lineup():
    """A Beyond Baker Street table of three ``hat`` bots and a person (played here by a
    ``rules`` bot): the workers' bots, told the lineup with the pool's move, play the game
    the same bots told it play in this process, which is not the game they play when told
    that the fourth seat is ``hat`` too (they would give it codes)."""
    spec = spec_for("baker_street")
    person: list[str | None] = ["hat", "hat", "hat", None]

    async def play(pool: BotPool | None, lineup: list[str | None]) -> list[Any]:
        game = Game(spec, 4, seed=33, options={"case": 2})
        agents = [make_agent("hat", 100 + s, spec) for s in range(3)]
        agents.append(make_agent("rules", 103, spec))
        tell_lineup(agents, lineup)
        while not game.is_over:
            seat = min(game.waiting_for)
            if pool is None or seat == 3:
                action = agents[seat].act(game.clone(), seat)
            else:
                action = await pool.act(
                    f"bs/{seat}", "hat", 100 + seat, game.clone(), seat, False, lineup
                )
            game.apply(seat, action)
        return game.actions

    async def all_three() -> tuple[list[Any], list[Any], list[Any]]:
        pool = BotPool(1)
        try:
            there = await play(pool, person)
        finally:
            pool.shutdown()
        return there, await play(None, person), await play(None, ["hat"] * 4)

    there, here, told_wrong = asyncio.run(all_three())
    assert there == here
    assert there != told_wrong


def test_a_table_tells_its_bots_who_is_a_person(db_url):
    """The table's lineup names each bot seat's agent and None for a person's seat."""
    with client(db_url, bot_delay_ms=0, bot_workers=0) as c:
        hub = c.app.state.hub  # type: ignore[attr-defined]
        made = create(
            c,
            game="baker_street",
            players=4,
            seats=[{"kind": "human"}] + [{"kind": "bot", "bot": "hard"}] * 3,
        )
        table = hub.tables[made["table"]]
        assert table.lineup() == [None, "hard", "hard", "hard"]  # hard is hat, by its level
        hat = table.agents[1]
        hat.lineup(table.lineup())
        seen = hat.follow(table.game, 1, table.game.view(1))
        assert seen is not None and seen.hat == [False, True, True, True]

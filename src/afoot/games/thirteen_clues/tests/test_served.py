"""The 13 Clues casebook as the server sends it to a seat: nothing to deduce while the mysteries
are chosen, the seat's own deductions once the play starts (the server's own tests check that
any game's casebook is served to its seat only)."""

from __future__ import annotations

import json

import pytest

import afoot
from afoot.games.thirteen_clues import GAME
from afoot.server.tests.helpers import client, create, hello, recv
from afoot.store import Store

pytestmark = pytest.mark.timeout(60)


def _my_turn(ws, snap):
    while not (
        snap["type"] == "snapshot" and snap["legal"] and snap["seat"] in snap["waiting_for"]
    ):
        snap = recv(ws)
    return snap


def test_the_casebook_is_empty_while_choosing_and_the_seats_own_in_play(db_url):
    with client(db_url) as c:
        on = create(c, game=GAME.id, players=3, casebook=True)
        with c.websocket_connect(f"/ws/tables/{on['table']}") as ws:
            snap = _my_turn(ws, hello(ws, on["token"]))
            assert snap["casebook"]["count"] == 0  # choosing the mysteries: nothing to deduce yet
            while snap["view"]["phase"] != "play":
                ws.send_text(
                    json.dumps(
                        {
                            "type": "act",
                            "state_id": snap["state_id"],
                            "action": snap["legal"][0]["action"],
                        }
                    )
                )
                snap = _my_turn(ws, recv(ws))
            assert snap["casebook"]["seat"] == 0 and snap["casebook"]["count"] >= 1
            data = Store(db_url, upgrade=False).load(on["table"])
            assert data is not None
            game = afoot.new_game(GAME.id, players=3, seed=data.seed, options=data.options)
            for seat, action, _ in data.actions:
                game.apply(seat, action)
            assert GAME.casebook is not None
            assert snap["casebook"] == GAME.casebook(game.state, 0)

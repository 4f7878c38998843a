"""The lobby REST API: games, tables, invites, lists, records and replays; one-line errors."""

from __future__ import annotations

import json

import pytest

import afoot
from afoot.ai import is_reference
from afoot.games import specs
from afoot.server.messages import messages_of
from afoot.server.tests.helpers import (
    SPOKEN,
    THREE,
    TWO,
    a_game,
    as_json,
    check_views,
    client,
    create,
    engine_game,
    hello,
    join,
    play_through,
    wait_status,
)

pytestmark = pytest.mark.timeout(120)


def _winners(game: afoot.Game) -> list[int]:
    result = game.result()
    assert result is not None
    return list(result.winners)


def test_games_list_every_game_with_options_and_levels(tmp_path):
    """Every registered game, as its spec says: players, cooperation, options, bot levels,
    casebook; the bots that read hidden cards (its references, ``cheat``) never offered."""
    with client(f"sqlite:///{tmp_path / 'a.db'}") as c:
        games = {g["id"]: g for g in c.get("/api/games").json()}
    assert list(games) == [s.id for s in specs()] and len(games) >= 4
    for spec in specs():
        g = games[spec.id]
        assert g["players"] == [spec.min_players, spec.max_players]
        assert g["cooperative"] is spec.cooperative
        assert [o["name"] for o in g["options"]] == [o.name for o in spec.options]
        assert g["levels"] == [lv for lv in ("easy", "medium", "hard") if lv in spec.levels]
        assert g["casebook"] is (spec.casebook is not None)
        assert "cheat" not in g["bots"]  # references that read hidden cards are not offered
        assert not [b for b in g["bots"] if is_reference(b, spec)]
        assert not set(spec.references) & set(g["bots"])
    # the registry holds each kind: the list above said something of each
    assert any(g["cooperative"] for g in games.values())
    assert any(not g["cooperative"] for g in games.values())
    assert any(g["casebook"] for g in games.values())
    assert any(not g["casebook"] for g in games.values())
    assert any(spec.references for spec in specs())
    assert any(len(g["options"]) >= 3 for g in games.values())
    assert all(g["levels"] == ["easy", "medium", "hard"] for g in games.values())


def test_every_bot_the_lobby_offers_has_a_name_and_a_description_in_each_language(tmp_path):
    """The bot menu shows names, not agent ids (issue 19: "ismcts", "pimc", "deduce_hard" in
    every language): each bot /api/games offers has ``bot.name.<id>`` and ``bot.desc.<id>`` in
    the client's English, Spanish and German tables (``static/js/i18n.js``)."""
    from pathlib import Path

    import afoot.server

    text = (Path(afoot.server.__file__).parent / "static" / "js" / "i18n.js").read_text()
    with client(f"sqlite:///{tmp_path / 'a.db'}") as c:
        offered = {b for g in c.get("/api/games").json() for b in g["bots"]}
    assert {"ismcts", "pimc", "deduce_hard"} <= offered
    for bot in sorted(offered):
        for key in (f"bot.name.{bot}", f"bot.desc.{bot}"):
            assert text.count(f'"{key}": ') == 3, f"{key} is not in en, es and de"


def test_openapi_documents_the_lobby(tmp_path):
    with client(f"sqlite:///{tmp_path / 'a.db'}") as c:
        paths = c.get("/openapi.json").json()["paths"]
    for path in (
        "/api/games",
        "/api/tables",
        "/api/invites/{code}",
        "/api/tables/{table_id}/replay",
    ):
        assert path in paths


#: a game for a fixed number of players (its error names that number), else any
FIXED = ([s for s in specs() if s.min_players == s.max_players] or specs())[0].id
#: a game with an option
OPTIONED = a_game("with an option", lambda s: bool(s.options))
#: a game without a bot of its own named "cheat" (a reference bot's name in general)
NO_CHEAT = a_game("without a bot named cheat", lambda s: "cheat" not in s.bots)


def _wrong_players() -> tuple[int, str]:
    spec = afoot.games.spec_for(FIXED)
    n = spec.max_players + 1
    if spec.min_players == spec.max_players:
        return n, f"exactly {spec.min_players} players"
    return n, f"{spec.min_players}-{spec.max_players} players"


@pytest.mark.parametrize(
    ("body", "says"),
    [
        ({"game": "chess"}, "unknown game 'chess'"),
        ({"game": FIXED, "players": _wrong_players()[0]}, _wrong_players()[1]),
        (
            {"game": OPTIONED, "options": {afoot.games.spec_for(OPTIONED).options[0].name: "x"}},
            afoot.games.spec_for(OPTIONED).options[0].name,
        ),
        ({"game": TWO, "options": {"colour": "red"}}, "colour"),
        ({"game": TWO, "players": 2, "seats": [{"kind": "human"}]}, "2 players need 2 seats"),
        (
            {"game": NO_CHEAT, "seats": [{"kind": "human"}, {"kind": "bot", "bot": "cheat"}]},
            "unknown bot 'cheat'",
        ),
        (
            {"game": TWO, "seats": [{"kind": "human"}, {"kind": "bot", "bot": "ismcts:xyz"}]},
            "budget",
        ),
        ({"game": TWO, "seats": [{"kind": "robot"}, {"kind": "human"}]}, "seats.0.kind"),
        ({"game": TWO, "clock": {"bank_seconds": -1}}, "clock.bank_seconds"),
        ({"players": 2}, "game"),
    ],
)
def test_a_bad_table_is_refused_in_one_line(db_url, body, says):
    with client(db_url) as c:
        r = c.post("/api/tables", json=body)
        assert r.status_code in (400, 422), r.text
        detail = r.json()["detail"]
        assert isinstance(detail, str) and "\n" not in detail
        assert says in detail
        assert c.get("/api/tables").json() == []  # nothing was created


def test_malformed_json_body_is_one_line(tmp_path):
    with client(f"sqlite:///{tmp_path / 'a.db'}") as c:
        r = c.post("/api/tables", content=b"{nope", headers={"content-type": "application/json"})
    assert r.status_code == 422
    assert isinstance(r.json()["detail"], str)


def test_invites_seat_each_player_once(db_url):
    with client(db_url) as c:
        made = create(
            c,
            game=THREE,
            players=3,
            name="Ann",
            seats=[{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "bot": "easy"}],
        )
        assert made["seat"] == 0 and made["token"]
        assert [i["seat"] for i in made["invites"]] == [1]
        assert c.get("/api/tables", params={"status": "open"}).json()[0]["table"] == made["table"]
        joined = join(c, made["invites"][0]["url"], "Bob")
        assert joined["seat"] == 1 and joined["table"] == made["table"]
        assert joined["token"] != made["token"]
        code = made["invites"][0]["url"].rsplit("/", 1)[1]
        again = c.post(f"/api/invites/{code}", json={"name": "Eve"})
        assert again.status_code == 409 and "taken" in again.json()["detail"]
        assert c.post("/api/invites/nothing", json={"name": "Eve"}).status_code == 404
        summary = c.get(f"/api/tables/{made['table']}").json()
        assert summary["status"] == "running"
        assert [s["name"] for s in summary["seats"]] == ["Ann", "Bob", None]
        assert "seed" not in json.dumps(summary)  # the seed is hidden information
        assert c.get("/api/tables/nope").status_code == 404


def test_a_public_open_table_lists_its_free_seats_invites(db_url):
    with client(db_url) as c:
        public = create(c, game=TWO, seats=[{"kind": "human"}, {"kind": "human"}])
        private = create(c, game=TWO, seats=[{"kind": "human"}, {"kind": "human"}], public=False)
        listed = {t["table"]: t for t in c.get("/api/tables", params={"status": "open"}).json()}
        assert listed[public["table"]]["invites"] == public["invites"]
        assert listed[private["table"]]["invites"] == []
        join(c, public["invites"][0]["url"])
        assert c.get(f"/api/tables/{public['table']}").json()["invites"] == []  # running now


def test_an_invite_link_says_what_it_seats_you_at_before_you_take_it(db_url):
    """The join page names the game, its options, the host and the seat first; the answer
    holds no token, invite or seed."""
    with client(db_url) as c:
        made = create(
            c,
            game=THREE,
            players=3,
            name="Ann",
            seats=[{"kind": "human"}, {"kind": "bot", "bot": "easy"}, {"kind": "human"}],
            public=False,
        )
        code = made["invites"][0]["url"].rsplit("/", 1)[1]
        info = c.get(f"/api/invites/{code}").json()
        assert (info["table"], info["game"], info["players"]) == (
            made["table"],
            THREE,
            3,
        )
        assert info["options"] == c.get(f"/api/tables/{made['table']}").json()["options"]
        assert (info["seat"], info["host"], info["taken"], info["status"]) == (
            2,
            "Ann",
            False,
            "open",
        )
        assert [s["kind"] for s in info["seats"]] == ["human", "bot", "human"]
        text = json.dumps(info)
        assert code not in text and made["token"] not in text and "seed" not in text
        join(c, made["invites"][0]["url"], "Bob")
        used = c.get(f"/api/invites/{code}").json()
        assert used["taken"] and used["status"] == "running"
        missing = c.get("/api/invites/nothing")
        assert (
            missing.status_code == 404
            and missing.json()["detail"] == "no such invite (check the link)"
        )


@pytest.mark.parametrize("game_id", sorted({TWO, SPOKEN}))
def test_replays_and_records_open_when_the_game_is_over(db_url, game_id):
    """A finished game's replay from each seat (and a spectator's): every frame's view and
    events as the engine gives them to that seat (with the game's messages, and each frame's
    prompt, when it declares messages), the actions of the seat's own steps only."""
    with client(db_url) as c:
        made = create(c, game=game_id, name="Ann")
        table = made["table"]
        assert c.get(f"/api/tables/{table}/replay").status_code == 409
        assert c.get(f"/api/tables/{table}/record").status_code == 409
        with c.websocket_connect(f"/ws/tables/{table}") as ws:
            play_through(ws, hello(ws, made["token"]))
        wait_status(c, table, "finished")
        game = engine_game(c, table)
        record = c.get(f"/api/tables/{table}/record").json()
        assert afoot.replay(record).state_hash() == record["state_hash"]
        for seat in (None, 0, 1):
            replay = c.get(
                f"/api/tables/{table}/replay", params={} if seat is None else {"seat": seat}
            ).json()
            frames = replay["frames"]
            assert len(frames) == game.action_count + 1
            check_views(
                record,
                seat,
                [
                    {
                        "seat": seat,
                        "state_id": f["state_id"],
                        "view": f["view"],
                        "log": [] if i == 0 else None,
                        "events": f["events"],
                        "prompt": f.get("prompt"),
                    }
                    for i, f in enumerate(frames)
                ],
            )
            messages = messages_of(game.spec)
            for f, before, entry in zip(frames[1:], frames[:-1], record["actions"], strict=True):
                assert f["actor"] == entry["seat"]
                # another seat's action may name what this seat never saw
                assert f["action"] == (entry["action"] if entry["seat"] == seat else None)
                if messages is None:
                    assert "action_msg" not in f and "prompt" not in f
                elif f["action"] is not None:  # the move as the seat read it before it
                    action = game.parse_action(f["action"])
                    want = messages.action(action, before["view"])
                    assert f["action_msg"] == as_json(want)
                else:
                    assert f["action_msg"] is None
        assert c.get(f"/api/tables/{table}/replay", params={"seat": 5}).status_code == 400
        mine = c.get(f"/api/players/{made['player']}/games").json()
        assert [m["table"] for m in mine] == [table]
        assert mine[0]["result"]["winners"] == _winners(game)
        assert c.get("/api/players/someone-else/games").json() == []


def test_bots_play_a_table_of_bots_to_the_end(db_url):
    with client(db_url) as c:
        made = create(c, game=THREE, players=3, seats=[{"kind": "bot", "bot": "hard"}] * 3)
        assert made["token"] is None and made["invites"] == []
        done = wait_status(c, made["table"], "finished")
        game = engine_game(c, made["table"])
        assert game.is_over and done["result"]["winners"] == _winners(game)


def test_pages_and_static_client_are_served(tmp_path):
    """Every page, also for a link that names nothing ("/table/"): the page says so in its
    reader's language (test_pages.py), not the server's English JSON."""
    with client(f"sqlite:///{tmp_path / 'a.db'}") as c:
        pages = ("/", "/join/abc", "/table/abc", "/replay/abc", "/join/", "/table/", "/replay/")
        for path in pages:
            r = c.get(path)
            assert r.status_code == 200 and "<html" in r.text.lower(), path
        assert c.get("/static/js/table.js").status_code == 200

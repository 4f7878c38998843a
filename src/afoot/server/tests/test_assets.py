"""Each game's browser files, served from its own folder (``afoot.server.assets``): where
``/api/games`` says they are, the game's texts in every language, nothing outside its folders,
and nothing at all for a game that brings none (the client's generic table is its table)."""

from __future__ import annotations

import json

import pytest

from afoot import games
from afoot.engine.tests.toy import PICK
from afoot.server import assets
from afoot.server.tests.helpers import client


def _listed(tmp_path) -> tuple[dict, dict]:
    """The games as /api/games lists them, and each listed URL's answer (status, type, body)."""
    with client(f"sqlite:///{tmp_path / 'a.db'}") as c:
        listed = {g["id"]: g for g in c.get("/api/games").json()}
        got = {}
        for g in listed.values():
            urls = [g["table"], g["css"], *g["rules"].values(), *g["locale"].values()]
            for url in filter(None, urls):
                r = c.get(url)
                got[url] = (r.status_code, r.headers.get("content-type", ""), r.text)
    return listed, got


def test_every_games_table_texts_and_rules_are_served_where_the_list_says(tmp_path):
    listed, got = _listed(tmp_path)
    for spec in games.specs():
        g = listed[spec.id]
        assert spec.table is not None, spec.id  # every game afoot ships brings its table
        assert g["table"] == f"/games/{spec.id}/static/{spec.table}"
        status, kind, body = got[g["table"]]
        assert status == 200 and kind.startswith("text/javascript") and "export function" in body
        assert set(g["rules"]) == set(g["locale"]) == set(assets.LANGS)
        for lang, url in g["rules"].items():
            assert url == f"/games/{spec.id}/static/rules/{lang}.html"
            assert got[url][0] == 200 and "<h2>" in got[url][2]
        for lang, url in g["locale"].items():
            assert url == f"/games/{spec.id}/locale/{lang}.json"
            status, kind, body = got[url]
            assert status == 200 and kind.startswith("application/json")
            assert json.loads(body)["title"]  # the lobby's title of the game, at least
        if g["css"] is not None:
            assert g["css"] == f"/games/{spec.id}/static/table.css" and got[g["css"]][0] == 200
    assert any(g["css"] for g in listed.values())


def test_a_games_texts_are_in_every_language_and_none_is_empty():
    """Each game's catalogue: every English key in Spanish and German too (a language may say
    more), every text a non-empty string or a {one, other} pair, no {placeholder} that its
    English lacks."""
    for spec in games.specs():
        folder = assets.folder(spec, "locale")
        assert folder is not None, spec.id
        texts = {lang: json.loads((folder / f"{lang}.json").read_text()) for lang in assets.LANGS}
        for lang in ("es", "de"):
            missing = sorted(set(texts["en"]) - set(texts[lang]))
            assert missing == [], f"{spec.id} {lang} lacks {missing}"
        for lang, table in texts.items():
            for key, text in table.items():
                if isinstance(text, dict):
                    assert set(text) == {"one", "other"} and all(text.values()), (lang, key)
                else:
                    assert isinstance(text, str) and text, f"{spec.id} {lang} {key} is empty"


def test_nothing_outside_a_games_folders_is_served(tmp_path):
    spec = games.specs()[0]
    with client(f"sqlite:///{tmp_path / 'a.db'}") as c:
        for path in (
            f"/games/{spec.id}/static/../__init__.py",
            f"/games/{spec.id}/static/%2e%2e/__init__.py",
            f"/games/{spec.id}/locale/../rules.py",
            f"/games/{spec.id}/__init__.py",
            f"/games/{spec.id}/data/{spec.id}.toml",
            "/games/no_such_game/static/table.js",
        ):
            assert c.get(path).status_code == 404, path


def test_a_game_without_a_table_texts_or_rules_is_listed_with_none(tmp_path, monkeypatch):
    """The engine's test game brings no folder at all (its package is a module): listed with
    no table (the client's generic one), no CSS, rules or texts; served nothing."""
    monkeypatch.setattr(games, "REGISTRY", dict(games.REGISTRY))
    games.register(PICK)
    listed, got = _listed(tmp_path)
    assert got and all(status == 200 for status, _, _ in got.values())
    g = listed[PICK.id]
    assert (g["table"], g["css"], g["rules"], g["locale"]) == (None, None, {}, {})
    assert assets.folder(PICK, "static") is None


def test_a_declared_table_the_folder_lacks_is_not_listed(tmp_path, caplog):
    """A spec naming a module its static/ does not hold: no table (the generic one), and the
    server says why in its log."""
    import msgspec

    spec = games.specs()[0]
    broken = msgspec.structs.replace(spec, table="no_such_table.js")
    with caplog.at_level("WARNING", logger="afoot.server"):
        urls = assets.urls(broken)
    assert urls["table"] is None and urls["css"] is None
    assert urls["locale"] == assets.urls(spec)["locale"]
    assert "no_such_table.js" in caplog.text


@pytest.mark.parametrize("name", ["static", "locale"])
def test_a_games_folders_are_found_through_its_package(name):
    for spec in games.specs():
        found = assets.folder(spec, name)
        assert found is not None and found.name == name
        assert found.parent.name == spec.package.rsplit(".", 1)[-1]

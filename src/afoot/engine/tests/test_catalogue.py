"""The message renderer (``afoot.engine.catalogue``) gives the texts of the shared test vectors,
which the browser's renderer (``messages.js``) must give too (``catalogue.test.mjs``): plain
values, seats, nested messages, lists, plurals, the reader's ``.you`` variant, Spanish
contractions and the capital at a sentence's start, in en / es / de."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from afoot.engine import catalogue
from afoot.engine.catalogue import Catalogue, Reader, listed, msg, nested, seat

VECTORS = json.loads((Path(__file__).parent / "catalogue_vectors.json").read_text("utf-8"))
NAMES: list[str] = VECTORS["names"]


def _catalogue(lang: str) -> Catalogue:
    tables = VECTORS["catalogues"]
    return Catalogue(lang, tables[lang], tables["en"])


def _reader(who: int | None) -> Reader:
    return Reader(who, NAMES.__getitem__)


@pytest.mark.parametrize(
    "case", VECTORS["cases"], ids=[f"{c['lang']}-{c['about']}" for c in VECTORS["cases"]]
)
def test_the_vectors(case: dict[str, Any]) -> None:
    text = _catalogue(case["lang"]).render(
        case["msg"], _reader(case["reader"]), sentence=case.get("sentence", True)
    )
    assert text == case["text"]


def test_the_vectors_cover_every_feature_in_every_language() -> None:
    """Each language has cases of each kind of value and rule: the two renderers are held to
    all of them."""
    for lang in catalogue.LANGS:
        cases = [c for c in VECTORS["cases"] if c["lang"] == lang]
        flat = json.dumps([c["msg"] for c in cases])
        for needle in ('"seat"', '"t"', '"list"', '"n"', '"score": 2.5'):
            assert needle in flat, (lang, needle)
        assert any(c["reader"] is not None for c in cases)
        assert any(c.get("sentence") is False for c in cases)
    spanish = [c["text"] for c in VECTORS["cases"] if c["lang"] == "es"]
    assert any(" al " in t for t in spanish) and any(" del " in t for t in spanish)


def test_the_helpers_build_the_json_shapes() -> None:
    built = msg("ev.x", who=seat(1), cards=listed([nested("card.a"), 2]))
    assert json.loads(json.dumps(built)) == [
        "ev.x",
        {"who": {"seat": 1}, "cards": {"list": [{"t": "card.a", "p": {}}, 2]}},
    ]
    assert _catalogue("de").render(built, _reader(0)) == "Ev.x"


def test_a_malformed_message_is_refused_in_one_line() -> None:
    with pytest.raises(TypeError, match=r"a message is \[key, params\]"):
        _catalogue("en").render(["only a key"], _reader(None))


def test_a_packages_catalogue_falls_back_to_english(tmp_path: Path, monkeypatch) -> None:
    """``load`` reads a package's ``locale/<lang>.json`` once; a key missing in the language is
    English's; a package without the file has an empty catalogue; an unknown language is
    refused."""
    package = tmp_path / "texts_pkg"
    (package / "locale").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "locale" / "en.json").write_text('{"a": "A {x}", "b": "B"}')
    (package / "locale" / "es.json").write_text('{"a": "a-es {x}"}')
    monkeypatch.syspath_prepend(str(tmp_path))
    es = catalogue.load("texts_pkg", "es")
    assert es is catalogue.load("texts_pkg", "es")
    nobody = _reader(None)
    assert es.render(("a", {"x": 1}), nobody) == "A-es 1"
    assert es.label("a", nobody, x=1) == "a-es 1"
    assert es.render(("b", {}), nobody) == "B"
    assert catalogue.load("texts_pkg", "de").label("a", x=2) == "A 2"
    assert catalogue.load("afoot.engine.tests", "en").label("anything") == "anything"
    with pytest.raises(ValueError, match="no language 'fr'"):
        catalogue.load("texts_pkg", "fr")

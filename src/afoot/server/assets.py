"""A game's browser files, served from the game's own folder.

A game's package may hold ``static/`` (its table module, declared in its spec as ``table``, the
stylesheet beside it with the same stem, its rules pages ``rules/<lang>.html``) and ``locale/``
(its texts, ``<lang>.json``). The server serves each registered game's two folders under one
prefix per game (``/games/<id>/static/``, ``/games/<id>/locale/``) and tells the client where
each file is in ``/api/games`` (:func:`urls`): the client never builds a game's path itself. A
game without them (no table: the client draws a generic one) is served no files.
"""

from __future__ import annotations

import logging
from importlib.resources import files
from pathlib import Path
from typing import Any
from urllib.parse import quote

from afoot.engine.core import GameSpec

#: the languages of the client (its ``i18n.js``)
LANGS = ("en", "es", "de")
#: a game's folders that are served
FOLDERS = ("static", "locale")

log = logging.getLogger("afoot.server")


def folder(spec: GameSpec, name: str) -> Path | None:
    """The directory ``name`` of the game's package on disk, None when there is none (a
    package without it, a game whose ``package`` is a module, a package read from a zip)."""
    try:
        root = files(spec.package)
    except (ModuleNotFoundError, TypeError):  # TypeError: a module, not a package
        return None
    if not isinstance(root, Path):
        log.warning("%s's files are not on disk (%s): none are served", spec.id, root)
        return None
    path = root / name
    return path if path.is_dir() else None


def prefix(spec: GameSpec, name: str) -> str:
    """The URL under which the game's folder ``name`` is served."""
    return f"/games/{quote(spec.id, safe='')}/{name}"


def urls(spec: GameSpec) -> dict[str, Any]:
    """Where the client finds the game's files: ``table`` (its module) and ``css`` (the
    stylesheet named as the module, ``table.js`` -> ``table.css``), None when absent;
    ``rules`` and ``locale``, language -> URL of the languages it has."""
    static, locale = folder(spec, "static"), folder(spec, "locale")
    out: dict[str, Any] = {"table": None, "css": None, "rules": {}, "locale": {}}
    if static is not None:
        at = prefix(spec, "static")
        if spec.table is not None:
            module = static / spec.table
            if module.is_file():
                out["table"] = f"{at}/{quote(spec.table)}"
                css = module.with_suffix(".css")
                if css.is_file():
                    out["css"] = f"{at}/{quote(css.relative_to(static).as_posix())}"
            else:
                log.warning("%s declares the table %s, which its static/ lacks", spec.id, module)
        for lang in LANGS:
            if (static / "rules" / f"{lang}.html").is_file():
                out["rules"][lang] = f"{at}/rules/{lang}.html"
    if locale is not None:
        for lang in LANGS:
            if (locale / f"{lang}.json").is_file():
                out["locale"][lang] = f"{prefix(spec, 'locale')}/{lang}.json"
    return out

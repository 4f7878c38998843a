"""afoot's modules import one way, and none imports itself back.

The layers: engine <- games <- ai / rl / sim <- store / server <- cli, where the games are the
registry (``afoot.games``) and one folder per game, and ``afoot`` (the facade, engine and games
re-exported for users) sits beside the games. A layer imports only those named for it in
:data:`MAY_IMPORT`: so rl and sim never import each other, the server never imports sim (a
seed it derives comes from the engine), and a game's module (its ``testing.py`` and capability
modules included) never imports the facade or a client (ai, rl, sim, store, server, cli). A
game's module imports only the engine and its own folder: no other game, not the registry.

Third-party packages: nothing under engine/ or games/ imports a web, database, RL or Ray
package; numpy only in a game's codec (``codec.py``, loaded by the RL layer alone), rich only
in its terminal board, matplotlib only in its analyses, and each in the engine's kit for those
modules (:data:`KIT_PACKAGES`: what several games' capability modules share, which nothing in
the engine's core imports). An import under ``if TYPE_CHECKING:``
serves annotations only: it counts for the layers and cycles, not for these packages. And
importing afoot, playing each game, loads none of them.

Every import counts, at the top of a module or inside a function: a cycle among afoot's
modules (``a`` imports ``b``, which imports ``a``, however far round) is refused, even when one
of its imports is deferred into a function to make it load.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

#: src/afoot: this file is tests/test_layers.py at the repository's root
ROOT = Path(__file__).resolve().parents[1] / "src" / "afoot"

#: layer -> the layers it may import (its own is always allowed)
MAY_IMPORT: dict[str, frozenset[str]] = {
    "engine": frozenset(),
    "games": frozenset({"engine"}),
    "facade": frozenset({"engine", "games"}),
    "ai": frozenset({"engine", "games", "facade"}),
    "rl": frozenset({"engine", "games", "facade", "ai"}),
    "sim": frozenset({"engine", "games", "facade", "ai"}),
    "store": frozenset({"engine", "games", "facade"}),
    "server": frozenset({"engine", "games", "facade", "ai", "store"}),
    "cli": frozenset({"engine", "games", "facade", "ai", "rl", "sim", "store", "server"}),
}

WEB_AND_DATABASE = ("fastapi", "starlette", "sqlalchemy", "alembic", "uvicorn", "psycopg")
RL = ("numpy", "gymnasium", "pettingzoo", "ray")
#: layer -> third-party packages it may not import
FORBIDDEN: dict[str, tuple[str, ...]] = {
    "engine": (*WEB_AND_DATABASE, *RL, "typer", "rich", "matplotlib"),
    "games": (*WEB_AND_DATABASE, *RL, "typer", "rich", "matplotlib"),
    "facade": (*WEB_AND_DATABASE, *RL, "typer", "rich", "matplotlib"),
    "ai": WEB_AND_DATABASE,
    "rl": WEB_AND_DATABASE,
    "sim": WEB_AND_DATABASE,
    "store": ("fastapi", "starlette", "uvicorn"),
    "server": (),
    "cli": (),
}
#: a game's capability module (the last part of its name) -> the package it alone may import
CAPABILITY_PACKAGES = {"codec": "numpy", "terminal": "rich", "analyses": "matplotlib"}
#: the engine's kit for a kind of capability module -> the package it alone may import
KIT_PACKAGES = {
    "afoot.engine.codec": "numpy",
    "afoot.engine.terminal": "rich",
    "afoot.engine.analysis": "matplotlib",
}


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _sources() -> dict[str, Path]:
    """Every afoot module but the tests (and the tests' conftest): name -> file."""
    return {
        _module_name(path): path
        for path in sorted(ROOT.rglob("*.py"))
        if "tests" not in path.relative_to(ROOT).parts and path.name != "conftest.py"
    }


def layer_of(module: str) -> str | None:
    """``afoot.rl.aec`` -> ``rl``; ``afoot`` -> ``facade``; the cli's modules -> ``cli``."""
    parts = module.split(".")
    if parts == ["afoot"]:
        return "facade"
    top = parts[1]
    if top in ("cli", "cli_render", "cli_testing", "__main__") or top.startswith("cli_"):
        return "cli"
    return top if top in MAY_IMPORT else None


def _type_checking_only(node: ast.AST) -> bool:
    test = node.test if isinstance(node, ast.If) else None
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def imports(module: str, path: Path, known: set[str]) -> Iterator[tuple[str, bool]]:
    """What ``module`` imports, anywhere in it: (name, at run time). ``from a import b`` is
    ``a.b`` when that is a module of afoot, else ``a``; relative imports are resolved."""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]

    def walk(node: ast.AST, runtime: bool) -> Iterator[tuple[str, bool]]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.Import):
                for alias in child.names:
                    yield alias.name, runtime
            elif isinstance(child, ast.ImportFrom):
                if child.level:
                    base = package.split(".")[: len(package.split(".")) - child.level + 1]
                    source = ".".join([*base, *([child.module] if child.module else [])])
                else:
                    source = child.module or ""
                for alias in child.names:
                    whole = f"{source}.{alias.name}"
                    yield (whole if whole in known else source), runtime
            if _type_checking_only(child):
                assert isinstance(child, ast.If)
                for part in child.body:
                    yield from walk(ast.Module(body=[part], type_ignores=[]), False)
                for part in child.orelse:
                    yield from walk(ast.Module(body=[part], type_ignores=[]), runtime)
            else:
                yield from walk(child, runtime)

    yield from walk(ast.parse(path.read_text()), True)


def _graph() -> dict[str, set[tuple[str, bool]]]:
    sources = _sources()
    known = set(sources)
    return {module: set(imports(module, path, known)) for module, path in sources.items()}


def _within(name: str, prefix: str) -> bool:
    return name == prefix or name.startswith(prefix + ".")


def layer_violations(graph: dict[str, set[tuple[str, bool]]]) -> list[str]:
    bad: list[str] = []
    for module, names in sorted(graph.items()):
        layer = layer_of(module)
        if layer is None:
            bad.append(f"{module} is in no layer: give it one in MAY_IMPORT and layer_of")
            continue
        game = module.split(".")[2] if layer == "games" and module.count(".") >= 2 else None
        for name, runtime in sorted(names):
            if _within(name, "afoot"):
                target = layer_of(name)
                if target != layer and target not in MAY_IMPORT[layer]:
                    bad.append(f"{module} ({layer}) imports {name} ({target})")
                elif (
                    game is not None
                    and target == "games"
                    and not _within(name, f"afoot.games.{game}")
                ):
                    bad.append(f"{module} (the game {game}) imports {name}, not of its folder")
                continue
            if not runtime:
                continue
            top = name.split(".")[0]
            capability = CAPABILITY_PACKAGES.get(module.split(".")[-1])
            if (game is not None and top == capability) or KIT_PACKAGES.get(module) == top:
                continue
            if top in FORBIDDEN[layer] or (
                game is not None and top in CAPABILITY_PACKAGES.values()
            ):
                bad.append(f"{module} ({layer}) imports {name}")
    return bad


def cycles(graph: dict[str, set[tuple[str, bool]]]) -> list[list[str]]:
    """The import cycles among afoot's modules: each strongly connected set of two or more
    modules (Tarjan's algorithm, without recursion), sorted."""
    edges = {
        m: sorted({n for n, _ in names if n in graph and n != m}) for m, names in graph.items()
    }
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in sorted(edges):
        if start in index:
            continue
        work = [(start, iter(edges[start]))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, rest = work[-1]
            step = next(rest, None)
            if step is not None:
                if step not in index:
                    index[step] = low[step] = len(index)
                    stack.append(step)
                    on_stack.add(step)
                    work.append((step, iter(edges[step])))
                elif step in on_stack:
                    low[node] = min(low[node], index[step])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    found.append(sorted(group))
    return sorted(found)


def test_each_layer_imports_only_the_layers_below_it():
    assert layer_violations(_graph()) == []


def test_no_module_of_afoot_imports_itself_back():
    assert cycles(_graph()) == []


def test_the_checks_see_what_they_look_for():
    """Each rule refuses the import it is there for (so that an empty list above is a pass,
    not a blind spot): back-edges named in issue 20, a game reaching out, a cycle."""
    graph: dict[str, set[tuple[str, bool]]] = {
        "afoot.rl.bench": {("afoot.sim.bench", True)},
        "afoot.sim.fuzz": {("afoot.rl.codec", True)},
        "afoot.server.tables": {("afoot.sim.runner", True)},
        "afoot.games.nim.testing": {("afoot", True), ("afoot.ai", True)},
        "afoot.games.nim.rules": {("afoot.games.other.data", True), ("numpy", True)},
        "afoot.games.nim.codec": {("numpy", True), ("afoot.engine.codec", True)},
        "afoot.engine.codec": {("numpy", False)},
        "afoot.nowhere": set(),
    }
    assert layer_violations(graph) == [
        "afoot.games.nim.rules (the game nim) imports afoot.games.other.data, not of its folder",
        "afoot.games.nim.rules (games) imports numpy",
        "afoot.games.nim.testing (games) imports afoot (facade)",
        "afoot.games.nim.testing (games) imports afoot.ai (ai)",
        "afoot.nowhere is in no layer: give it one in MAY_IMPORT and layer_of",
        "afoot.rl.bench (rl) imports afoot.sim.bench (sim)",
        "afoot.server.tables (server) imports afoot.sim.runner (sim)",
        "afoot.sim.fuzz (sim) imports afoot.rl.codec (rl)",
    ]
    looped = {
        "afoot.games.nim.rules": {("afoot.games.nim.scenario", True)},
        "afoot.games.nim.scenario": {("afoot.games.nim.data", True)},
        "afoot.games.nim.data": {("afoot.games.nim.rules", False)},
        "afoot.games.nim": {("afoot.games.nim.rules", True)},
    }
    assert cycles(looped) == [
        ["afoot.games.nim.data", "afoot.games.nim.rules", "afoot.games.nim.scenario"]
    ]


def test_imports_are_read_wherever_they_are(tmp_path):
    source = tmp_path / "afoot" / "games" / "nim" / "rules.py"
    source.parent.mkdir(parents=True)
    source.write_text(
        "from typing import TYPE_CHECKING\n"
        "from . import data\n"
        "from .. import nim\n"
        "if TYPE_CHECKING:\n"
        "    import numpy\n"
        "def setup():\n"
        "    from afoot.games.nim.scenario import arrange\n"
    )
    known = {"afoot.games.nim", "afoot.games.nim.data", "afoot.games.nim.scenario"}
    assert sorted(imports("afoot.games.nim.rules", source, known)) == [
        ("afoot.games.nim", True),
        ("afoot.games.nim.data", True),
        ("afoot.games.nim.scenario", True),
        ("numpy", False),
        ("typing", True),
    ]


def test_importing_afoot_loads_no_web_database_or_rl_package():
    code = (
        "import sys, afoot, afoot.engine.codec, afoot.engine.timing\n"
        "for spec in afoot.games.specs():\n"
        "    afoot.new_game(spec.id, seed=1).view(0)\n"
        "print(sorted(m for m in ('fastapi', 'sqlalchemy', 'uvicorn', 'alembic', 'typer', "
        "'numpy', 'gymnasium', 'pettingzoo', 'ray', 'rich', 'matplotlib') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"

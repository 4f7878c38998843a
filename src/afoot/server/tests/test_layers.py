"""The layers import one way: engine <- games <- ai / rl / sim <- store / server <- cli.
Nothing under engine/ or games/ imports FastAPI, SQLAlchemy, numpy or Ray; the store never
imports the server; and importing afoot loads no web, database or RL package."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]  # src/afoot

#: package -> module prefixes it may not import
FORBIDDEN = {
    "engine": (
        "afoot.games",
        "afoot.ai",
        "afoot.sim",
        "afoot.store",
        "afoot.server",
        "afoot.cli",
        "fastapi",
        "starlette",
        "sqlalchemy",
        "alembic",
        "uvicorn",
        "numpy",
        "ray",
    ),
    "games": (
        "afoot.ai",
        "afoot.sim",
        "afoot.store",
        "afoot.server",
        "afoot.cli",
        "fastapi",
        "starlette",
        "sqlalchemy",
        "alembic",
        "uvicorn",
        "numpy",
        "ray",
    ),
    "ai": ("afoot.sim", "afoot.store", "afoot.server", "afoot.cli", "fastapi", "sqlalchemy"),
    "sim": ("afoot.store", "afoot.server", "afoot.cli", "fastapi", "sqlalchemy"),
    "rl": ("afoot.store", "afoot.server", "afoot.cli", "fastapi", "sqlalchemy"),
    "store": ("afoot.server", "afoot.cli", "fastapi", "starlette", "uvicorn"),
    "server": ("afoot.cli",),
}


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text())
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def test_each_layer_imports_only_the_layers_below_it():
    bad: list[str] = []
    for package, banned in FORBIDDEN.items():
        for path in sorted((ROOT / package).rglob("*.py")):
            if "tests" in path.relative_to(ROOT).parts:
                continue
            bad.extend(
                f"{path.relative_to(ROOT)} imports {name}"
                for name in _imports(path)
                if any(name == b or name.startswith(b + ".") for b in banned)
            )
    assert bad == []


def test_importing_afoot_loads_no_web_database_or_rl_package():
    code = (
        "import sys, afoot; g = afoot.new_game(afoot.games.ids()[0], seed=1); g.view(0); "
        "print(sorted(m for m in ('fastapi', 'sqlalchemy', 'uvicorn', 'alembic', 'typer', 'numpy', "
        "'gymnasium', 'pettingzoo') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"

"""``afoot games``: the games, their player counts and options."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

import afoot
from afoot.cli import common
from afoot.cli.common import JsonFlag, write_json
from afoot.engine.terminal import show_value


def games(json_out: JsonFlag = False) -> None:
    """List the games: ids, titles, player counts, options with allowed values and defaults.

    A free-form option ("free_form": true in --json) takes any value in the format its text
    describes; its listed values are presets.
    """
    listing = afoot.list_games()
    for g in listing:  # mark the free-form options (any value in the documented format)
        spec = afoot.spec_for(g["id"])
        for o in g.get("options") or []:
            option = spec.option(o["name"])
            o["free_form"] = option is not None and option.parse is not None
    if json_out:
        write_json(listing)
        return
    common.console().print(games_table(listing))


def games_table(games: Sequence[Mapping[str, Any]]) -> RenderableType:
    """One block per game with its options."""
    parts: list[RenderableType] = []
    for g in games:
        low, high = g["players"]
        count = str(low) if low == high else f"{low}-{high}"
        head = Text.assemble(
            (g["id"], "bold cyan"), "  ", g["title"], ("  ·  players ", "dim"), count
        )
        if g.get("cooperative"):
            head.append("  · cooperative", "dim")
        table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
        table.add_column("option", style="bold", no_wrap=True)
        table.add_column("values (default in bold)")
        table.add_column("what it does")
        for o in g.get("options") or []:
            values = Text()
            for i, c in enumerate(o["choices"]):
                if i:
                    values.append(" | ", "dim")
                values.append(show_value(c), "bold green" if c == o["default"] else "")
            doc = o.get("doc") or ""
            if o.get("free_form"):
                values.append("\n(presets; or any value in that format)", "dim")
                doc = f"free-form: {doc}"
            if o.get("requires"):
                doc += f" (only with {o['requires'][0]}={show_value(o['requires'][1])})"
            table.add_row(o["name"], values, doc)
        parts.extend([head, Text(str(g.get("summary") or ""), "dim"), table, Text("")])
    example = "-o edition=kosmos"
    free = [(g, o) for g in games for o in g.get("options") or [] if o.get("free_form")]
    if free:
        o = free[0][1]
        example += f", -o {o['name']}={show_value(o['choices'][-1])}"
    parts.append(Text(f"Set options with -o key=value, e.g. {example}", "dim"))
    return Group(*parts)

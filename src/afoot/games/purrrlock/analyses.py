"""Purrrlock's balance-report section (``afoot report purrrlock``): Furriarty caught or
escaped, by player count.

One cell per player count (the report's default); the catch figures are read from each
result's details (``caught``, ``caught_by``). Written with the report's kit
(:mod:`afoot.engine.analysis`); matplotlib is imported by the plot only.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from afoot.engine.analysis import (
    BaseAnalyses,
    CellPlan,
    Outcome,
    finished,
    mean,
    num,
    own,
    plot_link,
    proportion,
    rate_bars,
    rate_text,
    short_title,
    table,
)


class PurrrlockAnalyses(BaseAnalyses):
    """How often the detectives catch Furriarty, and who does."""

    #: a default report takes seconds a cell on two cores (see the README)
    games = 2000
    #: the strongest honest bot fast enough for thousands of games
    agent = "deduce"
    plots = (("catch.png", "Furriarty caught"),)
    summary = "the catch rate by player count"

    def figures(
        self,
        cells: Sequence[CellPlan],
        outcomes: Mapping[str, Sequence[Outcome]],
        players: Sequence[int],
    ) -> dict[str, Any]:
        rows = []
        for cell in cells:
            done = finished(outcomes[cell.key])
            caught = [o for o in done if o.details.get("caught")]
            rows.append(
                {
                    "players": cell.players,
                    "completed": len(done),
                    "caught": proportion(len(caught), len(done)),
                    "escaped": len(done) - len(caught),
                    "caught_by": [
                        sum(1 for o in caught if o.details.get("caught_by") == s)
                        for s in range(cell.players)
                    ],
                    "actions": mean([float(o.actions) for o in done]),
                }
            )
        return {"catch": rows}

    def markdown(self, figures: Mapping[str, Any]) -> list[str]:
        lines = [
            "## Furriarty caught or escaped",
            "",
            "Caught: a seat takes Furriarty's token (then the most VP win); escaped: nobody "
            "wins. The seat win rates per player count are in the first table.",
            "",
        ]
        lines += table(
            ["players", "games", "caught", "escaped", "caught by seat", "actions"],
            (
                [
                    str(r["players"]),
                    str(r["completed"]),
                    rate_text(r["caught"]),
                    str(r["escaped"]),
                    ", ".join(f"{s}: {k}" for s, k in enumerate(r["caught_by"])),
                    num(r["actions"], 1),
                ]
                for r in own(figures)["catch"]
            ),
            right=(0, 1, 3, 5),
        )
        return lines + plot_link(figures, "catch.png")

    def plot(self, name: str, figures: Mapping[str, Any], path: Path) -> None:
        if name != "catch.png":
            super().plot(name, figures, path)
            return
        rows = own(figures)["catch"]
        rate_bars(
            path,
            f"{short_title(figures)}: Furriarty caught",
            [f"{r['players']} players" for r in rows],
            [r["caught"] for r in rows],
            "catch rate (95% Wilson)",
        )


#: the spec's ``analyses`` capability
ANALYSES = PurrrlockAnalyses()

"""13 Clues' balance-report section (``afoot report thirteen_clues``): the first player's
advantage, by player count.

One cell per player count (the report's default): seat 0, who moves first, against a fair
share of 1/players. Written with the report's kit (:mod:`afoot.engine.analysis`); matplotlib
is imported by the plot only.
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
    num,
    own,
    pct,
    plot_link,
    proportion,
    rate_bars,
    rate_text,
    rounded,
    short_title,
    table,
)


class ThirteenCluesAnalyses(BaseAnalyses):
    """Seat 0's win rate against 1/players at each player count."""

    #: 6-player games of the default bot take seconds each (see the README)
    games = 50
    #: the strongest honest bot fast enough for thousands of games
    agent = "deduce"
    plots = (("first_player.png", "First-player advantage"),)
    summary = "the first player's advantage by player count"

    def figures(
        self,
        cells: Sequence[CellPlan],
        outcomes: Mapping[str, Sequence[Outcome]],
        players: Sequence[int],
    ) -> dict[str, Any]:
        rows = []
        for cell in cells:
            done = finished(outcomes[cell.key])
            wins = sum(1 for o in done if 0 in o.winners)
            r = proportion(wins, len(done))
            fair = 1 / cell.players
            rows.append(
                {
                    "players": cell.players,
                    "completed": len(done),
                    "seat0": r,
                    "fair_share": rounded(fair),
                    "ratio": rounded(r["rate"] / fair) if done else None,
                    "outside": bool(done) and not r["lo"] <= fair <= r["hi"],
                }
            )
        return {"first_player": rows}

    def markdown(self, figures: Mapping[str, Any]) -> list[str]:
        lines = [
            "## First-player advantage",
            "",
            "Seat 0 moves first. Its win rate against a fair share of 1/players; **yes** when "
            "the fair share lies outside the 95% interval.",
            "",
        ]
        lines += table(
            ["players", "games", "seat 0 wins", "fair share", "ratio", "outside the interval"],
            (
                [
                    str(r["players"]),
                    str(r["completed"]),
                    rate_text(r["seat0"]),
                    pct(r["fair_share"]),
                    num(r["ratio"]),
                    "**yes**" if r["outside"] else "no",
                ]
                for r in own(figures)["first_player"]
            ),
            right=(0, 1, 3, 4),
        )
        return lines + plot_link(figures, "first_player.png")

    def plot(self, name: str, figures: Mapping[str, Any], path: Path) -> None:
        if name != "first_player.png":
            super().plot(name, figures, path)
            return
        rows = own(figures)["first_player"]
        rate_bars(
            path,
            f"{short_title(figures)}: seat 0 win rate (dashed: 1/players)",
            [f"{r['players']} players" for r in rows],
            [r["seat0"] for r in rows],
            "seat 0 win rate (95% Wilson)",
            [r["fair_share"] for r in rows],
        )


#: the spec's ``analyses`` capability
ANALYSES = ThirteenCluesAnalyses()

"""Beyond Baker Street's balance-report section (``afoot report baker_street``): the team's
win rate by case file and player count.

One cell per case file and player count (only the given case when ``-o case=N`` names one).
Written with the report's kit (:mod:`afoot.engine.analysis`); matplotlib is imported by the
plot only.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from afoot.engine.analysis import (
    BaseAnalyses,
    CellPlan,
    Outcome,
    figure,
    finished,
    mean,
    num,
    own,
    plot_link,
    proportion,
    rate_text,
    save,
    short_title,
    table,
)
from afoot.engine.core import GameSpec, OptionValue


class BakerStreetAnalyses(BaseAnalyses):
    """The case files' difficulty: team wins and turns for each case and player count."""

    #: a default report takes about a minute on two cores (see the README)
    games = 500
    #: the strongest honest bot fast enough for thousands of games
    agent = "rules"
    plots = (("cases.png", "Win rate by case file and player count"),)
    summary = "the win rate by case file and player count"

    def cells(
        self,
        spec: GameSpec,
        options: Mapping[str, OptionValue],
        given: Mapping[str, OptionValue],
        counts: Sequence[int],
    ) -> list[CellPlan]:
        """Every case file (or the one given) at every player count."""
        case = spec.option("case")
        assert case is not None
        cases = [options["case"]] if "case" in given else list(case.choices)
        return [
            CellPlan(f"case{c}-p{n}", f"case {c}, {n} players", n, {**options, "case": c})
            for c in cases
            for n in counts
        ]

    def figures(
        self,
        cells: Sequence[CellPlan],
        outcomes: Mapping[str, Sequence[Outcome]],
        players: Sequence[int],
    ) -> dict[str, Any]:
        rows = []
        for cell in cells:
            done = finished(outcomes[cell.key])
            won = sum(1 for o in done if o.winners)
            rows.append(
                {
                    "case": cell.options["case"],
                    "players": cell.players,
                    "completed": len(done),
                    "won": proportion(won, len(done)),
                    "turns": mean([float(o.details.get("turns", 0)) for o in done]),
                }
            )
        return {
            "cases": list(dict.fromkeys(r["case"] for r in rows)),
            "players": list(players),
            "grid": rows,
        }

    def markdown(self, figures: Mapping[str, Any]) -> list[str]:
        b = own(figures)
        cell = {(r["case"], r["players"]): r for r in b["grid"]}
        lines = [
            "## Case files",
            "",
            "Team win rate by case file (rows) and player count (columns), 95% Wilson intervals.",
            "",
        ]
        lines += table(
            ["case", *(f"{n} players" for n in b["players"])],
            (
                [
                    str(c),
                    *(
                        rate_text(cell[(c, n)]["won"]) if (c, n) in cell else "-"
                        for n in b["players"]
                    ),
                ]
                for c in b["cases"]
            ),
            right=tuple(range(len(b["players"]) + 1)),
        )
        lines += ["Mean turns per game:", ""]
        lines += table(
            ["case", *(f"{n} players" for n in b["players"])],
            (
                [
                    str(c),
                    *(
                        num(cell[(c, n)]["turns"], 1) if (c, n) in cell else "-"
                        for n in b["players"]
                    ),
                ]
                for c in b["cases"]
            ),
            right=tuple(range(len(b["players"]) + 1)),
        )
        return lines + plot_link(figures, "cases.png")

    def plot(self, name: str, figures: Mapping[str, Any], path: Path) -> None:
        if name == "cases.png":
            _plot_cases(figures, path)
        else:
            super().plot(name, figures, path)


def _plot_cases(f: Mapping[str, Any], path: Path) -> None:
    b = own(f)
    cell = {(r["case"], r["players"]): r for r in b["grid"]}
    data = [
        [cell[(c, n)]["won"]["rate"] if (c, n) in cell else float("nan") for n in b["players"]]
        for c in b["cases"]
    ]
    fig = figure(max(6.0, 1.8 + 1.3 * len(b["players"])), 1.2 + 0.55 * len(b["cases"]))
    ax = fig.add_subplot()
    image = ax.imshow(data, vmin=0, vmax=1, cmap="viridis", aspect="auto")
    for i, c in enumerate(b["cases"]):
        for j, n in enumerate(b["players"]):
            r = cell.get((c, n))
            if r is not None:
                color = "black" if r["won"]["rate"] > 0.6 else "white"
                ax.text(
                    j,
                    i,
                    f"{100 * r['won']['rate']:.0f}%\n(n={r['won']['n']})",
                    ha="center",
                    va="center",
                    color=color,
                    fontsize=8,
                )
    ax.set_xticks(range(len(b["players"])), [f"{n} players" for n in b["players"]])
    ax.set_yticks(range(len(b["cases"])), [f"case {c}" for c in b["cases"]])
    ax.spines[:].set_visible(False)
    fig.colorbar(image, ax=ax, label="team win rate")
    ax.set_title(f"{short_title(f)}: win rate by case file")
    save(fig, path)


#: the spec's ``analyses`` capability
ANALYSES = BakerStreetAnalyses()

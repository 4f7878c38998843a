"""Holmes' balance-report sections (``afoot report holmes``): variants and characters.

The report plays both editions, each with the given options (its baseline) and then every
option changed on its own to each of its other values (reservation, alternative start, each
villain / Mycroft mode, devir's first role); the cell with exactly the given options feeds the
generic seat, score and length sections. Every cell plays the same deals, so a variant is
compared with its edition's baseline game by game. The character table reads the ``visit``
actions from the game records, which the cells keep.

Written with the report's kit (:mod:`afoot.engine.analysis`); matplotlib is imported by the
plots only.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from afoot.engine.analysis import (
    COLORS,
    BaseAnalyses,
    CellPlan,
    Outcome,
    ci_text,
    diff_ci,
    figure,
    finished,
    mean,
    mean_ci,
    num,
    own,
    plot_link,
    proportion,
    rate_text,
    rounded,
    save,
    short_title,
    show,
    table,
    yerr,
)
from afoot.engine.core import GameSpec, OptionValue
from afoot.games.holmes.data import CHAR_IDS, CHAR_INDEX, char_name

#: the character table compares the two sides only when each has this many seat-games
MIN_SIDE = 10


def _visits(record: Mapping[str, Any] | None) -> list[dict[str, int]]:
    """How often each seat laid a marker on each character (``visit`` actions)."""
    out: list[dict[str, int]] = [{}, {}]
    for entry in (record or {}).get("actions", ()):
        action = entry.get("action") or {}
        if action.get("type") == "visit":
            seen = out[entry["seat"]]
            seen[action["to"]] = seen.get(action["to"], 0) + 1
    return out


def _margin(o: Outcome, seat: int) -> float:
    return o.scores[seat] - max(o.scores[t] for t in range(o.players) if t != seat)


def _side(games: Sequence[tuple[float, bool]]) -> dict[str, Any]:
    wins = sum(1 for _, w in games if w)
    return {
        "seat_games": len(games),
        "rate": proportion(wins, len(games)),
        "margin": mean([m for m, _ in games]),
    }


class HolmesAnalyses(BaseAnalyses):
    """Variants of both editions against their baselines, and each character's value."""

    #: each default report takes a few minutes on two cores (see the README)
    games = 200
    #: the strongest honest bot fast enough for thousands of games
    agent = "greedy"
    keep_records = True
    plots = (("characters.png", "Character value"), ("variants.png", "Variant effects"))
    draws = "Holmes: a tie on points and on markers leaves the case unsolved."
    summary = (
        "each variant of both editions against its baseline on the same deals and each "
        "character's value when visited (from the game records)"
    )

    def cells(
        self,
        spec: GameSpec,
        options: Mapping[str, OptionValue],
        given: Mapping[str, OptionValue],
        counts: Sequence[int],
    ) -> list[CellPlan]:
        """Each edition with the given options (an option of the other edition back to its
        default), then one option changed at a time to each of its other values; all at the
        first player count."""
        out: list[CellPlan] = []
        edition = spec.option("edition")
        assert edition is not None
        for ed in edition.choices:
            base: dict[str, OptionValue] = {}
            for o in spec.options:
                value = options[o.name]
                if o.name == "edition":
                    value = ed
                elif o.requires is not None and o.requires[0] == "edition" and o.requires[1] != ed:
                    value = o.default
                base[o.name] = value
            changes = [("", base)]
            for o in spec.options:
                if o.name == "edition" or (o.requires is not None and o.requires[1] != ed):
                    continue
                changes += [
                    (f"{o.name}={show(choice)}", {**base, o.name: choice})
                    for choice in o.choices
                    if choice != base[o.name]
                ]
            for change, cell_opts in changes:
                out.append(
                    CellPlan(
                        key=str(ed) if not change else f"{ed}:{change}",
                        label=f"{ed} baseline" if not change else f"{ed} {change}",
                        players=counts[0],
                        options=cell_opts,
                        main=cell_opts == options,
                        family=str(ed),
                        change=change,
                    )
                )
        return out

    def figures(
        self,
        cells: Sequence[CellPlan],
        outcomes: Mapping[str, Sequence[Outcome]],
        players: Sequence[int],
    ) -> dict[str, Any]:
        variants: list[dict[str, Any]] = []
        baseline: dict[str, Sequence[Outcome]] = {}
        for cell in cells:
            games = outcomes[cell.key]
            if not cell.change:
                baseline[cell.family] = games
            base = baseline[cell.family]
            done = finished(games)
            wins = sum(1 for o in done if 0 in o.winners)
            pairs = [
                (o, b)
                for o, b in zip(games, base, strict=True)
                if o.error is None and b.error is None
            ]
            variants.append(
                {
                    "cell": cell.key,
                    "edition": cell.family,
                    "change": cell.change or "baseline",
                    "main": cell.main,
                    "completed": len(done),
                    "draws": sum(1 for o in done if o.draw),
                    "seat0": proportion(wins, len(done)),
                    "margin": mean_ci([_margin(o, 0) for o in done]),
                    "actions": mean_ci([float(o.actions) for o in done]),
                    "paired": len(pairs),
                    "delta_win": mean_ci(
                        [float(0 in o.winners) - float(0 in b.winners) for o, b in pairs]
                    ),
                    "delta_margin": mean_ci([_margin(o, 0) - _margin(b, 0) for o, b in pairs]),
                    "delta_actions": mean_ci([float(o.actions - b.actions) for o, b in pairs]),
                }
            )
        characters: dict[str, list[dict[str, Any]]] = {}
        for edition in dict.fromkeys(c.family for c in cells):
            # per cell: (outcome, the visits of each seat); a character counts in the cells
            # where someone visited it at least once (where it is in play)
            seen = [
                [(o, _visits(o.record)) for o in finished(outcomes[c.key])]
                for c in cells
                if c.family == edition
            ]
            rows: list[dict[str, Any]] = []
            for char in CHAR_IDS:
                pool = [
                    g for cell in seen if any(char in v for _, vs in cell for v in vs) for g in cell
                ]
                if not pool:
                    continue
                yes: list[tuple[float, bool]] = []
                no: list[tuple[float, bool]] = []
                visits = 0
                for o, vs in pool:
                    for s in (0, 1):
                        visits += vs[s].get(char, 0)
                        (yes if char in vs[s] else no).append((_margin(o, s), s in o.winners))
                rows.append(
                    {
                        "id": char,
                        "name": char_name(CHAR_INDEX[char]),
                        "games": len(pool),
                        "visits_per_game": rounded(visits / len(pool), 3),
                        "visited": _side(yes),
                        "not_visited": _side(no),
                        "gain": diff_ci([m for m, _ in yes], [m for m, _ in no], MIN_SIDE),
                    }
                )
            rows.sort(
                key=lambda r: (
                    -(r["gain"]["mean"] if r["gain"]["mean"] is not None else -1e9),
                    r["id"],
                )
            )
            characters[edition] = rows
        return {"variants": variants, "characters": characters}

    def markdown(self, figures: Mapping[str, Any]) -> list[str]:
        h = own(figures)
        lines = [
            "## Variants",
            "",
            "Each edition with the given options (its baseline), then one option changed at a "
            "time; every cell plays the same deals and agent seeds. Deltas are against the "
            "edition's baseline, paired game by game (same deal, same seats), with normal 95% "
            "intervals. Margin: seat 0's points minus seat 1's.",
            "",
        ]
        lines += table(
            [
                "edition",
                "change",
                "games",
                "seat 0 wins",
                "Δ win (pp)",
                "seat 0 margin",
                "Δ margin",
                "actions",
                "Δ actions",
                "draws",
            ],
            (
                [
                    v["edition"],
                    ("**baseline**" if v["change"] == "baseline" else f"`{v['change']}`")
                    + (" (main)" if v["main"] else ""),
                    str(v["completed"]),
                    rate_text(v["seat0"]),
                    "" if v["change"] == "baseline" else ci_text(v["delta_win"], 1, 100),
                    num(v["margin"]["mean"], 2, sign=True),
                    "" if v["change"] == "baseline" else ci_text(v["delta_margin"]),
                    num(v["actions"]["mean"], 1),
                    "" if v["change"] == "baseline" else ci_text(v["delta_actions"], 1),
                    str(v["draws"]),
                ]
                for v in h["variants"]
            ),
            right=(2, 5, 7, 9),
        )
        lines += plot_link(figures, "variants.png")
        lines += [
            "## Characters",
            "",
            "From the game records: for each character, the seat-games (one per seat and game) "
            "in which that seat laid a marker on it at least once (`visit` actions) against "
            "those in which it did not, over every cell of the edition in which someone visited "
            "the character (villain and Mycroft cards are never visited: see the variants). "
            "Margin: the seat's points minus its opponent's; gain: visited minus not visited, "
            f"with a 95% interval (only when each side has {MIN_SIDE} seat-games or more). The "
            "agents choose the visits, so this measures the value of a visit *as they play* (a "
            "seat that is ahead may visit differently), not a controlled effect.",
            "",
        ]
        for edition, rows in h["characters"].items():
            lines += [f"### {edition}", ""]
            lines += table(
                [
                    "character",
                    "games",
                    "visits / game",
                    "visited: seat-games",
                    "win rate",
                    "margin",
                    "not visited: seat-games",
                    "win rate",
                    "margin",
                    "gain (margin)",
                ],
                (
                    [
                        f"{r['name']} (`{r['id']}`)",
                        str(r["games"]),
                        f"{r['visits_per_game']:.2f}",
                        str(r["visited"]["seat_games"]),
                        rate_text(r["visited"]["rate"]),
                        num(r["visited"]["margin"], 2, sign=True),
                        str(r["not_visited"]["seat_games"]),
                        rate_text(r["not_visited"]["rate"]),
                        num(r["not_visited"]["margin"], 2, sign=True),
                        ci_text(r["gain"]),
                    ]
                    for r in rows
                ),
                right=(1, 2, 3, 5, 6, 8, 9),
            )
        lines += plot_link(figures, "characters.png")
        return lines

    def plot(self, name: str, figures: Mapping[str, Any], path: Path) -> None:
        if name == "variants.png":
            _plot_variants(figures, path)
        elif name == "characters.png":
            _plot_characters(figures, path)
        else:
            super().plot(name, figures, path)


def _plot_variants(f: Mapping[str, Any], path: Path) -> None:
    rows = own(f)["variants"]
    fig = figure(9.0, 1.0 + 0.3 * len(rows))
    left, right = fig.subplots(1, 2, sharey=True)
    ys = list(range(len(rows)))[::-1]
    labels = [f"{v['edition']} {v['change']}" for v in rows]
    colors = [COLORS[0] if v["edition"] == rows[0]["edition"] else COLORS[1] for v in rows]
    rates = [v["seat0"] for v in rows]
    left.barh(ys, [r["rate"] for r in rates], color=colors, height=0.7)
    left.errorbar(
        [r["rate"] for r in rates],
        ys,
        xerr=yerr(rates),
        fmt="none",
        ecolor="black",
        capsize=2,
        lw=1,
    )
    left.axvline(0.5, color="black", ls="dashed", lw=1)
    left.set_xlim(0, 1)
    left.set_yticks(ys, labels)
    left.set_xlabel("seat 0 win rate (95% Wilson)")
    for y, v, color in zip(ys, rows, colors, strict=True):
        d = v["delta_margin"]
        if v["change"] == "baseline" or d["mean"] is None:
            right.plot([0], [y], marker="|", color="black")
            continue
        err = [[d["mean"] - d["lo"]], [d["hi"] - d["mean"]]] if d["lo"] is not None else None
        right.errorbar([d["mean"]], [y], xerr=err, fmt="o", color=color, capsize=2, lw=1)
    right.axvline(0, color="black", lw=1)
    right.set_xlabel("Δ seat 0 margin vs baseline (paired, 95%)")
    fig.suptitle(f"{short_title(f)}: variants")
    save(fig, path)


def _plot_characters(f: Mapping[str, Any], path: Path) -> None:
    editions = list(own(f)["characters"].items())
    height = max(len(rows) for _, rows in editions) if editions else 1
    fig = figure(5.0 * max(1, len(editions)), 1.2 + 0.28 * height)
    axes = fig.subplots(1, max(1, len(editions)), squeeze=False)[0]
    for i, (ax, (edition, rows)) in enumerate(zip(axes, editions, strict=False)):
        rows = [r for r in rows if r["gain"]["lo"] is not None]  # both sides seen twice
        ys = list(range(len(rows)))[::-1]
        gains = [r["gain"]["mean"] for r in rows]
        ax.barh(ys, gains, color=COLORS[i % 8], height=0.7)
        err = [
            [
                g - (r["gain"]["lo"] if r["gain"]["lo"] is not None else g)
                for g, r in zip(gains, rows, strict=True)
            ],
            [
                (r["gain"]["hi"] if r["gain"]["hi"] is not None else g) - g
                for g, r in zip(gains, rows, strict=True)
            ],
        ]
        ax.errorbar(gains, ys, xerr=err, fmt="none", ecolor="black", capsize=2, lw=1)
        ax.axvline(0, color="black", lw=1)
        ax.set_yticks(ys, [r["name"] for r in rows])
        ax.set_xlabel("margin when visited minus when not (95%)")
        ax.set_title(edition)
    fig.suptitle(f"{short_title(f)}: character value")
    save(fig, path)


#: the spec's ``analyses`` capability
ANALYSES = HolmesAnalyses()

"""The kit a game's balance-report sections are written with: the contract the report calls,
and the statistics, table and plotting helpers the sections share.

A balance report (``afoot report GAME``, :mod:`afoot.sim.report`) plays *cells*, each a set of
seeded games with fixed options and a fixed player count, and writes the sections every game
gets (win rate by seat, scores, game length, draws). A game adds its own through the
``analyses`` capability of its spec, ``"afoot.games.<id>.analyses:ANALYSES"``: an object of the
:class:`Analyses` protocol (usually a :class:`BaseAnalyses` subclass) that says which cells it
plans, what it computes from their outcomes (its part of ``report.json``), its Markdown
sections, its plots and the report's defaults for the game (games per cell, the agent in every
seat). A game that declares none gets :class:`BaseAnalyses`: one cell per player count and the
generic sections only.

The helpers here are the report's own: the same figures, rounding, Wilson intervals, tables and
plot style in every section, so that a game's sections never import ``afoot.sim``. matplotlib is
imported by the plotting functions only (a report's planning and Markdown need none), and
nothing in the engine's core imports this module.
"""

from __future__ import annotations

import bisect
import math
import statistics
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Protocol, TypeVar, cast

import msgspec

from afoot.engine.core import GameSpec, OptionValue


# -- the contract ----------------------------------------------------------------------------
class CellPlan(msgspec.Struct, frozen=True):
    """One cell a game's analyses plan: ``players`` seats, every option set (``options``).

    ``main`` cells feed the sections every game gets (seat win rates, scores, length); the
    others exist for the game's own sections. ``family`` and ``change`` name a cell that is
    compared with another of the same family: the family's cell with no ``change`` is their
    baseline (e.g. one option changed at a time); both are empty for a cell that stands alone.
    """

    key: str
    label: str
    players: int
    options: dict[str, OptionValue]
    main: bool = True
    family: str = ""
    change: str = ""


class Outcome(Protocol):
    """How one game of a cell ended, as a report hands it to a game's analyses
    (``afoot.sim.tournament.GameOutcome``). ``error`` is set (and the scores and winners are
    empty) for a game that raised; ``record`` is the game record when the cells keep them."""

    @property
    def seed(self) -> int: ...
    @property
    def players(self) -> int: ...
    @property
    def scores(self) -> Sequence[float]: ...
    @property
    def winners(self) -> Sequence[int]: ...
    @property
    def draw(self) -> bool: ...
    @property
    def details(self) -> Mapping[str, Any]: ...
    @property
    def actions(self) -> int: ...
    @property
    def error(self) -> str | None: ...
    @property
    def record(self) -> Mapping[str, Any] | None: ...


class Analyses(Protocol):
    """What a report asks of a game's analyses (see the module docstring).

    ``games``: games per cell when the caller gives none. ``agent``: the agent in every seat when
    the caller names none (None: the game's first own bot, else ``greedy`` when it has a
    heuristic, else ``random``). ``keep_records``: the cells' games keep their records (for
    sections that read the actions). ``plots``: ``(file, title)`` of the game's own plots, after
    the generic ones. ``draws``: a sentence after the draw count (what a draw means in the
    game). ``summary``: the game's sections in a line, for help texts.
    """

    @property
    def games(self) -> int: ...
    @property
    def agent(self) -> str | None: ...
    @property
    def keep_records(self) -> bool: ...
    @property
    def plots(self) -> Sequence[tuple[str, str]]: ...
    @property
    def draws(self) -> str: ...
    @property
    def summary(self) -> str: ...

    def cells(
        self,
        spec: GameSpec,
        options: Mapping[str, OptionValue],
        given: Mapping[str, OptionValue],
        counts: Sequence[int],
    ) -> list[CellPlan]:
        """Every cell, in order, for these ``options`` (checked, defaults filled in; ``given``
        are those the caller named) and player ``counts``. The report checks each cell's
        options and count before any game is played."""
        ...

    def figures(
        self,
        cells: Sequence[CellPlan],
        outcomes: Mapping[str, Sequence[Outcome]],
        players: Sequence[int],
    ) -> dict[str, Any] | None:
        """The game's figures (``report.json`` holds them under the game's id) from the
        outcomes of every cell (by key, in task order); None: it has none. A function of the
        outcomes alone, so that the same games give the same file."""
        ...

    def markdown(self, figures: Mapping[str, Any]) -> list[str]:
        """The game's Markdown sections (after the generic ones) from the report's figures."""
        ...

    def plot(self, name: str, figures: Mapping[str, Any], path: Path) -> None:
        """Draw the plot ``name`` (one of ``plots``) from the report's figures into ``path``
        (inside :func:`plotting`'s style)."""
        ...


class BaseAnalyses:
    """A game without analyses of its own: one cell per player count, no figures, sections or
    plots of its own. A game's analyses subclass it and replace what they add."""

    games: int = 100
    agent: str | None = None
    keep_records: bool = False
    plots: Sequence[tuple[str, str]] = ()
    draws: str = ""
    summary: str = ""

    def cells(
        self,
        spec: GameSpec,
        options: Mapping[str, OptionValue],
        given: Mapping[str, OptionValue],
        counts: Sequence[int],
    ) -> list[CellPlan]:
        return [CellPlan(f"p{n}", f"{n} players", n, dict(options)) for n in counts]

    def figures(
        self,
        cells: Sequence[CellPlan],
        outcomes: Mapping[str, Sequence[Outcome]],
        players: Sequence[int],
    ) -> dict[str, Any] | None:
        return None

    def markdown(self, figures: Mapping[str, Any]) -> list[str]:
        return []

    def plot(self, name: str, figures: Mapping[str, Any], path: Path) -> None:
        raise ValueError(f"no plot named {name}")


def own(figures: Mapping[str, Any]) -> Any:
    """The game's own figures (what its :meth:`Analyses.figures` returned) in the report's."""
    return figures[figures["game"]]


def show(value: OptionValue) -> str:
    """An option value as a command line writes it (``true``, ``both``, ``3``)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


# -- statistics ------------------------------------------------------------------------------
OutcomeT = TypeVar("OutcomeT", bound=Outcome)


def finished(outcomes: Iterable[OutcomeT]) -> list[OutcomeT]:
    """The games that did not raise."""
    return [o for o in outcomes if o.error is None]


def rounded(x: float, places: int = 4) -> float:
    """``x`` as the report's files write it."""
    return round(x, places) + 0.0  # + 0.0: no "-0.0" in the files


def wilson(k: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of ``k`` successes in ``n`` trials: unlike the normal
    approximation it stays inside [0, 1] and is sensible for 0 or ``n`` successes."""
    if n <= 0:
        return 0.0, 1.0
    p = k / n
    z2 = z * z
    denom = 1 + z2 / n
    centre = (p + z2 / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def proportion(k: int, n: int) -> dict[str, Any]:
    """``k`` of ``n`` with its 95% Wilson interval, rounded to 4 places: ``{n, rate, lo, hi,
    k}`` (``rate`` 0 when ``n`` is)."""
    lo, hi = wilson(k, n)
    return {
        "n": n,
        "rate": round(k / n, 4) if n else 0.0,
        "lo": round(lo, 4),
        "hi": round(hi, 4),
        "k": k,
    }


def mean(xs: Sequence[float]) -> float | None:
    """The mean, rounded; None for no values."""
    return rounded(sum(xs) / len(xs)) if xs else None


def mean_ci(xs: Sequence[float]) -> dict[str, Any]:
    """The mean of ``xs`` with a normal 95% interval (none below 2 values)."""
    n = len(xs)
    if not n:
        return {"n": 0, "mean": None, "lo": None, "hi": None}
    m = sum(xs) / n
    if n < 2:
        return {"n": n, "mean": rounded(m), "lo": None, "hi": None}
    half = 1.96 * statistics.stdev(xs) / math.sqrt(n)
    return {"n": n, "mean": rounded(m), "lo": rounded(m - half), "hi": rounded(m + half)}


def diff_ci(a: Sequence[float], b: Sequence[float], least: int = 2) -> dict[str, Any]:
    """mean(a) - mean(b) with a Welch normal 95% interval (independent samples); nothing
    when either sample has fewer than ``least`` values."""
    if len(a) < max(1, least) or len(b) < max(1, least):
        return {"mean": None, "lo": None, "hi": None}
    d = sum(a) / len(a) - sum(b) / len(b)
    if len(a) < 2 or len(b) < 2:
        return {"mean": rounded(d), "lo": None, "hi": None}
    half = 1.96 * math.sqrt(statistics.variance(a) / len(a) + statistics.variance(b) / len(b))
    return {"mean": rounded(d), "lo": rounded(d - half), "hi": rounded(d + half)}


def bin_edges(values: Sequence[float], max_bins: int = 40) -> list[float]:
    """Histogram bin edges: one bin per whole number when the values are whole and few."""
    lo, hi = min(values), max(values)
    if all(float(v).is_integer() for v in values):
        width = max(1, math.ceil((hi - lo + 1) / max_bins))
        count = math.ceil((hi - lo + 1) / width)
        return [lo - 0.5 + i * width for i in range(count + 1)]
    if hi == lo:
        return [lo - 0.5, lo + 0.5]
    step = (hi - lo) / 20
    return [rounded(lo + i * step) for i in range(21)]


def bin_counts(values: Iterable[float], edges: Sequence[float]) -> list[int]:
    """How many values fall in each bin of ``edges`` (the outer bins take what lies beyond)."""
    out = [0] * (len(edges) - 1)
    for v in values:
        i = min(len(out) - 1, max(0, bisect.bisect_right(edges, v) - 1))
        out[i] += 1
    return out


def describe(xs: Sequence[float]) -> dict[str, Any]:
    """Mean, median, minimum and maximum, rounded (None for no values)."""
    if not xs:
        return {"mean": None, "median": None, "min": None, "max": None}
    return {
        "mean": rounded(sum(xs) / len(xs)),
        "median": rounded(statistics.median(xs)),
        "min": rounded(min(xs)),
        "max": rounded(max(xs)),
    }


# -- Markdown --------------------------------------------------------------------------------
def pct(x: float | None) -> str:
    """A proportion as a percentage with one decimal; ``-`` for none."""
    return "-" if x is None else f"{100 * x:.1f}%"


def rate_text(r: Mapping[str, Any]) -> str:
    """A :func:`proportion` as ``47.5% [40.1, 55.0]``; ``-`` for no games."""
    if not r["n"]:
        return "-"
    return f"{pct(r['rate'])} [{100 * r['lo']:.1f}, {100 * r['hi']:.1f}]"


def num(x: float | None, places: int = 2, sign: bool = False) -> str:
    """A number with ``places`` decimals (and its sign); ``-`` for none."""
    if x is None:
        return "-"
    return f"{x:+.{places}f}" if sign else f"{x:.{places}f}"


def ci_text(d: Mapping[str, Any], places: int = 2, scale: float = 1.0) -> str:
    """A :func:`mean_ci` or :func:`diff_ci` as ``+1.25 [+0.40, +2.10]`` (times ``scale``)."""
    if d.get("mean") is None:
        return "-"
    text = f"{scale * d['mean']:+.{places}f}"
    if d.get("lo") is not None:
        text += f" [{scale * d['lo']:+.{places}f}, {scale * d['hi']:+.{places}f}]"
    return text


def table(
    head: Sequence[str], rows: Iterable[Sequence[str]], right: Sequence[int] = ()
) -> list[str]:
    """A Markdown table (columns ``right`` aligned right) and the blank line after it."""
    align = ["---:" if i in right else "---" for i in range(len(head))]
    out = ["| " + " | ".join(head) + " |", "|" + "|".join(align) + "|"]
    out += ["| " + " | ".join(row) + " |" for row in rows]
    return [*out, ""]


def plot_link(figures: Mapping[str, Any], file: str) -> list[str]:
    """The Markdown image of the plot ``file`` when the report draws it, else nothing."""
    for p in figures["plots"]:
        if p["file"] == file:
            return [f"![{p['title']}]({file})", ""]
    return []


# -- plots -----------------------------------------------------------------------------------
#: rcParams for reproducible files: the bundled font, no hash salt from the clock (SVG)
RC: dict[str, Any] = {
    "svg.hashsalt": "afoot",
    "font.family": "DejaVu Sans",
    "font.size": 9,
    "axes.spines.top": False,
    "axes.spines.right": False,
    "figure.dpi": 100,
    "savefig.dpi": 100,
}
COLORS = ("#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948", "#b07aa1", "#9c755f")


@contextmanager
def plotting() -> Iterator[None]:
    """The report's plot style (:data:`RC`), for drawing every plot inside."""
    import matplotlib

    with matplotlib.rc_context(cast(Any, RC)):
        yield


def short_title(figures: Mapping[str, Any]) -> str:
    """The game's short name for plot titles: its title up to a colon."""
    return str(figures["title"]).split(":")[0]


def figure(width: float, height: float) -> Any:
    """A matplotlib figure of ``width`` x ``height`` inches, laid out, on the Agg canvas."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    fig = Figure(figsize=(width, height), layout="constrained")
    FigureCanvasAgg(fig)
    return fig


def save(fig: Any, path: Path) -> None:
    """Write ``fig`` as a PNG: no Software / date chunks, so the same figure gives the same
    bytes."""
    fig.savefig(path, format="png", metadata={"Software": None})


def yerr(rates: Sequence[Mapping[str, Any]]) -> list[list[float]]:
    """Error bar lengths (below, above) of :func:`proportion` figures."""
    return [[r["rate"] - r["lo"] for r in rates], [r["hi"] - r["rate"] for r in rates]]


def rate_bars(
    path: Path,
    title: str,
    labels: Sequence[str],
    rates: Sequence[Mapping[str, Any]],
    ylabel: str,
    marks: Sequence[float] | None = None,
) -> None:
    """One bar per :func:`proportion` with its interval (and a dashed mark per bar, e.g. a
    fair share), into ``path``."""
    fig = figure(max(6.0, 1.5 + 0.9 * len(labels)), 3.4)
    ax = fig.add_subplot()
    xs = list(range(len(labels)))
    ax.bar(xs, [r["rate"] for r in rates], 0.6, color=COLORS[0])
    ax.errorbar(
        xs,
        [r["rate"] for r in rates],
        yerr=yerr(rates),
        fmt="none",
        ecolor="black",
        capsize=3,
        lw=1,
    )
    if marks is not None:
        ax.hlines(
            marks,
            [x - 0.35 for x in xs],
            [x + 0.35 for x in xs],
            colors="black",
            linestyles="dashed",
            lw=1,
        )
    ax.set_xticks(xs, labels)
    ax.set_ylim(0, 1)
    ax.set_ylabel(ylabel)
    ax.set_title(title)
    save(fig, path)


__all__ = [
    "COLORS",
    "RC",
    "Analyses",
    "BaseAnalyses",
    "CellPlan",
    "Outcome",
    "bin_counts",
    "bin_edges",
    "ci_text",
    "describe",
    "diff_ci",
    "figure",
    "finished",
    "mean",
    "mean_ci",
    "num",
    "own",
    "pct",
    "plot_link",
    "plotting",
    "proportion",
    "rate_bars",
    "rate_text",
    "rounded",
    "save",
    "short_title",
    "show",
    "table",
    "wilson",
    "yerr",
]

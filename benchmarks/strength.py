"""Bot strength: the matchups of the README's strength table, as seeded tournaments.

    .venv/bin/python benchmarks/strength.py                      # every matchup (hours)
    .venv/bin/python benchmarks/strength.py --only h-greedy,h-random --out strength.jsonl

Each matchup is ``afoot tournament GAME --agents A,B --games N --seed S`` (two agents, seats
swapped on identical deals: game i is deal i // 2 in rotation i % 2), played on the process
backend. The figure is A's score share (a win 1, a draw 1/2) with its 95% Wilson interval; the
mirror matchups report the seat-0 win rate. Budgets are iterations, so the figures are
reproducible: ``ismcts:1000`` is about 0.1 s a decision on Holmes on this machine kind and
``ismcts:9000`` about 1 s (``benchmarks/bench_search.py``).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import dataclass
from pathlib import Path

try:
    import afoot  # noqa: F401
except ImportError:  # run from a checkout without installing
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from afoot.sim.tournament import TournamentReport, run_tournament


@dataclass(frozen=True)
class Matchup:
    key: str
    game: str
    #: one name per seat (the first is "A"), or one lineup for a cooperative game
    agents: tuple[str, ...]
    games: int
    #: the target on A's share (or on the seat-0 rate of a mirror), None: reported only
    target: float | None
    note: str
    players: int = 2
    seed: int = 1
    #: a target on the lower bound of A's 95% interval too (it must be above), None: none
    floor: float | None = None
    #: the game's options (name, value), the defaults for the rest
    options: tuple[tuple[str, str], ...] = ()


MATCHUPS = (
    Matchup("h-random", "holmes", ("ismcts:1000", "random"), 100, 0.95, "vs random >= 95%"),
    Matchup(
        "h-greedy", "holmes", ("ismcts:1000", "greedy"), 400, 0.65, "vs greedy >= 65%, lo > 60%"
    ),
    Matchup("h-rules", "holmes", ("ismcts:1000", "rules"), 100, 0.55, "vs the rules bot >= 55%"),
    Matchup("h-budget", "holmes", ("ismcts:9000", "ismcts:1000"), 20, 0.55, "1 s vs 0.1 s >= 55%"),
    Matchup("h-cheat", "holmes", ("cheat:1000", "ismcts:1000"), 60, None, "the cheat gap"),
    Matchup("h-mirror", "holmes", ("ismcts:1000", "ismcts:1000"), 60, None, "seat 0 in mirrors"),
    Matchup("h-rules-greedy", "holmes", ("rules", "greedy"), 1000, None, "rules vs greedy"),
    Matchup(
        "h-hard",
        "holmes",
        ("hard", "rules"),
        1000,
        0.60,
        "hard (rollout) vs the rules bot >= 60%, lo > 55%",
        floor=0.55,
    ),
    Matchup(
        "h-hard-kosmos",
        "holmes",
        ("hard", "rules"),
        200,
        None,
        "hard (rollout) vs the rules bot, kosmos",
        options=(("edition", "kosmos"),),
    ),
    Matchup("h-hard-greedy", "holmes", ("hard", "greedy"), 100, None, "hard (rollout) vs greedy"),
    Matchup("p-ismcts", "purrrlock", ("ismcts:300", "deduce"), 200, None, "ismcts vs deduce"),
    Matchup(
        "p-hard4",
        "purrrlock",
        ("hard", "deduce", "deduce", "deduce"),
        400,
        None,
        "hard among 3 deduce (fair share 25%)",
        players=4,
    ),
    Matchup("t-ismcts", "thirteen_clues", ("ismcts:100", "deduce"), 40, None, "ismcts vs deduce"),
    Matchup(
        "t-hard4",
        "thirteen_clues",
        ("deduce_hard", "deduce", "deduce", "deduce"),
        1000,
        0.25,
        "deduce_hard (the candidate for hard) among 3 deduce: above the fair share 25%, lo > 25%",
        players=4,
        floor=0.25,
    ),
    Matchup(
        "b-rules",
        "baker_street",
        ("rules", "rules", "rules"),
        120,
        None,
        "team success, cases 1-6",
        players=3,
    ),
    Matchup(
        "b-hat",
        "baker_street",
        ("hat", "hat", "hat"),
        120,
        None,
        "team success, cases 1-6",
        players=3,
    ),
    Matchup(
        "b-ismcts",
        "baker_street",
        ("ismcts:200", "ismcts:200", "ismcts:200"),
        120,
        None,
        "team success, cases 1-6",
        players=3,
    ),
)


def share(report: TournamentReport, matchup: Matchup) -> dict[str, float | int]:
    """A's score share with its interval (two players), A's win rate (more players), the
    team's success (a cooperative game), or the seat-0 win rate for a mirror."""
    if report.success is not None:
        won = report.success.rate
        return {"games": won.n, "rate": won.rate, "lo": won.lo, "hi": won.hi}
    if len(matchup.agents) > 2:
        mine = report.by_agent[matchup.agents[0]].win_rate
        return {"games": mine.n, "rate": mine.rate, "lo": mine.lo, "hi": mine.hi}
    if matchup.agents[0] == matchup.agents[1]:
        seat0 = report.mirror_by_seat[0].win_rate
        return {"games": seat0.n, "rate": seat0.rate, "lo": seat0.lo, "hi": seat0.hi}
    h2h = report.head_to_head[0]
    sign = h2h.first == matchup.agents[0]
    rate = h2h.share.rate if sign else 1.0 - h2h.share.rate
    lo, hi = (h2h.share.lo, h2h.share.hi) if sign else (1.0 - h2h.share.hi, 1.0 - h2h.share.lo)
    return {
        "games": h2h.games,
        "rate": rate,
        "lo": lo,
        "hi": hi,
        "wins": h2h.wins if sign else h2h.losses,
        "draws": h2h.draws,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", default="", help="comma-separated matchup keys")
    parser.add_argument("--backend", default="process")
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--out", type=Path, default=None, help="append JSON lines here")
    parser.add_argument("--scale", type=float, default=1.0, help="multiply every game count")
    args = parser.parse_args()
    keys = [k for k in args.only.split(",") if k]
    unknown = sorted(set(keys) - {m.key for m in MATCHUPS})
    if unknown:
        parser.error(f"unknown matchups {unknown}; known: {', '.join(m.key for m in MATCHUPS)}")
    print("| matchup | games | A's share (95% Wilson) | target | met | seconds |")
    print("|---|---|---|---|---|---|")
    for m in MATCHUPS:
        if keys and m.key not in keys:
            continue
        games = max(m.players, round(m.games * args.scale / m.players) * m.players)
        t0 = time.perf_counter()
        report = run_tournament(
            m.game,
            list(m.agents),
            games,
            m.seed,
            players=m.players,
            options=dict(m.options) or None,
            backend=args.backend,
            workers=args.workers,
        )
        seconds = time.perf_counter() - t0
        fig = share(report, m)
        met = "" if m.target is None else ("yes" if fig["rate"] >= m.target else "NO")
        if met == "yes" and m.floor is not None and not fig["lo"] > m.floor:
            met = "NO"
        label = f"{m.game}: {' vs '.join(dict.fromkeys(m.agents))}"
        target = m.note if m.target is not None else f"({m.note})"
        print(
            f"| {label} | {fig['games']} | {100 * fig['rate']:.1f}% "
            f"[{100 * fig['lo']:.1f}, {100 * fig['hi']:.1f}] | {target} | {met} | {seconds:.0f} |",
            flush=True,
        )
        if args.out is not None:
            line = {"key": m.key, "game": m.game, "agents": m.agents, "seed": m.seed, **fig}
            line["seconds"] = round(seconds, 1)
            line["errors"] = len(report.errors)
            with args.out.open("a", encoding="utf-8") as fh:
                fh.write(json.dumps(line) + "\n")


if __name__ == "__main__":
    main()

"""Instructions, not seconds: the same seeded work in two source trees, counted by cachegrind.

    .venv/bin/python benchmarks/instructions.py OLD_TREE NEW_TREE [--games holmes,purrrlock]

A wall-clock benchmark on a shared machine drifts by tens of percent from one second to the
next, so two trees timed a few per cent apart cannot be told apart. The number of instructions
a fixed piece of work executes does not drift: this script runs the same seeded work under
``valgrind --tool=cachegrind --cache-sim=no`` with each tree's ``src`` on ``PYTHONPATH``, once
per kind of work and once without it (the interpreter's start and the imports, subtracted), and
prints each kind's instructions in both trees and their ratio. ``PYTHONHASHSEED`` is fixed so
sets iterate alike. Needs valgrind (``apt-get install valgrind``).

The kinds, per game at its smallest player count with its default options:

- ``raw``: random playouts on the rules path (``afoot bench``'s raw measure);
- ``api``: random playouts through the ``Game`` API (its api measure);
- ``rl``: episodes of the PettingZoo AEC environment, a uniform legal action each step;
- ``clone``, ``determinize``: of 20 mid-game states (made by ``prep``, subtracted);
- ``record``: 10 finished games, each record through JSON and ``afoot.replay``.

Run as ``instructions.py --work GAME KIND N`` it does one kind of work N times, in whichever
tree is on the path (what the comparison runs under valgrind). A tree from before the game
specs (issue 20) has ``afoot.games.rules_for`` instead of ``spec_for``; both are read.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from random import Random
from typing import Any

#: kind -> (the work subtracted from it, how many times it runs)
KINDS: dict[str, tuple[str, int]] = {
    "raw": ("none", 100),
    "api": ("none", 60),
    "rl": ("none", 40),
    "clone": ("prep", 100),
    "determinize": ("prep", 10),
    "record": ("prep", 3),
}


def _game(game_id: str) -> tuple[Any, Any]:
    """The object ``afoot.sim.bench`` takes for a game (its spec, or a rules module in a tree
    from before the specs) and the spec."""
    import afoot.games

    spec_for = getattr(afoot.games, "spec_for", None)
    if spec_for is not None:
        spec = spec_for(game_id)
        return spec, spec
    rules = afoot.games.rules_for(game_id)  # type: ignore[attr-defined]  # an older tree
    return rules, rules.spec


def work(game_id: str, kind: str, n: int) -> None:
    """Do ``kind`` of work ``n`` times for ``game_id``, seeded, in the tree on the path."""
    import afoot
    import afoot.sim.bench as bench
    from afoot.engine.core import validate_options

    game, spec = _game(game_id)
    options = validate_options(spec, None)
    players = spec.min_players
    if kind == "raw":
        for i in range(n):
            bench.raw_playout(game, players, options, Random(i))
    elif kind == "api":
        for i in range(n):
            bench.api_playout(game, players, options, Random(i))
    elif kind == "rl":
        import afoot.rl

        env = afoot.rl.env(game_id)
        rng = Random(0)
        for i in range(n):
            env.reset(seed=i)
            for _agent in env.agent_iter():
                observation, _, terminated, truncated, _ = env.last()
                if terminated or truncated:
                    env.step(None)
                    continue
                legal = [a for a, ok in enumerate(observation["action_mask"]) if ok]
                env.step(legal[int(rng.random() * len(legal))])
    elif kind in ("prep", "clone", "determinize", "record"):
        rules = getattr(game, "rules", game)
        states: list[Any] = []
        tries = 0
        while len(states) < 20:  # a playout shorter than its chosen moment gives none
            tries += 1
            bench.raw_playout(game, players, options, Random(tries * 7919), states)
        finished = [bench.api_playout(game, players, options, Random(i)) for i in range(10)]
        to_act = bench.to_act_of(game)
        rng = Random(5)
        for _ in range(n):  # prep: none (the states and games alone)
            if kind == "clone":
                for state in states:
                    rules.clone(state)
            elif kind == "determinize":
                for state in states:
                    rules.determinize(state, min(to_act(state)), rng)
            else:
                for done in finished:
                    afoot.replay(json.loads(json.dumps(done.record())))
    elif kind != "none":
        raise SystemExit(f"unknown kind {kind!r}: one of none, prep, {', '.join(KINDS)}")


def count(tree: Path, game_id: str, kind: str, n: int) -> int:
    """Instructions of ``instructions.py --work game kind n`` with ``tree``'s code."""
    with tempfile.TemporaryDirectory() as tmp:
        done = subprocess.run(
            [
                "valgrind", "--tool=cachegrind", "--cache-sim=no",
                f"--cachegrind-out-file={tmp}/out", sys.executable, __file__,
                "--work", game_id, kind, str(n),
            ],
            env={**os.environ, "PYTHONPATH": str(tree / "src"), "PYTHONHASHSEED": "0"},
            capture_output=True, text=True, check=False, cwd=tmp,
        )  # fmt: skip
    found = re.findall(r"I\s+refs:\s+([\d,]+)", done.stderr)
    if done.returncode != 0 or not found:
        raise SystemExit(f"{tree}: {game_id} {kind} failed:\n{done.stderr[-2000:]}")
    return int(found[-1].replace(",", ""))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("trees", nargs="*", type=Path, help="the old tree, then the new one")
    parser.add_argument("--games", default=None, help="game ids, comma-separated (default: all)")
    parser.add_argument("--kinds", default=",".join(KINDS), help="kinds, comma-separated")
    parser.add_argument("--work", nargs=3, metavar=("GAME", "KIND", "N"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.work:
        game_id, kind, n = args.work
        work(game_id, kind, int(n))
        return
    if len(args.trees) != 2:
        parser.error("give two trees: the old one, then the new one")
    old, new = args.trees
    if args.games:
        games = args.games.split(",")
    else:
        import afoot.games

        games = [spec.id for spec in afoot.games.specs()]
    kinds = args.kinds.split(",")
    print(f"{'game':15} {'kind':12} {'old':>14} {'new':>14}  new/old")
    for game_id in games:
        base: dict[tuple[Path, str], int] = {}
        for kind in kinds:
            under, n = KINDS[kind]
            figures = []
            for tree in (old, new):
                if (tree, under) not in base:
                    base[tree, under] = count(tree, game_id, under, 0)
                figures.append(count(tree, game_id, kind, n) - base[tree, under])
            print(
                f"{game_id:15} {kind:12} {figures[0]:>14,} {figures[1]:>14,}  "
                f"{figures[1] / figures[0]:.3f}",
                flush=True,
            )


if __name__ == "__main__":
    main()

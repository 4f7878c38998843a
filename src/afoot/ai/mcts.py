"""Monte Carlo tree search agents for every game, through the engine contract only.

Three agents share one search (:func:`search`); they differ in the worlds it runs on:

``ismcts``
    Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012). One tree for the
    deciding seat; every iteration samples a fresh world consistent with what the seat knows
    (``rules.determinize`` of ``spec.search.canonical`` when the game has it, so the search is a
    function of the seat's view and the agent's seed) and walks the tree in that world. Children
    are keyed by (seat, action); selection is UCB1 with availability counts (a child's count of
    the iterations in which it was legal), which is what makes one tree serve many worlds.
``pimc``
    Perfect-information Monte Carlo, the classic baseline: ``worlds`` determinizations, one
    plain UCT tree each, root visit counts summed. It suffers strategy fusion (it assumes it will
    know the hidden cards later), which ISMCTS avoids.
``cheat``
    UCT on the true state: it sees every hidden card. A reference for the value of hidden
    information (the "cheat gap"), never offered to players.

Leaves. A game may supply ``evaluate(state, seat) -> per-seat values in [0, 1]`` (an estimate
of each seat's chance to win, read from a world; Holmes turns its heuristic into one) and
``rollout(state, seat, rng) -> action`` (a playout policy for the seat to act). Without
``evaluate`` a leaf is played out to the end, with ``rollout`` or uniformly at random; with it
the playout stops after ``rollout_depth`` actions (0: evaluate the leaf at once) and evaluates.
A finished game is worth 1 to each winner, ``1 / seats`` to everyone in a draw, 0 otherwise;
a cooperative win is worth 1 to the whole team.

Who acts. In a world the seat to act is the lowest seat the game waits for. Out-of-turn
interruptions (Purrrlock's "Paws!") are not searched: the agent's ``interrupt`` asks the game's
own bot (its ``prior``) when the game has one, and never interrupts otherwise.

Budgets. ``iterations`` (deterministic: the same seed gives the same decisions) or ``seconds``
(a wall-clock budget, checked every few iterations; decisions then depend on the machine's
speed). A decision with one legal action is taken without searching.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from typing import Any

from afoot.engine.core import GameSpec, Rules
from afoot.engine.errors import AfootError, InvalidOption
from afoot.engine.events import SILENT
from afoot.engine.game import Game

Evaluate = Callable[[Any, int], Sequence[float]]
Rollout = Callable[[Any, int, random.Random], Any]

#: default UCB1 exploration constant for rewards in [0, 1]
EXPLORATION = 0.7
#: iterations between two looks at the clock under a time budget
CLOCK_EVERY = 16
#: a playout longer than this many actions is cut off and scored as a draw
MAX_PLAYOUT = 5_000


class Node:
    """A tree node: the edge into it (who moved, and its statistics) and its children, by the
    seat to move and then by action."""

    __slots__ = ("avail", "children", "k", "mean", "mover", "n", "w")

    def __init__(self, mover: int) -> None:
        self.mover = mover
        #: visits, total reward of ``mover``, and iterations in which this edge was legal
        self.n = 0
        self.w = 0.0
        self.avail = 0
        #: ``w / n`` and ``c / sqrt(n)``, kept up to date by the back-up (selection reads them
        #: for every legal child of every node it passes, the back-up writes a path)
        self.mean = 0.0
        self.k = 0.0
        self.children: dict[int, dict[Any, Node]] = {}

    def child(self, seat: int, action: Any) -> Node | None:
        """The child reached by ``seat`` playing ``action``, if the tree has it."""
        kids = self.children.get(seat)
        return kids.get(action) if kids is not None else None

    def edges(self) -> list[tuple[int, Any, Node]]:
        """Every (seat, action, child) below this node."""
        return [(s, a, n) for s, kids in self.children.items() for a, n in kids.items()]


class Budget:
    """How long one decision may search: a number of iterations, or of seconds."""

    __slots__ = ("iterations", "seconds")

    def __init__(self, iterations: int | None = None, seconds: float | None = None) -> None:
        if (iterations is None) == (seconds is None):
            raise InvalidOption("a search budget is a number of iterations or of seconds")
        if iterations is not None and (isinstance(iterations, bool) or iterations <= 0):
            raise InvalidOption(
                f"the iteration budget must be a whole number > 0, not {iterations}"
            )
        if seconds is not None and not seconds > 0:
            raise InvalidOption(f"the time budget must be more than 0 seconds, not {seconds}")
        self.iterations = iterations
        self.seconds = seconds

    @classmethod
    def parse(cls, text: str) -> Budget:
        """``"2000"`` iterations, ``"1s"`` / ``"0.5s"`` / ``"250ms"`` of wall-clock time."""
        raw = text.strip().lower()
        allowed = "a budget is iterations (e.g. 2000) or time (e.g. 1s, 0.5s, 250ms), above 0"
        try:
            if raw.endswith("ms"):
                return cls(seconds=float(raw[:-2]) / 1000.0)
            if raw.endswith("s"):
                return cls(seconds=float(raw[:-1]))
            return cls(iterations=int(raw))
        except ValueError:
            raise InvalidOption(f"bad search budget {text!r}; {allowed}") from None
        except InvalidOption:
            raise InvalidOption(f"bad search budget {text!r}; {allowed}") from None

    def __repr__(self) -> str:
        if self.iterations is not None:
            return f"{self.iterations}"
        return f"{self.seconds:g}s"


def _waiting(spec: GameSpec) -> Callable[[Any], frozenset[int]]:
    fn = spec.waiting_for
    return fn if fn is not None else spec.rules.to_act


def terminal_values(rules: Rules, state: Any, players: int) -> list[float]:
    """What a finished game is worth to each seat: 1 a win, ``1 / players`` a draw, else 0."""
    result = rules.result(state)
    if result is None:  # a playout cut off: nobody knows
        return [1.0 / players] * players
    if result.draw:
        return [1.0 / players] * players
    values = [0.0] * players
    for s in result.winners:
        values[s] = 1.0
    return values


class Search:
    """One decision's search. ``worlds(rng)`` returns a fresh world for each iteration (a
    determinization, or a copy of one fixed world); the tree is rooted at ``seat``'s decision."""

    __slots__ = (
        "apply",
        "c",
        "evaluate",
        "is_over",
        "legal",
        "players",
        "rng",
        "rollout",
        "rollout_depth",
        "rules",
        "seat",
        "waiting",
    )

    def __init__(
        self,
        spec: GameSpec,
        seat: int,
        players: int,
        rng: random.Random,
        c: float = EXPLORATION,
        rollout_depth: int = 0,
    ) -> None:
        self.rules = rules = spec.rules
        self.seat = seat
        self.players = players
        self.rng = rng
        self.c = c
        self.rollout_depth = rollout_depth
        self.evaluate: Evaluate | None = spec.search.evaluate
        self.rollout: Rollout | None = spec.search.rollout
        self.legal = rules.legal
        self.apply = rules.apply
        self.is_over = rules.is_over
        self.waiting = _waiting(spec)

    def iterate(self, root: Node, world: Any) -> None:
        """One iteration in ``world`` (consumed): select, expand one node, evaluate, back up."""
        rng = self.rng
        legal_of = self.legal
        apply = self.apply
        is_over = self.is_over
        waiting = self.waiting
        log = math.log
        sqrt = math.sqrt
        node = root
        path: list[Node] = []
        while not is_over(world):
            mover = min(waiting(world))
            legal = legal_of(world, mover)
            if len(legal) == 1:  # forced: no decision, no node
                apply(world, mover, legal[0], rng, SILENT)
                continue
            kids = node.children.get(mover)
            if kids is None:
                kids = node.children[mover] = {}
            untried: list[Any] = []
            best: Node | None = None
            best_action: Any = None
            best_score = -1.0
            for action in legal:
                child = kids.get(action)
                if child is None:
                    untried.append(action)
                    continue
                a = child.avail + 1
                child.avail = a
                if not untried:
                    score = child.mean + child.k * sqrt(log(a))
                    if score > best_score:
                        best_score, best, best_action = score, child, action
            if untried:
                action = untried[rng.randrange(len(untried))] if len(untried) > 1 else untried[0]
                child = Node(mover)
                child.avail = 1
                kids[action] = child
                apply(world, mover, action, rng, SILENT)
                path.append(child)
                break
            assert best is not None
            apply(world, mover, best_action, rng, SILENT)
            path.append(best)
            node = best
        values = self.leaf(world)
        c = self.c
        for n in path:
            visits = n.n + 1
            n.n = visits
            n.w += values[n.mover]
            n.mean = n.w / visits
            n.k = c / sqrt(visits)

    def leaf(self, world: Any) -> Sequence[float]:
        """The value of ``world`` to each seat: exact when over, else a playout and/or the
        game's evaluation."""
        rules = self.rules
        if self.is_over(world):
            return terminal_values(rules, world, self.players)
        evaluate = self.evaluate
        limit = self.rollout_depth if evaluate is not None else MAX_PLAYOUT
        rng = self.rng
        rollout = self.rollout
        waiting = self.waiting
        steps = 0
        while steps < limit and not self.is_over(world):
            mover = min(waiting(world))
            if rollout is not None:
                action = rollout(world, mover, rng)
            else:
                legal = self.legal(world, mover)
                action = legal[rng.randrange(len(legal))] if len(legal) > 1 else legal[0]
            self.apply(world, mover, action, rng, SILENT)
            steps += 1
        if self.is_over(world) or evaluate is None:
            return terminal_values(rules, world, self.players)
        return evaluate(world, self.seat)


def sampler(spec: GameSpec, state: Any, seat: int) -> Callable[[random.Random], Any]:
    """``sample(rng)``: a world ``seat`` cannot tell from ``state``, drawn from the canonical
    state of seat's information set when the game has one (``spec.search.canonical``), through
    the game's precomputed plan when it has one (``spec.search.determinizer``)."""
    canonical = spec.search.canonical
    base = canonical(state, seat) if canonical is not None else state
    plan = spec.search.determinizer
    if plan is not None:
        fast: Callable[[random.Random], Any] = plan(base, seat)
        return fast
    determinize = spec.rules.determinize
    return lambda rng: determinize(base, seat, rng)


def _stop_after(budget: Budget) -> Callable[[int], bool]:
    """``done(iterations so far)`` for a budget."""
    if budget.iterations is not None:
        cap = budget.iterations
        return lambda i: i >= cap
    deadline = time.perf_counter() + (budget.seconds or 0.0)
    clock = time.perf_counter
    return lambda i: i > 0 and i % CLOCK_EVERY == 0 and clock() >= deadline


def best_action(root: Node, seat: int, legal: Sequence[Any], rng: random.Random) -> Any:
    """The most visited of ``seat``'s legal root actions (then the best mean, then ``rng``)."""
    ranked: list[tuple[int, float, int]] = []
    for i, action in enumerate(legal):
        child = root.child(seat, action)
        if child is None:
            ranked.append((0, 0.0, i))
        else:
            ranked.append((child.n, child.w / child.n if child.n else 0.0, i))
    top = max(ranked)
    ties = [r[2] for r in ranked if r[0] == top[0] and abs(r[1] - top[1]) < 1e-12]
    pick = ties[0] if len(ties) == 1 else ties[rng.randrange(len(ties))]
    return legal[pick]


class MCTSAgent:
    """The search agents (see the module docstring): ``mode`` is ``ismcts``, ``pimc`` or
    ``cheat``. ``prior`` is the game's own bot (a factory), asked for interruptions."""

    def __init__(
        self,
        mode: str = "ismcts",
        seed: int | None = None,
        budget: Budget | None = None,
        *,
        c: float = EXPLORATION,
        rollout_depth: int = 0,
        worlds: int = 10,
        prior: Callable[[int | None], Any] | None = None,
    ) -> None:
        if mode not in ("ismcts", "pimc", "cheat"):
            raise InvalidOption(f"unknown search mode {mode!r}; modes: ismcts, pimc, cheat")
        self.mode = mode
        self.budget = budget if budget is not None else Budget(iterations=1000)
        self.name = mode if budget is None else f"{mode}:{self.budget!r}"
        self.rng = random.Random(seed)
        self.c = c
        self.rollout_depth = rollout_depth
        self.worlds = worlds
        self._prior_factory = prior
        self._prior: Any = None
        #: searched decisions and their iterations, for speed reports
        self.decisions = 0
        self.iterations = 0
        self.last_root: Node | None = None

    # -- agent protocol ----------------------------------------------------------------
    def act(self, game: Game, seat: int) -> Any:
        legal = game.rules.legal(game.state, seat)
        if not legal:
            raise AfootError(f"seat {seat} has no legal action now")
        if len(legal) == 1:
            return legal[0]
        return self.decide(game.spec, game.state, seat, game.players, legal)

    def interrupt(self, game: Game, seat: int) -> Any | None:
        """The game's own bot decides whether to interrupt (the search never does)."""
        if self._prior_factory is None:
            return None
        if self._prior is None:
            self._prior = self._prior_factory(self.rng.getrandbits(63))
        ask = getattr(self._prior, "interrupt", None)
        return ask(game, seat) if ask is not None else None

    # -- search ------------------------------------------------------------------------
    def decide(
        self, spec: GameSpec, state: Any, seat: int, players: int, legal: Sequence[Any]
    ) -> Any:
        """Search from ``state`` for ``seat`` within the budget; return the chosen action."""
        rng = random.Random(self.rng.getrandbits(64))
        search = Search(spec, seat, players, rng, self.c, self.rollout_depth)
        done = _stop_after(self.budget)
        clone = spec.rules.clone
        if self.mode != "pimc":  # one tree: fresh worlds (ismcts) or copies of the real one
            world: Callable[[random.Random], Any] = (
                (lambda _: clone(state)) if self.mode == "cheat" else sampler(spec, state, seat)
            )
            root = Node(-1)
            i = 0
            while not done(i):
                search.iterate(root, world(rng))
                i += 1
            self._count(i, root)
            return best_action(root, seat, legal, rng)
        sample = sampler(spec, state, seat)
        # pimc: the budget shared by ``worlds`` trees, one per determinization, round-robin
        worlds = [sample(rng) for _ in range(self.worlds)]
        roots = [Node(-1) for _ in worlds]
        i = 0
        while not done(i):
            k = i % len(worlds)
            search.iterate(roots[k], clone(worlds[k]))
            i += 1
        total = Node(-1)
        for r in roots:
            for mover, action, child in r.edges():
                agg = total.child(mover, action)
                if agg is None:
                    agg = total.children.setdefault(mover, {})[action] = Node(mover)
                agg.n += child.n
                agg.w += child.w
        self._count(i, total)
        return best_action(total, seat, legal, rng)

    def _count(self, iterations: int, root: Node) -> None:
        self.decisions += 1
        self.iterations += iterations
        self.last_root = root

"""The deduce bot at Purrrlock: deduction speed, wins against random, catch rates, decision time.

    .venv/bin/python benchmarks/bots_purrrlock.py --games 1000 --seed 1

Everything is seeded: game ``i`` of a section uses the seed ``derive_seed(S, section, i)``
(``afoot.sim.derive_seed``) and the bot in seat ``s`` of that game
``derive_seed(game_seed, "agent", s)``; the acting seat follows ``afoot.sim.runner.next_move``
(interrupting agents first). The same arguments print the same figures, timings apart.

1. Turns to a single candidate, at 4-player tables of deduce bots. An investigation starts
   when it is drawn (set-up, or after a right guess) and seeded. Its count is the number of
   its owner's Investigates (own turns in which the owner showed at least one card while it
   was the owner's investigation) until its candidate set -- ``views.candidates``, the very
   set the bot tracks from its view -- first has exactly one card, checked after every action
   of anybody (so cards shown by others and the owner's wrong guesses count when they
   happen; reaching 1 after the first card of an Investigate counts that Investigate; 0 when
   the seeding alone leaves one card). An investigation that never reaches one card --
   solved by a right guess first, or still open when the game ends -- is censored: counted
   apart and left out of the mean. Two settings, each with three ways of choosing the cards
   to show: ``pair`` (the bot: look-ahead over the pair), ``entropy`` (greedy: the most
   informative single card) and ``random`` (random cards, all else equal):
   "in play" (the bot as it plays, gambling on uncertain guesses) and "pure deduction"
   (``gamble=False``: it guesses, and calls "Paws!", only when certain, so almost no
   investigation is censored by a guess).
2. deduce against 3 random bots at 4 players, seat-rotated (game ``i``: deduce in seat
   ``i % 4``). A win is being among the winners (Chief Inspector; ties share the title);
   an escape has no winner, so deduce wins only when Furriarty is caught, almost always by
   itself. At 4 players that takes 15 tokens by the end of round 6 (9 left of Furriarty, 5
   revealed by its moves, then Furriarty), from at most 7 guesses of 2 tokens (6 turns and
   "Paws!") plus the random bots' rare lucky guesses. For reference, a seat that *knows* its
   investigation (it reads the hidden state: an upper bound, not a bot) plays the same
   seeds: even it needs a random bot to collect a token.
3. Catch rates of tables of deduce bots at 2, 3, 4 and 5 players.
4. Decision time of the deduce bot: ``time.perf_counter`` around every ``act`` and
   ``interrupt`` call of sections 2 and 3 (view, candidates and choice included).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

try:
    import afoot
except ImportError:  # run from a checkout without installing
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
    import afoot

from afoot.ai import RandomAgent
from afoot.engine.game import Game
from afoot.games.purrrlock import GAME, views
from afoot.games.purrrlock import actions as A
from afoot.games.purrrlock.bots import DeduceBot
from afoot.games.purrrlock.data import HOUR, SUSPECT, SUSPECTS
from afoot.sim import derive_seed
from afoot.sim.runner import next_move

CARDS = ("pair", "entropy", "random")


# -- timing ------------------------------------------------------------------------------------
@dataclass
class Clock:
    act: list[float] = field(default_factory=list)
    interrupt: list[float] = field(default_factory=list)


class Timed:
    """A deduce bot whose every decision is timed."""

    def __init__(self, bot: DeduceBot, clock: Clock) -> None:
        self.bot = bot
        self.clock = clock
        self.name = bot.name

    def act(self, game: Game, seat: int) -> Any:
        t0 = time.perf_counter()
        action = self.bot.act(game, seat)
        self.clock.act.append(time.perf_counter() - t0)
        return action

    def interrupt(self, game: Game, seat: int) -> Any | None:
        t0 = time.perf_counter()
        action = self.bot.interrupt(game, seat)
        self.clock.interrupt.append(time.perf_counter() - t0)
        return action


class Oracle:
    """Reference only: a seat that reads its own investigation from the hidden state and
    guesses both details every time it may (its own turn and one "Paws!" at once)."""

    name = "oracle"

    def _guess(self, game: Game, seat: int) -> A.Guess:
        c = game.state.inv[seat]
        return A.Guess(SUSPECTS[SUSPECT[c]], HOUR[c])

    def act(self, game: Game, seat: int) -> Any:
        legal = game.legal_actions(seat)
        if game.state.inv[seat] >= 0:
            guess = self._guess(game, seat)
            if guess in legal:
                return guess
        for action in legal:
            if isinstance(action, A.Show):
                return action
        return A.END_TURN if A.END_TURN in legal else legal[0]

    def interrupt(self, game: Game, seat: int) -> Any | None:
        return A.PAWS if A.PAWS in game.legal_actions(seat) else None


def play(game: Game, agents: Sequence[Any], hook: Callable[[Game, int, Any], None] | None) -> None:
    """Play to the end; ``hook(game, seat, action)`` runs before each action is applied."""
    while not game.is_over:
        seat, action = next_move(game, agents)
        if hook is not None:
            hook(game, seat, action)
        game.apply(seat, action)


# -- 1. turns to a single candidate --------------------------------------------------------
@dataclass
class Turns:
    reached: list[int] = field(default_factory=list)
    #: Investigates done by censored investigations (never reached 1)
    censored: list[int] = field(default_factory=list)
    solved_first: int = 0
    open_at_end: int = 0

    def kaplan_meier(self) -> float:
        """The mean with the censored ones in (Kaplan-Meier: a censored investigation with
        k Investigates needed more than k); a lower bound if the longest is censored."""
        top = max(self.reached + self.censored, default=0)
        alive, mean = 1.0, 0.0
        for t in range(top + 1):
            at_risk = sum(r >= t for r in self.reached) + sum(c >= t for c in self.censored)
            if at_risk:
                alive *= 1 - self.reached.count(t) / at_risk
            mean += alive
        return mean

    def line(self, label: str) -> str:
        total = len(self.reached) + len(self.censored)
        mean = statistics.mean(self.reached) if self.reached else float("nan")
        top = max(self.reached, default=0)
        hist = " ".join(f"{k}:{self.reached.count(k)}" for k in range(top + 1))
        return (
            f"  {label:<14} mean {mean:5.3f} over {len(self.reached):>5} reaching 1 "
            f"[{hist}]; of {total}, censored {self.solved_first} solved first and "
            f"{self.open_at_end} open at the end; Kaplan-Meier mean {self.kaplan_meier():5.3f}"
        )


def _track(st: Any, track: list[list[Any]], out: Turns) -> None:
    """Update, after an action, each seat's [investigation key, Investigates, reached 1]."""
    for s in range(st.n):
        key = (st.inv[s], len(st.solved[s]))
        t = track[s]
        if t[0] != key:  # a new investigation (a right guess ended the last one)
            if t[0] is not None and not t[2]:
                out.solved_first += 1
                out.censored.append(t[1])
            track[s] = t = [key, 0, False]
        if not t[2] and st.inv[s] >= 0 and views.candidates(st, s).bit_count() == 1:
            t[2] = True
            out.reached.append(t[1])


def turns_run(games: int, seed: int, cards: str, gamble: bool) -> Turns:
    out = Turns()
    for i in range(games):
        game_seed = derive_seed(seed, "turns", i)
        game = Game(GAME, 4, game_seed)
        bots = [
            DeduceBot(derive_seed(game_seed, "agent", s), cards=cards, gamble=gamble)
            for s in range(4)
        ]
        track: list[list[Any]] = [[None, 0, False] for _ in range(4)]
        _track(game.state, track, out)
        while not game.is_over:
            seat, action = next_move(game, bots)
            st = game.state
            if isinstance(action, A.Show) and seat == st.cur and st.shown == 0:
                track[seat][1] += 1  # the first card of an own Investigate
            game.apply(seat, action)
            if not game.is_over:
                _track(game.state, track, out)
        st = game.state
        for s in range(4):
            if track[s][2]:
                continue
            out.censored.append(track[s][1])
            if st.inv[s] >= 0:
                out.open_at_end += 1
            else:
                out.solved_first += 1  # the catching investigation
    return out


# -- 2. against random ------------------------------------------------------------------------
@dataclass
class VsRandom:
    games: int = 0
    wins: int = 0
    caught: int = 0
    most_vp: int = 0
    vp: float = 0.0
    random_vp: float = 0.0
    tokens: float = 0.0
    random_tokens: float = 0.0
    by_seat: list[int] = field(default_factory=lambda: [0, 0, 0, 0])


def vs_random(games: int, seed: int, clock: Clock | None, oracle: bool) -> VsRandom:
    out = VsRandom()
    for i in range(games):
        game_seed = derive_seed(seed, "vs-random", i)
        game = Game(GAME, 4, game_seed)
        me = i % 4
        agents: list[Any] = [RandomAgent(derive_seed(game_seed, "agent", s)) for s in range(4)]
        if oracle:
            agents[me] = Oracle()
        else:
            bot = DeduceBot(derive_seed(game_seed, "agent", me))
            agents[me] = Timed(bot, clock) if clock is not None else bot
        play(game, agents, None)
        result = game.result()
        assert result is not None
        out.games += 1
        won = me in result.winners
        out.wins += won
        out.by_seat[me] += won
        out.caught += bool(result.details["caught"])
        scores = result.scores
        out.most_vp += scores[me] > max(scores[s] for s in range(4) if s != me)
        out.vp += scores[me]
        out.random_vp += sum(scores[s] for s in range(4) if s != me) / 3
        tokens = result.details["tokens"]
        out.tokens += len(tokens[me])
        out.random_tokens += sum(len(tokens[s]) for s in range(4) if s != me) / 3
    return out


# -- 3. deduce tables --------------------------------------------------------------------------
@dataclass
class Table:
    games: int = 0
    caught: int = 0
    rounds: float = 0.0
    tokens: float = 0.0
    paws: float = 0.0
    wins_by_seat: list[int] = field(default_factory=list)


def table_run(players: int, games: int, seed: int, clock: Clock | None) -> Table:
    out = Table(wins_by_seat=[0] * players)
    for i in range(games):
        game_seed = derive_seed(seed, "table", players, i)
        game = Game(GAME, players, game_seed)
        agents: list[Any] = []
        for s in range(players):
            bot = DeduceBot(derive_seed(game_seed, "agent", s))
            agents.append(Timed(bot, clock) if clock is not None else bot)
        play(game, agents, None)
        result = game.result()
        assert result is not None
        out.games += 1
        out.caught += bool(result.details["caught"])
        out.rounds += game.state.round
        out.tokens += sum(len(t) for t in result.details["tokens"])
        out.paws += sum(result.details["paws"])
        for s in result.winners:
            out.wins_by_seat[s] += 1
    return out


def pct(k: float, n: int) -> str:
    return f"{100.0 * k / n:5.1f}%" if n else "  n/a"


def times_line(label: str, samples: list[float]) -> str:
    if not samples:
        return f"  {label:<10} no calls"
    ms = sorted(x * 1000 for x in samples)
    p95 = ms[min(len(ms) - 1, int(0.95 * len(ms)))]
    return (
        f"  {label:<10} {len(ms):>8} calls  median {statistics.median(ms):6.3f} ms  "
        f"p95 {p95:6.3f} ms  max {ms[-1]:6.3f} ms"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games vs random and per table")
    parser.add_argument(
        "--turn-games", type=int, default=None, help="games per turns setting (default --games)"
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-oracle", action="store_true", help="skip the oracle reference")
    args = parser.parse_args(argv)
    turn_games = args.games if args.turn_games is None else args.turn_games
    start = time.perf_counter()
    print(f"deduce at purrrlock (afoot {afoot.__version__}), seed {args.seed}\n")

    print(
        f"1. own Investigates from a new investigation to one candidate, 4 deduce bots, "
        f"{turn_games} games per line (target: mean <= 2.60)"
    )
    for gamble, title in ((True, "in play"), (False, "pure deduction")):
        print(f" {title}:")
        for cards in CARDS:
            print(turns_run(turn_games, args.seed, cards, gamble).line(f"cards={cards}"))
    print()

    clock = Clock()
    print(
        f"2. deduce vs 3 random at 4 players, {args.games} games, seat-rotated "
        f"(target: deduce wins >= 40%)"
    )
    r = vs_random(args.games, args.seed, clock, False)
    print(
        f"  deduce wins {r.wins}/{r.games} = {pct(r.wins, r.games)} (by seat "
        f"{', '.join(str(w) for w in r.by_seat)}); Furriarty caught {pct(r.caught, r.games)}"
    )
    print(
        f"  deduce has the most VP in {pct(r.most_vp, r.games)} of games; mean VP deduce "
        f"{r.vp / r.games:.2f}, random {r.random_vp / r.games:.2f}; mean tokens deduce "
        f"{r.tokens / r.games:.2f}, random {r.random_tokens / r.games:.2f}"
    )
    if not args.no_oracle:
        o = vs_random(args.games, args.seed, None, True)
        print(
            f"  reference, a seat that knows its investigation (reads the state): wins "
            f"{pct(o.wins, o.games)}, mean tokens {o.tokens / o.games:.2f}"
        )
    print()

    print(f"3. catch rate of deduce tables, {args.games} games each (target: >= 90% at 4)")
    for players in (2, 3, 4, 5):
        t = table_run(players, args.games, args.seed, clock)
        print(
            f"  {players} players: caught {t.caught}/{t.games} = {pct(t.caught, t.games)}; "
            f"mean rounds {t.rounds / t.games:.2f}, tokens collected {t.tokens / t.games:.2f}, "
            f'"Paws!" calls {t.paws / t.games:.2f}; wins by seat '
            f"{', '.join(str(w) for w in t.wins_by_seat)}"
        )
    print()

    print("4. deduce decision time, sections 2 and 3 (target: p95 <= 50 ms)")
    print(times_line("act", clock.act))
    print(times_line("interrupt", clock.interrupt))
    print(times_line("all", clock.act + clock.interrupt))
    print(f"\nwall {time.perf_counter() - start:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

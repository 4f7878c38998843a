"""``afoot play``: a game at the terminal, against bots or hot-seat.

The command knows a game only through its spec: the game's terminal board
(:func:`~afoot.cli.common.terminal_board`) draws its views, says its events and results and
asks for its moves; this module runs the table around it (whose turn, bots, out-of-turn
calls, the pass screen of hot-seat play, quitting).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from inspect import getdoc
from pathlib import Path
from typing import Annotated, Any

import msgspec
import typer
from rich.console import Console
from rich.panel import Panel
from rich.text import Text

import afoot
from afoot.cli import common
from afoot.cli.common import (
    OptionList,
    UsageError,
    bot_names,
    bots_help,
    check_agent,
    check_writable,
    default_opponent,
    parse_options,
    reflow,
    save_record,
    terminal_board,
    user_errors,
)
from afoot.engine.game import Game
from afoot.engine.terminal import Board, action_tag, choices, plural, seat_names, seat_style


class _Quit(Exception):
    """The player typed q."""


class _EndOfInput(Exception):
    """stdin ran out."""


class _Table:
    """A game at the terminal: humans answer prompts, bots act for the other seats; the
    :class:`~afoot.engine.terminal.Session` a board's move entry talks to.

    Whose decision it is comes from ``game.waiting_for``. Before each decision, bot seats that
    may act out of turn (``to_act - waiting_for``: an interruption, as a "Paws!" call) are
    asked ``interrupt``; against bots the human is offered an out-of-turn action before each
    bot decision; hot-seat, at each pass of the keyboard.
    """

    def __init__(
        self,
        console: Console,
        game: Game,
        board: Board,
        humans: Sequence[int],
        bots: Mapping[int, Any],
        hotseat: bool,
    ) -> None:
        self.console = console
        self.game = game
        self.board = board
        self.humans = list(humans)
        self.bots = dict(bots)
        self.hotseat = hotseat
        self.names = seat_names(game.view(None), game.players)
        self.seen = [0] * game.players
        self.last_human: int | None = None
        #: the human typed s: no more out-of-turn offers before bot decisions
        self.quiet = False
        #: seats that have seen a board
        self.boarded: set[int] = set()

    # input ----------------------------------------------------------------------------
    def ask(self, prompt: str) -> str:
        try:
            answer = self.console.input(prompt)
        except EOFError:
            raise _EndOfInput from None
        answer = answer.strip()
        if answer.lower() in ("q", "quit", "exit"):
            raise _Quit
        return answer

    def refuse(self, answer: str, what: str) -> None:
        shown = answer if len(answer) <= 20 else answer[:17] + "..."
        self.console.print(f"[red]{shown!r} is not {what}", highlight=False)

    def pick_number(self, prompt: str, n: int) -> int:
        """A number from 1 to n, or 0 to go back."""
        while True:
            answer = self.ask(prompt)
            if answer.isdigit() and 0 <= int(answer) <= n:
                return int(answer)
            self.refuse(answer, f"a choice:[/] type a number from 1 to {n}, 0 to go back.")

    # output ---------------------------------------------------------------------------
    def label(self, seat: int) -> Text:
        name = self.names[seat]
        text = name if name == f"Seat {seat}" else f"{name} (seat {seat})"
        return Text(text, seat_style(seat))

    def show_news(self, seat: int, compact: bool = False) -> None:
        log = self.game.log(seat)
        new = log[self.seen[seat] :]
        self.seen[seat] = len(log)
        if not new:
            return
        lines = self.board.events(new, self.names, seat)
        if compact:
            for line in lines:
                self.console.print(Text.assemble(("• ", "dim"), line))
            return
        body = Text("\n".join(f"• {line}" for line in lines))
        self.console.print(
            Panel(
                body,
                title="What happened",
                title_align="left",
                border_style="dim",
                expand=False,
            )
        )

    def show_board(self, seat: int | None) -> None:
        if seat is not None:
            self.boarded.add(seat)
        view = self.game.view(seat)
        self.console.print(self.board.board(view, self.game.players, self.console.width))

    def show_choices(self, texts: Sequence[str]) -> None:
        self.console.print(choices(texts, self.console.width))

    # the loop -------------------------------------------------------------------------
    def run(self) -> None:
        game = self.game
        while not game.is_over:
            waiting = sorted(game.waiting_for)
            if not waiting:  # pragma: no cover - a rules bug; the engine promises a seat
                raise RuntimeError("the game is not over but no seat may act")
            if self.bot_interrupts():
                continue
            seat = waiting[0]  # several seats at once (a secret choice): in seat order
            bot = self.bots.get(seat)
            if bot is not None:
                if self.offer_out_of_turn(seat):
                    continue
                game.apply(seat, bot.act(game, seat))
                continue
            self.human_turn(seat)

    def optional_seats(self) -> list[int]:
        """Seats that may act now without being waited for (e.g. a "Paws!" call)."""
        game = self.game
        return sorted(game.to_act - game.waiting_for)

    def bot_interrupts(self) -> bool:
        """Ask the bots that may act out of turn, in seat order; True if one did."""
        for seat in self.optional_seats():
            interrupt = getattr(self.bots.get(seat), "interrupt", None)
            if interrupt is None:
                continue
            action = interrupt(self.game, seat)
            if action is not None:
                self.game.apply(seat, action)
                return True
        return False

    def offer_out_of_turn(self, acting: int) -> bool:
        """Before a bot decision: offer the human its out-of-turn action; True if taken."""
        if self.hotseat or self.quiet:
            return False
        for seat in self.optional_seats():
            if seat not in self.humans:
                continue
            actions = self.game.legal_actions(seat)
            if actions and self.offer(seat, acting, actions):
                return True
        return False

    def offer(self, seat: int, acting: int, actions: Sequence[Any]) -> bool:
        game = self.game
        if seat not in self.boarded:  # the first time: the news and where things stand
            self.show_news(seat)
            self.show_board(seat)
        else:
            self.show_news(seat, compact=True)
        call = self.board.call
        named = call is not None and len(actions) == 1 and action_tag(actions[0]) == call.tag
        what = call.key if call is not None and named else "p act now"
        words = ("p", *call.words) if call is not None else ("p",)
        prompt = f"{self.names[acting]} to act · Enter go on · {what} · s stop asking · b board: "
        while True:
            answer = self.ask(prompt)
            low = answer.lower()
            if not answer:
                return False
            if low in ("b", "board"):
                self.show_board(seat)
                continue
            if low in ("s", "stop"):
                self.quiet = True
                self.console.print(
                    call.stop if call is not None and named else "You will not be asked again."
                )
                return False
            if low in ("h", "help", "?"):
                self.console.print(
                    call.help
                    if call is not None and named
                    else "Enter lets the bot act; p acts now; s stops these questions."
                )
                continue
            if low in words:
                if len(actions) == 1:
                    game.apply(seat, actions[0])
                    return True
                texts = [game.describe(a) for a in actions]
                self.show_choices(texts)
                pick = self.pick_number(f"Which one? [1-{len(texts)}, 0 back]: ", len(texts))
                if pick:
                    game.apply(seat, actions[pick - 1])
                    return True
                continue
            does = call.does if call is not None and named else "p acts now"
            self.refuse(
                answer,
                f"an answer here:[/] Enter goes on, {does}, s stops asking, h helps, q quits.",
            )

    def wipe(self) -> None:
        """Clear the screen and the scrollback: the next player must not see the last hand."""
        if self.console.is_terminal:
            self.console.clear()
            self.console.file.write("\x1b[3J")
            self.console.file.flush()

    def pass_keyboard(self, seat: int) -> bool:
        """Hot-seat: hand the keyboard to ``seat``; the other players may act out of turn
        here (a "Paws!" call). True if one did: the game then waits for them."""
        self.wipe()
        self.console.rule(Text.assemble("Pass the keyboard to ", self.label(seat)))
        call = self.board.call
        callers = [s for s in self.optional_seats() if s in self.humans and s != seat]
        prompt = f"{self.names[seat]}: press Enter when ready (q quits) "
        if callers:
            who = ", ".join(self.names[s] for s in callers)
            notice = (
                call.notice(who)
                if call is not None
                else f"{who} may act now: type p instead of Enter."
            )
            self.console.print(Text(notice, "dim"))
            ready = call.ready if call is not None else "p act now"
            prompt = f"{self.names[seat]}: press Enter when ready ({ready}, q quits) "
        words = ("p", *call.words) if call is not None else ("p",)
        while True:
            answer = self.ask(prompt)
            if callers and answer.lower() in words:
                caller = self.pick_caller(callers)
                if caller is None:
                    continue
                actions = self.game.legal_actions(caller)
                named = [a for a in actions if call is not None and action_tag(a) == call.tag]
                self.game.apply(caller, (named or actions)[0])
                # a pass screen for the caller too: a slip of the finger must not show
                # anybody another player's screen
                self.last_human = None
                self.wipe()
                return True
            break
        self.wipe()
        return False

    def pick_caller(self, callers: Sequence[int]) -> int | None:
        seats = ", ".join(str(s) for s in callers)
        question = self.board.call.ask if self.board.call is not None else "Who acts now?"
        while True:
            answer = self.ask(f"{question} Your seat number ({seats}; Enter: nobody): ")
            if not answer:
                return None
            if answer.isdigit() and int(answer) in callers:
                return int(answer)
            self.refuse(answer, f"a seat that may call it:[/] type {seats}, or Enter.")

    def human_turn(self, seat: int) -> None:
        game = self.game
        if self.hotseat and seat != self.last_human and self.pass_keyboard(seat):
            return  # an out-of-turn call at the pass screen: the caller decides first
        self.last_human = seat
        self.show_news(seat)
        actions = game.legal_actions(seat)
        if len(actions) == 1:
            only = game.describe(actions[0])
            self.console.print(
                Text.assemble(self.label(seat), f": only one choice, done for you: {only}")
            )
            game.apply(seat, actions[0])
            return
        self.console.print()
        self.show_board(seat)
        game.apply(seat, self.board.choose(self, seat, actions))

    def finish(self) -> None:
        game = self.game
        viewer = self.last_human if self.last_human is not None else self.humans[0]
        self.show_news(viewer)
        self.show_board(viewer)
        result = game.result()
        if result is not None:
            self.console.print(self.board.result(msgspec.to_builtins(result), self.names, viewer))


def play(
    game: Annotated[
        str, typer.Argument(metavar="GAME", help="A game id (see afoot games).", show_default=False)
    ],
    option: OptionList = None,
    vs: Annotated[
        str | None,
        typer.Option(
            "--vs",
            help=(
                "Your opponents: a bot of the game (the other seats), or human (hot-seat, one "
                f"keyboard). Bots: {bots_help()}. Default: the medium level."
            ),
            show_default=False,
        ),
    ] = None,
    seat: Annotated[int, typer.Option("--seat", help="Your seat (0 moves first).")] = 0,
    seed: Annotated[
        int | None, typer.Option("--seed", help="Seed of the game (default: a fresh one).")
    ] = None,
    players: Annotated[
        int | None, typer.Option("--players", help="Number of players (default: the minimum).")
    ] = None,
    record: Annotated[
        Path | None,
        typer.Option("--record", help="Save the game record (JSON) to this file at the end."),
    ] = None,
) -> None:
    """Play a game in the terminal against bots, or hot-seat.

    Each decision shows what happened since your last one, the board as your seat sees it and
    numbered choices: type a number; [bold]b[/] shows the board again, [bold]q[/] quits
    (exit 0). When input ends (EOF) the game is abandoned with exit status 1.
    """
    console = common.console()
    with user_errors():
        options = parse_options(option)
        spec = afoot.spec_for(game)
        bots_here = bot_names(spec)
        opponent = vs if vs is not None else default_opponent(spec)
        if opponent != "human":
            from afoot.ai import is_reference, make_agent

            names = ", ".join((*bots_here, "human"))
            base = opponent.partition(":")[0].partition("~")[0].strip()
            if is_reference(opponent, spec):
                raise UsageError(
                    f"{base!r} sees hidden cards (a research reference, for simulate and "
                    f"tournament); choose from: {names}"
                )
            if base not in bots_here:
                why = " (it needs a heuristic the game lacks)" if base == "greedy" else ""
                raise UsageError(
                    f"unknown opponent {opponent!r} for {spec.id}{why}; choose from: {names}"
                )
            make_agent(opponent, 0, spec)  # a bad budget or mistake rate: its own one line
        match = afoot.new_game(game, players=players, seed=seed, options=options)
        if record is not None:
            check_writable(record)
        if not 0 <= seat < match.players:
            raise UsageError(f"seat must be 0-{match.players - 1} (got {seat})")
        hotseat = opponent == "human"
        humans = list(range(match.players)) if hotseat else [seat]
        bots: dict[int, Any] = {}
        if not hotseat:
            from afoot.ai import make_agent
            from afoot.sim import derive_seed

            check_agent(opponent, spec)
            bots = {
                s: make_agent(opponent, derive_seed(match.seed, "agent", s), spec)
                for s in range(match.players)
                if s not in humans
            }
    table = _Table(console, match, terminal_board(spec), humans, bots, hotseat)
    several = "s" if len(bots) > 1 else ""
    against = "hot-seat" if hotseat else f"against the {opponent} bot{several}"
    console.print(
        Text.assemble(
            ("afoot ", "bold"),
            f"{match.id} · {match.players} players · {against} · seed {match.seed} · ",
            *(("you are ", table.label(seat)) if not hotseat else ("all seats are human",)),
        )
    )
    status = 0
    try:
        table.run()
        table.finish()
    except _Quit:
        console.print(f"You left the game after {plural(len(match.actions), 'action')}.")
    except _EndOfInput:
        console.print(
            f"\nNo more input: the game is abandoned after {plural(len(match.actions), 'action')}."
        )
        status = 1
    except KeyboardInterrupt:
        console.print(
            f"\nInterrupted: the game is abandoned after {plural(len(match.actions), 'action')}."
        )
        status = 130
    if record is not None:
        with user_errors():
            save_record(record, match)
        console.print(f"Record saved to {record} (replay it with: afoot replay {record})")
    if status:
        raise typer.Exit(status)


def help_text() -> str:
    """``afoot play --help``: the command's own text, then each game's paragraph on its own
    keys and moves (its terminal board's ``help``)."""
    from afoot.games import REGISTRY

    paragraphs = [getdoc(play) or ""]
    for _, spec in sorted(REGISTRY.items()):
        if spec.terminal is not None:
            paragraphs.append(terminal_board(spec).help)
    return reflow("\n\n".join(p for p in paragraphs if p))

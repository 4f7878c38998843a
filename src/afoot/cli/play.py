"""``afoot play``: a game at the terminal, against bots or hot-seat.

The command knows a game only through its spec: the game's terminal board
(:func:`~afoot.cli.common.terminal_board`) draws its views, says its events and results and
asks for its moves; this module runs the table around it (whose turn, bots, out-of-turn
calls, the pass screen of hot-seat play, quitting). Everything is said in the terminal's
language (``--lang``): the board's words and the game's from their catalogues, this module's
from the command line's (``afoot/cli/locale/<lang>.json``).
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
    LangOption,
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
    terminal_lang,
    user_errors,
    words,
)
from afoot.engine.catalogue import Catalogue
from afoot.engine.game import Game
from afoot.engine.terminal import Board, action_tag, choices, seat_names, seat_style


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
        #: the command line's own words, in the board's language
        self.words: Catalogue = words(board.voice.lang)
        self.humans = list(humans)
        self.bots = dict(bots)
        self.hotseat = hotseat
        self.names = seat_names(game.view(None), game.players, board.voice)
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
        self.console.print(self.say("refuse", answer=repr(shown), what=what), highlight=False)

    def pick_number(self, prompt: str, n: int) -> int:
        """A number from 1 to n, or 0 to go back."""
        while True:
            answer = self.ask(prompt)
            if answer.isdigit() and 0 <= int(answer) <= n:
                return int(answer)
            self.refuse(answer, self.say("number.refuse", n=n))

    # output ---------------------------------------------------------------------------
    def say(self, key: str, **params: object) -> str:
        """The command line's words ``key``, in the terminal's language."""
        return self.words.label(key, **params)

    def label(self, seat: int) -> Text:
        name = self.names[seat]
        plain = name == self.board.voice.word("seat.name", seat=seat)
        text = name if plain else self.say("seat.label", name=name, seat=seat)
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
                title=self.say("news.title"),
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
        from afoot.ai import tell_lineup

        # the bots learn which seats are people (None), whom no convention can be asked of
        tell_lineup([self.bots.get(s) for s in range(game.players)])
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
        what = call.key if call is not None and named else self.say("offer.act_now")
        words = ("p", *call.words) if call is not None else ("p",)
        prompt = self.say("offer.prompt", name=self.names[acting], what=what)
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
                    call.stop if call is not None and named else self.say("offer.stopped")
                )
                return False
            if low in ("h", "help", "?"):
                self.console.print(
                    call.help if call is not None and named else self.say("offer.help")
                )
                continue
            if low in words:
                if len(actions) == 1:
                    game.apply(seat, actions[0])
                    return True
                texts = self.board.move_texts(self, seat, actions)
                self.show_choices(texts)
                pick = self.pick_number(self.say("offer.which", n=len(texts)), len(texts))
                if pick:
                    game.apply(seat, actions[pick - 1])
                    return True
                continue
            does = call.does if call is not None and named else self.say("offer.acts_now")
            self.refuse(answer, self.say("offer.refuse", does=does))

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
        self.console.rule(self.assemble("pass.rule", seat=self.label(seat)))
        call = self.board.call
        callers = [s for s in self.optional_seats() if s in self.humans and s != seat]
        prompt = self.say("pass.ready", name=self.names[seat])
        if callers:
            who = ", ".join(self.names[s] for s in callers)
            notice = call.notice(who) if call is not None else self.say("pass.may_act", names=who)
            self.console.print(Text(notice, "dim"))
            ready = call.ready if call is not None else self.say("offer.act_now")
            prompt = self.say("pass.ready_call", name=self.names[seat], ready=ready)
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
        call = self.board.call
        question = call.ask if call is not None else self.say("caller.ask")
        while True:
            answer = self.ask(self.say("caller.prompt", question=question, seats=seats))
            if not answer:
                return None
            if answer.isdigit() and int(answer) in callers:
                return int(answer)
            self.refuse(answer, self.say("caller.refuse", seats=seats))

    def assemble(self, key: str, **styled: Text) -> Text:
        """The words ``key`` with ``styled`` texts (in their colours) in their places."""
        out = Text()
        rest = self.say(key)
        while rest:
            at = min(
                ((rest.find(f"{{{k}}}"), k) for k in styled if f"{{{k}}}" in rest),
                default=(-1, ""),
            )
            if at[0] < 0:
                out.append(rest)
                break
            out.append(rest[: at[0]])
            out.append_text(styled[at[1]])
            rest = rest[at[0] + len(at[1]) + 2 :]
        return out

    def human_turn(self, seat: int) -> None:
        game = self.game
        if self.hotseat and seat != self.last_human and self.pass_keyboard(seat):
            return  # an out-of-turn call at the pass screen: the caller decides first
        self.last_human = seat
        self.show_news(seat)
        actions = game.legal_actions(seat)
        if len(actions) == 1:
            (only,) = self.board.move_texts(self, seat, actions)
            self.console.print(self.assemble("only_one", seat=self.label(seat), move=Text(only)))
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
    lang: LangOption = None,
) -> None:
    """Play a game in the terminal against bots, or hot-seat.

    Each decision shows what happened since your last one, the board as your seat sees it and
    numbered choices: type a number; [bold]b[/] shows the board again, [bold]q[/] quits
    (exit 0). When input ends (EOF) the game is abandoned with exit status 1.
    """
    console = common.console()
    with user_errors():
        said = words(terminal_lang(lang))
        options = parse_options(option)
        spec = afoot.spec_for(game)
        bots_here = bot_names(spec)
        opponent = vs if vs is not None else default_opponent(spec)
        if opponent != "human":
            from afoot.ai import is_reference, make_agent

            names = ", ".join((*bots_here, "human"))
            base = opponent.partition(":")[0].partition("~")[0].strip()
            if is_reference(opponent, spec):
                raise UsageError(said.label("error.reference", bot=repr(base), names=names))
            if base not in bots_here:
                raise UsageError(
                    said.label(
                        "error.greedy" if base == "greedy" else "error.opponent",
                        opponent=repr(opponent),
                        game=spec.id,
                        names=names,
                    )
                )
            make_agent(opponent, 0, spec)  # a bad budget or mistake rate: its own one line
        match = afoot.new_game(game, players=players, seed=seed, options=options)
        if record is not None:
            check_writable(record)
        if not 0 <= seat < match.players:
            raise UsageError(said.label("error.seat", last=match.players - 1, seat=seat))
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
    table = _Table(console, match, terminal_board(spec, said.lang), humans, bots, hotseat)
    against = (
        said.label("header.hotseat")
        if hotseat
        else said.label("header.against", bot=opponent, n=len(bots))
    )
    players_seed = (
        said.label("header.players", n=match.players),
        said.label("header.seed", seed=match.seed),
    )
    console.print(
        Text.assemble(
            ("afoot ", "bold"),
            f"{' · '.join((match.id, players_seed[0], against, players_seed[1]))} · ",
            table.assemble("header.you_are", seat=table.label(seat))
            if not hotseat
            else said.label("header.all_human"),
        )
    )
    status = 0

    def after(key: str) -> str:
        return said.label(key, actions=said.label("actions.after", n=len(match.actions)))

    try:
        table.run()
        table.finish()
    except _Quit:
        console.print(after("end.left"))
    except _EndOfInput:
        console.print("\n" + after("end.no_input"))
        status = 1
    except KeyboardInterrupt:
        console.print("\n" + after("end.interrupted"))
        status = 130
    if record is not None:
        with user_errors():
            save_record(record, match)
        console.print(said.label("end.saved", path=str(record)))
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

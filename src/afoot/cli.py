"""The ``afoot`` command: list games, play in the terminal, simulate, replay records, benchmark.

Every user mistake (an unknown game, option, agent or seat, a bad record) ends with one line
on stderr, ``error: ...``, and exit status 2; :func:`main` turns anything unexpected into one
line too, so no traceback ever reaches a user. Importing :mod:`afoot` never imports this module
(nor Typer).
"""

from __future__ import annotations

import inspect
import json
import os
import socket
import sys
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Any, NoReturn

import msgspec
import typer
from rich.console import Console
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

import afoot
from afoot import cli_render as R
from afoot.engine.core import GameSpec
from afoot.engine.errors import AfootError, InvalidRecord
from afoot.engine.game import Game

app = typer.Typer(
    name="afoot",
    help="The Sherlock Holmes deduction card games: play them in the terminal, simulate them.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode="rich",
)


OptionList = Annotated[
    list[str] | None,
    typer.Option(
        "--option",
        "-o",
        metavar="KEY=VALUE",
        help="A game option, repeatable: -o edition=kosmos -o reservation=true (see afoot games).",
    ),
]
JsonFlag = Annotated[bool, typer.Option("--json", help="Print JSON for machines.")]

#: where the games of a tournament or report run
BackendOption = Annotated[
    str, typer.Option("--backend", help="Where games run: serial, process (local cores) or ray.")
]
WorkersOption = Annotated[
    int | None,
    typer.Option("--workers", help="Worker processes (default: every core).", show_default=False),
]


class UsageError(AfootError):
    """A command-line value the CLI itself rejects (syntax of -o, a seat, a file)."""


class _Quit(Exception):
    """The player typed q."""


class _EndOfInput(Exception):
    """stdin ran out."""


# -- helpers -------------------------------------------------------------------------------
def _fail(message: str) -> NoReturn:
    sys.stderr.write(f"error: {message}\n")
    sys.stderr.flush()
    raise typer.Exit(2)


@contextmanager
def _user_errors() -> Iterator[None]:
    """Turn an AfootError into one line on stderr and exit status 2."""
    try:
        yield
    except AfootError as exc:
        _fail(str(exc).splitlines()[0] if str(exc) else type(exc).__name__)


def parse_options(pairs: Sequence[str] | None) -> dict[str, str]:
    """``["edition=kosmos", ...]`` -> ``{"edition": "kosmos"}``; UsageError on bad syntax."""
    out: dict[str, str] = {}
    for pair in pairs or ():
        key, sep, value = pair.partition("=")
        if not sep or not key.strip() or not value.strip():
            raise UsageError(f"option must be key=value (got {pair!r})")
        out[key.strip()] = value.strip()
    return out


def _parse_counts(text: str | None) -> list[int] | None:
    """``"2,3,4"`` -> ``[2, 3, 4]``; UsageError on anything else."""
    if text is None:
        return None
    parts = [p.strip() for p in text.split(",")]
    if not parts or not all(p.isdigit() for p in parts):
        raise UsageError(
            f"--players must be seat counts separated by commas, like 2,3,4 (got {text!r})"
        )
    return [int(p) for p in parts]


def _console() -> Console:
    return Console(highlight=False)


def _write_json(data: object) -> None:
    sys.stdout.write(json.dumps(data, indent=2) + "\n")


def bot_names(spec: GameSpec) -> list[str]:
    """The bots a player may face in a game: its difficulty levels, its own bots, greedy
    (when the game has the heuristic it needs), the search agents, random. The ``cheat``
    reference (it sees hidden cards) is for research only: simulate and tournament take it."""
    from afoot.ai import agent_names

    names = agent_names(spec, for_players=True)
    return [*(n for n in names if n != "random"), "random"]


def _default_opponent(spec: GameSpec) -> str:
    """The bot a player faces unless told otherwise: the game's ``medium`` level."""
    names = bot_names(spec)
    return "medium" if "medium" in names else names[0]


def _check_agent(name: str, spec: GameSpec) -> None:
    """UsageError unless ``name`` names an agent (with its budget or mistake rate) that can
    play the game of ``spec``."""
    from afoot.ai import make_agent

    try:
        make_agent(name, 0, spec)
    except ImportError as exc:
        raise UsageError(f"agent {name!r} is not available in this installation ({exc})") from None


def _bots_help() -> str:
    """ "holmes: greedy, random; purrrlock: deduce, random" (read when the module loads)."""
    try:
        from afoot.games import REGISTRY

        return "; ".join(f"{gid}: {', '.join(bot_names(r))}" for gid, r in sorted(REGISTRY.items()))
    except Exception:  # pragma: no cover - help text only
        return "see afoot games"


def _progress(console: Console) -> Any:
    """A live progress bar (games done of all, time left) that vanishes when done."""
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeRemainingColumn,
    )

    return Progress(
        TextColumn("[bold]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        console=console,
        transient=True,
    )


def _write_atomically(path: Path, data: bytes) -> None:
    """``path`` holds ``data`` whole or is left as it was (written beside it, then renamed)."""
    part = path.with_name(path.name + ".part")
    try:
        part.write_bytes(data)
        os.replace(part, path)
    finally:
        part.unlink(missing_ok=True)


def _save_record(path: Path, game: Game) -> None:
    try:
        _write_atomically(path, (json.dumps(game.record(), indent=1) + "\n").encode())
    except OSError as exc:
        raise UsageError(f"cannot write the record to {path}: {exc.strerror or exc}") from None


def _check_writable(path: Path) -> None:
    """UsageError, one line, unless a file can be written at ``path`` (its directory exists,
    it is no directory, the file can be created or opened for writing); changes nothing."""
    parent = path.parent
    if not parent.exists():
        raise UsageError(f"cannot write the record to {path}: no such directory {parent}")
    if not parent.is_dir():
        raise UsageError(f"cannot write the record to {path}: {parent} is not a directory")
    if path.is_dir():
        raise UsageError(f"cannot write the record to {path}: it is a directory")
    existed = path.exists()
    try:
        with path.open("ab"):
            pass
    except OSError as exc:
        raise UsageError(f"cannot write the record to {path}: {exc.strerror or exc}") from None
    if not existed:
        path.unlink()


@app.callback(invoke_without_command=True)
def _root(
    version: Annotated[
        bool, typer.Option("--version", help="Show the version and exit.", is_eager=True)
    ] = False,
) -> None:
    if version:
        sys.stdout.write(f"afoot {afoot.__version__}\n")
        raise typer.Exit(0)


# -- games ---------------------------------------------------------------------------------
@app.command()
def games(json_out: JsonFlag = False) -> None:
    """List the games: ids, titles, player counts, options with allowed values and defaults.

    A free-form option ("free_form": true in --json) takes any value in the format its text
    describes; its listed values are presets.
    """
    listing = afoot.list_games()
    for g in listing:  # mark the free-form options (any value in the documented format)
        spec = afoot.spec_for(g["id"])
        for o in g.get("options") or []:
            option = spec.option(o["name"])
            o["free_form"] = option is not None and option.parse is not None
    if json_out:
        _write_json(listing)
        return
    _console().print(R.games_table(listing))


# -- play ----------------------------------------------------------------------------------
class _Guesses:
    """A Purrrlock menu entry standing for many guess actions: the suspect, the hour, or both."""

    def __init__(self, kind: str, actions: dict[tuple[str | None, int | None], Any]) -> None:
        self.kind = kind
        self.actions = actions


class _Group:
    """A menu entry standing for several actions (Beyond Baker Street: the assists to one
    seat): choosing it lists them."""

    def __init__(self, members: list[tuple[str, Any]]) -> None:
        self.members = members


class _Accusations:
    """A 13 Clues menu entry standing for every accusation: (person, location, weapon) ->
    action; choosing it asks for each in turn."""

    def __init__(self, actions: dict[tuple[str, str, str], Any]) -> None:
        self.actions = actions


_QUESTION_WORDS = ("q", "ask", "question")
_ACCUSE_WORDS = ("a", "accuse")
_LOOK_WORDS = ("l", "look", "consult")


def parse_clues(text: str, players: int) -> dict[str, Any] | str | None:
    """13 Clues typed actions: "q 2 red" (add left/right at 2 players, secret for a top-secret
    question), "l B", "a butcher park sword" -> the action as a dict; None if ``text`` is none
    of these; a one-line explanation if it is a malformed one."""
    words = text.lower().replace(",", " ").split()
    if not words or (len(words) == 1 and words[0] in ("q", "a", "l")):
        return None if not words or words[0] == "q" else _clues_usage(words[0])
    head, rest = words[0], words[1:]
    if head in _QUESTION_WORDS:
        from afoot.games.thirteen_clues.data import SUBJECTS

        seats = [w for w in rest if w.isdigit()]
        subjects = [w for w in rest if w in SUBJECTS]
        sides = [w for w in rest if w in ("left", "right")]
        secret = any(w in ("secret", "top-secret", "ts") for w in rest)
        unknown = [
            w
            for w in rest
            if not w.isdigit() and w not in SUBJECTS
            and w not in ("left", "right", "secret", "top-secret", "ts", "seat")
        ]  # fmt: skip
        if unknown:
            shown = unknown[0] if len(unknown[0]) <= 12 else unknown[0][:9] + "..."
            return f"{shown!r} is no seat, suit or category; e.g. q 2 red"
        if len(seats) != 1 or len(subjects) != 1 or len(sides) > 1:
            return _clues_usage("q")
        return {
            "type": "question",
            "to": int(seats[0]),
            "subject": subjects[0],
            "side": sides[0] if sides else None,
            "secret": secret,
        }
    if head in _LOOK_WORDS:
        if len(rest) != 1 or len(rest[0]) != 1 or not rest[0].isalpha():
            return _clues_usage("l")
        return {"type": "consult", "letter": rest[0].upper()}
    if head in _ACCUSE_WORDS:
        cards = R.clues_cards()
        joined = " ".join(rest)
        for cid, (name, *_) in cards.items():  # "rail car" -> rail_car
            if " " in name:
                joined = joined.replace(name.lower(), cid)
        named: dict[int, str] = {}
        for w in joined.split():
            if w not in cards:
                shown = w if len(w) <= 12 else w[:9] + "..."
                return f"{shown!r} is no card; e.g. a butcher park sword"
            group = cards[w][3]
            if group in named:
                return f"name one {R.CLUES_GROUPS[group]}, not two; e.g. a butcher park sword"
            named[group] = w
        if len(named) != 3:
            return _clues_usage("a")
        return {"type": "accuse", "person": named[0], "location": named[1], "weapon": named[2]}
    return None


def _clues_usage(word: str) -> str:
    if word == "q":
        return "a question names one seat and one suit or category: q 2 red, q 1 male"
    if word == "l":
        return "name one Secret Informant letter: l B"
    return "an accusation names a person, a location and a weapon: a butcher park sword"


def _common_tail(texts: Sequence[str]) -> str:
    """ " (Holmes moves 1 towards 0)" when every text has that parenthesis, else ""."""
    tails = {t[t.rindex(" (") :] if " (" in t and t.endswith(")") else "" for t in texts}
    if len(tails) != 1:
        return ""
    tail = tails.pop()
    return tail if all(t.count(tail) == 1 for t in texts) else ""


def _tag(action: Any) -> str:
    config = getattr(action, "__struct_config__", None)
    tag = getattr(config, "tag", None)
    return tag if isinstance(tag, str) else type(action).__name__.lower()


_GUESS_WORDS = ("g", "guess")


def parse_guess(text: str) -> tuple[str | None, int | None] | str | None:
    """ "g goose 7", "goose-7", "guess hour 7", "g rat" -> (suspect, hour); None if ``text``
    is no guess; a one-line explanation if it is a malformed one ("g cat")."""
    suspects = R.purrrlock_suspects()
    hours = R.purrrlock_hours()
    words = text.lower().replace("-", " ").replace(",", " ").split()
    if not words:
        return None
    if words[0] in _GUESS_WORDS:
        words = words[1:]
    elif words[0] not in suspects:
        return None
    words = [w for w in words if w not in ("at", "hour")]
    suspect: str | None = None
    hour: int | None = None
    for w in words:
        if w in suspects and suspect is None:
            suspect = w
        elif w.isdigit() and hour is None and 1 <= int(w) <= hours:
            hour = int(w)
        else:
            shown = w if len(w) <= 12 else w[:9] + "..."
            return (
                f"{shown!r} is not a suspect ({', '.join(suspects)}) nor an hour (1-{hours}); "
                "e.g. g goose 7"
            )
    if suspect is None and hour is None:
        return f"name a suspect ({', '.join(suspects)}), an hour (1-{hours}) or both: g goose 7"
    return suspect, hour


class _Table:
    """A game at the terminal: humans answer prompts, bots act for the other seats.

    Whose decision it is comes from ``game.waiting_for``. Before each decision, bot seats that
    may act out of turn (``to_act - waiting_for``: Purrrlock's "Paws!") are asked
    ``interrupt``; against bots the human is offered an out-of-turn action before each bot
    decision; hot-seat, at each pass of the keyboard.
    """

    def __init__(
        self,
        console: Console,
        game: Game,
        humans: Sequence[int],
        bots: Mapping[int, Any],
        hotseat: bool,
    ) -> None:
        self.console = console
        self.game = game
        self.humans = list(humans)
        self.bots = dict(bots)
        self.hotseat = hotseat
        self.names = R.seat_names(game.view(None), game.players)
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

    # output ---------------------------------------------------------------------------
    def label(self, seat: int) -> Text:
        name = self.names[seat]
        text = name if name == f"Seat {seat}" else f"{name} (seat {seat})"
        return Text(text, R.seat_style(seat))

    def show_news(self, seat: int, compact: bool = False) -> None:
        log = self.game.log(seat)
        new = log[self.seen[seat] :]
        self.seen[seat] = len(log)
        if not new:
            return
        lines = R.event_lines(self.game.id, new, self.names, seat)
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
        self.console.print(R.board(self.game.id, view, self.game.players, self.console.width))

    def show_choices(self, texts: Sequence[str]) -> None:
        self.console.print(R.choices(texts, self.console.width))

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
        paws = len(actions) == 1 and _tag(actions[0]) == "paws"
        what = 'p "Paws!"' if paws else "p act now"
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
                    "You will not be asked again; your own decisions still offer it."
                    if paws
                    else "You will not be asked again."
                )
                return False
            if low in ("h", "help", "?"):
                self.console.print(
                    'Enter lets the bot act; p calls "Paws!" now (once per game, -1 VP at '
                    "the end): you guess your investigation at once, before anybody else "
                    "acts. s stops these questions; b shows your board; q leaves the game."
                    if paws
                    else "Enter lets the bot act; p acts now; s stops these questions."
                )
                continue
            if low in ("p", "paws", "paws!"):
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
            self.refuse(
                answer,
                "an answer here:[/] Enter goes on, "
                + ('p calls "Paws!"' if paws else "p acts now")
                + ", s stops asking, h helps, q quits.",
            )

    def pick_number(self, prompt: str, n: int) -> int:
        """A number from 1 to n, or 0 to go back."""
        while True:
            answer = self.ask(prompt)
            if answer.isdigit() and 0 <= int(answer) <= n:
                return int(answer)
            self.refuse(answer, f"a choice:[/] type a number from 1 to {n}, 0 to go back.")

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
        callers = [s for s in self.optional_seats() if s in self.humans and s != seat]
        prompt = f"{self.names[seat]}: press Enter when ready (q quits) "
        if callers:
            who = ", ".join(self.names[s] for s in callers)
            self.console.print(
                Text(f'"Paws!" may be called now by {who}: type p instead of Enter.', "dim")
            )
            prompt = f"{self.names[seat]}: press Enter when ready (p Paws!, q quits) "
        while True:
            answer = self.ask(prompt)
            if callers and answer.lower() in ("p", "paws", "paws!"):
                caller = self.pick_caller(callers)
                if caller is None:
                    continue
                actions = self.game.legal_actions(caller)
                paws = [a for a in actions if _tag(a) == "paws"]
                self.game.apply(caller, (paws or actions)[0])
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
        while True:
            answer = self.ask(f'Who calls "Paws!"? Your seat number ({seats}; Enter: nobody): ')
            if not answer:
                return None
            if answer.isdigit() and int(answer) in callers:
                return int(answer)
            self.refuse(answer, f"a seat that may call it:[/] type {seats}, or Enter.")

    def human_turn(self, seat: int) -> None:
        game = self.game
        if self.hotseat and seat != self.last_human and self.pass_keyboard(seat):
            return  # a "Paws!" call at the pass screen: the caller decides first
        self.last_human = seat
        self.show_news(seat)
        actions = game.legal_actions(seat)
        texts = [game.describe(a) for a in actions]
        if len(actions) == 1:
            self.console.print(
                Text.assemble(self.label(seat), f": only one choice, done for you: {texts[0]}")
            )
            game.apply(seat, actions[0])
            return
        self.console.print()
        self.show_board(seat)
        if game.id == "purrrlock":
            game.apply(seat, self.purrrlock_choice(seat, actions))
            return
        if game.id == "baker_street":
            game.apply(seat, self.baker_choice(seat, actions))
            return
        if game.id == "thirteen_clues":
            game.apply(seat, self.clues_choice(seat, actions))
            return
        self.show_choices(texts)
        n = len(actions)
        prompt = f"{self.names[seat]}, your choice [1-{n}] (b board, i abilities, q quit): "
        while True:
            answer = self.ask(prompt)
            if self.extra_command(seat, answer):
                continue
            if answer.lower() in ("b", "board"):
                self.show_board(seat)
                self.show_choices(texts)
                continue
            if answer.lower() in ("i", "info"):
                self.console.print(R.abilities(game.view(seat)))
                continue
            if answer.lower() in ("h", "help", "?"):
                self.console.print(
                    "Type the number of a choice; b shows the board again, i every ability "
                    "in full; q leaves the game."
                )
                continue
            pick = int(answer) if answer.isdigit() else 0
            if 1 <= pick <= n:
                break
            shown = answer if len(answer) <= 20 else answer[:17] + "..."
            self.console.print(
                f"[red]{shown!r} is not a choice:[/] type a number from 1 to {n}, "
                "b for the board, q to quit.",
                highlight=False,
            )
        game.apply(seat, actions[pick - 1])

    # Purrrlock: 77 guesses behind three entries --------------------------------------
    def purrrlock_entries(self, actions: Sequence[Any]) -> list[tuple[str, Any]]:
        """Menu entries: every non-guess action, and the guesses grouped by kind."""
        game = self.game
        groups: dict[str, dict[tuple[str | None, int | None], Any]] = {}
        first: dict[str, str] = {}
        entries: list[tuple[str, Any]] = []
        for action in actions:
            if _tag(action) != "guess":
                entries.append((game.describe(action), action))
                continue
            suspect, hour = getattr(action, "suspect", None), getattr(action, "hour", None)
            kind = "both" if suspect and hour else "suspect" if suspect else "hour"
            if kind not in groups:
                groups[kind] = {}
                first[kind] = game.describe(action)
                entries.append(("", _Guesses(kind, groups[kind])))
            groups[kind][(suspect, hour)] = action
        out: list[tuple[str, Any]] = []
        what = {"suspect": "the suspect", "hour": "the hour", "both": "suspect and hour"}
        for text, entry in entries:
            if isinstance(entry, _Guesses):
                prefix = first[entry.kind].split(":", 1)[0]  # "guess" / "Paws! guess"
                tail = first[entry.kind].rsplit("(", 1)[-1]  # "right: 1 token)"
                text = f"{prefix}: {what[entry.kind]} ... ({tail}"
            out.append((text, entry))
        return out

    def purrrlock_choice(self, seat: int, actions: Sequence[Any]) -> Any:
        game = self.game
        entries = self.purrrlock_entries(actions)
        texts = [t for t, _ in entries]
        n = len(entries)
        guessing = any(isinstance(e, _Guesses) for _, e in entries)
        hint = "  or type a guess: g goose · g 7 · g goose 7" if guessing else ""

        def show() -> None:
            self.show_choices(texts)
            if hint:
                self.console.print(Text(hint, "dim"))

        show()
        keys = "g guess, b board, h help, q quit" if guessing else "b board, h help, q quit"
        prompt = f"{self.names[seat]}, your choice [1-{n}] ({keys}): "
        while True:
            answer = self.ask(prompt)
            low = answer.lower()
            if low in ("b", "board"):
                self.show_board(seat)
                show()
                continue
            if low in ("h", "help", "?"):
                self.console.print(
                    "Type the number of a choice. Investigate shows 2 cards of your hand, one at "
                    "a time, and the others answer for each whether it is a lead for your "
                    f"investigation or a dead end. {R.PURRRLOCK_LEAD} A guess entry asks for "
                    "the suspect (1-5 or its name) and/or the hour (1-12); or type the guess at "
                    "once: g goose, g 7, g goose 7. A right guess takes tokens from the trail; a "
                    'wrong one in your turn costs your cleanup draw. "Paws!" (once per game, -1 '
                    "VP) gives a guess at any time. b shows the board again; q leaves the game."
                )
                continue
            if low in ("p", "paws", "paws!"):
                paws = [a for a in actions if _tag(a) == "paws"]
                if paws:
                    return paws[0]
            if low in _GUESS_WORDS and guessing:
                self.console.print(
                    "Type the guess after the g: g goose (the suspect), g 7 (the hour) or "
                    "g goose 7 (both); or pick a guess entry by its number."
                )
                continue
            guess = parse_guess(answer)
            if isinstance(guess, str) and not guessing:
                probe = game.parse_action({"type": "guess", "suspect": R.purrrlock_suspects()[0]})
                self.console.print(f"[red]You cannot guess now:[/] {self.why(seat, probe)}")
                continue
            if isinstance(guess, str):
                self.console.print(f"[red]Not a guess:[/] {guess}", highlight=False)
                continue
            if guess is not None:
                act = game.parse_action({"type": "guess", "suspect": guess[0], "hour": guess[1]})
                if act in actions:
                    return act
                self.console.print(f"[red]You cannot guess that now:[/] {self.why(seat, act)}")
                continue
            pick = int(answer) if answer.isdigit() else 0
            if 1 <= pick <= n:
                entry = entries[pick - 1][1]
                if not isinstance(entry, _Guesses):
                    return entry
                picked = self.pick_guess(seat, entry)
                if picked is not None:
                    return picked
                show()
                continue
            self.refuse(
                answer,
                f"a choice:[/] type a number from 1 to {n}"
                + (", a guess (g goose 7)" if guessing else "")
                + ", b for the board, q to quit.",
            )

    # Beyond Baker Street: assists grouped per target seat when the menu is long ---------
    @staticmethod
    def baker_slot(view: Mapping[str, Any], seat: int, slot: int) -> str:
        """ "[witness-3]" when the seat knows its card, "[not a 2]" from the hints, or ""."""
        players = view.get("players") or []
        if not 0 <= seat < len(players):
            return ""
        me = players[seat]
        hand = me.get("hand") or []
        hints = me.get("hints") or []
        card = hand[slot] if 0 <= slot < len(hand) else None
        said = R.baker_hint(hints[slot]) if 0 <= slot < len(hints) else ""
        return f" [{card}]" if card else f" [{said}]" if said else ""

    @staticmethod
    def baker_lead(view: Mapping[str, Any], lead: str) -> str:
        """ " · witness 3/13": the lead's icon, its evidence and target."""
        for sec in view.get("sections") or []:
            if sec.get("lead") == lead and sec.get("card"):
                return f" · {sec.get('icon')} {sec.get('evidence')}/{sec.get('target')}"
        return ""

    def baker_text(self, view: Mapping[str, Any], seat: int, action: Any, slot: bool = True) -> str:
        """``describe(action)`` and what the seat can see of it: the cards an assist points
        out (in another seat's hand), what the hints say of a slot about to be played, the
        lead it goes under."""
        text = self.game.describe(action)
        players = view.get("players") or []
        tag = _tag(action)
        if tag == "assist" and 0 <= action.to < len(players):
            hand = players[action.to].get("hand") or []
            if action.value is not None:
                hits = [c for c in hand if c and c.rsplit("-", 1)[-1] == str(action.value)]
            else:
                hits = [c for c in hand if c and c.split("-", 1)[0] == action.icon]
            if hits:
                cut = text.rindex(" (") if " (" in text and text.endswith(")") else len(text)
                text = f"{text[:cut]} [{', '.join(hits)}]{text[cut:]}"
        elif tag in ("investigate", "eliminate"):
            if slot:
                text += self.baker_slot(view, seat, action.slot)
            if tag == "investigate":
                text += self.baker_lead(view, action.lead)
        return text

    def baker_entries(self, seat: int, actions: Sequence[Any]) -> list[tuple[str, Any]]:
        """Menu entries: every action, or, when there are many, the assists behind one entry
        per target seat, the investigations behind one per slot and the once-per-game swaps
        behind one entry each."""
        view = self.game.view(seat)
        if len(actions) <= 20:
            return [(self.baker_text(view, seat, a), a) for a in actions]
        groups: dict[str, list[tuple[str, Any]]] = {}
        heads: dict[str, str] = {}
        entries: list[tuple[str, str | None, Any]] = []
        for action in actions:
            tag = _tag(action)
            text = self.baker_text(view, seat, action, slot=tag != "investigate")
            if tag == "assist":
                key = f"assist {action.to}"
                head = f"assist {self.names[action.to]}: point out a number or an icon ..."
            elif tag == "investigate":
                key = f"investigate {action.slot}"
                said = self.baker_slot(view, seat, action.slot)
                head = f"investigate: play your slot {action.slot}{said} under a lead ..."
            elif tag in ("trade", "swap"):
                key = tag
                what = (
                    "swap one of your cards with another player's"
                    if tag == "trade"
                    else "swap a card of the Impossible with one on a lead"
                )
                head = f"{text.split(':', 1)[0]}: {what} ..."
            else:
                entries.append((text, None, action))
                continue
            if key not in groups:
                groups[key] = []
                heads[key] = head
                entries.append(("", key, None))
            groups[key].append((text, action))
        out: list[tuple[str, Any]] = []
        for text, group, action in entries:
            if group is None:
                out.append((text, action))
            elif len(groups[group]) == 1:
                out.append(groups[group][0])
            else:
                members = groups[group]
                out.append((f"{heads[group]} ({len(members)} choices)", _Group(members)))
        return out

    def baker_choice(self, seat: int, actions: Sequence[Any]) -> Any:
        entries = self.baker_entries(seat, actions)
        texts = [t for t, _ in entries]
        n = len(entries)
        self.show_choices(texts)
        prompt = (
            f"{self.names[seat]}, your choice [1-{n}] (b board, i characters, h help, q quit): "
        )
        while True:
            answer = self.ask(prompt)
            low = answer.lower()
            if low in ("b", "board"):
                self.show_board(seat)
                self.show_choices(texts)
                continue
            if low in ("i", "info"):
                self.console.print(R.baker_characters(self.game.view(seat), self.names))
                continue
            if low in ("h", "help", "?"):
                self.console.print(
                    "Type the number of a choice; an entry ending in ... opens its choices "
                    "(0 goes back). You see every hand but your own: the board lists what the "
                    "assists told you of each of your slots. b shows the board again, i the "
                    "characters in full; q leaves the game."
                )
                continue
            pick = int(answer) if answer.isdigit() else 0
            if 1 <= pick <= n:
                entry = entries[pick - 1][1]
                if not isinstance(entry, _Group):
                    return entry
                members = entry.members
                texts_in = [t for t, _ in members]
                tail = _common_tail(texts_in)
                if tail:
                    self.console.print(Text(f"each {tail.strip()}", "dim"))
                    texts_in = [t.replace(tail, "", 1) for t in texts_in]
                self.show_choices(texts_in)
                sub = self.pick_number(f"Which one? [1-{len(members)}, 0 back]: ", len(members))
                if sub:
                    return members[sub - 1][1]
                self.show_choices(texts)
                continue
            self.refuse(
                answer, f"a choice:[/] type a number from 1 to {n}, b for the board, q to quit."
            )

    # per-game commands at a decision (13 Clues: c, the casebook) -------------------------
    def extra_command(self, seat: int, answer: str) -> bool:
        """Run the game's extra command ``answer`` names (see ``EXTRA_COMMANDS``); True if
        it was one."""
        low = answer.lower()
        for words, _, handler in EXTRA_COMMANDS.get(self.game.id, ()):
            if low in words:
                handler(self, seat, low)
                return True
        return False

    def extra_keys(self) -> str:
        """ "c casebook, " for the prompt of a game with extra commands."""
        return "".join(
            f"{words[0]} {what}, " for words, what, _ in EXTRA_COMMANDS.get(self.game.id, ())
        )

    def show_casebook(self, seat: int, command: str = "c") -> None:
        """13 Clues: the seat's casebook, its top 10 candidates (every one with c all)."""
        from afoot.games.thirteen_clues import casebook

        book = casebook(self.game, seat)
        top = len(book.get("candidates") or []) if command.endswith("all") else 10
        self.console.print(R.clues_casebook(book, top=max(top, 1)))
        if top == 10 and len(book.get("candidates") or []) > 10:
            self.console.print(Text("c all lists every candidate", "dim"))

    # 13 Clues: ~100 actions behind a few entries, or typed ----------------------------------
    def clues_entries(self, seat: int, actions: Sequence[Any]) -> list[tuple[str, Any]]:
        """Menu entries: the set-up choices and glass takings as they are; the questions
        behind one entry per seat asked (and side, and top secret), the informant cards
        behind one, the accusations behind one (person, location, weapon in turn)."""
        names = self.names
        entries: list[tuple[str, Any]] = []
        groups: dict[tuple[Any, ...], list[tuple[str, Any]]] = {}
        accusations: dict[tuple[str, str, str], Any] = {}
        for action in actions:
            tag = _tag(action)
            if tag == "choose":
                cards = ", ".join(
                    R.clues_card_text(c) for c in (action.person, action.location, action.weapon)
                )
                left = names[(seat + 1) % len(names)]
                entries.append((f"give {left} their mystery: {cards}", action))
            elif tag == "take_glass":
                entries.append((f"take a magnifying glass from {names[action.frm]}", action))
            elif tag == "question":
                key: tuple[Any, ...] = ("question", action.to, action.side, action.secret)
                if key not in groups:
                    side = f", counting only their {action.side} screen card" if action.side else ""
                    secret = " in top secret (your one token)" if action.secret else ""
                    head = f"ask {names[action.to]}{secret}: how many cards of a suit or category{side} ..."
                    groups[key] = []
                    entries.append((head, key))
                groups[key].append((str(action.subject), action))
            elif tag == "consult":
                key = ("consult",)
                if key not in groups:
                    groups[key] = []
                    entries.append(("", key))
                groups[key].append((f"card {action.letter}", action))
            elif tag == "accuse":
                if not accusations:
                    entries.append(("accuse: name your person, location and weapon ...", "accuse"))
                accusations[(action.person, action.location, action.weapon)] = action
            else:  # pragma: no cover - every 13 Clues action is above
                entries.append((self.game.describe(action), action))
        out: list[tuple[str, Any]] = []
        for text, entry in entries:
            if isinstance(entry, tuple) and entry[0] == "consult":
                letters = " ".join(t.split()[-1] for t, _ in groups[entry])
                out.append(
                    (f"look at a Secret Informant card ... ({letters})", _Group(groups[entry]))
                )
            elif isinstance(entry, tuple):
                out.append((text, _Group(groups[entry])))
            elif entry == "accuse":
                out.append((text, _Accusations(accusations)))
            else:
                out.append((text, entry))
        return out

    def clues_choice(self, seat: int, actions: Sequence[Any]) -> Any:
        game = self.game
        entries = self.clues_entries(seat, actions)
        texts = [t for t, _ in entries]
        n = len(entries)
        typed = any(_tag(a) in ("question", "accuse", "consult") for a in actions)
        hint = "  or type: q 2 red (a question) · l B (look) · a butcher park sword (accuse)"

        def show() -> None:
            self.show_choices(texts)
            if typed:
                self.console.print(Text(hint, "dim"))

        show()
        prompt = f"{self.names[seat]}, your choice [1-{n}] ({self.extra_keys()}b board, h help, q quit): "
        while True:
            answer = self.ask(prompt)
            low = answer.lower()
            if self.extra_command(seat, answer):
                continue
            if low in ("b", "board"):
                self.show_board(seat)
                show()
                continue
            if low in ("h", "help", "?"):
                self.console.print(
                    "Type the number of a choice; an entry ending in ... opens its choices (0 "
                    "goes back). Or type an action: q 2 red asks seat 2 how many red cards it "
                    "sees (q 1 male left: at 2 players, counting their left screen card; add "
                    "secret for a top-secret question); l B looks at Secret Informant card B; "
                    "a butcher park sword accuses. c shows your casebook (what your mystery "
                    "can still be), b the board; q alone leaves the game."
                )
                continue
            parsed = parse_clues(answer, len(self.names))
            if isinstance(parsed, str):
                self.console.print(f"[red]Not an action:[/] {parsed}", highlight=False)
                continue
            if parsed is not None:
                try:
                    act = game.parse_action(parsed)
                except AfootError as exc:  # pragma: no cover - parse_clues builds valid shapes
                    self.console.print(f"[red]Not an action:[/] {exc}", highlight=False)
                    continue
                if act in actions:
                    return act
                self.console.print(
                    f"[red]You cannot do that now:[/] {self.why(seat, act)}", highlight=False
                )
                continue
            pick = int(answer) if answer.isdigit() else 0
            if 1 <= pick <= n:
                entry = entries[pick - 1][1]
                if isinstance(entry, _Group):
                    self.show_choices([t for t, _ in entry.members])
                    sub = self.pick_number(
                        f"Which one? [1-{len(entry.members)}, 0 back]: ", len(entry.members)
                    )
                    if sub:
                        return entry.members[sub - 1][1]
                    show()
                    continue
                if isinstance(entry, _Accusations):
                    picked = self.pick_accusation(seat, entry)
                    if picked is not None:
                        return picked
                    show()
                    continue
                return entry
            self.refuse(
                answer,
                f"a choice:[/] type a number from 1 to {n}"
                + (", an action (q 2 red, l B, a butcher park sword)" if typed else "")
                + ", h for help, q to quit.",
            )

    def pick_accusation(self, seat: int, entry: _Accusations) -> Any | None:
        """The person, then the location, then the weapon (each among the cards the seat
        cannot see, with its casebook chance); None: back to the menu."""
        from afoot.games.thirteen_clues import casebook

        chance = casebook(self.game, seat).get("cards") or {}
        picked: list[str] = []
        for g, group in enumerate(R.CLUES_GROUPS):
            options = sorted(
                {k[g] for k in entry.actions if list(k[:g]) == picked},
                key=lambda c: (-float(chance.get(c, 0.0)), c),
            )
            items = [
                Text.assemble(
                    R.clues_card(c),
                    f"  {float(chance.get(c, 0.0)):.0%}" if chance.get(c) else "  ruled out",
                )
                for c in options
            ]
            self.console.print(Text(f"Which {group}? (chance from your casebook)", "bold"))
            self.console.print(R.choices([i.plain for i in items], self.console.width))
            sub = self.pick_number(f"Which {group}? [1-{len(options)}, 0 back]: ", len(options))
            if not sub:
                return None
            picked.append(options[sub - 1])
        return entry.actions.get((picked[0], picked[1], picked[2]))

    def why(self, seat: int, action: Any) -> str:
        """The rules' one line on why ``action`` is illegal (tried on a copy of the game)."""
        try:
            self.game.clone().apply(seat, action)
        except AfootError as exc:
            return str(exc)
        return "it is not among your choices"  # pragma: no cover - legal after all

    def pick_guess(self, seat: int, entry: _Guesses) -> Any | None:
        """Ask for the details of a guess of ``entry``'s kind; None: back to the menu."""
        suspects = R.purrrlock_suspects()
        hours = R.purrrlock_hours()
        me = self.game.view(seat)["players"][seat]
        wrong = {(w.get("suspect"), w.get("hour")) for w in me.get("wrong_guesses") or []}
        kinds = ("suspect", "hour", "both")
        kind = entry.kind
        if kind not in kinds:  # pragma: no cover
            return None
        suspect: str | None = None
        hour: int | None = None
        if kind in ("suspect", "both"):
            items = [
                Text.assemble(
                    (f"{i}", "bold yellow"),
                    f" {name}",
                    (" (guessed wrong)", "red") if (name, None) in wrong else "",
                )
                for i, name in enumerate(suspects, 1)
            ]
            self.console.print(Text("   ").join(items))
            while suspect is None:
                answer = self.ask(f"Which suspect? [1-{len(suspects)} or a name, 0 back]: ")
                low = answer.lower()
                if low == "0":
                    return None
                if low in suspects:
                    suspect = low
                elif low.isdigit() and 1 <= int(low) <= len(suspects):
                    suspect = suspects[int(low) - 1]
                else:
                    self.refuse(
                        answer, f"a suspect:[/] type 1-{len(suspects)} or a name, 0 to go back."
                    )
        if kind in ("hour", "both"):
            marks = [h for h in range(1, hours + 1) if (suspect, h) in wrong]
            if marks:
                said = ", ".join(R.guess_text(suspect, h) for h in marks)
                self.console.print(Text(f"(already guessed wrong: {said})", "red"))
            question = f"Which hour for {suspect}?" if suspect else "Which hour?"
            while hour is None:
                answer = self.ask(f"{question} [1-{hours}, 0 back]: ")
                if answer == "0":
                    return None
                if answer.isdigit() and 1 <= int(answer) <= hours:
                    hour = int(answer)
                else:
                    self.refuse(answer, f"an hour:[/] type 1-{hours}, 0 to go back.")
        return entry.actions.get((suspect, hour))

    def finish(self) -> None:
        game = self.game
        viewer = self.last_human if self.last_human is not None else self.humans[0]
        self.show_news(viewer)
        self.show_board(viewer)
        result = game.result()
        if result is not None:
            self.console.print(
                R.result_panel(game.id, msgspec.to_builtins(result), self.names, viewer)
            )


#: per game, the commands available at every decision: (words, what, handler(table, seat,
#: the word typed)); the first word and ``what`` are shown in the prompt
EXTRA_COMMANDS: dict[str, tuple[tuple[tuple[str, ...], str, Any], ...]] = {
    "thirteen_clues": (
        (("c", "casebook", "c all", "casebook all"), "casebook", _Table.show_casebook),
    ),
}


@app.command()
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
                f"keyboard). Bots: {_bots_help()}. Default: the medium level."
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

    [bold]Purrrlock[/]: a guess entry asks for the suspect and/or the hour, or type the guess
    at once ([bold]g goose 7[/], [bold]g goose[/], [bold]g 7[/]). [bold]"Paws!"[/] (once per
    game, -1 VP, an immediate guess) is among your choices on your own decisions. Against bots
    you are also asked before every bot decision while you may still call it: Enter lets the
    bot act, [bold]p[/] calls "Paws!", [bold]s[/] stops asking. Hot-seat, the screen belongs
    to one player at a time, so a player calls "Paws!" out of turn only when the keyboard is
    passed (between turns and after a "Paws!": type [bold]p[/] at the pass screen, then your
    seat), never in the middle of another player's turn; on your own decisions it is a choice.
    """
    console = _console()
    with _user_errors():
        options = parse_options(option)
        spec = afoot.spec_for(game)
        bots_here = bot_names(spec)
        opponent = vs if vs is not None else _default_opponent(spec)
        if opponent != "human":
            from afoot.ai import is_reference, make_agent

            choices = ", ".join((*bots_here, "human"))
            base = opponent.partition(":")[0].partition("~")[0].strip()
            if is_reference(opponent, spec):
                raise UsageError(
                    f"{base!r} sees hidden cards (a research reference, for simulate and "
                    f"tournament); choose from: {choices}"
                )
            if base not in bots_here:
                why = " (it needs a heuristic the game lacks)" if base == "greedy" else ""
                raise UsageError(
                    f"unknown opponent {opponent!r} for {spec.id}{why}; choose from: {choices}"
                )
            make_agent(opponent, 0, spec)  # a bad budget or mistake rate: its own one line
        match = afoot.new_game(game, players=players, seed=seed, options=options)
        if record is not None:
            _check_writable(record)
        if not 0 <= seat < match.players:
            raise UsageError(f"seat must be 0-{match.players - 1} (got {seat})")
        hotseat = opponent == "human"
        humans = list(range(match.players)) if hotseat else [seat]
        bots: dict[int, Any] = {}
        if not hotseat:
            from afoot.ai import make_agent
            from afoot.sim import derive_seed

            _check_agent(opponent, spec)
            bots = {
                s: make_agent(opponent, derive_seed(match.seed, "agent", s), spec)
                for s in range(match.players)
                if s not in humans
            }
    table = _Table(console, match, humans, bots, hotseat)
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
        console.print(f"You left the game after {R.plural(len(match.actions), 'action')}.")
    except _EndOfInput:
        console.print(
            f"\nNo more input: the game is abandoned after {R.plural(len(match.actions), 'action')}."
        )
        status = 1
    except KeyboardInterrupt:
        console.print(
            f"\nInterrupted: the game is abandoned after {R.plural(len(match.actions), 'action')}."
        )
        status = 130
    if record is not None:
        with _user_errors():
            _save_record(record, match)
        console.print(f"Record saved to {record} (replay it with: afoot replay {record})")
    if status:
        raise typer.Exit(status)


# -- simulate ------------------------------------------------------------------------------
@app.command()
def simulate(
    game: Annotated[
        str, typer.Argument(metavar="GAME", help="A game id (see afoot games).", show_default=False)
    ],
    games: Annotated[int, typer.Option("--games", "-n", help="How many games.", min=0)] = 100,
    seed: Annotated[int, typer.Option("--seed", help="Seed S of the whole run.")] = 0,
    agents: Annotated[
        str | None,
        typer.Option(
            "--agents",
            help=(
                "Agents, one per seat, comma-separated (the number of agents is the number of "
                "players); one name fills every seat of the minimum count. Agents: "
                f"{_bots_help()}. Default: random against the medium level."
            ),
            show_default=False,
        ),
    ] = None,
    option: OptionList = None,
    json_out: JsonFlag = False,
    swap: Annotated[
        bool,
        typer.Option(
            "--swap/--no-swap", help="Rotate the agents' seats every game (each plays each seat)."
        ),
    ] = True,
    records: Annotated[
        Path | None,
        typer.Option("--records", help="Save each game's record in this directory."),
    ] = None,
) -> None:
    """Play N seeded games between agents and report wins, scores, errors and speed.

    Game i uses the seed [bold]int.from_bytes(sha256(f"{S}:{i}".encode()).digest()[:8], "big") >> 1[/]
    (listed as "seeds" in --json), so any game can be replayed alone
    ([bold]afoot play GAME --seed SEED[/] with the same options). With --swap, seat s of game i
    is played by agents[(s + i) % len(agents)]. A game that raises is counted in "errors" with
    its index and seed; the run goes on.
    """
    from afoot.sim import simulate as run
    from afoot.sim.runner import check_simulation

    console = _console()
    with _user_errors():
        options = parse_options(option)
        spec = afoot.spec_for(game)
        lineup = agents if agents is not None else f"random,{_default_opponent(spec)}"
        names = [a.strip() for a in lineup.split(",")]
        check_simulation(game, names, games, options)  # everything, before any file or game
        if records is not None:
            try:
                records.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise UsageError(f"cannot create {records}: {exc.strerror or exc}") from None

        def save(index: int, game_seed: int, game: Game | None, error: str | None) -> None:
            if records is not None and game is not None:
                tail = "-error" if error else ""
                _save_record(records / f"game-{index:05d}{tail}.json", game)

        if console.is_terminal and not json_out and games > 0:
            with _progress(console) as bar:
                task = bar.add_task(f"{game} games", total=games)

                def tick(index: int, game_seed: int, game: Game | None, error: str | None) -> None:
                    save(index, game_seed, game, error)
                    bar.advance(task)

                report = _interruptible(run, game, names, games, seed, options, swap, on_game=tick)
        else:
            report = _interruptible(run, game, names, games, seed, options, swap, on_game=save)
    if json_out:
        _write_json(report.to_dict())
    else:
        if report.interrupted:
            _say_interrupted(console, report.played, report.games)
        _print_sim(console, report, records)
    if report.interrupted:
        raise typer.Exit(130)


def _interruptible(run: Any, *args: Any, **kwargs: Any) -> Any:
    """``run(...)``'s report; after Ctrl-C, the report of the games that finished."""
    from afoot.sim.runner import Interrupted

    try:
        return run(*args, **kwargs)
    except Interrupted as stop:
        return stop.report


def _say_interrupted(console: Console, played: int, planned: int) -> None:
    console.print(
        f"[bold]Interrupted: {played:,} of {planned:,} games finished[/]; the summary of those:"
    )


def _print_sim(console: Console, report: Any, records: Path | None) -> None:
    opts = ", ".join(f"{k}={R._show_value(v)}" for k, v in report.options.items())
    lineup = " vs ".join(report.agents)
    seating = "seats rotate every game" if report.swap else "fixed seats"
    console.print(
        Text.assemble(
            (f"{report.game}", "bold cyan"),
            f" · {report.games} games · seed {report.seed} · {lineup} ({seating})",
        )
    )
    console.print(Text(f"options: {opts}", "dim"))
    done = report.completed
    agents = Table(title="By agent", title_justify="left", box=None, pad_edge=False)
    agents.add_column("agent", style="bold")
    agents.add_column("seats played", justify="right")
    agents.add_column("wins", justify="right")
    agents.add_column("win rate", justify="right")
    agents.add_column("mean score", justify="right")
    for name, wins in report.wins_by_agent.items():
        played = report.games_by_agent[name]
        rate = f"{wins / played:.1%}" if played else "-"
        agents.add_row(
            name, str(played), str(wins), rate, f"{report.mean_score_by_agent[name]:.2f}"
        )
    seats = Table(title="By seat", title_justify="left", box=None, pad_edge=False)
    seats.add_column("seat", style="bold")
    seats.add_column("wins", justify="right")
    seats.add_column("win rate", justify="right")
    seats.add_column("mean score", justify="right")
    for s, wins in enumerate(report.wins_by_seat):
        rate = f"{wins / done:.1%}" if done else "-"
        seats.add_row(str(s), str(wins), rate, f"{report.mean_score_by_seat[s]:.2f}")
    console.print(agents)
    console.print(seats)
    t = report.timing
    console.print(
        f"draws {report.draws} · errors {len(report.errors)} · "
        f"{report.mean_actions:.1f} actions/game · "
        f"{t.games_per_second:,.1f} games/s · {t.actions_per_second:,.0f} actions/s "
        f"({t.seconds:.2f} s)"
    )
    for err in report.errors[:10]:
        console.print(
            f"[red]game {err.index} (seed {err.seed}, {' vs '.join(err.agents)}, "
            f"after {err.actions} actions):[/] {err.error}",
            highlight=False,
        )
    if len(report.errors) > 10:
        console.print(f"... and {len(report.errors) - 10} more errors (see --json)")
    if records is not None:
        console.print(f"records saved in {records}/")
    console.print(Text("game i's seed: see afoot simulate --help; --json lists every seed", "dim"))


def _seat_label(game: Game, seat: int) -> str:
    """ "Mycroft (seat 1)", or "Seat 1" when the seat has no other name."""
    name = R.seat_names(game.view(seat), game.players)[seat]
    return name if name == f"Seat {seat}" else f"{name} (seat {seat})"


# -- tournament ----------------------------------------------------------------------------
@app.command()
def tournament(
    game: Annotated[
        str, typer.Argument(metavar="GAME", help="A game id (see afoot games).", show_default=False)
    ],
    agents: Annotated[
        str | None,
        typer.Option(
            "--agents",
            help=(
                "The agents, comma-separated; repeat a name to seat it twice. As many as "
                "seats: one lineup; more: a round robin of every group of --players. A search "
                "agent takes a budget (ismcts:2000, ismcts:1s). Agents: "
                f"{_bots_help()}; also cheat (a reference that sees hidden cards)."
            ),
            show_default=False,
        ),
    ] = None,
    games: Annotated[
        int, typer.Option("--games", "-n", help="Games per matchup (each deal in every rotation).")
    ] = 100,
    seed: Annotated[int, typer.Option("--seed", help="Seed S of the whole tournament.")] = 0,
    players: Annotated[
        int | None,
        typer.Option(
            "--players",
            help="Seats per game (default: the number of agents when the game allows it, "
            "else its minimum).",
            show_default=False,
        ),
    ] = None,
    option: OptionList = None,
    backend: BackendOption = "process",
    workers: WorkersOption = None,
    ray_address: Annotated[
        str | None,
        typer.Option(
            "--ray-address",
            metavar="HOST:PORT",
            help="A running Ray cluster (ray start --head); default: a local Ray instance.",
            show_default=False,
        ),
    ] = None,
    out: Annotated[
        Path | None,
        typer.Option(
            "--out",
            metavar="DIR",
            help="Write DIR/games.jsonl (one outcome per game) and DIR/summary.json.",
            show_default=False,
        ),
    ] = None,
    records: Annotated[
        bool, typer.Option("--records", help="Put each game's full record in games.jsonl.")
    ] = False,
    json_out: JsonFlag = False,
) -> None:
    """Play a seeded, seat-swapped tournament between agents and rate them.

    Each matchup plays N games: game i is deal i // P (P players) in rotation i % P, seat s
    played by lineup[(s + i) % P], so every deal is played with every agent in every seat.
    The deal's seed is [bold]derive_seed(S, "deal", d)[/] (afoot/sim/runner.py), the same in
    every matchup; a game with cases (baker_street) cycles the case deal by deal unless -o
    case= fixes it. Reports wins with 95% Wilson intervals, head-to-head results, seat win
    rates, openskill (Plackett-Luce) ratings and cooperative success by case. Every backend
    gives the same report but for its timing. A game that raises is listed in "errors" and
    the tournament goes on; each line of games.jsonl carries the seeds that replay it.
    """
    from afoot.sim.backends import make_backend
    from afoot.sim.tournament import GameOutcome, plan, run_tournament

    console = _console()
    with _user_errors():
        if agents is None:
            raise UsageError("--agents is needed: the agents, comma-separated, e.g. greedy,random")
        if records and out is None:
            raise UsageError("--records needs --out DIR (the records go in DIR/games.jsonl)")
        options = parse_options(option)
        names = [a.strip() for a in agents.split(",")]
        # every input, the backend too, before a directory is made or a game played
        total = len(plan(game, names, games, seed, players, options))
        runner = make_backend(backend, workers, ray_address)
        if out is not None:
            try:
                out.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise UsageError(f"cannot create {out}: {exc.strerror or exc}") from None
        outcomes: list[GameOutcome] = []
        stream = _open_outcomes(out) if out is not None else None

        def keep(outcome: GameOutcome) -> None:
            """Each outcome on its line of games.jsonl as it finishes, flushed: a run that
            stops, even killed, keeps its finished games."""
            if stream is None or out is None:
                return
            outcomes.append(outcome)
            try:
                stream.write(msgspec.json.encode(outcome) + b"\n")
                stream.flush()
            except OSError as exc:
                raise UsageError(f"cannot write to {out}: {exc.strerror or exc}") from None

        def play(on_result: Any) -> Any:
            return run_tournament(
                game,
                names,
                games,
                seed,
                players=players,
                options=options,
                backend=runner,
                keep_records=records,
                on_result=on_result,
            )

        try:
            if console.is_terminal and not json_out:
                report = _interruptible(
                    _tournament_with_bar, console, f"{game} games", total, play, keep
                )
            else:
                report = _interruptible(play, keep)
        finally:
            if stream is not None:
                stream.close()
        if out is not None:
            _write_tournament(out, outcomes, report)
    if json_out:
        _write_json(report.to_dict())
    else:
        if report.interrupted:
            _say_interrupted(console, report.completed + len(report.errors), report.planned)
        _print_tournament(console, report, out)
    if report.interrupted:
        raise typer.Exit(130)


def _open_outcomes(out: Path) -> Any:
    """DIR/games.jsonl, made empty, to write outcome lines to as games finish."""
    try:
        return (out / "games.jsonl").open("wb")
    except OSError as exc:
        raise UsageError(f"cannot write to {out}: {exc.strerror or exc}") from None


def _tournament_with_bar(console: Console, label: str, total: int, play: Any, keep: Any) -> Any:
    """``play(on_result)`` under a live progress bar of ``total`` games."""
    with _progress(console) as bar:
        task = bar.add_task(label, total=total)

        def tick(outcome: Any) -> None:
            keep(outcome)
            bar.advance(task)

        return play(tick)


def _write_tournament(out: Path, outcomes: Sequence[Any], report: Any) -> None:
    """games.jsonl again, in index order (the same file on every backend, whatever order the
    games finished in), then summary.json; each replaced whole."""
    try:
        ordered = sorted(outcomes, key=lambda o: o.index)
        _write_atomically(
            out / "games.jsonl", b"".join(msgspec.json.encode(o) + b"\n" for o in ordered)
        )
        summary = json.dumps(report.to_dict(), indent=2) + "\n"
        _write_atomically(out / "summary.json", summary.encode())
    except OSError as exc:
        raise UsageError(f"cannot write to {out}: {exc.strerror or exc}") from None


def _rate_cell(rate: Any) -> str:
    """ "60.0% [50.2, 69.1]": a rate and its 95% Wilson interval, in percent."""
    if not rate.n:
        return "-"
    return f"{rate.rate:.1%} [{rate.lo * 100:.1f}, {rate.hi * 100:.1f}]"


def _seat_table(title: str, seats: Sequence[Any]) -> Table:
    table = Table(title=title, title_justify="left", box=None, pad_edge=False)
    table.add_column("seat", style="bold")
    table.add_column("games", justify="right")
    table.add_column("wins", justify="right")
    table.add_column("win rate [95% CI]", justify="right")
    table.add_column("mean score", justify="right")
    for s in seats:
        table.add_row(
            str(s.seat), str(s.games), str(s.wins), _rate_cell(s.win_rate), f"{s.mean_score:.2f}"
        )
    return table


def _print_tournament(console: Console, report: Any, out: Path | None) -> None:
    opts = ", ".join(f"{k}={R._show_value(v)}" for k, v in report.options.items())
    if report.cycled_option:
        opts += f"; {report.cycled_option} cycles deal by deal"
    matchups = len(report.matchups)
    t = report.timing
    console.print(
        Text.assemble(
            (f"{report.game}", "bold cyan"),
            f" · {report.players} players · {report.games_per_matchup} games x {matchups} "
            f"matchup{'s' if matchups != 1 else ''} · seed {report.seed} · "
            f"{t.backend} ({t.workers} worker{'s' if t.workers != 1 else ''})",
        )
    )
    console.print(Text(f"options: {opts}", "dim"))
    rated = bool(report.ratings)
    agents = Table(title="By agent", title_justify="left", box=None, pad_edge=False)
    agents.add_column("agent", style="bold")
    agents.add_column("games", justify="right")
    agents.add_column("wins", justify="right")
    agents.add_column("win rate [95% CI]", justify="right")
    agents.add_column("mean score", justify="right")
    if rated:
        agents.add_column("rating", justify="right")
        agents.add_column("mu ± sigma", justify="right", style="dim")
    order = sorted(
        report.by_agent,
        key=lambda n: -report.ratings[n].ordinal if rated else 0.0,
    )
    for name in order:
        a = report.by_agent[name]
        row = [name, str(a.games), str(a.wins), _rate_cell(a.win_rate), f"{a.mean_score:.2f}"]
        if rated:
            r = report.ratings[name]
            row += [f"{r.ordinal:.2f}", f"{r.mu:.2f} ± {r.sigma:.2f}"]
        agents.add_row(*row)
    console.print(agents)
    if report.head_to_head:
        h2h = Table(title="Head to head", title_justify="left", box=None, pad_edge=False)
        h2h.add_column("agents", style="bold")
        h2h.add_column("games", justify="right")
        h2h.add_column("W-D-L", justify="right")
        h2h.add_column("first's score share [95% CI]", justify="right")
        for h in report.head_to_head:
            h2h.add_row(
                f"{h.first} vs {h.second}",
                str(h.games),
                f"{h.wins}-{h.draws}-{h.losses}",
                _rate_cell(h.share),
            )
        console.print(h2h)
    console.print(_seat_table("By seat", report.by_seat))
    if report.mirror_by_seat:
        console.print(
            _seat_table("By seat, mirror games (one agent in every seat)", report.mirror_by_seat)
        )
    if report.success is not None:
        success = Table(title="Team success", title_justify="left", box=None, pad_edge=False)
        success.add_column("case", style="bold")
        success.add_column("games", justify="right")
        success.add_column("won", justify="right")
        success.add_column("success [95% CI]", justify="right")
        for s in [report.success, *report.success_by_case]:
            label = "all" if s.case is None else R._show_value(s.case)
            success.add_row(label, str(s.games), str(s.successes), _rate_cell(s.rate))
        console.print(success)
    console.print(
        f"{report.completed} of {report.planned} games finished · draws {report.draws} · "
        f"errors {len(report.errors)} · {report.mean_actions:.1f} actions/game · "
        f"{t.games_per_second:,.1f} games/s ({t.seconds:.2f} s)"
    )
    for err in report.errors[:10]:
        console.print(
            Text.assemble(
                (f"game {err.index} (seed {err.seed}, {' vs '.join(err.agents)}): ", "red"),
                err.error,
            )
        )
    if len(report.errors) > 10:
        console.print(f"... and {len(report.errors) - 10} more errors (see --json)")
    if out is not None:
        console.print(f"wrote {out / 'games.jsonl'} and {out / 'summary.json'}")


# -- replay --------------------------------------------------------------------------------
def _load_record(path: Path) -> Any:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise UsageError(f"cannot read {path}: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise InvalidRecord(f"{path} is not a JSON text file") from None
    try:
        return json.loads(text)
    except ValueError as exc:
        raise InvalidRecord(f"{path} is not valid JSON: {exc}") from None


@app.command()
def replay(
    file: Annotated[Path, typer.Argument(help="A game record (JSON), e.g. from play --record.")],
    seat: Annotated[
        int | None,
        typer.Option("--seat", help="Show the game's log as this seat saw it, and its final view."),
    ] = None,
    json_out: JsonFlag = False,
) -> None:
    """Re-apply a game record, verifying every action, and print the result.

    A malformed or tampered record fails with one line and exit status 2.
    """
    with _user_errors():
        data = _load_record(file)
        game = afoot.replay(data)
        result = game.result()
        claimed = data.get("result")
        replayed = json.loads(msgspec.json.encode(result)) if result is not None else None
        if claimed is not None and claimed != replayed:
            raise InvalidRecord("the record's result does not match its replay (tampered record?)")
        if seat is not None and not 0 <= seat < game.players:
            raise UsageError(f"seat must be 0-{game.players - 1} (got {seat})")
    names = R.seat_names(game.view(None), game.players)
    if json_out:
        out: dict[str, Any] = {
            "file": str(file),
            "verified": True,
            "game": game.id,
            "players": game.players,
            "seed": game.seed,
            "options": game.options,
            "actions": len(game.actions),
            "over": game.is_over,
            "to_act": sorted(game.to_act),
            "waiting_for": sorted(game.waiting_for),
            "state_hash": game.state_hash(),
            "result": msgspec.to_builtins(result) if result is not None else None,
        }
        if seat is not None:
            out["seat"] = seat
            out["log"] = game.log(seat)
            out["view"] = game.view(seat)
        _write_json(out)
        return
    console = _console()
    opts = ", ".join(f"{k}={R._show_value(v)}" for k, v in game.options.items())
    console.print(
        Text.assemble(
            ("✓ ", "bold green"),
            f"{file}: {game.id}, {game.players} players, seed {game.seed}, ",
            f"{len(game.actions)} actions, every one legal; final state verified.",
        )
    )
    console.print(Text(f"options: {opts}", "dim"))
    if seat is not None:
        lines = R.event_lines(game.id, game.log(seat), names, seat)
        console.print(
            Panel(
                Text("\n".join(f"• {line}" for line in lines) or "(nothing)"),
                title=Text.assemble("The game as ", _seat_label(game, seat), " saw it"),
                title_align="left",
                border_style="dim",
                expand=False,
            )
        )
        console.print(R.board(game.id, game.view(seat), game.players, console.width))
    if result is not None:
        console.print(R.result_panel(game.id, msgspec.to_builtins(result), names, seat))
    else:
        waiting = ", ".join(names[s] for s in sorted(game.waiting_for))
        console.print(f"The game is not finished: waiting for {waiting}.")


# -- bench ---------------------------------------------------------------------------------
@app.command()
def bench(
    game: Annotated[
        str | None,
        typer.Argument(
            metavar="GAME", help="A game id (default: every registered game).", show_default=False
        ),
    ] = None,
    runs: Annotated[int, typer.Option("--runs", help="Runs per measurement (medians).")] = 5,
    seconds: Annotated[
        float, typer.Option("--seconds", help="Time of each measurement in each run.")
    ] = 0.5,
    option: OptionList = None,
    players: Annotated[
        str | None,
        typer.Option(
            "--players",
            metavar="N[,N...]",
            help="Seat counts to measure, e.g. 2,3,4,5 (default: each game's minimum).",
        ),
    ] = None,
    json_out: JsonFlag = False,
    rl: Annotated[
        bool,
        typer.Option(
            "--rl",
            help="Measure the RL API instead: PettingZoo AEC steps with observation and mask "
            "(needs afoot[rl]; code: afoot/rl/bench.py).",
        ),
    ] = False,
) -> None:
    """Measure engine speed on one core: random playouts, clones, determinizations, records.

    [bold]raw[/]: rules.setup / legal / apply(log=None), seat = min(waiting_for), uniform choice
    with rng.random() (what bots and simulations run); [bold]api[/]: the same playouts through
    Game.legal_actions / Game.apply (legality check, events). Also rules.clone and
    rules.determinize of mid-game states and record -> json -> afoot.replay round trips.
    [bold]reference[/]: a fixed pure-Python loop (one rng.random(), a list append, an index, a
    length test per iteration) timed in the same run; "cost in reference ops" = reference
    iterations/s divided by actions/s, comparable across machines. Medians of --runs runs.
    Code: afoot/sim/bench.py (benchmarks/bench_holmes.py calls it).
    """
    from afoot.sim.bench import bench as run

    console = _console()
    if rl:
        return _bench_rl(console, game, runs, seconds, players, json_out)
    with _user_errors():
        options = parse_options(option)
        counts = _parse_counts(players)
        if game is not None:
            afoot.spec_for(game)
        ids = [game] if game is not None else None
        if console.is_terminal and not json_out:
            with console.status("benchmarking") as status:
                report = run(ids, runs, seconds, options, lambda text: status.update(text), counts)
        else:
            report = run(ids, runs, seconds, options, players=counts)
    if json_out:
        _write_json(report.to_dict())
        return
    console.print(
        f"{report.python} on {report.machine} · one core · {report.runs} runs of "
        f"{report.seconds:g} s per measurement · medians (min-max)"
    )
    ref = report.reference_ops_per_s
    for gid, g in report.games.items():
        table = Table(title=f"{gid}", title_justify="left", title_style="bold cyan", box=None)
        table.add_column("measure")
        table.add_column("per second", justify="right")
        table.add_column("min - max", justify="right", style="dim")
        table.add_column("note", style="dim")

        def row(name: str, rate: Any, note: str = "", table: Table = table) -> None:
            table.add_row(name, f"{rate.median:,.0f}", f"{rate.low:,.0f} - {rate.high:,.0f}", note)

        row("raw actions", g.raw.actions_per_s, f"= {g.raw_action_in_reference_ops:.1f} ref ops")
        row("raw games", g.raw.games_per_s, f"{g.raw.actions_per_game:.0f} actions/game")
        row("api actions", g.api.actions_per_s, f"= {g.api_action_in_reference_ops:.1f} ref ops")
        row("api games", g.api.games_per_s, f"{g.api_slowdown_vs_raw:.2f}x the raw time")
        row("clone", g.clone_per_s, "mid-game states")
        row("determinize", g.determinize_per_s, "for the seat to act")
        row("record round trip", g.record_roundtrip_per_s, "record, json, replay")
        row("reference ops", ref, "see --help")
        console.print(table)


def _bench_rl(
    console: Console,
    game: str | None,
    runs: int,
    seconds: float,
    players: str | None,
    json_out: bool,
) -> None:
    try:
        from afoot.rl.bench import bench_rl
    except ImportError as exc:
        _fail(f"the RL API needs its extra: pip install 'afoot[rl]' ({exc.name} is missing)")
    with _user_errors():
        counts = _parse_counts(players)
        if counts is not None and len(counts) != 1:
            raise UsageError("--rl measures one player count: give --players N")
        if game is not None:
            afoot.spec_for(game)
        report = bench_rl([game] if game else None, runs, seconds, counts[0] if counts else None)
    if json_out:
        _write_json(msgspec.to_builtins(report))
        return
    console.print(
        f"PettingZoo AEC steps (env.last() + env.step) on one core · {report.runs} runs of "
        f"{report.seconds:g} s · medians (min-max)"
    )
    table = Table(box=None)
    for name in ("game", "players", "actions", "obs", "steps/s", "min - max", "ref ops/step"):
        table.add_column(name, justify="left" if name == "game" else "right")
    for gid, g in report.games.items():
        r = g.steps_per_s
        table.add_row(
            gid,
            str(g.players),
            str(g.n_actions),
            str(g.obs_size),
            f"{r.median:,.0f}",
            f"{r.low:,.0f} - {r.high:,.0f}",
            f"{g.step_in_reference_ops:.1f}",
        )
    console.print(table)
    console.print(f"reference ops/s: {report.reference_ops_per_s.median:,.0f}")


@app.command()
def fuzz(
    game: Annotated[
        str | None,
        typer.Argument(
            metavar="GAME", help="A game id (default: every registered game).", show_default=False
        ),
    ] = None,
    states: Annotated[
        int, typer.Option("--states", help="Decision points to check per game and player count.")
    ] = 100_000,
    players: Annotated[
        int | None,
        typer.Option("--players", help="One player count (default: every count of the game)."),
    ] = None,
    seed: Annotated[int, typer.Option("--seed", help="Where the deals start.")] = 0,
    workers: Annotated[
        int,
        typer.Option(
            "--workers", help="Cases run in parallel, one process each (1: in this process)."
        ),
    ] = 1,
    json_out: JsonFlag = False,
) -> None:
    """Leak fuzzing: at every state reached (random and bot play, every option set), what
    reaches a seat -- view, log, legal actions, spectator view, casebook, error messages, RL
    observation -- must be the same in a world where everything it cannot see is resampled.

    Exits 1 with the first leak found. Code: afoot/sim/fuzz.py (its docstring says exactly
    what is compared)."""
    from afoot.sim.backends import make_backend
    from afoot.sim.fuzz import Case, Leak, cases, fuzz_case, fuzz_task

    console = _console()
    with _user_errors():
        if states < 1:
            raise UsageError(f"--states must be at least 1, not {states}")
        if game is not None:
            spec = afoot.spec_for(game)
            if players is not None and not spec.min_players <= players <= spec.max_players:
                raise UsageError(
                    f"{game} is for {spec.min_players}-{spec.max_players} players, not {players}"
                )
        todo = list(cases([game] if game else None, players))
        if not todo:
            raise UsageError(f"no game is played by {players} players")
        if workers < 1:
            raise UsageError(f"--workers must be at least 1, not {workers}")

    def done(case: Case) -> None:
        if not json_out:
            console.print(
                f"{case.game} {case.players}p: {case.states:,} states, {case.games:,} games, "
                f"{case.option_sets} option sets, {case.probes:,} error messages compared, "
                f"{case.seconds:,.1f} s: no leak",
                soft_wrap=True,
            )

    finished: list[Case] = []
    try:
        if workers > 1:  # the cases in parallel, each reported as it finishes
            tasks = [(gid, n, states, seed) for gid, n in todo]
            finished = make_backend("process", workers).map(fuzz_task, tasks, done)
        else:
            for gid, n in todo:
                if console.is_terminal and not json_out:
                    with console.status(f"{gid} {n}p") as status:
                        case = fuzz_case(gid, n, states, seed, lambda text: status.update(text))
                else:
                    case = fuzz_case(gid, n, states, seed)
                done(case)
                finished.append(case)
    except Leak as exc:
        _fail(f"LEAK: {exc}")
    if json_out:
        _write_json([msgspec.to_builtins(c) for c in finished])


# -- report --------------------------------------------------------------------------------
@app.command()
def report(
    game: Annotated[
        str, typer.Argument(metavar="GAME", help="A game id (see afoot games).", show_default=False)
    ],
    games: Annotated[
        int | None,
        typer.Option(
            "--games",
            "-n",
            help="Games per cell (per matchup). Default: holmes 200, purrrlock 2000, "
            "baker_street 500, thirteen_clues 50 (minutes at most on 2 cores).",
            show_default=False,
        ),
    ] = None,
    agents: Annotated[
        str | None,
        typer.Option(
            "--agents",
            help="Agents, comma-separated, cycled over the seats of each player count (more "
            "than the seats: a round robin). Default: holmes greedy, purrrlock deduce, "
            "baker_street rules, thirteen_clues deduce, in every seat.",
            show_default=False,
        ),
    ] = None,
    seed: Annotated[int, typer.Option("--seed", help="Seed S of the whole report.")] = 0,
    players: Annotated[
        str | None,
        typer.Option(
            "--players",
            metavar="N[,N...]",
            help="Player counts, e.g. 2,3,4 (default: every count the game allows).",
            show_default=False,
        ),
    ] = None,
    option: OptionList = None,
    backend: BackendOption = "process",
    workers: WorkersOption = None,
    out: Annotated[
        Path | None,
        typer.Option(
            "--out",
            metavar="DIR",
            help="Where to write (default: ./report-GAME).",
            show_default=False,
        ),
    ] = None,
) -> None:
    """Write a balance report: DIR/report.md with PNG plots, and DIR/report.json.

    For every game: win rate by seat with 95% Wilson intervals, score distributions, game
    length, draws, the agents and seeds (the exact command that writes the same report).
    Then per game: Holmes, each variant of both editions against its baseline on the same
    deals and each character's value when visited (from the game records); Purrrlock, the
    catch rate by player count; Beyond Baker Street, the win rate by case file and player
    count; 13 Clues, the first player's advantage by player count. The same command gives the
    same report.md, report.json and plots on every backend. Code: afoot/sim/report.py.
    """
    import time

    from afoot.sim.report import build_report

    console = _console()
    start = time.perf_counter()
    with _user_errors():
        options = parse_options(option)
        counts = _parse_counts(players)
        names = [a.strip() for a in agents.split(",")] if agents is not None else None
        target = out if out is not None else Path(f"report-{game}")

        def build(on_plan: Any = None, on_result: Any = None) -> Any:
            return build_report(
                game,
                target,
                agents=names,
                games=games,
                seed=seed,
                players=counts,
                options=options,
                backend=backend,
                workers=workers,
                on_result=on_result,
                on_plan=on_plan,
            )

        if console.is_terminal:
            with _progress(console) as bar:
                task = bar.add_task(f"{game} report", total=None)
                done = build(
                    lambda p: bar.update(task, total=len(p.tasks)),
                    lambda _outcome: bar.advance(task),
                )
        else:
            done = build()
    f = done.figures
    console.print(
        Text.assemble(
            (f"{f['game']}", "bold cyan"),
            f" · {f['completed']} of {f['planned']} games in {len(f['cells'])} cells · "
            f"{time.perf_counter() - start:.1f} s",
        )
    )
    if f["errors"]:
        console.print(f"[red]{len(f['errors'])} games raised[/] (listed in the report)")
    console.print(f"report written to {target / 'report.md'} ({', '.join(done.files)})")


# -- help text -----------------------------------------------------------------------------
def _reflow(text: str) -> str:
    """One line per paragraph: Typer's rich help keeps a docstring's line breaks."""
    return "\n\n".join(" ".join(par.split()) for par in text.split("\n\n"))


for _info in app.registered_commands:
    _doc = inspect.getdoc(_info.callback) if _info.callback is not None else None
    if _info.help is None and _doc:
        _info.help = _reflow(_doc)


# -- entry point ---------------------------------------------------------------------------
def main() -> None:
    """The console script: run the app; no traceback ever reaches the user."""
    try:
        app()
    except KeyboardInterrupt:
        sys.stderr.write("interrupted\n")
        sys.exit(130)
    except AfootError as exc:
        sys.stderr.write(f"error: {exc}\n")
        sys.exit(2)
    except Exception as exc:
        text = str(exc).splitlines()[0] if str(exc) else ""
        sys.stderr.write(
            f"afoot: internal error: {type(exc).__name__}: {text} (please report this)\n"
        )
        sys.exit(1)


__all__ = ["app", "main", "parse_options"]


@app.command()
def serve(
    host: Annotated[str, typer.Option("--host", help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[
        int, typer.Option("--port", help="Port to listen on.", min=0, max=65535)
    ] = 8000,
    db: Annotated[
        str | None,
        typer.Option(
            "--db",
            metavar="URL",
            help="Database: sqlite:///path.db or postgresql+psycopg://user:pw@host/db "
            "(default: $AFOOT_DB, else ~/.local/share/afoot/afoot.db).",
            show_default=False,
        ),
    ] = None,
    bot_delay_ms: Annotated[
        int | None,
        typer.Option(
            "--bot-delay-ms",
            help="Bots' thinking pause on every table (default: each table's own, 700 ms).",
            show_default=False,
            min=0,
            max=10_000,
        ),
    ] = None,
    bot_workers: Annotated[
        int | None,
        typer.Option(
            "--bot-workers",
            help="Processes the bots think in, so that no search holds the server's event "
            "loop (0: threads of the server's process; default: the CPUs but one, 1 to 4, "
            "and 0 on one CPU).",
            show_default=False,
            min=0,
            max=64,
        ),
    ] = None,
    log_level: Annotated[
        str, typer.Option("--log-level", help="critical, error, warning, info or debug.")
    ] = "info",
    compress: Annotated[
        bool,
        typer.Option(
            "--compress/--no-compress",
            help="permessage-deflate on the WebSockets: less traffic on a slow network, about "
            "a sixth more server CPU (benchmarks/bench_server.py).",
        ),
    ] = False,
    rate: Annotated[
        float,
        typer.Option("--rate", help="Messages a second each socket may send, on average."),
    ] = 20.0,
    burst: Annotated[
        int, typer.Option("--burst", help="Messages each socket may send at once.")
    ] = 40,
    abandon_after: Annotated[
        float,
        typer.Option(
            "--abandon-after",
            metavar="SECONDS",
            help="A table with human seats none of which has been connected for this long is "
            "abandoned: it leaves the lobby's lists and stops until one of its seats comes "
            "back (a table of bots never is).",
            min=1,
            max=365 * 86400,
        ),
    ] = 3600.0,
) -> None:
    """Play in the browser: the lobby, live tables with bots, replays (open the printed URL).

    Every accepted action is written to the database before anyone hears of it; on start the
    server rebuilds every open or running table from its record, so a restart loses nothing.
    OpenAPI documentation of the lobby is at /docs.
    """
    import logging

    import uvicorn

    from afoot.server.app import create_app
    from afoot.server.limits import MAX_BAD
    from afoot.server.logs import redact_tokens
    from afoot.server.serving import uvicorn_config
    from afoot.server.thinking import default_workers
    from afoot.store import StoreError, default_url

    if log_level not in ("critical", "error", "warning", "info", "debug"):
        _fail(f"unknown log level {log_level!r}; use critical, error, warning, info or debug")
    url = db or default_url()
    try:
        application = create_app(
            url,
            bot_delay_ms=bot_delay_ms,
            tune_gc=True,
            limits=(rate, burst, MAX_BAD),
            bot_workers=default_workers() if bot_workers is None else bot_workers,
            abandon_after=abandon_after,
        )
    except (StoreError, ValueError) as exc:
        _fail(str(exc))
    logging.basicConfig(level=log_level.upper(), format="%(levelname)s %(name)s: %(message)s")
    store = application.state.hub.store
    shown = "localhost" if host in ("127.0.0.1", "::1") else host
    console = _console()
    console.print(f"afoot {afoot.__version__}: database {store.url}", soft_wrap=True)
    config = uvicorn_config(
        application, host=host, port=port, log_level=log_level, compress=compress
    )
    server = uvicorn.Server(config)
    redact_tokens("uvicorn", "uvicorn.error", "uvicorn.access")  # uvicorn.Config set them up
    try:
        # bound here (not by uvicorn) so that the printed URL has the real port, even for --port 0
        sock = socket.create_server((host, port), family=_family(host), reuse_port=False)
    except OSError as exc:
        _fail(f"cannot listen on {host}:{port}: {exc.strerror or exc}")
    bound = sock.getsockname()[1]
    console.print(
        f"afoot is serving on [bold]http://{shown}:{bound}/[/bold]  (Ctrl-C stops it)",
        soft_wrap=True,
    )
    sys.stdout.flush()
    server.run(sockets=[sock])


def _family(host: str) -> socket.AddressFamily:
    return socket.AF_INET6 if ":" in host else socket.AF_INET

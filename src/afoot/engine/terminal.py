"""The terminal kit: the board a game shows at the terminal, what the games' boards share, and
the board of a game that brings none.

A game declares its terminal board in its spec (``terminal="afoot.games.<id>.terminal:BOARD"``):
a :class:`Board` that draws a seat's view, says the events the seat received in a line each,
shows the result, and asks the seat for a move. ``afoot play`` and ``afoot replay`` know a
game's terminal only through it. A game that declares none is played on :class:`Board` itself:
its view as a tree of keys and values, each event as its type and fields, its moves as a
numbered list of their ``describe()`` texts.

A board reads the public shapes alone (``game.view(seat)``, ``game.log(seat)``, the result),
never the state, so the terminal shows exactly what the seat may know. Its move entry talks to
the terminal through a :class:`Session`, which the command line implements: no game imports
the command line. This module imports rich; nothing in the engine's core imports it, so that
``import afoot`` stays light.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol

import msgspec
from rich import box
from rich.console import Console, Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text
from rich.tree import Tree

from afoot.engine.errors import AfootError
from afoot.engine.game import Game

#: the words of the generic board, its menu and the result panel, by key
LABELS = {
    "seat_name": "Seat {seat}",
    "seat": "seat {seat}",
    "spectator": "spectator",
    "none": "none",
    "yes": "yes",
    "no": "no",
    "you": " (you)",
    "keys": "b board, h help, q quit",
    "help": "Type the number of a choice; b shows the board again; q leaves the game.",
    "prompt": "{name}, your choice [1-{n}] ({keys}): ",
    "refuse": "a choice:[/] type a number from 1 to {n}, b for the board, q to quit.",
    "result": "Result",
    "total": "total",
    "draw": "Draw",
    "winner": "Winner: ",
    "no_winner": "No winner",
}


def label(key: str, **params: object) -> str:
    """The kit's text ``key`` in English, with ``params`` filled in."""
    return LABELS[key].format(**params)


SEAT_STYLES = ("bold cyan", "bold magenta", "bold green", "bold yellow", "bold blue", "bold red")


def seat_style(seat: int) -> str:
    """The colour of a seat, the same on every board."""
    return SEAT_STYLES[seat % len(SEAT_STYLES)]


def seat_names(view: Mapping[str, Any], players: int) -> list[str]:
    """The display name of each seat: its role when the view has one, else "Seat N"."""
    names = [label("seat_name", seat=s) for s in range(players)]
    for p in view.get("players") or []:
        seat = p.get("seat") if isinstance(p, Mapping) else None
        if isinstance(seat, int) and 0 <= seat < players and p.get("role"):
            names[seat] = str(p["role"])
    return names


def plural(n: int, word: str) -> str:
    """ "1 card", "2 cards"."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def show_value(value: object) -> str:
    """An option value as it is typed: ``true``/``false`` for booleans."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def num_cell(value: object, style: str = "") -> Text:
    """A count for a table cell: the number, or a dim dot for none."""
    n = int(value) if isinstance(value, int) else 0
    return Text(str(n), style) if n else Text("·", "dim")


def action_tag(action: Any) -> str:
    """The tag an action struct is encoded with (``"guess"``), else its class name."""
    config = getattr(action, "__struct_config__", None)
    tag = getattr(config, "tag", None)
    return tag if isinstance(tag, str) else type(action).__name__.lower()


def common_tail(texts: Sequence[str]) -> str:
    """ " (Holmes moves 1 towards 0)" when every text ends with that parenthesis, else ""."""
    tails = {t[t.rindex(" (") :] if " (" in t and t.endswith(")") else "" for t in texts}
    if len(tails) != 1:
        return ""
    tail = tails.pop()
    return tail if all(t.count(tail) == 1 for t in texts) else ""


def why(game: Game, seat: int, action: Any) -> str:
    """The rules' one line on why ``action`` is illegal (tried on a copy of the game)."""
    try:
        game.clone().apply(seat, action)
    except AfootError as exc:
        return str(exc)
    return "it is not among your choices"  # pragma: no cover - legal after all


# -- events ---------------------------------------------------------------------------------
class Speaker:
    """Names seats in event text: "You" for the viewer, else the seat's name (with verbs)."""

    def __init__(self, names: Sequence[str], viewer: int | None) -> None:
        self.names = list(names)
        self.viewer = viewer

    def who(self, seat: object) -> str:
        if isinstance(seat, int) and seat == self.viewer:
            return "You"
        if isinstance(seat, int) and 0 <= seat < len(self.names):
            return self.names[seat]
        return f"Seat {seat}"

    def does(self, seat: object, verb: str, third: str | None = None) -> str:
        """ "You take" / "Sherlock takes"."""
        if isinstance(seat, int) and seat == self.viewer:
            return f"You {verb}"
        return f"{self.who(seat)} {third or verb + 's'}"

    def their(self, seat: object) -> str:
        return "your" if isinstance(seat, int) and seat == self.viewer else "their"

    def obj(self, seat: object) -> str:
        """A seat as an object: "you" for the viewer, else its name."""
        return "you" if isinstance(seat, int) and seat == self.viewer else self.who(seat)

    def whose(self, seat: object) -> str:
        if isinstance(seat, int) and seat == self.viewer:
            return "your"
        return f"{self.who(seat)}'s"


def plain_event(event: Mapping[str, Any], sp: Speaker) -> str:
    """An event as its type and fields (``play: seat You, card ace``): the line of an event a
    board has no words for."""
    fields = ", ".join(
        f"{key} {sp.who(value) if key == 'seat' else _plain(value)}"
        for key, value in event.items()
        if key != "type"
    )
    return f"{event.get('type')}: {fields}" if fields else str(event.get("type"))


def _plain(value: object) -> str:
    if isinstance(value, bool) or value is None:
        return label({True: "yes", False: "no", None: "none"}[value])
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_plain(v) for v in value) + "]"
    if isinstance(value, Mapping):
        return "{" + ", ".join(f"{k} {_plain(v)}" for k, v in value.items()) + "}"
    return str(value)


# -- choices ------------------------------------------------------------------------------
def choices(texts: Sequence[str], width: int = 80) -> RenderableType:
    """Numbered choices, in columns when there are many."""
    items = [Text.assemble((f"{i:>2}", "bold yellow"), "  ", t) for i, t in enumerate(texts, 1)]
    longest = max((len(t) for t in texts), default=0) + 6
    cols = max(1, min(3, width // max(longest + 2, 1))) if len(items) > 8 else 1
    rows = -(-len(items) // cols)
    grid = Table.grid(padding=(0, 3))
    for _ in range(cols):
        grid.add_column(no_wrap=True)
    for r in range(rows):
        grid.add_row(
            *(items[c * rows + r] if c * rows + r < len(items) else "" for c in range(cols))
        )
    return grid


class Choices:
    """A menu entry standing for several moves, each with its text: choosing it lists them."""

    def __init__(self, members: list[tuple[str, Any]]) -> None:
        self.members = members


class Session(Protocol):
    """What a board's move entry may do at the terminal (the command line implements it)."""

    @property
    def game(self) -> Game: ...

    @property
    def names(self) -> list[str]: ...

    @property
    def console(self) -> Console: ...

    def ask(self, prompt: str) -> str:
        """The player's answer, stripped (quitting and the end of input end the game)."""
        ...

    def refuse(self, answer: str, what: str) -> None:
        """Say in red that ``answer`` is not ``what`` (markup: ``"a choice:[/] type..."``)."""
        ...

    def pick_number(self, prompt: str, n: int) -> int:
        """A number from 1 to ``n``, or 0 to go back."""
        ...

    def show_board(self, seat: int) -> None:
        """The board as ``seat`` sees it, again."""
        ...

    def show_choices(self, texts: Sequence[str]) -> None:
        """``texts`` as numbered choices."""
        ...


#: a command a board answers at its prompt: (the words that call it, what it does with the
#: session, the seat and the word typed)
Command = tuple[tuple[str, ...], Callable[[Session, int, str], None]]


def numbered_menu(
    session: Session,
    seat: int,
    actions: Sequence[Any],
    texts: Sequence[str],
    *,
    keys: str,
    help: str,
    commands: Sequence[Command] = (),
) -> Any:
    """One of ``actions`` by its number in the list of ``texts``; ``b`` shows the board again,
    ``h`` says ``help``, and each of ``commands`` answers its words."""
    session.show_choices(texts)
    n = len(actions)
    prompt = label("prompt", name=session.names[seat], n=n, keys=keys)
    while True:
        answer = session.ask(prompt)
        low = answer.lower()
        command = next((run for words, run in commands if low in words), None)
        if command is not None:
            command(session, seat, low)
            continue
        if low in ("b", "board"):
            session.show_board(seat)
            session.show_choices(texts)
            continue
        if low in ("h", "help", "?"):
            session.console.print(help)
            continue
        pick = int(answer) if answer.isdigit() else 0
        if 1 <= pick <= n:
            return actions[pick - 1]
        session.refuse(answer, label("refuse", n=n))


class Call(msgspec.Struct, frozen=True, kw_only=True):
    """An out-of-turn action a board names (Purrrlock's "Paws!"), with the words the terminal
    offers it with; a game with out-of-turn actions and no call is offered them in generic
    words ("p act now")."""

    #: the tag of the action (``action_tag``)
    tag: str
    #: what the player may type for it besides ``p``
    words: tuple[str, ...]
    #: the prompt's key before a bot's decision: ``p "Paws!"``
    key: str
    #: the key's refusal text: ``p calls "Paws!"``
    does: str
    #: the answer to ``s`` (no more offers)
    stop: str
    #: the answer to ``h`` at an offer
    help: str
    #: hot-seat, at the pass screen: who (the names) may call it now
    notice: Callable[[str], str]
    #: hot-seat, the pass prompt's key: ``p Paws!``
    ready: str
    #: hot-seat, the question for the caller's seat: ``Who calls "Paws!"?``
    ask: str


# -- the board ----------------------------------------------------------------------------
class Board:
    """A game's terminal board. This class is the board of a game that brings none: the view
    as a tree, events as their type and fields, the scores, moves as their ``describe()``
    texts; a game's own board subclasses it and replaces what it draws better.
    """

    #: a paragraph (rich markup) for ``afoot play --help``: the game's own keys and moves
    help: str = ""
    #: the out-of-turn action the board names, if any
    call: Call | None = None
    #: event types said on the line of the action before them (its consequences)
    joined: frozenset[str] = frozenset()

    def __init__(self, title: str = "") -> None:
        #: the game's title, on the generic board's panel
        self.title = title

    # drawing --------------------------------------------------------------------------
    def board(self, view: Mapping[str, Any], players: int, width: int = 80) -> RenderableType:
        """The board as ``view`` shows it, for a terminal ``width`` columns wide."""
        seat = view.get("seat")
        who = label("seat", seat=seat) if isinstance(seat, int) else label("spectator")
        tree = Tree(Text(f"{self.title} · {who}", "bold"), guide_style="dim")
        for key, value in view.items():
            if key != "legal":
                _branch(tree, key, value)
        return Panel(tree, border_style="blue", expand=False)

    def event_line(self, event: Mapping[str, Any], sp: Speaker) -> str | None:
        """The line of one event as ``sp``'s viewer received it; None: its type and fields."""
        return None

    def events(
        self, events: Sequence[Mapping[str, Any]], names: Sequence[str], viewer: int | None
    ) -> list[str]:
        """A short line for each of ``events`` as ``viewer`` received them (a :attr:`joined`
        event on the line of the action before it)."""
        sp = Speaker(names, viewer)
        out: list[str] = []
        for e in events:
            line = self.event_line(e, sp)
            if e.get("type") in self.joined and out and line:
                out[-1] += f" {line}"
                continue
            out.append(line if line is not None else plain_event(e, sp))
        return out

    def result(
        self, result: Mapping[str, Any], names: Sequence[str], viewer: int | None
    ) -> RenderableType:
        """Scores, the per-seat breakdown (``details["seats"]``) and the winner."""
        return score_panel(result, names, viewer)

    # moves ----------------------------------------------------------------------------
    def choose(self, session: Session, seat: int, actions: Sequence[Any]) -> Any:
        """``seat``'s move among ``actions`` (more than one), asked at the terminal."""
        game = session.game
        texts = [game.describe(a) for a in actions]
        return numbered_menu(
            session,
            seat,
            actions,
            texts,
            keys=label("keys"),
            help=label("help"),
        )


def _branch(parent: Tree, key: object, value: object) -> None:
    """``key: value`` under ``parent``: a mapping or a list of them as a branch of its own, a
    list of plain values on one line."""
    name = Text(str(key).replace("_", " "), "bold")
    if isinstance(value, Mapping):
        if not value:
            parent.add(Text.assemble(name, ": ", (label("none"), "dim")))
            return
        node = parent.add(name)
        for k, v in value.items():
            _branch(node, k, v)
        return
    if isinstance(value, list | tuple) and any(
        isinstance(v, Mapping | list | tuple) for v in value
    ):
        node = parent.add(name)
        for i, v in enumerate(value):
            seat = v.get("seat") if isinstance(v, Mapping) else None
            _branch(node, label("seat", seat=seat) if isinstance(seat, int) else i, v)
        return
    parent.add(Text.assemble(name, ": ", _leaf(value)))


def _leaf(value: object) -> Text:
    if value is None or (isinstance(value, list | tuple) and not value):
        return Text(label("none"), "dim")
    if isinstance(value, bool):
        return Text(label("yes") if value else label("no"))
    if isinstance(value, list | tuple):
        return Text(", ".join(str(v) for v in value))
    return Text(str(value))


# -- results ------------------------------------------------------------------------------
def _flatten(prefix: str, value: object, out: dict[str, object]) -> None:
    if isinstance(value, Mapping):
        for k, v in value.items():
            _flatten(f"{prefix}{k}" if not prefix else f"{prefix}: {k}", v, out)
    else:
        out[prefix] = value


def score_panel(
    result: Mapping[str, Any],
    names: Sequence[str],
    viewer: int | None,
    *,
    row_label: Callable[[str], str] = lambda key: key.replace("_", " "),
    order: Callable[[str], tuple[int, int]] = lambda key: (0, 0),
    extra: Sequence[tuple[Text, Sequence[Text]]] = (),
) -> RenderableType:
    """The result panel: a row per detail of ``details["seats"]`` (each seat's mapping,
    flattened to ``"types: clue"`` keys, sorted by ``order``, named by ``row_label``), the
    ``extra`` rows, each seat's total, and the winner or the draw."""
    scores = list(result.get("scores") or [])
    winners = list(result.get("winners") or [])
    details = result.get("details") or {}
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    table.add_column("", no_wrap=True)
    for s in range(len(scores)):
        head = Text(names[s] if s < len(names) else label("seat_name", seat=s), seat_style(s))
        if s == viewer:
            head.append(label("you"))
        table.add_column(head, justify="right")
    per_seat = details.get("seats") if isinstance(details, Mapping) else None
    if isinstance(per_seat, list) and per_seat:
        flat: list[dict[str, object]] = []
        for entry in per_seat:
            f: dict[str, object] = {}
            _flatten("", entry, f)
            flat.append(f)
        keys: list[str] = []
        for f in flat:
            keys.extend(k for k in f if k not in keys and k != "total")
        keys.sort(key=order)
        for k in keys:
            table.add_row(row_label(k), *(_score_cell(f.get(k)) for f in flat))
    for head, cells in extra:
        table.add_row(head, *cells)
    table.add_row(
        Text(label("total"), "bold"),
        *(Text(show_score(x), "bold") for x in scores),
        end_section=True,
    )
    if result.get("draw"):
        verdict = Text(label("draw"), "bold yellow")
    elif winners:
        verdict = Text(label("winner"), "bold")
        for i, s in enumerate(winners):
            if i:
                verdict.append(", ")
            who = names[s] if s < len(names) else label("seat_name", seat=s)
            verdict.append(who + (label("you") if s == viewer else ""), seat_style(s))
    else:
        verdict = Text(label("no_winner"), "bold")
    reason = Text(f"({result.get('reason')})", "dim")
    return Panel(
        Group(table, Text(""), Text.assemble(verdict, " ", reason)),
        title=Text(label("result"), "bold"),
        title_align="left",
        border_style="green",
        expand=False,
    )


def _score_cell(value: object) -> Text:
    if value is None or value == 0:
        return Text("·", "dim")
    return Text(show_score(value))


def show_score(value: object) -> str:
    """A score as a number is written: ``3`` for 3.0."""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)

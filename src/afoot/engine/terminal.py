"""The terminal kit: the board a game shows at the terminal, what the games' boards share, and
the board of a game that brings none.

A game declares its terminal board in its spec (``terminal="afoot.games.<id>.terminal:BOARD"``):
a :class:`Board` that draws a seat's view, says the events the seat received in a line each,
shows the result, and asks the seat for a move. ``afoot play`` and ``afoot replay`` know a
game's terminal only through it. A game that declares none is played on :class:`Board` itself:
its view as a tree of keys and values, each event as its type and fields, its moves as a
numbered list of their ``describe()`` texts.

A board speaks in a :class:`Voice`: a language (``afoot play --lang``), the kit's own words
(this module's menus and panels: ``afoot/engine/locale/<lang>.json``) and the game's catalogue
and messages (:mod:`afoot.engine.catalogue`). When the game declares messages, the kit says its
events, its moves and the decision it waits for from them, in the language, as the browser
does; a board draws its own labels from the same catalogue (``voice.text``). The command line
gives the board its voice (:meth:`Board.speaking`); a board used without one speaks English.

A board reads the public shapes alone (``game.view(seat)``, ``game.log(seat)``, the result),
never the state, so the terminal shows exactly what the seat may know. Its move entry talks to
the terminal through a :class:`Session`, which the command line implements: no game imports
the command line. This module imports rich; nothing in the engine's core imports it, so that
``import afoot`` stays light.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol, Self

import msgspec
from rich import box
from rich.console import Console, Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text
from rich.tree import Tree

from afoot.engine import catalogue
from afoot.engine.catalogue import Catalogue, Messages, Msg, Reader
from afoot.engine.core import GameSpec, load
from afoot.engine.errors import AfootError
from afoot.engine.game import Game


class Voice:
    """What a board speaks with: a language, the kit's own words (``words``), the game's
    catalogue (``texts``, its ``locale/``) and its messages (``messages``, None when its spec
    declares none). Without a spec: the kit's words alone (a game's texts are its keys)."""

    def __init__(self, lang: str = "en", spec: GameSpec | None = None) -> None:
        self.lang = lang
        self.words: Catalogue = catalogue.load("afoot.engine", lang)
        self.texts: Catalogue = (
            catalogue.load(spec.package, lang) if spec is not None else Catalogue(lang, {})
        )
        self.messages: Messages | None = (
            load(spec.messages) if spec is not None and spec.messages is not None else None
        )

    def word(self, key: str, **params: object) -> str:
        """The kit's word ``key`` (its menus and panels), ``params`` filled in."""
        return self.words.label(key, **params)

    def text(self, key: str, **params: object) -> str:
        """The game's text ``key`` (a label of its board), ``params`` filled in."""
        return self.texts.label(key, **params)


#: the voice of a board nobody gave one: English, the kit's words alone
ENGLISH = Voice()


SEAT_STYLES = ("bold cyan", "bold magenta", "bold green", "bold yellow", "bold blue", "bold red")


def seat_style(seat: int) -> str:
    """The colour of a seat, the same on every board."""
    return SEAT_STYLES[seat % len(SEAT_STYLES)]


def seat_names(view: Mapping[str, Any], players: int, voice: Voice = ENGLISH) -> list[str]:
    """The display name of each seat: its role when the view has one, else "Seat N" in the
    voice's language."""
    names = [voice.word("seat.name", seat=s) for s in range(players)]
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


def why(game: Game, seat: int, action: Any, voice: Voice = ENGLISH) -> str:
    """The rules' one line on why ``action`` is illegal (tried on a copy of the game)."""
    try:
        game.clone().apply(seat, action)
    except AfootError as exc:
        return str(exc)
    return voice.word("menu.not_among")  # pragma: no cover - legal after all


# -- events ---------------------------------------------------------------------------------
class Speaker:
    """Says things to one reader, the viewer: the game's messages in the voice's language,
    seats named as the browser names them (:meth:`name`: "Seat 0 (you)" for the viewer).

    For a board that writes its own English sentences (a game without messages), it names
    seats with verbs: "You" for the viewer, else the seat's name (:meth:`who`, :meth:`does`).
    """

    def __init__(self, names: Sequence[str], viewer: int | None, voice: Voice = ENGLISH) -> None:
        self.names = list(names)
        self.viewer = viewer
        self.voice = voice
        self.reader = Reader(viewer, self.name)

    def name(self, seat: int) -> str:
        """A seat's name; the viewer's with "(you)"."""
        if 0 <= seat < len(self.names):
            name = self.names[seat]
        else:
            name = self.voice.word("seat.name", seat=seat)
        return self.voice.word("seat.you", name=name) if seat == self.viewer else name

    def say(self, message: Msg, sentence: bool = True) -> str:
        """A message of the game's catalogue as the viewer reads it (a sentence, or a label
        when ``sentence`` is False)."""
        return self.voice.texts.render(message, self.reader, sentence=sentence)

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
        f"{key} {sp.who(value) if key == 'seat' else _plain(value, sp.voice)}"
        for key, value in event.items()
        if key != "type"
    )
    return f"{event.get('type')}: {fields}" if fields else str(event.get("type"))


def _plain(value: object, voice: Voice) -> str:
    if isinstance(value, bool) or value is None:
        return voice.word({True: "yes", False: "no", None: "none"}[value])
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_plain(v, voice) for v in value) + "]"
    if isinstance(value, Mapping):
        return "{" + ", ".join(f"{k} {_plain(v, voice)}" for k, v in value.items()) + "}"
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
    voice: Voice = ENGLISH,
) -> Any:
    """One of ``actions`` by its number in the list of ``texts``; ``b`` shows the board again,
    ``h`` says ``help``, and each of ``commands`` answers its words."""
    session.show_choices(texts)
    n = len(actions)
    prompt = voice.word("menu.prompt", name=session.names[seat], n=n, keys=keys)
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
        session.refuse(answer, voice.word("menu.refuse", n=n))


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
    texts (events, moves and the decision waited for as the game's messages, when it declares
    them); a game's own board subclasses it and replaces what it draws better.
    """

    #: a paragraph (rich markup) for ``afoot play --help``: the game's own keys and moves
    help: str = ""
    #: the out-of-turn action the board names, if any
    call: Call | None = None
    #: event types said on the line of the action before them (its consequences)
    joined: frozenset[str] = frozenset()

    def __init__(self, title: str = "", voice: Voice = ENGLISH) -> None:
        #: the game's title, on the generic board's panel
        self.title = title
        #: the language and catalogues it speaks with
        self.voice = voice

    def speaking(self, voice: Voice) -> Self:
        """This board speaking with ``voice`` (a copy: a game's board is shared)."""
        board = copy.copy(self)
        board.voice = voice
        return board

    # drawing --------------------------------------------------------------------------
    def board(self, view: Mapping[str, Any], players: int, width: int = 80) -> RenderableType:
        """The board as ``view`` shows it, for a terminal ``width`` columns wide: the view as
        a tree, under the decision the game waits for when the game declares messages."""
        voice = self.voice
        seat = view.get("seat")
        who = (
            voice.word("seat.lower", seat=seat)
            if isinstance(seat, int)
            else voice.word("spectator")
        )
        tree = Tree(Text(f"{self.title} · {who}", "bold"), guide_style="dim")
        for key, value in view.items():
            if key != "legal":
                _branch(tree, key, value, voice)
        pending = self.pending(view, seat_names(view, _seats(view), voice))
        body: RenderableType = tree if pending is None else Group(pending, tree)
        return Panel(body, border_style="blue", expand=False)

    def pending(self, view: Mapping[str, Any], names: Sequence[str]) -> Text | None:
        """The decision the game waits for (the game's ``pending`` message), bold when it is
        the viewer's or the game is over; None when the game declares no messages or waits
        for nothing."""
        messages = self.voice.messages
        message = messages.pending(view) if messages is not None else None
        if message is None:
            return None
        seat = view.get("seat")
        sp = Speaker(names, seat if isinstance(seat, int) else None, self.voice)
        mine = view.get("over") or (isinstance(seat, int) and seat in (view.get("to_act") or []))
        return Text(sp.say(message), "bold" if mine else "dim")

    def event_line(self, event: Mapping[str, Any], sp: Speaker) -> str | None:
        """The line of one event as ``sp``'s viewer received it; None: its type and fields.
        Read only for a game without messages (its messages say its events)."""
        return None

    def events(
        self, events: Sequence[Mapping[str, Any]], names: Sequence[str], viewer: int | None
    ) -> list[str]:
        """A short line for each of ``events`` as ``viewer`` received them: the game's
        message (none for an event it has no line for), else the board's :meth:`event_line`,
        else the event's type and fields; a :attr:`joined` event on the line of the action
        before it."""
        sp = Speaker(names, viewer, self.voice)
        messages = self.voice.messages
        out: list[str] = []
        for e in events:
            if messages is not None:
                message = messages.event(e)
                if message is None:
                    continue
                line: str | None = sp.say(message)
            else:
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
        return score_panel(result, names, viewer, voice=self.voice)

    # moves ----------------------------------------------------------------------------
    def move_texts(self, session: Session, seat: int, actions: Sequence[Any]) -> list[str]:
        """Each of ``actions`` as ``seat`` reads it: the game's messages, else the rules'
        ``describe()``."""
        game = session.game
        messages = self.voice.messages
        if messages is None:
            return [game.describe(a) for a in actions]
        view = game.view(seat)
        sp = Speaker(session.names, seat, self.voice)
        return [sp.say(messages.action(a, view)) for a in actions]

    def choose(self, session: Session, seat: int, actions: Sequence[Any]) -> Any:
        """``seat``'s move among ``actions`` (more than one), asked at the terminal."""
        voice = self.voice
        return numbered_menu(
            session,
            seat,
            actions,
            self.move_texts(session, seat, actions),
            keys=voice.word("menu.keys"),
            help=voice.word("menu.help"),
            voice=voice,
        )


def _seats(view: Mapping[str, Any]) -> int:
    """How many seats a view names (its players', else its seat's), at least 1."""
    players = view.get("players")
    count = len(players) if isinstance(players, list) else 0
    seat = view.get("seat")
    return max(count, seat + 1 if isinstance(seat, int) else 0, 1)


def _branch(parent: Tree, key: object, value: object, voice: Voice) -> None:
    """``key: value`` under ``parent``: a mapping or a list of them as a branch of its own, a
    list of plain values on one line."""
    name = Text(str(key).replace("_", " "), "bold")
    if isinstance(value, Mapping):
        if not value:
            parent.add(Text.assemble(name, ": ", (voice.word("none"), "dim")))
            return
        node = parent.add(name)
        for k, v in value.items():
            _branch(node, k, v, voice)
        return
    if isinstance(value, list | tuple) and any(
        isinstance(v, Mapping | list | tuple) for v in value
    ):
        node = parent.add(name)
        for i, v in enumerate(value):
            seat = v.get("seat") if isinstance(v, Mapping) else None
            key = voice.word("seat.lower", seat=seat) if isinstance(seat, int) else i
            _branch(node, key, v, voice)
        return
    parent.add(Text.assemble(name, ": ", _leaf(value, voice)))


def _leaf(value: object, voice: Voice) -> Text:
    if value is None or (isinstance(value, list | tuple) and not value):
        return Text(voice.word("none"), "dim")
    if isinstance(value, bool):
        return Text(voice.word("yes") if value else voice.word("no"))
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
    voice: Voice = ENGLISH,
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
        name = names[s] if s < len(names) else voice.word("seat.name", seat=s)
        shown = voice.word("seat.you", name=name) if s == viewer else name
        table.add_column(Text(shown, seat_style(s)), justify="right")
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
        Text(voice.word("result.total"), "bold"),
        *(Text(show_score(x), "bold") for x in scores),
        end_section=True,
    )
    if result.get("draw"):
        verdict = Text(voice.word("result.draw"), "bold yellow")
    elif winners:
        verdict = Text(voice.word("result.winner"), "bold")
        for i, s in enumerate(winners):
            if i:
                verdict.append(", ")
            who = names[s] if s < len(names) else voice.word("seat.name", seat=s)
            verdict.append(voice.word("seat.you", name=who) if s == viewer else who, seat_style(s))
    else:
        verdict = Text(voice.word("result.no_winner"), "bold")
    # the rules' reason is English: said to English readers only (as the browser does)
    reason = Text(f" ({result.get('reason')})" if voice.lang == "en" else "", "dim")
    return Panel(
        Group(table, Text(""), Text.assemble(verdict, reason)),
        title=Text(voice.word("result.title"), "bold"),
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

"""Terminal rendering for the ``afoot`` command: boards from views, events as English, results.

Everything here reads the public, JSON-like shapes (``game.view(seat)``, ``game.log(seat)``,
``Result``), never a game's state, so what is shown is exactly what the seat may know. Games
without a dedicated renderer fall back to a pretty-printed view and ``type: key=value`` events.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.padding import Padding
from rich.panel import Panel
from rich.pretty import Pretty
from rich.table import Table
from rich.text import Text

SEAT_STYLES = ("bold cyan", "bold magenta", "bold green", "bold yellow", "bold blue", "bold red")


def seat_style(seat: int) -> str:
    return SEAT_STYLES[seat % len(SEAT_STYLES)]


def seat_names(view: Mapping[str, Any], players: int) -> list[str]:
    """The display name of each seat: its role when the view has one, else "Seat N"."""
    names = [f"Seat {s}" for s in range(players)]
    for p in view.get("players") or []:
        seat = p.get("seat") if isinstance(p, Mapping) else None
        if isinstance(seat, int) and 0 <= seat < players and p.get("role"):
            names[seat] = str(p["role"])
    return names


# -- small words ---------------------------------------------------------------------------
def _char_names() -> dict[str, str]:
    from afoot.games.holmes.data import CHARACTERS

    return {cid: str(entry.get("en") or cid) for cid, entry in CHARACTERS.items()}


_CHARS: dict[str, str] | None = None


def char(cid: object) -> str:
    """A Holmes character's printed name from its id."""
    global _CHARS
    if _CHARS is None:
        _CHARS = _char_names()
    text = str(cid)
    return _CHARS.get(text, text.replace("_", " ").title())


def _holmes_values() -> dict[str, int]:
    from afoot.games.holmes.data import NUMBERED, TYPE_IDS, VALUE

    return {TYPE_IDS[t]: VALUE[t] for t in range(NUMBERED)}


_VALUES: dict[str, int] | None = None


def clue_value(name: str) -> int | None:
    global _VALUES
    if _VALUES is None:
        _VALUES = _holmes_values()
    return _VALUES.get(name)


def ability(cid: str, edition: str) -> str:
    """A Holmes character's ability text, for ``edition`` when the text differs by edition."""
    from afoot.games.holmes.data import CHARACTERS

    entry = CHARACTERS.get(cid) or {}
    text = str(entry.get("text") or "")
    if text.startswith("devir:") and " kosmos:" in text:
        devir, kosmos = text[6:].split(" kosmos:", 1)
        text = kosmos if edition == "kosmos" else devir
    text = text.strip()
    return text[:1].upper() + text[1:]


def abilities(view: Mapping[str, Any]) -> RenderableType:
    """Every character on the board with its full ability text."""
    edition = str(view.get("edition") or "")
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    table.add_column("Character", no_wrap=True, style="bold")
    table.add_column("Ability")
    for c in view.get("characters") or []:
        table.add_row(str(c.get("name") or char(c.get("id"))), ability(str(c.get("id")), edition))
    return table


def tally(names: object) -> str:
    """ "fingerprint x2, joker" from a list of clue names."""
    if not isinstance(names, list | tuple):
        return str(names)
    counts: dict[str, int] = {}
    for n in names:
        counts[str(n)] = counts.get(str(n), 0) + 1
    order = sorted(counts, key=lambda n: (clue_value(n) or 99, n))
    return ", ".join(clue(n) + (f" x{counts[n]}" if counts[n] > 1 else "") for n in order)


def clue(name: object) -> str:
    """A clue card name for prose: "false pass", "joker (bullet row)", "map fragment"."""
    if name is None:
        return "clue"
    text = str(name)
    if text.startswith("joker:"):
        return f"joker ({text[6:].replace('_', ' ')} row)"
    return text.replace("_", " ")


def clues(names: object) -> str:
    if not isinstance(names, list | tuple):
        return str(names)
    return ", ".join(clue(n) for n in names) if names else "nothing"


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


# -- events --------------------------------------------------------------------------------
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


def _holmes_event(e: Mapping[str, Any], sp: Speaker) -> str | None:
    kind = e.get("type")
    s = e.get("seat")
    g = e.get
    if kind == "visit":
        frm = f" (marker from {char(g('frm'))})" if g("frm") else ""
        return f"{sp.does(s, 'visit')} {char(g('character'))}{frm}."
    if kind == "take":
        source = {"line": "the line", "reserved": "the reserve", "discard": "the discard pile"}
        paid = f", paying {plural(int(g('paid', 0)), 'marker')}" if g("paid") else ""
        where = source.get(str(g("source")), str(g("source")))
        return f"{sp.does(s, 'take')} a {clue(g('clue'))} from {where}{paid}."
    if kind == "refill":
        return f"Slot {int(g('slot', 0)) + 1} of the line is refilled: {clue(g('clue'))}."
    if kind == "gain":
        n = int(g("markers", 0))
        if n == 0:
            return f"{sp.does(s, 'gain')} no investigation markers."
        return f"{sp.does(s, 'gain')} {plural(n, 'investigation marker')}."
    if kind == "decline":
        return f"{sp.does(s, 'decline')} {char(g('character'))}'s ability."
    if kind == "count":
        return f"{sp.does(s, 'choose')} {g('n')} for {char(g('character'))}."
    if kind == "drew":
        if "clues" in e:
            drawn = g("clues") or []
            return f"{sp.does(s, 'draw')} {plural(len(drawn), 'clue')}: {clues(drawn)}."
        return f"{sp.does(s, 'draw')} {plural(int(g('count', 0)), 'clue')} in secret."
    if kind == "keep":
        if "clue" in e:
            return f"{sp.does(s, 'keep')} the {clue(g('clue'))}."
        return f"{sp.does(s, 'keep')} one of the drawn clues."
    if kind == "keep_face_up":
        return f"{sp.does(s, 'keep')} the {clue(g('clue'))} face up."
    if kind == "discard_drawn":
        if "clues" in e:
            return f"{sp.does(s, 'discard')} the other drawn clues: {clues(g('clues'))}."
        return f"{sp.does(s, 'discard')} {plural(int(g('count', 0)), 'drawn clue')} face down."
    if kind == "draw_hidden":
        if "clue" in e:
            return f"{sp.does(s, 'draw')} a hidden {clue(g('clue'))}."
        return f"{sp.does(s, 'draw')} a hidden clue."
    if kind == "discard_line":
        return f"{sp.does(s, 'discard')} the {clue(g('clue'))} from slot {int(g('slot', 0)) + 1}."
    if kind == "under_deck":
        if g("clue") is None:
            return "A clue goes face down under the deck."
        return f"The {clue(g('clue'))} goes face down under the deck."
    if kind == "ziba_offer":
        are = "are" if s == sp.viewer else "is"
        offered = clues(g("clues")) if "clues" in e else plural(int(g("count", 0)), "clue")
        return f"{sp.who(s)} {are} offered {offered}: keep one face up."
    if kind == "steal":
        return f"{sp.does(s, 'steal')} a {clue(g('clue'))} (hidden) for {plural(int(g('paid', 0)), 'marker')}."
    if kind == "errand":
        return f"{sp.does(s, 'send')} a {clue(g('clue'))} away with Billy and {'gain' if s == sp.viewer else 'gains'} {plural(int(g('markers', 0)), 'marker')}."
    if kind == "swap":
        return f"{sp.does(s, 'swap')} a {clue(g('gave'))} for the {clue(g('took'))} in slot {int(g('slot', 0)) + 1}."
    if kind == "reserve":
        return f"{sp.does(s, 'reserve')} the {clue(g('clue'))} from slot {int(g('slot', 0)) + 1}."
    if kind == "reveal_onto_joker":
        return f"{sp.does(s, 'reveal')} a hidden {clue(g('clue'))} onto a joker."
    if kind == "joker_shown":
        return f"{sp.does(s, 'draw')} a joker: it goes face up."
    if kind == "joker_assigned":
        late = " at the end of the game" if g("at_end") else ""
        return f"{sp.does(s, 'put')} a joker on {sp.their(s)} {clue(g('row'))} row{late}."
    if kind == "joker_kept_unassigned":
        return f"{sp.does(s, 'keep')} a joker unassigned."
    if kind == "joker_unassigned":
        return f"The joker on {sp.whose(s)} {clue(g('row'))} row is unassigned again."
    if kind == "villain":
        return f"Dawn of day {g('day')}: {char(g('character'))} is drawn and takes effect!"
    if kind == "villain_paid":
        return f"{sp.does(s, 'pay')} {plural(int(g('markers', 0)), 'marker')} to the villain."
    if kind == "villain_discard":
        return f"{sp.does(s, 'discard')} a {clue(g('clue'))} to the villain."
    if kind == "marker_laid":
        return f"{sp.does(s, 'lay', 'lays')} down the marker on {char(g('character'))}."
    if kind == "new_character":
        return f"{char(g('character'))} arrives (day {g('day')})."
    if kind == "character_back":
        return f"{char(g('character'))} is available again."
    if kind == "day_end":
        spent = g("spent") or []
        tail = f" Spent for tomorrow: {', '.join(char(c) for c in spent)}." if spent else ""
        return f"Day {g('day')} ends.{tail}"
    if kind == "dawn":
        return f"Day {g('day')} dawns: every action marker stands up."
    if kind == "reshuffle":
        return (
            f"The discard pile ({plural(int(g('cards', 0)), 'clue')}) is shuffled into a new deck."
        )
    if kind == "hidden_revealed":
        return f"{sp.does(s, 'reveal')} {sp.their(s)} hidden clues: {clues(g('clues'))}."
    if kind == "start_chosen":
        return f"{sp.does(s, 'choose')} a starting character."
    if kind == "start_revealed":
        chosen = g("characters") or []
        return f"Starting characters revealed: {' and '.join(char(c) for c in chosen)}."
    if kind == "game_over":
        return f"The game is over: {g('reason')}."
    return None


def _generic_event(e: Mapping[str, Any], sp: Speaker) -> str:
    parts = []
    for key, value in e.items():
        if key == "type":
            continue
        parts.append(f"{key}={sp.who(value) if key == 'seat' else value}")
    return f"{e.get('type')}: {', '.join(parts)}" if parts else str(e.get("type"))


EVENT_TEXT: dict[str, Callable[[Mapping[str, Any], Speaker], str | None]] = {
    "holmes": _holmes_event,
}
#: per game, event types said on the line of the action before them (its consequences)
JOINED: dict[str, frozenset[str]] = {}


def event_lines(
    game_id: str, events: Sequence[Mapping[str, Any]], names: Sequence[str], viewer: int | None
) -> list[str]:
    """Short English lines for ``events`` as ``viewer`` received them (refills merged)."""
    sp = Speaker(names, viewer)
    text = EVENT_TEXT.get(game_id)
    out: list[str] = []
    refills: list[str] = []

    def flush() -> None:
        if refills:
            out.append(f"The line is refilled: {'; '.join(refills)}.")
            refills.clear()

    for i, e in enumerate(events):
        if game_id == "holmes" and e.get("type") == "keep" and i + 1 < len(events):
            after = events[i + 1]
            if after.get("type") == "keep_face_up" and after.get("seat") == e.get("seat"):
                continue  # the same card, said once
        if game_id == "holmes" and e.get("type") == "refill":
            refills.append(f"slot {int(e.get('slot', 0)) + 1} {clue(e.get('clue'))}")
            continue
        flush()
        line = text(e, sp) if text is not None else None
        if e.get("type") in JOINED.get(game_id, ()) and out and line:
            out[-1] += f" {line}"  # a consequence of the action just said, on its line
            continue
        out.append(line if line is not None else _generic_event(e, sp))
    flush()
    return out


# -- boards --------------------------------------------------------------------------------
_DECISION_TEXT = {
    "choose_start": "choose the character you keep for day 1",
    "visit": "lay an action marker on a character",
    "take": "take a clue",
    "count": "choose how many",
    "discard_line": "discard a clue from the line",
    "keep_clue": "keep one of the drawn clues",
    "keep_face_up": "keep one of the offered clues face up",
    "steal": "steal a clue from your opponent",
    "errand": "discard a clue of yours for markers",
    "swap": "swap a clue of yours with one in the line",
    "confirm": "accept or decline the offer",
    "assign_joker": "place the joker",
    "onto_joker": "put your joker on the new row?",
    "end_of_turn": "reserve / reveal, or end your turn",
    "villain": "discard a face-up clue (or return markers)",
    "lay_marker": "lay one of your standing markers down",
    "final_jokers": "assign your jokers before scoring",
}


def _pending_text(
    p: Mapping[str, Any] | None, names: Sequence[str], viewer: int | None, to_act: Sequence[int]
) -> Text:
    if not p:
        return Text("")
    seat = p.get("seat")
    out = Text("Now: ", style="bold")
    if not isinstance(seat, int):  # several seats decide at once (in secret)
        seats = [s for s in to_act if isinstance(s, int)]
        seat = viewer if viewer in seats else seats[0] if seats else None
        if len(seats) > 1:
            out.append("all at once, ", "dim")
    if isinstance(seat, int):
        out.append(f"{names[seat]}" + (" (you)" if seat == viewer else ""), seat_style(seat))
        out.append(" must ")
    else:
        out.append("the players must ")
    decision = str(p.get("decision"))
    out.append(_DECISION_TEXT.get(decision, decision.replace("_", " ")))
    extra = []
    if p.get("character"):
        extra.append(char(p["character"]))
    if "remaining" in p:
        extra.append(f"{p['remaining']} to go")
    if p.get("cost"):
        extra.append(f"costs {plural(int(p['cost']), 'marker')}")
    if "most" in p:
        extra.append(f"up to {p['most']}")
    if p.get("row"):
        extra.append(f"row {clue(p['row'])}")
    if p.get("cards"):
        extra.append(f"cards: {clues(p['cards'])}")
    elif p.get("card_count"):
        extra.append(f"{plural(int(p['card_count']), 'card')} drawn")
    if p.get("optional"):
        extra.append("optional")
    if extra:
        out.append(f"  ({'; '.join(extra)})", "dim")
    return out


def _clue_label(name: str) -> Text:
    value = clue_value(name)
    label = Text(clue(name))
    if value is not None:
        label.append(f" {value}", "dim")
    return label


def _holmes_board(view: Mapping[str, Any], players: int, wide: bool) -> RenderableType:
    me = view.get("seat")
    names = seat_names(view, players)
    you = f" · you are {names[me]} (seat {me})" if isinstance(me, int) else " · spectator"
    title = Text.assemble(
        ("Holmes ", "bold"),
        (f"({view.get('edition')})", "dim"),
        f" · Day {view.get('day')} of {view.get('days')}",
        you,
    )

    # characters, action markers and abilities
    edition = str(view.get("edition") or "")
    chars = Table(box=box.SIMPLE_HEAD, pad_edge=False, expand=True, show_edge=False)
    chars.add_column("Character", no_wrap=True)
    chars.add_column("Action markers", no_wrap=True)
    chars.add_column("Ability", no_wrap=True, overflow="ellipsis", ratio=1, style="dim")
    for c in view.get("characters") or []:
        name = Text(str(c.get("name") or char(c.get("id"))))
        if c.get("permanent"):
            name.append(" *", "dim")
        if c.get("state") == "spent":
            name.stylize("dim strike")
            name.append(" spent", "red")
        marks = Text()
        for m in c.get("markers") or []:
            s = m.get("seat")
            if marks:
                marks.append("  ")
            standing = m.get("standing")
            marks.append(f"{'▲' if standing else '▽'} {names[s]}", seat_style(s))
        chars.add_row(name, marks, ability(str(c.get("id")), edition))

    # the clue line and the piles
    line = Table(box=box.ROUNDED, show_header=True, pad_edge=True, expand=False)
    for i, _ in enumerate(view.get("line") or []):
        line.add_column(f"slot {i + 1}", justify="center", no_wrap=True)
    line.add_row(
        *(_clue_label(c) if c is not None else Text("empty", "dim") for c in view.get("line") or [])
    )
    deck = view.get("deck") or {}
    discard = view.get("discard") or {}
    piles = Text()
    piles.append("Deck ", "bold")
    piles.append(str(deck.get("count", "?")))
    if deck.get("bottom_known"):
        piles.append(f" (bottom: {clues(deck['bottom_known'])})", "dim")
    piles.append("   Discard ", "bold")
    piles.append(str(discard.get("count", "?")))
    if discard.get("cards"):
        piles.append(f" ({tally(discard['cards'])})", "dim")
    elif discard.get("known"):
        piles.append(f" (you saw: {tally(discard['known'])})", "dim")
    piles.append("\nMarker supply ", "bold")
    piles.append(str(view.get("supply", "?")))
    cdeck = view.get("character_deck") or {}
    piles.append("\nCharacter deck ", "bold")
    piles.append(str(cdeck.get("count", "?")))
    villains = cdeck.get("villains_still_in_deck")
    special = "Mycroft cards" if edition == "kosmos" else "villains"
    if villains == "one unknown":
        piles.append(f" (one of the {special} is in it)", "dim")
    elif villains:
        piles.append(f" ({special} in it: {', '.join(char(v) for v in villains)})", "dim")

    # the players' areas, one column per seat
    seats: list[Mapping[str, Any]] = list(view.get("players") or [])
    area = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False, expand=False)
    area.add_column("", no_wrap=True)
    for p in seats:
        s = int(p.get("seat", 0))
        head = Text(names[s], seat_style(s))
        if s == me:
            head.append(" (you)")
        area.add_column(head, justify="center", no_wrap=True)
    from afoot.games.holmes.data import NUMBERED, TYPE_IDS

    for t in TYPE_IDS[:NUMBERED]:
        cells: list[RenderableType] = []
        for p in seats:
            row = ((p.get("area") or {}).get("rows") or {}).get(t)
            if not row:
                cells.append(Text("·", "dim"))
                continue
            cell = Text(str(row.get("clues", 0)), "bold")
            if row.get("joker"):
                cell.append(" +J", "yellow")
            cells.append(cell)
        area.add_row(_clue_label(t), *cells)
    area.add_row(
        Text("map fragments"),
        *(_num((p.get("area") or {}).get("map_fragments", 0)) for p in seats),
    )
    area.add_row(
        Text("unassigned jokers"),
        *(_num((p.get("area") or {}).get("unassigned_jokers", 0), "yellow") for p in seats),
    )
    hidden_cells: list[RenderableType] = []
    for p in seats:
        cell = _num(p.get("hidden_count", 0))
        known = p.get("hidden_known") or []
        if known:
            cell.append(f" ({clues(known)})", "dim")
        hidden_cells.append(cell)
    area.add_row(Text("hidden clues"), *hidden_cells, end_section=True)
    if view.get("reservation"):
        area.add_row(
            Text("reservation card"),
            *(
                Text("holds it") if p.get("holds_reservation_card") else Text("·", "dim")
                for p in seats
            ),
        )
        area.add_row(
            Text("reserved clue"),
            *(
                _clue_label(str(p["reserved"])) if p.get("reserved") else Text("·", "dim")
                for p in seats
            ),
        )
    area.add_row(
        Text("investigation markers", "bold"),
        *(Text(str(p.get("markers", 0)), "bold green") for p in seats),
    )
    area.add_row(
        Text("markers to place today"),
        *(Text(str(p.get("moves_left", 0))) for p in seats),
    )
    for p in seats:
        if p.get("start_choices"):
            kept = p.get("start_kept")
            text = f"Your starting choice: {' or '.join(char(c) for c in p['start_choices'])}"
            if kept:
                text += f" (kept {char(kept)})"
            area.add_row(Text(text, "italic"))

    left = Group(line, piles)
    body: RenderableType
    if wide:
        grid = Table.grid(padding=(0, 4))
        grid.add_column()
        grid.add_column()
        grid.add_row(left, area)
        body = Group(chars, Text(""), grid)
    else:
        body = Group(chars, Text(""), left, Text(""), area)
    legend = Text(
        "* always there   ▲ standing marker   ▽ lying marker   +J joker on the row",
        "dim",
    )
    return Panel(
        Group(
            body,
            Text(""),
            _pending_text(view.get("pending"), names, me, view.get("to_act") or []),
            legend,
        ),
        title=title,
        title_align="left",
        border_style="blue",
    )


def _num(value: object, style: str = "") -> Text:
    n = int(value) if isinstance(value, int) else 0
    return Text(str(n), style) if n else Text("·", "dim")


BOARDS: dict[str, Callable[[Mapping[str, Any], int, bool], RenderableType]] = {
    "holmes": _holmes_board,
}


def board(game_id: str, view: Mapping[str, Any], players: int, width: int = 80) -> RenderableType:
    """The board of ``game_id`` as ``view`` shows it (side by side when ``width`` allows)."""
    render = BOARDS.get(game_id)
    if render is None:
        shown = {k: v for k, v in view.items() if k != "legal"}
        return Panel(Pretty(shown), title=f"{game_id} · seat {view.get('seat')}")
    return render(view, players, width >= 110)


# -- choices, results, games ---------------------------------------------------------------
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


def _flatten(prefix: str, value: object, out: dict[str, object]) -> None:
    if isinstance(value, Mapping):
        for k, v in value.items():
            _flatten(f"{prefix}{k}" if not prefix else f"{prefix}: {k}", v, out)
    else:
        out[prefix] = value


def result_panel(
    game_id: str, result: Mapping[str, Any], names: Sequence[str], viewer: int | None
) -> RenderableType:
    """Scores, the per-seat breakdown (from ``details``) and the winner."""
    special = RESULTS.get(game_id)
    if special is not None:
        return special(result, names, viewer)
    scores = list(result.get("scores") or [])
    winners = list(result.get("winners") or [])
    details = result.get("details") or {}
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    table.add_column("", no_wrap=True)
    for s in range(len(scores)):
        head = Text(names[s] if s < len(names) else f"Seat {s}", seat_style(s))
        if s == viewer:
            head.append(" (you)")
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
        # clue types in value order first
        keys.sort(key=lambda k: (0, clue_value(k[7:]) or 0) if k.startswith("types: ") else (1, 0))
        for k in keys:
            label = clue(k[7:]) if k.startswith("types: ") else k.replace("_", " ")
            table.add_row(label, *(_score_cell(f.get(k)) for f in flat))
    markers = details.get("markers") if isinstance(details, Mapping) else None
    if isinstance(markers, list):
        table.add_row(Text("investigation markers", "dim"), *(Text(str(m), "dim") for m in markers))
    table.add_row(
        Text("total", "bold"),
        *(Text(_show_score(x), "bold") for x in scores),
        end_section=True,
    )
    if result.get("draw"):
        verdict = Text("Draw", "bold yellow")
    elif winners:
        verdict = Text("Winner: ", "bold")
        for i, s in enumerate(winners):
            if i:
                verdict.append(", ")
            label = names[s] if s < len(names) else f"Seat {s}"
            verdict.append(label + (" (you)" if s == viewer else ""), seat_style(s))
    else:
        verdict = Text("No winner", "bold")
    reason = Text(f"({result.get('reason')})", "dim")
    return Panel(
        Group(table, Text(""), Text.assemble(verdict, " ", reason)),
        title=Text("Result", "bold"),
        title_align="left",
        border_style="green",
        expand=False,
    )


def _score_cell(value: object) -> Text:
    if value is None or value == 0:
        return Text("·", "dim")
    return Text(_show_score(value))


def _show_score(value: object) -> str:
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def games_table(games: Sequence[Mapping[str, Any]]) -> RenderableType:
    """``afoot games``: one block per game with its options."""
    parts: list[RenderableType] = []
    for g in games:
        low, high = g["players"]
        count = str(low) if low == high else f"{low}-{high}"
        head = Text.assemble(
            (g["id"], "bold cyan"), "  ", g["title"], ("  ·  players ", "dim"), count
        )
        if g.get("cooperative"):
            head.append("  · cooperative", "dim")
        table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
        table.add_column("option", style="bold", no_wrap=True)
        table.add_column("values (default in bold)")
        table.add_column("what it does")
        for o in g.get("options") or []:
            values = Text()
            for i, c in enumerate(o["choices"]):
                if i:
                    values.append(" | ", "dim")
                values.append(_show_value(c), "bold green" if c == o["default"] else "")
            doc = o.get("doc") or ""
            if o.get("free_form"):
                values.append("\n(presets; or any value in that format)", "dim")
                doc = f"free-form: {doc}"
            if o.get("requires"):
                doc += f" (only with {o['requires'][0]}={_show_value(o['requires'][1])})"
            table.add_row(o["name"], values, doc)
        parts.extend([head, Text(str(g.get("summary") or ""), "dim"), table, Text("")])
    example = "-o edition=kosmos"
    free = [(g, o) for g in games for o in g.get("options") or [] if o.get("free_form")]
    if free:
        o = free[0][1]
        example += f", -o {o['name']}={_show_value(o['choices'][-1])}"
    parts.append(Text(f"Set options with -o key=value, e.g. {example}", "dim"))
    return Group(*parts)


def _show_value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


# -- Purrrlock -------------------------------------------------------------------------------
def _purrrlock_data() -> tuple[tuple[str, ...], int, int]:
    from afoot.games.purrrlock.data import FURRIARTY_VALUE, HOURS, SUSPECTS

    return SUSPECTS, HOURS, FURRIARTY_VALUE


def purrrlock_suspects() -> tuple[str, ...]:
    """The Purrrlock suspects, in card order (dog, rat, ...)."""
    return _purrrlock_data()[0]


def purrrlock_hours() -> int:
    return _purrrlock_data()[1]


def _card_key(card: object) -> tuple[int, int, str]:
    suspects = purrrlock_suspects()
    text = str(card)
    who, _, hour = text.partition("-")
    index = suspects.index(who) if who in suspects else len(suspects)
    return index, int(hour) if hour.isdigit() else 0, text


def cards_text(cards: object, empty: str = "none") -> str:
    """ "dog-9, rat-7" in card order (suspect, then hour)."""
    if not isinstance(cards, list | tuple) or not cards:
        return empty
    return ", ".join(sorted((str(c) for c in cards), key=_card_key))


def guess_text(suspect: object, hour: object) -> str:
    """ "goose at 7", "goose", "hour 7"."""
    if suspect and hour:
        return f"{suspect} at {hour}"
    return str(suspect) if suspect else f"hour {hour}"


def _values(values: Sequence[object]) -> str:
    return ", ".join("Furriarty" if v == "furriarty" else str(v) for v in values)


def _tokens_said(face_up: Sequence[object], down: int, down_values: object) -> str:
    """ "Furriarty, a face-up 2 and 1 face-down token (3)"."""
    parts = []
    if "furriarty" in face_up:
        parts.append("Furriarty")
    ups = [v for v in face_up if v != "furriarty"]
    if ups:
        parts.append(f"a face-up {ups[0]}" if len(ups) == 1 else f"face-up tokens {_values(ups)}")
    if down:
        text = plural(down, "face-down token")
        if isinstance(down_values, list) and down_values:
            text += f" (worth {_values(down_values)})"
        parts.append(text)
    if not parts:
        return "nothing"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def _purrrlock_event(e: Mapping[str, Any], sp: Speaker) -> str | None:
    kind = e.get("type")
    s = e.get("seat")
    g = e.get
    me = isinstance(s, int) and s == sp.viewer

    obj = sp.obj
    if kind == "turn":
        return f"Round {g('round')}: {sp.whose(s)} turn."
    if kind == "answered":
        answer = "a lead" if g("answer") == "lead" else "a dead end"
        if g("seeding"):
            return f"Seeding {sp.whose(s)} investigation: {g('card')} is {answer}."
        return f"{sp.does(s, 'show')} {g('card')}: {answer}."
    if kind == "guessed":
        what = guess_text(g("suspect"), g("hour"))
        verdict = "right!" if g("right") else "wrong."
        if not g("right") and not g("paws"):
            verdict = "wrong (no cleanup draw this turn)."
        how = ' ("Paws!")' if g("paws") else ""
        return f"{sp.does(s, 'guess', 'guesses')} {what}{how}: {verdict}"
    if kind == "paws":
        return f'{sp.does(s, "call")} "Paws!" and {"guess" if me else "guesses"} at once.'
    if kind == "collected":
        got = _tokens_said(list(g("face_up") or []), int(g("face_down", 0)), g("face_down_values"))
        return f"{sp.does(s, 'collect')} {got} from the trail."
    if kind == "solved":
        gone = g("discarded") or []
        tail = f"; {plural(len(gone), 'card')} go to the discard pile" if gone else ""
        return f"{sp.whose(s).capitalize()} investigation was {g('card')}: solved{tail}."
    if kind == "new_investigation":
        if g("card"):
            return f"{sp.who(s)} {'draw' if me else 'draws'} a new investigation: {g('card')}."
        return f"{sp.does(s, 'draw')} a new investigation (hidden from {obj(s)})."
    if kind == "drew":
        n = int(g("count", 0))
        if n == 0:
            return f"{sp.does(s, 'draw')} nothing: deck and discard pile are empty."
        if "cards" in e:
            return f"{sp.does(s, 'draw')} {plural(n, 'card')}: {cards_text(g('cards'))}."
        return f"{sp.does(s, 'draw')} {plural(n, 'card')}."
    if kind == "passed":
        count = plural(int(g("count", 0)), "card")
        seen = f": {cards_text(g('cards'))}" if "cards" in e else ""
        if g("to") == sp.viewer:
            return f"{sp.does(s, 'pass', 'passes')} you {count}{seen}."
        return f"{sp.does(s, 'pass', 'passes')} {count} to {obj(g('to'))}{seen}."
    if kind == "furriarty_moved":
        left = int(g("left", 0))
        rest = f"{plural(left, 'token')} still right of it" if left else "nothing right of it now"
        return f"Furriarty moves right: a {g('revealed')} turns face up ({rest})."
    if kind == "last_round":
        return f"Furriarty has reached the end of the trail: round {g('round')} is the last round!"
    if kind == "reshuffled":
        n = len(g("cards") or [])
        return f"The discard pile ({plural(n, 'card')}) is shuffled into a new deck."
    if kind == "game_over":
        return f"The game is over: {g('reason')}."
    return None


EVENT_TEXT["purrrlock"] = _purrrlock_event

_SUSPECT_STYLES = ("yellow", "magenta", "white", "blue", "green")


def _card_list(cards: object, style: str = "", empty: str = "none") -> Text:
    if not isinstance(cards, list | tuple) or not cards:
        return Text(empty, "dim")
    return Text(cards_text(cards), style)


def _guesses(guesses: object) -> Text:
    if not isinstance(guesses, list) or not guesses:
        return Text("none", "dim")
    said = [guess_text(x.get("suspect"), x.get("hour")) for x in guesses if isinstance(x, Mapping)]
    return Text(", ".join(g.replace(" ", "\u00a0") for g in said), "red")  # no break inside


def _trail(view: Mapping[str, Any]) -> RenderableType:
    tokens = Text()
    trail = [str(t) for t in view.get("trail") or []]
    for i, t in enumerate(trail):
        if i:
            tokens.append(" ")
        if t == "furriarty":
            tokens.append("FURRIARTY", "bold red")
        elif t.startswith("up:"):
            tokens.append(t[3:], "bold yellow")
        else:
            tokens.append("?", "dim")
    if not trail:
        tokens.append("empty", "dim")
    note = "? face down · a right guess takes the leftmost token (suspect and hour: 2)"
    if "furriarty" in trail:
        right = len(trail) - 1 - trail.index("furriarty")
        note += (
            f" · {plural(right, 'token')} right of Furriarty"
            if right
            else " · Furriarty is at the end"
        )
    grid = Table.grid(padding=(0, 2))
    grid.add_column(no_wrap=True, style="bold")
    grid.add_column()
    grid.add_row("Trail", tokens)
    grid.add_row("", Text(note, "dim"))
    return grid


def _own_vp(p: Mapping[str, Any], furriarty: int) -> int | None:
    down = p.get("face_down_values")
    if not isinstance(down, list):
        return None
    ups = p.get("tokens_face_up") or []
    total = sum(furriarty if v == "furriarty" else int(v) for v in ups) + sum(down)
    return total - (1 if p.get("paws_called") else 0)


def _tokens_cell(p: Mapping[str, Any], furriarty: int) -> Text:
    ups = list(p.get("tokens_face_up") or [])
    down = int(p.get("tokens_face_down") or 0)
    values = p.get("face_down_values")
    out = Text()
    if not ups and not down:
        out.append("none", "dim")
    if ups:
        out.append(f"face up {_values(ups)}")
    if down:
        if ups:
            out.append(" · ")
        out.append(f"{down} face down")
        if isinstance(values, list) and values:
            out.append(f" ({_values(values)})")
    vp = _own_vp(p, furriarty)
    if vp is not None:
        out.append(f" · {vp} VP", "bold")
    return out


def _paws_cell(p: Mapping[str, Any], own: bool, reminder: bool = False) -> Text:
    """``own``: the seat's own row, labelled "Paws!" already; ``reminder``: say the rule."""
    if p.get("paws_called"):
        return Text("used" if own else '"Paws!" used', "red")
    if own:
        rule = " (once per game, any time: guess at once, -1 VP)" if reminder else ""
        return Text(f"unused{rule}", "green")
    return Text('"Paws!" unused', "green")


def _seat_block(
    p: Mapping[str, Any], names: Sequence[str], me: object, furriarty: int, over: bool = False
) -> RenderableType:
    s = int(p.get("seat", 0))
    mine = s == me
    head = Text()
    head.append(names[s] + (" (you)" if mine else ""), seat_style(s))
    head.append(" · investigation ")
    if not p.get("has_investigation"):
        head.append("none" if over else "none (a new one at the start of the next turn)", "dim")
    elif p.get("investigation"):
        head.append(str(p["investigation"]), "bold reverse")
    else:
        head.append("? (hidden from you: deduce it)" if mine else "?", "bold")
    grid = Table.grid(padding=(0, 1))
    grid.add_column(no_wrap=True, style="dim", min_width=13)
    grid.add_column()
    if mine:
        grid.add_row("hand", _card_list(p.get("hand"), "bold", "empty"))
    else:
        head.append(" · hand ")
        head.append(plural(int(p.get("hand_count") or 0), "card"))
        known = p.get("known_hand") or []
        if known:
            head.append(f" (you know {cards_text(known)})", "dim")
        head.append(" · tokens ")
        head.append_text(_tokens_cell(p, furriarty))
        head.append(" · ")
        head.append_text(_paws_cell(p, False))
    grid.add_row("leads", _card_list(p.get("leads"), "green"))
    grid.add_row("dead ends", _card_list(p.get("dead_ends"), "red"))
    if mine or p.get("wrong_guesses"):
        grid.add_row("wrong guesses", _guesses(p.get("wrong_guesses")))
    if mine or p.get("completed"):
        grid.add_row("completed", _card_list(p.get("completed"), "cyan"))
    if mine:
        grid.add_row("tokens", _tokens_cell(p, furriarty))
        grid.add_row('"Paws!"', _paws_cell(p, True, not over))
    return Group(head, Padding(grid, (0, 0, 0, 2)))


def _purrrlock_pending(view: Mapping[str, Any], names: Sequence[str], me: object) -> Text:
    p = view.get("pending")
    if not isinstance(p, Mapping):
        return Text("")
    seat = p.get("seat")
    out = Text("Now: ", style="bold")
    if isinstance(seat, int):
        out.append(names[seat] + (" (you)" if seat == me else ""), seat_style(seat))
    turn = view.get("turn") or {}
    decision = p.get("decision")
    if decision == "paws_guess":
        out.append(': called "Paws!": one guess, right now')
    elif decision == "investigate":
        out.append(f": Investigate, show card {p.get('card')} of {p.get('of')}")
    else:
        left = int(turn.get("to_show", 0)) - int(turn.get("shown", 0))
        todo = []
        if left > 0:
            todo.append(f"Investigate (show {plural(left, 'card')})")
        if not turn.get("guessed"):
            todo.append("Guess once (optional)")
        if left <= 0:
            todo.append("end the action phase")
        joint = " or " if left <= 0 else " and "
        text = ", ".join(todo[:-1]) + joint + todo[-1] if len(todo) > 1 else todo[0]
        out.append(f": {text}")
    waiting = set(view.get("waiting_for") or [])
    callers = [s for s in view.get("to_act") or [] if s not in waiting]
    if callers:
        who = ", ".join(names[s] + (" (you)" if s == me else "") for s in callers)
        out.append(f'\n"Paws!" may still be called by: {who}', "dim")
    return out


#: P3, what the others answer when a card is shown (the board's legend and h say it)
PURRRLOCK_LEAD = (
    "A lead has the investigation's suspect, its hour or an hour next to it (12 is next to 1); "
    "a dead end has none of these."
)


def _purrrlock_board(view: Mapping[str, Any], players: int, wide: bool) -> RenderableType:
    me = view.get("seat")
    names = seat_names(view, players)
    furriarty = _purrrlock_data()[2]
    you = f" · you are {names[me]}" if isinstance(me, int) else " · spectator"
    title = Text.assemble(("Purrrlock Holmes", "bold"), f" · round {view.get('round')}")
    if view.get("last_round"):
        title.append(" (the last round!)", "bold red")
    if view.get("over"):
        title.append(" · game over", "bold")
    title.append(you)

    piles = Text()
    piles.append("Deck ", "bold")
    piles.append(str(view.get("deck", "?")))
    discard = view.get("discard") or []
    piles.append("   Discard ", "bold")
    piles.append(str(len(discard)))
    piles.append("   Box ", "bold")
    piles.append(f"{view.get('box', 0)} tokens (never seen)")
    if view.get("epochs"):
        piles.append(f"   deck reshuffled {plural(int(view['epochs']), 'time')}", "dim")
    values = view.get("paw_values") or []
    if values:
        counts: dict[object, int] = {}
        for v in values:
            counts[v] = counts.get(v, 0) + 1
        mix = ", ".join(f"{n}x{v}" for v, n in sorted(counts.items(), key=lambda kv: str(kv[0])))
        piles.append(f"\nPaw prints worth {mix} VP; Furriarty {furriarty} VP", "dim")
    if discard:
        piles.append(f"\nDiscarded: {cards_text(discard)}", "dim")

    seats: list[Mapping[str, Any]] = list(view.get("players") or [])
    order = sorted(seats, key=lambda p: (p.get("seat") != me, p.get("seat", 0)))
    body: list[RenderableType] = [_trail(view), piles]
    for i, p in enumerate(order):
        if i == 0 or (i == 1 and order[0].get("seat") == me):
            body.append(Text(""))
        body.append(_seat_block(p, names, me, furriarty, bool(view.get("over"))))
    pending = _purrrlock_pending(view, names, me)
    if pending:
        body.extend([Text(""), pending])
    body.extend([Text(""), Text(PURRRLOCK_LEAD, "dim")])
    return Panel(Group(*body), title=title, title_align="left", border_style="blue")


BOARDS["purrrlock"] = _purrrlock_board


def _purrrlock_result(
    result: Mapping[str, Any], names: Sequence[str], viewer: int | None
) -> RenderableType:
    scores = list(result.get("scores") or [])
    details = result.get("details") or {}
    n = len(scores)

    def name(s: int) -> Text:
        label = names[s] if s < len(names) else f"Seat {s}"
        return Text(label + (" (you)" if s == viewer else ""), seat_style(s))

    def col(key: str) -> list[Any]:
        value = details.get(key)
        return list(value) if isinstance(value, list) else [None] * n

    award = str(details.get("award") or "")
    titled = set(details.get("chief_inspector") or details.get("litter_box_inspector") or [])
    caught_by = details.get("caught_by")
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    table.add_column("", no_wrap=True)
    for s in range(n):
        table.add_column(name(s), justify="right")
    tokens = col("tokens")
    paws = col("paws")
    done = col("completed_investigations")
    table.add_row(
        "tokens",
        *(
            Text(_values(t) + (" with Furriarty" if s == caught_by else ""))
            if t
            else Text("none", "dim")
            for s, t in enumerate(tokens)
        ),
    )
    table.add_row('"Paws!"', *(Text("-1", "red") if p else Text("·", "dim") for p in paws))
    table.add_row("completed investigations", *(Text(str(d or 0)) for d in done))
    table.add_row(
        Text("VP", "bold"), *(Text(_show_score(x), "bold") for x in scores), end_section=True
    )
    if details.get("caught"):
        verdict = Text("Furriarty is caught", "bold green")
        if isinstance(caught_by, int):
            verdict.append(" by ")
            verdict.append_text(name(caught_by))
        verdict.append("! ")
        verdict.append(f"{award}: ", "bold")
    else:
        verdict = Text("Furriarty escapes: nobody wins. ", "bold red")
        verdict.append(f"Demoted to {award}: ", "bold")
    for i, s in enumerate(sorted(titled)):
        if i:
            verdict.append(", ")
        verdict.append_text(name(s))
    reason = Text(f"({result.get('reason')})", "dim")
    return Panel(
        Group(table, Text(""), verdict, reason),
        title=Text("Result", "bold"),
        title_align="left",
        border_style="green",
        expand=False,
    )


RESULTS: dict[str, Callable[[Mapping[str, Any], Sequence[str], int | None], RenderableType]] = {
    "purrrlock": _purrrlock_result,
}


# -- Beyond Baker Street -------------------------------------------------------------------------
def _baker_data() -> tuple[dict[str, dict[str, Any]], frozenset[str]]:
    from afoot.games.baker_street.data import CHAR_IDS, CHARACTERS
    from afoot.games.baker_street.rules import ACTIVE

    chars = {str(c["id"]): dict(c) for c in CHARACTERS}
    return chars, frozenset(CHAR_IDS[c] for c in ACTIVE)


def baker_character(cid: object) -> tuple[str, str, bool]:
    """A Beyond Baker Street character's name, effect, and whether it is a once-per-game action."""
    chars, active = _baker_data()
    entry = chars.get(str(cid)) or {}
    name = str(entry.get("name") or str(cid).replace("_", " ").title())
    return name, str(entry.get("effect") or ""), str(cid) in active


_BAKER_ICON_STYLES = {"track": "yellow", "witness": "green", "clue": "cyan", "document": "magenta"}


def _evidence(card: object, bold: bool = False) -> Text:
    """ "witness-3" in its icon's colour."""
    text = str(card)
    icon = text.split("-", 1)[0]
    style = _BAKER_ICON_STYLES.get(icon, "")
    return Text(text, f"bold {style}" if bold else style)


def _evidence_list(cards: object, empty: str = "none") -> Text:
    if not isinstance(cards, list | tuple) or not cards:
        return Text(empty, "dim")
    return Text(", ").join(_evidence(c) for c in cards)


def evidence_names(cards: object, empty: str = "none") -> str:
    if not isinstance(cards, list | tuple) or not cards:
        return empty
    return ", ".join(str(c) for c in cards)


def baker_hint(hint: object) -> str:
    """What a slot's hints say: "3 or 5 · witness", "a 4 · not track", "" when nothing is known."""
    if not isinstance(hint, Mapping):
        return ""
    from afoot.games.baker_street.data import ICONS, VALUES

    values = [v for v in VALUES if v in (hint.get("values") or [])]
    icons = [i for i in ICONS if i in (hint.get("icons") or [])]
    parts = []
    for have, every, a in ((values, VALUES, "a "), (icons, ICONS, "")):
        if not have or len(have) == len(every):
            continue
        if len(have) == 1:
            parts.append(f"{a}{have[0]}")
            continue
        out = [str(x) for x in every if x not in have]
        if len(out) == 1:
            parts.append(f"not {a}{out[0]}")
        else:
            words = [str(x) for x in have]
            parts.append(", ".join(words[:-1]) + " or " + words[-1])
    return " · ".join(parts)


def _bar(value: int, top: int, width: int, style: str) -> Text:
    width = max(4, width)
    filled = round(width * max(0, min(value, top)) / top) if top > 0 else 0
    return Text.assemble(("█" * filled, style), ("░" * (width - filled), "dim"))


def _baker_tracks(view: Mapping[str, Any], wide: bool) -> RenderableType:
    track, goal = int(view.get("track") or 0), int(view.get("goal") or 20)
    holmes, hmax = int(view.get("holmes") or 0), int(view.get("holmes_max") or 20)
    grid = Table.grid(padding=(0, 2))
    grid.add_column(no_wrap=True, style="bold")
    grid.add_column(no_wrap=True)
    grid.add_column()
    if view.get("over"):
        note = Text("")
    elif track == goal:
        note = Text("exactly on the goal: confirm the last lead now", "bold green")
    elif track > goal:
        note = Text(f"passed {goal}: lost", "bold red")
    else:
        note = Text(f"{goal - track} to go (exactly {goal} at the last Confirm)", "dim")
    grid.add_row(
        "Investigation",
        Text.assemble(
            (f"{track:>2} / {goal} ", "bold"), _bar(track, goal, 20 if wide else 10, "green")
        ),
        note,
    )
    close = "bold red" if holmes <= 3 else "yellow" if holmes <= 6 else "dim"
    grid.add_row(
        "Holmes",
        Text.assemble(
            (f"{holmes:>2} / {hmax} ", "bold"), _bar(holmes, hmax, 20 if wide else 10, "red")
        ),
        Text(
            f"{plural(holmes, 'space')} from 0 (at 0 he solves it first)" if holmes else "at 0",
            close,
        ),
    )
    return grid


def _baker_leads(view: Mapping[str, Any]) -> RenderableType:
    """One row per lead section: the lead card, its target, the evidence under it."""
    table = Table(box=box.ROUNDED, pad_edge=True, expand=False, show_header=True)
    table.add_column("Lead", no_wrap=True)
    table.add_column("Target")
    table.add_column("Evidence")
    table.add_column("Face down", justify="right", no_wrap=True)
    for s in view.get("sections") or []:
        if not isinstance(s, Mapping):
            continue
        if s.get("card") is None:
            table.add_row(
                Text.assemble((str(s.get("lead")), "bold"), (": none left", "red")), "", "", "0"
            )
            continue
        icon = str(s.get("icon"))
        lead = Text.assemble(
            (str(s.get("lead")).capitalize(), "bold"),
            " ",
            (str(s["card"]), _BAKER_ICON_STYLES.get(icon, "")),
        )
        if s.get("confirmed"):  # B3: its evidence lies face down, can no longer be looked at
            lead.append(" ✓", "bold green")
            hidden = Text(plural(int(s.get("hidden") or 0), "card") + " face down", "dim")
            hidden.append(" · confirmed", "bold green")
            table.add_row(lead, Text("—", "dim"), hidden, str(s.get("face_down", 0)))
            continue
        ev, tg = int(s.get("evidence") or 0), int(s.get("target") or 0)
        target = Text(str(tg), "bold")
        added = s.get("added") or []
        if added:
            target.append(f" = {s.get('value')} + ", "dim")
            target.append_text(_evidence_list(added))
        evidence = Text(str(ev), "bold")
        cards = s.get("cards") or []
        if cards:
            evidence.append(" = ", "dim")
            evidence.append_text(_evidence_list(cards))
        if ev == tg:
            evidence.append(" · on target: confirm it!", "bold green")
        else:
            evidence.append(f" · {tg - ev} short", "dim")
        table.add_row(lead, target, evidence, str(s.get("face_down", 0)))
    legend = Text(
        "The lead's icon adds to its evidence, other icons to its target; "
        "evidence above target kills it.",
        "dim",
    )
    return Group(table, legend)


def _baker_piles(view: Mapping[str, Any]) -> RenderableType:
    imp = view.get("impossible") or {}
    count, limit = int(imp.get("count") or 0), int(imp.get("limit") or 0)
    out = Text()
    out.append("The Impossible ", "bold")
    style = "bold red" if count >= limit else "bold"
    out.append(f"{count} / {limit}", style)
    if count >= limit:
        out.append(" (full: each card more moves Holmes 1 towards 0)", "red")
    else:
        out.append(f" (Holmes moves for each card beyond {limit})", "dim")
    out.append("  evidence: ", "dim")
    out.append_text(_evidence_list(imp.get("evidence")))
    leads = imp.get("leads") or []
    out.append(" · leads: ", "dim")
    out.append(evidence_names(leads), "" if leads else "dim")
    removed = view.get("removed_leads") or []
    if removed:
        out.append(" · out of the game (Wiggins): ", "dim")
        out.append(evidence_names(removed))
    out.append("\nDeck ", "bold")
    out.append(plural(int(view.get("deck") or 0), "card"))
    known = [k for k in view.get("deck_known") or [] if isinstance(k, Mapping)]
    if known:
        out.append("  you know: ", "dim")
        for i, k in enumerate(known):
            if i:
                out.append(", ")
            out.append_text(_evidence(k.get("card")))
            n = int(k.get("from_top") or 0)
            where = (
                "top"
                if n == 0
                else "bottom"
                if n == int(view.get("deck") or 0) - 1
                else f"{n + 1} from the top"
            )
            out.append(f" ({where})", "dim")
    drawn = view.get("drawn") or []
    if drawn:
        out.append("\nBlackwell drew ", "bold")
        out.append_text(Text(" and ").join(_evidence(c) if c else Text("?", "bold") for c in drawn))
    return out


def _baker_seat(p: Mapping[str, Any], names: Sequence[str], me: object) -> RenderableType:
    s = int(p.get("seat", 0))
    mine = s == me
    head = Text()
    head.append(names[s] + (" (you)" if mine else ""), seat_style(s))
    cid = p.get("character")
    effect = ""
    if cid:
        name, effect, active = baker_character(cid)
        head.append(f" · {name}", "bold")
        if active:
            used = p.get("ability_used")
            head.append(
                " · ability used" if used else " · ability unused (once per game)",
                "red" if used else "green",
            )
    hand = p.get("hand")
    hints = list(p.get("hints") or [])
    count = int(p.get("hand_count") or len(hints))
    head.append(f" · {plural(count, 'card')}", "dim")
    grid = Table.grid(padding=(0, 1))
    grid.add_column(no_wrap=True, style="dim")
    grid.add_column(no_wrap=True)
    grid.add_column()
    for i in range(count):
        card = hand[i] if isinstance(hand, list) and i < len(hand) else None
        hint = hints[i] if i < len(hints) and isinstance(hints[i], Mapping) else {}
        said = baker_hint(hint)
        exact = len(hint.get("values") or []) == 1 and len(hint.get("icons") or []) == 1
        if card is not None:
            shown = _evidence(card, bold=True)
            if mine:
                note = Text("you know it")
            elif exact:
                note = Text("knows it", "green")
            else:
                note = Text(f"knows: {said}" if said else "no hint yet", "" if said else "dim")
        else:
            shown = Text("?", "bold")
            lead = "may be: " if mine else "hints: "
            note = Text(lead + said if said else "no hint yet", "" if said else "dim")
        grid.add_row(f"slot {i}", shown, note)
    if not count:
        grid.add_row("", Text("empty hand", "dim"), "")
    parts: list[RenderableType] = [head]
    if effect:
        parts.append(Padding(Text(effect, "italic dim"), (0, 0, 0, 2)))
    parts.append(Padding(grid, (0, 0, 0, 2)))
    return Group(*parts)


_BAKER_DECISIONS = {
    "action": "take an action: assist, investigate, confirm, eliminate or pursue",
    "second_hint": "give Lady Hilda Hope's second hint (or skip it)",
    "place": "put the peeked card back on top or at the bottom of the deck (Toby)",
}


def _baker_pending(view: Mapping[str, Any], names: Sequence[str], me: object) -> Text:
    p = view.get("pending")
    if not isinstance(p, Mapping):
        return Text("")
    seat = p.get("seat")
    out = Text("Now: ", style="bold")
    if isinstance(seat, int) and 0 <= seat < len(names):
        out.append(names[seat] + (" (you)" if seat == me else ""), seat_style(seat))
        out.append(" must ")
    decision = str(p.get("decision"))
    if decision == "keep":
        bw = p.get("for")
        whose = "your" if bw == me else f"{names[bw]}'s" if isinstance(bw, int) else "Blackwell's"
        out.append(
            f"choose which of the two drawn cards {whose[0].lower() + whose[1:]} Blackwell keeps"
        )
    else:
        out.append(_BAKER_DECISIONS.get(decision, decision.replace("_", " ")))
    turn = view.get("turn")
    if decision != "action" and isinstance(turn, int) and 0 <= turn < len(names):
        out.append(f"  (in {names[turn]}'s turn)", "dim")
    return out


def _baker_board(view: Mapping[str, Any], players: int, wide: bool) -> RenderableType:
    me = view.get("seat")
    names = seat_names(view, players)
    you = f" · you are {names[me]}" if isinstance(me, int) else " · spectator"
    title = Text.assemble(("Beyond Baker Street", "bold"), f" · case {view.get('case')}")
    if view.get("over"):
        title.append(" · won" if view.get("won") else " · lost", "bold")
    title.append(you)
    seats: list[Mapping[str, Any]] = [
        p for p in view.get("players") or [] if isinstance(p, Mapping)
    ]
    # the others first (you see their cards), your own hand last
    order = sorted(seats, key=lambda p: (p.get("seat") == me, p.get("seat", 0)))
    blocks: list[RenderableType] = [_baker_seat(p, names, me) for p in order]
    hands: RenderableType
    if wide and len(blocks) > 1:
        grid = Table.grid(padding=(0, 4))
        cols = 2
        for _ in range(cols):
            grid.add_column()
        for i in range(0, len(blocks), cols):
            if i:
                grid.add_row("", "")
            grid.add_row(*blocks[i : i + cols], *([""] * (cols - len(blocks[i : i + cols]))))
        hands = grid
    else:
        hands = Group(*(x for b in blocks for x in (b, Text(""))))
    body: list[RenderableType] = [
        _baker_tracks(view, wide),
        Text(""),
        _baker_leads(view),
        _baker_piles(view),
        Text(""),
        hands,
    ]
    pending = _baker_pending(view, names, me)
    if pending:
        body.extend([Text(""), pending])
    return Panel(Group(*body), title=title, title_align="left", border_style="blue")


BOARDS["baker_street"] = _baker_board


def _baker_event(e: Mapping[str, Any], sp: Speaker) -> str | None:
    kind = e.get("type")
    s = e.get("seat")
    g = e.get
    me = isinstance(s, int) and s == sp.viewer

    obj = sp.obj

    def slots(value: object) -> str:
        items = [str(x) for x in value] if isinstance(value, list | tuple) else []
        if not items:
            return "no slot"
        if len(items) == 1:
            return f"slot {items[0]}"
        return "slots " + ", ".join(items[:-1]) + " and " + items[-1]

    if kind == "assisted":
        t = g("to")
        n = len(g("slots") or [])
        if g("value") is not None:
            what = f"{g('value')}s" if n > 1 else f"{g('value')}"
        else:
            what = f"{g('icon')} cards" if n > 1 else f"{g('icon')} card"
        second = " (Lady Hilda Hope's second hint)" if g("second") else ""
        whose = "your" if t == sp.viewer else "their"
        verb = "are" if n > 1 else "is"
        return (
            f"{sp.does(s, 'assist')} {obj(t)}{second}: {slots(g('slots'))} {verb} "
            f"{whose} only {what}."
        )
    if kind == "investigated":
        lead = g("lead")
        if g("matched"):
            how = f"same icon: the evidence rises to {g('evidence')} / {g('target')}"
        else:
            how = f"another icon: the target rises to {g('target')} (evidence {g('evidence')})"
        return f"{sp.does(s, 'play')} {g('card')} (slot {g('slot')}) under the {lead} lead: {how}."
    if kind == "lead_dead":
        where = "goes to the Impossible" if g("impossible") else "leaves the game (Wiggins)"
        nxt = (
            f"the next one is {g('revealed')}" if g("revealed") else f"no {g('lead')} lead is left"
        )
        return f"The {g('lead')} lead {g('card')} is dead and {where}; {nxt}."
    if kind == "shuffled_into_deck":
        return f"Its evidence ({evidence_names(g('cards'))}) is shuffled into the deck."
    if kind == "confirmed":
        return f"{sp.does(s, 'confirm')} the {g('lead')} lead, {g('card')}!"
    if kind == "eliminated":
        return (
            f"{sp.does(s, 'eliminate')} {g('card')} (slot {g('slot')}) to the Impossible: "
            f"the investigation track is at {g('track')}."
        )
    if kind == "pursued":
        return f"{sp.does(s, 'pursue')} the {g('lead')} lead: it is discarded."
    if kind == "holmes":
        moved = int(g("moved") or 0)
        way = "towards 0" if moved < 0 else "away from 0"
        return f"Holmes moves {plural(abs(moved), 'space')} {way}: he is on {g('space')}."
    if kind == "drew":
        if "card" in e:
            return f"{sp.does(s, 'draw')} {g('card')} (slot {g('slot')})."
        return f"{sp.does(s, 'draw')} a card (slot {g('slot')})."
    if kind == "drew_two":
        picker = g("picker")
        chooser = "you choose" if picker == sp.viewer else f"{sp.who(picker)} chooses"
        keeps = "you keep" if me else "Blackwell keeps"
        if "cards" in e:
            drawn = " and ".join(str(c) for c in g("cards") or [])
            return f"{sp.does(s, 'draw')} 2 cards (Blackwell), {drawn}: {chooser} the one {keeps}."
        return f"{sp.does(s, 'draw')} 2 cards (Blackwell): {chooser} the one {keeps}."
    if kind == "kept":
        if "card" in e:
            return (
                f"{sp.does(s, 'keep')} {g('card')}; {g('bottom')} goes to the bottom of the deck."
            )
        return (
            f"{sp.does(s, 'keep')} one of the two cards; the other goes to the bottom of the deck."
        )
    if kind == "placed":
        where = "on top of" if g("where") == "top" else "at the bottom of"
        return f"{sp.does(s, 'put')} the card {where} the deck (Toby)."
    if kind == "peeked":
        if "card" in e:
            return f"{sp.does(s, 'look')} at the top card of the deck (Toby): {g('card')}."
        return f"{sp.does(s, 'look')} at the top card of the deck (Toby)."
    if kind == "swapped":
        return (
            f"{sp.does(s, 'swap')} {g('impossible')} from the Impossible with {g('card')} under "
            f"the {g('lead')} lead (Baskerville): the investigation track is at {g('track')}."
        )
    if kind == "traded":
        t = g("to")
        theirs = "your" if t == sp.viewer else sp.whose(t)
        return (
            f"{sp.does(s, 'swap')} {sp.their(s)} slot {g('slot')} with {theirs} slot "
            f"{g('their_slot')} (Langdale Pike)."
        )
    if kind == "recovered":
        return (
            f"{sp.does(s, 'return')} {g('card')} from the Impossible to the bottom of the deck "
            f"(Mrs. Hudson): the investigation track is at {g('track')}."
        )
    if kind == "ability":
        name, _, _ = baker_character(g("character"))
        return f"{sp.does(s, 'use')} {name}'s once-per-game ability."
    if kind == "turn":
        return f"{sp.whose(s).capitalize()} turn."
    if kind == "game_over":
        if g("won"):
            return f"The case is solved: {g('reason')}!"
        return f"The game is lost: {g('reason')}."
    return None


EVENT_TEXT["baker_street"] = _baker_event
JOINED["baker_street"] = frozenset(("holmes",))  # the Holmes move the action caused


def _baker_result(
    result: Mapping[str, Any], names: Sequence[str], viewer: int | None
) -> RenderableType:
    from afoot.games.baker_street.data import GOAL, SECTIONS

    details = result.get("details") or {}
    won = bool(details.get("won"))
    verdict = (
        Text("The team wins: the case is solved!", "bold green")
        if won
        else Text("The team loses: the case is not solved.", "bold red")
    )
    why = str(result.get("reason") or "")
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold", no_wrap=True)
    grid.add_column()
    grid.add_row("why", Text(why))
    grid.add_row("investigation track", Text(f"{details.get('track')} / {GOAL}"))
    grid.add_row("Holmes", Text(f"on {details.get('holmes')}"))
    confirmed = [str(c) for c in details.get("confirmed") or []]
    line = Text()
    for i, k in enumerate(SECTIONS):
        if i:
            line.append("  ")
        ok = k in confirmed
        line.append(f"{'✓' if ok else '✗'} {k}", "green" if ok else "red")
    grid.add_row("confirmed leads", line)
    grid.add_row("the Impossible", Text(plural(int(details.get("impossible") or 0), "card")))
    grid.add_row("case · turns", Text(f"{details.get('case')} · {details.get('turns')}"))
    return Panel(
        Group(verdict, Text(""), grid),
        title=Text("Result", "bold"),
        title_align="left",
        border_style="green" if won else "red",
        expand=False,
    )


RESULTS["baker_street"] = _baker_result


def baker_characters(view: Mapping[str, Any], names: Sequence[str]) -> RenderableType:
    """Every seat's character with its effect and whether its once-per-game ability is used."""
    me = view.get("seat")
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    table.add_column("Seat", no_wrap=True)
    table.add_column("Character", no_wrap=True, style="bold")
    table.add_column("Effect")
    table.add_column("Ability", no_wrap=True)
    rows = 0
    for p in view.get("players") or []:
        if not isinstance(p, Mapping) or not p.get("character"):
            continue
        s = int(p.get("seat", 0))
        name, effect, active = baker_character(p["character"])
        used = (
            Text("used", "red")
            if active and p.get("ability_used")
            else Text("unused", "green")
            if active
            else Text("always on", "dim")
        )
        label = Text(names[s] + (" (you)" if s == me else ""), seat_style(s))
        table.add_row(label, name, effect, used)
        rows += 1
    if not rows:
        return Text("No characters in this game (play with -o characters=random).", "dim")
    return table


# -- 13 Clues ------------------------------------------------------------------------------------
_CLUES_SUIT_STYLES = {
    "purple": "bold purple",
    "pink": "bold hot_pink",
    "red": "bold red",
    "green": "bold green",
    "yellow": "bold yellow",
    "blue": "bold blue",
    "orange": "bold dark_orange",
    "white": "bold white",
    "brown": "bold dark_goldenrod",
    "grey": "bold grey62",
}
CLUES_GROUPS = ("person", "location", "weapon")


def _clues_data() -> tuple[dict[str, tuple[str, str, str, int]], tuple[str, ...]]:
    """card id -> (printed name, suit, category, group), and the categories."""
    from afoot.games.thirteen_clues.data import (
        CARD_IDS,
        CARD_NAMES,
        CATEGORIES,
        CATEGORY,
        GROUP,
        SUIT,
        SUITS,
    )

    cards = {
        cid: (CARD_NAMES[c], SUITS[SUIT[c]], CATEGORIES[CATEGORY[c]], GROUP[c])
        for c, cid in enumerate(CARD_IDS)
    }
    return cards, CATEGORIES


_CLUES: tuple[dict[str, tuple[str, str, str, int]], tuple[str, ...]] | None = None


def clues_cards() -> dict[str, tuple[str, str, str, int]]:
    """13 Clues: card id -> (printed name, suit, category, group index)."""
    global _CLUES
    if _CLUES is None:
        _CLUES = _clues_data()
    return _CLUES[0]


def clues_categories() -> tuple[str, ...]:
    clues_cards()
    assert _CLUES is not None
    return _CLUES[1]


def clues_card_name(card: object) -> str:
    """ "Butcher" from "butcher" (an unknown id as it is)."""
    entry = clues_cards().get(str(card))
    return entry[0] if entry else str(card)


def clues_card_text(card: object) -> str:
    """ "Butcher (red, male)" for prose."""
    entry = clues_cards().get(str(card))
    return f"{entry[0]} ({entry[1]}, {entry[2]})" if entry else str(card)


def clues_card(card: object, detail: bool = True) -> Text:
    """A card in its suit's colour, with its suit and category when ``detail``."""
    entry = clues_cards().get(str(card))
    if entry is None:
        return Text(str(card))
    name, suit, category, _ = entry
    out = Text(name, _CLUES_SUIT_STYLES.get(suit, "bold"))
    if detail:
        out.append(f" {suit}·{category}", "dim")
    return out


def clues_by_group(cards: object) -> list[str]:
    """Cards in person, location, weapon order."""
    items = [str(c) for c in cards] if isinstance(cards, list | tuple) else []
    table = clues_cards()
    return sorted(items, key=lambda c: (table[c][3] if c in table else 9, c))


def _clues_card_list(cards: object, empty: str = "none") -> Text:
    items = clues_by_group(cards)
    if not items:
        return Text(empty, "dim")
    return Text(", ").join(clues_card(c) for c in items)


def clues_accusation(person: object, location: object, weapon: object) -> str:
    """ "the Butcher in the Park with the Sword"."""
    return (
        f"the {clues_card_name(person)} in the {clues_card_name(location)} "
        f"with the {clues_card_name(weapon)}"
    )


def clues_subject(subject: object) -> str:
    """ "red cards" / "male cards" (people) ..."""
    return f"{subject} cards"


def _clues_question(q: Mapping[str, Any], sp: Speaker, board: bool = False) -> str:
    s, t = q.get("seat"), q.get("to")
    if "answer" not in q:
        return f"{sp.does(s, 'ask')} {sp.obj(t)} a secret question."
    side = q.get("side")
    counting = f", counting only {sp.their(t)} {side} screen card" if side else ""
    secret = " (top secret)" if q.get("secret") else ""
    answer = int(q.get("answer") or 0)
    sees = "you see" if t == sp.viewer else "they see"
    return (
        f"{sp.does(s, 'ask')} {sp.obj(t)}{secret}: how many {clues_subject(q.get('subject'))}"
        f"{counting}? {sees.capitalize()} {answer}."
    )


def _clues_event(e: Mapping[str, Any], sp: Speaker) -> str | None:
    kind = e.get("type")
    s = e.get("seat")
    g = e.get
    if kind == "chose":
        if s == sp.viewer:
            return "You choose the mystery you give your left neighbour."
        return f"{sp.who(s)} has chosen the mystery for their left neighbour."
    if kind == "mystery_placed":
        if "cards" in e:
            cards = ", ".join(clues_card_text(c) for c in clues_by_group(g("cards")))
            return f"{sp.whose(s).capitalize()} mystery is laid out: {cards}."
        if s == sp.viewer:
            return "Your mystery is laid out before you, face out: everybody sees it but you."
        return f"{sp.whose(s).capitalize()} mystery is laid out."
    if kind == "question":
        return _clues_question(e, sp)
    if kind == "consulted":
        if "card" in e:
            return (
                f"{sp.does(s, 'look')} at Secret Informant card {g('letter')}: "
                f"{clues_card_text(g('card'))}."
            )
        return f"{sp.does(s, 'look')} at Secret Informant card {g('letter')}."
    if kind == "accused":
        what = clues_accusation(g("person"), g("location"), g("weapon"))
        if g("right"):
            return f"{sp.does(s, 'accuse')} {what}: right!"
        return f"{sp.does(s, 'accuse')} {what}: wrong."
    if kind == "glass_given":
        t = g("to")
        return f"{sp.their(s).capitalize()} spent magnifying glass goes to {sp.obj(t)}."
    if kind == "glass_taken":
        return f"{sp.does(s, 'take')} a magnifying glass from {sp.obj(g('frm'))}."
    if kind == "turn":
        return f"{sp.whose(s).capitalize()} turn."
    if kind == "game_over":
        w = g("winner")
        if w == sp.viewer:
            return "You solved your mystery: you win!"
        return f"{sp.who(w)} solved their mystery and wins."
    return None


EVENT_TEXT["thirteen_clues"] = _clues_event
JOINED["thirteen_clues"] = frozenset(("glass_given",))  # where the spent glass went


def _clues_cell(card: object) -> Text:
    """A mystery card on two lines: its name in its suit's colour, then suit and category."""
    entry = clues_cards().get(str(card))
    if entry is None:
        return Text(str(card))
    out = clues_card(card, detail=False)
    out.append(f"\n{entry[1]} {entry[2]}", "dim")
    return out


def _clues_players(view: Mapping[str, Any], names: Sequence[str], me: object) -> Table:
    """One row per seat: its name (glasses and top-secret token below), its mystery."""
    two = len(view.get("players") or []) == 2
    top_secret = any(p.get("top_secret") for p in view.get("players") or [])
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    table.add_column("Seat", no_wrap=True)
    for g in CLUES_GROUPS:
        table.add_column(g.capitalize(), no_wrap=True)
    playing = view.get("phase") == "play"
    for p in view.get("players") or []:
        s = p.get("seat")
        label = Text(names[s] if isinstance(s, int) and s < len(names) else f"Seat {s}")
        label.stylize(seat_style(s) if isinstance(s, int) else "")
        if s == me:
            label.append(" (you)")
        below: list[str] = []
        if not two:
            n = int(p.get("glasses") or 0)
            below.append(f"{n} {'glass' if n == 1 else 'glasses'}")
        if top_secret:
            below.append("secret token" if p.get("top_secret") else "token used")
        if below:
            label.append("\n" + " · ".join(below), "dim")
        mystery = p.get("mystery")
        row: list[RenderableType]
        if mystery:
            row = [_clues_cell(c) for c in clues_by_group(mystery)]
        elif not playing:
            chosen = "has chosen" if p.get("chosen") else "choosing ..."
            row = [Text(chosen, "dim"), Text(""), Text("")]
        elif s == me:
            row = [
                Text("?\nyour mystery", "bold red"),
                Text("?", "bold red"),
                Text("?", "bold red"),
            ]
        else:
            row = [Text("?", "dim")] * 3
        table.add_row(label, *row)
    return table


def _clues_columns(
    items: Sequence[Text], wide: bool, keep: int, what: str, cols: int = 2
) -> RenderableType:
    """``items`` in ``cols`` (one more when ``wide``) columns, the last ``keep`` (x 1.5 when
    wide) only."""
    keep = keep * 3 // 2 if wide else keep
    cols = cols + 1 if wide else cols
    dropped = max(0, len(items) - keep)
    shown = list(items[dropped:])
    rows = -(-len(shown) // cols)
    grid = Table.grid(padding=(0, 3))
    for _ in range(cols):
        grid.add_column(no_wrap=True)
    for r in range(rows):
        grid.add_row(
            *(shown[c * rows + r] if c * rows + r < len(shown) else "" for c in range(cols))
        )
    if not dropped:
        return grid
    return Group(Text(f"... {plural(dropped, what)} before these", "dim"), grid)


def _clues_questions(view: Mapping[str, Any], sp: Speaker, wide: bool) -> RenderableType | None:
    """Every question so far, compact and in columns: "3 Seat 2→you red: 1"."""
    qs = [q for q in view.get("questions") or [] if isinstance(q, Mapping)]
    if not qs:
        return None
    items: list[Text] = []
    for i, q in enumerate(qs, 1):
        s, t = q.get("seat"), q.get("to")
        item = Text(f"{i:>2} ", "dim")
        item.append(sp.who(s), seat_style(s) if isinstance(s, int) else "")
        item.append("→")
        item.append(
            sp.obj(t) if t == sp.viewer else sp.who(t), seat_style(t) if isinstance(t, int) else ""
        )
        if "answer" not in q:
            item.append(" secret question", "dim italic")
            items.append(item)
            continue
        subject = str(q.get("subject"))
        item.append(f" {subject}", _CLUES_SUIT_STYLES.get(subject, ""))
        if q.get("side"):
            item.append(f" ({q.get('side')} card)", "dim")
        if q.get("secret"):
            item.append(" (secret)", "italic")
        item.append(": ")
        item.append(str(q.get("answer")), "bold")
        items.append(item)
    return Group(
        Text("Questions (asked → answered: how many)", "italic"),
        _clues_columns(items, wide, 30, "question"),
    )


def _clues_accusations(view: Mapping[str, Any], sp: Speaker, wide: bool) -> RenderableType | None:
    accs = [a for a in view.get("accusations") or [] if isinstance(a, Mapping)]
    if not accs:
        return None
    items: list[Text] = []
    for a in accs:
        s = a.get("seat")
        item = Text("✓ " if a.get("right") else "✗ ", "bold green" if a.get("right") else "red")
        item.append(sp.who(s), seat_style(s) if isinstance(s, int) else "")
        item.append(": ")
        item.append_text(
            Text(", ").join(
                clues_card(a.get(k), detail=False) for k in ("person", "location", "weapon")
            )
        )
        items.append(item)
    return Group(Text("Accusations", "italic"), _clues_columns(items, wide, 12, "accusation", 1))


def _clues_pending(view: Mapping[str, Any], names: Sequence[str], me: object) -> Text:
    sp = Speaker(names, me if isinstance(me, int) else None)
    if view.get("over"):
        w = view.get("winner")
        return Text(f"Game over: {sp.who(w)} solved {sp.their(w)} mystery.", "bold")
    if view.get("phase") == "choose":
        if isinstance(me, int) and me in (view.get("to_act") or []):
            return Text(
                "Set-up: choose a person, a location and a weapon of your 5 cards: they become "
                "your left neighbour's mystery (the other 2 go behind your screen).",
                "bold",
            )
        waiting = ", ".join(sp.who(s) for s in view.get("to_act") or [])
        return Text(f"Set-up: waiting for {waiting} to choose.", "dim")
    turn = view.get("turn")
    if view.get("taking_glass"):
        what = "take a magnifying glass from a player (the supply is empty)"
    else:
        players = view.get("players") or []
        n = int(players[turn].get("glasses") or 0) if isinstance(turn, int) else 0
        two = len(players) == 2
        glasses = "glass" if n == 1 else "glasses"
        what = "one action" if two else f"{n} magnifying {glasses} to spend"
    if turn == me:
        return Text(f"Your turn: {what}.", "bold")
    return Text(f"{sp.whose(turn).capitalize()} turn: {what}.", "dim")


def _clues_board(view: Mapping[str, Any], players: int, wide: bool) -> RenderableType:
    me = view.get("seat")
    names = seat_names(view, players)
    sp = Speaker(names, me if isinstance(me, int) else None)
    you = f" · you are {names[me]}" if isinstance(me, int) else " · spectator"
    title = Text.assemble(("13 Clues", "bold"))
    if view.get("phase") == "choose":
        title.append(" · set-up")
    if view.get("over"):
        title.append(" · game over", "bold")
    title.append(you)
    suits = Text("Suits in play ", "bold")
    suits.append_text(
        Text(" ").join(
            Text(str(s), _CLUES_SUIT_STYLES.get(str(s), "")) for s in view.get("suits") or []
        )
    )
    cats = clues_categories()
    pairs = " · ".join(f"{cats[i]}/{cats[i + 1]}" for i in range(0, len(cats) - 1, 2))
    suits.append(f"\nCategories {pairs}", "dim")
    body: list[RenderableType] = [suits, Text("")]
    if view.get("phase") == "choose" and view.get("hand"):
        hand = Text("Your 5 cards ", "bold")
        hand.append_text(_clues_card_list(view.get("hand")))
        body.append(hand)
        if view.get("my_choice"):
            given = Text("You give your left neighbour ", "bold")
            given.append_text(_clues_card_list(view.get("my_choice")))
            body.append(given)
        body.append(Text(""))
    body.append(_clues_players(view, names, me))
    me_row = None
    for p in view.get("players") or []:
        if p.get("seat") == me:
            me_row = p
    extras = Text()
    if me_row is not None and me_row.get("screen"):
        extras.append("Behind your screen ", "bold")
        extras.append_text(_clues_card_list(me_row.get("screen")))
        extras.append("\n")
    informant = view.get("informant") or {}
    letters = [str(x) for x in informant.get("letters") or []]
    if letters:
        extras.append("Secret Informant ", "bold")
        extras.append(" ".join(letters))
        looked = [
            f"{sp.who(p.get('seat'))}: {' '.join(str(x) for x in p.get('looked_at') or [])}"
            for p in view.get("players") or []
            if p.get("looked_at")
        ]
        if looked:
            extras.append(f"   looked at: {'; '.join(looked)}", "dim")
        seen = informant.get("seen") or {}
        if seen:
            extras.append("\n")
            extras.append("You saw ", "bold")
            extras.append_text(
                Text(", ").join(
                    Text.assemble(f"{k} = ", clues_card(v)) for k, v in sorted(seen.items())
                )
            )
    else:
        extras.append("No Secret Informant (6 players)", "dim")
    if len(view.get("players") or []) != 2:
        extras.append("\nMagnifying glasses in the supply ", "bold")
        extras.append(str(view.get("supply", 0)))
    body.append(extras)
    questions = _clues_questions(view, sp, wide)
    if questions is not None:
        body.extend([Text(""), questions])
    accusations = _clues_accusations(view, sp, wide)
    if accusations is not None:
        body.extend([Text(""), accusations])
    body.extend([Text(""), _clues_pending(view, names, me)])
    return Panel(Group(*body), title=title, title_align="left", border_style="blue")


BOARDS["thirteen_clues"] = _clues_board


def _clues_result(
    result: Mapping[str, Any], names: Sequence[str], viewer: int | None
) -> RenderableType:
    details = result.get("details") or {}
    winners = list(result.get("winners") or [])
    mysteries = details.get("mysteries") or []
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    table.add_column("Seat", no_wrap=True)
    for g in CLUES_GROUPS:
        table.add_column(g.capitalize(), no_wrap=True)
    for s, m in enumerate(mysteries):
        label = Text(names[s] if s < len(names) else f"Seat {s}", seat_style(s))
        if s == viewer:
            label.append(" (you)")
        if s in winners:
            label.append("\n✓ solved it", "bold green")
        cells = [_clues_cell(c) for c in clues_by_group(m)]
        table.add_row(label, *cells)
    verdict = Text("Winner: ", "bold")
    for i, s in enumerate(winners):
        if i:
            verdict.append(", ")
        who = names[s] if s < len(names) else f"Seat {s}"
        verdict.append(who + (" (you)" if s == viewer else ""), seat_style(s))
    if not winners:
        verdict = Text("No winner", "bold")
    counts = Text(
        f"{plural(int(details.get('questions') or 0), 'question')} · "
        f"{plural(int(details.get('accusations') or 0), 'accusation')}",
        "dim",
    )
    return Panel(
        Group(verdict, Text(f"({result.get('reason')})", "dim"), Text(""), table, counts),
        title=Text("Result · every mystery", "bold"),
        title_align="left",
        border_style="green",
        expand=False,
    )


RESULTS["thirteen_clues"] = _clues_result


def clues_casebook(book: Mapping[str, Any], top: int = 10) -> RenderableType:
    """A seat's casebook: its top candidates with probabilities, each card's probability."""
    rows = [r for r in book.get("candidates") or [] if isinstance(r, Mapping)]
    if not rows:
        return Text("The casebook opens once the mysteries are laid out.", "dim")
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    table.add_column("#", justify="right", style="dim")
    for name in CLUES_GROUPS:
        table.add_column(name.capitalize(), no_wrap=True)
    table.add_column("chance", justify="right")
    for i, r in enumerate(rows[:top], 1):
        table.add_row(
            str(i),
            *(clues_card(r.get(k), detail=False) for k in CLUES_GROUPS),
            Text(f"{float(r.get('p') or 0):.1%}", "bold"),
        )
    parts: list[RenderableType] = [table]
    if len(rows) > top:
        parts.append(Text(f"... and {len(rows) - top} less likely", "dim"))
    cards = book.get("cards") or {}
    info = clues_cards()
    lines = Text()
    for g, group in enumerate(CLUES_GROUPS):
        these = sorted(
            ((c, float(p)) for c, p in cards.items() if c in info and info[c][3] == g),
            key=lambda cp: (-cp[1], cp[0]),
        )
        if g:
            lines.append("\n")
        lines.append(f"{group.capitalize():<9}", "bold")
        lines.append_text(
            Text("  ").join(
                Text.assemble(clues_card(c, detail=False), f" {p:.0%}") for c, p in these
            )
        )
    parts.extend([Text(""), Text("Each card's chance of being in your mystery", "italic"), lines])
    title = f"Your casebook · {plural(len(rows), 'candidate')} for your mystery"
    return Panel(
        Group(*parts), title=Text(title, "bold"), title_align="left", border_style="cyan",
        expand=False,
    )  # fmt: skip

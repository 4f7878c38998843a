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
            if o.get("requires"):
                doc += f" (only with {o['requires'][0]}={_show_value(o['requires'][1])})"
            table.add_row(o["name"], values, doc)
        parts.extend([head, Text(str(g.get("summary") or ""), "dim"), table, Text("")])
    parts.append(Text("Set options with -o key=value, e.g. -o edition=kosmos", "dim"))
    return Group(*parts)


def _show_value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)

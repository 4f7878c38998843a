"""Holmes at the terminal: the board, the events in English, the result and the abilities.

Every text a player reads comes from one function per kind: :func:`event_line` (an event),
:func:`pending_text` (the decision the game waits for), :func:`label` (the board's labels, its
prompt and help); card and character names come from the game's data.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from afoot.engine.terminal import (
    Board,
    Session,
    Speaker,
    num_cell,
    numbered_menu,
    plain_event,
    plural,
    score_panel,
    seat_names,
    seat_style,
)
from afoot.games.holmes.data import CHARACTERS, NUMBERED, TYPE_IDS, VALUE

#: the board's labels, its prompt and its help, by key
LABELS = {
    "title": "Holmes ",
    "edition": "({edition})",
    "day": " · Day {day} of {days}",
    "you_are": " · you are {name} (seat {seat})",
    "spectator": " · spectator",
    "character": "Character",
    "action_markers": "Action markers",
    "ability": "Ability",
    "spent": " spent",
    "slot": "slot {n}",
    "empty": "empty",
    "deck": "Deck ",
    "deck_bottom": " (bottom: {clues})",
    "discard": "   Discard ",
    "discard_cards": " ({cards})",
    "discard_known": " (you saw: {cards})",
    "supply": "\nMarker supply ",
    "character_deck": "\nCharacter deck ",
    "mycroft_cards": "Mycroft cards",
    "villains": "villains",
    "one_special_in_deck": " (one of the {special} is in it)",
    "specials_in_deck": " ({special} in it: {names})",
    "you": " (you)",
    "map_fragments": "map fragments",
    "unassigned_jokers": "unassigned jokers",
    "hidden_clues": "hidden clues",
    "reservation_card": "reservation card",
    "holds_it": "holds it",
    "reserved_clue": "reserved clue",
    "investigation_markers": "investigation markers",
    "moves_left": "markers to place today",
    "start_choice": "Your starting choice: {characters}",
    "start_kept": " (kept {character})",
    "joker_on_row": " +J",
    "legend": "* always there   ▲ standing marker   ▽ lying marker   +J joker on the row",
    "joker_row": "joker ({row} row)",
    "clue": "clue",
    "nothing": "nothing",
    "keys": "b board, i abilities, q quit",
    "help": (
        "Type the number of a choice; b shows the board again, i every ability in full; q "
        "leaves the game."
    ),
}


def label(key: str, **params: object) -> str:
    """The board's text ``key`` in English, with ``params`` filled in."""
    return LABELS[key].format(**params)


# -- small words ---------------------------------------------------------------------------
_CHARS = {cid: str(entry.get("en") or cid) for cid, entry in CHARACTERS.items()}
_VALUES = {TYPE_IDS[t]: VALUE[t] for t in range(NUMBERED)}


def char(cid: object) -> str:
    """A character's printed name from its id."""
    text = str(cid)
    return _CHARS.get(text, text.replace("_", " ").title())


def clue_value(name: str) -> int | None:
    """A numbered clue's value (3-9); None for a joker or a map fragment."""
    return _VALUES.get(name)


def ability(cid: str, edition: str) -> str:
    """A character's ability text, for ``edition`` when the text differs by edition."""
    entry = CHARACTERS.get(cid) or {}
    text = str(entry.get("text") or "")
    if text.startswith("devir:") and " kosmos:" in text:
        devir, kosmos = text[6:].split(" kosmos:", 1)
        text = kosmos if edition == "kosmos" else devir
    text = text.strip()
    return text[:1].upper() + text[1:]


def abilities(view: Mapping[str, Any]) -> RenderableType:
    """Every character on the board with its full ability text (``i`` at a decision)."""
    edition = str(view.get("edition") or "")
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    table.add_column(label("character"), no_wrap=True, style="bold")
    table.add_column(label("ability"))
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
        return label("clue")
    text = str(name)
    if text.startswith("joker:"):
        return label("joker_row", row=text[6:].replace("_", " "))
    return text.replace("_", " ")


def clues(names: object) -> str:
    if not isinstance(names, list | tuple):
        return str(names)
    return ", ".join(clue(n) for n in names) if names else label("nothing")


# -- events --------------------------------------------------------------------------------
def event_line(e: Mapping[str, Any], sp: Speaker) -> str | None:
    """The line of one event as ``sp``'s viewer received it (None: no words for it)."""
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
    if kind == "refills":  # several refills in a row, said at once (see HolmesBoard.events)
        said = "; ".join(
            f"slot {int(r.get('slot', 0)) + 1} {clue(r.get('clue'))}" for r in g("refills") or []
        )
        return f"The line is refilled: {said}."
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


# -- the decision the game waits for -----------------------------------------------------------
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


def pending_text(
    p: Mapping[str, Any] | None, names: Sequence[str], viewer: int | None, to_act: Sequence[int]
) -> Text:
    """ "Now: Sherlock (you) must take a clue  (Lestrade; 2 to go)"."""
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


# -- the board -----------------------------------------------------------------------------
def _clue_label(name: str) -> Text:
    value = clue_value(name)
    shown = Text(clue(name))
    if value is not None:
        shown.append(f" {value}", "dim")
    return shown


def _characters(view: Mapping[str, Any], names: Sequence[str]) -> Table:
    """The characters, their action markers and abilities."""
    edition = str(view.get("edition") or "")
    chars = Table(box=box.SIMPLE_HEAD, pad_edge=False, expand=True, show_edge=False)
    chars.add_column(label("character"), no_wrap=True)
    chars.add_column(label("action_markers"), no_wrap=True)
    chars.add_column(label("ability"), no_wrap=True, overflow="ellipsis", ratio=1, style="dim")
    for c in view.get("characters") or []:
        name = Text(str(c.get("name") or char(c.get("id"))))
        if c.get("permanent"):
            name.append(" *", "dim")
        if c.get("state") == "spent":
            name.stylize("dim strike")
            name.append(label("spent"), "red")
        marks = Text()
        for m in c.get("markers") or []:
            s = m.get("seat")
            if marks:
                marks.append("  ")
            standing = m.get("standing")
            marks.append(f"{'▲' if standing else '▽'} {names[s]}", seat_style(s))
        chars.add_row(name, marks, ability(str(c.get("id")), edition))
    return chars


def _piles(view: Mapping[str, Any]) -> Text:
    """The deck, the discard pile, the marker supply and the character deck."""
    edition = str(view.get("edition") or "")
    deck = view.get("deck") or {}
    discard = view.get("discard") or {}
    piles = Text()
    piles.append(label("deck"), "bold")
    piles.append(str(deck.get("count", "?")))
    if deck.get("bottom_known"):
        piles.append(label("deck_bottom", clues=clues(deck["bottom_known"])), "dim")
    piles.append(label("discard"), "bold")
    piles.append(str(discard.get("count", "?")))
    if discard.get("cards"):
        piles.append(label("discard_cards", cards=tally(discard["cards"])), "dim")
    elif discard.get("known"):
        piles.append(label("discard_known", cards=tally(discard["known"])), "dim")
    piles.append(label("supply"), "bold")
    piles.append(str(view.get("supply", "?")))
    cdeck = view.get("character_deck") or {}
    piles.append(label("character_deck"), "bold")
    piles.append(str(cdeck.get("count", "?")))
    villains = cdeck.get("villains_still_in_deck")
    special = label("mycroft_cards") if edition == "kosmos" else label("villains")
    if villains == "one unknown":
        piles.append(label("one_special_in_deck", special=special), "dim")
    elif villains:
        shown = ", ".join(char(v) for v in villains)
        piles.append(label("specials_in_deck", special=special, names=shown), "dim")
    return piles


def _areas(view: Mapping[str, Any], names: Sequence[str], me: object) -> Table:
    """The players' areas, one column per seat."""
    seats: list[Mapping[str, Any]] = list(view.get("players") or [])
    area = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False, expand=False)
    area.add_column("", no_wrap=True)
    for p in seats:
        s = int(p.get("seat", 0))
        head = Text(names[s], seat_style(s))
        if s == me:
            head.append(label("you"))
        area.add_column(head, justify="center", no_wrap=True)
    for t in TYPE_IDS[:NUMBERED]:
        cells: list[RenderableType] = []
        for p in seats:
            row = ((p.get("area") or {}).get("rows") or {}).get(t)
            if not row:
                cells.append(Text("·", "dim"))
                continue
            cell = Text(str(row.get("clues", 0)), "bold")
            if row.get("joker"):
                cell.append(label("joker_on_row"), "yellow")
            cells.append(cell)
        area.add_row(_clue_label(t), *cells)
    area.add_row(
        Text(label("map_fragments")),
        *(num_cell((p.get("area") or {}).get("map_fragments", 0)) for p in seats),
    )
    area.add_row(
        Text(label("unassigned_jokers")),
        *(num_cell((p.get("area") or {}).get("unassigned_jokers", 0), "yellow") for p in seats),
    )
    hidden_cells: list[RenderableType] = []
    for p in seats:
        cell = num_cell(p.get("hidden_count", 0))
        known = p.get("hidden_known") or []
        if known:
            cell.append(f" ({clues(known)})", "dim")
        hidden_cells.append(cell)
    area.add_row(Text(label("hidden_clues")), *hidden_cells, end_section=True)
    if view.get("reservation"):
        area.add_row(
            Text(label("reservation_card")),
            *(
                Text(label("holds_it")) if p.get("holds_reservation_card") else Text("·", "dim")
                for p in seats
            ),
        )
        area.add_row(
            Text(label("reserved_clue")),
            *(
                _clue_label(str(p["reserved"])) if p.get("reserved") else Text("·", "dim")
                for p in seats
            ),
        )
    area.add_row(
        Text(label("investigation_markers"), "bold"),
        *(Text(str(p.get("markers", 0)), "bold green") for p in seats),
    )
    area.add_row(
        Text(label("moves_left")),
        *(Text(str(p.get("moves_left", 0))) for p in seats),
    )
    for p in seats:
        if p.get("start_choices"):
            kept = p.get("start_kept")
            chosen = " or ".join(char(c) for c in p["start_choices"])
            text = label("start_choice", characters=chosen)
            if kept:
                text += label("start_kept", character=char(kept))
            area.add_row(Text(text, "italic"))
    return area


class HolmesBoard(Board):
    """Holmes' board: the characters and their markers, the clue line and the piles, each
    player's area; its moves are the rules' own texts, and ``i`` lists every ability."""

    def board(self, view: Mapping[str, Any], players: int, width: int = 80) -> RenderableType:
        wide = width >= 110
        me = view.get("seat")
        names = seat_names(view, players)
        you = (
            label("you_are", name=names[me], seat=me) if isinstance(me, int) else label("spectator")
        )
        title = Text.assemble(
            (label("title"), "bold"),
            (label("edition", edition=view.get("edition")), "dim"),
            label("day", day=view.get("day"), days=view.get("days")),
            you,
        )
        line = Table(box=box.ROUNDED, show_header=True, pad_edge=True, expand=False)
        for i, _ in enumerate(view.get("line") or []):
            line.add_column(label("slot", n=i + 1), justify="center", no_wrap=True)
        line.add_row(
            *(
                _clue_label(c) if c is not None else Text(label("empty"), "dim")
                for c in view.get("line") or []
            )
        )
        chars = _characters(view, names)
        area = _areas(view, names, me)
        left = Group(line, _piles(view))
        body: RenderableType
        if wide:
            grid = Table.grid(padding=(0, 4))
            grid.add_column()
            grid.add_column()
            grid.add_row(left, area)
            body = Group(chars, Text(""), grid)
        else:
            body = Group(chars, Text(""), left, Text(""), area)
        return Panel(
            Group(
                body,
                Text(""),
                pending_text(view.get("pending"), names, me, view.get("to_act") or []),
                Text(label("legend"), "dim"),
            ),
            title=title,
            title_align="left",
            border_style="blue",
        )

    def events(
        self, events: Sequence[Mapping[str, Any]], names: Sequence[str], viewer: int | None
    ) -> list[str]:
        """A line per event; a clue kept face up said once, the refills in a row together."""
        sp = Speaker(names, viewer)
        out: list[str] = []
        refills: list[Mapping[str, Any]] = []

        def flush() -> None:
            if refills:
                out.append(str(event_line({"type": "refills", "refills": list(refills)}, sp)))
                refills.clear()

        for i, e in enumerate(events):
            if e.get("type") == "keep" and i + 1 < len(events):
                after = events[i + 1]
                if after.get("type") == "keep_face_up" and after.get("seat") == e.get("seat"):
                    continue  # the same card, said once
            if e.get("type") == "refill":
                refills.append(e)
                continue
            flush()
            line = event_line(e, sp)
            out.append(line if line is not None else plain_event(e, sp))
        flush()
        return out

    def result(
        self, result: Mapping[str, Any], names: Sequence[str], viewer: int | None
    ) -> RenderableType:
        """The scores by clue type (in value order), map fragments and bonuses, the markers
        left, the totals and the winner."""
        details = result.get("details") or {}
        markers = details.get("markers") if isinstance(details, Mapping) else None
        extra: list[tuple[Text, Sequence[Text]]] = []
        if isinstance(markers, list):
            extra.append(
                (
                    Text(label("investigation_markers"), "dim"),
                    [Text(str(m), "dim") for m in markers],
                )
            )
        return score_panel(
            result,
            names,
            viewer,
            row_label=lambda k: clue(k[7:]) if k.startswith("types: ") else k.replace("_", " "),
            order=lambda k: (0, clue_value(k[7:]) or 0) if k.startswith("types: ") else (1, 0),
            extra=extra,
        )

    def choose(self, session: Session, seat: int, actions: Sequence[Any]) -> Any:
        game = session.game
        texts = [game.describe(a) for a in actions]

        def show_abilities(session: Session, seat: int, word: str) -> None:
            session.console.print(abilities(session.game.view(seat)))

        return numbered_menu(
            session,
            seat,
            actions,
            texts,
            keys=label("keys"),
            help=label("help"),
            commands=[(("i", "info"), show_abilities)],
        )


BOARD = HolmesBoard()

"""Holmes at the terminal: the board, the result and the abilities, in the reader's language.

Every word comes from the game's catalogue (``locale/<lang>.json``) through the board's
:class:`~afoot.engine.terminal.Voice`: the browser's labels where it has them, ``term.*`` for
the terminal's own. The events, the moves and the decision waited for are the game's messages
(``messages.py``), which the kit says, so they read as the browser's do.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from afoot.engine.catalogue import listed, nested
from afoot.engine.terminal import (
    Board,
    Session,
    Voice,
    num_cell,
    numbered_menu,
    score_panel,
    seat_names,
    seat_style,
)
from afoot.games.holmes import GAME
from afoot.games.holmes.data import NUMBERED, TYPE_IDS, VALUE

#: the voice of a board nobody gave one: English, with the game's catalogue
ENGLISH = Voice("en", GAME)

_VALUES = {TYPE_IDS[t]: VALUE[t] for t in range(NUMBERED)}


# -- small words ---------------------------------------------------------------------------
def char(voice: Voice, cid: object) -> str:
    """A character's name in the voice's language."""
    return voice.text(f"char.{cid}")


def clue_value(name: str) -> int | None:
    """A numbered clue's value (3-9); None for a wildcard or a map fragment."""
    return _VALUES.get(name)


def clue(voice: Voice, name: object) -> str:
    """A clue type's name in the voice's language ("Explosive"); a card of a seat's area as
    moves name it ("joker:bullet": the wildcard on that row)."""
    if name is None:
        return "?"
    text = str(name)
    if text.startswith("joker:"):
        return voice.text("card.joker_row_any", row=voice.text(f"clue.{text[6:]}"))
    return voice.text(f"clue.{text}")


def ability(cid: str, edition: str, voice: Voice = ENGLISH) -> str:
    """A character's ability text, the edition's own when the editions differ."""
    own = f"text.{cid}.{edition}"
    return voice.text(own) if voice.texts.has(own) else voice.text(f"text.{cid}")


def abilities(view: Mapping[str, Any], voice: Voice = ENGLISH) -> RenderableType:
    """Every character on the board with its full ability text (``i`` at a decision)."""
    edition = str(view.get("edition") or "")
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    table.add_column(voice.text("term.character"), no_wrap=True, style="bold")
    table.add_column(voice.text("term.ability"))
    for c in view.get("characters") or []:
        cid = str(c.get("id"))
        table.add_row(char(voice, cid), ability(cid, edition, voice))
    return table


def tally(voice: Voice, names: object) -> str:
    """ "Fingerprint ×2, Wildcard" from a list of clue names, in value order."""
    if not isinstance(names, list | tuple):
        return str(names)
    counts: dict[str, int] = {}
    for n in names:
        counts[str(n)] = counts.get(str(n), 0) + 1
    order = sorted(counts, key=lambda n: (clue_value(n) or 99, n))
    return ", ".join(clue(voice, n) + (f" ×{counts[n]}" if counts[n] > 1 else "") for n in order)


def clues(voice: Voice, names: object) -> str:
    if not isinstance(names, list | tuple):
        return str(names)
    return ", ".join(clue(voice, n) for n in names) if names else voice.word("none")


# -- the board -----------------------------------------------------------------------------
def _clue_label(voice: Voice, name: str) -> Text:
    value = clue_value(name)
    shown = Text(clue(voice, name))
    if value is not None:
        shown.append(f" {value}", "dim")
    return shown


def _characters(view: Mapping[str, Any], names: Sequence[str], voice: Voice) -> Table:
    """The characters, their action markers and abilities."""
    edition = str(view.get("edition") or "")
    chars = Table(box=box.SIMPLE_HEAD, pad_edge=False, expand=True, show_edge=False)
    chars.add_column(voice.text("term.character"), no_wrap=True)
    chars.add_column(voice.text("pawns"), no_wrap=True)
    chars.add_column(
        voice.text("term.ability"), no_wrap=True, overflow="ellipsis", ratio=1, style="dim"
    )
    for c in view.get("characters") or []:
        cid = str(c.get("id"))
        name = Text(char(voice, cid))
        if c.get("permanent"):
            name.append(" *", "dim")
        if c.get("state") == "spent":
            name.stylize("dim strike")
            name.append(f" {voice.text('spent')}", "red")
        marks = Text()
        for m in c.get("markers") or []:
            s = m.get("seat")
            if marks:
                marks.append("  ")
            marks.append(f"{'▲' if m.get('standing') else '▽'} {names[s]}", seat_style(s))
        chars.add_row(name, marks, ability(cid, edition, voice))
    return chars


def _piles(view: Mapping[str, Any], voice: Voice) -> Text:
    """The deck, the discard pile, the marker supply and the character deck."""
    deck = view.get("deck") or {}
    discard = view.get("discard") or {}
    piles = Text()
    piles.append(f"{voice.text('deck')} ", "bold")
    piles.append(str(deck.get("count", "?")))
    if deck.get("bottom_known"):
        shown = clues(voice, deck["bottom_known"])
        piles.append(f" ({voice.text('bottom_known', cards=shown)})", "dim")
    piles.append(f"   {voice.text('discard')} ", "bold")
    piles.append(str(discard.get("count", "?")))
    if discard.get("cards"):
        piles.append(f" ({tally(voice, discard['cards'])})", "dim")
    elif discard.get("known"):
        shown = tally(voice, discard["known"])
        piles.append(f" ({voice.text('discard_known', cards=shown)})", "dim")
    piles.append(f"\n{voice.text('supply_title')} ", "bold")
    piles.append(str(view.get("supply", "?")))
    cdeck = view.get("character_deck") or {}
    piles.append(f"\n{voice.text('character_deck')} ", "bold")
    piles.append(str(cdeck.get("count", "?")))
    for info in _villains(cdeck, view.get("edition") == "kosmos", voice):
        piles.append(f" · {info}", "dim")
    return piles


def _villains(cdeck: Mapping[str, Any], kosmos: bool, voice: Voice) -> list[str]:
    """What the character deck holds of the villain cards (devir) or the Mycroft cards
    (kosmos), as the browser says it."""
    out: list[str] = []
    in_game = cdeck.get("villains_in_game")
    left = cdeck.get("villains_still_in_deck")
    if in_game == "random":
        out.append(voice.text("mycroft_random" if kosmos else "villains_random"))
    elif isinstance(in_game, list) and in_game:
        out.append(voice.text("villains_in_game", names=", ".join(char(voice, x) for x in in_game)))
    if isinstance(left, list) and (in_game == "random" or in_game):
        shown = ", ".join(char(voice, x) for x in left) if left else voice.text("villains_none")
        out.append(voice.text("villains_left", names=shown))
    elif left == "one unknown":
        out.append(voice.text("villains_left", names=voice.text("one_unknown")))
    return out


def _areas(view: Mapping[str, Any], names: Sequence[str], me: object, voice: Voice) -> Table:
    """The players' areas, one column per seat."""
    seats: list[Mapping[str, Any]] = list(view.get("players") or [])
    area = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False, expand=False)
    area.add_column("", no_wrap=True)
    for p in seats:
        s = int(p.get("seat", 0))
        shown = voice.word("seat.you", name=names[s]) if s == me else names[s]
        area.add_column(Text(shown, seat_style(s)), justify="center", no_wrap=True)
    for t in TYPE_IDS[:NUMBERED]:
        cells: list[RenderableType] = []
        for p in seats:
            row = ((p.get("area") or {}).get("rows") or {}).get(t)
            if not row:
                cells.append(Text("·", "dim"))
                continue
            cell = Text(str(row.get("clues", 0)), "bold")
            if row.get("joker"):
                cell.append(" +★", "yellow")
            cells.append(cell)
        area.add_row(_clue_label(voice, t), *cells)
    area.add_row(
        Text(voice.text("map_fragments")),
        *(num_cell((p.get("area") or {}).get("map_fragments", 0)) for p in seats),
    )
    area.add_row(
        Text(voice.text("unassigned_jokers")),
        *(num_cell((p.get("area") or {}).get("unassigned_jokers", 0), "yellow") for p in seats),
    )
    hidden_cells: list[RenderableType] = []
    for p in seats:
        cell = num_cell(p.get("hidden_count", 0))
        known = p.get("hidden_known") or []
        if known:
            cell.append(f" ({clues(voice, known)})", "dim")
        hidden_cells.append(cell)
    area.add_row(Text(voice.text("hidden")), *hidden_cells, end_section=True)
    if view.get("reservation"):
        area.add_row(
            Text(voice.text("term.reservation_card")),
            *(
                Text(voice.text("term.holds_it"))
                if p.get("holds_reservation_card")
                else Text("·", "dim")
                for p in seats
            ),
        )
        area.add_row(
            Text(voice.text("reserved")),
            *(
                _clue_label(voice, str(p["reserved"])) if p.get("reserved") else Text("·", "dim")
                for p in seats
            ),
        )
    area.add_row(
        Text(voice.text("markers"), "bold"),
        *(Text(str(p.get("markers", 0)), "bold green") for p in seats),
    )
    area.add_row(
        Text(voice.text("term.moves_left")),
        *(Text(str(p.get("moves_left", 0))) for p in seats),
    )
    for p in seats:
        if p.get("start_choices"):
            kept = p.get("start_kept")
            text = (
                voice.text("start_kept", name=char(voice, kept))
                if kept
                else voice.text(
                    "term.start_choices",
                    characters=listed(nested(f"char.{c}") for c in p["start_choices"]),
                )
            )
            area.add_row(Text(text, "italic"))
    return area


class HolmesBoard(Board):
    """Holmes' board: the characters and their markers, the clue line and the piles, each
    player's area, under the decision waited for; ``i`` lists every ability."""

    #: a refill is said on the line of the take that emptied the slot
    joined = frozenset({"refill"})

    def board(self, view: Mapping[str, Any], players: int, width: int = 80) -> RenderableType:
        voice = self.voice
        wide = width >= 110
        me = view.get("seat")
        names = seat_names(view, players, voice)
        edition = str(view.get("edition") or "devir")
        you = (
            voice.text("term.you_are", name=names[me], seat=me)
            if isinstance(me, int)
            else voice.word("spectator")
        )
        title = Text.assemble(
            (voice.text(f"edition.{edition}"), "bold"),
            f" · {voice.text('day', day=view.get('day'), days=view.get('days'))} · {you}",
        )
        line = Table(box=box.ROUNDED, show_header=True, pad_edge=True, expand=False)
        for i, _ in enumerate(view.get("line") or []):
            line.add_column(voice.text("slot", n=i + 1), justify="center", no_wrap=True)
        line.add_row(
            *(
                _clue_label(voice, c) if c is not None else Text(voice.text("empty"), "dim")
                for c in view.get("line") or []
            )
        )
        chars = _characters(view, names, voice)
        area = _areas(view, names, me, voice)
        left = Group(line, _piles(view, voice))
        body: RenderableType
        if wide:
            grid = Table.grid(padding=(0, 4))
            grid.add_column()
            grid.add_column()
            grid.add_row(left, area)
            body = Group(chars, Text(""), grid)
        else:
            body = Group(chars, Text(""), left, Text(""), area)
        parts: list[RenderableType] = [body, Text("")]
        pending = self.pending(view, names)
        if pending is not None:
            pending.append_text(self._drawn(view))
            parts.append(pending)
        parts.append(Text(voice.text("term.legend"), "dim"))
        return Panel(Group(*parts), title=title, title_align="left", border_style="blue")

    def _drawn(self, view: Mapping[str, Any]) -> Text:
        """The cards the decision is about, as the browser shows them beside it."""
        p = view.get("pending") or {}
        voice = self.voice
        if p.get("cards"):
            return Text(f"  ({voice.text('pending_cards', cards=clues(voice, p['cards']))})")
        if p.get("card_count"):
            return Text(f"  ({voice.text('pending_count', n=int(p['card_count']))})", "dim")
        return Text("")

    def events(
        self, events: Sequence[Mapping[str, Any]], names: Sequence[str], viewer: int | None
    ) -> list[str]:
        """A line per event (the game's messages); a clue kept and then shown face up is
        said once, as it is shown."""
        said = [
            e
            for i, e in enumerate(events)
            if not (
                e.get("type") == "keep"
                and i + 1 < len(events)
                and events[i + 1].get("type") == "keep_face_up"
                and events[i + 1].get("seat") == e.get("seat")
            )
        ]
        return super().events(said, names, viewer)

    def result(
        self, result: Mapping[str, Any], names: Sequence[str], viewer: int | None
    ) -> RenderableType:
        """The scores by clue type (in value order), map fragments and bonuses, the markers
        left, the totals and the winner."""
        voice = self.voice
        details = result.get("details") or {}
        markers = details.get("markers") if isinstance(details, Mapping) else None
        extra: list[tuple[Text, Sequence[Text]]] = []
        if isinstance(markers, list):
            extra.append(
                (Text(voice.text("score.markers"), "dim"), [Text(str(m), "dim") for m in markers])
            )

        def row_label(key: str) -> str:
            if key.startswith("types: "):
                return clue(voice, key[7:])
            return voice.text(_SCORE_ROWS[key]) if key in _SCORE_ROWS else key.replace("_", " ")

        return score_panel(
            result,
            names,
            viewer,
            row_label=row_label,
            order=lambda k: (0, clue_value(k[7:]) or 0) if k.startswith("types: ") else (1, 0),
            extra=extra,
            voice=voice,
        )

    def choose(self, session: Session, seat: int, actions: Sequence[Any]) -> Any:
        voice = self.voice

        def show_abilities(session: Session, seat: int, word: str) -> None:
            session.console.print(abilities(session.game.view(seat), voice))

        return numbered_menu(
            session,
            seat,
            actions,
            self.move_texts(session, seat, actions),
            keys=voice.text("term.keys"),
            help=voice.text("term.help"),
            commands=[(("i", "info"), show_abilities)],
            voice=voice,
        )


#: the result's rows beside the clue types, by their key in the score's details
_SCORE_ROWS = {
    "map_fragments": "score.map",
    "unassigned_jokers": "unassigned_jokers",
    "jokers_assigned_at_end": "term.jokers_at_end",
    "reserved_clue": "score.reserved",
}


BOARD = HolmesBoard(GAME.title, ENGLISH)

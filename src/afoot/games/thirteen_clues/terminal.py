"""13 Clues at the terminal: every mystery but your own, the questions asked and answered, the
casebook (``c``), the events, the result, and about 100 moves behind a few entries or typed
(``q 2 red``, ``l B``, ``a butcher park sword``), in the language of ``afoot play --lang``.

It reads as the browser does: the events, the moves and the decision waited for are the game's
messages (:mod:`afoot.games.thirteen_clues.messages`), said by the terminal kit; every label of
the board comes from the game's catalogue (``locale/<lang>.json``, the browser's keys where
it has them, ``term.*`` for the terminal's own), through the board's voice.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from afoot.engine.errors import AfootError
from afoot.engine.terminal import (
    Board,
    Choices,
    Session,
    Speaker,
    Voice,
    action_tag,
    choices,
    seat_names,
    seat_style,
    why,
)
from afoot.games.thirteen_clues import GAME, casebook
from afoot.games.thirteen_clues.data import (
    CARD_IDS,
    CARD_NAMES,
    CATEGORIES,
    CATEGORY,
    GROUP,
    GROUPS,
    SUBJECTS,
    SUIT,
    SUITS,
)
from afoot.games.thirteen_clues.messages import MESSAGES

_SUIT_STYLES = {
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

#: card id -> (suit, category, group index)
CARDS: dict[str, tuple[str, str, int]] = {
    cid: (SUITS[SUIT[c]], CATEGORIES[CATEGORY[c]], GROUP[c]) for c, cid in enumerate(CARD_IDS)
}


# -- cards in words ------------------------------------------------------------------------
def card_name(voice: Voice, card_id: object) -> str:
    """A card's name in the voice's language ("Butcher"; an unknown id as it is)."""
    return voice.text(f"card.{card_id}") if str(card_id) in CARDS else str(card_id)


def subject_name(voice: Voice, subject: object) -> str:
    """A question's subject, a suit or a category ("red", "male")."""
    return voice.text(f"{'cat' if subject in CATEGORIES else 'suit'}.{subject}")


def card(voice: Voice, card_id: object, detail: bool = True) -> Text:
    """A card in its suit's colour, with its suit and category when ``detail``."""
    entry = CARDS.get(str(card_id))
    if entry is None:
        return Text(str(card_id))
    suit, category, _ = entry
    out = Text(card_name(voice, card_id), _SUIT_STYLES.get(suit, "bold"))
    if detail:
        out.append(f" {subject_name(voice, suit)}·{subject_name(voice, category)}", "dim")
    return out


def by_group(cards: object) -> list[str]:
    """Cards in person, location, weapon order."""
    items = [str(c) for c in cards] if isinstance(cards, list | tuple) else []
    return sorted(items, key=lambda c: (CARDS[c][2] if c in CARDS else 9, c))


def _card_list(voice: Voice, cards: object) -> Text:
    items = by_group(cards)
    if not items:
        return Text(voice.word("none"), "dim")
    return Text(", ").join(card(voice, c) for c in items)


def _group_name(voice: Voice, group: str) -> str:
    return voice.text(f"group.{group}")


# -- the board -----------------------------------------------------------------------------
def _cell(voice: Voice, card_id: object) -> Text:
    """A mystery card on two lines: its name in its suit's colour, then suit and category."""
    entry = CARDS.get(str(card_id))
    if entry is None:
        return Text(str(card_id))
    out = card(voice, card_id, detail=False)
    out.append(f"\n{subject_name(voice, entry[0])} {subject_name(voice, entry[1])}", "dim")
    return out


def _players(view: Mapping[str, Any], sp: Speaker) -> Table:
    """One row per seat: its name (glasses and top-secret token below), its mystery."""
    voice, me = sp.voice, sp.viewer
    two = len(view.get("players") or []) == 2
    top_secret = any(p.get("top_secret") for p in view.get("players") or [])
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    table.add_column(voice.text("term.seat"), no_wrap=True)
    for g in GROUPS:
        table.add_column(_group_name(voice, g), no_wrap=True)
    playing = view.get("phase") == "play"
    for p in view.get("players") or []:
        s = p.get("seat")
        who = Text(sp.name(s) if isinstance(s, int) else str(s))
        who.stylize(seat_style(s) if isinstance(s, int) else "")
        below: list[str] = []
        if not two:
            below.append(voice.text("glasses", n=int(p.get("glasses") or 0)))
        if top_secret:
            below.append(voice.text("top_secret" if p.get("top_secret") else "term.token_used"))
        if below:
            who.append("\n" + " · ".join(below), "dim")
        mystery = p.get("mystery")
        row: list[RenderableType]
        if mystery:
            row = [_cell(voice, c) for c in by_group(mystery)]
        elif not playing:
            chosen = voice.text("chosen" if p.get("chosen") else "choosing")
            row = [Text(chosen, "dim"), Text(""), Text("")]
        elif s == me:
            row = [
                Text(f"?\n{voice.text('term.your_mystery')}", "bold red"),
                Text("?", "bold red"),
                Text("?", "bold red"),
            ]
        else:
            row = [Text("?", "dim")] * 3
        table.add_row(who, *row)
    return table


def _columns(
    items: Sequence[Text], wide: bool, keep: int, before: Callable[[int], str], cols: int = 2
) -> RenderableType:
    """``items`` in ``cols`` (one more when ``wide``) columns, the last ``keep`` (x 1.5 when
    wide) only; ``before(n)`` says how many were left out."""
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
    return Group(Text(before(dropped), "dim"), grid)


def _before(voice: Voice, key: str) -> Callable[[int], str]:
    return lambda n: voice.text("term.before", items=voice.text(key, n=n))


def _questions(view: Mapping[str, Any], sp: Speaker, wide: bool) -> RenderableType | None:
    """Every question so far, compact and in columns: "3 Seat 2→Seat 0 (you) red: 1"."""
    voice = sp.voice
    qs = [q for q in view.get("questions") or [] if isinstance(q, Mapping)]
    if not qs:
        return None
    items: list[Text] = []
    for i, q in enumerate(qs, 1):
        s, t = q.get("seat"), q.get("to")
        item = Text(f"{i:>2} ", "dim")
        item.append(
            sp.name(s) if isinstance(s, int) else str(s),
            seat_style(s) if isinstance(s, int) else "",
        )
        item.append("→")
        item.append(
            sp.name(t) if isinstance(t, int) else str(t),
            seat_style(t) if isinstance(t, int) else "",
        )
        if "answer" not in q:
            item.append(f" {voice.text('term.secret_question')}", "dim italic")
            items.append(item)
            continue
        subject = str(q.get("subject"))
        item.append(f" {subject_name(voice, subject)}", _SUIT_STYLES.get(subject, ""))
        if q.get("side"):
            side = voice.text("q.side", side=voice.text(f"side.{q.get('side')}"))
            item.append(f" ({side})", "dim")
        if q.get("secret"):
            item.append(f" ({voice.text('q.secret')})", "italic")
        item.append(": ")
        item.append(str(q.get("answer")), "bold")
        items.append(item)
    head = Text(voice.text("term.questions"), "italic")
    return Group(head, _columns(items, wide, 30, _before(voice, "term.n_questions")))  # fmt: skip


def _accusations(view: Mapping[str, Any], sp: Speaker, wide: bool) -> RenderableType | None:
    voice = sp.voice
    accs = [a for a in view.get("accusations") or [] if isinstance(a, Mapping)]
    if not accs:
        return None
    items: list[Text] = []
    for a in accs:
        s = a.get("seat")
        item = Text("✓ " if a.get("right") else "✗ ", "bold green" if a.get("right") else "red")
        item.append(
            sp.name(s) if isinstance(s, int) else str(s),
            seat_style(s) if isinstance(s, int) else "",
        )
        item.append(": ")
        item.append_text(Text(", ").join(card(voice, a.get(k), detail=False) for k in GROUPS))
        items.append(item)
    head = Text(voice.text("accusations"), "italic")
    return Group(head, _columns(items, wide, 12, _before(voice, "term.n_accusations"), 1))


def _extras(view: Mapping[str, Any], sp: Speaker) -> Text:
    """What is behind the seat's screen, the Secret Informant, the glasses in the supply."""
    voice, me = sp.voice, sp.viewer
    me_row = None
    for p in view.get("players") or []:
        if p.get("seat") == me:
            me_row = p
    extras = Text()
    if me_row is not None and me_row.get("screen"):
        extras.append(f"{voice.text('your_screen')} ", "bold")
        extras.append_text(_card_list(voice, me_row.get("screen")))
        extras.append("\n")
    informant = view.get("informant") or {}
    letters = [str(x) for x in informant.get("letters") or []]
    if letters:
        extras.append(f"{voice.text('informants')} ", "bold")
        extras.append(" ".join(letters))
        looked = [
            f"{sp.name(p['seat'])}: {' '.join(str(x) for x in p.get('looked_at') or [])}"
            for p in view.get("players") or []
            if p.get("looked_at") and isinstance(p.get("seat"), int)
        ]
        if looked:
            extras.append(f"   {voice.text('looked_at', letters='; '.join(looked))}", "dim")
        seen = informant.get("seen") or {}
        if seen:
            extras.append("\n")
            extras.append(f"{voice.text('term.you_saw')} ", "bold")
            extras.append_text(
                Text(", ").join(
                    Text.assemble(f"{k} = ", card(voice, v)) for k, v in sorted(seen.items())
                )
            )
    else:
        extras.append(voice.text("term.no_informant"), "dim")
    if len(view.get("players") or []) != 2:
        extras.append(f"\n{voice.text('term.supply')} ", "bold")
        extras.append(str(view.get("supply", 0)))
    return extras


def _result(
    result: Mapping[str, Any], names: Sequence[str], viewer: int | None, voice: Voice
) -> RenderableType:
    sp = Speaker(names, viewer, voice)
    details = result.get("details") or {}
    winners = list(result.get("winners") or [])
    mysteries = details.get("mysteries") or []
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    table.add_column(voice.text("term.seat"), no_wrap=True)
    for g in GROUPS:
        table.add_column(_group_name(voice, g), no_wrap=True)
    for s, m in enumerate(mysteries):
        who = Text(sp.name(s), seat_style(s))
        if s in winners:
            who.append(f"\n{voice.text('term.solved_it')}", "bold green")
        table.add_row(who, *(_cell(voice, c) for c in by_group(m)))
    verdict = Text(voice.word("result.winner"), "bold")
    for i, s in enumerate(winners):
        if i:
            verdict.append(", ")
        verdict.append(sp.name(s), seat_style(s))
    if not winners:
        verdict = Text(voice.word("result.no_winner"), "bold")
    counts = " · ".join(
        (
            voice.text("term.n_questions", n=int(details.get("questions") or 0)),
            voice.text("term.n_accusations", n=int(details.get("accusations") or 0)),
        )
    )
    # the rules' reason is English: said to English readers only (as the browser does)
    reason = [Text(f"({result.get('reason')})", "dim")] if voice.lang == "en" else []
    return Panel(
        Group(verdict, *reason, Text(""), table, Text(counts, "dim")),
        title=Text(voice.text("term.result"), "bold"),
        title_align="left",
        border_style="green",
        expand=False,
    )


def casebook_panel(book: Mapping[str, Any], voice: Voice, top: int = 10) -> RenderableType:
    """A seat's casebook: its top candidates with probabilities, each card's probability."""
    rows = [r for r in book.get("candidates") or [] if isinstance(r, Mapping)]
    if not rows:
        return Text(voice.text("term.casebook_closed"), "dim")
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    table.add_column("#", justify="right", style="dim")
    for name in GROUPS:
        table.add_column(_group_name(voice, name), no_wrap=True)
    table.add_column(voice.text("term.chance"), justify="right")
    for i, r in enumerate(rows[:top], 1):
        table.add_row(
            str(i),
            *(card(voice, r.get(k), detail=False) for k in GROUPS),
            Text(f"{float(r.get('p') or 0):.1%}", "bold"),
        )
    parts: list[RenderableType] = [table]
    if len(rows) > top:
        parts.append(Text(voice.text("term.less_likely", n=len(rows) - top), "dim"))
    cards = book.get("cards") or {}
    lines = Text()
    width = max(len(_group_name(voice, g)) for g in GROUPS) + 2
    for g, group in enumerate(GROUPS):
        these = sorted(
            ((c, float(p)) for c, p in cards.items() if c in CARDS and CARDS[c][2] == g),
            key=lambda cp: (-cp[1], cp[0]),
        )
        if g:
            lines.append("\n")
        lines.append(f"{_group_name(voice, group):<{width}}", "bold")
        lines.append_text(
            Text("  ").join(
                Text.assemble(card(voice, c, detail=False), f" {p:.0%}") for c, p in these
            )
        )
    parts.extend([Text(""), Text(voice.text("casebook.card"), "italic"), lines])
    title = f"{voice.text('casebook.title')} · {voice.text('casebook.candidates', n=len(rows))}"
    return Panel(
        Group(*parts), title=Text(title, "bold"), title_align="left", border_style="cyan",
        expand=False,
    )  # fmt: skip


# -- typed actions -------------------------------------------------------------------------
_QUESTION_WORDS = ("q", "ask", "question")
_ACCUSE_WORDS = ("a", "accuse")
_LOOK_WORDS = ("l", "look", "consult")
_CASEBOOK_WORDS = ("c", "casebook", "c all", "casebook all")
_SIDES = ("left", "right")


def _words(voice: Voice) -> tuple[dict[str, str], dict[str, str], dict[str, str], set[str]]:
    """What a player may type, in English and in the voice's language: subject words ->
    subject, card words -> card id, side words -> side, the words of a top-secret question.
    A name of several words ("rail car", "a distancia") is one entry."""
    subjects = {s: s for s in SUBJECTS}
    subjects.update({subject_name(voice, s).lower(): s for s in SUBJECTS})
    cards = {cid: cid for cid in CARD_IDS}
    cards.update({CARD_NAMES[c].lower(): cid for c, cid in enumerate(CARD_IDS)})
    cards.update({card_name(voice, cid).lower(): cid for cid in CARD_IDS})
    sides = {s: s for s in _SIDES}
    sides.update({voice.text(f"side.{s}").lower(): s for s in _SIDES})
    secret = {"secret", "top-secret", "ts", voice.text("term.secret_word").lower()}
    return subjects, cards, sides, secret


def _joined(words: Sequence[str], names: Mapping[str, str]) -> list[str]:
    """``words`` with each name of several words ("rail car") made one ("rail_car")."""
    text = f" {' '.join(words)} "
    for name in sorted((n for n in names if " " in n), key=len, reverse=True):
        text = text.replace(f" {name} ", f" {name.replace(' ', '_')} ")
    return text.split()


def parse_typed(text: str, voice: Voice | None = None) -> dict[str, Any] | str | None:
    """Typed actions: "q 2 red" (add left/right at 2 players, secret for a top-secret
    question), "l B", "a butcher park sword" (names in English or in the voice's language)
    -> the action as a dict; None if ``text`` is none of these; a one-line explanation if it
    is a malformed one."""
    voice = voice or BOARD.voice
    words = text.lower().replace(",", " ").split()
    if not words or (len(words) == 1 and words[0] in ("q", "a", "l")):
        return None if not words or words[0] == "q" else _usage(voice, words[0])
    head, rest = words[0], words[1:]
    subjects, cards, sides, secrets = _words(voice)
    if head in _QUESTION_WORDS:
        multi = {**subjects, **sides}
        named = [w.replace("_", " ") for w in _joined(rest, multi)]
        seats = [w for w in named if w.isdigit()]
        said = [subjects[w] for w in named if w in subjects]
        side = [sides[w] for w in named if w in sides]
        secret = any(w in secrets for w in named)
        unknown = [
            w
            for w in named
            if not w.isdigit() and w not in subjects and w not in sides and w not in secrets
            and w != "seat"
        ]  # fmt: skip
        if unknown:
            shown = unknown[0] if len(unknown[0]) <= 12 else unknown[0][:9] + "..."
            return voice.text("term.bad_subject", word=repr(shown))
        if len(seats) != 1 or len(said) != 1 or len(side) > 1:
            return _usage(voice, "q")
        return {
            "type": "question",
            "to": int(seats[0]),
            "subject": said[0],
            "side": side[0] if side else None,
            "secret": secret,
        }
    if head in _LOOK_WORDS:
        if len(rest) != 1 or len(rest[0]) != 1 or not rest[0].isalpha():
            return _usage(voice, "l")
        return {"type": "consult", "letter": rest[0].upper()}
    if head in _ACCUSE_WORDS:
        named_cards: dict[int, str] = {}
        for w in (w.replace("_", " ") for w in _joined(rest, cards)):
            if w not in cards:
                shown = w if len(w) <= 12 else w[:9] + "..."
                return voice.text("term.bad_card", word=repr(shown))
            cid = cards[w]
            group = CARDS[cid][2]
            if group in named_cards:
                return voice.text(f"term.two.{GROUPS[group]}")
            named_cards[group] = cid
        if len(named_cards) != 3:
            return _usage(voice, "a")
        return {
            "type": "accuse",
            "person": named_cards[0],
            "location": named_cards[1],
            "weapon": named_cards[2],
        }
    return None


def _usage(voice: Voice, word: str) -> str:
    if word == "q":
        return voice.text("term.usage_question")
    if word == "l":
        return voice.text("term.usage_look")
    return voice.text("term.usage_accuse")


# -- the menu ------------------------------------------------------------------------------
class _Accusations:
    """A menu entry standing for every accusation: (person, location, weapon) -> action;
    choosing it asks for each in turn."""

    def __init__(self, actions: dict[tuple[str, str, str], Any]) -> None:
        self.actions = actions


def _entries(
    session: Session, seat: int, actions: Sequence[Any], voice: Voice
) -> list[tuple[str, Any]]:
    """Menu entries: the set-up choices and glass takings as they are; the questions
    behind one entry per seat asked (and side, and top secret), the informant cards
    behind one, the accusations behind one (person, location, weapon in turn). Each move
    reads as its message."""
    view = session.game.view(seat)
    sp = Speaker(session.names, seat, voice)

    def said(action: Any) -> str:
        return sp.say(MESSAGES.action(action, view))

    entries: list[tuple[str, Any]] = []
    groups: dict[tuple[Any, ...], list[tuple[str, Any]]] = {}
    accusations: dict[tuple[str, str, str], Any] = {}
    for action in actions:
        tag = action_tag(action)
        if tag in ("choose", "take_glass"):
            entries.append((said(action), action))
        elif tag == "question":
            key: tuple[Any, ...] = ("question", action.to, action.side, action.secret)
            if key not in groups:
                ask = f"term.ask{'_side' if action.side else ''}"
                ask += "_secret" if action.secret else ""
                side = voice.text(f"side.{action.side}") if action.side else ""
                head = voice.text(ask, who=sp.name(action.to), side=side)
                groups[key] = []
                entries.append((head, key))
            groups[key].append((said(action), action))
        elif tag == "consult":
            key = ("consult",)
            if key not in groups:
                groups[key] = []
                entries.append(("", key))
            groups[key].append((said(action), action))
        elif tag == "accuse":
            if not accusations:
                entries.append((voice.text("term.accuse"), "accuse"))
            accusations[(action.person, action.location, action.weapon)] = action
        else:  # pragma: no cover - every action of the game is above
            entries.append((session.game.describe(action), action))
    out: list[tuple[str, Any]] = []
    for text, entry in entries:
        if isinstance(entry, tuple) and entry[0] == "consult":
            letters = " ".join(a.letter for _, a in groups[entry])
            out.append((voice.text("term.consult", letters=letters), Choices(groups[entry])))
        elif isinstance(entry, tuple):
            out.append((text, Choices(groups[entry])))
        elif entry == "accuse":
            out.append((text, _Accusations(accusations)))
        else:
            out.append((text, entry))
    return out


def _show_casebook(session: Session, seat: int, command: str, voice: Voice) -> None:
    """The seat's casebook, its top 10 candidates (every one with ``c all``)."""
    book = casebook(session.game, seat)
    top = len(book.get("candidates") or []) if command.endswith("all") else 10
    session.console.print(casebook_panel(book, voice, top=max(top, 1)))
    if top == 10 and len(book.get("candidates") or []) > 10:
        session.console.print(Text(voice.text("term.casebook_all"), "dim"))


def _pick_accusation(session: Session, seat: int, entry: _Accusations, voice: Voice) -> Any | None:
    """The person, then the location, then the weapon (each among the cards the seat
    cannot see, with its casebook chance); None: back to the menu."""
    console = session.console
    chance = casebook(session.game, seat).get("cards") or {}
    picked: list[str] = []
    for g, group in enumerate(GROUPS):
        options = sorted(
            {k[g] for k in entry.actions if list(k[:g]) == picked},
            key=lambda c: (-float(chance.get(c, 0.0)), c),
        )
        items = [
            Text.assemble(
                card(voice, c),
                f"  {float(chance[c]):.0%}"
                if chance.get(c)
                else f"  {voice.text('term.ruled_out')}",
            )
            for c in options
        ]
        console.print(Text(voice.text(f"term.which.{group}"), "bold"))
        console.print(choices([i.plain for i in items], console.width))
        sub = session.pick_number(voice.text(f"term.pick.{group}", n=len(options)), len(options))
        if not sub:
            return None
        picked.append(options[sub - 1])
    return entry.actions.get((picked[0], picked[1], picked[2]))


class ThirteenCluesBoard(Board):
    """13 Clues' board: the suits in play, every seat's mystery but the viewer's, the
    Secret Informant, the questions and accusations so far, the decision waited for; the
    moves behind a few entries or typed, and the casebook (``c``)."""

    def board(self, view: Mapping[str, Any], players: int, width: int = 80) -> RenderableType:
        voice = self.voice
        wide = width >= 110
        me = view.get("seat")
        names = seat_names(view, players, voice)
        sp = Speaker(names, me if isinstance(me, int) else None, voice)
        title = Text.assemble((voice.text("title"), "bold"))
        if view.get("phase") == "choose":
            title.append(f" · {voice.text('term.set_up')}")
        if view.get("over"):
            title.append(f" · {voice.text('term.game_over')}", "bold")
        you = voice.text("term.you_are", name=names[me]) if isinstance(me, int) else None
        title.append(f" · {you if you is not None else voice.text('term.spectator')}")
        suits = Text(f"{voice.text('term.suits')} ", "bold")
        suits.append_text(
            Text(" ").join(
                Text(subject_name(voice, s), _SUIT_STYLES.get(str(s), ""))
                for s in view.get("suits") or []
            )
        )
        cats = [subject_name(voice, c) for c in CATEGORIES]
        pairs = " · ".join(f"{cats[i]}/{cats[i + 1]}" for i in range(0, len(cats) - 1, 2))
        suits.append(f"\n{voice.text('term.categories', pairs=pairs)}", "dim")
        body: list[RenderableType] = [suits, Text("")]
        if view.get("phase") == "choose" and view.get("hand"):
            hand = Text(f"{voice.text('term.hand')} ", "bold")
            hand.append_text(_card_list(voice, view.get("hand")))
            body.append(hand)
            if view.get("my_choice"):
                given = Text(f"{voice.text('term.given')} ", "bold")
                given.append_text(_card_list(voice, view.get("my_choice")))
                body.append(given)
            body.append(Text(""))
        body.append(_players(view, sp))
        body.append(_extras(view, sp))
        questions = _questions(view, sp, wide)
        if questions is not None:
            body.extend([Text(""), questions])
        accusations = _accusations(view, sp, wide)
        if accusations is not None:
            body.extend([Text(""), accusations])
        pending = self.pending(view, names)
        if pending is not None:
            body.extend([Text(""), pending])
        return Panel(Group(*body), title=title, title_align="left", border_style="blue")

    def result(
        self, result: Mapping[str, Any], names: Sequence[str], viewer: int | None
    ) -> RenderableType:
        return _result(result, names, viewer, self.voice)

    def choose(self, session: Session, seat: int, actions: Sequence[Any]) -> Any:
        """A number (an entry ending in ... lists its own choices), an action typed, or
        ``c`` for the casebook."""
        voice = self.voice
        game = session.game
        console = session.console
        entries = _entries(session, seat, actions, voice)
        texts = [t for t, _ in entries]
        n = len(entries)
        typed = any(action_tag(a) in ("question", "accuse", "consult") for a in actions)

        def show() -> None:
            session.show_choices(texts)
            if typed:
                console.print(Text(voice.text("term.hint"), "dim"))

        def refused(key: str, reason: object) -> None:
            console.print(f"[red]{voice.text(key)}[/] {reason}", highlight=False)

        show()
        casebook_key = voice.text("term.casebook_key")
        extra = voice.text("term.extra_key", word=_CASEBOOK_WORDS[0], what=casebook_key)
        prompt = voice.text("term.prompt", name=session.names[seat], n=n, extra=extra)
        while True:
            answer = session.ask(prompt)
            low = answer.lower()
            if low in _CASEBOOK_WORDS:
                _show_casebook(session, seat, low, voice)
                continue
            if low in ("b", "board"):
                session.show_board(seat)
                show()
                continue
            if low in ("h", "help", "?"):
                console.print(voice.text("term.help"))
                continue
            parsed = parse_typed(answer, voice)
            if isinstance(parsed, str):
                refused("term.not_an_action", parsed)
                continue
            if parsed is not None:
                try:
                    act = game.parse_action(parsed)
                except AfootError as exc:  # pragma: no cover - parse_typed builds valid shapes
                    refused("term.not_an_action", exc)
                    continue
                if act in actions:
                    return act
                refused("term.cannot", why(game, seat, act, voice))
                continue
            pick = int(answer) if answer.isdigit() else 0
            if 1 <= pick <= n:
                entry = entries[pick - 1][1]
                if isinstance(entry, Choices):
                    session.show_choices([t for t, _ in entry.members])
                    which = voice.text("term.which_one", n=len(entry.members))
                    sub = session.pick_number(which, len(entry.members))
                    if sub:
                        return entry.members[sub - 1][1]
                    show()
                    continue
                if isinstance(entry, _Accusations):
                    picked = _pick_accusation(session, seat, entry, voice)
                    if picked is not None:
                        return picked
                    show()
                    continue
                return entry
            refuse_typed = voice.text("term.refuse_typed") if typed else ""
            session.refuse(answer, voice.text("term.refuse", n=n, typed=refuse_typed))


#: 13 Clues' board, in English until the command line gives it the player's language
BOARD = ThirteenCluesBoard(GAME.title, Voice("en", GAME))

"""13 Clues at the terminal: every mystery but your own, the questions asked and answered, the
casebook (``c``), the events in English, the result, and about 100 moves behind a few entries
or typed (``q 2 red``, ``l B``, ``a butcher park sword``).

Every text a player reads comes from one function per kind: :func:`event_line` (an event),
:func:`pending_text` (the decision the game waits for), :func:`move_text` (a menu entry),
:func:`label` (the board's labels, prompts and help).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
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
    action_tag,
    choices,
    plural,
    seat_names,
    seat_style,
    why,
)
from afoot.games.thirteen_clues import casebook
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

#: the board's labels, its prompts and its help, by key
LABELS = {
    "title": "13 Clues",
    "set_up": " · set-up",
    "game_over": " · game over",
    "you_are": " · you are {name}",
    "spectator": " · spectator",
    "you": " (you)",
    "suits": "Suits in play ",
    "categories": "\nCategories {pairs}",
    "hand": "Your 5 cards ",
    "given": "You give your left neighbour ",
    "seat": "Seat",
    "glasses": "{n} {glasses}",
    "glass": "glass",
    "glasses_word": "glasses",
    "secret_token": "secret token",
    "token_used": "token used",
    "has_chosen": "has chosen",
    "choosing": "choosing ...",
    "your_mystery": "?\nyour mystery",
    "screen": "Behind your screen ",
    "informant": "Secret Informant ",
    "looked_at": "   looked at: {who}",
    "you_saw": "You saw ",
    "no_informant": "No Secret Informant (6 players)",
    "supply": "\nMagnifying glasses in the supply ",
    "questions": "Questions (asked → answered: how many)",
    "secret_question": " secret question",
    "side_card": " ({side} card)",
    "secret": " (secret)",
    "accusations": "Accusations",
    "before": "... {items} before these",
    "none": "none",
    # the result
    "result": "Result · every mystery",
    "solved_it": "\n✓ solved it",
    "winner": "Winner: ",
    "no_winner": "No winner",
    "counts": "{questions} · {accusations}",
    # the casebook
    "casebook_closed": "The casebook opens once the mysteries are laid out.",
    "chance": "chance",
    "less_likely": "... and {n} less likely",
    "card_chances": "Each card's chance of being in your mystery",
    "casebook": "Your casebook · {candidates} for your mystery",
    "casebook_all": "c all lists every candidate",
    "casebook_key": "casebook",
    # the prompt at a decision
    "hint": "  or type: q 2 red (a question) · l B (look) · a butcher park sword (accuse)",
    "prompt": "{name}, your choice [1-{n}] ({extra}b board, h help, q quit): ",
    "extra_key": "{word} {what}, ",
    "help": (
        "Type the number of a choice; an entry ending in ... opens its choices (0 goes back). "
        "Or type an action: q 2 red asks seat 2 how many red cards it sees (q 1 male left: at "
        "2 players, counting their left screen card; add secret for a top-secret question); l "
        "B looks at Secret Informant card B; a butcher park sword accuses. c shows your "
        "casebook (what your mystery can still be), b the board; q alone leaves the game."
    ),
    "not_an_action": "[red]Not an action:[/] {why}",
    "cannot": "[red]You cannot do that now:[/] {why}",
    "which_one": "Which one? [1-{n}, 0 back]: ",
    "refuse": "a choice:[/] type a number from 1 to {n}{typed}, h for help, q to quit.",
    "refuse_typed": ", an action (q 2 red, l B, a butcher park sword)",
    "which_group": "Which {group}? (chance from your casebook)",
    "which_group_prompt": "Which {group}? [1-{n}, 0 back]: ",
    "chance_of": "  {p:.0%}",
    "ruled_out": "  ruled out",
    # typed actions
    "bad_subject": "{word!r} is no seat, suit or category; e.g. q 2 red",
    "bad_card": "{word!r} is no card; e.g. a butcher park sword",
    "two_of_a_group": "name one {group}, not two; e.g. a butcher park sword",
    "usage_question": "a question names one seat and one suit or category: q 2 red, q 1 male",
    "usage_look": "name one Secret Informant letter: l B",
    "usage_accuse": "an accusation names a person, a location and a weapon: a butcher park sword",
}


def label(key: str, **params: object) -> str:
    """The board's text ``key`` in English, with ``params`` filled in."""
    return LABELS[key].format(**params)


#: the menu's entries, by key
_MOVES = {
    "choose": "give {left} their mystery: {cards}",
    "take_glass": "take a magnifying glass from {name}",
    "question": "ask {name}{secret}: how many cards of a suit or category{side} ...",
    "question_side": ", counting only their {side} screen card",
    "question_secret": " in top secret (your one token)",
    "consult": "look at a Secret Informant card ... ({letters})",
    "consult_card": "card {letter}",
    "accuse": "accuse: name your person, location and weapon ...",
}


def move_text(key: str, **params: object) -> str:
    """A menu entry's text ``key`` in English, with ``params`` filled in."""
    return _MOVES[key].format(**params)


# -- cards in words ------------------------------------------------------------------------
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

#: card id -> (printed name, suit, category, group index)
CARDS: dict[str, tuple[str, str, str, int]] = {
    cid: (CARD_NAMES[c], SUITS[SUIT[c]], CATEGORIES[CATEGORY[c]], GROUP[c])
    for c, cid in enumerate(CARD_IDS)
}


def card_name(card: object) -> str:
    """ "Butcher" from "butcher" (an unknown id as it is)."""
    entry = CARDS.get(str(card))
    return entry[0] if entry else str(card)


def card_text(card: object) -> str:
    """ "Butcher (red, male)" for prose."""
    entry = CARDS.get(str(card))
    return f"{entry[0]} ({entry[1]}, {entry[2]})" if entry else str(card)


def card(card: object, detail: bool = True) -> Text:
    """A card in its suit's colour, with its suit and category when ``detail``."""
    entry = CARDS.get(str(card))
    if entry is None:
        return Text(str(card))
    name, suit, category, _ = entry
    out = Text(name, _SUIT_STYLES.get(suit, "bold"))
    if detail:
        out.append(f" {suit}·{category}", "dim")
    return out


def by_group(cards: object) -> list[str]:
    """Cards in person, location, weapon order."""
    items = [str(c) for c in cards] if isinstance(cards, list | tuple) else []
    return sorted(items, key=lambda c: (CARDS[c][3] if c in CARDS else 9, c))


def _card_list(cards: object) -> Text:
    items = by_group(cards)
    if not items:
        return Text(label("none"), "dim")
    return Text(", ").join(card(c) for c in items)


def accusation(person: object, location: object, weapon: object) -> str:
    """ "the Butcher in the Park with the Sword"."""
    return f"the {card_name(person)} in the {card_name(location)} with the {card_name(weapon)}"


# -- events --------------------------------------------------------------------------------
def _question(q: Mapping[str, Any], sp: Speaker) -> str:
    s, t = q.get("seat"), q.get("to")
    if "answer" not in q:
        return f"{sp.does(s, 'ask')} {sp.obj(t)} a secret question."
    side = q.get("side")
    counting = f", counting only {sp.their(t)} {side} screen card" if side else ""
    secret = " (top secret)" if q.get("secret") else ""
    answer = int(q.get("answer") or 0)
    sees = "you see" if t == sp.viewer else "they see"
    return (
        f"{sp.does(s, 'ask')} {sp.obj(t)}{secret}: how many {q.get('subject')} cards"
        f"{counting}? {sees.capitalize()} {answer}."
    )


def event_line(e: Mapping[str, Any], sp: Speaker) -> str | None:
    """The line of one event as ``sp``'s viewer received it (None: no words for it)."""
    kind = e.get("type")
    s = e.get("seat")
    g = e.get
    if kind == "chose":
        if s == sp.viewer:
            return "You choose the mystery you give your left neighbour."
        return f"{sp.who(s)} has chosen the mystery for their left neighbour."
    if kind == "mystery_placed":
        if "cards" in e:
            cards = ", ".join(card_text(c) for c in by_group(g("cards")))
            return f"{sp.whose(s).capitalize()} mystery is laid out: {cards}."
        if s == sp.viewer:
            return "Your mystery is laid out before you, face out: everybody sees it but you."
        return f"{sp.whose(s).capitalize()} mystery is laid out."
    if kind == "question":
        return _question(e, sp)
    if kind == "consulted":
        if "card" in e:
            return (
                f"{sp.does(s, 'look')} at Secret Informant card {g('letter')}: "
                f"{card_text(g('card'))}."
            )
        return f"{sp.does(s, 'look')} at Secret Informant card {g('letter')}."
    if kind == "accused":
        what = accusation(g("person"), g("location"), g("weapon"))
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


# -- the decision the game waits for -----------------------------------------------------------
def pending_text(view: Mapping[str, Any], names: Sequence[str], me: object) -> Text:
    """ "Your turn: 2 magnifying glasses to spend." (or the set-up, or the end)."""
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


# -- the board -----------------------------------------------------------------------------
def _cell(card_id: object) -> Text:
    """A mystery card on two lines: its name in its suit's colour, then suit and category."""
    entry = CARDS.get(str(card_id))
    if entry is None:
        return Text(str(card_id))
    out = card(card_id, detail=False)
    out.append(f"\n{entry[1]} {entry[2]}", "dim")
    return out


def _players(view: Mapping[str, Any], names: Sequence[str], me: object) -> Table:
    """One row per seat: its name (glasses and top-secret token below), its mystery."""
    two = len(view.get("players") or []) == 2
    top_secret = any(p.get("top_secret") for p in view.get("players") or [])
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    table.add_column(label("seat"), no_wrap=True)
    for g in GROUPS:
        table.add_column(g.capitalize(), no_wrap=True)
    playing = view.get("phase") == "play"
    for p in view.get("players") or []:
        s = p.get("seat")
        who = Text(names[s] if isinstance(s, int) and s < len(names) else f"Seat {s}")
        who.stylize(seat_style(s) if isinstance(s, int) else "")
        if s == me:
            who.append(label("you"))
        below: list[str] = []
        if not two:
            n = int(p.get("glasses") or 0)
            word = label("glass") if n == 1 else label("glasses_word")
            below.append(label("glasses", n=n, glasses=word))
        if top_secret:
            below.append(label("secret_token") if p.get("top_secret") else label("token_used"))
        if below:
            who.append("\n" + " · ".join(below), "dim")
        mystery = p.get("mystery")
        row: list[RenderableType]
        if mystery:
            row = [_cell(c) for c in by_group(mystery)]
        elif not playing:
            chosen = label("has_chosen") if p.get("chosen") else label("choosing")
            row = [Text(chosen, "dim"), Text(""), Text("")]
        elif s == me:
            row = [
                Text(label("your_mystery"), "bold red"),
                Text("?", "bold red"),
                Text("?", "bold red"),
            ]
        else:
            row = [Text("?", "dim")] * 3
        table.add_row(who, *row)
    return table


def _columns(
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
    return Group(Text(label("before", items=plural(dropped, what)), "dim"), grid)


def _questions(view: Mapping[str, Any], sp: Speaker, wide: bool) -> RenderableType | None:
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
            item.append(label("secret_question"), "dim italic")
            items.append(item)
            continue
        subject = str(q.get("subject"))
        item.append(f" {subject}", _SUIT_STYLES.get(subject, ""))
        if q.get("side"):
            item.append(label("side_card", side=q.get("side")), "dim")
        if q.get("secret"):
            item.append(label("secret"), "italic")
        item.append(": ")
        item.append(str(q.get("answer")), "bold")
        items.append(item)
    return Group(Text(label("questions"), "italic"), _columns(items, wide, 30, "question"))


def _accusations(view: Mapping[str, Any], sp: Speaker, wide: bool) -> RenderableType | None:
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
            Text(", ").join(card(a.get(k), detail=False) for k in ("person", "location", "weapon"))
        )
        items.append(item)
    return Group(Text(label("accusations"), "italic"), _columns(items, wide, 12, "accusation", 1))


def _extras(view: Mapping[str, Any], sp: Speaker, me: object) -> Text:
    """What is behind the seat's screen, the Secret Informant, the glasses in the supply."""
    me_row = None
    for p in view.get("players") or []:
        if p.get("seat") == me:
            me_row = p
    extras = Text()
    if me_row is not None and me_row.get("screen"):
        extras.append(label("screen"), "bold")
        extras.append_text(_card_list(me_row.get("screen")))
        extras.append("\n")
    informant = view.get("informant") or {}
    letters = [str(x) for x in informant.get("letters") or []]
    if letters:
        extras.append(label("informant"), "bold")
        extras.append(" ".join(letters))
        looked = [
            f"{sp.who(p.get('seat'))}: {' '.join(str(x) for x in p.get('looked_at') or [])}"
            for p in view.get("players") or []
            if p.get("looked_at")
        ]
        if looked:
            extras.append(label("looked_at", who="; ".join(looked)), "dim")
        seen = informant.get("seen") or {}
        if seen:
            extras.append("\n")
            extras.append(label("you_saw"), "bold")
            extras.append_text(
                Text(", ").join(Text.assemble(f"{k} = ", card(v)) for k, v in sorted(seen.items()))
            )
    else:
        extras.append(label("no_informant"), "dim")
    if len(view.get("players") or []) != 2:
        extras.append(label("supply"), "bold")
        extras.append(str(view.get("supply", 0)))
    return extras


def _result(result: Mapping[str, Any], names: Sequence[str], viewer: int | None) -> RenderableType:
    details = result.get("details") or {}
    winners = list(result.get("winners") or [])
    mysteries = details.get("mysteries") or []
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    table.add_column(label("seat"), no_wrap=True)
    for g in GROUPS:
        table.add_column(g.capitalize(), no_wrap=True)
    for s, m in enumerate(mysteries):
        who = Text(names[s] if s < len(names) else f"Seat {s}", seat_style(s))
        if s == viewer:
            who.append(label("you"))
        if s in winners:
            who.append(label("solved_it"), "bold green")
        table.add_row(who, *(_cell(c) for c in by_group(m)))
    verdict = Text(label("winner"), "bold")
    for i, s in enumerate(winners):
        if i:
            verdict.append(", ")
        shown = names[s] if s < len(names) else f"Seat {s}"
        verdict.append(shown + (label("you") if s == viewer else ""), seat_style(s))
    if not winners:
        verdict = Text(label("no_winner"), "bold")
    counts = Text(
        label(
            "counts",
            questions=plural(int(details.get("questions") or 0), "question"),
            accusations=plural(int(details.get("accusations") or 0), "accusation"),
        ),
        "dim",
    )
    return Panel(
        Group(verdict, Text(f"({result.get('reason')})", "dim"), Text(""), table, counts),
        title=Text(label("result"), "bold"),
        title_align="left",
        border_style="green",
        expand=False,
    )


def casebook_panel(book: Mapping[str, Any], top: int = 10) -> RenderableType:
    """A seat's casebook: its top candidates with probabilities, each card's probability."""
    rows = [r for r in book.get("candidates") or [] if isinstance(r, Mapping)]
    if not rows:
        return Text(label("casebook_closed"), "dim")
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    table.add_column("#", justify="right", style="dim")
    for name in GROUPS:
        table.add_column(name.capitalize(), no_wrap=True)
    table.add_column(label("chance"), justify="right")
    for i, r in enumerate(rows[:top], 1):
        table.add_row(
            str(i),
            *(card(r.get(k), detail=False) for k in GROUPS),
            Text(f"{float(r.get('p') or 0):.1%}", "bold"),
        )
    parts: list[RenderableType] = [table]
    if len(rows) > top:
        parts.append(Text(label("less_likely", n=len(rows) - top), "dim"))
    cards = book.get("cards") or {}
    lines = Text()
    for g, group in enumerate(GROUPS):
        these = sorted(
            ((c, float(p)) for c, p in cards.items() if c in CARDS and CARDS[c][3] == g),
            key=lambda cp: (-cp[1], cp[0]),
        )
        if g:
            lines.append("\n")
        lines.append(f"{group.capitalize():<9}", "bold")
        lines.append_text(
            Text("  ").join(Text.assemble(card(c, detail=False), f" {p:.0%}") for c, p in these)
        )
    parts.extend([Text(""), Text(label("card_chances"), "italic"), lines])
    title = label("casebook", candidates=plural(len(rows), "candidate"))
    return Panel(
        Group(*parts), title=Text(title, "bold"), title_align="left", border_style="cyan",
        expand=False,
    )  # fmt: skip


# -- typed actions -------------------------------------------------------------------------
_QUESTION_WORDS = ("q", "ask", "question")
_ACCUSE_WORDS = ("a", "accuse")
_LOOK_WORDS = ("l", "look", "consult")
_CASEBOOK_WORDS = ("c", "casebook", "c all", "casebook all")


def _usage(word: str) -> str:
    if word == "q":
        return label("usage_question")
    if word == "l":
        return label("usage_look")
    return label("usage_accuse")


def parse_typed(text: str) -> dict[str, Any] | str | None:
    """Typed actions: "q 2 red" (add left/right at 2 players, secret for a top-secret
    question), "l B", "a butcher park sword" -> the action as a dict; None if ``text`` is none
    of these; a one-line explanation if it is a malformed one."""
    words = text.lower().replace(",", " ").split()
    if not words or (len(words) == 1 and words[0] in ("q", "a", "l")):
        return None if not words or words[0] == "q" else _usage(words[0])
    head, rest = words[0], words[1:]
    if head in _QUESTION_WORDS:
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
            return label("bad_subject", word=shown)
        if len(seats) != 1 or len(subjects) != 1 or len(sides) > 1:
            return _usage("q")
        return {
            "type": "question",
            "to": int(seats[0]),
            "subject": subjects[0],
            "side": sides[0] if sides else None,
            "secret": secret,
        }
    if head in _LOOK_WORDS:
        if len(rest) != 1 or len(rest[0]) != 1 or not rest[0].isalpha():
            return _usage("l")
        return {"type": "consult", "letter": rest[0].upper()}
    if head in _ACCUSE_WORDS:
        joined = " ".join(rest)
        for cid, (name, *_) in CARDS.items():  # "rail car" -> rail_car
            if " " in name:
                joined = joined.replace(name.lower(), cid)
        named: dict[int, str] = {}
        for w in joined.split():
            if w not in CARDS:
                shown = w if len(w) <= 12 else w[:9] + "..."
                return label("bad_card", word=shown)
            group = CARDS[w][3]
            if group in named:
                return label("two_of_a_group", group=GROUPS[group])
            named[group] = w
        if len(named) != 3:
            return _usage("a")
        return {"type": "accuse", "person": named[0], "location": named[1], "weapon": named[2]}
    return None


# -- the menu ------------------------------------------------------------------------------
class _Accusations:
    """A menu entry standing for every accusation: (person, location, weapon) -> action;
    choosing it asks for each in turn."""

    def __init__(self, actions: dict[tuple[str, str, str], Any]) -> None:
        self.actions = actions


def _entries(session: Session, seat: int, actions: Sequence[Any]) -> list[tuple[str, Any]]:
    """Menu entries: the set-up choices and glass takings as they are; the questions
    behind one entry per seat asked (and side, and top secret), the informant cards
    behind one, the accusations behind one (person, location, weapon in turn)."""
    names = session.names
    entries: list[tuple[str, Any]] = []
    groups: dict[tuple[Any, ...], list[tuple[str, Any]]] = {}
    accusations: dict[tuple[str, str, str], Any] = {}
    for action in actions:
        tag = action_tag(action)
        if tag == "choose":
            cards = ", ".join(card_text(c) for c in (action.person, action.location, action.weapon))
            left = names[(seat + 1) % len(names)]
            entries.append((move_text("choose", left=left, cards=cards), action))
        elif tag == "take_glass":
            entries.append((move_text("take_glass", name=names[action.frm]), action))
        elif tag == "question":
            key: tuple[Any, ...] = ("question", action.to, action.side, action.secret)
            if key not in groups:
                side = move_text("question_side", side=action.side) if action.side else ""
                secret = move_text("question_secret") if action.secret else ""
                head = move_text("question", name=names[action.to], secret=secret, side=side)
                groups[key] = []
                entries.append((head, key))
            groups[key].append((str(action.subject), action))
        elif tag == "consult":
            key = ("consult",)
            if key not in groups:
                groups[key] = []
                entries.append(("", key))
            groups[key].append((move_text("consult_card", letter=action.letter), action))
        elif tag == "accuse":
            if not accusations:
                entries.append((move_text("accuse"), "accuse"))
            accusations[(action.person, action.location, action.weapon)] = action
        else:  # pragma: no cover - every action of the game is above
            entries.append((session.game.describe(action), action))
    out: list[tuple[str, Any]] = []
    for text, entry in entries:
        if isinstance(entry, tuple) and entry[0] == "consult":
            letters = " ".join(t.split()[-1] for t, _ in groups[entry])
            out.append((move_text("consult", letters=letters), Choices(groups[entry])))
        elif isinstance(entry, tuple):
            out.append((text, Choices(groups[entry])))
        elif entry == "accuse":
            out.append((text, _Accusations(accusations)))
        else:
            out.append((text, entry))
    return out


def _show_casebook(session: Session, seat: int, command: str) -> None:
    """The seat's casebook, its top 10 candidates (every one with ``c all``)."""
    book = casebook(session.game, seat)
    top = len(book.get("candidates") or []) if command.endswith("all") else 10
    session.console.print(casebook_panel(book, top=max(top, 1)))
    if top == 10 and len(book.get("candidates") or []) > 10:
        session.console.print(Text(label("casebook_all"), "dim"))


def _pick_accusation(session: Session, seat: int, entry: _Accusations) -> Any | None:
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
                card(c),
                label("chance_of", p=float(chance.get(c, 0.0)))
                if chance.get(c)
                else label("ruled_out"),
            )
            for c in options
        ]
        console.print(Text(label("which_group", group=group), "bold"))
        console.print(choices([i.plain for i in items], console.width))
        sub = session.pick_number(
            label("which_group_prompt", group=group, n=len(options)), len(options)
        )
        if not sub:
            return None
        picked.append(options[sub - 1])
    return entry.actions.get((picked[0], picked[1], picked[2]))


class ThirteenCluesBoard(Board):
    """13 Clues' board: the suits in play, every seat's mystery but the viewer's, the
    Secret Informant, the questions and accusations so far; the moves behind a few entries
    or typed, and the casebook (``c``)."""

    joined = frozenset(("glass_given",))  # where the spent glass went

    def board(self, view: Mapping[str, Any], players: int, width: int = 80) -> RenderableType:
        wide = width >= 110
        me = view.get("seat")
        names = seat_names(view, players)
        sp = Speaker(names, me if isinstance(me, int) else None)
        you = label("you_are", name=names[me]) if isinstance(me, int) else label("spectator")
        title = Text.assemble((label("title"), "bold"))
        if view.get("phase") == "choose":
            title.append(label("set_up"))
        if view.get("over"):
            title.append(label("game_over"), "bold")
        title.append(you)
        suits = Text(label("suits"), "bold")
        suits.append_text(
            Text(" ").join(
                Text(str(s), _SUIT_STYLES.get(str(s), "")) for s in view.get("suits") or []
            )
        )
        cats = CATEGORIES
        pairs = " · ".join(f"{cats[i]}/{cats[i + 1]}" for i in range(0, len(cats) - 1, 2))
        suits.append(label("categories", pairs=pairs), "dim")
        body: list[RenderableType] = [suits, Text("")]
        if view.get("phase") == "choose" and view.get("hand"):
            hand = Text(label("hand"), "bold")
            hand.append_text(_card_list(view.get("hand")))
            body.append(hand)
            if view.get("my_choice"):
                given = Text(label("given"), "bold")
                given.append_text(_card_list(view.get("my_choice")))
                body.append(given)
            body.append(Text(""))
        body.append(_players(view, names, me))
        body.append(_extras(view, sp, me))
        questions = _questions(view, sp, wide)
        if questions is not None:
            body.extend([Text(""), questions])
        accusations = _accusations(view, sp, wide)
        if accusations is not None:
            body.extend([Text(""), accusations])
        body.extend([Text(""), pending_text(view, names, me)])
        return Panel(Group(*body), title=title, title_align="left", border_style="blue")

    def event_line(self, event: Mapping[str, Any], sp: Speaker) -> str | None:
        return event_line(event, sp)

    def result(
        self, result: Mapping[str, Any], names: Sequence[str], viewer: int | None
    ) -> RenderableType:
        return _result(result, names, viewer)

    def choose(self, session: Session, seat: int, actions: Sequence[Any]) -> Any:
        """A number (an entry ending in ... lists its own choices), an action typed, or
        ``c`` for the casebook."""
        game = session.game
        console = session.console
        entries = _entries(session, seat, actions)
        texts = [t for t, _ in entries]
        n = len(entries)
        typed = any(action_tag(a) in ("question", "accuse", "consult") for a in actions)

        def show() -> None:
            session.show_choices(texts)
            if typed:
                console.print(Text(label("hint"), "dim"))

        show()
        extra = label("extra_key", word=_CASEBOOK_WORDS[0], what=label("casebook_key"))
        prompt = label("prompt", name=session.names[seat], n=n, extra=extra)
        while True:
            answer = session.ask(prompt)
            low = answer.lower()
            if low in _CASEBOOK_WORDS:
                _show_casebook(session, seat, low)
                continue
            if low in ("b", "board"):
                session.show_board(seat)
                show()
                continue
            if low in ("h", "help", "?"):
                console.print(label("help"))
                continue
            parsed = parse_typed(answer)
            if isinstance(parsed, str):
                console.print(label("not_an_action", why=parsed), highlight=False)
                continue
            if parsed is not None:
                try:
                    act = game.parse_action(parsed)
                except AfootError as exc:  # pragma: no cover - parse_typed builds valid shapes
                    console.print(label("not_an_action", why=exc), highlight=False)
                    continue
                if act in actions:
                    return act
                console.print(label("cannot", why=why(game, seat, act)), highlight=False)
                continue
            pick = int(answer) if answer.isdigit() else 0
            if 1 <= pick <= n:
                entry = entries[pick - 1][1]
                if isinstance(entry, Choices):
                    session.show_choices([t for t, _ in entry.members])
                    sub = session.pick_number(
                        label("which_one", n=len(entry.members)), len(entry.members)
                    )
                    if sub:
                        return entry.members[sub - 1][1]
                    show()
                    continue
                if isinstance(entry, _Accusations):
                    picked = _pick_accusation(session, seat, entry)
                    if picked is not None:
                        return picked
                    show()
                    continue
                return entry
            refuse_typed = label("refuse_typed") if typed else ""
            session.refuse(answer, label("refuse", n=n, typed=refuse_typed))


BOARD = ThirteenCluesBoard()

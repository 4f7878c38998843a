"""Beyond Baker Street at the terminal: the tracks, the leads, every hand but your own with what
its hints say, the events in English, the result, and a long menu grouped by target seat.

Every text a player reads comes from one function per kind: :func:`event_line` (an event),
:func:`pending_text` (the decision the game waits for), :func:`move_text` (a menu entry),
:func:`label` (the board's labels, prompts and help).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.padding import Padding
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from afoot.engine.terminal import (
    Board,
    Choices,
    Session,
    Speaker,
    action_tag,
    common_tail,
    plural,
    seat_names,
    seat_style,
)
from afoot.games.baker_street.data import CHAR_IDS, CHARACTERS, GOAL, ICONS, SECTIONS, VALUES
from afoot.games.baker_street.rules import ACTIVE

#: the board's labels, its prompts and its help, by key
LABELS = {
    "title": "Beyond Baker Street",
    "case": " · case {case}",
    "won": " · won",
    "lost": " · lost",
    "you_are": " · you are {name}",
    "spectator": " · spectator",
    "you": " (you)",
    "investigation": "Investigation",
    "on_goal": "exactly on the goal: confirm the last lead now",
    "passed_goal": "passed {goal}: lost",
    "to_go": "{left} to go (exactly {goal} at the last Confirm)",
    "holmes": "Holmes",
    "holmes_near": "{spaces} from 0 (at 0 he solves it first)",
    "holmes_at_0": "at 0",
    "lead": "Lead",
    "target": "Target",
    "evidence": "Evidence",
    "face_down": "Face down",
    "none_left": ": none left",
    "hidden": "{cards} face down",
    "confirmed": " · confirmed",
    "on_target": " · on target: confirm it!",
    "short": " · {n} short",
    "legend": (
        "The lead's icon adds to its evidence, other icons to its target; evidence above "
        "target kills it."
    ),
    "impossible": "The Impossible ",
    "impossible_full": " (full: each card more moves Holmes 1 towards 0)",
    "impossible_room": " (Holmes moves for each card beyond {limit})",
    "impossible_evidence": "  evidence: ",
    "impossible_leads": " · leads: ",
    "removed": " · out of the game (Wiggins): ",
    "deck": "\nDeck ",
    "deck_known": "  you know: ",
    "top": "top",
    "bottom": "bottom",
    "from_top": "{n} from the top",
    "drawn": "\nBlackwell drew ",
    "and": " and ",
    "none": "none",
    "ability_used": " · ability used",
    "ability_unused": " · ability unused (once per game)",
    "you_know_it": "you know it",
    "knows_it": "knows it",
    "knows": "knows: {hint}",
    "no_hint": "no hint yet",
    "may_be": "may be: {hint}",
    "hints": "hints: {hint}",
    "slot": "slot {n}",
    "empty_hand": "empty hand",
    "hint_value": "a {what}",
    "hint_icon": "{what}",
    "hint_not": "not {what}",
    "hint_or": "{some} or {last}",
    # the result
    "result": "Result",
    "team_wins": "The team wins: the case is solved!",
    "team_loses": "The team loses: the case is not solved.",
    "why": "why",
    "track": "investigation track",
    "track_at": "{track} / {goal}",
    "holmes_on": "on {space}",
    "confirmed_leads": "confirmed leads",
    "the_impossible": "the Impossible",
    "case_turns": "case · turns",
    # i: the characters
    "seat": "Seat",
    "character": "Character",
    "effect": "Effect",
    "ability": "Ability",
    "used": "used",
    "unused": "unused",
    "always_on": "always on",
    "no_characters": "No characters in this game (play with -o characters=random).",
    # the prompt at a decision
    "prompt": "{name}, your choice [1-{n}] (b board, i characters, h help, q quit): ",
    "help": (
        "Type the number of a choice; an entry ending in ... opens its choices (0 goes back). "
        "You see every hand but your own: the board lists what the assists told you of each of "
        "your slots. b shows the board again, i the characters in full; q leaves the game."
    ),
    "each": "each {tail}",
    "which_one": "Which one? [1-{n}, 0 back]: ",
    "refuse": "a choice:[/] type a number from 1 to {n}, b for the board, q to quit.",
}


def label(key: str, **params: object) -> str:
    """The board's text ``key`` in English, with ``params`` filled in."""
    return LABELS[key].format(**params)


#: the menu's group entries, by key
_MOVES = {
    "assist": "assist {name}: point out a number or an icon ...",
    "investigate": "investigate: play your slot {slot}{said} under a lead ...",
    "trade": "{head}: swap one of your cards with another player's ...",
    "swap": "{head}: swap a card of the Impossible with one on a lead ...",
    "group": "{head} ({n} choices)",
    "pointed": "{text} [{cards}]{tail}",
}


def move_text(key: str, **params: object) -> str:
    """A menu entry's text ``key`` in English, with ``params`` filled in."""
    return _MOVES[key].format(**params)


# -- cards and characters in words ---------------------------------------------------------
_CHARS = {str(c["id"]): dict(c) for c in CHARACTERS}
_ACTIVE = frozenset(CHAR_IDS[c] for c in ACTIVE)


def character(cid: object) -> tuple[str, str, bool]:
    """A character's name, effect, and whether it is a once-per-game action."""
    entry = _CHARS.get(str(cid)) or {}
    name = str(entry.get("name") or str(cid).replace("_", " ").title())
    return name, str(entry.get("effect") or ""), str(cid) in _ACTIVE


_ICON_STYLES = {"track": "yellow", "witness": "green", "clue": "cyan", "document": "magenta"}


def _evidence(card: object, bold: bool = False) -> Text:
    """ "witness-3" in its icon's colour."""
    text = str(card)
    icon = text.split("-", 1)[0]
    style = _ICON_STYLES.get(icon, "")
    return Text(text, f"bold {style}" if bold else style)


def _evidence_list(cards: object, empty: str = "none") -> Text:
    if not isinstance(cards, list | tuple) or not cards:
        return Text(empty, "dim")
    return Text(", ").join(_evidence(c) for c in cards)


def evidence_names(cards: object, empty: str = "none") -> str:
    if not isinstance(cards, list | tuple) or not cards:
        return empty
    return ", ".join(str(c) for c in cards)


def hint_text(hint: object) -> str:
    """What a slot's hints say: "3 or 5 · witness", "a 4 · not track", "" when nothing is known."""
    if not isinstance(hint, Mapping):
        return ""
    values = [v for v in VALUES if v in (hint.get("values") or [])]
    icons = [i for i in ICONS if i in (hint.get("icons") or [])]
    parts = []
    for have, every, kind in ((values, VALUES, "hint_value"), (icons, ICONS, "hint_icon")):
        if not have or len(have) == len(every):
            continue
        if len(have) == 1:
            parts.append(label(kind, what=have[0]))
            continue
        out = [str(x) for x in every if x not in have]
        if len(out) == 1:
            parts.append(label("hint_not", what=label(kind, what=out[0])))
        else:
            words = [str(x) for x in have]
            parts.append(label("hint_or", some=", ".join(words[:-1]), last=words[-1]))
    return " · ".join(parts)


# -- events --------------------------------------------------------------------------------
def event_line(e: Mapping[str, Any], sp: Speaker) -> str | None:
    """The line of one event as ``sp``'s viewer received it (None: no words for it)."""
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
        name, _, _ = character(g("character"))
        return f"{sp.does(s, 'use')} {name}'s once-per-game ability."
    if kind == "turn":
        return f"{sp.whose(s).capitalize()} turn."
    if kind == "game_over":
        if g("won"):
            return f"The case is solved: {g('reason')}!"
        return f"The game is lost: {g('reason')}."
    return None


# -- the decision the game waits for -----------------------------------------------------------
_DECISIONS = {
    "action": "take an action: assist, investigate, confirm, eliminate or pursue",
    "second_hint": "give Lady Hilda Hope's second hint (or skip it)",
    "place": "put the peeked card back on top or at the bottom of the deck (Toby)",
}


def pending_text(view: Mapping[str, Any], names: Sequence[str], me: object) -> Text:
    """ "Now: Seat 0 (you) must take an action: ..." (and in whose turn)."""
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
        out.append(_DECISIONS.get(decision, decision.replace("_", " ")))
    turn = view.get("turn")
    if decision != "action" and isinstance(turn, int) and 0 <= turn < len(names):
        out.append(f"  (in {names[turn]}'s turn)", "dim")
    return out


# -- the board -----------------------------------------------------------------------------
def _bar(value: int, top: int, width: int, style: str) -> Text:
    width = max(4, width)
    filled = round(width * max(0, min(value, top)) / top) if top > 0 else 0
    return Text.assemble(("█" * filled, style), ("░" * (width - filled), "dim"))


def _tracks(view: Mapping[str, Any], wide: bool) -> RenderableType:
    track, goal = int(view.get("track") or 0), int(view.get("goal") or 20)
    holmes, hmax = int(view.get("holmes") or 0), int(view.get("holmes_max") or 20)
    grid = Table.grid(padding=(0, 2))
    grid.add_column(no_wrap=True, style="bold")
    grid.add_column(no_wrap=True)
    grid.add_column()
    if view.get("over"):
        note = Text("")
    elif track == goal:
        note = Text(label("on_goal"), "bold green")
    elif track > goal:
        note = Text(label("passed_goal", goal=goal), "bold red")
    else:
        note = Text(label("to_go", left=goal - track, goal=goal), "dim")
    grid.add_row(
        label("investigation"),
        Text.assemble(
            (f"{track:>2} / {goal} ", "bold"), _bar(track, goal, 20 if wide else 10, "green")
        ),
        note,
    )
    close = "bold red" if holmes <= 3 else "yellow" if holmes <= 6 else "dim"
    grid.add_row(
        label("holmes"),
        Text.assemble(
            (f"{holmes:>2} / {hmax} ", "bold"), _bar(holmes, hmax, 20 if wide else 10, "red")
        ),
        Text(
            label("holmes_near", spaces=plural(holmes, "space"))
            if holmes
            else label("holmes_at_0"),
            close,
        ),
    )
    return grid


def _leads(view: Mapping[str, Any]) -> RenderableType:
    """One row per lead section: the lead card, its target, the evidence under it."""
    table = Table(box=box.ROUNDED, pad_edge=True, expand=False, show_header=True)
    table.add_column(label("lead"), no_wrap=True)
    table.add_column(label("target"))
    table.add_column(label("evidence"))
    table.add_column(label("face_down"), justify="right", no_wrap=True)
    for s in view.get("sections") or []:
        if not isinstance(s, Mapping):
            continue
        if s.get("card") is None:
            table.add_row(
                Text.assemble((str(s.get("lead")), "bold"), (label("none_left"), "red")),
                "",
                "",
                "0",
            )
            continue
        icon = str(s.get("icon"))
        lead = Text.assemble(
            (str(s.get("lead")).capitalize(), "bold"),
            " ",
            (str(s["card"]), _ICON_STYLES.get(icon, "")),
        )
        if s.get("confirmed"):  # B3: its evidence lies face down, can no longer be looked at
            lead.append(" ✓", "bold green")
            hidden = Text(label("hidden", cards=plural(int(s.get("hidden") or 0), "card")), "dim")
            hidden.append(label("confirmed"), "bold green")
            table.add_row(lead, Text("—", "dim"), hidden, str(s.get("face_down", 0)))
            continue
        ev, tg = int(s.get("evidence") or 0), int(s.get("target") or 0)
        target = Text(str(tg), "bold")
        added = s.get("added") or []
        if added:
            target.append(f" = {s.get('value')} + ", "dim")
            target.append_text(_evidence_list(added, label("none")))
        evidence = Text(str(ev), "bold")
        cards = s.get("cards") or []
        if cards:
            evidence.append(" = ", "dim")
            evidence.append_text(_evidence_list(cards, label("none")))
        if ev == tg:
            evidence.append(label("on_target"), "bold green")
        else:
            evidence.append(label("short", n=tg - ev), "dim")
        table.add_row(lead, target, evidence, str(s.get("face_down", 0)))
    return Group(table, Text(label("legend"), "dim"))


def _piles(view: Mapping[str, Any]) -> RenderableType:
    imp = view.get("impossible") or {}
    count, limit = int(imp.get("count") or 0), int(imp.get("limit") or 0)
    out = Text()
    out.append(label("impossible"), "bold")
    style = "bold red" if count >= limit else "bold"
    out.append(f"{count} / {limit}", style)
    if count >= limit:
        out.append(label("impossible_full"), "red")
    else:
        out.append(label("impossible_room", limit=limit), "dim")
    out.append(label("impossible_evidence"), "dim")
    out.append_text(_evidence_list(imp.get("evidence"), label("none")))
    leads = imp.get("leads") or []
    out.append(label("impossible_leads"), "dim")
    out.append(evidence_names(leads, label("none")), "" if leads else "dim")
    removed = view.get("removed_leads") or []
    if removed:
        out.append(label("removed"), "dim")
        out.append(evidence_names(removed, label("none")))
    out.append(label("deck"), "bold")
    out.append(plural(int(view.get("deck") or 0), "card"))
    known = [k for k in view.get("deck_known") or [] if isinstance(k, Mapping)]
    if known:
        out.append(label("deck_known"), "dim")
        for i, k in enumerate(known):
            if i:
                out.append(", ")
            out.append_text(_evidence(k.get("card")))
            n = int(k.get("from_top") or 0)
            where = (
                label("top")
                if n == 0
                else label("bottom")
                if n == int(view.get("deck") or 0) - 1
                else label("from_top", n=n + 1)
            )
            out.append(f" ({where})", "dim")
    drawn = view.get("drawn") or []
    if drawn:
        out.append(label("drawn"), "bold")
        out.append_text(
            Text(label("and")).join(_evidence(c) if c else Text("?", "bold") for c in drawn)
        )
    return out


def _seat(p: Mapping[str, Any], names: Sequence[str], me: object) -> RenderableType:
    s = int(p.get("seat", 0))
    mine = s == me
    head = Text()
    head.append(names[s] + (label("you") if mine else ""), seat_style(s))
    cid = p.get("character")
    effect = ""
    if cid:
        name, effect, active = character(cid)
        head.append(f" · {name}", "bold")
        if active:
            used = p.get("ability_used")
            head.append(
                label("ability_used") if used else label("ability_unused"),
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
        said = hint_text(hint)
        exact = len(hint.get("values") or []) == 1 and len(hint.get("icons") or []) == 1
        if card is not None:
            shown = _evidence(card, bold=True)
            if mine:
                note = Text(label("you_know_it"))
            elif exact:
                note = Text(label("knows_it"), "green")
            else:
                note = Text(
                    label("knows", hint=said) if said else label("no_hint"), "" if said else "dim"
                )
        else:
            shown = Text("?", "bold")
            lead = label("may_be", hint=said) if mine else label("hints", hint=said)
            note = Text(lead if said else label("no_hint"), "" if said else "dim")
        grid.add_row(label("slot", n=i), shown, note)
    if not count:
        grid.add_row("", Text(label("empty_hand"), "dim"), "")
    parts: list[RenderableType] = [head]
    if effect:
        parts.append(Padding(Text(effect, "italic dim"), (0, 0, 0, 2)))
    parts.append(Padding(grid, (0, 0, 0, 2)))
    return Group(*parts)


def characters(view: Mapping[str, Any], names: Sequence[str]) -> RenderableType:
    """Every seat's character with its effect and whether its once-per-game ability is used
    (``i`` at a decision)."""
    me = view.get("seat")
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    table.add_column(label("seat"), no_wrap=True)
    table.add_column(label("character"), no_wrap=True, style="bold")
    table.add_column(label("effect"))
    table.add_column(label("ability"), no_wrap=True)
    rows = 0
    for p in view.get("players") or []:
        if not isinstance(p, Mapping) or not p.get("character"):
            continue
        s = int(p.get("seat", 0))
        name, effect, active = character(p["character"])
        used = (
            Text(label("used"), "red")
            if active and p.get("ability_used")
            else Text(label("unused"), "green")
            if active
            else Text(label("always_on"), "dim")
        )
        who = Text(names[s] + (label("you") if s == me else ""), seat_style(s))
        table.add_row(who, name, effect, used)
        rows += 1
    if not rows:
        return Text(label("no_characters"), "dim")
    return table


def _result(result: Mapping[str, Any], names: Sequence[str], viewer: int | None) -> RenderableType:
    details = result.get("details") or {}
    won = bool(details.get("won"))
    verdict = (
        Text(label("team_wins"), "bold green") if won else Text(label("team_loses"), "bold red")
    )
    reason = str(result.get("reason") or "")
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold", no_wrap=True)
    grid.add_column()
    grid.add_row(label("why"), Text(reason))
    grid.add_row(label("track"), Text(label("track_at", track=details.get("track"), goal=GOAL)))
    grid.add_row(label("holmes"), Text(label("holmes_on", space=details.get("holmes"))))
    confirmed = [str(c) for c in details.get("confirmed") or []]
    line = Text()
    for i, k in enumerate(SECTIONS):
        if i:
            line.append("  ")
        ok = k in confirmed
        line.append(f"{'✓' if ok else '✗'} {k}", "green" if ok else "red")
    grid.add_row(label("confirmed_leads"), line)
    grid.add_row(label("the_impossible"), Text(plural(int(details.get("impossible") or 0), "card")))
    grid.add_row(label("case_turns"), Text(f"{details.get('case')} · {details.get('turns')}"))
    return Panel(
        Group(verdict, Text(""), grid),
        title=Text(label("result"), "bold"),
        title_align="left",
        border_style="green" if won else "red",
        expand=False,
    )


# -- the menu ------------------------------------------------------------------------------
def _slot_said(view: Mapping[str, Any], seat: int, slot: int) -> str:
    """ " [witness-3]" when the seat knows its card, " [not a 2]" from the hints, or ""."""
    players = view.get("players") or []
    if not 0 <= seat < len(players):
        return ""
    me = players[seat]
    hand = me.get("hand") or []
    hints = me.get("hints") or []
    card = hand[slot] if 0 <= slot < len(hand) else None
    said = hint_text(hints[slot]) if 0 <= slot < len(hints) else ""
    return f" [{card}]" if card else f" [{said}]" if said else ""


def _lead_said(view: Mapping[str, Any], lead: str) -> str:
    """ " · witness 3/13": the lead's icon, its evidence and target."""
    for sec in view.get("sections") or []:
        if sec.get("lead") == lead and sec.get("card"):
            return f" · {sec.get('icon')} {sec.get('evidence')}/{sec.get('target')}"
    return ""


def _move(
    session: Session, view: Mapping[str, Any], seat: int, action: Any, slot: bool = True
) -> str:
    """The rules' text of ``action`` and what the seat can see of it: the cards an assist
    points out (in another seat's hand), what the hints say of a slot about to be played, the
    lead it goes under."""
    text = session.game.describe(action)
    players = view.get("players") or []
    tag = action_tag(action)
    if tag == "assist" and 0 <= action.to < len(players):
        hand = players[action.to].get("hand") or []
        if action.value is not None:
            hits = [c for c in hand if c and c.rsplit("-", 1)[-1] == str(action.value)]
        else:
            hits = [c for c in hand if c and c.split("-", 1)[0] == action.icon]
        if hits:
            cut = text.rindex(" (") if " (" in text and text.endswith(")") else len(text)
            text = move_text("pointed", text=text[:cut], cards=", ".join(hits), tail=text[cut:])
    elif tag in ("investigate", "eliminate"):
        if slot:
            text += _slot_said(view, seat, action.slot)
        if tag == "investigate":
            text += _lead_said(view, action.lead)
    return text


def _entries(session: Session, seat: int, actions: Sequence[Any]) -> list[tuple[str, Any]]:
    """Menu entries: every action, or, when there are many, the assists behind one entry
    per target seat, the investigations behind one per slot and the once-per-game swaps
    behind one entry each."""
    view = session.game.view(seat)
    if len(actions) <= 20:
        return [(_move(session, view, seat, a), a) for a in actions]
    groups: dict[str, list[tuple[str, Any]]] = {}
    heads: dict[str, str] = {}
    entries: list[tuple[str, str | None, Any]] = []
    for action in actions:
        tag = action_tag(action)
        text = _move(session, view, seat, action, slot=tag != "investigate")
        if tag == "assist":
            key = f"assist {action.to}"
            head = move_text("assist", name=session.names[action.to])
        elif tag == "investigate":
            key = f"investigate {action.slot}"
            said = _slot_said(view, seat, action.slot)
            head = move_text("investigate", slot=action.slot, said=said)
        elif tag in ("trade", "swap"):
            key = tag
            head = move_text(tag, head=text.split(":", 1)[0])
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
            out.append((move_text("group", head=heads[group], n=len(members)), Choices(members)))
    return out


class BakerStreetBoard(Board):
    """Beyond Baker Street's board: the two tracks, the leads, the Impossible and the deck,
    every hand (yours as its hints say); a long menu grouped by target seat and slot."""

    joined = frozenset(("holmes",))  # the Holmes move the action caused

    def board(self, view: Mapping[str, Any], players: int, width: int = 80) -> RenderableType:
        wide = width >= 110
        me = view.get("seat")
        names = seat_names(view, players)
        you = label("you_are", name=names[me]) if isinstance(me, int) else label("spectator")
        title = Text.assemble((label("title"), "bold"), label("case", case=view.get("case")))
        if view.get("over"):
            title.append(label("won") if view.get("won") else label("lost"), "bold")
        title.append(you)
        seats: list[Mapping[str, Any]] = [
            p for p in view.get("players") or [] if isinstance(p, Mapping)
        ]
        # the others first (you see their cards), your own hand last
        order = sorted(seats, key=lambda p: (p.get("seat") == me, p.get("seat", 0)))
        blocks: list[RenderableType] = [_seat(p, names, me) for p in order]
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
            _tracks(view, wide),
            Text(""),
            _leads(view),
            _piles(view),
            Text(""),
            hands,
        ]
        pending = pending_text(view, names, me)
        if pending:
            body.extend([Text(""), pending])
        return Panel(Group(*body), title=title, title_align="left", border_style="blue")

    def event_line(self, event: Mapping[str, Any], sp: Speaker) -> str | None:
        return event_line(event, sp)

    def result(
        self, result: Mapping[str, Any], names: Sequence[str], viewer: int | None
    ) -> RenderableType:
        return _result(result, names, viewer)

    def choose(self, session: Session, seat: int, actions: Sequence[Any]) -> Any:
        """A number; an entry ending in ... lists its own choices; ``i`` the characters."""
        console = session.console
        entries = _entries(session, seat, actions)
        texts = [t for t, _ in entries]
        n = len(entries)
        session.show_choices(texts)
        prompt = label("prompt", name=session.names[seat], n=n)
        while True:
            answer = session.ask(prompt)
            low = answer.lower()
            if low in ("b", "board"):
                session.show_board(seat)
                session.show_choices(texts)
                continue
            if low in ("i", "info"):
                console.print(characters(session.game.view(seat), session.names))
                continue
            if low in ("h", "help", "?"):
                console.print(label("help"))
                continue
            pick = int(answer) if answer.isdigit() else 0
            if 1 <= pick <= n:
                entry = entries[pick - 1][1]
                if not isinstance(entry, Choices):
                    return entry
                members = entry.members
                texts_in = [t for t, _ in members]
                tail = common_tail(texts_in)
                if tail:
                    console.print(Text(label("each", tail=tail.strip()), "dim"))
                    texts_in = [t.replace(tail, "", 1) for t in texts_in]
                session.show_choices(texts_in)
                sub = session.pick_number(label("which_one", n=len(members)), len(members))
                if sub:
                    return members[sub - 1][1]
                session.show_choices(texts)
                continue
            session.refuse(answer, label("refuse", n=n))


BOARD = BakerStreetBoard()

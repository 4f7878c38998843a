"""Beyond Baker Street at the terminal: the tracks, the leads, every hand but your own with what
its hints say, the events, the result, and a long menu grouped by target seat, in the language
of ``afoot play --lang``.

It reads as the browser does: the events, the moves and the decision waited for are the game's
messages (:mod:`afoot.games.baker_street.messages`), said by the terminal kit; every label of
the board (card, lead and character names, its headings, prompts and refusals) comes from the
game's catalogue (``locale/<lang>.json``: the browser's keys where it has them, ``term.*`` for
the terminal's own), through the board's voice.
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

from afoot.engine.catalogue import Reader
from afoot.engine.terminal import (
    Board,
    Choices,
    Session,
    Voice,
    action_tag,
    common_tail,
    seat_names,
    seat_style,
)
from afoot.games.baker_street import GAME
from afoot.games.baker_street.data import CHAR_IDS, GOAL, ICONS, SECTIONS, VALUES
from afoot.games.baker_street.messages import reason as reason_message
from afoot.games.baker_street.rules import ACTIVE

_ACTIVE = frozenset(CHAR_IDS[c] for c in ACTIVE)
#: the board's words when nobody gave it a voice: English, the game's catalogue
IN_ENGLISH = Voice("en", GAME)
_ICON_STYLES = {"track": "yellow", "witness": "green", "clue": "cyan", "document": "magenta"}


# -- cards and characters in words ---------------------------------------------------------
def character(voice: Voice, cid: object) -> tuple[str, str, bool]:
    """A character's name, its effect, and whether it is a once-per-game action."""
    return voice.text(f"char.{cid}"), voice.text(f"eff.{cid}"), str(cid) in _ACTIVE


def evidence_name(voice: Voice, card: object) -> str:
    """ "witness-3" as the language names it: "Witness 3", "Testigo 3", "Zeuge 3"."""
    icon, _, value = str(card).rpartition("-")
    if not icon:
        return str(card)
    return voice.text("evidence_card", icon=voice.text(f"icon.{icon}"), value=value)


def lead_name(voice: Voice, card: object) -> str:
    """ "suspect-11-clue" as the language names it: "Suspect 11 (Clue)"."""
    parts = str(card).split("-")
    if len(parts) != 3:
        return str(card)
    section, value, icon = parts
    return voice.text(
        "lead_card",
        section=voice.text(f"section.{section}"),
        value=value,
        icon=voice.text(f"icon.{icon}"),
    )


def _evidence(voice: Voice, card: object, bold: bool = False) -> Text:
    """An evidence card by its name, in its icon's colour."""
    icon = str(card).split("-", 1)[0]
    style = _ICON_STYLES.get(icon, "")
    return Text(evidence_name(voice, card), f"bold {style}" if bold else style)


def _evidence_list(voice: Voice, cards: object) -> Text:
    if not isinstance(cards, list | tuple) or not cards:
        return Text(voice.word("none"), "dim")
    return Text(", ").join(_evidence(voice, c) for c in cards)


def hint_text(hint: object, voice: Voice = IN_ENGLISH) -> str:
    """What a slot's hints say: "3 or 5 · Witness", "a 4 · not Track", "" when nothing is
    known."""
    if not isinstance(hint, Mapping):
        return ""
    values = [v for v in VALUES if v in (hint.get("values") or [])]
    icons = [i for i in ICONS if i in (hint.get("icons") or [])]
    parts = []
    kinds: tuple[tuple[Sequence[Any], Sequence[Any], str], ...] = (
        (values, VALUES, "value"),
        (icons, ICONS, "icon"),
    )
    for have, every, kind in kinds:
        if not have or len(have) == len(every):
            continue

        def name(x: object, kind: str = kind) -> str:
            return str(x) if kind == "value" else voice.text(f"icon.{x}")

        if len(have) == 1:
            parts.append(voice.text(f"term.hint_{kind}", what=name(have[0])))
            continue
        out = [x for x in every if x not in have]
        if len(out) == 1:
            parts.append(voice.text(f"term.hint_not_{kind}", what=name(out[0])))
        else:
            words = [name(x) for x in have]
            parts.append(voice.text("term.hint_or", some=", ".join(words[:-1]), last=words[-1]))
    return " · ".join(parts)


def _you(voice: Voice, names: Sequence[str], seat: int, me: object) -> str:
    """A seat's name, "(you)" after the viewer's."""
    return voice.word("seat.you", name=names[seat]) if seat == me else names[seat]


def _cards(voice: Voice, n: int) -> str:
    return voice.text("term.cards", n=n)


# -- the board -----------------------------------------------------------------------------
def _bar(value: int, top: int, width: int, style: str) -> Text:
    width = max(4, width)
    filled = round(width * max(0, min(value, top)) / top) if top > 0 else 0
    return Text.assemble(("█" * filled, style), ("░" * (width - filled), "dim"))


def _tracks(view: Mapping[str, Any], wide: bool, voice: Voice) -> RenderableType:
    text = voice.text
    track, goal = int(view.get("track") or 0), int(view.get("goal") or 20)
    holmes, hmax = int(view.get("holmes") or 0), int(view.get("holmes_max") or 20)
    grid = Table.grid(padding=(0, 2))
    grid.add_column(no_wrap=True, style="bold")
    grid.add_column(no_wrap=True)
    grid.add_column()
    if view.get("over"):
        note = Text("")
    elif track == goal:
        note = Text(text("term.on_goal"), "bold green")
    elif track > goal:
        note = Text(text("term.passed_goal", goal=goal), "bold red")
    else:
        note = Text(text("term.to_go", left=goal - track, goal=goal), "dim")
    grid.add_row(
        text("term.investigation"),
        Text.assemble(
            (f"{track:>2} / {goal} ", "bold"), _bar(track, goal, 20 if wide else 10, "green")
        ),
        note,
    )
    close = "bold red" if holmes <= 3 else "yellow" if holmes <= 6 else "dim"
    grid.add_row(
        text("holmes_track"),
        Text.assemble(
            (f"{holmes:>2} / {hmax} ", "bold"), _bar(holmes, hmax, 20 if wide else 10, "red")
        ),
        Text(
            text("term.holmes_near", spaces=text("spaces", n=holmes))
            if holmes
            else text("term.holmes_at_0"),
            close,
        ),
    )
    return grid


def _leads(view: Mapping[str, Any], voice: Voice) -> RenderableType:
    """One row per lead section: the lead card, its target, the evidence under it."""
    text = voice.text
    table = Table(box=box.ROUNDED, pad_edge=True, expand=False, show_header=True)
    table.add_column(text("term.lead"), no_wrap=True)
    table.add_column(text("target"))
    table.add_column(text("evidence"))
    table.add_column(text("term.face_down"), justify="right", no_wrap=True)
    for s in view.get("sections") or []:
        if not isinstance(s, Mapping):
            continue
        section = text(f"section.{s.get('lead')}")
        if s.get("card") is None:
            table.add_row(
                Text.assemble((section, "bold"), (f": {text('lead.none')}", "red")), "", "", "0"
            )
            continue
        icon = str(s.get("icon"))
        # the lead card's name says its section: "Suspect 11 (Witness)"
        lead = Text(lead_name(voice, s["card"]), f"bold {_ICON_STYLES.get(icon, '')}".strip())
        if s.get("confirmed"):  # B3: its evidence lies face down, can no longer be looked at
            lead.append(" ✓", "bold green")
            hidden = Text(text("hidden", n=int(s.get("hidden") or 0)), "dim")
            hidden.append(f" · {text('term.confirmed')}", "bold green")
            table.add_row(lead, Text("—", "dim"), hidden, str(s.get("face_down", 0)))
            continue
        ev, tg = int(s.get("evidence") or 0), int(s.get("target") or 0)
        target = Text(str(tg), "bold")
        added = s.get("added") or []
        if added:
            target.append(f" = {s.get('value')} + ", "dim")
            target.append_text(_evidence_list(voice, added))
        evidence = Text(str(ev), "bold")
        cards = s.get("cards") or []
        if cards:
            evidence.append(" = ", "dim")
            evidence.append_text(_evidence_list(voice, cards))
        if ev == tg:
            evidence.append(f" · {text('term.on_target')}", "bold green")
        else:
            evidence.append(f" · {text('term.short', n=tg - ev)}", "dim")
        table.add_row(lead, target, evidence, str(s.get("face_down", 0)))
    return Group(table, Text(text("term.legend"), "dim"))


def _piles(view: Mapping[str, Any], voice: Voice) -> RenderableType:
    text = voice.text
    imp = view.get("impossible") or {}
    count, limit = int(imp.get("count") or 0), int(imp.get("limit") or 0)
    out = Text()
    out.append(f"{text('impossible')} ", "bold")
    out.append(f"{count} / {limit}", "bold red" if count >= limit else "bold")
    if count >= limit:
        out.append(f" ({text('term.impossible_full')})", "red")
    else:
        out.append(f" ({text('term.impossible_room', limit=limit)})", "dim")
    out.append(f"  {text('term.impossible_evidence')}: ", "dim")
    out.append_text(_evidence_list(voice, imp.get("evidence")))
    leads = [lead_name(voice, c) for c in imp.get("leads") or []]
    out.append(f" · {text('term.impossible_leads')}: ", "dim")
    out.append(", ".join(leads) or voice.word("none"), "" if leads else "dim")
    removed = [lead_name(voice, c) for c in view.get("removed_leads") or []]
    if removed:
        out.append(f" · {text('removed')}: ", "dim")
        out.append(", ".join(removed))
    out.append(f"\n{text('term.deck')} ", "bold")
    out.append(_cards(voice, int(view.get("deck") or 0)))
    known = [k for k in view.get("deck_known") or [] if isinstance(k, Mapping)]
    if known:
        out.append(f"  {text('term.deck_known')}: ", "dim")
        for i, k in enumerate(known):
            if i:
                out.append(", ")
            out.append_text(_evidence(voice, k.get("card")))
            n = int(k.get("from_top") or 0)
            where = (
                text("term.top")
                if n == 0
                else text("term.bottom")
                if n == int(view.get("deck") or 0) - 1
                else text("term.from_top", n=n + 1)
            )
            out.append(f" ({where})", "dim")
    drawn = view.get("drawn") or []
    if drawn:
        out.append(f"\n{text('drawn')}: ", "bold")
        shown = [_evidence(voice, c) if c else Text("?", "bold") for c in drawn]
        out.append_text(Text(", ").join(shown))
    return out


def _seat(p: Mapping[str, Any], names: Sequence[str], me: object, voice: Voice) -> RenderableType:
    text = voice.text
    s = int(p.get("seat", 0))
    mine = s == me
    head = Text()
    head.append(_you(voice, names, s, me), seat_style(s))
    cid = p.get("character")
    effect = ""
    if cid:
        name, effect, active = character(voice, cid)
        head.append(f" · {name}", "bold")
        if active:
            used = p.get("ability_used")
            head.append(
                f" · {text('ability_used') if used else text('term.ability_unused')}",
                "red" if used else "green",
            )
    hand = p.get("hand")
    hints = list(p.get("hints") or [])
    count = int(p.get("hand_count") or len(hints))
    head.append(f" · {_cards(voice, count)}", "dim")
    grid = Table.grid(padding=(0, 1))
    grid.add_column(no_wrap=True, style="dim")
    grid.add_column(no_wrap=True)
    grid.add_column()
    for i in range(count):
        card = hand[i] if isinstance(hand, list) and i < len(hand) else None
        hint = hints[i] if i < len(hints) and isinstance(hints[i], Mapping) else {}
        said = hint_text(hint, voice)
        exact = len(hint.get("values") or []) == 1 and len(hint.get("icons") or []) == 1
        if card is not None:
            shown = _evidence(voice, card, bold=True)
            if mine:
                note = Text(text("term.you_know_it"))
            elif exact:
                note = Text(text("term.knows_it"), "green")
            else:
                note = Text(
                    text("term.knows", hint=said) if said else text("term.no_hint"),
                    "" if said else "dim",
                )
        else:
            shown = Text("?", "bold")
            lead = text("term.may_be", hint=said) if mine else text("term.hints", hint=said)
            note = Text(lead if said else text("term.no_hint"), "" if said else "dim")
        grid.add_row(text("slot", n=i + 1), shown, note)
    if not count:
        grid.add_row("", Text(text("term.empty_hand"), "dim"), "")
    parts: list[RenderableType] = [head]
    if effect:
        parts.append(Padding(Text(effect, "italic dim"), (0, 0, 0, 2)))
    parts.append(Padding(grid, (0, 0, 0, 2)))
    return Group(*parts)


def characters(
    view: Mapping[str, Any], names: Sequence[str], voice: Voice = IN_ENGLISH
) -> RenderableType:
    """Every seat's character with its effect and whether its once-per-game ability is used
    (``i`` at a decision)."""
    text = voice.text
    me = view.get("seat")
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    table.add_column(text("term.seat"), no_wrap=True)
    table.add_column(text("character"), no_wrap=True, style="bold")
    table.add_column(text("term.effect"))
    table.add_column(text("term.ability"), no_wrap=True)
    rows = 0
    for p in view.get("players") or []:
        if not isinstance(p, Mapping) or not p.get("character"):
            continue
        s = int(p.get("seat", 0))
        name, effect, active = character(voice, p["character"])
        used = (
            Text(text("term.used"), "red")
            if active and p.get("ability_used")
            else Text(text("term.unused"), "green")
            if active
            else Text(text("term.always_on"), "dim")
        )
        who = Text(_you(voice, names, s, me), seat_style(s))
        table.add_row(who, name, effect, used)
        rows += 1
    if not rows:
        return Text(text("term.no_characters"), "dim")
    return table


def _result(
    result: Mapping[str, Any], names: Sequence[str], viewer: int | None, voice: Voice
) -> RenderableType:
    text = voice.text
    details = result.get("details") or {}
    won = bool(details.get("won"))
    verdict = (
        Text(text("term.team_wins"), "bold green")
        if won
        else Text(text("term.team_loses"), "bold red")
    )
    why = voice.texts.render(
        ("term.why_text", {"reason": reason_message(result.get("reason"))}),
        Reader(viewer, lambda s: names[s] if 0 <= s < len(names) else str(s)),
        sentence=False,
    )
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold", no_wrap=True)
    grid.add_column()
    grid.add_row(text("term.why"), Text(why))
    grid.add_row(
        text("term.track"), Text(text("term.track_at", track=details.get("track"), goal=GOAL))
    )
    grid.add_row(text("holmes_track"), Text(text("term.holmes_on", space=details.get("holmes"))))
    confirmed = [str(c) for c in details.get("confirmed") or []]
    line = Text()
    for i, k in enumerate(SECTIONS):
        if i:
            line.append("  ")
        ok = k in confirmed
        line.append(f"{'✓' if ok else '✗'} {text(f'sectionl.{k}')}", "green" if ok else "red")
    grid.add_row(text("term.confirmed_leads"), line)
    grid.add_row(
        text("term.the_impossible"), Text(_cards(voice, int(details.get("impossible") or 0)))
    )
    grid.add_row(text("term.case_turns"), Text(f"{details.get('case')} · {details.get('turns')}"))
    return Panel(
        Group(verdict, Text(""), grid),
        title=Text(text("term.result"), "bold"),
        title_align="left",
        border_style="green" if won else "red",
        expand=False,
    )


# -- the menu ------------------------------------------------------------------------------
def _known_card(view: Mapping[str, Any], seat: int, slot: int, voice: Voice) -> str:
    """ " [Witness 3]" when the seat knows the card in its own slot, else ""."""
    players = view.get("players") or []
    if not 0 <= seat < len(players):
        return ""
    hand = players[seat].get("hand") or []
    card = hand[slot] if 0 <= slot < len(hand) else None
    return f" [{evidence_name(voice, card)}]" if card else ""


def _slot_said(view: Mapping[str, Any], seat: int, slot: int, voice: Voice) -> str:
    """ " [Witness 3]" when the seat knows its card, " [not a 2]" from the hints, or ""."""
    known = _known_card(view, seat, slot, voice)
    if known:
        return known
    players = view.get("players") or []
    hints = players[seat].get("hints") or [] if 0 <= seat < len(players) else []
    said = hint_text(hints[slot], voice) if 0 <= slot < len(hints) else ""
    return f" [{said}]" if said else ""


def _lead_said(view: Mapping[str, Any], lead: str, voice: Voice) -> str:
    """ " · Witness 3/13": the lead's icon, its evidence and target."""
    for sec in view.get("sections") or []:
        if sec.get("lead") == lead and sec.get("card"):
            icon = voice.text(f"icon.{sec.get('icon')}")
            return f" · {icon} {sec.get('evidence')}/{sec.get('target')}"
    return ""


class BakerStreetBoard(Board):
    """Beyond Baker Street's board: the two tracks, the leads, the Impossible and the deck,
    every hand (yours as its hints say); a long menu grouped by target seat and slot."""

    joined = frozenset(("holmes",))  # the Holmes move the action caused

    def board(self, view: Mapping[str, Any], players: int, width: int = 80) -> RenderableType:
        voice = self.voice
        text = voice.text
        wide = width >= 110
        me = view.get("seat")
        names = seat_names(view, players, voice)
        title = Text.assemble(
            (text("title"), "bold"), f" · {text('term.case', n=view.get('case'))}"
        )
        if view.get("over"):
            title.append(f" · {text('term.won' if view.get('won') else 'term.lost')}", "bold")
        if isinstance(me, int):
            title.append(f" · {text('term.you_are', name=names[me])}")
        else:
            title.append(f" · {voice.word('spectator')}")
        seats: list[Mapping[str, Any]] = [
            p for p in view.get("players") or [] if isinstance(p, Mapping)
        ]
        # the others first (you see their cards), your own hand last
        order = sorted(seats, key=lambda p: (p.get("seat") == me, p.get("seat", 0)))
        blocks: list[RenderableType] = [_seat(p, names, me, voice) for p in order]
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
            _tracks(view, wide, voice),
            Text(""),
            _leads(view, voice),
            _piles(view, voice),
            Text(""),
            hands,
        ]
        pending = self.pending(view, names)
        if pending is not None:
            body.extend([Text(""), pending])
        return Panel(Group(*body), title=title, title_align="left", border_style="blue")

    def result(
        self, result: Mapping[str, Any], names: Sequence[str], viewer: int | None
    ) -> RenderableType:
        return _result(result, names, viewer, self.voice)

    # moves ----------------------------------------------------------------------------
    def _move(
        self, view: Mapping[str, Any], seat: int, action: Any, text: str, slot: bool = True
    ) -> str:
        """A move's text (its message) and what the seat can see of it: the cards an assist
        points out (in another seat's hand), the card of its own slot when it knows it, the
        lead it goes under."""
        voice = self.voice
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
                cards = ", ".join(evidence_name(voice, c) for c in hits)
                text = voice.text("term.pointed", text=text[:cut], cards=cards, tail=text[cut:])
        elif tag in ("investigate", "eliminate"):
            if slot:
                text += _known_card(view, seat, action.slot, voice)
            if tag == "investigate":
                text += _lead_said(view, action.lead, voice)
        return text

    def _entries(
        self, session: Session, seat: int, actions: Sequence[Any]
    ) -> list[tuple[str, Any]]:
        """Menu entries: every action, or, when there are many, the assists behind one entry
        per target seat, the investigations behind one per slot and the once-per-game swaps
        behind one entry each."""
        voice = self.voice
        view = session.game.view(seat)
        said = self.move_texts(session, seat, actions)
        if len(actions) <= 20:
            return [(self._move(view, seat, a, t), a) for a, t in zip(actions, said, strict=True)]
        groups: dict[str, list[tuple[str, Any]]] = {}
        heads: dict[str, str] = {}
        entries: list[tuple[str, str | None, Any]] = []
        for action, base in zip(actions, said, strict=True):
            tag = action_tag(action)
            text = self._move(view, seat, action, base, slot=tag != "investigate")
            if tag == "assist":
                key = f"assist {action.to}"
                head = voice.text("term.group.assist", name=session.names[action.to])
            elif tag == "investigate":
                key = f"investigate {action.slot}"
                head = voice.text(
                    "term.group.investigate",
                    slot=voice.text("slot", n=action.slot + 1),
                    said=_slot_said(view, seat, action.slot, voice),
                )
            elif tag in ("trade", "swap"):
                key = tag
                head = voice.text(f"term.group.{tag}", head=text.split(":", 1)[0])
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
                head = voice.text("term.group", head=heads[group], n=len(members))
                out.append((head, Choices(members)))
        return out

    def choose(self, session: Session, seat: int, actions: Sequence[Any]) -> Any:
        """A number; an entry ending in ... lists its own choices; ``i`` the characters."""
        voice = self.voice
        console = session.console
        entries = self._entries(session, seat, actions)
        texts = [t for t, _ in entries]
        n = len(entries)
        session.show_choices(texts)
        prompt = voice.text("term.prompt", name=session.names[seat], n=n)
        while True:
            answer = session.ask(prompt)
            low = answer.lower()
            if low in ("b", "board"):
                session.show_board(seat)
                session.show_choices(texts)
                continue
            if low in ("i", "info"):
                console.print(characters(session.game.view(seat), session.names, voice))
                continue
            if low in ("h", "help", "?"):
                console.print(voice.text("term.help"))
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
                    console.print(Text(voice.text("term.each", tail=tail.strip()), "dim"))
                    texts_in = [t.replace(tail, "", 1) for t in texts_in]
                session.show_choices(texts_in)
                sub = session.pick_number(
                    voice.text("term.which_one", n=len(members)), len(members)
                )
                if sub:
                    return members[sub - 1][1]
                session.show_choices(texts)
                continue
            session.refuse(answer, voice.text("term.refuse", n=n))


#: the board, in English until the command line gives it the reader's voice
BOARD = BakerStreetBoard(GAME.title, IN_ENGLISH)

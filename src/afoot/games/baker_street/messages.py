"""Beyond Baker Street's texts as messages of its catalogue (``locale/<lang>.json``): every log
line, every move and the decision the game waits for, written once for the browser and the
terminal (see :mod:`afoot.engine.catalogue`).

They are built from what a seat received (its log entries, its view), never from the state, so
a line can say no more than the event it comes from: a card drawn into your own hand is not in
your copy of the event, so not in your line either. Which seat reads them, and in which
language, is the renderer's.

Two seats in one sentence: an Assist and Langdale Pike's swap each name the actor and another
seat, and either may be the reader. The sentence's ``who`` is the seat whose variant changes
the sentence most (the assisted seat: Spanish says "te ayuda", not "ayuda a ti"); the other
seat's part is a nested message with a variant of its own.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from afoot.engine.catalogue import Msg, listed, msg, nested, seat
from afoot.games.baker_street import actions as A
from afoot.games.baker_street.data import ICONS, VALUES


# -- names ---------------------------------------------------------------------------------------
def evidence(card: object) -> dict[str, Any] | str:
    """An evidence card by its name ("Witness 3" for ``"witness-3"``)."""
    text = str(card)
    icon, _, value = text.rpartition("-")
    if not icon or not value.isdigit():
        return text
    return nested("evidence_card", icon=nested(f"icon.{icon}"), value=int(value))


def lead_card(card: object) -> dict[str, Any] | str:
    """A lead card by its name ("Suspect 11 (Clue)" for ``"suspect-11-clue"``)."""
    parts = str(card).split("-")
    if len(parts) != 3 or not parts[1].isdigit():
        return str(card)
    section, value, icon = parts
    return nested(
        "lead_card",
        section=nested(f"section.{section}"),
        value=int(value),
        icon=nested(f"icon.{icon}"),
    )


def lead(section: object) -> dict[str, Any]:
    """A section inside a sentence ("the suspect lead")."""
    return nested(f"sectionl.{section}")


def slot(index: object) -> dict[str, Any]:
    """A hand's slot, counted from 1 as players count them (the events count from 0)."""
    return nested("slot", n=int(index) + 1 if isinstance(index, int) else index)


def character(cid: object) -> dict[str, Any]:
    return nested(f"char.{cid}")


def hint(h: object) -> dict[str, Any] | str:
    """What a slot's hints still allow, when they say anything ("3/4 · Witness"), else ""."""
    if not isinstance(h, Mapping):
        return ""
    given_values, given_icons = h.get("values"), h.get("icons")
    values = [v for v in VALUES if given_values is None or v in given_values]
    icons = [i for i in ICONS if given_icons is None or i in given_icons]
    parts: list[Any] = []
    if len(values) < len(VALUES):
        out = [v for v in VALUES if v not in values]
        short = len(out) <= 2 and len(values) > 2
        # numbers and signs only: the same in every language
        parts.append("≠" + ",".join(map(str, out)) if short else "/".join(map(str, values)))
    if 0 < len(icons) < len(ICONS):
        names: Any = nested(f"icon.{icons[-1]}")
        for icon in reversed(icons[:-1]):
            names = nested("hint.or", a=nested(f"icon.{icon}"), b=names)
        parts.append(names)
    if not parts:
        return ""
    return parts[0] if len(parts) == 1 else nested("hint.both", a=parts[0], b=parts[1])


#: the rules' (English) end reasons, as messages of the catalogue
_REASONS: Sequence[tuple[re.Pattern[str], str, str | None]] = (
    (re.compile(r"three leads confirmed"), "reason.win", None),
    (re.compile(r"Holmes solved the case"), "reason.holmes", None),
    (re.compile(r"track passed"), "reason.passed", None),
    (re.compile(r"the last (\w+) lead went to the Impossible"), "reason.last", "lead"),
    (re.compile(r"the last (\w+) lead was discarded"), "reason.last.wiggins", "lead"),
    (re.compile(r"third lead was confirmed with the track at (-?\d+)"), "reason.third", "track"),
)


def reason(text: object) -> dict[str, Any] | str:
    """How the game ended, from the rules' reason; a reason of no known form as it is."""
    r = str(text or "")
    for pattern, key, param in _REASONS:
        found = pattern.search(r)
        if found is None:
            continue
        if param == "lead":
            return nested(key, lead=lead(found[1]))
        if param == "track":
            return nested(key, track=int(found[1]))
        return nested(key)
    return re.sub(r"^(the team wins|Holmes wins): ", "", r)


# -- the messages ----------------------------------------------------------------------------
def _player(view: Mapping[str, Any], s: object) -> Mapping[str, Any]:
    for p in view.get("players") or []:
        if isinstance(p, Mapping) and p.get("seat") == s:
            return p
    return {}


def _own_hint(view: Mapping[str, Any], index: int) -> dict[str, Any] | str:
    """The hint the seat to act has of its own slot, as a label's suffix."""
    hints = _player(view, view.get("seat")).get("hints") or []
    said = hint(hints[index]) if 0 <= index < len(hints) else ""
    return nested("hint.is", what=said) if said else ""


class BakerStreetMessages:
    """The messages of Beyond Baker Street (its spec's ``messages``)."""

    def event(self, e: Mapping[str, Any]) -> Msg | None:
        kind = e.get("type")
        s = e.get("seat", -1)
        g = e.get
        if kind == "assisted":
            slots = list(g("slots") or [])
            n = len(slots)
            to = e["to"]
            pos = nested("pos", who=seat(to))  # "your" / "their" cards
            if g("value") is not None:
                what = nested("what.value", n=n, value=g("value"), pos=pos)
            else:
                what = nested("what.icon", n=n, icon=nested(f"icon.{g('icon')}"), pos=pos)
            return msg(
                "ev.assisted",
                who=seat(to),
                actor=seat(s),
                by=nested("ev.assisted.by", who=seat(s), to=seat(to)),
                slots=nested("slots", n=n, list=listed(int(x) + 1 for x in slots)),
                verb=nested("verb", n=n),
                what=what,
                second=nested("ev.second") if g("second") else "",
            )
        if kind == "investigated":
            return msg(
                "ev.investigated.match" if g("matched") else "ev.investigated.other",
                who=seat(s),
                card=evidence(g("card")),
                slot=slot(g("slot")),
                lead=lead(g("lead")),
                evidence=g("evidence"),
                target=g("target"),
            )
        if kind == "lead_dead":
            revealed = g("revealed")
            following = (
                nested("ev.lead_next", card=lead_card(revealed))
                if revealed
                else nested("ev.lead_none", lead=lead(g("lead")))
            )
            return msg(
                "ev.lead_dead.wiggins" if g("impossible") is False else "ev.lead_dead",
                lead=lead(g("lead")),
                card=lead_card(g("card")),
                next=following,
            )
        if kind == "shuffled_into_deck":
            return msg("ev.shuffled", cards=listed(evidence(c) for c in g("cards") or []))
        if kind == "confirmed":
            return msg("ev.confirmed", who=seat(s), lead=lead(g("lead")), card=lead_card(g("card")))
        if kind == "eliminated":
            return msg(
                "ev.eliminated",
                who=seat(s),
                card=evidence(g("card")),
                slot=slot(g("slot")),
                track=g("track"),
            )
        if kind == "pursued":
            return msg("ev.pursued", who=seat(s), lead=lead(g("lead")))
        if kind == "holmes":
            moved = int(g("moved") or 0)
            return msg(
                "ev.holmes.down" if moved < 0 else "ev.holmes.up",
                spaces=nested("spaces", n=abs(moved)),
                space=g("space"),
            )
        if kind == "drew":
            if "card" in e:
                return msg(
                    "ev.drew.seen", who=seat(s), card=evidence(e["card"]), slot=slot(g("slot"))
                )
            return msg("ev.drew", who=seat(s), slot=slot(g("slot")))
        if kind == "drew_two":
            picker = nested("picker", who=seat(e["picker"]))
            if isinstance(g("cards"), list):
                cards = listed(evidence(c) for c in e["cards"])
                return msg("ev.drew_two.seen", who=seat(s), cards=cards, picker=picker)
            return msg("ev.drew_two", who=seat(s), picker=picker)
        if kind == "kept":
            if "card" in e:
                return msg(
                    "ev.kept.seen",
                    who=seat(s),
                    card=evidence(e["card"]),
                    bottom=evidence(g("bottom")),
                )
            return msg("ev.kept", who=seat(s))
        if kind == "placed":
            return msg(
                "ev.placed.bottom" if g("where") == "bottom" else "ev.placed.top", who=seat(s)
            )
        if kind == "peeked":
            if "card" in e:  # only Toby's own copy names it
                return msg("ev.peeked.seen", who=seat(s), card=evidence(e["card"]))
            return msg("ev.peeked", who=seat(s))
        if kind == "swapped":
            return msg(
                "ev.swapped",
                who=seat(s),
                impossible=evidence(g("impossible")),
                card=evidence(g("card")),
                lead=lead(g("lead")),
                track=g("track"),
            )
        if kind == "traded":
            their = nested("ev.traded.their", who=seat(e["to"]), slot=slot(g("their_slot")))
            return msg("ev.traded", who=seat(s), slot=slot(g("slot")), their=their)
        if kind == "recovered":
            return msg("ev.recovered", who=seat(s), card=evidence(g("card")), track=g("track"))
        if kind == "ability":
            return msg("ev.ability", who=seat(s), name=character(g("character")))
        if kind == "turn":
            return msg("ev.turn", who=seat(s))
        if kind == "game_over":
            return msg("ev.won" if g("won") else "ev.lost", reason=reason(g("reason")))
        return None

    def action(self, action: Any, view: Mapping[str, Any]) -> Msg:
        if isinstance(action, A.Assist):
            pending = view.get("pending") or {}
            second = ".second" if pending.get("decision") == "second_hint" else ""
            if action.value is not None:
                return msg(f"act.assist{second}.value", to=seat(action.to), value=action.value)
            return msg(
                f"act.assist{second}.icon", to=seat(action.to), icon=nested(f"icon.{action.icon}")
            )
        if isinstance(action, A.Investigate):
            return msg(
                "act.investigate",
                slot=slot(action.slot),
                lead=lead(action.lead),
                hint=_own_hint(view, action.slot),
            )
        if isinstance(action, A.Confirm):
            return msg("act.confirm", lead=lead(action.lead))
        if isinstance(action, A.Eliminate):
            return msg("act.eliminate", slot=slot(action.slot), hint=_own_hint(view, action.slot))
        if isinstance(action, A.Pursue):
            sec = next(
                (x for x in view.get("sections") or [] if x.get("lead") == action.lead), None
            )
            card = (
                nested("act.pursue.card", card=lead_card(sec["card"]))
                if sec and sec.get("card")
                else ""
            )
            return msg("act.pursue", lead=lead(action.lead), card=card)
        if isinstance(action, A.Skip):
            return msg("act.skip")
        if isinstance(action, A.Boost):
            return msg("act.boost")
        if isinstance(action, A.Swap):
            return msg(
                "act.swap",
                impossible=evidence(action.impossible),
                card=evidence(action.card),
                lead=lead(action.lead),
            )
        if isinstance(action, A.Trade):
            hand = _player(view, action.to).get("hand") or []
            theirs = hand[action.their_slot] if 0 <= action.their_slot < len(hand) else None
            named: Any = (
                nested("act.trade.card", card=evidence(theirs), slot=slot(action.their_slot))
                if theirs
                else slot(action.their_slot)
            )
            return msg("act.trade", slot=slot(action.slot), to=seat(action.to), card=named)
        if isinstance(action, A.Recover):
            return msg("act.recover", card=evidence(action.card))
        if isinstance(action, A.Peek):
            return msg("act.peek")
        if isinstance(action, A.Place):
            return msg("act.place.bottom" if action.where == "bottom" else "act.place.top")
        if isinstance(action, A.Keep):
            return msg("act.keep", card=evidence(action.card))
        raise TypeError(f"not a Baker Street action: {action!r}")

    def pending(self, view: Mapping[str, Any]) -> Msg | None:
        if view.get("over"):
            return msg(
                "end.won" if view.get("won") else "end.lost", reason=reason(view.get("reason"))
            )
        p = view.get("pending")
        if not isinstance(p, Mapping):
            return None
        decision = p.get("decision")
        key = (
            f"now.{decision}"
            if decision in ("action", "second_hint", "keep", "place")
            else "now.action"
        )
        params: dict[str, Any] = {"who": seat(p.get("seat", view.get("turn")))}
        if isinstance(p.get("for"), int):
            params["for"] = seat(p["for"])
        return msg(key, **params)


#: Beyond Baker Street's messages
MESSAGES = BakerStreetMessages()

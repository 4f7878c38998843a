"""13 Clues' texts as messages of its catalogue (``locale/<lang>.json``): every log line, every
move and the decision the game waits for, written once for the browser and the terminal (see
:mod:`afoot.engine.catalogue`). Built from what a seat received (its log entries, its view),
never from the state; which seat reads them, in which language, is the renderer's.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from afoot.engine.catalogue import Msg, listed, msg, nested, seat
from afoot.games.thirteen_clues import actions as A


def card(card_id: object) -> dict[str, Any]:
    """A card by its name ("Butcher")."""
    return nested(f"card.{card_id}")


def _cards(person: object, location: object, weapon: object) -> dict[str, Any]:
    return {"person": card(person), "location": card(location), "weapon": card(weapon)}


def _question(key: str, subject: object, side: object, **seats: Any) -> Msg:
    """A question's message: what it counts ("red cards"), the screen card it names."""
    return msg(
        key, cards=nested(f"q.{subject}"), side=nested(f"side.{side}") if side else "", **seats
    )


class ThirteenCluesMessages:
    """The messages of 13 Clues (its spec's ``messages``)."""

    def event(self, e: Mapping[str, Any]) -> Msg | None:
        kind = e.get("type")
        s = e.get("seat", -1)
        if kind == "chose":
            return msg("ev.chose", who=seat(s))
        if kind == "mystery_placed":
            cards = e.get("cards")
            if isinstance(cards, list) and len(cards) == 3:  # in the event's order
                card1, card2, card3 = (card(c) for c in cards)
                return msg("ev.mystery_placed", who=seat(s), card1=card1, card2=card2, card3=card3)
            return msg("ev.mystery_placed_hidden", who=seat(s))
        if kind == "turn":
            return msg("ev.turn", who=seat(s))
        if kind == "question":
            to = e["to"]
            if (
                "subject" not in e
            ):  # a top-secret question, to a seat that neither asked nor answered
                return msg("ev.question_secret", who=seat(s), to=seat(to))
            side = e.get("side")
            key = (
                "ev.question_secret_known"
                if e.get("secret")
                else "ev.question_side"
                if side
                else "ev.question"
            )
            return _question(
                key, e.get("subject"), side, who=seat(s), to=seat(to), answer=e.get("answer")
            )
        if kind == "consulted":
            if "card" in e:
                return msg(
                    "ev.consulted", who=seat(s), letter=e.get("letter"), card=card(e["card"])
                )
            return msg("ev.consulted_hidden", who=seat(s), letter=e.get("letter"))
        if kind == "accused":
            return msg(
                "ev.accused",
                who=seat(s),
                verdict=nested("right" if e.get("right") else "wrong"),
                **_cards(e.get("person"), e.get("location"), e.get("weapon")),
            )
        if kind == "glass_given":
            # "Your glass goes to Bob." / "Bob's glass goes to you.": the receiver is a nested
            # message with its own variant
            return msg("ev.glass_given", who=seat(s), to=nested("ev.glass_to", who=seat(e["to"])))
        if kind == "glass_taken":
            # the variant is the robbed seat's ("Bob takes a glass from you.")
            return msg("ev.glass_taken", who=seat(e["frm"]), taker=seat(s))
        if kind == "game_over":
            return msg("ev.game_over", who=seat(e["winner"]))
        return None

    def action(self, action: Any, view: Mapping[str, Any]) -> Msg:
        if isinstance(action, A.Choose):
            return msg("act.choose", **_cards(action.person, action.location, action.weapon))
        if isinstance(action, A.Accuse):
            return msg("act.accuse", **_cards(action.person, action.location, action.weapon))
        if isinstance(action, A.Question):
            key = (
                f"act.question{'_side' if action.side else ''}{'_secret' if action.secret else ''}"
            )
            # who: the seat asked, never the reader (no variant)
            return _question(key, action.subject, action.side, who=seat(action.to))
        if isinstance(action, A.Consult):
            return msg("act.consult", letter=action.letter)
        if isinstance(action, A.TakeGlass):
            return msg("act.take_glass", who=seat(action.frm))
        raise TypeError(f"not a 13 Clues action: {action!r}")

    def pending(self, view: Mapping[str, Any]) -> Msg | None:
        if view.get("over"):
            return msg("pending.over", who=seat(view["winner"]))
        to_act = list(view.get("to_act") or [])
        if view.get("phase") == "choose":
            if view.get("seat") in to_act:
                return msg("pending.choose")
            return msg("pending.choosing", seats=listed(seat(s) for s in to_act))
        turn = view.get("turn")
        if not isinstance(turn, int):
            return None
        players = view.get("players") or []
        if view.get("taking_glass"):
            what = nested("pending.take_glass")
        elif len(players) == 2:
            what = nested("pending.one_action")
        else:
            glasses = next((p.get("glasses") for p in players if p.get("seat") == turn), 0)
            what = nested("pending.spend", n=int(glasses or 0))
        return msg("pending.turn", who=seat(turn), what=what)


#: 13 Clues' messages
MESSAGES = ThirteenCluesMessages()

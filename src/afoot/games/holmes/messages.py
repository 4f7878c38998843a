"""Holmes' texts as messages of its catalogue (``locale/<lang>.json``): every log line, every
move and the decision the game waits for, written once for the browser and the terminal (see
:mod:`afoot.engine.catalogue`).

They are built from what a seat received (a log entry, redacted or not, and its own view),
never from the state, so a line can say no more than the event it comes from: a card another
seat drew in secret has no name in the event, so it has none in the message. Which seat reads
a message, in which language, and how seats are named are the renderer's.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, get_args

from afoot.engine.catalogue import Msg, listed, msg, nested, seat
from afoot.games.holmes import actions as A
from afoot.games.holmes.data import NUMBERED, TYPE_IDS, VALUE
from afoot.games.holmes.shapes import Decision

#: a numbered clue type's value (how many there are); a wildcard or a map fragment has none
CLUE_VALUE = {TYPE_IDS[t]: VALUE[t] for t in range(NUMBERED)}
#: the characters whose "how many" has its own wording (``act.count.<id>``)
COUNTED = frozenset({"gregson", "langdale_pike", "porky"})
#: who a "no" turns down when the decision names no character (the decision's own)
DECLINED = {"steal": "irene_adler", "errand": "billy", "swap": "violet_hunter"}


# -- names -----------------------------------------------------------------------------------
def clue(card: object) -> Any:
    """A clue type by its name ("Explosive"); "?" when the event names none."""
    return nested(f"clue.{card}") if card else "?"


def the_clue(card: object) -> dict[str, Any]:
    """A clue card as a sentence names it: with the article of a noun that agrees with it in
    every language ("the Explosive", "la pista Explosivo", "den Hinweis Sprengstoff")."""
    return nested("the_clue", clue=clue(card))


def char_name(character: object) -> Any:
    """A character's name ("Doctor Watson")."""
    return nested(f"char.{character}") if character else "?"


def char_ref(character: object) -> Any:
    """A character as a sentence names it: in Spanish with the article of its title ("el
    Doctor Watson", which the renderer contracts after "a" and "de"); elsewhere its name."""
    return nested(f"ref.{character}") if character else "?"


def card_name(card: str, anyone: bool = False) -> dict[str, Any]:
    """A card of a seat's area as a move or a line names it: a clue, an unassigned wildcard
    ("joker"), or the wildcard on a row ("joker:bullet"); ``anyone``: the row of whoever the
    line is about, not the reader's own."""
    if card == "joker":
        return nested("card.joker")
    if card.startswith("joker:"):
        key = "card.joker_row_any" if anyone else "card.joker_row"
        return nested(key, row=clue(card[6:]))
    return the_clue(card)


def clue_list(cards: Iterable[object]) -> Any:
    """Clue names as the language lists them; "–" for none."""
    items = [clue(c) for c in cards]
    return listed(items) if items else "–"


def markers(n: object) -> dict[str, Any]:
    """ "2 markers"."""
    return nested("markers_n", n=_int(n))


def n_clues(n: object) -> dict[str, Any]:
    """ "2 clues"."""
    return nested("n_clues", n=_int(n))


def _int(value: object) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _slot(value: object) -> Any:
    """A slot of the line as players count them (1-4), from its index."""
    return value + 1 if isinstance(value, int) else "?"


def _score(value: object) -> Any:
    """A score as the table writes it: a whole number, else one decimal."""
    if isinstance(value, float) and not value.is_integer():
        return f"{value:.1f}"
    return int(value) if isinstance(value, int | float) else "?"


class HolmesMessages:
    """The messages of Holmes (its spec's ``messages``)."""

    def event(self, e: Mapping[str, Any]) -> Msg | None:
        kind = e.get("type")
        who = seat(e["seat"]) if isinstance(e.get("seat"), int) else ""
        c = e.get("clue")
        if kind == "visit":
            if e.get("frm"):
                return msg(
                    "ev.visit_from",
                    who=who,
                    char=char_ref(e.get("character")),
                    frm=char_ref(e["frm"]),
                )
            return msg("ev.visit", who=who, char=char_ref(e.get("character")))
        if kind == "take":
            source = str(e.get("source") or "")
            src = nested(f"src.{source}") if source in _SOURCES else source
            if e.get("paid"):
                return msg(
                    "ev.take_paid",
                    who=who,
                    clue=clue(c),
                    the_clue=the_clue(c),
                    src=src,
                    paid=markers(e["paid"]),
                )
            return msg("ev.take", who=who, clue=clue(c), the_clue=the_clue(c), src=src)
        if kind == "refill":
            return msg("ev.refill", n=_slot(e.get("slot")), clue=clue(c))
        if kind == "gain":
            if e.get("markers"):
                return msg("ev.gain", who=who, markers=markers(e["markers"]))
            return msg("ev.gain_none", who=who)
        if kind == "decline":
            return msg("ev.decline", who=who, char=char_ref(e.get("character")))
        if kind == "count":
            return msg("ev.count", who=who, n=e.get("n", "?"), char=char_ref(e.get("character")))
        if kind == "drew":
            if isinstance(e.get("clues"), list):
                return msg(
                    "ev.drew", who=who, count=n_clues(len(e["clues"])), cards=clue_list(e["clues"])
                )
            return msg("ev.drew_hidden", who=who, count=n_clues(e.get("count")))
        if kind == "keep":
            if c:
                return msg("ev.keep", who=who, clue=clue(c), the_clue=the_clue(c))
            return msg("ev.keep_hidden", who=who)
        if kind == "keep_face_up":
            return msg("ev.keep_face_up", who=who, clue=clue(c), the_clue=the_clue(c))
        if kind == "discard_drawn":
            if isinstance(e.get("clues"), list):
                return msg("ev.discard_drawn", who=who, cards=clue_list(e["clues"]))
            return msg("ev.discard_drawn_hidden", who=who, count=n_clues(e.get("count")))
        if kind == "draw_hidden":
            if c:
                return msg("ev.draw_hidden", who=who, clue=clue(c), the_clue=the_clue(c))
            return msg("ev.draw_hidden_unknown", who=who)
        if kind == "discard_line":
            return msg(
                "ev.discard_line",
                who=who,
                clue=clue(c),
                the_clue=the_clue(c),
                n=_slot(e.get("slot")),
            )
        if kind == "under_deck":
            return msg("ev.under_deck", clue=clue(c)) if c else msg("ev.under_deck_unknown")
        if kind == "ziba_offer":
            if isinstance(e.get("clues"), list):
                return msg(
                    "ev.ziba_offer",
                    who=who,
                    count=n_clues(len(e["clues"])),
                    cards=clue_list(e["clues"]),
                )
            return msg("ev.ziba_offer_hidden", who=who, count=n_clues(e.get("count")))
        if kind == "steal":
            return msg(
                "ev.steal", who=who, clue=clue(c), the_clue=the_clue(c), paid=markers(e.get("paid"))
            )
        if kind == "errand":
            return msg(
                "ev.errand",
                who=who,
                clue=clue(c),
                the_clue=the_clue(c),
                markers=markers(e.get("markers")),
            )
        if kind == "swap":
            gave, took = e.get("gave"), e.get("took")
            return msg(
                "ev.swap",
                who=who,
                gave=clue(gave),
                took=clue(took),
                the_gave=the_clue(gave),
                the_took=the_clue(took),
                n=_slot(e.get("slot")),
            )
        if kind == "reserve":
            return msg(
                "ev.reserve", who=who, clue=clue(c), the_clue=the_clue(c), n=_slot(e.get("slot"))
            )
        if kind == "reveal_onto_joker":
            return msg("ev.reveal_onto_joker", who=who, clue=clue(c))
        if kind == "joker_shown":
            return msg("ev.joker_shown", who=who)
        if kind == "joker_assigned":
            key = "ev.joker_assigned_end" if e.get("at_end") else "ev.joker_assigned"
            return msg(key, who=who, row=clue(e.get("row")))
        if kind == "joker_kept_unassigned":
            return msg("ev.joker_kept_unassigned", who=who)
        if kind == "joker_unassigned":
            # the reader's own row reads "your Bullet row" (the key's .you variant)
            return msg("ev.joker_unassigned", who=who, row=clue(e.get("row")))
        if kind == "villain":
            return msg("ev.villain", day=e.get("day", "?"), char=char_ref(e.get("character")))
        if kind == "villain_paid":
            return msg("ev.villain_paid", who=who, markers=markers(e.get("markers")))
        if kind == "villain_discard":
            return msg("ev.villain_discard", who=who, card=card_name(str(c or ""), anyone=True))
        if kind == "marker_laid":
            return msg("ev.marker_laid", who=who, char=char_ref(e.get("character")))
        if kind == "new_character":
            return msg("ev.new_character", char=char_ref(e.get("character")), day=e.get("day", "?"))
        if kind == "character_back":
            return msg("ev.character_back", char=char_ref(e.get("character")))
        if kind == "day_end":
            spent = e.get("spent") or []
            if spent:
                return msg(
                    "ev.day_end_spent",
                    day=e.get("day", "?"),
                    chars=listed(char_name(x) for x in spent),
                )
            return msg("ev.day_end", day=e.get("day", "?"))
        if kind == "dawn":
            return msg("ev.dawn", day=e.get("day", "?"))
        if kind == "reshuffle":
            return msg("ev.reshuffle", cards=n_clues(e.get("cards")))
        if kind == "hidden_revealed":
            return msg("ev.hidden_revealed", who=who, cards=clue_list(e.get("clues") or []))
        if kind == "start_chosen":
            return msg("ev.start_chosen", who=who)
        if kind == "start_revealed":
            chosen = e.get("characters") or []
            return msg("ev.start_revealed", chars=listed(char_name(x) for x in chosen))
        if kind == "game_over":
            scores = e.get("scores")
            if isinstance(scores, list) and scores:
                each = [
                    nested("seat_score", who=seat(i), score=_score(s)) for i, s in enumerate(scores)
                ]
                both = (
                    nested("score_pair", first=each[0], second=each[1])
                    if len(each) == 2
                    else listed(each)
                )
                return msg("ev.game_over_scores", scores=both)
            return msg("ev.game_over")
        return None

    def action(self, action: Any, view: Mapping[str, Any]) -> Msg:
        line = list(view.get("line") or [])
        pending = view.get("pending") or {}
        decision = pending.get("decision")
        character = pending.get("character")

        def at(slot: int) -> Any:
            return line[slot] if 0 <= slot < len(line) else None

        if isinstance(action, A.Visit):
            if action.frm:
                return msg("act.visit_from", char=char_ref(action.to), frm=char_ref(action.frm))
            return msg("act.visit", char=char_ref(action.to))
        if isinstance(action, A.Take):
            if action.slot == 4:  # the seat's own reserved clue
                players: list[Mapping[str, Any]] = list(view.get("players") or [])
                me = next((p for p in players if p.get("seat") == view.get("seat")), {})
                if me.get("reserved"):
                    return msg("act.take_reserved", clue=clue(me["reserved"]))
                return msg("act.take_reserved_plain")
            c = at(action.slot)
            if c:
                return msg("act.take", clue=clue(c), the_clue=the_clue(c), n=action.slot + 1)
            return msg("act.take_empty", n=action.slot + 1)
        if isinstance(action, A.Count):
            if character in COUNTED:
                cost = 2 * action.n if character == "gregson" else action.n
                return msg(f"act.count.{character}", n=action.n, cost=cost)
            return msg("act.count", n=action.n)
        if isinstance(action, A.DiscardLine):
            c = at(action.slot)
            return msg("act.discard_line", clue=clue(c), the_clue=the_clue(c), n=action.slot + 1)
        if isinstance(action, A.Discard):
            if decision == "errand":
                gain = max(0, CLUE_VALUE.get(action.card, 0) - _int(view.get("day")))
                return msg("act.errand", card=card_name(action.card), gain=gain)
            return msg("act.discard", card=card_name(action.card))
        if isinstance(action, A.Steal):
            return msg("act.steal", card=card_name(action.card))
        if isinstance(action, A.Swap):
            c = at(action.slot)
            return msg(
                "act.swap",
                card=card_name(action.card),
                clue=clue(c),
                the_clue=the_clue(c),
                n=action.slot + 1,
            )
        if isinstance(action, A.KeepClue):
            if action.card == "joker":  # a kept wildcard always goes face up
                return msg("act.keep_joker")
            key = "act.keep_face_up" if decision == "keep_face_up" else "act.keep_clue"
            return msg(key, card=card_name(action.card))
        if isinstance(action, A.AssignJoker):
            if action.row is None:
                key = (
                    "act.assign_joker_stop"
                    if decision == "final_jokers"
                    else "act.assign_joker_none"
                )
                return msg(key)
            return msg("act.assign_joker", row=clue(action.row))
        if isinstance(action, A.Accept):
            if decision == "onto_joker":
                return msg("act.accept.onto_joker", row=clue(pending.get("row")))
            if character == "von_kramm" and "seat" in pending:
                return msg("act.accept.von_kramm")
            if character:
                return msg("act.accept.confirm", char=char_ref(character))
            return msg("act.accept")
        if isinstance(action, A.Decline):
            if character and decision != "onto_joker":
                return msg("act.decline_char", char=char_ref(character))
            if decision in DECLINED:
                return msg("act.decline_char", char=char_ref(DECLINED[str(decision)]))
            return msg("act.decline")
        if isinstance(action, A.PayMarkers):
            return msg("act.pay_markers")
        if isinstance(action, A.Reserve):
            c = at(action.slot)
            return msg("act.reserve", clue=clue(c), the_clue=the_clue(c), n=action.slot + 1)
        if isinstance(action, A.Reveal):
            return msg("act.reveal", card=clue(action.card))
        if isinstance(action, A.EndTurn):
            return msg("act.end_turn")
        if isinstance(action, A.Lay):
            return msg("act.lay", char=char_ref(action.character))
        if isinstance(action, A.ChooseStart):
            return msg("act.choose_start", char=char_ref(action.character))
        raise TypeError(f"not a Holmes action: {action!r}")

    def pending(self, view: Mapping[str, Any]) -> Msg | None:
        p = view.get("pending")
        if not p:
            return None
        decision = str(p.get("decision"))
        params: dict[str, Any] = {
            "who": seat(p["seat"]) if isinstance(p.get("seat"), int) else "",
            "char": char_ref(p["character"]) if p.get("character") else "",
            "n": n_clues(p.get("remaining") or 1),
            "cost": markers(p.get("cost")),
            "row": clue(p["row"]) if p.get("row") else "",
        }
        if "most" in p:
            params["most"] = p["most"]
        if decision == "take" and p.get("optional") and p.get("cost"):
            return msg("dec.take_cost", **params)
        if decision in _DECISIONS:
            return msg(f"dec.{decision}", **params)
        return msg("dec.other", decision=decision, **params)


#: where a taken clue comes from (``src.<source>``)
_SOURCES = frozenset({"line", "reserved", "discard", "deck"})
#: the decisions with a sentence of their own (``dec.<decision>``)
_DECISIONS = frozenset(get_args(Decision))


#: Holmes' messages
MESSAGES = HolmesMessages()

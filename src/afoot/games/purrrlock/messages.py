"""Purrrlock Holmes' texts as messages of its catalogue (``locale/<lang>.json``): every log line,
every move and the decision the game waits for, written once for the browser and the terminal
(see :mod:`afoot.engine.catalogue`).

A message is built from what a seat received (a log entry as it was sent to that seat, its
view), never from the state, so a line can say no more than the seat was told: a card another
seat drew or was passed is named only when the event carries it. Which seat reads it, in which
language, is the renderer's.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from afoot.engine.catalogue import Msg, listed, msg, nested, seat
from afoot.games.purrrlock import actions as A

#: the seat that caught Furriarty, in the rules' reason (a game-over event carries no field
#: of its own for it)
_CAUGHT_BY = re.compile(r"caught by seat (\d+)")
#: the seats the reason names before "is"/"are" (the demoted, when Furriarty escapes)
_SEATS_NAMED = re.compile(r"seats? ([\d, and]+?) (?:is|are) ")


def card(card_id: object) -> dict[str, Any]:
    """A card by its name ("Goose 7"): the suspect's name in the reader's language."""
    suspect, _, hour = str(card_id).rpartition("-")
    if not suspect or not hour.isdigit():  # no card of the game: said as it came
        return nested("card", suspect=str(card_id), hour="")
    return nested("card", suspect=nested(f"suspect.{suspect}"), hour=int(hour))


def cards(card_ids: object) -> dict[str, Any]:
    """Cards by their names, joined as the language joins a list."""
    return listed(card(c) for c in card_ids) if isinstance(card_ids, list) else listed([])


def count(key: str, n: object) -> dict[str, Any]:
    """``n`` things of ``key``'s plural forms ("2 cards")."""
    return nested(key, n=int(n) if isinstance(n, int) else 0)


def guess(suspect: object, hour: object) -> dict[str, Any]:
    """A guess: "Goose at 7", "Goose", "7 o'clock" (Spanish says "la 1", not "las 1": the
    hour 1 has keys of its own, the same text in the other languages)."""
    one = "1" if hour == 1 else ""
    if suspect and hour:
        return nested(f"guess.both{one}", suspect=nested(f"suspect.{suspect}"), hour=hour)
    if suspect:
        return nested("guess.suspect", suspect=nested(f"suspect.{suspect}"))
    return nested(f"guess.hour{one}", hour=hour)


def _values(values: Sequence[object]) -> str:
    """Paw-print values as the table prints them ("2, 3"): numbers, in no language."""
    return ", ".join(str(v) for v in values)


def tokens(face_up: Sequence[object], down: int, down_values: object) -> dict[str, Any]:
    """Collected paw prints: "Furriarty, a face-up 2 and 1 face-down token (worth 3)"; the
    face-down ones' values only when the event carries them (to the seat that took them)."""
    parts: list[dict[str, Any]] = []
    if "furriarty" in face_up:
        parts.append(nested("tok.furriarty"))
    ups = [v for v in face_up if v != "furriarty"]
    if ups:
        parts.append(nested("tok.up", n=len(ups), values=_values(ups)))
    if down:
        if isinstance(down_values, list) and down_values:
            parts.append(nested("tok.down_worth", n=down, values=_values(down_values)))
        else:
            parts.append(nested("tok.down", n=down))
    if not parts:
        return nested("tok.nothing")
    return listed(parts)


def _player(view: Mapping[str, Any], s: object) -> Mapping[str, Any]:
    for p in view.get("players") or []:
        if isinstance(p, Mapping) and p.get("seat") == s:
            return p
    return {}


class PurrrlockMessages:
    """The messages of Purrrlock Holmes (its spec's ``messages``)."""

    def event(self, e: Mapping[str, Any]) -> Msg | None:
        kind = e.get("type")
        s = e.get("seat", -1)
        if kind == "turn":
            return msg("ev.turn", who=seat(s), round=e.get("round"))
        if kind == "answered":
            answer = nested("answer.lead" if e.get("answer") == "lead" else "answer.dead_end")
            key = "ev.seeded" if e.get("seeding") else "ev.answered"
            return msg(key, who=seat(s), card=card(e.get("card")), answer=answer)
        if kind == "guessed":
            key = (
                "ev.guessed.right"
                if e.get("right")
                else "ev.guessed.wrong"
                if e.get("paws")
                else "ev.guessed.nodraw"
            )
            paws = nested("ev.paws_tag") if e.get("paws") else ""
            return msg(key, who=seat(s), guess=guess(e.get("suspect"), e.get("hour")), paws=paws)
        if kind == "paws":
            return msg("ev.paws", who=seat(s))
        if kind == "collected":
            got = tokens(
                list(e.get("face_up") or []),
                int(e.get("face_down") or 0),
                e.get("face_down_values"),
            )
            return msg("ev.collected", who=seat(s), tokens=got)
        if kind == "solved":
            gone = e.get("discarded") or []
            key = "ev.solved.discard" if gone else "ev.solved"
            return msg(
                key, who=seat(s), card=card(e.get("card")), cards=count("n_cards", len(gone))
            )
        if kind == "new_investigation":
            if "card" in e:  # every seat but the one that drew it
                return msg("ev.new_inv", who=seat(s), card=card(e["card"]))
            return msg("ev.new_inv.hidden", who=seat(s))
        if kind == "drew":
            n = int(e.get("count") or 0)
            if not n:
                return msg("ev.drew.none", who=seat(s))
            if "cards" in e:  # to the seat that drew them
                return msg(
                    "ev.drew.seen", who=seat(s), cards=count("n_cards", n), list=cards(e["cards"])
                )
            return msg("ev.drew", who=seat(s), cards=count("n_cards", n))
        if kind == "passed":
            return self._passed(e)
        if kind == "furriarty_moved":
            left = int(e.get("left") or 0)
            if not left:
                return msg("ev.furriarty.end", value=e.get("revealed"))
            return msg("ev.furriarty", value=e.get("revealed"), left=count("n_tokens", left))
        if kind == "last_round":
            return msg("ev.last_round", round=e.get("round"))
        if kind == "reshuffled":
            return msg("ev.reshuffled", cards=count("n_cards", len(e.get("cards") or [])))
        if kind == "game_over":
            return self._game_over(e)
        return None

    def _passed(self, e: Mapping[str, Any]) -> Msg:
        """A hand passed on: the receiver reads "Ann passes you 2 cards", the passer "You pass
        2 cards to Bob", anybody else "Ann passes 2 cards to Bob". The outer message's variant
        is the receiver's; the line inside it has the passer's."""
        s, to = e.get("seat", -1), e.get("to", -1)
        n = count("n_cards", e.get("count") or 0)
        seen = "cards" in e  # the cards only to the two seats
        listed_cards = cards(e["cards"]) if seen else ""
        line = nested(
            "ev.passed.seen" if seen else "ev.passed",
            who=seat(s),
            cards=n,
            to=seat(to),
            list=listed_cards,
        )
        key = "ev.hand_passed_seen" if seen else "ev.hand_passed"
        return msg(key, who=seat(to), giver=seat(s), cards=n, list=listed_cards, line=line)

    def _game_over(self, e: Mapping[str, Any]) -> Msg:
        winners = [w for w in e.get("winners") or [] if isinstance(w, int)]
        reason = str(e.get("reason") or "")
        if winners:
            names = listed(seat(w) for w in winners)
            by = _CAUGHT_BY.search(reason)
            if by is None:
                return msg("ev.over.caught.anon", winners=names)
            return msg("ev.over.caught", who=seat(int(by[1])), winners=names)
        named = _SEATS_NAMED.search(reason)
        losers = [int(x) for x in re.findall(r"\d+", named[1])] if named else []
        if not losers:
            return msg("ev.over.escaped.anon")
        return msg("ev.over.escaped", losers=listed(seat(x) for x in losers))

    def action(self, action: Any, view: Mapping[str, Any]) -> Msg:
        turn = view.get("turn") or {}
        if isinstance(action, A.Show):
            second = int(turn.get("shown") or 0) > 0
            return msg("act.show2" if second else "act.show", card=card(action.card))
        if isinstance(action, A.Guess):
            both = bool(action.suspect and action.hour)
            pending = view.get("pending") or {}
            paws = pending.get("decision") == "paws_guess"
            return msg(
                "act.guess.paws" if paws else "act.guess",
                guess=guess(action.suspect, action.hour),
                tokens=count("n_tokens", 2 if both else 1),
            )
        if isinstance(action, A.Paws):
            return msg("act.paws")
        if isinstance(action, A.EndTurn):
            players = view.get("players") or []
            me = turn.get("seat")
            cur = me if isinstance(me, int) else view.get("seat") or 0
            nxt = seat((cur + 1) % max(len(players), 1))
            p = _player(view, cur)
            hand = p.get("hand")
            left = len(hand) if isinstance(hand, list) else int(p.get("hand_count") or 0)
            draw = nested("act.end.nodraw" if turn.get("guessed_wrong") else "act.end.draw")
            if not left:
                return msg("act.end.nothing", next=nxt, draw=draw)
            return msg("act.end", cards=count("n_cards", left), next=nxt, draw=draw)
        raise TypeError(f"not a Purrrlock action: {action!r}")

    def pending(self, view: Mapping[str, Any]) -> Msg | None:
        if view.get("over"):
            caught = view.get("caught_by") is not None
            return msg("result.caught" if caught else "result.escaped")
        p = view.get("pending")
        if not isinstance(p, Mapping):
            return None
        s = p.get("seat", -1)
        decision = p.get("decision")
        if decision == "paws_guess":
            return msg("now.paws", who=seat(s))
        if decision == "investigate":
            return msg("now.second", who=seat(s))
        turn = view.get("turn") or {}
        left = int(turn.get("to_show") or 0) - int(turn.get("shown") or 0)
        todo: list[dict[str, Any]] = []
        if left > 0:
            todo.append(nested("todo.show", cards=count("n_cards", left)))
        if not turn.get("guessed") and _player(view, s).get("has_investigation"):
            todo.append(nested("todo.guess"))
        if left <= 0:
            todo.append(nested("todo.end"))
        # at most two things to do: investigate (and guess), or (guess or) end the phase
        what: Any = todo[0] if len(todo) == 1 else ""
        if len(todo) == 2:
            what = nested("todo.or" if left <= 0 else "todo.and", a=todo[0], b=todo[1])
        return msg("now.action", who=seat(s), todo=what)


#: Purrrlock Holmes' messages
MESSAGES = PurrrlockMessages()

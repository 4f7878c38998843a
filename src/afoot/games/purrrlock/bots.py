"""The ``deduce`` bot for Purrrlock: exact candidates, informative cards, guesses by value.

It reads only what its seat may know: ``game.view(seat)`` and ``game.legal_actions(seat)``
(never the state, never another seat's view), so the same view and seed give the same choice.

Candidates (:func:`candidates_from_view`). Any card the seat cannot place is equally likely to
be its investigation, provided it came from the same deck shuffle (P6: the view's
``investigation_epoch`` and ``reshuffled`` lists) and agrees with every lead, dead end and
wrong guess on the seat's board. The set is a 60-bit int mask, equal to the engine's
``views.candidates`` (the tests check both against a brute force over swapped worlds).

Cards to show (P8: one at a time). Candidates being uniform, a card's information is the
entropy of its lead / dead-end answer. The first card minimises the expected log2 of the
candidates left after the *pair*, the second being the best one for each first answer; the
second card, chosen once the first answer is known, minimises the expected log2 left. Exact
ties go to the seeded generator.

Guesses, valued in VP. A guess right with probability ``p`` (its candidates / candidates)
collects the leftmost 1 or 2 trail tokens (face-up values as shown; face-down ones at the mean
of the values the seat has not seen) and starts a fresh investigation; a wrong one removes its
cards from the candidates and, in the seat's own turn, costs the cleanup draw (``WRONG_COST``:
next turn's cards are not chosen). Keeping an investigation of ``n`` candidates is worth a
solve (2 tokens) if ``log2(n) / BITS_PER_TURN`` Investigates fit in the own turns left, plus a
fresh investigation for the turns after (``TURN_VALUE`` each, after a ``LAG``); if they do not
fit, the last turn's gamble. So: certain -> guess both details, before investigating when it
has not yet (this turn's cards then inform the new investigation); otherwise investigate
first, then make the guess whose expected value beats keeping the investigation, if any (a
2-candidate both-guess usually does: right, a free turn; wrong, certain next turn).

Furriarty (3 VP) ends the game. A guess that collects it is worth a bonus: ``WIN_BONUS`` when
the seat would then be Chief Inspector (its own VP it knows; the others' face-down tokens at
the mean), ``COOP_BONUS`` otherwise. It never holds back a catch it would lose: measured,
holding back lost more games than it won (another seat catches instead) and risks the escape.

"Paws!" (-1 VP, one immediate guess, at any decision point, P5): called when the extra guess
gains more than the penalty plus ``PAWS_OPTION`` (the call kept for later) -- in practice a
catch the seat would win, or, with no own turn left (the last round), 2 sure tokens or a good
gamble. Certain with an own turn to come, it waits: that turn's guess is free.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from afoot.engine.game import Game
from afoot.games.purrrlock import actions as A
from afoot.games.purrrlock import rules as R
from afoot.games.purrrlock.data import (
    ALL_CARDS,
    CARD_INDEX,
    FURRIARTY_VALUE,
    LEAD_MASK,
    NCARDS,
    PAWS_PENALTY,
)

# The value model's constants were tuned by self-play and against random (seeded runs of
# 2,000 games): the optimum is flat for BITS_PER_TURN 1.5-2.2 and CYCLE 2.6-3.5; a short
# CYCLE (a dear turn: guessing single details too soon) loses clearly.
#: bits of information an Investigate of 2 chosen cards gives (the model's figure)
BITS_PER_TURN = 1.8
#: own turns a fresh investigation takes to be solved (the model's figure)
CYCLE = 2.6
#: the VP one more Investigate is worth: two tokens every CYCLE turns
TURN_VALUE = 2 * 2.0 / CYCLE
#: VP a wrong guess in the own turn costs: no cleanup draw, so next turn's 2 cards are forced,
#: not chosen; chosen cards save about 0.1 Investigate each over random ones (benchmark), and
#: an Investigate is worth TURN_VALUE, about 1.5 VP
WRONG_COST = 0.3
#: bonus VP for catching Furriarty when the seat would then win, and when it would not
WIN_BONUS = 8.0
COOP_BONUS = 2.0
#: VP the unused "Paws!" call is worth while own turns are left (an extra guess later)
PAWS_OPTION = 1.0
#: a fresh investigation brings nothing for its first LAG own turns (it cannot be solved yet)
LAG = 0.5
EPS = 1e-9
#: the ways of choosing the cards to show (``DeduceBot(cards=...)``)
CARD_POLICIES = ("pair", "entropy", "random")
#: rules.GUESSES[BOTH + c]: both details of card c
BOTH = len(R.GUESSES) - NCARDS

_LOG2 = tuple(math.log2(k) if k else 0.0 for k in range(NCARDS + 1))
_XLOG = tuple(k * _LOG2[k] for k in range(NCARDS + 1))
_NOT_LEAD = tuple(ALL_CARDS & ~m for m in LEAD_MASK)


def _mask(names: Iterable[str] | None) -> int:
    """The bit mask of some card names."""
    m = 0
    if names:
        for name in names:
            m |= 1 << CARD_INDEX[name]
    return m


def guess_index(suspect: str | None, hour: int | None) -> int:
    """The index (``rules.GUESSES``) of a guess as a view shows it."""
    return R.GUESS_INDEX[A.Guess(suspect, hour)]


def candidates_from_view(view: Mapping[str, Any], seat: int) -> int:
    """The cards (bit mask) ``seat``'s own investigation may be, from ``seat``'s view alone."""
    players = view["players"]
    me = players[seat]
    if not me["has_investigation"]:
        return 0
    if me["investigation"] is not None:  # the game is over: every stand is turned over
        return 1 << CARD_INDEX[me["investigation"]]
    seen = _mask(me["hand"]) | _mask(view["discard"])
    for p in players:
        inv = p["investigation"]
        if inv is not None:
            seen |= 1 << CARD_INDEX[inv]
        seen |= _mask(p["known_hand"]) | _mask(p["leads"]) | _mask(p["dead_ends"])
        seen |= _mask(p["completed"])
    epoch = me["investigation_epoch"]
    reshuffled = view["reshuffled"]
    if epoch:
        pool = _mask(reshuffled[epoch - 1])
    else:
        pool = ALL_CARDS
        for cards in reshuffled:
            pool &= ~_mask(cards)
    cand = pool & ~seen
    for name in me["leads"]:
        cand &= LEAD_MASK[CARD_INDEX[name]]
    for name in me["dead_ends"]:
        cand &= _NOT_LEAD[CARD_INDEX[name]]
    for w in me["wrong_guesses"]:
        cand &= ~R.GUESS_MASK[guess_index(w["suspect"], w["hour"])]
    return cand


def split_cost(cand: int, card: int) -> float:
    """Sum over the answers to ``card`` of count * log2(count): lower is more informative."""
    lead = (cand & LEAD_MASK[card]).bit_count()
    return _XLOG[lead] + _XLOG[cand.bit_count() - lead]


def pair_cost(cand: int, first: int, hand: Sequence[int]) -> float:
    """``split_cost`` after showing ``first`` and then the best second card for each answer."""
    others = [c for c in hand if c != first]
    total = 0.0
    for part in (cand & LEAD_MASK[first], cand & _NOT_LEAD[first]):
        k = part.bit_count()
        if k <= 1 or not others:
            total += _XLOG[k]
        else:
            total += min(split_cost(part, c) for c in others)
    return total


class _Seen:
    """What the bot uses from a view, computed once per view."""

    __slots__ = (
        "cand",
        "completed",
        "hand",
        "last_round",
        "mean",
        "missed",
        "my_turn",
        "n",
        "others_completed",
        "others_vp",
        "own_after",
        "paws_called",
        "trail",
        "v",
        "vp",
    )

    def __init__(self, view: Mapping[str, Any], seat: int) -> None:
        players = view["players"]
        me = players[seat]
        self.cand = candidates_from_view(view, seat)
        self.n = self.cand.bit_count()
        self.hand = [CARD_INDEX[c] for c in me["hand"]]
        # the values this seat has not seen: face-down tokens anywhere but its own
        pool = list(view["paw_values"])
        trail: list[float | None] = []  # None: Furriarty
        for t in view["trail"]:
            if t == "furriarty":
                trail.append(None)
            elif t != "down":
                v = int(t[3:])
                trail.append(float(v))
                _remove(pool, v)
            else:
                trail.append(-1.0)
        for p in players:
            for v in p["tokens_face_up"]:
                if v != "furriarty":
                    _remove(pool, int(v))
        for v in me["face_down_values"] or ():
            _remove(pool, int(v))
        self.mean = sum(pool) / len(pool) if pool else 2.0
        self.trail = [self.mean if v is not None and v < 0 else v for v in trail]
        f = trail.index(None)
        ahead = [v for v in self.trail[:f] if v is not None]
        #: the value of a token collected later: the mean of those left of Furriarty
        self.v = sum(ahead) / len(ahead) if ahead else self.mean
        self.vp = _vp(me, self.mean, True)
        self.others_vp = [_vp(p, self.mean, False) for p in players if p["seat"] != seat]
        self.completed = len(me["completed"])
        self.others_completed = [len(p["completed"]) for p in players if p["seat"] != seat]
        self.paws_called = bool(me["paws_called"])
        # own turns left after the current decision point
        self.last_round = bool(view["last_round"])
        right = len(trail) - f - 1  # Furriarty moves once a round while it can (P2)
        rounds_left = right + 1 if right else 1 if self.last_round else 2
        cur = view["turn"]["seat"]
        self.my_turn = cur == seat
        self.missed = bool(view["turn"]["guessed_wrong"])
        if cur < seat:
            self.own_after = rounds_left
        else:
            self.own_after = rounds_left - 1

    def tokens(self, k: int) -> tuple[float, bool]:
        """VP of the leftmost ``k`` trail tokens and whether Furriarty is among them."""
        total = 0.0
        caught = False
        for v in self.trail[:k]:
            if v is None:
                caught = True
                total += FURRIARTY_VALUE
            else:
                total += v
        return total, caught

    def would_win(self, gain: float, paws: bool) -> bool:
        """Whether the seat would be Chief Inspector after catching with ``gain`` VP
        (``paws``: in a "Paws!" guess, whose penalty counts unless already in its VP)."""
        mine = self.vp + gain + (PAWS_PENALTY if paws and not self.paws_called else 0)
        done = self.completed + 1
        for vp, other_done in zip(self.others_vp, self.others_completed, strict=True):
            if vp > mine + EPS or (abs(vp - mine) <= EPS and other_done <= done):
                return False
        return True


def _remove(pool: list[int], v: int) -> None:
    if v in pool:
        pool.remove(v)


def _vp(p: Mapping[str, Any], mean: float, own: bool) -> float:
    """A seat's VP as ``seat`` sees them: face-down tokens of others at the unseen mean."""
    vp = 0.0
    for v in p["tokens_face_up"]:
        vp += FURRIARTY_VALUE if v == "furriarty" else int(v)
    if own and p["face_down_values"] is not None:
        vp += sum(int(v) for v in p["face_down_values"])
    else:
        vp += mean * int(p["tokens_face_down"])
    if p["paws_called"]:
        vp += PAWS_PENALTY
    return vp


def _investigates(n: int) -> float:
    """Investigates still needed to be certain of ``n`` candidates."""
    return _LOG2[n] / BITS_PER_TURN


def fresh_value(turns: float) -> float:
    """VP a fresh investigation brings with ``turns`` own Investigates to come."""
    return max(0.0, turns - LAG) * TURN_VALUE


def keep_value(n: int, turns: int, v2: float) -> float:
    """VP of keeping an investigation of ``n`` candidates, ``turns`` own turns to come."""
    if n <= 0 or turns <= 0:
        return 0.0
    need = _investigates(n)
    if need <= turns:
        return v2 + fresh_value(turns - need)
    # not certain in time: the last turn's guess on the candidates left by then
    left = n / 2 ** (BITS_PER_TURN * (turns - 1))
    return v2 / left


class DeduceBot:
    """Exact candidate tracking, most informative cards, guesses and "Paws!" by expected VP."""

    name = "deduce"

    def __init__(
        self,
        seed: int | None = None,
        cards: str = "pair",
        gamble: bool = True,
        paws_option: float = PAWS_OPTION,
    ) -> None:
        if cards not in CARD_POLICIES:
            raise ValueError(f"cards must be one of {', '.join(CARD_POLICIES)}, not {cards!r}")
        self.rng = random.Random(seed)
        #: how it picks the cards to show: "pair" (look-ahead), "entropy" (greedy), "random"
        self.cards = cards
        #: False: guess (and call "Paws!") only when certain of both details
        self.gamble = gamble
        #: VP the unused "Paws!" call is worth while own turns are left
        self.paws_option = paws_option

    # -- the agent protocol ----------------------------------------------------------------
    def act(self, game: Game, seat: int) -> Any:
        """The action for ``seat`` now (its own turn, or its "Paws!" guess)."""
        legal = game.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        view = game.view(seat)
        seen = _Seen(view, seat)
        pending = view["pending"]
        if pending["decision"] == "paws_guess":
            g = self._guess(seen, paws=True)[0]
            return R.GUESS_ACTIONS[max(g, 0)]  # (no candidate: cannot happen, guess anything)
        if pending["decision"] == "investigate":
            return self._show(seen, 1)
        turn = view["turn"]
        can_guess = not turn["guessed"] and view["players"][seat]["has_investigation"]
        shown, to_show = turn["shown"], turn["to_show"]
        if can_guess and seen.n == 1:
            # certain: guess both details, before investigating if it has not yet (this
            # turn's cards then inform the new investigation)
            return R.GUESS_ACTIONS[BOTH + seen.cand.bit_length() - 1]
        if can_guess and shown >= to_show and self.gamble:
            g, gain = self._guess(seen, paws=False)
            if g >= 0 and gain > EPS:
                return R.GUESS_ACTIONS[g]
        if shown < to_show:
            return self._show(seen, to_show - shown)
        if R.PAWS in legal and not can_guess and self._want_paws(seen):
            return R.PAWS  # its own guess is used: "Paws!" gives one more
        return R.END

    def interrupt(self, game: Game, seat: int) -> Any | None:
        """Call "Paws!" (returns ``PAWS``) when an extra guess now is worth its cost, else None."""
        legal = game.legal_actions(seat)
        if R.PAWS not in legal:
            return None
        seen = _Seen(game.view(seat), seat)
        return R.PAWS if self._want_paws(seen) else None

    # -- cards -------------------------------------------------------------------------------
    def _show(self, seen: _Seen, left: int) -> Any:
        """The card to show next; ``left`` cards of the Investigate are still to show."""
        cand, hand = seen.cand, seen.hand
        if self.cards == "random" or seen.n <= 1:
            return R.SHOW[hand[self.rng.randrange(len(hand))]]
        costs: list[tuple[float, float]] = []
        for c in hand:
            cost = pair_cost(cand, c, hand) if left > 1 and self.cards == "pair" else 0.0
            costs.append((cost, split_cost(cand, c)))
        best = min(costs)
        ties = [c for c, k in zip(hand, costs, strict=True) if _close(k, best)]
        pick = ties[0] if len(ties) == 1 else ties[self.rng.randrange(len(ties))]
        return R.SHOW[pick]

    # -- guesses ------------------------------------------------------------------------------
    def _catch_value(self, seen: _Seen, k: int, paws: bool) -> float:
        """VP of collecting the leftmost ``k`` tokens, a catch of Furriarty's bonus included."""
        got, caught = seen.tokens(k)
        if not caught:
            return got
        return got + (WIN_BONUS if seen.would_win(got, paws) else COOP_BONUS)

    def _guess(self, seen: _Seen, paws: bool) -> tuple[int, float]:
        """The best guess now (-1: none) and its gain in VP over keeping the investigation."""
        cand, n = seen.cand, seen.n
        if n == 0:
            return -1, 0.0
        v2 = 2 * seen.v
        turns = seen.own_after
        keep = keep_value(n, turns, v2)
        wrong_cost = WRONG_COST if seen.my_turn and not seen.missed and turns > 0 else 0.0
        fresh = fresh_value(turns)
        best, best_gain = -1, -math.inf
        values = [self._catch_value(seen, k, paws) for k in (0, 1, 2)]
        caught = [seen.tokens(k)[1] for k in (0, 1, 2)]
        for g in range(len(R.GUESSES)):
            m = (cand & R.GUESS_MASK[g]).bit_count()
            if not m:
                continue
            p = m / n
            k = R.GUESS_TOKENS[g]
            right = values[k] + (0.0 if caught[k] else fresh)
            wrong = keep_value(n - m, turns, v2) - wrong_cost if m < n else 0.0
            gain = p * right + (1 - p) * wrong - keep
            if gain > best_gain + EPS:
                best, best_gain = g, gain
        return best, best_gain

    def _want_paws(self, seen: _Seen) -> bool:
        """Whether to call "Paws!" now: the extra guess beats its cost and the later call."""
        if seen.paws_called or seen.n == 0 or (seen.n > 1 and not self.gamble):
            return False
        g, gain = self._guess(seen, paws=True)
        if g < 0:
            return False
        option = self.paws_option if seen.own_after > 0 else 0.0
        return gain + PAWS_PENALTY > option


def _close(a: tuple[float, float], b: tuple[float, float]) -> bool:
    return abs(a[0] - b[0]) <= EPS and abs(a[1] - b[1]) <= EPS


__all__ = [
    "CARD_POLICIES",
    "DeduceBot",
    "candidates_from_view",
    "fresh_value",
    "guess_index",
    "keep_value",
    "pair_cost",
    "split_cost",
]

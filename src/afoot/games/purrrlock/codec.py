"""The Purrrlock Holmes codec: a fixed action numbering and an observation encoder.

Actions
-------
The same 139 actions for every player count (2-5) and every ``paw_values`` option (the option
changes what tokens are worth, never what may be done):

=======  =====  ======================================================================
index    count  action
=======  =====  ======================================================================
0-59     60     ``Show(card)``, cards in card order ``dog-1 .. dog-12, rat-1 .. frog-12``
                (card ``c``: suspect ``c // 12`` of dog, rat, goose, crow, frog; hour
                ``c % 12 + 1``)
60-64    5      ``Guess(suspect)``: dog, rat, goose, crow, frog
65-76    12     ``Guess(hour)``: hours 1-12
77-136   60     ``Guess(suspect, hour)``, in card order
137      1      ``Paws()``: call "Paws!" (an ordinary action here; the environment decides
                when to offer it out of turn)
138      1      ``EndTurn()``
=======  =====  ======================================================================

Every one of them is legal in some state (any card can be in a hand, each of the 77 guesses
can be made), so the numbering is as small as the rules allow. Guess ``g`` (0-76) below is
the guess of action ``60 + g``.

Observation
-----------
A flat float32 vector, every value in [0, 1], computed from the seat's own view alone.
Players are listed **relative to the observer**: slot ``k`` is seat ``(seat + k) % n``
(slot 0 is the observer), ``n`` the player count. "/x" means divided by x, clipped to 1.
The vector is a binary region (0/1 features) followed by a scalar region.

Binary region, global part (``377 + 3n`` values: ``10 + 3n + 60 + 60 + 19 * 13``):

- ``[0]`` the game is over; ``[1]`` last round (Furriarty reached the end of the trail);
  ``[2]`` the game waits for the observer (``waiting_for``); ``[3]`` the observer may act now
  (``to_act``: its turn, or it may call "Paws!");
- ``[4:8]`` the pending decision, one-hot: action phase, second card of an Investigate,
  a "Paws!" guess, none (game over);
- ``[8]`` the active seat has guessed this turn; ``[9]`` it guessed wrong (no cleanup draw);
- the observer's absolute seat, one-hot (``n``; seat 0 starts, Furriarty moves after seat
  ``n - 1``); whose turn it is, relative one-hot (``n``); the seat the game waits for, relative
  one-hot (``n``, all zero once over);
- the discard pile, multi-hot over the 60 cards (card order);
- the observer's **candidates**: the cards its own investigation may still be (the cards it
  cannot place, of its investigation's deck shuffle, that agree with every lead, dead end and
  wrong guess about it; the card itself once the game is over), multi-hot 60;
- the trail, left-aligned (slot 0 is the leftmost token, the next one a right guess takes),
  19 slots of 13: face down, face up, Furriarty, then the face-up value one-hot (0-9).

Binary region, one block of 381 per player slot:

- investigation card, one-hot 60 (the others'; the observer's own only once the game is over);
- hand, multi-hot 60: the observer's whole hand in its own slot, in another slot the cards the
  observer knows are there (those it passed on);
- leads, then dead ends of the current investigation, then completed investigations,
  multi-hot 60 each;
- wrong guesses about the current investigation, multi-hot over the 77 guesses (guess ``g``
  at place ``g``);
- has an investigation; has called "Paws!"; has collected Furriarty; its face-down token
  values are known to the observer (its own, or everyone's at the end) -- 4.

Scalar region (``7 + 5n + 18`` values):

- round / (face-down tokens right of Furriarty at set-up + 2), deck / 60, box / 18,
  reshuffles so far / 8, cards shown this turn / 2, cards to show this turn / 2, candidate
  count / 60;
- per player slot: hand size / 8, face-up tokens / 19, face-up VP / total VP, face-down
  tokens / 19, face-down VP / total VP (0 when not known); "total VP" is the value of all 19
  tokens under the option set (at least 1);
- the 18 paw-print values of the option set, sorted, / 9 (the view's ``paw_values``; constant
  for a codec, so taken from its options).

Sizes (``obs_size = 402 + 389 n``): 2 players 1180, 3 players 1569, 4 players 1958,
5 players 2347.

Speed: the binary region is built as one Python integer (small per-block masks, shifted
once) and unpacked with numpy, so the cost hardly depends on how many cards are listed.
"""

from __future__ import annotations

import struct
from collections.abc import Mapping
from functools import reduce
from operator import getitem, or_
from typing import Any

import numpy as np
from numpy.typing import NDArray

from afoot.engine.codec import Numbered
from afoot.engine.memo import Memo
from afoot.games.purrrlock import actions as A
from afoot.games.purrrlock import rules as R
from afoot.games.purrrlock.data import (
    CARD_IDS,
    FURRIARTY_VALUE,
    HOURS,
    LEAD_MASK,
    MAX_PLAYERS,
    MIN_PLAYERS,
    NCARDS,
    NTOKENS,
    PAW_PRINTS,
    SUSPECTS,
    TRAIL,
)

GAME = "purrrlock"
#: the numbered actions, in index order
ACTIONS: tuple[Any, ...] = (*R.SHOW, *R.GUESS_ACTIONS, A.PAWS, A.END_TURN)
NGUESS = len(R.GUESSES)  # 77

MAX_VALUE = 9  # a paw print is worth 0-9 (the option's range)
MAX_EPOCHS = 8
MAX_HAND = 8
TRAIL_SLOTS = NTOKENS  # 19: enough for any trail, scenario trails included
TRAIL_BITS = 3 + MAX_VALUE + 1  # down, up, Furriarty, value one-hot

# -- binary region, global part ---------------------------------------------------------------
B_OVER, B_LAST, B_WAITED, B_MAY_ACT = range(4)
B_PENDING = 4  # action, investigate, paws_guess, none
PENDING_KIND = {"action": 0, "investigate": 1, "paws_guess": 2}
_PENDING_BIT = {kind: 1 << (B_PENDING + i) for kind, i in PENDING_KIND.items()}
B_GUESSED, B_MISSED = 8, 9
B_SEAT = 10  # then n turn, n waited-for

# -- binary region, player block --------------------------------------------------------------
P_INV = 0
P_HAND = P_INV + NCARDS
P_LEADS = P_HAND + NCARDS
P_DEAD = P_LEADS + NCARDS
P_DONE = P_DEAD + NCARDS
P_WRONG = P_DONE + NCARDS
P_HAS = P_WRONG + NGUESS
P_PAWS = P_HAS + 1
P_CAUGHT = P_HAS + 2
P_DOWN_KNOWN = P_HAS + 3
PLAYER_BITS = P_HAS + 4  # 381
_HAS_BIT = 1 << P_HAS
_PAWS_BIT = 1 << P_PAWS
_CAUGHT_BIT = 1 << P_CAUGHT
_DOWN_KNOWN_BIT = 1 << P_DOWN_KNOWN

# -- scalar region ----------------------------------------------------------------------------
GLOBAL_SCALARS = 7
PLAYER_SCALARS = 5

_ALL = (1 << NCARDS) - 1
#: card name -> its bit (card order)
_BIT: dict[str, int] = {name: 1 << c for c, name in enumerate(CARD_IDS)}
#: card name -> the cards for which it is a lead; the cards for which it is a dead end
_LEAD: dict[str, int] = {name: LEAD_MASK[c] for c, name in enumerate(CARD_IDS)}
_NOT_LEAD: dict[str, int] = {name: _ALL & ~LEAD_MASK[c] for c, name in enumerate(CARD_IDS)}
#: suspect, then hour of a wrong guess in a view -> its bit in the 77-guess block (nested: no
#: key tuple to build)
_GUESS_BIT: dict[str | None, dict[int | None, int]] = {}
for _g, (_s, _h) in enumerate(R.GUESSES):
    _GUESS_BIT.setdefault(SUSPECTS[_s] if _s >= 0 else None, {})[_h or None] = 1 << _g
#: the guesses of one detail (a suspect or an hour) come first, then each guess of both details
#: names one card, in card order: that part of a wrong-guess mask is the cards it rules out
ONE_DETAIL = len(SUSPECTS) + HOURS  # 17
assert all(R.GUESS_MASK[ONE_DETAIL + c] == 1 << c for c in range(NCARDS))
assert ONE_DETAIL <= 18


def _one_detail_cards(first: int) -> tuple[int, ...]:
    """[6 bits of a wrong-guess mask, from guess ``first``] -> the cards the one-detail guesses
    among them are right for."""
    return tuple(
        reduce(
            or_,
            (
                R.GUESS_MASK[g]
                for g in range(first, min(first + 6, ONE_DETAIL))
                if x >> g - first & 1
            ),
            0,
        )
        for x in range(64)
    )


_ONE_DETAIL_0, _ONE_DETAIL_6, _ONE_DETAIL_12 = map(_one_detail_cards, (0, 6, 12))
#: a face-up token in a view (a paw print's value, or "furriarty") -> its VP
_TOKEN_VP: dict[Any, int] = {**{v: v for v in range(MAX_VALUE + 1)}, "furriarty": FURRIARTY_VALUE}
#: per trail slot: token text -> its bits (at the slot's place in the trail part)
_TRAIL: tuple[dict[str, int], ...] = tuple(
    {
        "down": 1 << (i * TRAIL_BITS),
        "furriarty": 1 << (i * TRAIL_BITS + 2),
        **{
            f"up:{v}": (1 << (i * TRAIL_BITS + 1)) | (1 << (i * TRAIL_BITS + 3 + v))
            for v in range(MAX_VALUE + 1)
        },
    }
    for i in range(TRAIL_SLOTS)
)
_F32 = np.dtype(np.float32)
_U8 = np.dtype(np.uint8)


def _trail_bits(trail: tuple[str, ...]) -> int:
    return sum(map(getitem, _TRAIL, trail))


#: the view's trail -> its bits (it changes only when Furriarty moves or a paw print turns)
_TRAILS: Memo[tuple[str, ...], int] = Memo(_trail_bits, 1024)


def _mask(cards: list[str]) -> int:
    """The card bits of a list of card names (the names are distinct)."""
    return sum(map(_BIT.__getitem__, cards))


class PurrrlockCodec(Numbered):
    """Action numbering and observation encoder for one player count and option set."""

    def __init__(self, players: int, options: Mapping[str, Any]) -> None:
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"purrrlock has {MIN_PLAYERS}-{MAX_PLAYERS} players, not {players}")
        n = players
        self.game = GAME
        self.players = players
        self.options: Mapping[str, Any] = dict(options)
        self._actions: tuple[Any, ...] = ACTIONS
        self.numbers: dict[Any, int] = {a: i for i, a in enumerate(ACTIONS)}
        self.n_actions = len(ACTIONS)
        assert len(self.numbers) == self.n_actions

        values = R.token_values(str(self.options.get("paw_values", R.DEFAULT_VALUES)))
        self._total_vp = float(max(1, sum(values)))
        self._round_max = float(TRAIL[n][2] + 2)

        # binary region
        self._b_turn = B_SEAT + n
        self._b_wait = B_SEAT + 2 * n
        self._b_discard = B_SEAT + 3 * n
        self._b_cand = self._b_discard + NCARDS
        self._b_trail = self._b_cand + NCARDS
        self._b_players = self._b_trail + TRAIL_SLOTS * TRAIL_BITS
        self._nbits = self._b_players + n * PLAYER_BITS
        self._nbytes = (self._nbits + 7) // 8
        # scalar region: global, per slot, paw values
        self._s_players = self._nbits + GLOBAL_SCALARS
        self._s_values = self._s_players + n * PLAYER_SCALARS
        self.obs_size = self._s_values + PAW_PRINTS
        self._values: list[float] = [v / MAX_VALUE for v in values[:PAW_PRINTS]]
        #: the scalars computed per observation (the paw values follow)
        self._nvar = GLOBAL_SCALARS + PLAYER_SCALARS * n
        #: the scalar region as float32, written straight into the observation's buffer
        self._scalars = struct.Struct(f"{self.obs_size - self._nbits}f")
        #: per slot: where its block starts in the binary region
        self._shift: list[int] = [self._b_players + k * PLAYER_BITS for k in range(n)]
        #: per observer: each seat's slot
        self._slot: list[list[int]] = [[(s - me) % n for s in range(n)] for me in range(n)]
        #: per observer, per seat whose turn it is: the observer's seat and the turn's bits
        self._seat_turn: list[list[int]] = [
            [1 << (B_SEAT + me) | 1 << (self._b_turn + k) for k in self._slot[me]]
            for me in range(n)
        ]
        #: per observer, per seat the game waits for: its bit
        self._waited: list[list[int]] = [
            [1 << (self._b_wait + k) for k in self._slot[me]] for me in range(n)
        ]

    # -- actions --------------------------------------------------------------------------
    # -- observations ---------------------------------------------------------------------
    def observe(self, view: Mapping[str, Any], seat: int) -> NDArray[np.float32]:
        slot = self._slot[seat]
        turn = view["turn"]
        pending = view["pending"]
        bits = self._seat_turn[seat][turn["seat"]]
        if view["over"]:
            bits |= 1 << B_OVER
        if view["last_round"]:
            bits |= 1 << B_LAST
        if seat in view["waiting_for"]:
            bits |= 1 << B_WAITED
        if seat in view["to_act"]:
            bits |= 1 << B_MAY_ACT
        if pending is None:
            bits |= 1 << (B_PENDING + 3)
        else:
            bits |= _PENDING_BIT[pending["decision"]] | self._waited[seat][pending["seat"]]
        if turn["guessed"]:
            bits |= 1 << B_GUESSED
        if turn["guessed_wrong"]:
            bits |= 1 << B_MISSED
        card_bit = _BIT.__getitem__
        seen = sum(map(card_bit, view["discard"]))
        bits |= seen << self._b_discard | _TRAILS[tuple(view["trail"])] << self._b_trail

        total = self._total_vp
        scal = [0.0] * self._nvar
        shift = self._shift
        guess_bit = _GUESS_BIT
        players = view["players"]
        my_wrong = 0
        for p in players:
            k = slot[p["seat"]]
            hand = sum(map(card_bit, p["hand"] if k == 0 else p["known_hand"]))
            leads = sum(map(card_bit, p["leads"]))
            dead = sum(map(card_bit, p["dead_ends"]))
            done = p["completed"]
            done = sum(map(card_bit, done)) if done else 0
            seen |= hand | leads | dead | done
            m = hand << P_HAND | leads << P_LEADS | dead << P_DEAD | done << P_DONE
            inv = p["investigation"]
            if inv is not None:
                m |= _BIT[inv]
                seen |= _BIT[inv]
            wrong = p["wrong_guesses"]
            if wrong:
                w = 0  # OR, not sum: a wrong guess may be made again
                for guess in wrong:
                    w |= guess_bit[guess["suspect"]][guess["hour"]]
                m |= w << P_WRONG
                if k == 0:
                    my_wrong = w
            if p["has_investigation"]:
                m |= _HAS_BIT
            if p["paws_called"]:
                m |= _PAWS_BIT
            j = GLOBAL_SCALARS + PLAYER_SCALARS * k
            x = p["hand_count"] / MAX_HAND
            scal[j] = x if x < 1.0 else 1.0
            up = p["tokens_face_up"]
            if up:
                if "furriarty" in up:
                    m |= _CAUGHT_BIT
                scal[j + 1] = len(up) / NTOKENS
                scal[j + 2] = sum(map(_TOKEN_VP.__getitem__, up)) / total
            scal[j + 3] = p["tokens_face_down"] / NTOKENS
            known = p["face_down_values"]
            if known is not None:
                m |= _DOWN_KNOWN_BIT
                scal[j + 4] = sum(known) / total
            bits |= m << shift[k]

        # the observer's candidates: the cards it cannot place, of its investigation's deck
        # shuffle, that agree with every lead, dead end and wrong guess about it
        me = players[seat]
        if not me["has_investigation"]:
            cand = 0
        elif me["investigation"] is not None:  # the game is over: every one is face up
            cand = _BIT[me["investigation"]]
        else:
            reshuffled = view["reshuffled"]
            cand = _pool(reshuffled, me["investigation_epoch"]) if reshuffled else _ALL
            cand &= ~seen
            for c in me["leads"]:
                cand &= _LEAD[c]
            for c in me["dead_ends"]:
                cand &= _NOT_LEAD[c]
            if my_wrong:
                w = my_wrong
                cand &= ~(
                    _ONE_DETAIL_0[w & 63]
                    | _ONE_DETAIL_6[w >> 6 & 63]
                    | _ONE_DETAIL_12[w >> 12 & 63]
                    | w >> ONE_DETAIL
                )
        bits |= cand << self._b_cand
        x = view["round"] / self._round_max
        scal[0] = x if x < 1.0 else 1.0
        scal[1] = view["deck"] / NCARDS
        scal[2] = view["box"] / PAW_PRINTS
        x = view["epochs"] / MAX_EPOCHS
        scal[3] = x if x < 1.0 else 1.0
        scal[4] = turn["shown"] / 2
        scal[5] = turn["to_show"] / 2
        scal[6] = cand.bit_count() / NCARDS

        raw = np.frombuffer(bits.to_bytes(self._nbytes, "little"), _U8)
        # (positional: numpy parses keyword arguments slowly)
        out = np.unpackbits(raw, None, self.obs_size, "little").astype(_F32)
        self._scalars.pack_into(out.data, self._nbits * 4, *scal, *self._values)
        return out


def _pool(reshuffled: list[list[str]], epoch: int) -> int:
    """The cards whose last shuffle is ``epoch``: in that shuffle's list (every card for the
    first deck) and in no later one."""
    pool = _mask(reshuffled[epoch - 1]) if epoch else _ALL
    for cards in reshuffled[epoch:]:
        pool &= ~_mask(cards)
    return pool


def make_codec(players: int, options: dict[str, Any]) -> PurrrlockCodec:
    """The Purrrlock codec for ``players`` (2-5) and the game's validated ``options``."""
    return PurrrlockCodec(players, options)


__all__ = ["ACTIONS", "PurrrlockCodec", "make_codec"]

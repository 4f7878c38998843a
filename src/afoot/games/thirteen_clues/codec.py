"""The 13 Clues codec: a fixed action numbering and an observation encoder.

Notation: ``n`` players (2-6), ``S = n + 4`` suits in play (the first ``S`` of the data's
order), ``C = 3 * S`` cards in play (card ``c`` is of suit ``c // 3`` and group ``c % 3``:
0 person, 1 location, 2 weapon; the data's order, ``afoot.games.thirteen_clues.data``),
``L = C - 5 * n = 12 - 2 * n`` Secret Informant letters (``A`` ..), ``U = S + 6`` question
subjects (the suits in play, then ``male, female, indoor, outdoor, close, ranged``).

Seats are ABSOLUTE everywhere, in the actions and in the observation (which carries the
observer's own seat as a one-hot): ``index(action)`` sees only the action, so a question's
``to`` can only be numbered by its absolute seat. A policy shared by all seats reads which
seat it is from the first block of the observation.

Actions
-------
Every action that can ever be legal for ``n`` and the options, in this order (each block in
row-major order of the loops listed, outermost first):

1. ``Choose(person, location, weapon)``: person suit, location suit, weapon suit, each
   ``0 .. S-1``: ``S**3`` actions (any in-play triple can be in a hand).
2. ``TakeGlass(frm)``: ``frm`` in ``0 .. n-1``: ``n`` actions (none at 2 players: no glasses).
3. ``Question(to, subject, side, secret)``: ``to`` in ``0 .. n-1``; ``subject`` in the ``U``
   subjects; ``side`` ``left, right`` at 2 players, else only ``None``; ``secret`` ``False,
   True`` with ``top_secret``, else only ``False``: ``n * U * sides * secrets`` actions.
4. ``Consult(letter)``: the ``L`` letters in order (none at 6 players).
5. ``Accuse(person, location, weapon)``: as block 1, ``S**3`` actions.

Sizes (``n_actions``): 2 players 488; 3 players 734 (773 with top secret); 4 players 1088
(1144); 5 players 1540 (1615); 6 players 2102 (2198).

Observation
-----------
A float32 vector, every value in [0, 1], built only from the seat's view; blocks in order
(blocks marked *3+* exist only for 3-6 players, *2p* only for 2, *ts* only with top_secret):

- ``seat`` [n]: one-hot of the observer's seat.
- ``phase`` [2]: play phase (the mysteries are placed); game over.
- ``turn`` [n]: one-hot of the seat whose turn it is (play phase).
- ``to_act`` [n]: multi-hot of the seats that may act (set-up: those yet to choose).
- ``taking_glass`` [1] *3+*: the seat to act must take a glass from a player.
- ``glasses`` [n] *3+*: each seat's magnifying glasses / 8.
- ``supply`` [1] *3+*: the glasses in the supply / 8.
- ``hand`` [C]: multi-hot of the seat's 5 dealt cards (set-up phase only).
- ``my_choice`` [C]: multi-hot of the 3 cards the seat gave its left neighbour.
- ``screen`` [C] *3+*: multi-hot of the 2 cards behind the seat's screen (play phase);
  *2p* ``screen_left`` [C], ``screen_right`` [C]: one-hot of each (questions name a side).
- ``mysteries`` [n * C]: row ``s``: multi-hot of seat ``s``'s mystery; the observer's own row
  stays zero until the game is over (then every mystery is shown).
- ``looked_at`` [n * L]: row ``s``: the letters seat ``s`` has looked at (public).
- ``informant`` [L * C]: row ``l``: one-hot of the card of letter ``l``, if the seat looked.
- ``answers`` [sum over (to, subject, side) of (A + 1)]: for each question key (to seat, then
  subject, then side at 2 players) a one-hot of its answer ``0 .. A`` once any question with
  that key was answered where the seat could hear it (every public question, and the
  top-secret ones it asked or answered), all zero before. Cards do not move in play, so a key
  always gets the same answer: the table is the whole question history but for who asked.
  ``A`` bounds the answer: 3 for a suit; for a category the smaller of its cards in play and
  ``n - 1 + 2`` (``1 + 1`` at 2 players: one mystery and the named screen card).
- ``secret`` [n * n] *ts*: row ``a``: one-hot of the seat ``a`` asked its top-secret question
  (public; an all-zero row: ``a`` still holds its token).
- ``accused`` [n * C]: row ``s``: multi-hot of every card seat ``s`` named in an accusation
  (T4: none of them it could see, so none is in any other mystery or behind its screen).
- ``my_wrong`` [S**3]: the (person, location, weapon) triples, numbered as in action block 1,
  of the seat's own wrong accusations.
- ``winner`` [n]: one-hot of the winner (game over).

Sizes (``obs_size``): 2 players 698; 3 players 860 (869 with top secret); 4 players 1160
(1176); 5 players 1518 (1543); 6 players 1940 (1976).

``observe`` ORs together precomputed Python-int bit masks (one per card, seat, letter, and,
through memo dicts filled on first sight, one per question or accusation record of the view),
unpacks the result into the vector, then writes the few fractions (glasses, supply). The two
histories are folded per observer: a view whose record list starts with the very records of
that observer's last one (game views share them) costs only its new records, plus an identity
check of the old ones; any other list is encoded whole, so the result is the same either way.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from functools import partial, reduce
from operator import is_, itemgetter, or_
from typing import Any

import numpy as np
from numpy.typing import NDArray

from afoot.engine.codec import Numbered
from afoot.engine.memo import Memo
from afoot.games.thirteen_clues import actions as A
from afoot.games.thirteen_clues.data import (
    CARD_IDS,
    CATEGORIES,
    CATEGORY,
    GLASSES,
    GROUP,
    LETTERS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    SUITS,
    suits_in_play,
)

GAME_ID = "thirteen_clues"
SIDES: tuple[str, str] = ("left", "right")
#: the keys of a view's question record, heard and unheard (top secret), in the view's order
Q_KEYS = ("seat", "to", "subject", "side", "answer", "secret")
Q_HIDDEN_KEYS = ("seat", "to", "secret")
ACC_KEYS = ("seat", "person", "location", "weapon", "right")


class _Fold:
    """The OR of the bits of a view's record list (its questions or accusations), kept from
    the last call: when the list starts with the very record objects of the last one (game
    views share their unchanged records, see ``afoot.games.thirteen_clues.views``), only the
    new records are encoded, so a step costs the same however long the history. Any other
    list (a copy, a decoded view) is encoded whole: the result never depends on the cache."""

    __slots__ = ("bits_of", "last")

    def __init__(self, bits_of: Callable[[list[dict[str, Any]]], int]) -> None:
        self.bits_of = bits_of
        #: (a copy of the last list, its bits), swapped in one assignment
        self.last: tuple[list[dict[str, Any]], int] = ([], 0)

    def __call__(self, records: list[dict[str, Any]]) -> int:
        seen, bits = self.last
        k = len(seen)
        if k and len(records) >= k and all(map(is_, seen, records)):
            if len(records) == k:
                return bits
            bits |= self.bits_of(records[k:])
        else:
            bits = self.bits_of(records) if records else 0
        self.last = (records[:], bits)
        return bits


@dataclass(eq=False)
class ThirteenCluesCodec(Numbered):
    """The 13 Clues codec for ``players`` and ``options`` (see the module docstring)."""

    players: int
    options: Mapping[str, Any]
    game: str = GAME_ID
    n_actions: int = 0
    obs_size: int = 0
    _actions: list[Any] = field(default_factory=list, repr=False)
    numbers: dict[Any, int] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        n = self.players
        top_secret = bool(self.options.get("top_secret", False))
        self.top_secret = top_secret
        self.suits = S = suits_in_play(n)
        self.ncards = C = 3 * S
        self.letters = L = C - 5 * n
        two = n == 2
        subjects = (*SUITS[:S], *CATEGORIES)
        sides: tuple[str | None, ...] = SIDES if two else (None,)
        secrets = (False, True) if top_secret else (False,)
        #: card id -> card number; the triple number of (person, location, weapon)
        self.card: dict[str, int] = {CARD_IDS[c]: c for c in range(C)}
        persons = [CARD_IDS[3 * i] for i in range(S)]
        places = [CARD_IDS[3 * i + 1] for i in range(S)]
        weapons = [CARD_IDS[3 * i + 2] for i in range(S)]
        triples = [(p, loc, w) for p in persons for loc in places for w in weapons]
        self.triple: dict[tuple[str, str, str], int] = {t: i for i, t in enumerate(triples)}

        # -- actions ---------------------------------------------------------------------
        acts: list[Any] = [A.Choose(*t) for t in triples]
        if not two:
            acts += [A.TakeGlass(t) for t in range(n)]
        acts += [
            A.Question(t, subj, side, h)
            for t in range(n)
            for subj in subjects
            for side in sides
            for h in secrets
        ]
        acts += [A.Consult(letter) for letter in LETTERS[:L]]
        acts += [A.Accuse(*t) for t in triples]
        self._actions = acts
        self.numbers = {a: i for i, a in enumerate(acts)}
        self.n_actions = len(acts)

        # -- observation layout ----------------------------------------------------------
        size = 0

        def block(k: int) -> int:
            nonlocal size
            start = size
            size += k
            return start

        self.o_seat = block(n)
        self.o_phase = block(2)
        self.o_turn = block(n)
        self.o_to_act = block(n)
        if not two:
            self.o_taking = block(1)
            self.o_glasses = block(n)
            self.o_supply = block(1)
        self.o_hand = block(C)
        self.o_choice = block(C)
        if two:
            self.o_screen = block(C)
            self.o_screen_right = block(C)
        else:
            self.o_screen = self.o_screen_right = block(C)
        self.o_mystery = block(n * C)
        self.o_looked = block(n * L)
        self.o_informant = block(L * C)
        #: (to, subject, side) -> (offset of its answer one-hot, its largest answer)
        self.q_slot: dict[tuple[int, str, str | None], tuple[int, int]] = {}
        screen_seen = 1 if two else 2
        for t in range(n):
            for u, subj in enumerate(subjects):
                if u < S:
                    top = 3
                else:
                    k = u - S
                    in_cat = sum(1 for c in range(C) if CATEGORY[c] == k)
                    top = min(in_cat, n - 1 + screen_seen)
                for side in sides:
                    self.q_slot[(t, subj, side)] = (block(top + 1), top)
        if top_secret:
            self.o_secret = block(n * n)
        self.o_accused = block(n * C)
        self.o_wrong = block(S**3)
        self.o_winner = block(n)
        self.obs_size = size

        # -- bit tables: observe ORs the bit (1 << entry) of every entry it sets to 1 ------
        self._nbytes = (size + 7) // 8
        cards = self.card.items()

        def bits(offset: int) -> dict[str, int]:
            return {name: 1 << (offset + c) for name, c in cards}

        self.b_seat = [1 << (self.o_seat + s) for s in range(n)]
        self.b_play = 1 << self.o_phase
        self.b_over = 1 << (self.o_phase + 1)
        self.b_turn = [1 << (self.o_turn + s) for s in range(n)]
        self.b_to_act = [1 << (self.o_to_act + s) for s in range(n)]
        self.b_winner = [1 << (self.o_winner + s) for s in range(n)]
        self.b_hand = bits(self.o_hand)
        self.b_choice = bits(self.o_choice)
        self.b_screen = bits(self.o_screen)
        self.b_screen_right = bits(self.o_screen_right)
        self.b_mystery = [bits(self.o_mystery + s * C) for s in range(n)]
        self.b_looked = [
            {LETTERS[i]: 1 << (self.o_looked + s * L + i) for i in range(L)} for s in range(n)
        ]
        self.b_informant = {
            (LETTERS[i], name): 1 << (self.o_informant + i * C + c)
            for i in range(L)
            for name, c in cards
        }
        #: question records (value tuples) -> bits, filled on first sight
        self.b_question: Memo[Any, int] = Memo(self._question_bits)
        #: [observer] accusation records -> bits (the observer's own wrong ones differ)
        self.b_accusation: list[Memo[Any, int]] = [
            Memo(partial(self._accusation_bits, s)) for s in range(n)
        ]
        #: [observer] the folded question and accusation histories of its last observation
        self.q_fold = [_Fold(self._questions_bits) for _ in range(n)]
        self.acc_fold = [_Fold(partial(self._accusations_bits, s)) for s in range(n)]

    # -- the contract --------------------------------------------------------------------
    def observe(self, view: Mapping[str, Any], seat: int) -> NDArray[np.float32]:
        n = self.players
        bits = self.b_seat[seat]
        if view["phase"] == "play":
            bits |= self.b_play
        if view["over"]:
            bits |= self.b_over
            winner = view["winner"]
            if winner is not None:
                bits |= self.b_winner[winner]
        turn = view["turn"]
        if turn is not None:
            bits |= self.b_turn[turn]
        bits = reduce(or_, map(self.b_to_act.__getitem__, view["to_act"]), bits)
        hand = view["hand"]
        if hand:
            bits = reduce(or_, map(self.b_hand.__getitem__, hand), bits)
        choice = view["my_choice"]
        if choice:
            bits = reduce(or_, map(self.b_choice.__getitem__, choice), bits)
        players = view["players"]
        b_mystery = self.b_mystery
        b_looked = self.b_looked
        for p in players:
            s = p["seat"]
            m = p["mystery"]
            if m:
                bits = reduce(or_, map(b_mystery[s].__getitem__, m), bits)
            looked = p["looked_at"]
            if looked:
                bits = reduce(or_, map(b_looked[s].__getitem__, looked), bits)
        screen = players[seat]["screen"]
        if screen:
            if n == 2:
                bits |= self.b_screen[screen[0]] | self.b_screen_right[screen[1]]
            else:
                bits = reduce(or_, map(self.b_screen.__getitem__, screen), bits)
        mysteries = view.get("mysteries")
        if mysteries:
            for s, m in enumerate(mysteries):
                bits = reduce(or_, map(b_mystery[s].__getitem__, m), bits)
        seen = view["informant"]["seen"]
        if seen:
            bits = reduce(or_, map(self.b_informant.__getitem__, seen.items()), bits)
        bits |= self.q_fold[seat](view["questions"]) | self.acc_fold[seat](view["accusations"])
        out: NDArray[np.float32] = np.unpackbits(
            np.frombuffer(bits.to_bytes(self._nbytes, "little"), np.uint8),
            count=self.obs_size,
            bitorder="little",
        ).astype(np.float32)
        if n > 2:
            og = self.o_glasses
            for p in players:
                g = p["glasses"]
                if g:
                    out[og + p["seat"]] = g / GLASSES
            supply = view["supply"]
            if supply:
                out[self.o_supply] = supply / GLASSES
            if view["taking_glass"]:
                out[self.o_taking] = 1.0
        return out

    # -- records -------------------------------------------------------------------------
    def _questions_bits(self, questions: list[dict[str, Any]]) -> int:
        return reduce(or_, map(self.b_question.__getitem__, _q_values(questions)), 0)

    def _accusations_bits(self, seat: int, accusations: list[dict[str, Any]]) -> int:
        memo = self.b_accusation[seat]
        return reduce(or_, map(memo.__getitem__, map(_acc_values, accusations)), 0)

    def _question_bits(self, key: tuple[Any, ...]) -> int:
        """The bits a question record sets (its answer; its secret row): ``key`` is its values
        in ``Q_KEYS`` order, or ``Q_HIDDEN_KEYS`` for a top-secret one the seat did not hear."""
        asker: int
        to: int
        answer: int
        if len(key) == len(Q_HIDDEN_KEYS):
            asker, to, _ = key
            return 1 << (self.o_secret + asker * self.players + to)
        asker, to, subject, side, answer, secret = key
        start, top = self.q_slot[(to, subject, side)]
        if not 0 <= answer <= top:
            raise ValueError(f"answer {answer} to {subject!r} is out of 0..{top}")
        out = 1 << (start + answer)
        if secret:
            out |= 1 << (self.o_secret + asker * self.players + to)
        return out

    def _accusation_bits(self, seat: int, key: tuple[Any, ...]) -> int:
        """The bits an accusation record (values in ``ACC_KEYS`` order) sets for ``seat``."""
        accuser, person, location, weapon, right = key
        named = (self.card[person], self.card[location], self.card[weapon])
        if tuple(GROUP[c] for c in named) != (0, 1, 2):
            raise ValueError(f"accusation {key!r} is not a person, a location and a weapon")
        row = self.o_accused + accuser * self.ncards
        out = 0
        for c in named:
            out |= 1 << (row + c)
        if accuser == seat and not right:
            out |= 1 << (self.o_wrong + self.triple[(person, location, weapon)])
        return out


def _q_values(questions: list[dict[str, Any]]) -> Iterable[tuple[Any, ...]]:
    """The view's question records as value tuples in ``Q_KEYS`` / ``Q_HIDDEN_KEYS`` order:
    straight from the dicts when the first one is in that order (the view builds them all
    alike), else key by key."""
    first = tuple(questions[0])
    if first in (Q_KEYS, Q_HIDDEN_KEYS):
        return map(tuple, map(dict.values, questions))
    return (tuple(q[k] for k in (Q_KEYS if "subject" in q else Q_HIDDEN_KEYS)) for q in questions)


_acc_values = itemgetter(*ACC_KEYS)


def make_codec(players: int, options: dict[str, Any]) -> ThirteenCluesCodec:
    """The 13 Clues codec for ``players`` (2-6) and the game's validated ``options``."""
    if not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"13 Clues is for {MIN_PLAYERS}-{MAX_PLAYERS} players, not {players!r}")
    top_secret = options.get("top_secret", False)
    if not isinstance(top_secret, bool):
        raise ValueError(f"option top_secret must be true or false, not {top_secret!r}")
    if top_secret and players < 3:
        raise ValueError("option top_secret is for 3-6 players (the 2-player game has none)")
    return ThirteenCluesCodec(players, dict(options))


__all__ = ["ThirteenCluesCodec", "make_codec"]

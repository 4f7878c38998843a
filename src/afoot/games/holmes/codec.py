"""Holmes codec: a fixed action numbering and an observation encoder for ``holmes``.

Both editions (``devir``, ``kosmos``) and every variant are covered; the game is 2 players.

Action numbering
----------------

Built once by :func:`make_codec` from the game's data. ``C`` is the edition's visitable
characters in data order: the permanent Watson, Hudson, Lestrade, then the character deck
(devir 9, kosmos 10: ``n = 12`` or ``13``; villain / Mycroft cards never sit on the board).
Cards are named as in ``actions.py``: the 7 numbered types in value order (``N7``), then
``map_fragment``; an area card is one of ``N7``, ``map_fragment``, ``joker``, then
``joker:<type>`` for the 7 numbered types (16 names, ``AREA16``). Blocks, in this order
(a block is present only when the option set can make it legal):

====  =======================================================  ==============================
 #    actions                                                  present / size
====  =======================================================  ==============================
 1    ``visit {to, frm=None}`` for ``to`` in C (day 1), then   always; ``n + n (n - 1)``
      ``visit {to, frm}`` for ``frm`` in C, ``to`` in C, != frm
 2    ``choose_start {character}``, the character deck         ``alternative_start``; 9 / 10
 3    ``take {slot}`` 0-3, then slot 4 (the reserved clue)     always 4; +1 ``reservation``
 4    ``count {n}`` 1-3                                        always; 3
 5    ``discard_line {slot}`` 0-3                              always; 4
 6    ``discard {card}``: N7 (Billy); then ``map_fragment``,   always 7; +9 with Moriarty
      ``joker``, ``joker:<type>`` (Moriarty / Razzia)          (devir) / Razzia (kosmos)
 7    ``steal {card}``: N7, then ``map_fragment``              always; 8
 8    ``swap {card, slot}``: AREA16 x slots 0-3 (card-major)   devir; 64
 9    ``keep_clue {card}``: N7, ``map_fragment``, ``joker``    always; 9
 10   ``assign_joker {row}``: N7, then ``null``                always; 8
 11   ``accept``, ``decline``                                  always; 2
 12   ``pay_markers``                                          devir with Moriarty; 1
 13   ``reserve {slot}`` 0-3                                   ``reservation``; 4
 14   ``reveal {card}``: N7                                    kosmos; 7
 15   ``end_turn``                                             kosmos or ``reservation``; 1
 16   ``lay {character}`` for C                                Moran (devir) / Gala (kosmos)
====  =======================================================  ==============================

"With Moriarty" means ``villains`` in ``moriarty``, ``both``, ``random`` (likewise Moran,
and ``mycroft`` for Razzia / Gala). Sizes: devir 253 with no variant, up to 290 with every
variant (alternative start + reservation + both villains); kosmos 222, up to 259.

Observation (``OBS_SIZE`` = 328 values, the same layout for every option set)
---------------------------------------------------------------------------

Ego-centric: "me" is ``seat``, "opp" the other seat. One-hots are all zero for "none".
Types are indexed ``T9`` = the 7 numbered types, ``joker``, ``map_fragment``; characters
``C13`` = the 13 non-villain characters in data order (Watson ... Madame Ziba), villains
``V4`` = Moriarty, Moran, Razzia, Gala-Diner. Counts are divided by their maximum.

======  ====  ===================================================================
offset  size  field
======  ====  ===================================================================
0       1     I am seat 1 (seat 0 moves first each day)
1       1     edition is kosmos
2       1     the reservation variant is on
3       4     phase one-hot: alternative_start, day, scoring, over
7       7     day one-hot (1..7)
14      2     to_act: me, opp
16      1     markers in the supply / 24
17      36    line: 4 slots x T9 one-hot (all zero: empty slot)
53      1     deck count / 52
54      9     deck ``bottom_known`` (cards under the deck both players know): per T9
              count / that type's card count
63      1     discard pile count / 52
64      9     discard cards the seat knows (kosmos: all, public; devir: ``known``), per
              T9 count / that type's card count
73      9     kosmos: top of the discard pile one-hot T9 (Violet Hunter takes it)
82      78    per C13 character (6 each): on the board, spent, my marker on it, my
              marker standing, opp marker on it, opp marker standing
160     1     character deck count / 12
161     5     villains in game: V4 multi-hot, then "random" (one of the pair)
166     5     villains still in the character deck: V4 multi-hot, then "one unknown"
171     39    me: markers / 24; per numbered type (7) clues in area / type count; per
              numbered type (7) joker on that row; map fragments / 5; unassigned jokers
              / 5; hidden clues min(n, 16) / 16; hidden clue types I know, per T9 count
              / type count; reserved clue T9 one-hot; holds the reservation card;
              moves left / 3; alternative start: has chosen
210     39    opp: the same
249     13    alternative start: my two drawn characters, C13 multi-hot
262     13    alternative start: the character I kept, C13 one-hot
275     17    pending decision one-hot: choose_start, visit, take, count, discard_line,
              keep_clue, keep_face_up, steal, errand, swap, confirm, assign_joker,
              onto_joker, end_of_turn, villain, lay_marker, final_jokers
292     2     pending decision's seat: me, opp (both zero: alternative start, both)
294     13    pending decision's character, C13 one-hot
307     4     pending remaining / 3, optional, cost / 7, most / 3
311     7     pending onto_joker row, numbered-type one-hot
318     9     pending drawn cards I see, per T9 count / 3
327     1     pending drawn cards I cannot see, count / 3
======  ====  ===================================================================

Everything comes from the view alone. Left out on purpose: the view's ``legal`` list (the
action mask's job), the role names (labels only: seat 0 always moves first, offset 0 says
which seat this is), display names, the order the characters arrived in, the order of the
discard pile below its top and of the known cards under the deck (counts only), and the
final ``result``. Hidden clues above 16 (never seen in random play: at most 7) read as 16.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, get_args

import numpy as np
from numpy.typing import NDArray

from afoot.engine.codec import Numbered
from afoot.games.holmes import actions as A
from afoot.games.holmes.data import (
    CHAR_IDS,
    DAYS,
    EDITION,
    MARKERS,
    NCARDS,
    NUMBERED,
    PAWNS,
    TYPE_COUNT,
    TYPE_IDS,
)
from afoot.games.holmes.shapes import Decision

GAME = "holmes"

# -- the action numbering ------------------------------------------------------------------
_NUMBERED_IDS: tuple[str, ...] = TYPE_IDS[:NUMBERED]
_MAP_ID = "map_fragment"
_AREA_NAMES: tuple[str, ...] = (
    *_NUMBERED_IDS,
    _MAP_ID,
    "joker",
    *(f"joker:{t}" for t in _NUMBERED_IDS),
)
_VILLAIN_PAIR = {"devir": ("moriarty", "moran"), "kosmos": ("razzia", "gala")}


def _villains(edition: str, options: Mapping[str, Any]) -> frozenset[str]:
    """The villain / Mycroft cards that may come into play under ``options``."""
    pair = _VILLAIN_PAIR[edition]
    mode = str(options.get("mycroft" if edition == "kosmos" else "villains", "none"))
    if mode == "none":
        return frozenset()
    if mode in ("both", "random"):
        return frozenset(pair)
    return frozenset((mode,))


def action_list(options: Mapping[str, Any]) -> list[Any]:
    """Every action that can ever be legal under ``options``, in the documented order."""
    edition = str(options.get("edition", "devir"))
    ed = EDITION[edition]
    kosmos = edition == "kosmos"
    chars = [*ed["permanent"], *ed["deck"]]
    villains = _villains(edition, options)
    reservation = bool(options.get("reservation", False))
    out: list[Any] = []
    out += [A.Visit(to, None) for to in chars]
    out += [A.Visit(to, frm) for frm in chars for to in chars if to != frm]
    if options.get("alternative_start", False):
        out += [A.ChooseStart(c) for c in ed["deck"]]
    out += [A.Take(i) for i in range(5 if reservation else 4)]
    out += [A.Count(n) for n in range(1, 4)]
    out += [A.DiscardLine(i) for i in range(4)]
    anything = "moriarty" in villains or "razzia" in villains
    out += [A.Discard(n) for n in (_AREA_NAMES if anything else _NUMBERED_IDS)]
    out += [A.Steal(n) for n in (*_NUMBERED_IDS, _MAP_ID)]
    if not kosmos:
        out += [A.Swap(n, i) for n in _AREA_NAMES for i in range(4)]
    out += [A.KeepClue(n) for n in (*_NUMBERED_IDS, _MAP_ID, "joker")]
    out += [A.AssignJoker(r) for r in (*_NUMBERED_IDS, None)]
    out += [A.ACCEPT, A.DECLINE]
    if "moriarty" in villains:
        out.append(A.PAY)
    if reservation:
        out += [A.Reserve(i) for i in range(4)]
    if kosmos:
        out += [A.Reveal(n) for n in _NUMBERED_IDS]
    if kosmos or reservation:
        out.append(A.END_TURN)
    if "moran" in villains or "gala" in villains:
        out += [A.Lay(c) for c in chars]
    return out


# -- the observation layout ----------------------------------------------------------------
_T9: tuple[str, ...] = TYPE_IDS  # 7 numbered, joker, map_fragment
_TI = {t: i for i, t in enumerate(_T9)}
_NT = len(_T9)
_CHARS13: tuple[str, ...] = CHAR_IDS[:13]
_CI = {c: i for i, c in enumerate(_CHARS13)}
_V4: tuple[str, ...] = ("moriarty", "moran", "razzia", "gala")
_VI = {v: i for i, v in enumerate(_V4)}
_PHASES = {"alternative_start": 0, "day": 1, "scoring": 2, "over": 3}
#: the decisions, in the order of their one-hot block (the declared type's order)
_DECISIONS: tuple[str, ...] = get_args(Decision)
_DI = {d: i for i, d in enumerate(_DECISIONS)}
#: 1 / the number of cards of each T9 type (a count's step)
_INV = tuple(1.0 / n for n in TYPE_COUNT)
_HIDDEN_CAP = 16
_CHAR_DECK_MAX = 12  # kosmos: 10 deck characters + both Mycroft cards
_PENDING_CARDS = 3  # Madame Ziba draws 3, Pike at most 3

_LAYOUT: list[tuple[str, int]] = [
    ("seat", 1),
    ("edition", 1),
    ("reservation", 1),
    ("phase", 4),
    ("day", DAYS),
    ("to_act", 2),
    ("supply", 1),
    ("line", 4 * _NT),
    ("deck", 1),
    ("deck_bottom", _NT),
    ("discard", 1),
    ("discard_known", _NT),
    ("discard_top", _NT),
    ("characters", 6 * len(_CHARS13)),
    ("char_deck", 1),
    ("villains_in_game", 5),
    ("villains_in_deck", 5),
]
_PLAYER = 1 + NUMBERED + NUMBERED + 1 + 1 + 1 + _NT + _NT + 1 + 1 + 1  # 39
_OFF: dict[str, int] = {}
_pos = 0
for _name, _size in _LAYOUT:
    _OFF[_name] = _pos
    _pos += _size
for _name, _size in (
    ("me", _PLAYER),
    ("opp", _PLAYER),
    ("start_choices", len(_CHARS13)),
    ("start_kept", len(_CHARS13)),
    ("decision", len(_DECISIONS)),
    ("pending_seat", 2),
    ("pending_char", len(_CHARS13)),
    ("pending_nums", 4),
    ("pending_row", NUMBERED),
    ("pending_cards", _NT),
    ("pending_count", 1),
):
    _OFF[_name] = _pos
    _pos += _size
OBS_SIZE = _pos

# offsets inside a player block
_P_MARKERS = 0
_P_ROWS = 1
_P_JOKERS = _P_ROWS + NUMBERED
_P_MAP = _P_JOKERS + NUMBERED
_P_FREE = _P_MAP + 1
_P_HIDDEN = _P_FREE + 1
_P_HKNOWN = _P_HIDDEN + 1
_P_RESERVED = _P_HKNOWN + _NT
_P_HOLDS = _P_RESERVED + _NT
_P_MOVES = _P_HOLDS + 1
_P_CHOSEN = _P_MOVES + 1
assert _P_CHOSEN + 1 == _PLAYER

_O_PHASE = _OFF["phase"]
_O_DAY = _OFF["day"] - 1  # day d at _O_DAY + d
_O_TO_ACT = _OFF["to_act"]
_O_SUPPLY = _OFF["supply"]
_O_LINE = _OFF["line"]
_O_DECK = _OFF["deck"]
_O_BOTTOM = _OFF["deck_bottom"]
_O_DISCARD = _OFF["discard"]
_O_DKNOWN = _OFF["discard_known"]
_O_DTOP = _OFF["discard_top"]
_O_CHARS = _OFF["characters"]
_O_CDECK = _OFF["char_deck"]
_O_VGAME = _OFF["villains_in_game"]
_O_VDECK = _OFF["villains_in_deck"]
_O_ME = _OFF["me"]
_O_OPP = _OFF["opp"]
_O_SCHOICE = _OFF["start_choices"]
_O_SKEPT = _OFF["start_kept"]
_O_DEC = _OFF["decision"]
_O_PSEAT = _OFF["pending_seat"]
_O_PCHAR = _OFF["pending_char"]
_O_PNUM = _OFF["pending_nums"]
_O_PROW = _OFF["pending_row"]
_O_PCARDS = _OFF["pending_cards"]
_O_PCOUNT = _OFF["pending_count"]

# precomputed tables, so observe() only looks positions up
_LINE0, _LINE1, _LINE2, _LINE3 = (
    {t: _O_LINE + k * _NT + i for i, t in enumerate(_T9)} for k in range(4)
)
_ROW_POS = {t: i for i, t in enumerate(_NUMBERED_IDS)}
_CHAR_POS = {c: _O_CHARS + 6 * i for i, c in enumerate(_CHARS13)}
_INV_MARKERS = 1.0 / MARKERS
_INV_CARDS = 1.0 / NCARDS
_INV_PAWNS = 1.0 / PAWNS
_INV_MAP = _INV[-1]
_INV_JOKERS = _INV[NUMBERED]
_INV_PENDING = 1.0 / _PENDING_CARDS


def _counts(base: int) -> dict[str, tuple[int, float]]:
    """T9 name -> (position, one card's share) of a per-type count block at ``base``."""
    return {t: (base + i, _INV[i]) for i, t in enumerate(_T9)}


_BOTTOM_POS = _counts(_O_BOTTOM)
_DKNOWN_POS = _counts(_O_DKNOWN)
_DTOP_POS = {t: _O_DTOP + i for i, t in enumerate(_T9)}
_PCARD_POS = {t: _O_PCARDS + i for i, t in enumerate(_T9)}
_SCHOICE_POS = {c: _O_SCHOICE + i for i, c in enumerate(_CHARS13)}
_SKEPT_POS = {c: _O_SKEPT + i for i, c in enumerate(_CHARS13)}
_PCHAR_POS = {c: _O_PCHAR + i for i, c in enumerate(_CHARS13)}
_PROW_POS = {t: _O_PROW + i for i, t in enumerate(_NUMBERED_IDS)}
_VGAME_POS = {v: _O_VGAME + i for i, v in enumerate(_V4)}
_VDECK_POS = {v: _O_VDECK + i for i, v in enumerate(_V4)}
_PHASE_POS = {p: _O_PHASE + i for p, i in _PHASES.items()}
_DEC_POS = {d: _O_DEC + i for i, d in enumerate(_DECISIONS)}

#: one player block's tables: scalar positions, then rows, hidden-known and reserved lookups
_Block = tuple[
    int,
    int,
    int,
    int,
    int,
    int,
    int,
    dict[str, tuple[int, float, int]],
    dict[str, tuple[int, float]],
    dict[str, int],
]


def _block(base: int) -> _Block:
    return (
        base + _P_MARKERS,
        base + _P_MAP,
        base + _P_FREE,
        base + _P_HIDDEN,
        base + _P_HOLDS,
        base + _P_MOVES,
        base + _P_CHOSEN,
        {t: (base + _P_ROWS + i, _INV[i], base + _P_JOKERS + i) for t, i in _ROW_POS.items()},
        _counts(base + _P_HKNOWN),
        {t: base + _P_RESERVED + i for i, t in enumerate(_T9)},
    )


_ME_BLOCK = _block(_O_ME)
_OPP_BLOCK = _block(_O_OPP)
_ZEROS = bytearray(4 * OBS_SIZE)  # only ever copied
#: ``_MARKER_AT[me][seat]``: where a marker of ``seat`` goes in a character's block (mine at
#: +2, the opponent's at +4; standing one further)
_MARKER_AT = ((2, 4), (4, 2))
#: the observation dtype, made once: frombuffer is twice as fast given one (not np.float32)
_FLOAT32 = np.dtype(np.float32)


def _player(o: memoryview[float], blk: _Block, p: Mapping[str, Any]) -> None:
    """Fill one player block from a view's player entry."""
    pmark, pmap, pfree, phid, pholds, pmoves, pchosen, rows, hknown, reserved = blk
    o[pmark] = p["markers"] * _INV_MARKERS
    area = p["area"]
    for t, row in area["rows"].items():
        at, inv, jat = rows[t]
        o[at] = row["clues"] * inv
        if row["joker"]:
            o[jat] = 1.0
    o[pmap] = area["map_fragments"] * _INV_MAP
    o[pfree] = area["unassigned_jokers"] * _INV_JOKERS
    n = p["hidden_count"]
    if n:
        o[phid] = (n if n < _HIDDEN_CAP else _HIDDEN_CAP) / _HIDDEN_CAP
        for t in p.get("hidden_known", ()):
            at, step = hknown[t]
            o[at] += step
    r = p["reserved"]
    if r is not None:
        o[reserved[r]] = 1.0
    if p["holds_reservation_card"]:
        o[pholds] = 1.0
    o[pmoves] = p["moves_left"] * _INV_PAWNS
    if p.get("start_chosen"):
        o[pchosen] = 1.0


class HolmesCodec(Numbered):
    """The Holmes codec for one option set (see the module docstring)."""

    __slots__ = ("_actions", "game", "n_actions", "numbers", "obs_size", "options", "players")

    def __init__(self, players: int, options: Mapping[str, Any]) -> None:
        if players != 2:
            raise ValueError(f"holmes is a 2-player game, not {players}")
        self.game = GAME
        self.players = players
        self.options: Mapping[str, Any] = dict(options)
        self._actions: tuple[Any, ...] = tuple(action_list(options))
        self.numbers: dict[Any, int] = {a: i for i, a in enumerate(self._actions)}
        assert len(self.numbers) == len(self._actions), "duplicate actions in the numbering"
        self.n_actions = len(self._actions)
        self.obs_size = OBS_SIZE

    def observe(self, view: Mapping[str, Any], seat: int) -> NDArray[np.float32]:
        obs = _ZEROS[:]  # fresh zeros, which numpy wraps without a copy
        o = memoryview(obs).cast("f")  # float items: a store costs less than in an array("f")
        if seat:
            o[0] = 1.0
        kosmos = view["edition"] == "kosmos"
        if kosmos:
            o[1] = 1.0
        if view["reservation"]:
            o[2] = 1.0
        o[_PHASE_POS[view["phase"]]] = 1.0
        o[_O_DAY + view["day"]] = 1.0
        for s in view["to_act"]:
            o[_O_TO_ACT + (s != seat)] = 1.0
        o[_O_SUPPLY] = view["supply"] * _INV_MARKERS
        t0, t1, t2, t3 = view["line"]  # always 4 slots
        if t0 is not None:
            o[_LINE0[t0]] = 1.0
        if t1 is not None:
            o[_LINE1[t1]] = 1.0
        if t2 is not None:
            o[_LINE2[t2]] = 1.0
        if t3 is not None:
            o[_LINE3[t3]] = 1.0
        deck = view["deck"]
        o[_O_DECK] = deck["count"] * _INV_CARDS
        bottom = deck.get("bottom_known")
        if bottom:
            for t in bottom:
                at, step = _BOTTOM_POS[t]
                o[at] += step
        discard = view["discard"]
        o[_O_DISCARD] = discard["count"] * _INV_CARDS
        cards = discard.get("cards") if kosmos else discard.get("known")
        if cards:
            for t in cards:
                at, step = _DKNOWN_POS[t]
                o[at] += step
            if kosmos:
                o[_DTOP_POS[cards[-1]]] = 1.0
        marker_at = _MARKER_AT[seat]
        for ch in view["characters"]:
            at = _CHAR_POS[ch["id"]]
            o[at] = 1.0
            if ch["state"] == "spent":
                o[at + 1] = 1.0
            for m in ch["markers"]:
                k = at + marker_at[m["seat"]]
                o[k] = 1.0
                if m["standing"]:
                    o[k + 1] = 1.0
        cdeck = view["character_deck"]
        o[_O_CDECK] = cdeck["count"] / _CHAR_DECK_MAX
        in_game = cdeck["villains_in_game"]
        if in_game == "random":
            o[_O_VGAME + 4] = 1.0
        else:
            for v in in_game:
                o[_VGAME_POS[v]] = 1.0
        in_deck = cdeck["villains_still_in_deck"]
        if in_deck == "one unknown":
            o[_O_VDECK + 4] = 1.0
        else:
            for v in in_deck:
                o[_VDECK_POS[v]] = 1.0
        players = view["players"]
        me = players[seat]
        _player(o, _ME_BLOCK, me)
        _player(o, _OPP_BLOCK, players[1 - seat])
        choices = me.get("start_choices")
        if choices:
            for c in choices:
                o[_SCHOICE_POS[c]] = 1.0
            kept = me.get("start_kept")
            if kept is not None:
                o[_SKEPT_POS[kept]] = 1.0
        pend = view["pending"]
        if pend is not None:
            o[_DEC_POS[pend["decision"]]] = 1.0
            ps = pend["seat"]
            if ps is not None:
                o[_O_PSEAT + (ps != seat)] = 1.0
            if len(pend) > 2:
                _pending(o, pend)
        return np.frombuffer(obs, _FLOAT32)


def _pending(o: memoryview[float], pend: Mapping[str, Any]) -> None:
    """The optional details of a pending decision."""
    char = pend.get("character")
    if char is not None:
        o[_PCHAR_POS[char]] = 1.0
    if "remaining" in pend:
        o[_O_PNUM] = pend["remaining"] / 3
        if pend["optional"]:
            o[_O_PNUM + 1] = 1.0
    if "cost" in pend:
        o[_O_PNUM + 2] = pend["cost"] / DAYS
    if "most" in pend:
        o[_O_PNUM + 3] = pend["most"] / 3
    row = pend.get("row")
    if row is not None:
        o[_PROW_POS[row]] = 1.0
    cards = pend.get("cards")
    if cards:
        for t in cards:
            o[_PCARD_POS[t]] += _INV_PENDING
    if "card_count" in pend:
        o[_O_PCOUNT] = pend["card_count"] * _INV_PENDING


def make_codec(players: int, options: dict[str, Any]) -> HolmesCodec:
    """The Holmes codec for ``players`` (2) and validated ``options``."""
    return HolmesCodec(players, options)

"""Beyond Baker Street (``baker_street``): the action numbering and the observation encoder.

Notation: ``n`` players (2-4), ``H`` the hand size (6 / 4 / 3 for 2 / 3 / 4 players, so
``n * H`` is 12 for every player count), evidence cards in card order (icon-major:
``track-1 .. track-6, witness-1 .. document-6``, 24 cards), leads in lead order (``suspect-11-
track .. opportunity-8-document``, 28 leads: suspect 12, motive 8, opportunity 8), icons
``track, witness, clue, document``, sections ``suspect, motive, opportunity``.

Actions
-------
A fixed numbering of every action that can ever be legal for the player count and the
``characters`` option (``case`` and ``holmes_track_max`` change nothing), in this order; a
group marked *(characters)* is there only when a character that can take it may be in play
(``random``: every character, at any seat; a fixed list: exactly those characters, at their
seats; ``none``: none of them):

1. ``Assist(to, value)`` / ``Assist(to, icon)``: for ``to`` in 0..n-1, the values 1..6 then the
   icons in icon order (10 per seat). With a fixed list of characters, only the hints some
   *other* seat's character may give (Martin names no values; Bradstreet, Hopkins, Jones and
   Forrester each lack one icon).
2. ``Investigate(slot, lead)``: slot-major, then section (``3 * H``).
3. ``Confirm(lead)`` by section (3); 4. ``Eliminate(slot)`` (``H``); 5. ``Pursue(lead)`` (3).
6. ``Skip`` (Lady Hilda Hope's second hint), 7. ``Boost`` (Irene Adler), 8. ``Peek`` then
   ``Place("top")``, ``Place("bottom")`` (Toby), 9. ``Recover(card)`` by card (24; Mrs. Hudson),
   10. ``Keep(card)`` by card (24; Blackwell's neighbour), 11. ``Trade(slot, to, their_slot)``
   (Langdale Pike; slot-major, then ``to`` (never Pike's own seat, when it is known), then
   ``their_slot``), 12. ``Swap(impossible, lead, card)`` (Baskerville; the Impossible's card,
   then the section, then the lead's card, a different card: ``24 * 3 * 23 = 1656``)
   -- all *(characters)*.

Sizes: ``characters="none"``: 50 / 52 / 58 actions for 2 / 3 / 4 players; ``"random"``:
1831 / 1809 / 1803 (1656 of them Baskerville's swaps); a fixed list lies in between (for
example ``"martin,hopkins"``: 43; ``"langdale_pike,toby,blackwell"``: 111).

Observation
-----------
A flat float32 vector, every value in [0, 1], computed from the seat's view alone. Seats are
absolute (seat 0 first), as in the action numbering. ``(C)`` marks blocks present only when
``characters`` is not ``none``. First the 0/1 entries (one-hot and multi-hot), in this order:

====================  ===========================================================================
block                 entries
====================  ===========================================================================
me                    ``n``: the observing seat
to_act                ``n``: the seat that decides now (``view["to_act"]``)
turn                  ``n``: whose turn it is (``view["turn"]``)
decision              4: the pending decision: ``action``, ``second_hint`` (Lady Hilda Hope),
                      ``keep`` (Blackwell's neighbour), ``place`` (Toby); all 0 once it is over
keep_for (C)          ``n``: the Blackwell seat whose two drawn cards are being chosen from
over, won             2
case                  6: the case file 1..6
holmes                ``holmes_max + 1``: Holmes' space 0..holmes_max
track                 22: the investigation track 0..20, then "above 20"
impossible            24: its evidence; 28: its (dead) leads; 1: ``count >= limit`` (the next
                      card there moves Holmes 1 towards 0)
face-up leads         28: the three face-up leads (a lead's type names its section)
sections              per section (3 x 44): a face-up lead present (1), its icon (4), the gap
                      ``target - evidence`` (14: 0..12, then "13 or more"; Confirm needs 0), the
                      cards under it (24: matching and added alike, the lead's icon tells which),
                      confirmed (1). A confirmed lead's cards lie face down (B3): its view and
                      so its block show neither them nor the gap, only the lead and confirmed
hands                 per seat, per slot (``n * H * 35``): the slot holds a card (1); the card
                      (24) when the view shows it (another seat's hand, or an own card the seat
                      knows); the values (6) and icons (4) the slot may still be, from the
                      public Assists (so a seat sees what each partner knows of its own hand)
characters (C)        per seat: the character (18), then per seat its once-per-game ability used
removed leads (C)     28: the leads Wiggins put out of the game
known deck (C)        24: the deck's top card, if the seat knows it; 24: its bottom card, if
                      known; 24: every deck card whose place the seat knows
drawn (C)             24: Blackwell's two drawn cards, those the seat sees
====================  ===========================================================================

Then the scalars (counts over their maximum): ``holmes / holmes_max``, ``min(track, 20) / 20``,
deck cards / 24, Impossible count / 33, Impossible limit / 5; per section ``target / 76``,
``evidence / 21`` (both 0 once confirmed), face-down leads below / 2, evidence cards face down
under its confirmed lead / 24; (C) Blackwell's drawn cards / 2.

Sizes (default ``holmes_track_max`` 20; each step away adds or removes one entry):
``characters="none"``: 711 / 714 / 717 for 2 / 3 / 4 players; with characters: 876 / 899 /
922. The observation is the seat's view and nothing else: the public history lives on in it
(played cards face up where they went, Assists as hints; a shuffle forgets places) except a
confirmed lead's cards, which the view no longer shows (B3). A seat saw them played: a policy
that wants them must remember earlier observations (a recurrent policy, stacked frames), as
the ``rules`` bot remembers its views.
"""

from __future__ import annotations

import struct
from collections.abc import Mapping
from typing import Any, TypeVar

import numpy as np
from numpy.typing import NDArray

from afoot.engine.codec import Numbered
from afoot.games.baker_street import actions as A
from afoot.games.baker_street.data import (
    BASKERVILLE,
    BLACKWELL,
    CHAR_IDS,
    CHAR_INDEX,
    EVIDENCE_IDS,
    EVIDENCE_INDEX,
    GOAL,
    HAND,
    HOPE,
    HUDSON,
    ICON_INDEX,
    ICONS,
    IRENE,
    LEAD_INDEX,
    LEADS,
    LEADS_PER_GAME,
    MARTIN,
    NEVIDENCE,
    NO_ICON,
    PIKE,
    SECTIONS,
    TOBY,
    VALUES,
)

GAME = "baker_street"
NLEADS = len(LEADS)
NICONS = len(ICONS)
NVALUES = len(VALUES)
NCHARS = len(CHAR_IDS)
DECISIONS = ("action", "second_hint", "keep", "place")
#: the gap's one-hot: 0..GAP_MAX - 1, then "GAP_MAX or more"
GAP_MAX = 13
#: bounds of a lead's target (its value plus every card of the other three icons) and evidence
TARGET_MAX = max(v for _, v, _ in LEADS) + (NICONS - 1) * sum(VALUES)
EVIDENCE_MAX = sum(VALUES)
#: the Impossible holds at most every evidence card and the 9 leads of a game
IMPOSSIBLE_MAX = NEVIDENCE + 3 * LEADS_PER_GAME
LIMIT_MAX = 5  # case 1-2's limit 4, +1 with Miss Stoner
SLOT = 1 + NEVIDENCE + NVALUES + NICONS  # occupied, card, hint values, hint icons
SECTION = 1 + NICONS + GAP_MAX + 1 + NEVIDENCE + 1  # present, icon, gap, cards, confirmed
IMPOSSIBLE_BLOCK = NEVIDENCE + NLEADS + 1  # its evidence, its leads, full
SECTION_SCALARS = 4  # target, evidence, face-down leads, cards face down under it
T = TypeVar("T")


def _characters(option: str, players: int) -> list[set[int]]:
    """The characters each seat may have under the ``characters`` option."""
    if option == "none":
        return [set() for _ in range(players)]
    if option == "random":
        return [set(range(NCHARS)) for _ in range(players)]
    return [{CHAR_INDEX[c]} for c in option.split(",")]


def _actions(players: int, seats: list[set[int]]) -> list[Any]:
    """Every action that may ever be legal, in the documented order."""
    hand = HAND[players]
    anyone = set().union(*seats)
    out: list[Any] = []
    for t in range(players):
        givers = set().union(*(seats[s] for s in range(players) if s != t))
        free = not anyone  # no characters: every hint may be given
        if free or any(c != MARTIN for c in givers):
            out += [A.Assist(t, v, None) for v in VALUES]
        for i, icon in enumerate(ICONS):
            if free or any(NO_ICON.get(c, -1) != i for c in givers):
                out.append(A.Assist(t, None, icon))
    out += [A.Investigate(i, name) for i in range(hand) for name in SECTIONS]
    out += [A.Confirm(name) for name in SECTIONS]
    out += [A.Eliminate(i) for i in range(hand)]
    out += [A.Pursue(name) for name in SECTIONS]
    if HOPE in anyone:
        out.append(A.SKIP)
    if IRENE in anyone:
        out.append(A.BOOST)
    if TOBY in anyone:
        out += [A.PEEK, A.Place("top"), A.Place("bottom")]
    if HUDSON in anyone:
        out += [A.Recover(name) for name in EVIDENCE_IDS]
    if BLACKWELL in anyone:
        out += [A.Keep(name) for name in EVIDENCE_IDS]
    pike = [s for s in range(players) if PIKE in seats[s]]
    if pike:
        out += [
            A.Trade(i, t, j)
            for i in range(hand)
            for t in range(players)
            if pike != [t]
            for j in range(hand)
        ]
    if BASKERVILLE in anyone:
        out += [
            A.Swap(x, name, y)
            for x in EVIDENCE_IDS
            for name in SECTIONS
            for y in EVIDENCE_IDS
            if y != x
        ]
    return out


#: 0.0 and 1.0 as float32 bytes
_ZERO = struct.pack("f", 0.0)
_ONE = struct.pack("f", 1.0)


def _floats(entries: bytes | bytearray) -> bytes:
    """0/1 entries (a byte each) as float32 bytes, as the observation holds them: every 0
    widened to four zero bytes, then every 1 (still one byte) to 1.0 (two C-speed passes)."""
    return bytes(entries).replace(b"\x00", _ZERO).replace(b"\x01", _ONE)


class _Seen:
    """What observe() derived from view records, by the records' identity: the views share
    a record while it is unchanged (see ``afoot.games.baker_street.views``), so a step
    encodes only what changed. ``found`` maps a key made of record ids to the encoding; each
    entry's records are held here, so no other object can take their ids while it lives. A
    record not seen yet (a copy, a decoded view) is encoded afresh: the result never depends
    on the cache. Views are read-only, their records too."""

    __slots__ = ("found", "held", "limit")

    def __init__(self, limit: int = 1024) -> None:
        self.found: dict[Any, Any] = {}
        self.held: list[Any] = []
        self.limit = limit

    def add(self, key: Any, record: Any, value: T) -> T:
        """Remember ``value``, the encoding of ``record`` (``key`` names it by its id)."""
        # bounded, and small: fresh records (copies) never pile up, and every record held is
        # work for the garbage collector
        if len(self.found) >= self.limit:
            self.found.clear()
            self.held.clear()
        self.found[key] = value
        self.held.append(record)
        return value


class BakerStreetCodec(Numbered):
    """The codec of Beyond Baker Street for one player count and option set (see the module
    docstring for both encodings)."""

    game: str
    players: int
    options: Mapping[str, Any]
    n_actions: int
    obs_size: int

    def __init__(self, players: int, options: Mapping[str, Any]) -> None:
        if players not in HAND:
            raise ValueError(f"baker_street is for 2-4 players, not {players}")
        self.game = GAME
        self.players = players
        self.options = dict(options)
        chars_option = str(self.options.get("characters", "none"))
        self.holmes_max = int(self.options.get("holmes_track_max", 20))
        seats = _characters(chars_option, players)
        self._actions: list[Any] = _actions(players, seats)
        self.numbers: dict[Any, int] = {a: i for i, a in enumerate(self._actions)}
        if len(self.numbers) != len(self._actions):
            raise AssertionError("the action numbering has duplicates")
        self.n_actions = len(self._actions)
        self.hand = HAND[players]
        self.chars = chars_option != "none"
        self._layout()

    # -- the numbering ---------------------------------------------------------------------
    # -- the observation -------------------------------------------------------------------
    def _layout(self) -> None:
        n, hand = self.players, self.hand
        at = 0

        def block(size: int) -> int:
            nonlocal at
            start = at
            at += size
            return start

        self.o_me = block(n)
        self.o_to_act = block(n)
        self.o_turn = block(n)
        self.o_decision = {name: i for i, name in enumerate(DECISIONS, block(len(DECISIONS)))}
        self.o_keep_for = block(n) if self.chars else -1
        self.o_over = block(1)
        self.o_won = block(1)
        self.o_case = block(6) - 1  # + case 1..6
        self.o_holmes = block(self.holmes_max + 1)
        self.o_track = block(GOAL + 2)
        self.o_imp_ev = block(NEVIDENCE)
        self.o_imp_leads = block(NLEADS)
        self.o_imp_full = block(1)
        self.o_leads = block(NLEADS)
        #: per section: present, icon, gap, cards under it, confirmed
        self.o_sections = [block(SECTION) for _ in SECTIONS]
        #: [seat][slot] start of the slot's block
        self.o_slots = [[block(SLOT) for _ in range(hand)] for _ in range(n)]
        self.o_char = [block(NCHARS) if self.chars else -1 for _ in range(n)]
        self.o_used = [block(1) if self.chars else -1 for _ in range(n)]
        if self.chars:
            self.o_removed = block(NLEADS)
            self.o_deck_top = block(NEVIDENCE)
            self.o_deck_bottom = block(NEVIDENCE)
            self.o_deck_known = block(NEVIDENCE)
            self.o_drawn = block(NEVIDENCE)
        #: the scalars, last: holmes, track, deck, impossible count and limit, per section
        #: target, evidence, face-down leads and cards face down, (C) drawn cards
        self.o_scalars = block(5 + SECTION_SCALARS * len(SECTIONS) + (1 if self.chars else 0))
        self.obs_size = at
        self._tables()

    def _tables(self) -> None:
        """What observe() reads: the encodings of view records by identity, where each
        entry is; then all of it in one tuple (a single unpacking beats many attribute
        reads). Encodings are float32 bytes, ready to be copied into the observation."""
        n, hand = self.players, self.hand
        #: the Impossible (evidence, leads, full), the face-up leads and the sections are one
        #: run, written in one go from the records' encodings: (block, scalars) for the
        #: Impossible, (block, lead entry, scalars) for a section, by record
        self._board = (4 * self.o_imp_ev, 4 * (self.o_sections[-1] + SECTION))
        if self.o_sections[0] != self.o_imp_ev + IMPOSSIBLE_BLOCK + NLEADS:
            raise AssertionError("the Impossible, the leads and the sections are not one run")
        self._no_leads = _floats(bytes(NLEADS))
        self._impossible = _Seen()
        self._sections = tuple(_Seen() for _ in SECTIONS)
        #: the hands are one run of ``n * H`` slots (seat-major), written in one go: a slot's
        #: row (occupied, the card when seen, the hint's values and icons) by the hint record,
        #: then by the card's name (None: unseen)
        start = self.o_slots[0][0]
        self._hands = (4 * start, 4 * (start + n * hand * SLOT))
        if self.o_slots[-1][-1] + SLOT != start + n * hand * SLOT:
            raise AssertionError("the slots are not one run")
        self._slot_rows = _Seen(4096)  # by hint record: a thousand at most
        #: [k] the rows of k empty slots, after a hand of H - k cards
        self._empty_slots = tuple(_floats(bytes(k * SLOT)) for k in range(hand + 1))
        #: the scalars, packed as float32 (a Python float rounds to float32 as numpy rounds it)
        count = 5 + SECTION_SCALARS * len(SECTIONS) + (1 if self.chars else 0)
        self._scalars = (4 * self.o_scalars, struct.Struct(f"{count}f").pack_into)
        self._fast = (
            [self.o_me + s for s in range(n)],
            [self.o_to_act + s for s in range(n)],
            [self.o_turn + s for s in range(n)],
            self.o_decision,
            self.o_keep_for,
            self.o_over,
            self.o_case,
            self.o_holmes,
            self.o_track,
            self._board,
            self._impossible.found,
            tuple(seen.found for seen in self._sections),
            self._slot_rows.found,
            self._empty_slots,
            self._hands,
            self._scalars,
            4 * self.obs_size,
            self.holmes_max,
            self.chars,
        )

    def _section(self, k: int, sec: Mapping[str, Any]) -> tuple[bytes, int, tuple[float, ...]]:
        """Section ``k``'s record: its block (present, icon, gap, the cards under it,
        confirmed), its face-up lead's entry (-1: none) and its scalars. A confirmed lead's
        view shows no cards, target nor evidence (B3): none of them is encoded."""
        block = bytearray(SECTION)
        target, ev = sec["target"] or 0, sec["evidence"] or 0
        lead = -1
        if sec["card"] is not None:
            lead = self.o_leads + LEAD_INDEX[sec["card"]]
            block[0] = 1
            block[1 + ICON_INDEX[sec["icon"]]] = 1
            if not sec["confirmed"]:
                gap = target - ev
                block[1 + NICONS + (gap if 0 <= gap < GAP_MAX else GAP_MAX if gap > 0 else 0)] = 1
        under = 1 + NICONS + GAP_MAX + 1
        for c in (*sec["cards"], *sec["added"]):
            block[under + EVIDENCE_INDEX[c]] = 1
        if sec["confirmed"]:
            block[under + NEVIDENCE] = 1
        down = sec["face_down"]
        scalars = (
            min(target, TARGET_MAX) / TARGET_MAX,
            min(ev, EVIDENCE_MAX) / EVIDENCE_MAX,
            min(down, LEADS_PER_GAME - 1) / (LEADS_PER_GAME - 1),
            min(sec["hidden"], NEVIDENCE) / NEVIDENCE,
        )
        return self._sections[k].add(id(sec), sec, (_floats(block), lead, scalars))

    def _impossible_block(self, imp: Mapping[str, Any]) -> tuple[bytes, tuple[float, float]]:
        """The Impossible's record: its evidence (24), leads (28) and full (1) entries, one
        run, and its scalars."""
        block = bytearray(IMPOSSIBLE_BLOCK)
        for name in imp["evidence"]:
            block[EVIDENCE_INDEX[name]] = 1
        for name in imp["leads"]:
            block[NEVIDENCE + LEAD_INDEX[name]] = 1
        count, limit = imp["count"], imp["limit"]
        if count >= limit:
            block[NEVIDENCE + NLEADS] = 1
        scalars = (min(count, IMPOSSIBLE_MAX) / IMPOSSIBLE_MAX, min(limit, LIMIT_MAX) / LIMIT_MAX)
        return self._impossible.add(id(imp), imp, (_floats(block), scalars))

    def _slot(self, card: str | None, hint: Mapping[str, Any]) -> bytes:
        """A slot's row: it holds a card (1), the card when seen (24), its hint (6 + 4)."""
        row = bytearray(SLOT)
        row[0] = 1
        if card is not None:
            row[1 + EVIDENCE_INDEX[card]] = 1
        for v in hint["values"]:
            row[1 + NEVIDENCE + v - 1] = 1
        for icon in hint["icons"]:
            row[1 + NEVIDENCE + NVALUES + ICON_INDEX[icon]] = 1
        rows: dict[str | None, bytes] | None = self._slot_rows.found.get(id(hint))
        if rows is None:
            rows = self._slot_rows.add(id(hint), hint, {})
        found = rows[card] = _floats(row)
        return found

    def observe(self, view: Mapping[str, Any], seat: int) -> NDArray[np.float32]:
        # the float32 observation is built in place, as bytes: single entries through a
        # float view of the buffer, a record the view shares (a section, the Impossible, a
        # slot's hint) as its precomputed bytes, the board and the hands joined and copied at
        # once (a memoryview's slice must keep its size: nothing can shift)
        (
            b_me,
            b_to_act,
            b_turn,
            o_decision,
            o_keep_for,
            o_over,
            o_case,
            o_holmes,
            o_track,
            (board, board_end),
            impossible,
            (section0, section1, section2),
            slot_rows,
            empty,
            (hands, hands_end),
            (scalars_at, pack_scalars),
            size,
            hmax,
            chars,
        ) = self._fast
        buf = bytearray(size)
        raw = memoryview(buf)
        entry = raw.cast("f")
        entry[b_me[seat]] = 1.0
        for s in view["to_act"]:
            entry[b_to_act[s]] = 1.0
        entry[b_turn[view["turn"]]] = 1.0
        pending = view["pending"]
        if pending is not None:
            entry[o_decision[pending["decision"]]] = 1.0
            if chars and "for" in pending:
                entry[o_keep_for + pending["for"]] = 1.0
        if view["over"]:
            entry[o_over] = 1.0
            if view["won"]:
                entry[o_over + 1] = 1.0
        entry[o_case + view["case"]] = 1.0
        holmes = view["holmes"]
        entry[o_holmes + holmes] = 1.0
        track = view["track"]
        if track > GOAL:
            entry[o_track + GOAL + 1] = 1.0
            track = GOAL
        else:
            entry[o_track + track] = 1.0
        # the board: the three sections unrolled (a view always has the three)
        imp = view["impossible"]
        imp_block, imp_scalars = impossible.get(id(imp)) or self._impossible_block(imp)
        sec0, sec1, sec2 = view["sections"]
        block0, lead0, scalars0 = section0.get(id(sec0)) or self._section(0, sec0)
        block1, lead1, scalars1 = section1.get(id(sec1)) or self._section(1, sec1)
        block2, lead2, scalars2 = section2.get(id(sec2)) or self._section(2, sec2)
        raw[board:board_end] = b"".join((imp_block, self._no_leads, block0, block1, block2))
        if lead0 >= 0:
            entry[lead0] = 1.0
        if lead1 >= 0:
            entry[lead1] = 1.0
        if lead2 >= 0:
            entry[lead2] = 1.0
        parts: list[bytes] = []
        append, hand_size = parts.append, self.hand
        for p in view["players"]:
            hand, hints = p["hand"], p["hints"]
            for i in range(len(hand)):  # an index loop: cheaper than zip here
                try:
                    append(slot_rows[id(hints[i])][hand[i]])
                except KeyError:  # a hint record or a card not seen with it yet
                    append(self._slot(hand[i], hints[i]))
            append(empty[hand_size - len(hand)])
        raw[hands:hands_end] = b"".join(parts)
        scalars = [
            holmes / hmax,
            track / GOAL,
            view["deck"] / NEVIDENCE,
            *imp_scalars,
            *scalars0,
            *scalars1,
            *scalars2,
        ]
        if chars:
            self._observe_characters(view, entry, scalars)
        pack_scalars(buf, scalars_at, *scalars)
        return np.frombuffer(buf, dtype=np.float32)

    def _observe_characters(
        self, view: Mapping[str, Any], entry: memoryview[float], scalars: list[float]
    ) -> None:
        """The blocks present with characters only (``entry``: the observation, as floats)."""
        card = EVIDENCE_INDEX
        for p in view["players"]:
            s = p["seat"]
            ch = p["character"]
            if ch is not None:
                entry[self.o_char[s] + CHAR_INDEX[ch]] = 1.0
            if p["ability_used"]:
                entry[self.o_used[s]] = 1.0
        o = self.o_removed
        for name in view["removed_leads"]:
            entry[o + LEAD_INDEX[name]] = 1.0
        known = view["deck_known"]
        if known:
            bottom = view["deck"] - 1
            for k in known:
                e = card[k["card"]]
                entry[self.o_deck_known + e] = 1.0
                if k["from_top"] == 0:
                    entry[self.o_deck_top + e] = 1.0
                if k["from_top"] == bottom:
                    entry[self.o_deck_bottom + e] = 1.0
        drawn = view["drawn"]
        o = self.o_drawn
        for c in drawn:
            if c is not None:
                entry[o + card[c]] = 1.0
        scalars.append(min(len(drawn), 2) / 2)


def make_codec(players: int, options: dict[str, Any]) -> BakerStreetCodec:
    """The Beyond Baker Street codec for ``players`` and the game's validated ``options``."""
    return BakerStreetCodec(players, options)

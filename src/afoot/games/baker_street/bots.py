"""Beyond Baker Street bots: ``rules`` (honest), ``cheat`` and ``omni`` (references that cheat).

All three share one scoring of plays (:func:`score_table`): for every evidence card ``c`` the
score of investigating it under each open lead and of eliminating it, judged on the public
board. A seat that does not know its card averages the scores over the cards its slot may
still be (uniformly), so a play that could lose the game (the track above 20, the last lead
of a section killed) weighs ``-1000`` times its probability and is never taken on a hunch.

Scores (a card of value ``v``; ``gap`` is a lead's target minus its evidence):

- Confirm an exact lead: 30; the third only with the track at exactly 20 (then it wins).
- Investigate, matching icon: ``v == gap`` 20 (the lead becomes exact); ``v < gap`` 6 + v when
  the rest of the gap can still be made from the lead's icon cards not yet played (else -6);
  ``v > gap`` kills the lead: -(12 + 1.5 evidence + the Impossible's cost), -1000 for the last
  lead of a section. Another icon raises the target: -3 - v/2 (-9 if that makes it unreachable).
- Eliminate: the track above 20 is -1000; exactly 20 is 12; below, 4 + v/2 if what is then
  missing can still be made from the cards not yet played (else -15); -3 (-6 when it is the
  exact card) if the card could go to an open lead of its icon, +2 if no open lead has its icon;
  minus the Impossible's cost beyond the case file's limit. So the track is planned: big cards
  no lead wants first, never a value that leaves an unreachable rest, exactly the missing value
  at the end.
- Pursue: only a lead whose gap can no longer be made from its icon's cards (4), else -20.
- One Holmes step (an Assist, a card beyond the Impossible's limit) costs ``2 + 10 / holmes``
  (-1000 when it would reach 0).

``rules`` (honest: each seat reads only ``game.view(seat)``, ``game.legal_actions(seat)``
and what it saw before, below). Its own slots are the cards in the slot's hint rectangle (the
values x icons the Assists left) that it cannot see anywhere (other hands, leads, the
Impossible, known deck cards) nor remembers under a confirmed lead.

Memory (:class:`Memory`). A confirmed lead's evidence lies face down (B3): the view shows how
many cards, not which, so a seat works from what it saw. What it remembers is, per section,
the lead and the cards under it as the seat's own view showed them the last time it decided
while that lead was open (every decision of the seat: its turns, Hilda Hope's second hint,
Toby's placing, the pick for Blackwell). Under a confirmed lead it knows those cards if the
lead is still the one it saw; if exactly one card more lies there, it is the one that made
the lead exact (the lead's icon, the value then missing), unless Mary Morstan (a Confirm one
short) or Baskerville (a swap) is at the table. Baskerville's swap (once per game; every
view says whether he made it) may take a card it saw out of a lead before the lead is
confirmed: when his swap came between its last decision with a lead open and its first with
that lead confirmed, the seat counts none of the cards it saw there as known -- unless, at one
of its decisions, it sees one of them face up elsewhere on the board (in the Impossible,
where the swap put it, or under an open lead; the board, which its log follows as its views
did, so both ways below agree): that card is the one swapped out, the others are there. A
card it saw under a lead still open and no longer there shows the swap went there
and leaves no doubt. (A review found it believing a swapped-out card still under the lead once
Mrs. Hudson's return and a shuffle had hidden it.) A scenario's open leads lie face up from
the start, so their cards count as seen by every seat; a scenario's confirmed lead lies face
down from the start: no view or log ever named its cards, so no seat knows them (a player at
that table could not), and ``determinize`` deals them anew. That memory is rebuilt, never read from the hidden state, in one of two ways that give
the same thing, so the bot plays the same whichever way it is asked:

- kept between calls (one per seat, so one bot may play every seat) while it has seen every
  decision of its seat in this game (``game.actions`` says who decided when);
- else rebuilt from the seat's own log, ``game.log(seat)``, replaying the public events (cards
  played, leads killed or confirmed, Baskerville's swap, the Impossible's cards) to each of
  the seat's decisions (the start of its turns, its picks for Blackwell): a bot made anew mid-game (another server worker, a stand-in
  for a player, a determinized copy) knows what the seat saw. A game that keeps no log (the RL
  environments) leaves the kept memory only: complete when the bot is asked at every decision
  of its seat (an ``easy`` bot, ``rules~0.4``, is skipped by its random moves and then knows a
  little less there).

It is not everything the seat saw: a card played between two of its decisions and confirmed
before the next is known only by the rule above. Keeping to the seat's own decisions is what
makes a game without a log (nothing but views to remember) play as one with it.

Hint conventions (every seat follows the same ones, so teammates can rely on them). An Assist
means: *with what you now know, you have a play whose expected score is at least*
``PLAY = 2`` *-- make your best one*. The receiver does exactly that on its turn: it takes
the best play of its own whose expected score (over its candidates) reaches ``PLAY`` (after
any Confirm, before giving hints of its own unless one gains more). The giver, who sees the
receiver's true cards, simulates this: for each legal Assist it computes the receiver's
candidates after it (its hints, minus every card the giver sees -- a superset of what the
receiver excludes), the receiver's best play and its *true* score, and gives the Assist whose
gain over the receiver's play without it is largest, if that gain beats the Holmes step and
the giver's own best play. In practice:

- a number hint on a single card whose value is exactly a lead's gap (and whose icons could be
  the lead's) means: play it to that lead (right icon: exact, confirm next; the giver never
  gives it when the card is of another icon, unless that is still the best play);
- a number hint on a card of value ``20 - track`` means: eliminate it (it wins the track);
- a number hint whose value fits below the missing track (and the card no lead needs) means:
  eliminate it; one that fits a lead's gap with its icon known means: investigate there;
- an icon hint completes a number known before (the card is then exact) or, for an icon of no
  open lead, means: eliminate those cards when the track has room for all their values;
- a hint that turns a play the receiver thought good into a bad one (a warning) is valued the
  same way: the gain is the disaster avoided.

A seat with no play reaching ``PLAY`` and no useful Assist takes its least bad action (a cheap
non-matching card on a lead with room, or a Holmes step). Characters: Irene boosts Holmes when
he is at 3 or below; Gregson's doubled and Lestrade's free eliminations are scored as such;
Mary Morstan confirms one short; Hilda Hope's second hint is the best Assist with a gain,
else skip; Blackwell's neighbour keeps the more useful card; Toby peeks when nothing better and
keeps a useful card on top; Wiggins' Pursue costs nothing on the Impossible. Mrs. Hudson,
Baskerville and Langdale Pike never use their abilities (scored below any play).

``cheat`` (NOT legal for play, a reference): the same scoring with its own hand read from
``game.state``; it models teammates as cheating too, so it never gives Assists for
information (only as a last-resort Holmes step).

``omni`` (NOT legal for play, the ceiling): a solitaire search over the team's actions on the
real state (hands and the deck's order known; the reshuffles of dead leads are drawn from the
bot's own generator, so a plan is followed while the real game agrees and searched again when
it does not). Limited discrepancy search: depth-first over the lines that leave the ``cheat``
scoring's order (its best ``WIDTH`` children) at most 0, then 1, 2, 3 times, a visited set, ``NODES`` nodes per search and ``GAME_NODES`` per game (time-boxed:
when no winning line is found within them it plays the ``cheat`` choice).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from afoot.engine.events import SILENT
from afoot.engine.game import Game
from afoot.games.baker_street import actions as A
from afoot.games.baker_street import rules as R
from afoot.games.baker_street.data import (
    CHAR_INDEX,
    EVIDENCE_INDEX,
    GOAL,
    GREGSON,
    ICON,
    ICON_INDEX,
    ICON_MASK,
    LEAD_INDEX,
    LEADS,
    LESTRADE,
    NEVIDENCE,
    NVALUES,
    SECTION_INDEX,
    SECTIONS,
    VALUE,
    VALUE_MASK,
    WIGGINS,
)
from afoot.games.baker_street.state import State

LOSS = -1000.0
#: the expected score a play needs to be made on the strength of the hints (the convention)
PLAY = 2.0
#: how much more than a Holmes step an Assist's gain must be worth (tuned, seeded runs)
ASSIST_COST = 1.0
#: omni's search: children per node, nodes per search, nodes per game
WIDTH = 3
NODES = 1500
GAME_NODES = 4000
ALL = (1 << NEVIDENCE) - 1
BITS = tuple(1 << e for e in range(NEVIDENCE))


def _cards(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _sums(mask: int) -> int:
    """The subset sums of the values of the cards in ``mask``, as a bit set."""
    s = 1
    while mask:
        low = mask & -mask
        s |= s << VALUE[low.bit_length() - 1]
        mask ^= low
    return s


def rect(values: Sequence[int], icons: Sequence[str]) -> int:
    """The cards a slot hint allows (values x icons)."""
    vm = 0
    for v in values:
        vm |= VALUE_MASK[v]
    im = 0
    for i in icons:
        im |= ICON_MASK[ICON_INDEX[i]]
    return vm & im


class Board:
    """What every seat knows of the board (all public), plus the acting seat's character."""

    __slots__ = (
        "char",
        "confirmed",
        "evidence",
        "gap",
        "holmes",
        "icon",
        "imp",
        "limit",
        "pile",
        "remaining",
        "top",
        "track",
    )

    def __init__(self) -> None:
        self.top = [-1, -1, -1]
        self.icon = [-1, -1, -1]
        self.gap = [0, 0, 0]
        self.evidence = [0, 0, 0]
        self.pile = [0, 0, 0]
        self.confirmed = [False, False, False]
        self.track = 0
        self.holmes = 0
        self.imp = 0
        self.limit = 0
        #: the cards not on the board nor in the Impossible: hands and deck
        self.remaining = ALL
        self.char = -1

    def open(self) -> list[int]:
        return [k for k in range(3) if not self.confirmed[k] and self.top[k] >= 0]


def board_from_view(view: dict[str, Any], seat: int, hidden: int = 0) -> Board:
    """The board of ``view``; ``hidden``: the cards the seat knows lie under confirmed leads."""
    b = Board()
    for k, sec in enumerate(view["sections"]):
        if sec["card"] is not None:
            lead = LEAD_INDEX[sec["card"]]
            b.top[k] = lead
            b.icon[k] = LEADS[lead][2]
        if not sec["confirmed"]:  # a confirmed lead shows no evidence (B3), and needs none
            b.gap[k] = sec["target"] - sec["evidence"]
            b.evidence[k] = sec["evidence"]
        b.pile[k] = sec["face_down"]
        b.confirmed[k] = sec["confirmed"]
    b.remaining = _remaining(view, hidden)
    b.track = view["track"]
    b.holmes = view["holmes"]
    b.imp = view["impossible"]["count"]
    b.limit = view["impossible"]["limit"]
    char = view["players"][seat]["character"]
    b.char = -1 if char is None else CHAR_INDEX[char]
    return b


def board_from_state(st: State, seat: int) -> Board:
    b = Board()
    used = 0
    for k in range(3):
        lead = st.top[k]
        if lead >= 0:
            b.top[k] = lead
            b.icon[k] = LEADS[lead][2]
        ev = R.evidence(st, k)
        b.gap[k] = R.target(st, k) - ev
        b.evidence[k] = ev
        b.pile[k] = len(st.pile[k])
        b.confirmed[k] = st.confirmed[k]
        for e in st.ev[k]:
            used |= BITS[e]
        for e in st.extra[k]:
            used |= BITS[e]
    for e in st.imp_ev:
        used |= BITS[e]
    b.remaining = ALL & ~used
    b.track = st.track
    b.holmes = st.holmes
    b.imp = len(st.imp_ev) + len(st.imp_leads)
    b.limit = st.limit
    b.char = st.chars[seat]
    return b


def holmes_cost(holmes: int, steps: int = 1) -> float:
    """What moving Holmes ``steps`` towards 0 costs."""
    if steps <= 0:
        return 0.0
    if holmes - steps <= 0:
        return -LOSS
    return sum(2.0 + 10.0 / (holmes - i) for i in range(steps))


class Table:
    """Scores of every card's plays on a board: ``inv[k][c]``, ``elim[c]``."""

    __slots__ = ("board", "elim", "inv", "overflow")

    def __init__(self, b: Board, gregson: bool = False, lestrade: bool = False) -> None:
        self.board = b
        rem = b.remaining
        over = holmes_cost(b.holmes) if b.imp >= b.limit else 0.0
        self.overflow = over
        opens = b.open()
        inv: list[list[float] | None] = [None, None, None]
        for k in opens:
            x, g = b.icon[k], b.gap[k]
            sup = rem & ICON_MASK[x]
            sup_sums = _sums(sup)
            death = LOSS if b.pile[k] == 0 else -(12.0 + 1.5 * b.evidence[k] + over)
            row = [0.0] * NEVIDENCE
            for c in _cards(rem):
                v = VALUE[c]
                if ICON[c] == x:
                    if v > g:
                        row[c] = death
                    elif v == g:
                        row[c] = 20.0
                    else:
                        ok = _sums(sup & ~BITS[c]) >> (g - v) & 1
                        row[c] = 6.0 + v if ok else -6.0
                else:
                    row[c] = -3.0 - 0.5 * v if sup_sums >> (g + v) & 1 else -9.0
            inv[k] = row
        self.inv = inv
        elim = [0.0] * NEVIDENCE
        cost = 0.0 if lestrade else over
        for c in _cards(rem):
            v = VALUE[c] * (2 if gregson else 1)
            t = b.track + v
            if t > GOAL:
                elim[c] = LOSS
                continue
            if t == GOAL:
                s = 12.0
            else:
                s = 4.0 + 0.5 * v if _sums(rem & ~BITS[c]) >> (GOAL - t) & 1 else -15.0
            wanted = False
            for k in opens:
                if ICON[c] == b.icon[k]:
                    wanted = True
                    if VALUE[c] == b.gap[k]:
                        s -= 6.0
                    elif VALUE[c] < b.gap[k]:
                        s -= 3.0
            if not wanted:
                s += 2.0
            elim[c] = s - cost
        self.elim = elim

    def mean(self, row: list[float], cands: list[int]) -> float:
        return sum(row[c] for c in cands) / len(cands) if cands else LOSS

    def best_play(self, slots: list[list[int]]) -> tuple[float, Any]:
        """The best Investigate / Eliminate over slots of candidate cards (expected score)."""
        best: tuple[float, Any] = (LOSS - 1.0, None)
        for i, cands in enumerate(slots):
            if not cands:
                continue
            for k in range(3):
                row = self.inv[k]
                if row is not None:
                    s = self.mean(row, cands)
                    if s > best[0]:
                        best = (s, R.INVESTIGATE[i, k])
            s = self.mean(self.elim, cands)
            if s > best[0]:
                best = (s, R.ELIMINATE[i])
        return best


def true_score(table: Table, action: Any, card: int) -> float:
    if type(action) is A.Eliminate:
        return table.elim[card]
    row = table.inv[SECTION_INDEX[action.lead]]
    return row[card] if row is not None else LOSS


def other_scores(b: Board, legal: Sequence[Any], table: Table) -> list[tuple[float, Any]]:
    """Confirm, Pursue and abilities: scores that need no card."""
    out: list[tuple[float, Any]] = []
    done = sum(b.confirmed)
    for a in legal:
        kind = type(a)
        if kind is A.Confirm:
            out.append((30.0 if done < 2 else (1000.0 if b.track == GOAL else LOSS), a))
        elif kind is A.Pursue:
            k = SECTION_INDEX[a.lead]
            if b.pile[k] == 0:
                out.append((LOSS, a))
                continue
            cost = 0.0 if b.char == WIGGINS else table.overflow
            feasible = _sums(b.remaining & ICON_MASK[b.icon[k]]) >> b.gap[k] & 1
            out.append(((-20.0 if feasible else 4.0) - cost, a))
        elif kind is A.Boost:
            out.append((8.0 if b.holmes <= 3 else -50.0, a))
        elif kind is A.Peek:
            out.append((-4.0, a))
        elif kind in (A.Swap, A.Trade, A.Recover):
            out.append((-60.0, a))
    return out


def pass_scores(b: Board, legal: list[Any]) -> list[tuple[float, Any]]:
    """An Assist as a Holmes step with no information: the last resort."""
    h = -holmes_cost(b.holmes) - 0.5
    return [(h, a) for a in legal if type(a) is A.Assist][:1]


# -- the honest team --------------------------------------------------------------------------
class RulesBot:
    """The honest team member: the conventions of the module docstring, from its view only."""

    name = "rules"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        #: [seat] what it saw (see the module docstring)
        self.memory: dict[int, Memory] = {}

    def act(self, game: Game, seat: int) -> Any:
        view = game.view(seat)
        hidden = self.remember(game, seat, view)
        return self.choose(view, game.legal_actions(seat), seat, hidden)

    def remember(self, game: Game, seat: int, view: dict[str, Any]) -> int:
        """Note what ``seat`` sees now; the cards it knows lie under confirmed leads."""
        key = (game.seed, game.players, repr(game.options), repr(game.scenario))
        at = game.action_count
        mem = self.memory.get(seat)
        if mem is None or mem.key != key or at < mem.at:
            mem = self.memory[seat] = Memory.rebuilt(game, seat, view, key)
        elif (
            mem.at < at
            and any(s == seat for s, _ in game.actions[mem.at + 1 : at])
            and game.log(seat)
        ):  # it missed a decision of its seat, and the game keeps a log that has it
            mem = self.memory[seat] = Memory.rebuilt(game, seat, view, key)
        mem.note(view, at)
        return mem.known(view)

    # the parts, also used by the tests
    def knowledge(
        self, view: dict[str, Any], seat: int, hidden: int = 0
    ) -> tuple[int, list[list[int]]]:
        """(cards this seat cannot see, its slots' candidates); ``hidden``: the cards it knows
        lie under confirmed leads."""
        seen = 0
        for p in view["players"]:
            for name in p["hand"]:
                if name is not None:
                    seen |= BITS[EVIDENCE_INDEX[name]]
        for d in view["deck_known"]:
            seen |= BITS[EVIDENCE_INDEX[d["card"]]]
        b_rem = _remaining(view, hidden)
        unseen = b_rem & ~seen
        me = view["players"][seat]
        slots = []
        for name, h in zip(me["hand"], me["hints"], strict=True):
            if name is not None:
                slots.append([EVIDENCE_INDEX[name]])
            else:
                slots.append(_cards(rect(h["values"], h["icons"]) & unseen))
        return unseen, slots

    def choose(self, view: dict[str, Any], legal: list[Any], seat: int, hidden: int = 0) -> Any:
        """The action for ``seat`` in ``view``; ``hidden``: the cards it knows lie under
        confirmed leads (from :meth:`remember`)."""
        b = board_from_view(view, seat, hidden)
        table = Table(b, b.char == GREGSON, b.char == LESTRADE)
        unseen, slots = self.knowledge(view, seat, hidden)
        pend = view["pending"]
        if pend is not None and pend["decision"] != "action":
            return self._pending(view, legal, seat, pend, b, table, unseen)
        scored = other_scores(b, legal, table)
        play = table.best_play(slots)
        assist = self._best_assist(view, legal, seat, table, unseen)
        scored.append(play)
        if assist is not None:
            scored.append((assist[0] - ASSIST_COST * holmes_cost(b.holmes), assist[1]))
        # a non-matching cheap card, a Holmes step: the least bad
        scored.extend(pass_scores(b, legal))
        return _pick(scored, legal)

    def _best_assist(
        self,
        view: dict[str, Any],
        legal: list[Any],
        seat: int,
        table: Table,
        unseen: int,
    ) -> tuple[float, Any] | None:
        best: tuple[float, Any] | None = None
        players = view["players"]
        by_target: dict[int, list[Any]] = {}
        for a in legal:
            if type(a) is A.Assist:
                by_target.setdefault(a.to, []).append(a)
        for t, hints in by_target.items():
            p = players[t]
            cards = [EVIDENCE_INDEX[n] for n in p["hand"]]
            masks = [rect(h["values"], h["icons"]) for h in p["hints"]]
            # what the receiver cannot see, as far as this seat can tell (a superset)
            hidden = unseen
            for c in cards:
                hidden |= BITS[c]
            base = _receiver_true(table, masks, cards, hidden)
            for a in hints:
                hm = VALUE_MASK[a.value] if a.value is not None else ICON_MASK[ICON_INDEX[a.icon]]
                new = [
                    m & hm if hm >> c & 1 else m & ~hm for m, c in zip(masks, cards, strict=True)
                ]
                gain = _receiver_true(table, new, cards, hidden) - base
                if gain > 0 and (best is None or gain > best[0]):
                    best = (gain, a)
        return best

    def _pending(
        self,
        view: dict[str, Any],
        legal: list[Any],
        seat: int,
        pend: dict[str, Any],
        b: Board,
        table: Table,
        unseen: int,
    ) -> Any:
        kind = pend["decision"]
        if kind == "second_hint":
            assist = self._best_assist(view, legal, seat, table, unseen)
            return assist[1] if assist is not None and assist[0] > 1.0 else A.SKIP
        if kind == "keep":
            return max(legal, key=lambda a: _usefulness(table, EVIDENCE_INDEX[a.card]))
        known = view["deck_known"]
        top = EVIDENCE_INDEX[known[0]["card"]] if known and known[0]["from_top"] == 0 else -1
        if top >= 0 and _usefulness(table, top) < 0:
            return R.PLACE["bottom"]
        return R.PLACE["top"]


def _remaining(view: dict[str, Any], hidden: int = 0) -> int:
    """The cards not face up on the board nor known under a confirmed lead (``hidden``)."""
    used = hidden
    for sec in view["sections"]:
        for name in sec["cards"]:
            used |= BITS[EVIDENCE_INDEX[name]]
        for name in sec["added"]:
            used |= BITS[EVIDENCE_INDEX[name]]
    for name in view["impossible"]["evidence"]:
        used |= BITS[EVIDENCE_INDEX[name]]
    return ALL & ~used


#: the characters that make "the one card more made the lead exact" unsound: Mary Morstan
#: confirms one short, Baskerville swaps cards under a lead
_INEXACT = frozenset(("morstan", "baskerville"))


def _swap_done(view: dict[str, Any]) -> bool | None:
    """Whether Baskerville has made his swap (once per game), None when he is not at the
    table."""
    for p in view["players"]:
        if p["character"] == "baskerville":
            return bool(p["ability_used"])
    return None


def _names_mask(names: Sequence[str]) -> int:
    mask = 0
    for name in names:
        mask |= BITS[EVIDENCE_INDEX[name]]
    return mask


#: a section as a decision sees it: (its lead or None, confirmed, the cards under it face up)
Section = tuple[str | None, bool, int]


class Memory:
    """What one seat saw under each lead (see the module docstring): ``lead[k]`` and
    ``under[k]`` (bits), section ``k`` as it last saw it open at one of its decisions (lead
    None: not seen); ``open``, the sections (bits) open at its last decision; ``unswapped``,
    that Baskerville, at the table, had not swapped then; ``doubt``, the sections confirmed
    since a decision before his swap, whose cards he may have swapped out first; ``gone``, the
    card it then saw the swap had taken out of one of them; ``at``: the game's action count
    at its last decision."""

    __slots__ = ("at", "doubt", "gone", "key", "lead", "open", "under", "unswapped")

    def __init__(self, key: Any, lead: list[str | None], under: list[int], open_: int) -> None:
        self.key = key
        self.at = -1
        self.lead = lead
        self.under = under
        self.open = open_
        self.unswapped = False
        self.doubt = 0
        self.gone = 0

    @classmethod
    def rebuilt(cls, game: Game, seat: int, view: dict[str, Any], key: Any) -> Memory:
        """What ``seat`` saw, from the scenario's board and the seat's own log."""
        scenario = game.scenario or {}
        named = scenario.get("leads") or {}
        start = scenario.get("evidence") or {}
        lead: list[str | None] = []
        under: list[list[str]] = []
        for kind in SECTIONS:
            lead.append((named.get(kind) or [None])[0])
            under.append(list(start.get(kind, [])))
        confirmed = [kind in (scenario.get("confirmed") or []) for kind in SECTIONS]
        # a scenario's open leads lie face up from the start, seen by every seat (a lead it
        # does not name is not); a confirmed one's cards lie face down: nobody saw them
        seen = [bool(under[k]) and not confirmed[k] for k in range(3)]
        mem = cls(
            key,
            [lead[k] if seen[k] else None for k in range(3)],
            [_names_mask(under[k]) if seen[k] else 0 for k in range(3)],
            sum(1 << k for k in range(3) if seen[k]),
        )
        at_table = _swap_done(view) is not None
        mem.unswapped = at_table  # nobody has used an ability before the first move
        log = game.log(seat)
        if not log:
            return mem
        for k in range(3):  # the first lead of a section: seen face up by everyone
            if lead[k] is None:
                dead = next(
                    (e for e in log if e["type"] == "lead_dead" and e["lead"] == SECTIONS[k]), None
                )
                lead[k] = dead["card"] if dead is not None else view["sections"][k]["card"]
        impossible = _names_mask(scenario.get("impossible") or [])
        swapped = False

        def board() -> int:
            """The cards face up on the board: under the open leads, in the Impossible."""
            out = impossible
            for k in range(3):
                if not confirmed[k] and lead[k] is not None:
                    out |= _names_mask(under[k])
            return out

        def note() -> None:
            sections: list[Section] = [
                (lead[k], True, 0) if confirmed[k] else (lead[k], False, _names_mask(under[k]))
                for k in range(3)
            ]
            mem.decide(sections, swapped if at_table else None, board)

        turn = next((e["seat"] for e in log if e["type"] == "turn"), None)
        if (view["turn"] if turn is None else (turn - 1) % game.players) == seat:
            note()  # it was first to decide
        for e in log:
            kind = e["type"]
            if kind == "turn":
                if e["seat"] == seat:
                    note()
            elif kind == "investigated":
                under[SECTION_INDEX[e["lead"]]].append(e["card"])
            elif kind == "eliminated":
                impossible |= BITS[EVIDENCE_INDEX[e["card"]]]
            elif kind == "lead_dead":
                k = SECTION_INDEX[e["lead"]]
                under[k] = []
                lead[k] = e["revealed"]
            elif kind == "confirmed":
                confirmed[SECTION_INDEX[e["lead"]]] = True
            elif kind == "drew_two":
                if e["picker"] == seat:
                    note()
            elif kind == "swapped":
                k = SECTION_INDEX[e["lead"]]
                under[k].remove(e["card"])
                under[k].append(e["impossible"])
                impossible ^= (
                    BITS[EVIDENCE_INDEX[e["impossible"]]] | BITS[EVIDENCE_INDEX[e["card"]]]
                )
                swapped = True
            elif kind == "recovered":
                impossible &= ~BITS[EVIDENCE_INDEX[e["card"]]]
        return mem

    def note(self, view: dict[str, Any], at: int) -> None:
        """The seat decides in ``view`` (at the game's action count ``at``)."""
        self.at = at
        sections: list[Section] = [
            (sec["card"], True, 0)
            if sec["confirmed"]
            else (sec["card"], False, _names_mask(sec["cards"]) | _names_mask(sec["added"]))
            for sec in view["sections"]
        ]
        self.decide(sections, _swap_done(view), lambda: ALL & ~_remaining(view))

    def decide(self, sections: list[Section], swapped: bool | None, board: Any) -> None:
        """A decision of the seat that sees ``sections``, Baskerville's swap made (None: he is
        not at the table) and, when asked, the cards face up on the board (``board()``); the
        same whether the memory is kept or rebuilt from the log, so both play alike."""
        if self.unswapped and swapped:  # his swap came since the seat's last decision
            doubt = 0
            for k, (card, confirmed, cards) in enumerate(sections):
                if not self.open >> k & 1 or card != self.lead[k]:
                    continue  # not open then, or its lead died since: nothing to doubt
                if confirmed:
                    doubt |= 1 << k  # confirmed since: the swap may have taken a card first
                elif self.under[k] & ~cards:  # a card it saw there left: the swap took it
                    doubt = -1
            self.doubt = max(doubt, 0)
        self.unswapped = swapped is False
        if self.doubt and not self.gone:  # a card it saw under one of them face up elsewhere
            face_up = board()
            for k in range(3):
                if self.doubt >> k & 1 and self.under[k] & face_up:
                    self.gone = self.under[k] & face_up
        opened = 0
        for k, (card, confirmed, cards) in enumerate(sections):
            if not confirmed and card is not None:
                self.lead[k] = card
                self.under[k] = cards
                opened |= 1 << k
        self.open = opened

    def known(self, view: dict[str, Any]) -> int:
        """The cards the seat knows lie under the confirmed leads of ``view`` (bits)."""
        out = 0
        exact: bool | None = None
        for k, sec in enumerate(view["sections"]):
            if not sec["confirmed"] or self.lead[k] is None or self.lead[k] != sec["card"]:
                continue
            mask = self.under[k]
            if self.doubt >> k & 1:  # Baskerville may have swapped one out before the Confirm
                if not self.gone:
                    continue  # it never saw which: none of them is sure
                mask &= ~self.gone  # it saw which: the others are there
            elif sec["hidden"] - mask.bit_count() == 1:
                if exact is None:
                    exact = not any(p["character"] in _INEXACT for p in view["players"])
                if exact:  # the one card more made the lead exact
                    _, value, icon = LEADS[LEAD_INDEX[sec["card"]]]
                    for c in _cards(mask):
                        value += VALUE[c] if ICON[c] != icon else -VALUE[c]
                    if 1 <= value <= NVALUES:
                        mask |= BITS[icon * NVALUES + value - 1]
            out |= mask
        return out & ~_visible(view) if out else 0


def _visible(view: dict[str, Any]) -> int:
    """The cards face up in ``view``: hands it shows, the board, known deck cards."""
    seen = ALL & ~_remaining(view)
    for p in view["players"]:
        for name in p["hand"] or ():
            if name is not None:
                seen |= BITS[EVIDENCE_INDEX[name]]
    for d in view["deck_known"]:
        seen |= BITS[EVIDENCE_INDEX[d["card"]]]
    return seen


def _usefulness(table: Table, card: int) -> float:
    best = table.elim[card]
    for row in table.inv:
        if row is not None and row[card] > best:
            best = row[card]
    return best


def _receiver_true(table: Table, masks: list[int], cards: list[int], hidden: int) -> float:
    """The true score of the play a receiver with these hints makes under the convention (its
    best expected play if that reaches ``PLAY``; 0 -- something else -- if not)."""
    slots = [_cards(m & hidden) for m in masks]
    score, action = table.best_play(slots)
    if action is None or score < PLAY:
        return 0.0
    return true_score(table, action, cards[action.slot])


def _pick(scored: list[tuple[float, Any]], legal: list[Any]) -> Any:
    best: tuple[float, Any] | None = None
    for s, a in scored:
        if a is not None and (best is None or s > best[0]):
            best = (s, a)
    if best is None or best[1] not in legal:
        return legal[0]
    return best[1]


# -- the references that cheat ----------------------------------------------------------------
def exact_scores(st: State, seat: int, legal: Sequence[Any]) -> list[tuple[float, Any]]:
    """Every legal action scored with the seat's own hand known (the state read)."""
    b = board_from_state(st, seat)
    table = Table(b, b.char == GREGSON, b.char == LESTRADE)
    out = other_scores(b, legal, table)
    hand = st.hand[seat]
    assists = False
    for a in legal:
        kind = type(a)
        if kind is A.Investigate:
            row = table.inv[SECTION_INDEX[a.lead]]
            out.append((row[hand[a.slot]] if row is not None else LOSS, a))
        elif kind is A.Eliminate:
            out.append((table.elim[hand[a.slot]], a))
        elif kind is A.Assist and not assists:
            assists = True
            out.append((-holmes_cost(b.holmes) - 0.5, a))
        elif kind is A.Skip:
            out.append((0.0, a))
        elif kind is A.Keep:
            out.append((_usefulness(table, EVIDENCE_INDEX[a.card]), a))
        elif kind is A.Place:
            top = st.deck[-1] if st.deck else -1
            good = top >= 0 and _usefulness(table, top) >= 0
            out.append((1.0 if (a.where == "top") == good else 0.0, a))
    return out


class CheatBot:
    """NOT legal for play (a reference): ``rules``' scoring with its own hand read from the
    state; teammates are assumed to cheat too, so it never Assists for information."""

    name = "cheat"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def act(self, game: Game, seat: int) -> Any:
        legal = game.legal_actions(seat)
        return _pick(exact_scores(game.state, seat, legal), legal)


def _key(st: State) -> tuple[Any, ...]:
    return (
        st.cur,
        st.pend,  # a frozen decision, or ()
        st.track,
        st.holmes,
        tuple(st.top),
        tuple(st.confirmed),
        tuple(tuple(e) for e in st.ev),
        tuple(tuple(e) for e in st.extra),
        tuple(tuple(h) for h in st.hand),
        len(st.deck),
        len(st.imp_leads),
        tuple(st.used),
    )


def _ordered(st: State, seat: int) -> list[Any]:
    legal = R.legal(st, seat)
    scored = exact_scores(st, seat, legal)
    scored.sort(key=lambda sa: -sa[0])
    if st.pend:
        return [a for _, a in scored]
    return [a for s, a in scored[:WIDTH] if s > LOSS / 2] or [scored[0][1]]


class OmniBot:
    """NOT legal for play (the ceiling): a depth-first search over the team's actions on the
    real state, the deck's order known (see the module docstring)."""

    name = "omni"

    def __init__(self, seed: int | None = None, nodes: int = NODES, game_nodes: int = GAME_NODES):
        self.rng = random.Random(seed)
        self.nodes = nodes
        self.game_nodes = game_nodes
        self.spent = 0
        self.game_id = -1
        self.plan: dict[tuple[Any, ...], Any] = {}

    def act(self, game: Game, seat: int) -> Any:
        st = game.state
        if id(game) != self.game_id or (st.turns == 0 and not game.actions):
            self.game_id = id(game)
            self.spent = 0
            self.plan = {}
        key = _key(st)
        planned = self.plan.get(key)
        legal = game.legal_actions(seat)
        if planned is not None and planned in legal:
            return planned
        budget = min(self.nodes, self.game_nodes - self.spent)
        if budget > 0:
            line = self._search(st, budget)
            if line is not None:
                self.plan = dict(line)
                return line[0][1]
        return _ordered(st, seat)[0]

    def _search(self, root: State, budget: int) -> list[tuple[tuple[Any, ...], Any]] | None:
        """Limited discrepancy search: lines leaving the ``cheat`` order at most 0, 1, 2 ...
        times, each a depth-first search, until a win or the node budget."""
        path: list[tuple[tuple[Any, ...], Any]] = []
        rng = random.Random(self.rng.random())
        count = 0

        def dfs(st: State, d: int, seen: dict[tuple[Any, ...], int]) -> bool:
            nonlocal count
            if st.over:
                return st.won
            key = _key(st)
            if seen.get(key, -1) >= d or count >= budget:
                return False
            seen[key] = d
            seat = st.pend.seat if st.pend else st.cur
            for j, a in enumerate(_ordered(st, seat)):
                if j > 0 and d == 0:
                    break
                count += 1
                child = st.clone()
                R.apply(child, seat, a, rng, SILENT)
                path.append((key, a))
                if dfs(child, d - (j > 0), seen):
                    return True
                path.pop()
                if count >= budget:
                    return False
            return False

        found = False
        for d in range(4):
            if dfs(root.clone(), d, {}):
                found = True
                break
            if count >= budget:
                break
        self.spent += count
        return path if found else None

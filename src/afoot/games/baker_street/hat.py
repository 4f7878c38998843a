"""Beyond Baker Street's ``hat`` team: an honest team whose Assists carry a recommendation to
every other seat at once (a hat-guessing convention, as the strongest Hanabi bots use).

The gap between the honest ``rules`` team and ``cheat`` (which sees its own hand) is
information, and information costs Holmes a space per Assist. ``rules`` gives an Assist its
literal meaning (these slots are 3s), one seat at a time. ``hat`` agrees a convention
beforehand, in which the *choice* among the legal Assists tells each other seat of the team
which play to make, so one Holmes step informs every other seat. Everything below is public
and deterministic: each seat reads only its own view and its own log.

**The recommendation** of a seat ``p`` (``recommend``) is a function of the public state and
``p``'s hand only, so every seat but ``p`` (which sees that hand) computes the same one:

1. The public state: the board as the log tells it (every card played under a lead, the
   Impossible, the track, Holmes), and for each slot of each seat what the Assists said of it
   (the literal content) and what earlier recommendations told it (both below).
2. ``p``'s *pairs*: every (slot, play) with a play among "investigate under each open lead"
   and "eliminate", ordered by the probability, over the cards the slot may publicly be,
   that the play scores at least ``GOOD`` on ``rules``' scoring (``bots.Table``), highest
   first (ties: lower slot, then the leads in board order, then eliminate); only the first
   ``M - 1`` pairs can be recommended (``M``, the code's size, below).
3. The recommendation is the listed pair whose play, with ``p``'s real card, scores most (at
   least ``GOOD``; ties: the earlier pair), as the number of the pair (1, 2, ...), or 0
   ("nothing listed is good") when none does.

**What a recommendation tells** its seat, kept as the slot's *implied* mask (public: every
seat knows every recommendation): pair (slot ``i``, play ``a``): slot ``i``'s card is one on
which ``a`` scores at least ``GOOD`` (on the board of the moment); 0: for every listed pair,
the slot's card is one on which the play scores less. The mask goes with the card, until it
is played. A seat then plays as ``rules`` does, with its slots' candidates narrowed by both
masks: its best play (expected score over those candidates), a Confirm, or an Assist whose
gain beats a Holmes step, whichever scores most; a giver models a receiver as ``rules`` does
(it makes its best play when that reaches ``bots.PLAY``).

**The code.** An Assist from a ``hat`` seat to a ``hat`` seat is a number, from what every
seat sees of it: the receiver's place among the giver's receivers (the ``hat`` seats after
the giver, in turn order: 0, 1, ...), whether it names a value (0) or an icon (1), and the
first slot it points at (``f``, 0 to the hand size ``H`` less 1, B6: it points at every card
of that value or icon): ``code = (2 * place + kind) * H + f - 1``, ``M = 2 x H x receivers -
1`` codes (3 players: 15; 4 players: 17). The code -1, a value pointing at slot 0 of the
first receiver (always available: slot 0's own value), is the *null* Assist: it says nothing
to the code (a Holmes step, for the literal content alone). Slot 0's own value and icon
always point at slot 0 of each receiver; a later slot's are available when no earlier slot
shares them. The giver computes every receiver's recommendation and gives an Assist whose
code is their sum modulo ``M``; each receiver subtracts the recommendations of the other
receivers (it sees their hands) and learns its own. Of the Assists with that code the giver
gives the first legal one (``rules.legal``'s order: receivers, values, icons). A ``hat`` giver never gives a ``hat``
receiver an Assist whose code is not the sum: its receivers would learn a false
recommendation, and the table's record of what each seat knows would split (a third seat
cannot tell); when no Assist has the code, it gives none (or the null one, as a Holmes step).

**When to give one**: the giver simulates every receiver's next play with and without the
recommendations (the ``rules`` receiver model, true cards) and gives the Assist when the sum
of the gains, the later receivers' discounted, beats a Holmes step and its own best play.

**Three ``hat`` seats or more.** With one receiver (2 players, or 3 with a person) the code
lost to ``rules``' literal convention on our measures (2 players, case 1: 40.5% against
68.7%, 200 deals), so a table with fewer than three ``hat`` seats plays ``rules`` (every
``hat`` seat knows the lineup, so all switch together).

**Mixed tables** (``lineup``): the convention holds among the seats whose agent is ``hat``
(or a level that is ``hat``);
the Assists of any other seat (a person, another bot) are read for their literal content only,
and an Assist to such a seat is chosen for its literal content, as ``rules`` chooses it (a
person is never expected to decode a code). Without a lineup every seat is taken to be
``hat``.

**What it cannot follow**: characters that move cards between hands, the deck and the board
unseen by the log's plain events (Blackwell, Langdale Pike, Baskerville, Mrs. Hudson), a
scenario's board, and a game that keeps no log: there every seat of the team plays as
``rules`` (they all see the same, so they all switch).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from afoot.engine.game import Game
from afoot.games.baker_street import actions as A
from afoot.games.baker_street.bots import (
    ALL,
    BITS,
    Board,
    RulesBot,
    Table,
    _cards,
    _pick,
    _receiver_true,
    holmes_cost,
    other_scores,
    pass_scores,
    rect,
)
from afoot.games.baker_street.data import (
    CHAR_INDEX,
    EVIDENCE_INDEX,
    GREGSON,
    HAND,
    ICON_INDEX,
    ICON_MASK,
    LEAD_INDEX,
    LEADS,
    LEADS_PER_GAME,
    LESTRADE,
    SECTION_INDEX,
    VALUE,
    VALUE_MASK,
)

NAME = "hat"
#: a play that scores this much (``bots.Table``) is worth recommending
GOOD = 5.0
#: how much more than a Holmes step the gain of an Assist must be worth
ASSIST_COST = 1.5
#: the weight of the gain of the receiver ``j`` seats after the first (the board moves on)
LATER = 0.8
#: characters whose effects the log's plain events do not follow (see the docstring)
UNFOLLOWED = frozenset(("blackwell", "langdale_pike", "baskerville", "hudson"))
#: [section] the plays of a pair: investigate under lead k (0-2), eliminate (3)
ELIM = 3


#: the levels that are ``hat`` (``LEVELS`` in the package, which imports this module: a test
#: checks that they agree); a level's agent goes by the level's name
HAT_LEVELS = frozenset(("hard",))


def _is_hat(name: str | None) -> bool:
    """Whether the agent called ``name`` follows the convention: ``hat``, or a level that is."""
    return name == NAME or name in HAT_LEVELS


class Seen:
    """The table as one seat followed it from its log: the board, every hand (its own cards
    unknown: -1), each slot's literal (``said``) and implied (``implied``) masks."""

    __slots__ = (
        "chars",
        "confirmed",
        "done",
        "ev",
        "extra",
        "hands",
        "hat",
        "holmes",
        "imp",
        "imp_ev",
        "implied",
        "key",
        "limit",
        "n",
        "ok",
        "pile",
        "recs",
        "said",
        "seat",
        "top",
        "track",
        "width",
    )

    def __init__(self, key: Any, seat: int, view: dict[str, Any], log: list[dict[str, Any]]):
        self.key = key
        self.seat = seat
        players = view["players"]
        self.n = n = len(players)
        #: the slots a code can point at: a full hand's
        self.width = HAND[n]
        self.chars = [CHAR_INDEX[p["character"]] if p["character"] else -1 for p in players]
        self.hat = [True] * n
        self.ok = not any(p["character"] in UNFOLLOWED for p in players)
        self.limit = view["impossible"]["limit"]
        self.recs: list[int] = [0] * n  # the last recommendation each seat received
        # the hands at the start: the view's, with the log's plays and draws undone
        hands = [[EVIDENCE_INDEX[c] if c is not None else -1 for c in p["hand"]] for p in players]
        holmes = view["holmes"]
        for e in reversed(log):
            kind = e["type"]
            if kind == "drew":
                hands[e["seat"]].pop(e["slot"])
            elif kind in ("investigated", "eliminated"):
                hands[e["seat"]].insert(e["slot"], EVIDENCE_INDEX[e["card"]])
            elif kind == "holmes":
                holmes -= e["moved"]
            elif kind in ("drew_two", "kept", "traded", "swapped", "recovered"):
                self.ok = False
        self.hands = hands
        self.said = [[ALL] * len(h) for h in hands]
        self.implied = [[ALL] * len(h) for h in hands]
        self.holmes = holmes
        self.track = 0
        self.imp = 0
        self.imp_ev = 0
        self.top = [-1, -1, -1]
        for k, sec in enumerate(view["sections"]):
            first = next(
                (e for e in log if e["type"] == "lead_dead" and e["lead"] == sec["lead"]), None
            )
            card = first["card"] if first is not None else sec["card"]
            self.top[k] = LEAD_INDEX[card] if card is not None else -1
        self.pile = [LEADS_PER_GAME - 1] * 3
        self.ev: list[list[int]] = [[], [], []]
        self.extra: list[list[int]] = [[], [], []]
        self.confirmed = [False, False, False]
        self.done = 0

    # -- the public board ------------------------------------------------------------------
    def board(self, seat: int) -> Board:
        b = Board()
        used = self.imp_ev
        for k in range(3):
            lead = self.top[k]
            if lead >= 0:
                b.top[k] = lead
                b.icon[k] = LEADS[lead][2]
            ev = sum(VALUE[c] for c in self.ev[k])
            if not self.confirmed[k] and lead >= 0:
                b.gap[k] = LEADS[lead][1] + sum(VALUE[c] for c in self.extra[k]) - ev
                b.evidence[k] = ev
            b.pile[k] = self.pile[k]
            b.confirmed[k] = self.confirmed[k]
            for c in self.ev[k] + self.extra[k]:
                used |= BITS[c]
        b.remaining = ALL & ~used
        b.track = self.track
        b.holmes = self.holmes
        b.imp = self.imp
        b.limit = self.limit
        b.char = self.chars[seat]
        return b

    def table(self, seat: int) -> Table:
        b = self.board(seat)
        return Table(b, b.char == GREGSON, b.char == LESTRADE)

    def public(self, p: int, remaining: int) -> list[int]:
        """The cards each slot of seat ``p`` may publicly be (bits)."""
        return [s & m & remaining for s, m in zip(self.said[p], self.implied[p], strict=True)]

    # -- following the log -----------------------------------------------------------------
    def follow(self, log: list[dict[str, Any]]) -> None:
        for e in log[self.done :]:
            if not self.ok:  # an event it cannot follow: the convention is off for the game
                break
            self.event(e)
        self.done = len(log)

    def event(self, e: dict[str, Any]) -> None:
        kind = e["type"]
        if kind == "assisted":
            g, t = e["seat"], e["to"]
            if self.ok and self.hat[g] and self.hat[t]:
                self.decode(g, t, e["value"] is not None, min(e["slots"]))
            mask = (
                VALUE_MASK[e["value"]]
                if e["value"] is not None
                else ICON_MASK[ICON_INDEX[e["icon"]]]
            )
            touched = set(e["slots"])
            said = self.said[t]
            for i in range(len(said)):
                said[i] &= mask if i in touched else ~mask
        elif kind == "holmes":
            self.holmes = e["space"]
        elif kind in ("investigated", "eliminated"):
            s, i = e["seat"], e["slot"]
            self.hands[s].pop(i)
            self.said[s].pop(i)
            self.implied[s].pop(i)
            c = EVIDENCE_INDEX[e["card"]]
            if kind == "eliminated":
                self.imp += 1
                self.imp_ev |= BITS[c]
                self.track = e["track"]
            else:
                k = SECTION_INDEX[e["lead"]]
                (self.ev if e["matched"] else self.extra)[k].append(c)
        elif kind == "drew":
            s = e["seat"]
            card = e.get("card")
            self.hands[s].append(EVIDENCE_INDEX[card] if card is not None else -1)
            self.said[s].append(ALL)
            self.implied[s].append(ALL)
        elif kind == "confirmed":
            self.confirmed[SECTION_INDEX[e["lead"]]] = True
        elif kind == "lead_dead":
            k = SECTION_INDEX[e["lead"]]
            self.ev[k] = []
            self.extra[k] = []
            self.top[k] = LEAD_INDEX[e["revealed"]] if e["revealed"] is not None else -1
            self.pile[k] -= 1
            self.imp += bool(e["impossible"])
        elif kind in ("drew_two", "kept", "traded", "swapped", "recovered"):
            self.ok = False

    # -- the convention --------------------------------------------------------------------
    def receivers(self, g: int) -> list[int]:
        """The seats a ``hat`` giver ``g``'s code speaks to, in turn order after it."""
        return [(g + j) % self.n for j in range(1, self.n) if self.hat[(g + j) % self.n]]

    def pairs(self, p: int, table: Table, size: int) -> list[tuple[int, int]]:
        """Seat ``p``'s recommendable (slot, play) pairs, best first (the docstring, 2)."""
        b = table.board
        ranked: list[tuple[float, int, int]] = []
        public = [_cards(m) for m in self.public(p, b.remaining)]
        for i, cs in enumerate(public):
            if not cs:
                continue
            for a, row in enumerate((*table.inv, table.elim)):
                if row is None:
                    continue
                good = sum(1 for c in cs if row[c] >= GOOD)
                if good:
                    ranked.append((-good / len(cs), i, a))
        ranked.sort()
        return [(i, a) for _, i, a in ranked[: size - 1]]

    def recommend(self, p: int, size: int) -> tuple[int, list[tuple[int, int]], Table]:
        """Seat ``p``'s recommendation (its hand read from ``hands``), its pairs, its table."""
        table = self.table(p)
        listed = self.pairs(p, table, size)
        best, rec = GOOD, 0
        hand = self.hands[p]
        for j, (i, a) in enumerate(listed):
            row = table.elim if a == ELIM else table.inv[a]
            assert row is not None
            s = row[hand[i]]
            if s >= best and (rec == 0 or s > best):
                best, rec = s, j + 1
        return rec, listed, table

    def learn(self, p: int, rec: int, listed: list[tuple[int, int]], table: Table) -> None:
        """Seat ``p`` received recommendation ``rec``: narrow its slots' implied masks."""
        rows = (*table.inv, table.elim)
        imp = self.implied[p]
        if rec:
            i, a = listed[rec - 1]
            row = rows[a]
            assert row is not None
            imp[i] &= sum(BITS[c] for c in range(len(row)) if row[c] >= GOOD)
        else:
            for i, a in listed:
                row = rows[a]
                assert row is not None
                imp[i] &= sum(BITS[c] for c in range(len(row)) if row[c] < GOOD)
        self.recs[p] = rec

    def size(self, g: int) -> int:
        """The size of giver ``g``'s code (the null Assist is not one of them)."""
        return 2 * self.width * len(self.receivers(g)) - 1

    def code(self, g: int, t: int, value: bool, first: int) -> int:
        """The code of an Assist from ``g`` to ``t`` naming a value or an icon that points at
        ``first`` and no slot before it; -1 for the null Assist (a value pointing at slot 0 of
        the first receiver: always available, it says nothing but its literal content)."""
        rs = self.receivers(g)
        return (2 * rs.index(t) + (not value)) * self.width + first - 1

    def decode(self, g: int, t: int, value: bool, first: int) -> None:
        code, size = self.code(g, t, value, first), self.size(g)
        if code < 0:  # the null Assist
            return
        mine: tuple[list[tuple[int, int]], Table] | None = None
        total = 0
        got: list[tuple[int, int, list[tuple[int, int]], Table]] = []
        for p in self.receivers(g):
            if p == self.seat:
                table = self.table(p)
                mine = (self.pairs(p, table, size), table)
                continue
            rec, listed, table = self.recommend(p, size)
            total += rec
            got.append((p, rec, listed, table))
        for p, rec, listed, table in got:
            self.learn(p, rec, listed, table)
        if mine is not None:
            rec = (code - total) % size
            listed, table = mine
            if rec > len(listed):  # not a code this seat's pairs allow: a false one
                rec = 0
                self.recs[self.seat] = 0
                return
            self.learn(self.seat, rec, listed, table)


class HatBot:
    """The ``hat`` team member (see the module docstring)."""

    name = NAME

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed
        self.fallback = RulesBot(seed)
        self.seen: dict[int, Seen] = {}
        self.names: list[str | None] | None = None
        #: the Assists whose code is the sum, found by the last ``best_assist``
        self.coded: list[Any] = []
        #: the null Assists (a Holmes step that says nothing to the code), found with them
        self.null: list[Any] = []

    def lineup(self, names: Sequence[str | None]) -> None:
        """The agent in each seat (None: a person): the convention holds among ``hat`` seats."""
        if self.names != list(names):  # a new lineup: the record is followed again
            self.names = list(names)
            self.seen.clear()

    def follow(self, game: Game, seat: int, view: dict[str, Any]) -> Seen | None:
        """This seat's record of the table, followed to now (None: the convention is off)."""
        log = game.log(seat)
        if game.scenario or (game.action_count and not log):  # nothing to follow: ``rules``
            return None
        key = (game.seed, game.players, repr(game.options), tuple(self.names or ()))
        seen = self.seen.get(seat)
        if seen is None or seen.key != key or seen.done > len(log):
            seen = Seen(key, seat, view, log)
            if self.names is not None and len(self.names) == seen.n:
                seen.hat = [_is_hat(name) for name in self.names]
            seen.done = 0
            self.seen[seat] = seen
        seen.follow(log)
        # the code needs two receivers or more to beat ``rules``' literal convention (measured:
        # at 2 players it lost to it), so a table of fewer than 3 ``hat`` seats plays ``rules``
        return seen if seen.ok and seen.hat[seat] and sum(seen.hat) >= 3 else None

    def act(self, game: Game, seat: int) -> Any:
        view = game.view(seat)
        hidden = self.fallback.remember(game, seat, view)
        legal = game.legal_actions(seat)
        seen = self.follow(game, seat, view)
        pend = view["pending"]
        if seen is not None and pend is not None and pend["decision"] == "second_hint":
            # Lady Hilda Hope's second hint is an Assist too: a code, or none
            unseen = self.unseen(seen, view, seat)
            found = self.best_assist(seen, view, legal, seat, unseen)
            return found[1] if found is not None and found[0] > 1.0 else A.SKIP
        if seen is None or (pend is not None and pend["decision"] != "action"):
            return self.fallback.choose(view, legal, seat, hidden)
        return self.choose(seen, view, legal, seat)

    def choose(self, seen: Seen, view: dict[str, Any], legal: list[Any], seat: int) -> Any:
        table = seen.table(seat)
        b = table.board
        unseen = self.unseen(seen, view, seat)
        slots = []
        me = view["players"][seat]
        for i, (said, imp) in enumerate(zip(seen.said[seat], seen.implied[seat], strict=True)):
            name = me["hand"][i]
            if name is not None:
                slots.append([EVIDENCE_INDEX[name]])
                continue
            h = me["hints"][i]
            lit = rect(h["values"], h["icons"]) & said & unseen
            slots.append(_cards(lit & imp) or _cards(lit))
        scored = other_scores(b, legal, table)
        play = table.best_play(slots)
        scored.append(play)  # however low: the least bad, as ``rules`` plays it
        assist = self.best_assist(seen, view, legal, seat, unseen)
        if assist is not None:
            scored.append((assist[0] - ASSIST_COST * holmes_cost(b.holmes), assist[1]))
        # the last resort, a Holmes step: an Assist with the code, never a false one (its
        # receivers would learn false recommendations, and the table's record would split)
        literal = [a for a in legal if type(a) is A.Assist and not seen.hat[a.to]]
        steps = pass_scores(b, self.null + literal)
        scored.extend(steps)
        # nothing scored (an empty hand, no lead to confirm): a Holmes step all the same
        return (
            _pick(scored, [*self.coded, *literal] or legal) if not scored else _pick(scored, legal)
        )

    @staticmethod
    def unseen(seen: Seen, view: dict[str, Any], seat: int) -> int:
        """The cards this seat cannot see: the public remaining less the hands it sees and the
        deck cards whose place it knows."""
        unseen = seen.board(seat).remaining
        for p, hand in enumerate(seen.hands):
            if p != seat:
                for c in hand:
                    unseen &= ~BITS[c]
        for d in view["deck_known"]:
            unseen &= ~BITS[EVIDENCE_INDEX[d["card"]]]
        return unseen

    def best_assist(
        self, seen: Seen, view: dict[str, Any], legal: list[Any], seat: int, unseen: int
    ) -> tuple[float, Any] | None:
        """The Assist worth most: the code to the ``hat`` receivers, or a literal one to a
        seat that is not ``hat``; (gain, Assist)."""
        best: tuple[float, Any] | None = None
        self.coded = []
        self.null = []
        rs = seen.receivers(seat)
        literal = [a for a in legal if type(a) is A.Assist and not seen.hat[a.to]]
        if literal:
            found = self.fallback._best_assist(view, literal, seat, seen.table(seat), unseen)
            if found is not None:
                best = found
        if not rs:
            return best
        size = seen.size(seat)
        total = 0
        gain = 0.0
        outs: list[tuple[int, float, list[int], list[int], Table]] = []
        for j, p in enumerate(rs):
            rec, listed, table = seen.recommend(p, size)
            total += rec
            hand = seen.hands[p]
            hidden = unseen
            for c in hand:
                hidden |= BITS[c]
            before = [s & m for s, m in zip(seen.said[p], seen.implied[p], strict=True)]
            base = _receiver_true(table, before, hand, hidden)
            after = before[:]
            if rec:
                i, a = listed[rec - 1]
                row = (*table.inv, table.elim)[a]
                assert row is not None
                after[i] &= sum(BITS[c] for c in range(len(row)) if row[c] >= GOOD)
            outs.append((p, LATER**j, before, hand, table))
            gain += LATER**j * (_receiver_true(table, after, hand, hidden) - base)
        want = total % size
        options = []
        for a in legal:
            if type(a) is not A.Assist or not seen.hat[a.to] or a.to == seat:
                continue
            mask = (
                VALUE_MASK[a.value] if a.value is not None else ICON_MASK[ICON_INDEX[str(a.icon)]]
            )
            first = next(i for i, c in enumerate(seen.hands[a.to]) if mask >> c & 1)
            if seen.code(seat, a.to, a.value is not None, first) == want:
                options.append(a)
        self.coded = options
        self.null = [
            a
            for a in legal
            if type(a) is A.Assist
            and a.to == rs[0]
            and a.value is not None
            and VALUE_MASK[a.value] >> seen.hands[a.to][0] & 1
        ]
        if not options or gain <= 0:
            return best
        pick = options[0]
        if best is None or gain > best[0]:
            return (gain, pick)
        return best

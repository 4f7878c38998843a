"""The ``deduce`` bots for 13 Clues (``deduce`` and ``deduce_hard``): the most informative
question, accusations by the odds, glasses taken from the most dangerous rival.

They read only what their seat may know: ``game.view(seat)``, ``game.legal_actions(seat)``
and the seat's casebook problem (``views._Problem(game.state, seat)``, which reads only the
seat's information: the other mysteries, its own screen, the informant cards it looked at,
the questions it heard, the accusations) -- so the same view and seed give the same choice
(``tests/test_bots.py`` and ``tests/test_hard.py`` check it on ``determinize`` copies).

Set-up (the convention): of its 5 cards, the mystery given to the left neighbour is a person,
a location and a weapon of three different suits when it can (the rulebook's hint: three of
one suit make the neighbour's deduction easier); exact ties to the seeded generator.

The posterior (exact): per candidate triple ``T`` of the seat's own mystery, the layouts of
the constrained screens (``views._Problem``'s pairs, laid disjointly: a dynamic programme
over the cards used, whose final states ``used -> ways`` the bot keeps). ``P(T)`` is its
share of the layouts: the casebook's weights.

``deduce_hard`` also reads the set-up convention: its right neighbour, whose hand ``H`` was
the mystery it gave and its screen, would not have given a triple that repeats a suit when
``H`` held one of three suits. The deal makes a hand likely in
proportion to its number of triples and the casebook's uniform choice divides by it again,
so each candidate ``T`` is weighed by :func:`giver_factor` ``= #triples(H) * P(the convention
gives T | H)``, averaged over the screens the neighbour may hold given ``T`` (its
constrained pairs, uniformly, or the pairs of cards the constrained screens leave). Against a
neighbour that follows the convention (``deduce`` does, and the rulebook advises it) the
true mystery keeps a positive weight; against one that broke it, the convention's weight
is mixed with the uniform choice's (the prior chance ``BROKEN`` that the giver chose any
triple), so no candidate ever falls to 0 and the evidence, Bayes' way, shifts the weight to
the uniform choice when the giver did not follow it. Weighing the other constrained screens
by the convention too (the mysteries their owners gave are in sight) measured no better, so
it is left out.

A question (seat ``t``, subject ``m``, side at 2 players) answers ``known + |T & m| + j``,
``j`` the subject's cards on ``t``'s screen (side). For a seat whose screen nothing
constrains, ``j``'s law given ``T`` is exact (its two cards are a uniform pair of the cards
the constrained screens leave, per final state). For a constrained seat it is approximated by
a uniform choice among its own consistent pairs (the coupling with the other screens left
out). The value of a question is its expected information about the own mystery,
``I(T; A) = H(A) - H(A | T)`` in bits. Consulting the informant shows a card drawn uniformly
from those the constrained screens leave (exact per final state): valued the same way. The
top-secret token (variant) is spent on the first question: it costs nothing and hides the
answer.

Accusations. With ``p`` the best candidate's probability, accuse when certain; otherwise
compare the expected own actions left, modelling ``actions(H) = 1 + H / BITS`` for a posterior
of entropy ``H`` bits: accusing costs ``1 + (1 - p) * (actions(H') + lost)`` (``H'`` without
that candidate; ``lost`` the glasses a wrong accusation forfeits this turn), asking costs
``1 + actions(H - I)``; each own action also risks the race, ``RACE`` times the danger (the
best rival's chance to be certain, below) in actions. At 2 players there are no glasses.

Danger: the bot draws one world from its posterior (``views.determinize`` with its seeded
generator) and computes each rival's casebook in it: the rival's best candidate probability.
A glass is taken from the holder of most danger.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from functools import lru_cache
from itertools import product
from typing import Any

from afoot.engine.game import Game
from afoot.games.thirteen_clues import actions as A
from afoot.games.thirteen_clues import rules as R
from afoot.games.thirteen_clues import views
from afoot.games.thirteen_clues.data import (
    CARD_IDS,
    CARD_INDEX,
    CATEGORY,
    GROUP,
    SUBJECT_INDEX,
    SUBJECT_MASK,
    SUIT,
)
from afoot.games.thirteen_clues.state import State

#: bits of information a question gives, in the accusation model
BITS = 1.3
#: own actions a certain rival's win is worth, times its chance (the race)
RACE = 2.0
EPS = 1e-12
#: deduce_hard: the prior chance that the right neighbour chose the mystery it gave without
#: the set-up convention (a person may): no candidate's weight ever falls to 0
BROKEN = 0.05


def _entropy(ps: Sequence[float]) -> float:
    return -sum(p * math.log2(p) for p in ps if p > EPS)


@lru_cache(maxsize=1 << 16)
def giver_factor(triple: tuple[int, int, int], x: int, y: int) -> float:
    """How much likelier the hand ``triple + {x, y}`` giving ``triple`` is under the set-up
    convention (:meth:`DeduceBot.choose`: a triple of the most suits, ties at random) than
    under the casebook's uniform choice: ``#triples(hand) * P(convention gives triple)``.
    The deal makes a hand likely in proportion to its number of triples, so the uniform
    choice weighs every hand the same (factor 1); the convention gives 0 to a triple that
    repeats a suit when the hand had one with more suits."""
    groups: list[list[int]] = [[], [], []]
    for c in (*triple, x, y):
        groups[GROUP[c]].append(c)
    best = total = ties = 0
    for t in product(*groups):
        total += 1
        suits = len({SUIT[c] for c in t})
        if suits > best:
            best, ties = suits, 1
        elif suits == best:
            ties += 1
    return total / ties if len({SUIT[c] for c in triple}) == best else 0.0


class Posterior:
    """The seat's exact posterior, with what a question's law needs (see the docstring)."""

    def __init__(self, st: State, seat: int, giver: bool = False) -> None:
        self.st = st
        self.seat = seat
        self.problem = problem = views._Problem(st, seat)
        self.triples: list[tuple[int, int, int]] = []
        self.weights: list[float] = []
        #: per triple: its pool bits, the constrained seats' pairs, the final DP states
        self.pools: list[int] = []
        self.pairs: list[dict[int, list[tuple[int, int]]]] = []
        self.states: list[dict[int, int]] = []
        bound = problem.bound
        for triple in problem.triples:
            pool = [c for c in problem.unseen if c not in triple]
            pairs = {t: problem.pairs(t, triple, pool) for t in bound}
            ways: dict[int, int] = {0: 1}
            for t in bound:
                options = [(1 << x) | (1 << y) for x, y in pairs[t]]
                nxt: dict[int, int] = {}
                for used, w in ways.items():
                    for bits in options:
                        if not used & bits:
                            nxt[used | bits] = nxt.get(used | bits, 0) + w
                ways = nxt
                if not ways:
                    break
            total = sum(ways.values())
            if not total:
                continue
            self.triples.append((triple[0], triple[1], triple[2]))
            self.weights.append(float(total))
            self.pools.append(sum(1 << c for c in pool))
            self.pairs.append(pairs)
            self.states.append(ways)
        z = sum(self.weights)
        self.probs = [w / z for w in self.weights]
        self.entropy = _entropy(self.probs)
        #: cards a free screen or informant card is drawn from, per triple
        self.free = len(problem.unseen) - 3 - 2 * len(bound)
        if giver and self.triples:
            self._weigh_giver()

    def _weigh_giver(self) -> None:
        """Reweigh the candidates by how the right neighbour chooses the mystery it gives
        (:func:`giver_factor`), averaged over the screens it may hold given the candidate:
        its constrained pairs, or the pairs of cards the constrained screens leave."""
        giver = (self.seat - 1) % self.st.n
        factors = []
        for i, triple in enumerate(self.triples):
            if giver in self.problem.bound:
                pairs = self.pairs[i][giver]
                factors.append(sum(giver_factor(triple, x, y) for x, y in pairs) / len(pairs))
                continue
            num = den = 0.0
            for used, w in self.states[i].items():
                left = self.pools[i] & ~used
                cards = [c for c in range(left.bit_length()) if left >> c & 1]
                pairs_ = [(x, y) for k, x in enumerate(cards) for y in cards[k + 1 :]]
                num += w * sum(giver_factor(triple, x, y) for x, y in pairs_) / len(pairs_)
                den += w
            factors.append(num / den)
        # a mixture: the giver followed the convention, or (BROKEN) chose any triple (factor 1);
        # Bayes then trusts the convention less as the evidence contradicts it
        weighed = [
            p * ((1 - BROKEN) * f + BROKEN) for p, f in zip(self.probs, factors, strict=True)
        ]
        z = sum(weighed)
        if z > 0:
            self.probs = [w / z for w in weighed]
            self.entropy = _entropy(self.probs)

    def _free_law(self, i: int, mask: int, one: bool) -> list[float]:
        """The law of ``j`` (subject cards) on an unconstrained screen (or one card of it)."""
        r = self.free
        law = [0.0, 0.0, 0.0]
        pool = self.pools[i] & mask
        total = self.weights[i]
        for used, w in self.states[i].items():
            m = (pool & ~used).bit_count()
            if one:
                law[1] += w * m / r
                law[0] += w * (r - m) / r
            else:
                d = r * (r - 1)
                law[2] += w * m * (m - 1) / d
                law[1] += w * 2 * m * (r - m) / d
                law[0] += w * (r - m) * (r - m - 1) / d
        return [x / total for x in law]

    def question_info(self, t: int, subj: int, side: int) -> float:
        """``I(T; A)`` for asking ``t`` about ``subj`` (side at 2 players), in bits."""
        mask = SUBJECT_MASK[subj]
        joint: dict[int, float] = {}
        h_cond = 0.0
        bound = t in self.problem.rules or t in self.problem.banned
        for i, triple in enumerate(self.triples):
            base = sum(1 for c in triple if mask >> c & 1)
            if bound:
                law = [0.0, 0.0, 0.0]
                pairs = self.pairs[i][t]
                for x, y in pairs:
                    if side < 0:
                        j = (mask >> x & 1) + (mask >> y & 1)
                    else:
                        j = mask >> (x if side == 0 else y) & 1
                    law[j] += 1.0
                law = [v / len(pairs) for v in law]
            else:
                law = self._free_law(i, mask, side >= 0)
            p = self.probs[i]
            h_cond += p * _entropy(law)
            for j, q in enumerate(law):
                if q > EPS:
                    joint[base + j] = joint.get(base + j, 0.0) + p * q
        return _entropy(list(joint.values())) - h_cond

    def consult_info(self) -> float:
        """``I(T; C)`` for looking at an informant card the seat has not seen."""
        r = self.free
        if r <= 0:
            return 0.0
        marg: dict[int, float] = {}
        h_cond = 0.0
        for i in range(len(self.triples)):
            law: dict[int, float] = {}
            pool = self.pools[i]
            total = self.weights[i]
            for used, w in self.states[i].items():
                left = pool & ~used
                for c in range(left.bit_length()):
                    if left >> c & 1:
                        law[c] = law.get(c, 0.0) + w / (r * total)
            p = self.probs[i]
            h_cond += p * _entropy(list(law.values()))
            for c, q in law.items():
                marg[c] = marg.get(c, 0.0) + p * q
        return _entropy(list(marg.values())) - h_cond


class DeduceBot:
    """The ``deduce`` bot (``level="hard"``: ``deduce_hard``); see the module docstring."""

    def __init__(self, seed: int | None = None, level: str = "normal") -> None:
        self.rng = random.Random(seed)
        self.hard = level == "hard"
        self.name = "deduce_hard" if self.hard else "deduce"

    # -- the decisions ---------------------------------------------------------------------
    def act(self, game: Game, seat: int) -> Any:
        legal = game.legal_actions(seat)
        view = game.view(seat)
        if view["phase"] == "choose":
            return self.choose(legal)
        st: State = game.state
        if type(legal[0]) is A.TakeGlass:
            danger = self.danger(st, seat)
            return max(legal, key=lambda a: (danger[a.frm], -a.frm))
        return self.play(st, seat, legal, view)

    def choose(self, legal: list[Any]) -> Any:
        def score(a: A.Choose) -> tuple[int, int, float]:
            cards = [CARD_INDEX[c] for c in (a.person, a.location, a.weapon)]
            suits = len({SUIT[c] for c in cards})
            cats = len({CATEGORY[c] for c in cards})
            return (suits, cats, self.rng.random())

        return max(legal, key=score)

    def danger(self, st: State, seat: int) -> list[float]:
        """Per seat: its best candidate's probability in a world drawn from the posterior."""
        out = [0.0] * st.n
        w = views.determinize(st, seat, self.rng)
        for u in range(st.n):
            if u != seat:
                book = views.casebook(w, u)
                total = sum(book.values())
                out[u] = max(book.values()) / total if total else 0.0
        return out

    def play(self, st: State, seat: int, legal: list[Any], view: dict[str, Any]) -> Any:
        post = Posterior(st, seat, giver=self.hard)
        best = max(range(len(post.triples)), key=lambda i: (post.probs[i], -i))
        p = post.probs[best]
        accuse = self._accusation(post.triples[best])
        if p >= 1 - 1e-9 or len(post.triples) == 1:
            return accuse
        two = st.n == 2
        danger = self.danger(st, seat) if not two else [0.0] * st.n
        race = RACE * max(danger)
        # the questions
        questions = [a for a in legal if type(a) is A.Question]
        values: dict[tuple[int, int, int], float] = {}
        best_q: Any = None
        best_v = -1.0
        best_info = 0.0
        secret_ok = any(a.secret for a in questions)
        for a in questions:
            if a.secret:
                continue
            side = R.SIDES.index(a.side) if a.side is not None else -1
            subj = SUBJECT_INDEX[a.subject]
            key = (a.to, subj, side)
            if key not in values:
                values[key] = post.question_info(a.to, subj, side)
            info = values[key]
            # exact ties to the seeded generator
            v = info + self.rng.random() * 1e-6
            if v > best_v:
                best_v, best_info = v, info
                best_q = A.Question(a.to, a.subject, a.side, secret_ok)
        # the informant
        consults = [a for a in legal if type(a) is A.Consult]
        unseen = [a for a in consults if a.letter not in view["informant"]["seen"]]
        if unseen:
            info = post.consult_info()
            if info > best_v + 1e-9:
                best_v, best_info = info, info
                best_q = unseen[int(self.rng.random() * len(unseen))]
        # accuse now, or ask?
        h = post.entropy
        rest = [q for i, q in enumerate(post.probs) if i != best]
        h_wrong = _entropy([q / (1 - p) for q in rest]) if p < 1 else 0.0
        glasses = st.glasses[seat] if not two else 1
        lost = max(0, glasses - 1)
        ask_cost = 1 + race + 1 + max(0.0, h - best_info) / BITS
        accuse_cost = 1 + (1 - p) * (1 + race + h_wrong / BITS + lost)
        if best_q is None or accuse_cost <= ask_cost:
            return accuse
        return best_q

    @staticmethod
    def _accusation(triple: tuple[int, int, int]) -> A.Accuse:
        by_group = sorted(triple, key=lambda c: GROUP[c])
        return A.Accuse(*(CARD_IDS[c] for c in by_group))

"""The ``deduce`` bots for 13 Clues (``deduce`` and ``deduce_hard``): the most informative
question, accusations by the odds, glasses taken from the most dangerous rival.

They read only what their seat may know: ``game.view(seat)``, ``game.legal_actions(seat)``
and the seat's casebook problem (``views._Problem(game.state, seat)``, which reads only the
seat's information: the other mysteries, its own screen, the informant cards it looked at,
the questions it heard, the accusations) -- so the same view and seed give the same choice
(``tests/test_bots.py`` checks it on ``determinize`` copies).

Set-up: of its 5 cards, the mystery given to the left neighbour is a person, a location and
a weapon of three different suits when it can (the rulebook's hint: three of one suit make
the neighbour's deduction easier), then the one whose suits and categories are most spread
out; exact ties to the seeded generator.

The posterior (exact): per candidate triple ``T`` of the seat's own mystery, the layouts of
the constrained screens (``views._Problem``'s pairs, laid disjointly: a dynamic programme
over the cards used, whose final states ``used -> ways`` the bot keeps). ``P(T)`` is its
share of the layouts: the casebook's weights.

A question (seat ``t``, subject ``m``, side at 2 players) answers ``known + |T & m| + j``,
``j`` the subject's cards on ``t``'s screen (side). For a seat whose screen nothing
constrains, ``j``'s law given ``T`` is exact (its two cards are a uniform pair of the cards
the constrained screens leave, per final state). For a constrained seat it is approximated by
a uniform choice among its own consistent pairs (the coupling with the other screens left
out). The value of a question is its expected information about the own mystery,
``I(T; A) = H(A) - H(A | T)`` in bits. Consulting the informant shows a card drawn uniformly
from those the constrained screens leave (exact per final state): valued the same way.

``deduce_hard`` also subtracts ``RIVAL_WEIGHT`` times the information the answer gives the
rivals about their own mysteries (each rival ``u`` other than ``t``: the entropy of
``|mystery_u & m|`` when each of ``u``'s mystery cards were uniform over the cards of its
group that the bot sees ``u`` cannot see; weighted by ``u``'s danger), and spends its
top-secret token on the first question whose rival leak is over ``SECRET_LEAK`` bits
(``deduce`` spends it on its first question: it costs nothing and hides the answer).

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
#: deduce_hard: weight of the information a question gives the rivals (bits per bit)
RIVAL_WEIGHT = 0.35
#: deduce_hard: spend the top-secret token when a question leaks this many bits to rivals
SECRET_LEAK = 0.8
EPS = 1e-12


def _entropy(ps: Sequence[float]) -> float:
    return -sum(p * math.log2(p) for p in ps if p > EPS)


class Posterior:
    """The seat's exact posterior, with what a question's law needs (see the docstring)."""

    def __init__(self, st: State, seat: int) -> None:
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


def rival_leak(st: State, seat: int, t: int, subj: int, danger: Sequence[float]) -> float:
    """Bits a public answer of ``t`` about ``subj`` gives the rivals about their mysteries
    (a rough model, see the docstring), weighted by each rival's danger."""
    mask = SUBJECT_MASK[subj]
    total = 0.0
    for u in range(st.n):
        if u in (seat, t):
            continue
        hidden = R.in_play(st)
        # what u sees, as far as the bot knows (its own mystery it does not)
        seen_u = {c for v in range(st.n) if v not in (u, seat) for c in st.mystery[v]}
        law = [1.0]
        for g in range(3):
            group = [c for c in hidden if GROUP[c] == g and c not in seen_u]
            q = sum(1 for c in group if mask >> c & 1) / max(1, len(group))
            law = [
                (law[k] if k < len(law) else 0.0) * (1 - q) + (law[k - 1] * q if k else 0.0)
                for k in range(len(law) + 1)
            ]
        total += _entropy(law) * (0.5 + danger[u])
    return total


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
        post = Posterior(st, seat)
        best = max(range(len(post.triples)), key=lambda i: (post.probs[i], -i))
        p = post.probs[best]
        accuse = self._accusation(post.triples[best])
        if p >= 1 - 1e-9 or len(post.triples) == 1:
            return accuse
        two = st.n == 2
        danger = self.danger(st, seat) if not two or self.hard else [0.0] * st.n
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
            v = info
            leak = 0.0
            if self.hard and not two:
                leak = rival_leak(st, seat, a.to, subj, danger)
                v = info - RIVAL_WEIGHT * leak
            secret = False
            if secret_ok and (not self.hard or leak > SECRET_LEAK):
                v = info  # a top-secret question leaks nothing
                secret = True
            v += self.rng.random() * 1e-6  # exact ties to the seeded generator
            if v > best_v:
                best_v, best_info = v, info
                best_q = A.Question(a.to, a.subject, a.side, secret)
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

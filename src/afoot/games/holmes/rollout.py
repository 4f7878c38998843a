"""The ``rollout`` bot for Holmes: the ``rules`` bot, checked by play-outs where it is unsure.

The ``rules`` bot (``rulebot.py``) prices every visit in points of final margin. Where one
visit is clearly the best by that price, it is played at once (most decisions, and every
decision that is not a visit: which clue, how many, where a joker goes are the rule bot's).
Where other visits are priced within ``MARGIN`` points of the best one, the bot plays each of
those candidates (at most ``WIDTH``, best priced first) out to the end of the game in the same
``worlds`` determinized worlds, both seats played by the ``rules`` bot, and keeps the one that
scored best. This is rollout policy improvement: the search corrects the price list where it
is least sure, with the whole game (map fragments, sets, the H11 tie-break) scored by the
rules themselves rather than by an estimate.

Honest: the worlds are sampled from ``views.canonical`` of the state, the one state standing
for everything the seat cannot tell apart, so a decision is a function of the seat's view and
the bot's seed (as for the greedy agent); every world is played on its own copy. Deterministic:
every random choice comes from the bot's seeded generator, and the candidates of one world
share its generator seed (common random numbers: the same draws after each candidate, so
their difference is the candidate's and not the luck of the deck).

A play-out scores ``1`` for a win, ``0.5`` for a draw and ``0`` for a loss, plus ``SLOPE``
times the final margin (clipped to ``CLIP`` points): with a few worlds a decision, the margin
tells candidates apart that win and lose in the same worlds (200 seeded games against ``rules``,
devir: 60.5% won with a weight of 0.1, 57.5% with 0.02).

Cost: about 15 decisions of a seat's 55 are searched, each with 2-3 candidates in 4 worlds,
so the typical decision is the rule bot's fraction of a millisecond and a searched one a few
hundred milliseconds (the longest at the start of the game, whose play-outs are the longest).
"""

from __future__ import annotations

import random
from typing import Any, cast

from afoot.engine.events import SILENT
from afoot.engine.game import Game
from afoot.games.holmes import actions as A
from afoot.games.holmes import rules, views
from afoot.games.holmes.data import CHAR_INDEX
from afoot.games.holmes.rulebot import Know, RuleBot
from afoot.games.holmes.state import State

__all__ = ["RolloutBot"]

#: visits priced within this many points of the best one are searched
MARGIN = 1.5
#: most candidate visits searched, best priced first
WIDTH = 3
#: determinized worlds per searched decision (each candidate is played out in every one)
WORLDS = 4
#: weight of the final margin (points) in a play-out's score, beside 1 for a win
SLOPE = 0.1
#: the margin counted in a play-out's score is clipped to this many points either way
CLIP = 15.0


class RolloutBot:
    """``rules`` with play-outs among its close visits (module doc)."""

    name = "rollout"

    def __init__(
        self,
        seed: int | None = None,
        worlds: int = WORLDS,
        margin: float = MARGIN,
        width: int = WIDTH,
    ) -> None:
        if worlds < 1 or width < 1 or margin < 0:
            raise ValueError(
                f"rollout needs worlds >= 1, width >= 1 and margin >= 0, not "
                f"worlds={worlds}, width={width}, margin={margin}"
            )
        self.rng = random.Random(seed)
        self.worlds = worlds
        self.margin = margin
        self.width = width
        #: the bot's own choices (its tie-breaks come from the bot's seed)
        self.policy = RuleBot(self.rng.randrange(2**63))
        #: decisions taken, those searched by play-outs, and those where the play-outs chose
        #: another visit than the rule bot's
        self.decisions = 0
        self.searched = 0
        self.overruled = 0

    def act(self, game: Game, seat: int) -> Any:
        legal = game.legal_actions(seat)
        self.decisions += 1
        if len(legal) == 1:
            return legal[0]
        view = game.view(seat)
        choice = self.policy.decide(view, legal, seat)
        if type(choice) is not A.Visit:
            return choice
        candidates = self.candidates(view, legal, seat, choice)
        if len(candidates) < 2:
            return choice
        self.searched += 1
        best = self.search(game.state, seat, candidates)
        self.overruled += best is not choice
        return best

    def candidates(
        self, view: dict[str, Any], legal: list[Any], seat: int, choice: A.Visit
    ) -> list[A.Visit]:
        """The visits worth a play-out: the rule bot's choice first, then the other characters
        priced within ``margin`` of the best (each with the marker the rule bot would move)."""
        k = Know(view, seat, legal)
        prices: dict[str, float] = {}
        for a in legal:
            if type(a) is A.Visit:
                for name in (a.to, a.frm):
                    if name is not None and name not in prices:
                        prices[name] = k.visit_value(CHAR_INDEX[name])
        best_of: dict[str, A.Visit] = {}
        for a in legal:
            if type(a) is not A.Visit or a.to == choice.to:
                continue
            held = best_of.get(a.to)
            if held is None or _moved(prices, a) > _moved(prices, held):
                best_of[a.to] = a
        top = max(prices[choice.to], *(prices[to] for to in best_of))
        close = sorted(
            (a for to, a in best_of.items() if prices[to] >= top - self.margin),
            key=lambda a: (-prices[a.to], a.to),
        )
        return [choice, *close[: self.width - 1]]

    def search(self, state: State, seat: int, candidates: list[A.Visit]) -> A.Visit:
        """The candidate with the best total over the same determinized worlds."""
        sample = views.determinizer(views.canonical(state, seat), seat)
        totals = [0.0] * len(candidates)
        for _ in range(self.worlds):
            world = sample(random.Random(self.rng.randrange(2**63)))
            seed = self.rng.randrange(2**63)
            for i, action in enumerate(candidates):
                totals[i] += self.playout(world, seat, action, seed)
        best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
        return candidates[best]

    def playout(self, world: State, seat: int, action: Any, seed: int) -> float:
        """Play ``action`` in a copy of ``world``, then the rule bot for both seats to the end:
        the score for ``seat`` (module doc)."""
        st = rules.clone(world)
        rng = random.Random(seed)
        bot = RuleBot(seed)
        rules.apply(st, seat, action, rng, SILENT)
        while not rules.is_over(st):
            s = min(rules.to_act(st))
            legal = rules.legal(st, s)
            if len(legal) == 1:
                a = legal[0]
            else:  # the view as Game.view hands it out (a plain dict)
                a = bot.decide(cast(dict[str, Any], views.view(st, s)), list(legal), s)
            rules.apply(st, s, a, rng, SILENT)
        result = rules.result(st)
        assert result is not None
        margin = result.scores[seat] - result.scores[1 - seat]
        won = 0.5 if result.draw else float(seat in result.winners)
        return won + SLOPE * max(-CLIP, min(CLIP, margin))


def _moved(prices: dict[str, float], visit: A.Visit) -> float:
    """The rule bot's preference for the marker a visit moves: off the character most worth
    visiting again (rule 8)."""
    return prices[visit.frm] if visit.frm is not None else 0.0

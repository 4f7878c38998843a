"""The casebook panel (contract member ``casebook``): a seat's own deductions, from what that
seat has seen alone, so it cannot leak what the seat could not see at the table (the shared
conformance suite checks that it is the same in every world the seat cannot tell apart)."""

from __future__ import annotations

import random

import afoot
from afoot.games.thirteen_clues import GAME
from afoot.games.thirteen_clues.data import CARD_IDS


def test_the_truth_is_always_a_candidate_and_the_candidates_narrow():
    casebook = GAME.casebook
    assert casebook is not None
    game = afoot.new_game("thirteen_clues", players=3, seed=4)
    rng = random.Random(4)
    counts = []
    while not game.is_over:
        book = casebook(game.state, 0)
        counts.append(book["count"])
        mystery = game.state.mystery[0]
        if mystery and book["count"] <= len(book["candidates"]):
            names = {CARD_IDS[c] for c in mystery}
            assert any(
                {r["person"], r["location"], r["weapon"]} == names for r in book["candidates"]
            )
        actor = min(game.waiting_for)
        game.apply(actor, rng.choice(game.legal_actions(actor)))
    assert max(counts) > 1
    assert min(counts[counts.index(max(counts)) :]) < max(counts)

"""The casebook panel (contract member ``casebook``): a seat's own deductions, from what that
seat has seen alone, so it cannot leak what the seat could not see at the table."""

from __future__ import annotations

import random

import afoot
from afoot.games.purrrlock import GAME
from afoot.games.purrrlock.data import CARD_IDS


def test_the_casebook_is_the_same_in_every_world_the_seat_cannot_tell_apart():
    rules = GAME
    checked = 0
    for seed in range(12):
        players = 2 + seed % 3
        game = afoot.new_game("purrrlock", players=players, seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            for seat in range(players):
                book = rules.casebook(game.state, seat)
                assert book["seat"] == seat
                assert book["count"] == len(book["candidates"]) or book["count"] > len(
                    book["candidates"]
                )
                for _ in range(2):
                    world = rules.determinize(game.state, seat, rng)
                    assert rules.casebook(world, seat) == book
                checked += 1
            actor = min(game.waiting_for)
            game.apply(actor, rng.choice(game.legal_actions(actor)))
            if game.action_count > 40:
                break
    assert checked > 300


def test_the_truth_is_always_a_candidate_and_the_candidates_narrow():
    rules = GAME
    game = afoot.new_game("purrrlock", players=3, seed=4)
    rng = random.Random(4)
    counts = []
    while not game.is_over:
        book = rules.casebook(game.state, 0)
        counts.append(book["count"])
        inv = game.state.inv[0]
        if inv >= 0:
            assert CARD_IDS[inv] in book["candidates"]
        actor = min(game.waiting_for)
        game.apply(actor, rng.choice(game.legal_actions(actor)))
    assert max(counts) > 1
    assert min(counts[counts.index(max(counts)) :]) < max(counts)

"""The ``deduce`` bot (``bots.py``): exact candidates, legal and view-only choices, strength.

- Candidates: on 1,000 random histories (2-5 players, stopped anywhere, every seat), the set
  the bot computes from its view equals a brute force that uses the engine as the oracle
  (a card is possible iff swapping it with the investigation leaves the seat's view the same
  and the state truthful: P3 leads / dead ends, wrong guesses, P6 reshuffles) and equals
  ``views.candidates``; the true investigation is always in it.
- Its actions are legal and depend only on its view: the same view (the real game and
  ``determinize`` copies) gives the same choice for the same seed.
- Its decisions follow its rules: certain -> guess both details before investigating; the
  cards shown are the most informative (P8: the second after the first answer); "Paws!" in
  the last round when certain and no own turn is left; Furriarty caught when that wins.
- Strength, small and seeded: deduce beats random; deduce tables catch Furriarty.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import afoot
from afoot.ai import RandomAgent, make_agent
from afoot.engine.events import SILENT
from afoot.engine.game import Game
from afoot.games.purrrlock import GAME, views
from afoot.games.purrrlock import actions as A
from afoot.games.purrrlock import rules as R
from afoot.games.purrrlock.bots import (
    DeduceBot,
    candidates_from_view,
    pair_cost,
    split_cost,
)
from afoot.games.purrrlock.data import CARD_IDS, CARD_INDEX, HOUR, NCARDS, SUSPECT, SUSPECTS
from afoot.games.purrrlock.state import State
from afoot.sim import derive_seed, simulate
from afoot.sim.runner import next_move

OPTIONS = {"paw_values": R.DEFAULT_VALUES}


# -- random histories, driven on the rules directly ---------------------------------------
def _right_guess(st: State, seat: int) -> A.Guess:
    c = st.inv[seat]
    return A.Guess(SUSPECTS[SUSPECT[c]], HOUR[c])


def random_history(index: int) -> State:
    """A random game stopped at a random point (2-5 players, seeded by ``index``).

    The actions are random, with a bias that makes the histories varied: investigations are
    often solved (some right guesses), so discards, reshuffles (P6) and later deck epochs
    occur; "Paws!" calls and wrong guesses leave their marks too."""
    rng = random.Random(derive_seed("purrrlock-candidates", index))
    players = 2 + index % 4
    st = R.setup(players, OPTIONS, rng)
    stop = rng.randrange(0, 260)
    for _ in range(stop):
        waiting = R.waiting_for(st)
        others = sorted(R.to_act(st) - waiting)
        seat = rng.choice(others) if others and rng.random() < 0.04 else min(waiting)
        legal = R.legal(st, seat)
        shows = [a for a in legal if type(a) is A.Show]
        guesses = [a for a in legal if type(a) is A.Guess]
        roll = rng.random()
        if guesses and roll < 0.3 and _right_guess(st, seat) in guesses:
            action: Any = _right_guess(st, seat)
        elif guesses and roll < 0.4:
            action = rng.choice(guesses)
        elif shows:
            action = rng.choice(shows)
        else:
            action = rng.choice(legal)
        before = st.clone()
        R.apply(st, seat, action, rng, SILENT)
        if st.over:
            return before
    return st


def _swapped(st: State, a: int, b: int) -> State:
    """``st`` with cards ``a`` and ``b`` trading places (and what each seat knows of them)."""
    w = st.clone()

    def swap(zone: list[int]) -> None:
        for i, c in enumerate(zone):
            if c == a:
                zone[i] = b
            elif c == b:
                zone[i] = a

    for zone in (w.deck, w.discard, w.inv, *w.hand, *w.leads, *w.dead, *w.solved):
        swap(zone)
    for hand in w.hand:
        hand.sort()
    w.know[a], w.know[b] = w.know[b], w.know[a]
    w.epoch[a], w.epoch[b] = w.epoch[b], w.epoch[a]
    return w


def brute_force(st: State, seat: int) -> int:
    """The engine as the oracle: the cards ``seat``'s investigation could be swapped with,
    unseen by ``seat``, leaving its view unchanged and every answer truthful."""
    inv = st.inv[seat]
    if inv < 0:
        return 0
    base = views.view(st, seat)
    out = 0
    for c in range(NCARDS):
        if st.know[c] >> seat & 1 or st.epoch[c] != st.epoch[inv]:
            continue
        w = _swapped(st, inv, c)
        if views.view(w, seat) != base:
            continue
        try:
            R.check_invariants(w)  # every lead and dead end stays truthful (P3)
        except AssertionError:
            continue
        if any(R.GUESS_MASK[g] >> c & 1 for g in st.wrong[seat]):
            continue  # a wrong guess would have been right
        out |= 1 << c
    return out


def test_candidates_equal_the_brute_force_on_1000_random_histories() -> None:
    seen = {"seats": 0, "reshuffled": 0, "later_epoch": 0, "wrong": 0, "known_hand": 0}
    sizes = set()
    for index in range(1000):
        st = random_history(index)
        seen["reshuffled"] += st.epochs > 0
        for seat in range(st.n):
            view = views.view(st, seat)
            mine = candidates_from_view(view, seat)
            truth = brute_force(st, seat)
            assert mine == truth, (index, seat, CARD_IDS[st.inv[seat]])
            assert views.candidates(st, seat) == truth, (index, seat)
            if st.inv[seat] >= 0:
                assert mine >> st.inv[seat] & 1, (index, seat)
            else:
                assert mine == 0
            seen["seats"] += 1
            seen["later_epoch"] += st.inv[seat] >= 0 and st.epoch[st.inv[seat]] > 0
            seen["wrong"] += bool(st.wrong[seat])
            seen["known_hand"] += any(p["known_hand"] for p in view["players"] if p["known_hand"])
            sizes.add(mine.bit_count())
    # the histories cover what the tracker must get right
    assert seen["seats"] >= 3000
    assert seen["reshuffled"] >= 120 and seen["later_epoch"] >= 80
    assert seen["wrong"] >= 1000 and seen["known_hand"] >= 300
    assert set(range(1, 16)) <= sizes


# -- legality and information-set purity ---------------------------------------------------
def _choice(bot: DeduceBot, game: Game, seat: int) -> Any:
    if seat in game.waiting_for:
        return bot.act(game, seat)
    return bot.interrupt(game, seat)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_same_view_same_choice_and_always_legal(players: int) -> None:
    """The bot reads only its view: on ``determinize`` copies (hidden cards and tokens
    redealt) it makes the very choice it makes on the real game, with the same seed."""
    rng = random.Random(players)
    checked = redealt = 0
    for g in range(6):
        game = Game(GAME, players, seed=derive_seed("purity", players, g))
        agents: list[Any] = [DeduceBot(s) if s % 2 == 0 else RandomAgent(s) for s in range(players)]
        while not game.is_over:
            for seat in sorted(game.to_act):
                if rng.random() > 0.35:
                    continue
                bot_seed = rng.randrange(2**32)
                real = _choice(DeduceBot(bot_seed), game, seat)
                if seat in game.waiting_for:
                    assert real in game.legal_actions(seat)
                else:
                    assert real is None or (real == A.PAWS and real in game.legal_actions(seat))
                for _ in range(2):
                    twin = game.determinize(seat, rng)
                    assert twin.view(seat) == game.view(seat)
                    redealt += twin.state.inv[seat] != game.state.inv[seat]
                    assert _choice(DeduceBot(bot_seed), twin, seat) == real
                checked += 1
            game.apply(*next_move(game, agents))
    assert checked > 150 and redealt > 50  # the copies hide a different investigation


def test_registered_as_the_games_own_bot() -> None:
    bot = make_agent("deduce", 5, GAME)
    assert isinstance(bot, DeduceBot) and bot.name == "deduce"
    report = simulate("purrrlock", ["deduce", "random", "random"], 3, seed=2)
    assert report.errors == [] and report.completed == 3


# -- the decisions ---------------------------------------------------------------------------
def _deduce_games(players: int, games: int, seed: str) -> Any:
    """Deduce tables, yielding (game, seat, action) before each action."""
    for g in range(games):
        game = Game(GAME, players, seed=derive_seed(seed, players, g))
        bots = [DeduceBot(derive_seed(seed, "bot", g, s)) for s in range(players)]
        while not game.is_over:
            seat, action = next_move(game, bots)
            yield game, seat, action
            game.apply(seat, action)


def test_certain_guesses_both_details_before_investigating() -> None:
    """A right guess first gives a new investigation, which this turn's Investigate then
    informs (P9); so with one candidate left the bot guesses it at once."""
    starts = 0
    for game, seat, action in _deduce_games(4, 30, "certain"):
        view = game.view(seat)
        if view["pending"]["decision"] != "action" or seat != view["turn"]["seat"]:
            continue
        turn = view["turn"]
        cand = candidates_from_view(view, seat)
        if turn["guessed"] or cand.bit_count() != 1:
            if turn["shown"] == 0 and not turn["guessed"] and type(action) is A.Guess:
                # never a guess before investigating unless certain
                assert cand.bit_count() == 1
            continue
        c = cand.bit_length() - 1
        assert action == A.Guess(SUSPECTS[SUSPECT[c]], HOUR[c])
        starts += turn["shown"] == 0
    assert starts >= 20


def test_shows_the_most_informative_cards() -> None:
    """P8: the first card minimises the expected log2 of the candidates left after the pair
    (the second chosen after the first answer); the second card after its first answer."""
    firsts = seconds = 0
    for game, seat, action in _deduce_games(3, 8, "cards"):
        if type(action) is not A.Show or seat != game.view(seat)["turn"]["seat"]:
            continue
        view = game.view(seat)
        cand = candidates_from_view(view, seat)
        if cand.bit_count() <= 1:
            continue
        hand = [CARD_INDEX[c] for c in view["players"][seat]["hand"]]
        shown = CARD_INDEX[action.card]
        turn = view["turn"]
        if turn["to_show"] - turn["shown"] >= 2:
            best = min(pair_cost(cand, c, hand) for c in hand)
            assert pair_cost(cand, shown, hand) == pytest.approx(best)
            firsts += 1
        else:
            best = min(split_cost(cand, c) for c in hand)
            assert split_cost(cand, shown) == pytest.approx(best)
            seconds += 1
    assert firsts >= 50 and seconds >= 50


def test_card_policies() -> None:
    """``cards="random"`` shows random cards (the benchmark's baseline); others are refused."""
    with pytest.raises(ValueError, match="cards must be one of"):
        DeduceBot(0, cards="best")
    game = Game(GAME, 2, seed=3)
    view = game.view(0)
    assert view["turn"]["seat"] == 0 and candidates_from_view(view, 0).bit_count() > 1
    shows = {DeduceBot(s, cards="random").act(game, 0) for s in range(40)}
    assert len(shows) > 1 and shows <= set(game.legal_actions(0))
    assert len({DeduceBot(s).act(game, 0) for s in range(40)}) <= 2


def _certain_scenario(trail: list[str]) -> dict[str, Any]:
    """2 players: seat 0 investigates dog-5 and, from its view, can be nothing else.

    Seat 0's seeding shows dog-6 (lead) and frog-11 (dead end: no frog); every card it cannot
    see is a frog but dog-5 (seat 1's hand and the deck); the rest is face up in the discard.
    """
    frogs = [f"frog-{h}" for h in range(1, 10)]
    named = {"dog-5", "rat-12", "dog-6", "frog-11", "rat-1", "rat-2", *frogs}
    hand0 = ["crow-1", "crow-2", "crow-3", "crow-4"]
    named |= set(hand0)
    discard = [c for c in CARD_IDS if c not in named]
    return {
        "trail": trail,
        "investigations": ["dog-5", "rat-12"],
        "deck": ["dog-6", "frog-11", "rat-1", "rat-2", *frogs[2:]],
        "hands": [hand0, frogs[:2]],
        "discard": discard,
    }


def test_certain_scenario_guesses_first_and_catches_furriarty_when_that_wins() -> None:
    """Catching Furriarty ends the game (the most VP wins): certain, with the token left of
    Furriarty and Furriarty the 2 leftmost, seat 0 guesses both at once and wins."""
    game = afoot.new_game(
        "purrrlock",
        players=2,
        seed=4,
        scenario=_certain_scenario(["up:1", "furriarty", "up:2", "up:3"]),
    )
    view = game.view(0)
    assert candidates_from_view(view, 0) == 1 << CARD_INDEX["dog-5"]
    action = DeduceBot(0).act(game, 0)
    assert action == A.Guess("dog", 5)
    game.apply(0, action)
    result = game.result()
    assert result is not None and result.winners == (0,) and result.details["caught"]
    # at the end every stand is turned over: seat 1 knows its card
    assert candidates_from_view(game.view(1), 1) == 1 << CARD_INDEX["rat-12"]


def test_paws_in_the_last_round_when_certain_and_no_own_turn_is_left() -> None:
    """P5: calling "Paws!" costs 1 VP, worth it for 2 sure tokens when the seat has no own
    turn left (P2: the last round); with its own turn to come it keeps the call (it will
    guess then, for free). Seat 0 is certain from the start and is made to let turns pass."""
    scenario = _certain_scenario(["up:2", "up:3", "furriarty", "down:1"])
    game = afoot.new_game("purrrlock", players=2, seed=5, scenario=scenario)
    bot = DeduceBot(0)
    for last in (False, True):
        view = game.view(0)
        assert view["turn"]["seat"] == 0 and view["last_round"] == last
        hand = view["players"][0]["hand"]
        game.apply(0, A.Show(hand[0]))
        game.apply(0, A.Show(hand[1]))
        game.apply(0, A.END_TURN)
        view = game.view(0)
        assert view["turn"]["seat"] == 1 and candidates_from_view(view, 0).bit_count() == 1
        if last:
            assert bot.interrupt(game, 0) == A.PAWS
            game.apply(0, A.PAWS)
            guess = bot.act(game, 0)
            assert guess == A.Guess("dog", 5)
            game.apply(0, guess)
            assert game.view(0)["players"][0]["tokens_face_up"] == [2, 3]
            return
        assert bot.interrupt(game, 0) is None  # its own turn comes next round
        hand = game.view(1)["players"][1]["hand"]
        game.apply(1, A.Show(hand[0]))
        game.apply(1, A.Show(hand[1]))
        game.apply(1, A.END_TURN)


# -- strength (small, seeded) ------------------------------------------------------------------
def test_deduce_beats_random() -> None:
    """60 games at 3 players, deduce in each seat in turn against 2 random bots."""
    wins = more_vp = 0
    random_wins = 0
    for g in range(60):
        game = Game(GAME, 3, seed=derive_seed("strength", g))
        me = g % 3
        agents: list[Any] = [
            DeduceBot(g) if s == me else RandomAgent(derive_seed(g, s)) for s in range(3)
        ]
        while not game.is_over:
            game.apply(*next_move(game, agents))
        result = game.result()
        assert result is not None
        wins += me in result.winners
        random_wins += any(s != me for s in result.winners)
        more_vp += result.scores[me] > max(result.scores[s] for s in range(3) if s != me)
    assert more_vp >= 57
    assert wins >= 6 and random_wins == 0


@pytest.mark.parametrize(("players", "least"), [(2, 18), (4, 18), (5, 18)])
def test_deduce_tables_catch_furriarty(players: int, least: int) -> None:
    caught = 0
    for g in range(20):
        game = Game(GAME, players, seed=derive_seed("catch", players, g))
        bots = [DeduceBot(derive_seed("catch-bot", g, s)) for s in range(players)]
        while not game.is_over:
            game.apply(*next_move(game, bots))
        result = game.result()
        assert result is not None
        caught += bool(result.details["caught"])
    assert caught >= least

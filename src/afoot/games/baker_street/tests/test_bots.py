"""The Beyond Baker Street bots (``bots.py``): legal, view-only, conventions, strength.

- ``rules`` uses only its view and what its seat saw: the same action on the real game and
  on ``game.determinize(seat, rng)`` copies (whose hidden parts differ; a new bot rebuilds
  what the seat saw from its log), and the same games however it is asked (B3).
- Every bot acts legally, and all register in ``GAME.bots`` (``make_agent`` finds them).
- Hand-built scenarios: the convention makes the obvious right move (confirm an exact lead,
  eliminate the exact missing value before the third confirm, play a hinted exact card, give
  a hint the teammate acts on with a good play, never confirm the third lead below 20).
- Strength, small and seeded: ``cheat`` / ``omni`` win clearly more than random, ``rules``
  beats random.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from afoot.ai import make_agent
from afoot.engine.game import Game
from afoot.games.baker_street import GAME
from afoot.games.baker_street import actions as A
from afoot.games.baker_street.bots import CheatBot, OmniBot, RulesBot
from afoot.games.baker_street.data import EVIDENCE_INDEX
from afoot.sim import derive_seed, simulate
from afoot.sim.runner import next_move


def _play_some(game: Game, agents: list[Any], steps: int) -> None:
    for _ in range(steps):
        if game.is_over:
            return
        game.apply(*next_move(game, agents))


def test_registered():
    assert set(GAME.bots) == {"rules", "hat", "cheat", "omni"}
    assert isinstance(make_agent("rules", 1, GAME), RulesBot)
    assert isinstance(make_agent("cheat", 1, GAME), CheatBot)
    assert isinstance(make_agent("omni", 1, GAME), OmniBot)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_rules_uses_only_its_view(players):
    checked = 0
    for i in range(12):
        seed = derive_seed("bs-view", players, i)
        game = Game(GAME, players, seed, {"case": 1 + i % 6})
        agents = [RulesBot(s) for s in range(players)]
        rng = random.Random(seed)
        while not game.is_over:
            seat = min(game.waiting_for)
            real = RulesBot(7).act(game, seat)
            for _ in range(2):
                twin = game.determinize(seat, rng)
                assert twin.view(seat) == game.view(seat)
                assert RulesBot(7).act(twin, seat) == real
            checked += 1
            game.apply(*next_move(game, agents))
    assert checked > 100


def _line(players: int, seed: int, options: dict[str, Any], how: str) -> list[Any]:
    """The actions of a game of ``rules`` bots asked one way (see the test below)."""
    game = Game(GAME, players, seed, options, events=how != "no log")
    team = [RulesBot(derive_seed(seed, "agent", s)) for s in range(players)]
    one = RulesBot(1)
    #: asked at every other decision of their seat only, as a stand-in for a player would be
    stand_ins = [RulesBot(derive_seed(seed, "agent", s)) for s in range(players)]
    turns = [0] * players
    while not game.is_over:
        seat = min(game.waiting_for)
        if how == "anew":  # a bot made for every decision, from a copy of the game
            action = RulesBot(derive_seed(seed, "agent", seat)).act(game.clone(), seat)
        elif how == "one bot":  # one bot plays every seat
            action = one.act(game, seat)
        else:
            action = team[seat].act(game, seat)
        if how == "log":
            turns[seat] += 1
            if turns[seat] % 2:
                assert stand_ins[seat].act(game, seat) == action
        game.apply(seat, action)
    return game.actions


@pytest.mark.parametrize(
    ("players", "options"),
    [(2, {"case": 1}), (3, {"case": 2}), (4, {"case": 1}), (3, {"characters": "random"})],
)
def test_rules_plays_the_same_however_it_is_asked_b3(players, options):
    """B3: a confirmed lead's evidence "ya no se pueden mirar", so ``rules`` remembers what its
    seat saw. Kept between calls, rebuilt from the seat's log by a bot made anew at every
    decision or by one asked at every other decision only, in a game with no log, one bot
    for every seat: the same games, action for action (the memory is one thing, however it
    is come by)."""
    confirmed = 0
    for i in range(6):
        seed = derive_seed("bs-memory", players, i)
        lines = {how: _line(players, seed, options, how) for how in ("log", "no log", "anew")}
        lines["one bot"] = _line(players, seed, options, "one bot")
        assert lines["no log"] == lines["log"] == lines["anew"] == lines["one bot"]
        confirmed += sum(type(a) is A.Confirm for _, a in lines["log"])
    assert confirmed > 6  # leads were confirmed: the memory was needed


def _b3_game(characters: str = "none", events: bool = True) -> Game:
    """Seat 0 plays its witness-5 (it does not know it) to make the opportunity lead exact,
    seat 1 confirms it: witness-3, document-1 (the scenario's) and witness-5 lie face down."""
    game = Game(
        GAME,
        2,
        1,
        {"case": 1, "characters": characters},
        {
            "leads": {"opportunity": ["opportunity-7-witness"]},
            "hands": [["witness-5", "track-1", "clue-1"], ["track-2", "clue-2", "document-2"]],
            "evidence": {"opportunity": ["witness-3", "document-1"]},
            "first": 0,
        },
        events=events,
    )
    return game


def test_rules_remembers_the_cards_under_a_confirmed_lead_b3():
    """B3: the cards under a confirmed lead are face down; the seat saw them played. Seat 0
    saw the scenario's two and deduces its own witness-5 (one card more made the lead exact:
    the lead's icon, the value then missing); seat 1 saw all three. With Mary Morstan at the
    table (a Confirm one short) the one card more is not deduced."""
    under = {EVIDENCE_INDEX[c] for c in ("witness-3", "document-1", "witness-5")}
    for events in (True, False):
        game = _b3_game(events=events)
        bots = [RulesBot(0), RulesBot(1)]
        bots[0].act(game, 0)
        game.apply(0, A.Investigate(0, "opportunity"))
        assert bots[1].act(game, 1) == A.Confirm("opportunity")
        game.apply(1, A.Confirm("opportunity"))
        for seat in (0, 1):
            view = game.view(seat)
            hidden = bots[seat].remember(game, seat, view)
            assert {e for e in range(24) if hidden >> e & 1} == under
            if events:  # a bot made anew knows it from the log
                assert RulesBot(5).remember(game, seat, view) == hidden
            unseen, slots = bots[seat].knowledge(view, seat, hidden)
            assert not any(unseen >> e & 1 for e in under)
            assert not any(e in cands for cands in slots for e in under)
    game = _b3_game("morstan,toby")
    game.apply(0, A.Investigate(0, "opportunity"))
    game.apply(1, A.Confirm("opportunity"))
    hidden = RulesBot(0).remember(game, 0, game.view(0))
    assert {e for e in range(24) if hidden >> e & 1} == under - {EVIDENCE_INDEX["witness-5"]}


def test_rules_does_not_know_a_scenarios_confirmed_lead_b3():
    """B3: a scenario's confirmed lead starts face down ("ya no se pueden mirar"): no view and
    no log ever showed its cards, so a seat at that table could not know them and ``rules``
    does not either (it counted them as seen): they stay candidates for its own slots."""
    under = {EVIDENCE_INDEX["witness-3"], EVIDENCE_INDEX["witness-4"]}
    for events in (True, False):
        game = Game(
            GAME,
            2,
            1,
            {"case": 1},
            {
                "leads": {"opportunity": ["opportunity-7-witness"]},
                "evidence": {"opportunity": ["witness-3", "witness-4"], "motive": []},
                "confirmed": ["opportunity"],
                "first": 0,
            },
            events=events,
        )
        for seat in (0, 1):
            bot = RulesBot(seat)
            view = game.view(seat)
            assert bot.remember(game, seat, view) == 0
            unseen, _ = bot.knowledge(view, seat, 0)
            assert all(unseen >> e & 1 for e in under)
        game.apply(0, next(a for a in game.legal_actions(0) if type(a) is A.Assist))
        assert RulesBot(3).remember(game, 1, game.view(1)) == 0


def _swap_game(characters: str, events: bool = True) -> Game:
    """The motive lead (9, witness) holds witness-3 and witness-4, the Impossible witness-6
    (Baskerville swaps it in for witness-4: exact), the suspect lead track-1 (pursued later:
    its evidence shuffles the deck)."""
    players = len(characters.split(","))
    hands = {
        3: [["track-2", "track-3", "track-4", "track-5"], ["clue-1", "clue-2", "clue-3", "clue-4"]],
        4: [["track-2", "track-3", "track-4"], ["clue-1", "clue-2", "clue-3"]],
    }[players]
    hands.append([f"document-{v}" for v in range(1, len(hands[0]) + 1)])
    if players == 4:
        hands.append(["track-5", "clue-4", "document-4"])
    return Game(
        GAME,
        players,
        1,
        {"case": 1, "characters": characters},
        {
            "leads": {"motive": ["motive-9-witness"], "suspect": ["suspect-11-track"]},
            "hands": hands,
            "evidence": {"motive": ["witness-3", "witness-4"], "suspect": ["track-1"]},
            "impossible": ["witness-6"],
            "first": 0,
        },
        events=events,
    )


def _under_confirmed(game: Game) -> set[int]:
    """The cards really under the confirmed leads (the test reads the state)."""
    st = game.state
    return {e for k in range(3) if st.confirmed[k] for e in st.ev[k] + st.extra[k]}


def _known(bot: RulesBot, game: Game, seat: int) -> set[int]:
    hidden = bot.remember(game, seat, game.view(seat))
    return {e for e in range(24) if hidden >> e & 1}


SWAP = A.Swap("witness-6", "motive", "witness-4")
W3, W4 = EVIDENCE_INDEX["witness-3"], EVIDENCE_INDEX["witness-4"]


def test_spec_forgets_a_card_baskerville_swapped_out_of_a_confirmed_lead_b3():
    """B3 ("se colocan boca abajo y ya no se pueden mirar") with Baskerville ("swap an
    evidence card in the Impossible with an evidence card on a lead"): seat 0 saw witness-3
    and witness-4 under the motive lead; between two of its decisions Baskerville swaps
    witness-4 out (it lies face up in the Impossible at seat 0's next decision) and the lead
    is confirmed; Mrs. Hudson returns witness-4 to the deck and a pursued lead shuffles it in.
    Seat 0 knows witness-3 under the motive lead and never again witness-4 (a review found it
    believed witness-4 there once the shuffle hid it), kept or rebuilt from its log alike."""
    for events in (True, False):
        game = _swap_game("toby,baskerville,hudson", events)
        bot = RulesBot(0)
        moves = [
            (0, A.Assist(1, 2, None)),
            (1, SWAP),
            (2, A.Confirm("motive")),
            (0, A.Assist(1, 3, None)),  # witness-4 lies in the Impossible
            (1, A.Assist(2, 4, None)),
            (2, A.Recover("witness-4")),
            (0, A.Assist(1, 4, None)),  # witness-4 at the bottom of the deck, seen
            (1, A.Pursue("suspect")),  # the deck is shuffled: witness-4 hidden
            (0, None),
        ]
        seen = []
        for seat, action in moves:
            if seat == 0:  # seat 0 decides
                seen.append(_known(bot, game, 0))
                if events:  # a bot made anew from the log knows the same
                    assert _known(RulesBot(5), game, 0) == seen[-1]
            if action is not None:
                game.apply(seat, action)
        assert W4 not in _under_confirmed(game)
        assert seen == [set(), {W3}, {W3}, {W3}], events


def test_rules_knows_none_of_a_lead_its_swap_may_have_changed_unseen_b3():
    """The same swap, unseen: Baskerville (seat 0) swaps witness-4 out himself, the lead is
    confirmed, witness-4 recovered and shuffled away before seat 0 decides again. It never saw
    which card left the lead, so it counts neither as known there (it believed both)."""
    for events in (True, False):
        game = _swap_game("baskerville,toby,hudson,lestrade", events)
        bot = RulesBot(0)
        assert _known(bot, game, 0) == set()
        game.apply(0, SWAP)
        game.apply(1, A.Confirm("motive"))
        game.apply(2, A.Recover("witness-4"))
        game.apply(3, A.Pursue("suspect"))
        assert _known(bot, game, 0) == set()
        if events:
            assert _known(RulesBot(5), game, 0) == set()


@pytest.mark.parametrize("characters", ["baskerville,hudson,toby", "random"])
def test_rules_memory_is_true_and_the_same_however_it_is_asked_with_any_moves_b3(characters):
    """Whatever the others play (random moves: Baskerville's swaps, Mrs. Hudson's returns,
    dead leads), what ``rules`` believes lies under a confirmed lead is really there, and it is
    the same kept between calls, rebuilt from the log by a new bot, or kept in a game without a
    log."""
    swaps = checked = 0
    for i in range(60):
        seed = derive_seed("bs-memory-any", characters, i)
        players = 3 + i % 2 if characters == "random" else 3
        options = {"case": 1, "characters": characters}
        game = Game(GAME, players, seed, options)
        mute = Game(GAME, players, seed, options, events=False)
        kept = [RulesBot(s) for s in range(players)]
        quiet = [RulesBot(s) for s in range(players)]
        rng = random.Random(seed)
        while not game.is_over:
            seat = min(game.waiting_for)
            view = game.view(seat)
            hidden = kept[seat].remember(game, seat, view)
            known = {e for e in range(24) if hidden >> e & 1}
            assert known <= _under_confirmed(game)
            assert _known(RulesBot(9), game, seat) == known
            assert _known(quiet[seat], mute, seat) == known
            checked += bool(known)
            legal = game.legal_actions(seat)
            swap = [a for a in legal if type(a) is A.Swap]
            if swap and rng.random() < 0.5:
                action = rng.choice(swap)
            elif rng.random() < 0.8:  # mostly the bot's move: leads get confirmed
                action = kept[seat].choose(view, legal, seat, hidden)
            else:
                action = rng.choice(legal)
            swaps += type(action) is A.Swap
            game.apply(seat, action)
            mute.apply(seat, action)
    assert swaps > (20 if characters != "random" else 5) and checked > 200


@pytest.mark.parametrize("bot", ["rules", "cheat", "omni", "random"])
@pytest.mark.parametrize("chars", ["none", "random"])
def test_bots_act_legally(bot, chars):
    for i, players in enumerate((2, 3, 4, 2, 3, 4)):
        seed = derive_seed("bs-legal", bot, chars, i)
        game = Game(GAME, players, seed, {"case": 1 + i, "characters": chars})
        agents = [make_agent(bot, derive_seed(seed, "agent", s), GAME) for s in range(players)]
        while not game.is_over:
            seat = min(game.waiting_for)
            action = agents[seat].act(game, seat)
            assert action in game.legal_actions(seat)
            game.apply(seat, action)
        assert game.result() is not None


def _wins(bot: str, players: int, games: int, case: int = 1) -> float:
    r = simulate("baker_street", [bot] * players, games, seed=3, options={"case": case})
    assert not r.errors
    return r.wins_by_agent[bot] / players / games


def test_strength():
    random_rate = _wins("random", 2, 100)
    assert random_rate <= 0.02
    assert _wins("cheat", 3, 60) >= 0.8
    assert _wins("omni", 3, 60) >= 0.85
    assert _wins("rules", 2, 60) >= 0.4
    assert _wins("rules", 3, 60) >= 0.4
    assert _wins("cheat", 2, 40, case=6) >= 0.7


# -- hand-built scenarios -------------------------------------------------------------------
LEADS = {
    "suspect": ["suspect-12-track"],
    "motive": ["motive-9-witness"],
    "opportunity": ["opportunity-7-clue"],
}


def _game(scenario: dict[str, Any], players: int = 2) -> Game:
    return Game(GAME, players, 1, {"case": 1}, scenario)


def test_confirms_an_exact_lead():
    game = _game(
        {
            "leads": LEADS,
            "evidence": {"motive": ["witness-6", "witness-3"]},
            "hands": [
                ["clue-1", "clue-2", "document-1", "document-2", "track-1", "track-2"],
                ["clue-3", "clue-4", "document-3", "document-4", "track-3", "track-4"],
            ],
            "first": 0,
        }
    )
    for bot in (RulesBot(1), CheatBot(1), OmniBot(1)):
        assert bot.act(game, 0) == A.Confirm("motive")


def test_never_confirms_the_third_below_20_and_eliminates_the_missing_value():
    # two leads confirmed, the third exact, the track at 16: eliminate exactly a 4 first
    game = _game(
        {
            "leads": LEADS,
            "evidence": {
                "suspect": ["track-6", "track-4", "track-2"],
                "motive": ["witness-6", "witness-3"],
                "opportunity": ["clue-6", "clue-1"],
            },
            "confirmed": ["suspect", "motive"],
            "impossible": ["document-6", "document-5", "witness-5"],
            "hands": [
                ["clue-2", "document-4", "witness-1", "track-1", "document-2", "witness-2"],
                ["document-1", "clue-3", "clue-4", "track-3", "witness-4", "document-3"],
            ],
            "first": 1,
        }
    )
    assert game.state.track == 16
    game.apply(1, A.Assist(0, 4, None))  # seat 0's slot 1 is a 4
    assert A.Confirm("opportunity") in game.legal_actions(0)
    assert CheatBot(1).act(game, 0) == A.Eliminate(1)
    assert RulesBot(1).act(game, 0) == A.Eliminate(1)
    game.apply(0, A.Eliminate(1))
    assert game.state.track == 20
    assert RulesBot(2).act(game, 1) == A.Confirm("opportunity")
    game.apply(1, A.Confirm("opportunity"))
    assert game.state.won


def _hinted_game() -> Game:
    """Seat 0 to act; the motive lead (witness) needs exactly 3 and seat 1 holds witness-3,
    the only 3 seat 1 cannot see (track-3 is under the suspect lead, seat 0 holds two)."""
    return _game(
        {
            "leads": LEADS,
            "evidence": {"motive": ["witness-6"], "suspect": ["track-3"]},
            "hands": [
                ["clue-1", "clue-3", "document-1", "document-3", "track-6", "track-5"],
                ["witness-3", "witness-4", "document-4", "witness-5", "track-2", "witness-2"],
            ],
            "first": 0,
        }
    )


def test_gives_a_hint_the_receiver_follows():
    """The giver's Assist is one whose meaning the receiver acts on: the receiver then plays a
    card the hint named, and the play is good (no lead dies, the evidence grows)."""
    game = _hinted_game()
    action = RulesBot(1).act(game, 0)
    assert type(action) is A.Assist and action.to == 1
    game.apply(0, action)
    named = [
        i
        for i, m in enumerate(game.view(1)["players"][1]["hints"])
        if len(m["values"]) == 1 or len(m["icons"]) == 1
    ]
    reply = RulesBot(2).act(game, 1)
    assert type(reply) is A.Investigate and reply.slot in named
    before = game.view(None)["sections"]
    game.apply(1, reply)
    after = game.view(None)["sections"]
    k = [s["lead"] for s in after].index(reply.lead)
    assert after[k]["card"] == before[k]["card"]
    assert after[k]["evidence"] > before[k]["evidence"]


def test_plays_a_hinted_exact_card():
    game = _hinted_game()
    game.apply(0, A.Assist(1, 3, None))
    assert RulesBot(3).act(game, 1) == A.Investigate(0, "motive")
    assert CheatBot(3).act(game, 1) == A.Investigate(0, "motive")


def test_omni_search_wins_what_it_plans():
    wins = 0
    for i in range(10):
        seed = derive_seed("bs-omni", i)
        game = Game(GAME, 2, seed, {"case": 6})
        agents = [OmniBot(derive_seed(seed, "agent", s)) for s in range(2)]
        _play_some(game, agents, 600)
        result = game.result()
        assert result is not None
        wins += result.details["won"]
    assert wins >= 8

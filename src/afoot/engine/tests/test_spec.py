"""The narrow rules contract: a game that writes only the core gets the engine's defaults, and
what else a game offers is declared in its spec, not looked for."""

from __future__ import annotations

import random
from typing import Any

import msgspec
import pytest

from afoot.engine import testing as T
from afoot.engine.core import GameSpec, Rules, Search, describe_plainly, load
from afoot.engine.errors import IllegalAction
from afoot.engine.game import Game
from afoot.engine.tests.toy import OPTIONS, Draw, PickRules, Play


def core_only(rules: PickRules) -> GameSpec:
    """Pick with the seven core functions only: every other member is the engine's."""
    return GameSpec(
        id="pick",
        title="Pick, core only",
        min_players=2,
        max_players=3,
        options=OPTIONS,
        max_actions=200,
        package=__name__,
        rules=Rules(
            action_type=rules.action_type,
            setup=rules.setup,
            to_act=rules.to_act,
            legal=rules.legal,
            apply=rules.apply,
            view=rules.view,
            determinize=rules.determinize,
            result=rules.result,
        ),
    )


CORE = core_only(PickRules())


def test_a_game_of_the_core_alone_passes_the_conformance_suite():
    report = T.check_game(CORE, seeds=(1, 2))
    assert report.games == len(T.covering_option_sets(CORE)) * 2 * 2


def test_the_defaults_for_is_over_clone_and_fingerprint():
    game = Game(CORE, 2, seed=3)
    rules = CORE.rules
    assert rules.is_over(game.state) is False
    twin = rules.clone(game.state)
    assert twin == game.state and twin is not game.state
    assert twin.hands is not game.state.hands  # a deep copy
    assert rules.fingerprint(twin) == rules.fingerprint(game.state)
    game.apply(0, game.legal_actions(0)[0])
    assert rules.fingerprint(twin) != rules.fingerprint(game.state)
    while not game.is_over:
        seat = min(game.to_act)
        game.apply(seat, game.legal_actions(seat)[0])
    assert rules.is_over(game.state) is True and game.result() is not None


def test_the_default_describe_and_refusal_name_the_action_and_what_is_legal():
    game = Game(CORE, 2, seed=3)
    assert game.describe(Play(0)) == "play: slot 0"
    assert game.describe(Draw()) == "draw"
    with pytest.raises(IllegalAction) as exc:
        game.apply(0, Play(2))
    assert str(exc.value) == "play: slot 2 is not legal now; legal: draw; play: slot 0"


def test_describe_plainly_shows_json_values():
    class Say(msgspec.Struct, frozen=True, tag="say"):
        words: list[str]
        loud: bool | None = None

    assert describe_plainly(Say(["a", "b"], None)) == "say: words [a, b], loud null"


def test_capabilities_are_declared_or_absent():
    """No capability is looked up on the rules: an undeclared one is None (or empty)."""
    assert CORE.waiting_for is None and CORE.casebook is None
    assert all(getattr(CORE.search, hook) is None for hook in Search.__struct_fields__)
    assert dict(CORE.bots) == {} and dict(CORE.levels) == {} and CORE.references == ()
    assert (CORE.codec, CORE.terminal, CORE.analyses, CORE.table) == (None, None, None, None)
    assert not hasattr(CORE.rules, "heuristic")  # the rules hold the core and defaults only


def test_load_imports_what_a_reference_names():
    assert load("afoot.engine.tests.toy:PickRules.legal") is PickRules.legal
    assert load("random") is random


def test_a_determinized_game_of_the_core_is_a_game_of_the_same_spec():
    game = Game(CORE, 3, seed=9)
    twin = game.determinize(1, random.Random(2))
    assert twin.spec is CORE and twin.view(1) == game.view(1)


def _pick_like(**changes: Any) -> GameSpec:
    return msgspec.structs.replace(CORE, **changes)


def test_specs_compare_by_identity():
    assert _pick_like() is not CORE and _pick_like() != CORE
    assert CORE == CORE

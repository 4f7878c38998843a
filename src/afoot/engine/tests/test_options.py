"""Option and player-count validation: every error is one line and says what is allowed.

Checked on the engine's test game (``toy.py``) and, through the public API, on every registered
game; what one game's options allow is checked in that game's tests."""

from __future__ import annotations

import pytest

import afoot
from afoot.engine.core import check_players, validate_options
from afoot.engine.errors import AfootError, InvalidOption, UnknownGame
from afoot.engine.game import Game
from afoot.engine.tests.toy import PICK, PickRules, spec_of
from afoot.games import ids, specs

SPEC = PICK


def one_line(exc: pytest.ExceptionInfo[BaseException]) -> str:
    message = str(exc.value)
    assert message
    assert "\n" not in message
    return message


def test_defaults_fill_every_option():
    assert validate_options(SPEC, None) == {"deck": "short", "open_hands": False, "bonus": "none"}
    assert validate_options(SPEC, {}) == validate_options(SPEC, None)


def test_given_values_are_kept():
    assert validate_options(SPEC, {"deck": "long", "bonus": "double"}) == {
        "deck": "long",
        "open_hands": False,
        "bonus": "double",
    }


def test_an_unknown_option_lists_the_options():
    with pytest.raises(InvalidOption) as exc:
        validate_options(SPEC, {"decks": "long"})
    message = one_line(exc)
    assert "'decks'" in message
    assert "options: deck, open_hands, bonus" in message


def test_a_bad_value_lists_the_allowed_values():
    with pytest.raises(InvalidOption) as exc:
        validate_options(SPEC, {"deck": "medium"})
    message = one_line(exc)
    assert "deck='medium'" in message
    assert "allowed: short | long" in message


def test_a_bad_boolean_lists_true_and_false():
    with pytest.raises(InvalidOption) as exc:
        validate_options(SPEC, {"open_hands": "maybe"})
    assert "allowed: false | true" in one_line(exc)


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ("true", True),
        ("false", False),
        ("True", True),
        (" FALSE ", False),
        ("yes", True),
        ("no", False),
        ("on", True),
        ("off", False),
        ("1", True),
        ("0", False),
        (True, True),
        (False, False),
    ],
)
def test_booleans_are_coerced_from_strings(given, expected):
    assert validate_options(SPEC, {"open_hands": given})["open_hands"] is expected


def test_string_choices_ignore_case_and_spaces():
    assert validate_options(SPEC, {"deck": " LONG "})["deck"] == "long"


@pytest.mark.parametrize("given", [1, 0, None, 1.0, ["true"]])
def test_a_boolean_option_takes_no_other_types(given):
    with pytest.raises(InvalidOption) as exc:
        validate_options(SPEC, {"open_hands": given})
    assert "allowed: false | true" in one_line(exc)


def test_an_option_that_requires_another_value_says_which():
    with pytest.raises(InvalidOption) as exc:
        validate_options(SPEC, {"bonus": "double"})
    message = one_line(exc)
    assert "bonus applies only when deck=long" in message
    assert "here deck=short" in message


def test_a_required_option_at_its_default_is_accepted():
    assert validate_options(SPEC, {"bonus": "none", "deck": "short"})["bonus"] == "none"


@pytest.mark.parametrize("options", ["long", 5])
def test_options_that_are_not_a_mapping_are_an_invalid_option(options):
    with pytest.raises(InvalidOption) as exc:
        Game(SPEC, 2, 1, options)
    assert "options must be a mapping" in one_line(exc)
    for spec in specs():  # through the public API, whatever the game
        with pytest.raises(InvalidOption):
            afoot.new_game(spec.id, options=options)


# -- games and player counts ------------------------------------------------------------------
def test_an_unknown_game_lists_the_games():
    with pytest.raises(UnknownGame) as exc:
        afoot.new_game("chess")
    message = one_line(exc)
    assert "'chess'" in message
    assert f"games: {', '.join(ids())}" in message
    assert isinstance(exc.value, AfootError)


@pytest.mark.parametrize("game_id", [None, 7, [ids()[0]], ""])
def test_a_game_id_of_the_wrong_type_is_an_unknown_game(game_id):
    with pytest.raises(UnknownGame):
        afoot.new_game(game_id)


@pytest.mark.parametrize("players", [0, 1, 3, -2])
def test_a_game_for_exactly_two_says_so(players):
    with pytest.raises(InvalidOption) as exc:
        Game(spec_of(PickRules(), max_players=2), players)
    assert one_line(exc) == f"pick is played by exactly 2 players, not {players}"


@pytest.mark.parametrize("players", [1, 4])
def test_a_player_range_is_named(players):
    with pytest.raises(InvalidOption) as exc:
        Game(PICK, players)
    assert one_line(exc) == f"pick is played by 2-3 players, not {players}"


@pytest.mark.parametrize("players", ["2", 2.0, True, None])
def test_players_must_be_a_whole_number(players):
    with pytest.raises(InvalidOption) as exc:
        check_players(SPEC, players)
    assert "players must be a whole number from 2 to 3" in one_line(exc)


def test_players_default_to_the_minimum():
    for spec in specs():
        assert afoot.new_game(spec.id, seed=1).players == spec.min_players


def _free_spec():
    import msgspec

    from afoot.engine.core import OptionSpec

    def parse(value: object) -> str:
        text = str(value).strip()
        if not text.isdigit() or not 1 <= int(text) <= 99:
            raise InvalidOption(f"option size={value!r} is not allowed; give a number 1-99")
        return str(int(text))

    option = OptionSpec("size", ("10", "20"), "10", "a number 1-99", parse=parse)
    return msgspec.structs.replace(SPEC, options=(*SPEC.options, option))


def test_a_free_form_option_is_parsed_to_its_canonical_value():
    spec = _free_spec()
    assert validate_options(spec, {"size": " 007"})["size"] == "7"
    assert validate_options(spec, None)["size"] == "10"
    with pytest.raises(InvalidOption) as exc:
        validate_options(spec, {"size": "lots"})
    assert "1-99" in one_line(exc)
    assert spec.option("size").describe_choices() == "10 | 20 or a number 1-99"


def test_the_suite_refuses_a_free_form_option_whose_presets_are_not_canonical():
    import msgspec

    from afoot.engine.testing import ConformanceError, check_spec

    spec = _free_spec()
    bad = msgspec.structs.replace(spec.option("size"), choices=("10", "020"))

    with pytest.raises(ConformanceError, match="not canonical"):
        check_spec(msgspec.structs.replace(spec, options=(*SPEC.options, bad)))
    check_spec(spec)


@pytest.mark.parametrize("bad", [["x"], "trail", 3])
def test_a_scenario_must_be_an_object(bad):
    with pytest.raises(afoot.InvalidScenario) as exc:
        Game(SPEC, 2, 1, scenario=bad)
    assert "must be an object" in one_line(exc)
    for spec in specs():  # through the public API, whatever the game
        with pytest.raises(afoot.InvalidScenario) as exc:
            afoot.new_game(spec.id, scenario=bad)
        assert "must be an object" in one_line(exc)

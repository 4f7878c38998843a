"""Holmes' options through the public API: an option of the other edition is refused, values
come as strings from a command line, and each error lists what is allowed. (How options are
validated is checked on the engine's test game in ``afoot/engine/tests/test_options.py``.)"""

from __future__ import annotations

import pytest

import afoot
from afoot.engine.errors import InvalidOption


def one_line(exc: pytest.ExceptionInfo[BaseException]) -> str:
    message = str(exc.value)
    assert message
    assert "\n" not in message
    return message


@pytest.mark.parametrize(
    ("options", "needs"),
    [
        ({"edition": "kosmos", "villains": "moran"}, "villains applies only when edition=devir"),
        ({"edition": "kosmos", "villains": "both"}, "villains applies only when edition=devir"),
        ({"villains": "random", "edition": "kosmos"}, "here edition=kosmos"),
        ({"mycroft": "razzia"}, "mycroft applies only when edition=kosmos"),
        ({"edition": "devir", "mycroft": "gala"}, "here edition=devir"),
        (
            {"edition": "kosmos", "first_role": "mycroft"},
            "first_role applies only when edition=devir",
        ),
    ],
)
def test_an_option_of_the_other_edition_is_refused(options, needs):
    with pytest.raises(InvalidOption) as exc:
        afoot.new_game("holmes", options=options)
    assert needs in one_line(exc)


def test_holmes_options_accept_strings_from_a_command_line():
    game = afoot.new_game(
        "holmes",
        seed=1,
        options={"edition": "Kosmos", "reservation": "true", "alternative_start": "false"},
    )
    assert game.options["edition"] == "kosmos"
    assert game.options["reservation"] is True
    assert game.options["alternative_start"] is False
    assert game.options["mycroft"] == "none"


def test_holmes_unknown_option_lists_every_option():
    with pytest.raises(InvalidOption) as exc:
        afoot.new_game("holmes", options={"villain": "moran"})
    assert (
        "options: edition, alternative_start, reservation, villains, mycroft, first_role"
        in one_line(exc)
    )


def test_holmes_bad_value_lists_the_villains():
    with pytest.raises(InvalidOption) as exc:
        afoot.new_game("holmes", options={"villains": "irene"})
    assert "allowed: none | moriarty | moran | both | random" in one_line(exc)


@pytest.mark.parametrize("players", [0, 1, 3, -2])
def test_holmes_is_for_exactly_two(players):
    with pytest.raises(InvalidOption) as exc:
        afoot.new_game("holmes", players=players)
    assert one_line(exc) == f"holmes is played by exactly 2 players, not {players}"


def test_holmes_players_default_to_two():
    assert afoot.new_game("holmes", seed=1).players == 2

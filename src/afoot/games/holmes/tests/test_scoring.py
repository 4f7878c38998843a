"""Scoring edge cases (H10) and the winner (H11), from the areas and from finished games."""

from __future__ import annotations

import pytest

from afoot.games.holmes.testing import EDITIONS, at_dawn, events, points, rows, run_out_game


def score_of(edition, areas):
    g = at_dawn(edition, day=7, areas=areas)
    return points(g)


def finished(edition, final_rows=None, options=None, **scenario):
    """A day-7 game played out with quiet turns (nobody gains or pays anything)."""
    g = at_dawn(edition, day=7, options=options, **scenario)
    run_out_game(g, final_rows)
    assert g.is_over
    return g


# -- majorities (H10) ---------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_majority_with_jokers_on_both_sides_h10(edition):
    pts, details = score_of(
        edition,
        {
            "0": {"cigarette": 2, "joker:cigarette": 1},
            "1": {"cigarette": 1, "joker:cigarette": 1},
        },
    )
    assert details[0]["types"] == {"cigarette": 5 - 2}
    assert details[1]["types"] == {}
    assert pts == [3, 0]


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_joker_makes_the_majority_h10(edition):
    pts, details = score_of(edition, {"0": {"bullet": 1, "joker:bullet": 1}, "1": {"bullet": 1}})
    assert details[0]["types"] == {"bullet": 6 - 1}
    assert pts == [5, 0]


@pytest.mark.parametrize("edition", EDITIONS)
def test_equal_counts_score_nothing_jokers_included_h10(edition):
    pts, details = score_of(
        edition,
        {
            "0": {"bullet": 2, "fingerprint": 3, "false_pass": 1},
            "1": {"bullet": 1, "joker:bullet": 1, "fingerprint": 3, "false_pass": 1},
        },
    )
    assert details[0]["types"] == {} and details[1]["types"] == {}
    assert pts == [0, 0]


@pytest.mark.parametrize("edition", EDITIONS)
def test_each_type_scores_separately_value_minus_opponent_count_h10(edition):
    pts, details = score_of(
        edition,
        {
            "0": {"false_pass": 2, "explosive": 1, "footprint": 5},
            "1": {"false_pass": 1, "explosive": 3, "footprint": 1, "button": 1},
        },
    )
    assert details[0]["types"] == {"false_pass": 3 - 1, "footprint": 8 - 1}
    assert details[1]["types"] == {"explosive": 4 - 1, "button": 7}
    assert pts == [9, 10]


# -- complete set bonus (H10) -----------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_complete_set_bonus_counts_real_cards_only_h10(edition):
    pts, details = score_of(
        edition,
        {
            "0": {"false_pass": 3, "fingerprint": 9},
            "1": {"explosive": 3, "joker:explosive": 1},
        },
    )
    assert details[0]["types"] == {"false_pass": 3 + 3, "fingerprint": 9 + 3}
    assert details[1]["types"] == {"explosive": 4}  # 3 + joker is not the whole set: no bonus
    assert pts == [18, 4]


@pytest.mark.parametrize("edition", EDITIONS)
def test_complete_set_completed_by_a_revealed_hidden_clue_h10_h8(edition):
    g = finished(edition, areas={"0": {"explosive": 3}}, hidden={"0": ["explosive"]})
    assert rows(g, 0) == {"explosive": 4}
    assert g.result().details["seats"][0]["types"] == {"explosive": 4 + 3}
    assert g.result().scores == (7.0, 0.0)


# -- map fragments (H10) --------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_map_fragments_both_players_and_no_majority_h10(edition):
    pts, details = score_of(edition, {"0": {"map_fragment": 2}, "1": {"map_fragment": 3}})
    assert details[0]["map_fragments"] == 1 and details[1]["map_fragments"] == 3
    assert details[0]["types"] == {} and details[1]["types"] == {}
    assert pts == [1, 3]


# -- jokers at the end (H10) ----------------------------------------------------------------------
def test_devir_free_assignment_at_the_end_h10():
    g = finished(
        "devir",
        final_rows={0: ["cigarette"]},
        areas={"0": {"cigarette": 1, "joker": 1}, "1": {"cigarette": 1}},
    )
    assert rows(g, 0) == {"cigarette": 1, "joker:cigarette": 1}
    d = g.result().details["seats"][0]
    assert d["types"] == {"cigarette": 4}
    assert d["unassigned_jokers"] == 0 and d["jokers_assigned_at_end"] == 0
    assert g.result().scores == (4.0, 0.0)
    assert {"type": "joker_assigned", "seat": 0, "row": "cigarette", "at_end": True} in events(g, 1)


def test_devir_unassigned_joker_minus_3_h10():
    g = finished(
        "devir",
        final_rows={0: [None]},
        areas={"0": {"cigarette": 1, "joker": 1, "map_fragment": 2}, "1": {"joker": 1}},
    )
    seats = g.result().details["seats"]
    assert seats[0]["unassigned_jokers"] == -3
    assert seats[1]["unassigned_jokers"] == -3  # no row at all: cannot be assigned
    assert g.result().scores == (5 - 3 + 1, -3.0)


def test_kosmos_joker_assigned_only_at_the_end_minus_1_h10():
    g = finished(
        "kosmos",
        final_rows={0: ["cigarette"]},
        areas={"0": {"cigarette": 1, "joker": 1}, "1": {"cigarette": 1}},
    )
    d = g.result().details["seats"][0]
    assert d["types"] == {"cigarette": 4}
    assert d["jokers_assigned_at_end"] == -1
    assert d["unassigned_jokers"] == 0
    assert g.result().scores == (3.0, 0.0)


def test_kosmos_unassignable_joker_minus_3_assigned_in_play_free_h10():
    g = finished(
        "kosmos",
        areas={
            "0": {"map_fragment": 1, "joker": 1},
            "1": {"bullet": 1, "joker:bullet": 1},
        },
    )
    seats = g.result().details["seats"]
    assert seats[0]["unassigned_jokers"] == -3
    assert seats[0]["jokers_assigned_at_end"] == 0
    assert seats[0]["total"] == -1 - 3
    assert seats[1]["jokers_assigned_at_end"] == 0  # assigned during the game: no penalty
    assert seats[1]["types"] == {"bullet": 6}


def test_kosmos_joker_kept_unassigned_at_the_end_minus_3_h10():
    g = finished("kosmos", final_rows={0: [None]}, areas={"0": {"bullet": 1, "joker": 2}})
    d = g.result().details["seats"][0]
    assert d["unassigned_jokers"] == -6
    assert d["jokers_assigned_at_end"] == 0


@pytest.mark.parametrize(("edition", "late"), [("devir", 0), ("kosmos", -1)])
def test_joker_assigned_at_the_end_to_a_revealed_hidden_row_h10(edition, late):
    g = finished(
        edition, final_rows={0: ["bullet"]}, areas={"0": {"joker": 1}}, hidden={"0": ["bullet"]}
    )
    assert rows(g, 0) == {"bullet": 1, "joker:bullet": 1}
    d = g.result().details["seats"][0]
    assert d["types"] == {"bullet": 6}
    assert d["total"] == 6 + late


# -- reserved clue (H10 / H14) ----------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_reserved_clue_still_held_minus_3_and_counts_for_nothing_h10_h14(edition):
    g = finished(
        edition,
        options={"reservation": True},
        areas={"0": {"fingerprint": 1}, "1": {"fingerprint": 1}},
        reserved={"0": "fingerprint"},
    )
    seats = g.result().details["seats"]
    assert seats[0]["reserved_clue"] == -3
    assert seats[0]["types"] == {}  # the reserved fingerprint does not break the tie
    assert g.result().scores == (-3.0, 0.0)
    assert g.result().winners == (1,)


# -- the winner (H11) -------------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_more_points_win_whatever_the_markers_h11(edition):
    g = finished(edition, tokens=[0, 9], areas={"0": {"false_pass": 1}})
    res = g.result()
    assert res.winners == (0,) and not res.draw
    assert res.scores == (3.0, 0.0)


@pytest.mark.parametrize("edition", EDITIONS)
def test_tie_broken_by_more_investigation_markers_h11(edition):
    g = finished(edition, tokens=[2, 3], areas={"0": {"bullet": 1}, "1": {"bullet": 1}})
    res = g.result()
    assert res.scores == (0.0, 0.0)
    assert res.winners == (1,) and not res.draw
    assert "markers" in res.reason
    assert res.details["markers"] == [2, 3]


@pytest.mark.parametrize("edition", EDITIONS)
def test_tie_on_points_and_markers_is_a_draw_h11(edition):
    g = finished(edition, tokens=[4, 4], areas={"0": {"button": 2}, "1": {"button": 2}})
    res = g.result()
    assert res.draw
    assert res.winners == ()
    assert res.scores == (0.0, 0.0)
    assert g.view(0)["result"]["draw"] is True

"""Purrrlock in real headless Chromium (Debian's, through Playwright) against a real ``afoot
serve``: two browser contexts and a bot play a whole game through its table, every frame the
engine's view for its seat, and its pages show the face of no card whose place their seat does
not know (another seat's hand, its own investigation, the deck), every face one the seat's view
or log names; on a phone the moves stay at hand; the guesses a seat has ruled out are marked.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from afoot.games.purrrlock import GAME
from afoot.games.purrrlock.data import CARD_IDS
from afoot.server.tests.browser import (
    MARKS,
    FacesCheck,
    my_turn,
    phone_keeps_the_moves_and_the_newest_line_at_hand,
    play,
    solo,
    take_a_move,
    true_game,
)

pytestmark = [pytest.mark.e2e, pytest.mark.timeout(600)]


def test_two_browsers_and_a_bot_see_only_their_cards(server, browser):
    check = FacesCheck("pl-card", CARD_IDS)
    play(
        server,
        browser,
        GAME.id,
        3,
        [{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "bot": "easy"}],
        dom_check=check,
    )
    assert check.planted and check.checked >= 5, (check.planted, check.checked)


def test_a_phone_keeps_the_moves_and_the_newest_line_at_hand(server, browser):
    phone_keeps_the_moves_and_the_newest_line_at_hand(server, browser, GAME.id, "")


def _fits(card: str, guess: dict[str, Any]) -> bool:
    """Whether Purrrlock card ``card`` ("dog-3") is what ``guess`` names (a None: any)."""
    suspect, hour = card.rsplit("-", 1)
    return guess["suspect"] in (None, suspect) and guess["hour"] in (None, int(hour))


def _crossed(wrong: list[dict[str, Any]], guess: dict[str, Any]) -> bool:
    """Whether every card a guess names is answered by one of the seat's wrong guesses."""
    return all(any(_fits(c, w) for w in wrong) for c in CARD_IDS if _fits(c, guess))


def test_the_guesses_the_seat_has_ruled_out_are_marked(server, browser):
    """P (Guess): a guess the seat's own crossed-out wrong guesses already answer is marked
    "guessed", one its casebook rules out "ruled_out"; both stay offered. On every turn the
    marks are exactly those the seat's real view and casebook give (nothing the seat has not
    seen), and a marked guess is never the right one."""
    rng = random.Random(8)
    seen = {"guessed": 0, "ruled_out": 0}
    # a game is dealt at random and may end before the seat has guessed wrong three times:
    # then a new table goes on counting (at most six)
    for _ in range(6):
        context, page, errors, table = solo(server, browser, GAME.id, 3, (1366, 768), casebook=True)
        while my_turn(page) and min(seen.values()) < 3:
            truth = true_game(server.db_url, table)
            if int(page.get_attribute("body", "data-state-id")) == truth.action_count:
                me = truth.view(0)["players"][0]
                casebook = truth.spec.casebook  # the seat's own, as served
                assert casebook is not None
                cands = casebook(truth.state, 0)["candidates"]
                inv = CARD_IDS[truth.state.inv[0]] if truth.state.inv[0] >= 0 else None
                for m in page.evaluate(MARKS, "guess"):
                    a = m["action"]
                    if me["wrong_guesses"] and _crossed(me["wrong_guesses"], a):
                        want = "guessed"
                    elif not any(_fits(c, a) for c in cands):
                        want = "ruled_out"
                    else:
                        want = ""
                    assert m["mark"] == want, (a, m, me["wrong_guesses"], cands)
                    if want:
                        seen[want] += 1
                        assert m["text"]
                        assert inv is None or not _fits(inv, a), (inv, a)  # never the right one
            take_a_move(page, rng, "guess")
        assert errors == []
        context.close()
        if min(seen.values()) >= 3:
            break
    assert min(seen.values()) >= 3, seen


def test_the_board_says_the_decision_and_the_casebook_the_guesses_from_the_messages(
    server, browser
):
    """The board's pending line is the server's prompt (the seat's own turn in the second
    person), a casebook cell's guess is titled with its move's message, and a move is labelled
    with its message: no key and no placeholder is left on the page, in English and German."""
    rng = random.Random(3)
    context, page, errors, _ = solo(server, browser, GAME.id, 2, (1366, 768), casebook=True)
    titled = 0
    for _ in range(4):
        if not my_turn(page):
            break
        pending = page.inner_text("#pl-pending strong")
        assert pending.startswith(("Your turn", "Show the second card of your")), pending
        toggle = "document.getElementById('casebook-btn').click()"  # the open panel covers it
        page.evaluate(toggle)
        titles = page.eval_on_selector_all(
            ".pl-casebook td.pl-clickable", "cells => cells.map((c) => c.title)"
        )
        page.evaluate(toggle)
        assert all(t.startswith("Guess ") for t in titles), titles[:3]
        titled += len(titles)
        moves = page.eval_on_selector_all(
            "#moves button.move", "buttons => buttons.map((b) => b.textContent)"
        )
        assert moves and all(m.startswith(("Show ", "Guess ", "End your", "Call ")) for m in moves)
        text = page.inner_text("body")
        assert "purrrlock." not in text and not re.search(r"\{\w+\}", text), text[:400]
        take_a_move(page, rng, "show")
    assert titled
    page.evaluate("localStorage.setItem('afoot.lang', 'de')")
    page.reload()
    if my_turn(page):
        pending = page.inner_text("#pl-pending strong")
        assert pending.startswith("Dein Zug") or pending.startswith("Zeige"), pending
    assert errors == []
    context.close()

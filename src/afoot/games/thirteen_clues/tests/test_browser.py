"""13 Clues in real headless Chromium (Debian's, through Playwright) against a real ``afoot
serve``: two browser contexts and a bot play a whole game through its table, with a reload,
every frame the engine's view for its seat; every third move, against the real game from the
database, the page never names a card of its seat's own mystery that the seat has not seen.
The informants a seat has looked at are marked on its moves."""

from __future__ import annotations

import json
import random

import pytest

import afoot
from afoot.games.thirteen_clues import GAME
from afoot.server.tests.browser import MARKS, Seat, my_turn, play, solo, take_a_move, true_game

pytestmark = [pytest.mark.e2e, pytest.mark.timeout(600)]


#: what a page shows, as text and markup: the board, log, seats and end screen, without the
#: forms that compose a move
SHOWN = """() => {
  const parts = [...document.querySelectorAll('#board, #log, #seats, #status, #end')].map(el => {
    const copy = el.cloneNode(true);
    copy.querySelectorAll('form, select, .tc-composers, #moves').forEach(x => x.remove());
    return copy;
  });
  return {text: parts.map(p => p.textContent).join(' '), html: parts.map(p => p.innerHTML).join(' ')};
}"""


def _dom(seat: Seat, truth: afoot.Game) -> None:
    """The seat's own mystery is what it deduces: no card of it that the seat has not seen
    (in its view or log) may be named anywhere on its page."""
    from afoot.games.thirteen_clues.data import CARD_IDS, CARD_NAMES

    mystery = truth.state.mystery[seat.seat]
    if not mystery:
        return
    sid = seat.state_id()
    known = json.dumps(truth.view(seat.seat)) + json.dumps(truth.log(seat.seat))
    if sid != truth.action_count:  # the page is a step behind: compare with what it was sent
        return
    # the board, the log, the seats and the end screen, without the move composers: the moves
    # offer every card by design (an accusation may name any card)
    shown = seat.page.evaluate(SHOWN)
    text, html = shown["text"].lower(), shown["html"].lower()
    for card in mystery:
        if f'"{CARD_IDS[card]}"' in known:
            continue
        assert CARD_NAMES[card].lower() not in text, CARD_NAMES[card]
        assert f'"{CARD_IDS[card]}"' not in html and f"'{CARD_IDS[card]}'" not in html


def test_two_browsers_and_a_bot_with_a_reload(server, browser):
    play(
        server,
        browser,
        GAME.id,
        3,
        [{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "bot": "medium"}],
        dom_check=_dom,
        reload_at=4,
    )


def test_the_informants_the_seat_has_seen_are_marked(server, browser):
    """T (Secret Informant): "choose one of the face-down Secret Informant cards, look at it
    in secret, then return it". A move to look at one the seat has already seen stays offered
    and is marked with what the seat saw; the marks are exactly the seat's own ``seen`` in the
    real game, and name no other card (what others looked at is not the seat's)."""
    from afoot.games.thirteen_clues.data import CARD_IDS, CARD_NAMES

    name_of = {CARD_IDS[c]: CARD_NAMES[c] for c in range(len(CARD_IDS))}
    rng = random.Random(4)
    marked = 0
    for _table in range(6):  # a game may end (a right accusation) before three such turns
        context, page, errors, table = solo(server, browser, GAME.id, 3, (1366, 768))
        while my_turn(page) and marked < 3:
            truth = true_game(server.db_url, table)
            if int(page.get_attribute("body", "data-state-id")) == truth.action_count:
                seen = truth.view(0)["informant"]["seen"]
                for m in page.evaluate(MARKS, "consult"):
                    letter = m["action"]["letter"]
                    if letter in seen:
                        assert m["mark"] == "seen" and name_of[seen[letter]] in m["text"], (
                            m,
                            seen,
                        )
                        marked += 1
                    else:
                        assert m["mark"] == "" and m["text"] == "", (m, seen)
            take_a_move(page, rng, "consult")
        assert errors == []
        context.close()
        if marked >= 3:
            break
    assert marked >= 3, "the seat never saw an informant again: the check had no teeth"

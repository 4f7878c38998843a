"""Beyond Baker Street's reference bots (``cheat``, ``omni``: they read hidden cards) are never
offered to players; its ``rules`` team is. How any game's references are kept from players is
checked in ``afoot/ai/tests/test_mcts.py``."""

from __future__ import annotations

from afoot.ai import agent_names, is_reference
from afoot.games.baker_street import GAME


def test_the_references_are_never_offered_to_players():
    assert GAME.references == ("cheat", "omni")
    offered = agent_names(GAME, for_players=True)
    assert "omni" not in offered and "cheat" not in offered and "rules" in offered
    assert is_reference("omni", GAME) and is_reference("cheat", GAME)
    assert not is_reference("rules", GAME)

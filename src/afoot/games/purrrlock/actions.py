"""Purrrlock actions: small tagged structs, the same value in the engine, records and the wire.

Cards are named ``"<suspect>-<hour>"`` (``"goose-7"``); suspects by glossary id.
"""

from __future__ import annotations

from afoot.engine.core import ActionStruct


class Show(ActionStruct, frozen=True, tag="show"):
    """Investigate: show this card of your hand; the others answer lead or dead end."""

    card: str


class Guess(ActionStruct, frozen=True, tag="guess"):
    """Guess your investigation's suspect, hour or both (leave the other out)."""

    suspect: str | None = None
    hour: int | None = None


class Paws(ActionStruct, frozen=True, tag="paws"):
    """Call "Paws!": flip your board (-1 VP at the end) and make one guess at once."""


class EndTurn(ActionStruct, frozen=True, tag="end_turn"):
    """End your action phase (after investigating): cleanup passes and draws."""


Action = Show | Guess | Paws | EndTurn

PAWS = Paws()
END_TURN = EndTurn()

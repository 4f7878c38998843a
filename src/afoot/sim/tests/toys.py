"""Report analyses for the engine's toy game (``afoot.engine.tests.toy``), declared by a test
through the spec's ``analyses`` (``"afoot.sim.tests.toys:TWICE"``), as a game would."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from afoot.engine.analysis import BaseAnalyses, CellPlan
from afoot.engine.core import GameSpec, OptionValue


class Twice(BaseAnalyses):
    """Plans every player count's cell twice under one key: a mistake the report names."""

    def cells(
        self,
        spec: GameSpec,
        options: Mapping[str, OptionValue],
        given: Mapping[str, OptionValue],
        counts: Sequence[int],
    ) -> list[CellPlan]:
        once = super().cells(spec, options, given, counts)
        return once + once


TWICE = Twice()

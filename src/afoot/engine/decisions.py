"""A stack of pending sub-decisions for compound choices.

A compound decision ("visit a character, then choose how many clues, then which ones") is a
stack of small frames kept in the game state. The top frame says who must decide and what;
``to_act`` and ``legal`` read only the top, so every decision point stays small (a handful of
actions), which keeps bots fast and reinforcement-learning action masks dense.

A frame is a plain tuple ``(kind, seat, *args)`` of ints: cheap to build, to copy, to compare
and to encode. Games keep the stack as a list in their state and read ``stack[-1]``.

"""

from __future__ import annotations

from typing import Any

#: a pending decision: ``(kind, seat, *args)``; the top of a game's stack is decided next
Frame = tuple[Any, ...]

"""A stack of pending sub-decisions for compound choices.

A compound decision ("visit a character, then choose how many clues, then which ones") is a
stack of small frames kept in the game state. The top frame says who must decide and what;
``to_act`` and ``legal`` read only the top, so every decision point stays small (a handful of
actions), which keeps bots fast and reinforcement-learning action masks dense.

A frame is a plain tuple ``(kind, seat, *args)`` of ints: cheap to build, to copy, to compare
and to encode. Games keep the stack as a list in their state; the helpers below are for games
that prefer names to ``stack[-1]`` (Holmes indexes the list directly on its hot path).
"""

from __future__ import annotations

from typing import Any

Frame = tuple[Any, ...]


def push(stack: list[Frame], kind: int, seat: int, *args: Any) -> None:
    """Put a new pending decision on top of the stack."""
    stack.append((kind, seat, *args))


def top(stack: list[Frame]) -> Frame | None:
    """The decision to take now, or None when nothing is pending."""
    return stack[-1] if stack else None


def replace_top(stack: list[Frame], kind: int, seat: int, *args: Any) -> None:
    """Swap the top frame for its next step (a frame that advances in place)."""
    stack[-1] = (kind, seat, *args)

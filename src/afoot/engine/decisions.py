"""Pending decisions: the named, frozen structs a game keeps on a stack for compound choices.

A compound decision ("visit a character, then choose how many clues, then which ones") is a
stack of small decisions kept in the game state. The top one says who must decide and what;
``to_act`` and ``legal`` read only the top, so every decision point stays small (a handful of
actions), which keeps bots fast and reinforcement-learning action masks dense.

Each kind of decision is a subclass of :class:`Decision` that names its fields, e.g.
``class Take(Decision, frozen=True, tag=3): remaining: int; ...`` (``frozen=True`` again in
the subclass: msgspec inherits it, but type checkers read each class line). The conventions
of the stack:

- ``seat`` is who decides (-1: no single seat, such as both seats at once or the game's own
  bookkeeping); the top of the stack (``stack[-1]``) is decided next; what a decision leads to
  is pushed above it or replaces it.
- A decision is frozen: a step changes the stack, never a decision in it, so a state's clone
  copies the list and shares the decisions, and a decision of one seat alone may be one shared
  object (``TURN[seat]``). Compare decisions with ``==``, never ``is``: a state that went
  through pickle (to another process) holds copies.
- Each kind has its own integer ``tag``, and its fields hold ints: a decision encodes (msgpack,
  as the state fingerprints do) as the array ``[tag, seat, *fields]``, as small as a tuple.

Structs, not tuples: a rule reads ``top.remaining``, not ``top[2]``, and one kind's fields are
written once, in its class.
"""

from __future__ import annotations

import msgspec


class Decision(msgspec.Struct, frozen=True, gc=False, array_like=True):
    """The base of a game's pending decisions: ``seat`` decides (-1: no single seat).

    Frozen (shared by clones), untracked by the garbage collector (its fields are ints) and
    encoded as an array: a subclass adds its fields and its integer ``tag``.
    """

    seat: int

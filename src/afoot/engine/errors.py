"""Errors that reach users: each carries a one-line message saying what was wrong and what is allowed."""

from __future__ import annotations


class AfootError(Exception):
    """Base of every error afoot raises on bad input; its message is one line, fit for a user."""


class UnknownGame(AfootError):
    """A game id that is not registered."""


class InvalidOption(AfootError):
    """An option name or value that the game does not accept."""


class InvalidScenario(AfootError):
    """A scenario (stacked decks, positions) that the game cannot start from."""


class IllegalAction(AfootError):
    """An action that is not legal now; the game is left exactly as it was."""


class InvalidRecord(AfootError):
    """A game record that is malformed, tampered with or does not replay."""


def one_line(text: str, limit: int = 240) -> str:
    """``text`` as one printable line, cut to ``limit`` characters: a decoder's message can
    quote what a client sent (a field name holding a newline), and every error is one line."""
    if text.isprintable():
        out = text
    else:
        out = "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)
    return out if len(out) <= limit else out[: limit - 3] + "..."

"""Seat tokens and invite codes never reach a log: :class:`Redact` rewrites them in a log
record before a handler writes it. ``afoot serve`` installs it on every handler once logging is
configured.

At debug level uvicorn logs every request line and the WebSocket library every frame. A token
travels as ``"token": "..."`` (a hello); an invite code in a path (``/join/<code>``,
``/api/invites/<code>``), in a join page's ``?code=`` and in the host's snapshot frames (its
invites' ``"url": "/join/<code>"``). A long frame's log shows only its two ends ("start...end"),
so the end may begin in the middle of a path: every long run of URL-safe characters in that
end is redacted too (the ends of a frame are the server's JSON, nothing else of worth to an
operator: ids, at most).
"""

from __future__ import annotations

import logging
import re

#: a token or code given by its name: ``"token": "..."``, ``code=...``
_NAMED = re.compile(r"""(["']?\b(?:token|code)["']?\s*[:=]\s*["']?)[A-Za-z0-9_\-]{8,}""")
#: an invite code in a path
_PATH = re.compile(r"(/(?:join|invites)/)[A-Za-z0-9_\-%]+")
#: the elided end of a logged frame: "TEXT '{...' + '...' + the end + "' [2135 bytes]"
_FRAME_END = re.compile(r"(\.\.\.)(.*?)('? \[\d+ bytes)")
_RUN = re.compile(r"[A-Za-z0-9_\-]{8,}")
#: what a record must name for it to be looked at (the common case is left alone)
_HINTS = ("token", "code", "/join/", "/invites/", "...")
REDACTED = "<redacted>"


def redact(text: str) -> str:
    """``text`` without any seat token or invite code."""
    text = _NAMED.sub(rf"\1{REDACTED}", text)
    text = _PATH.sub(rf"\1{REDACTED}", text)
    return _FRAME_END.sub(lambda m: m[1] + _RUN.sub(REDACTED, m[2]) + m[3], text)


class Redact(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        text = record.getMessage()
        if any(hint in text for hint in _HINTS):
            clean = redact(text)
            if clean != text:
                record.msg = clean
                record.args = ()
        return True


def redact_tokens(*names: str) -> None:
    """Put a :class:`Redact` on every handler of the root logger and of ``names``."""
    for name in ("", *names):
        for handler in logging.getLogger(name).handlers:
            if not any(isinstance(f, Redact) for f in handler.filters):
                handler.addFilter(Redact())

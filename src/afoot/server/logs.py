"""Seat tokens never reach a log: :class:`Redact` rewrites any ``"token": "..."`` in a log
record (at debug level the WebSocket library logs every frame, hellos included) before a
handler writes it. ``afoot serve`` installs it on every handler once logging is configured."""

from __future__ import annotations

import logging
import re

_TOKEN = re.compile(r"""(["']?token["']?\s*[:=]\s*["']?)[A-Za-z0-9_\-]{8,}""")


class Redact(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        text = record.getMessage()
        if "token" in text:
            record.msg = _TOKEN.sub(r"\1<redacted>", text)
            record.args = ()
        return True


def redact_tokens(*names: str) -> None:
    """Put a :class:`Redact` on every handler of the root logger and of ``names``."""
    for name in ("", *names):
        for handler in logging.getLogger(name).handlers:
            if not any(isinstance(f, Redact) for f in handler.filters):
                handler.addFilter(Redact())

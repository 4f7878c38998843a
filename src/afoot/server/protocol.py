"""The WebSocket protocol between a table and its browsers: every message, both ways.

One WebSocket per seat (or spectator) at ``/ws/tables/{table_id}``. Every message is one JSON
object with a ``type``. The client's input is decoded strictly here (unknown types, missing or
extra-typed fields, oversized frames are refused with an ``error`` that says what is allowed);
the server's messages are built only by :mod:`afoot.server.tables`.

Client -> server
----------------
``{"type": "hello", "token": "..."}``
    First message, always. ``token`` is the seat token from joining (``POST /api/invites/{code}``);
    ``null`` (or no token) makes the connection a spectator's. Answered by a ``snapshot``; a bad
    token is answered by an ``error`` and the socket is closed (code 4401).
``{"type": "act", "state_id": 17, "action": {"type": "visit", ...}}``
    Take an action. ``state_id`` is the one of the last snapshot the client saw. A stale
    ``state_id`` or an illegal action is answered by ``rejected`` (reason + a fresh snapshot) and
    changes nothing. An accepted action is written to the database before anyone hears of it.
``{"type": "takeover", "seat": 1}``
    Hand a seat whose player left (disconnected for the table's grace period) or ran out of time
    to a bot, for the rest of the game (Board Game Arena's "zombie"). Only seated humans may ask.
``{"type": "skip", "seat": 1}``
    For a seat out of time: its stand-in bot takes this one decision (no game here has a pass),
    the seat stays its player's, and its bank gets the table's increment. Every log says so: a
    public ``{"type": "stand_in", "seat": 1, "bot": "medium"}`` entry comes before the events of
    that move (in the snapshot's ``events``, in every later full ``log`` and in the replay).
``{"type": "ping"}``
    Answered by ``pong``.

Server -> client
----------------
``snapshot``
    The whole truth for this connection: ``table``, ``game``, ``seat`` (null for a spectator),
    ``state_id`` (the number of actions so far), ``view`` (the game's ``view(seat)``), ``legal``
    (``[{"action": {...}, "text": "...", "msg": [...]}]``, only this seat's, empty when it may
    not act; ``text`` is the rules' English description, ``msg`` the move as a message of the
    game's catalogue when the game declares messages, as are each event's and log entry's
    ``msg`` and the snapshot's ``prompt``, the decision waited for: see
    :mod:`afoot.server.messages`),
    ``to_act`` / ``waiting_for``, ``events`` (new events since the last snapshot, redacted for
    this seat), ``log`` (the whole redacted log on the first snapshot of a connection, on a
    rejection and after a reconnect; otherwise null), ``seats`` (who sits where, connected, bot),
    ``clocks`` (null without a clock), ``over``, ``result`` (when over), ``casebook`` (the seat's
    own deductions when the table has the casebook on and the game provides one; else null) and
    ``options``; each seat's ``away_ms`` and the table's ``takeover_after_ms`` say when a
    departed player's seat may be handed to a bot. ``status`` is the table's (``open`` until
    every human seat is taken: nothing moves until then); ``invites`` are the empty human
    seats' invite links (``[{"seat": 2, "url": "/join/..."}]``), sent to the host's seat (the
    first human seat, the player who opened the table) while the table is open, and to no
    other seat or spectator: an invite is the key to its seat.
``rejected``
    ``{"type": "rejected", "reason": "...", "snapshot": {...}}``: the action was not taken.
``error``
    ``{"type": "error", "reason": "..."}``: a message the server could not use (malformed JSON,
    unknown type, too large, not allowed, over the rate limit). Nothing changed. The socket
    stays open unless the message was abuse, then it closes: a bad token (4401), a bad first
    message (4400), going on over the rate limit (4429) or too many unusable messages (4400);
    see :mod:`afoot.server.limits`.
``pong``
    The answer to ``ping``.

Close codes
-----------
The server closes a socket with one of these, after an ``error`` that says why in English (a
client shows its own text for the code):

``4400``
    A bad first message, or too many unusable messages.
``4401``
    The hello's token is not a seat at this table (go on as a spectator).
``4403``
    This table has no spectators.
``4404``
    There is no such table.
``4408``
    No hello in time.
``4409``
    Replaced: a newer connection of the same seat took it (the player opened the table in
    another tab or window). One seat has one socket, the newest. A client closed with 4409
    must not reconnect by itself (it would take the seat back from the other tab, which would
    take it back in turn, without end): it says so and offers to take the seat back.
``4429``
    Over the rate limit, again and again.
``1013``
    The client did not read its messages (its outbox filled up): it may reconnect.

Any other close (``1001`` going away on a restart, ``1006`` a dropped network) is one to
reconnect after, with a back-off.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, NotRequired, TypedDict

import msgspec

from afoot.engine.catalogue import Msg
from afoot.engine.errors import one_line

#: the largest client frame accepted (an action is a few hundred bytes)
MAX_MESSAGE_BYTES = 16_384
#: the close code of a socket whose seat a newer connection of the same seat took
REPLACED = 4409


class Hello(msgspec.Struct, tag="hello", forbid_unknown_fields=True):
    token: str | None = None


class Act(msgspec.Struct, tag="act", forbid_unknown_fields=True):
    state_id: int
    action: dict[str, Any]


class Takeover(msgspec.Struct, tag="takeover", forbid_unknown_fields=True):
    seat: int


class Skip(msgspec.Struct, tag="skip", forbid_unknown_fields=True):
    seat: int


class Ping(msgspec.Struct, tag="ping", forbid_unknown_fields=True):
    pass


ClientMessage = Hello | Act | Takeover | Skip | Ping
CLIENT_TYPES = ("hello", "act", "takeover", "skip", "ping")

_decoder = msgspec.json.Decoder(ClientMessage)


class BadMessage(ValueError):
    """A client frame that cannot be used; ``str()`` is the one-line reason sent back."""


def decode(frame: str | bytes) -> ClientMessage:
    """One client frame as a message; BadMessage says what was wrong and what is allowed."""
    if len(frame) > MAX_MESSAGE_BYTES:
        raise BadMessage(
            f"message too large ({len(frame)} bytes); the limit is {MAX_MESSAGE_BYTES} bytes"
        )
    try:
        return _decoder.decode(frame)
    except msgspec.DecodeError as exc:
        text = str(exc)
        if (
            "Invalid value" in text and "$.type" in text
        ) or "missing required field `type`" in text:
            raise BadMessage(
                f"unknown message type; allowed types are: {', '.join(CLIENT_TYPES)}"
            ) from None
        if text.startswith("JSON is malformed") or "malformed" in text.lower():
            raise BadMessage("malformed JSON: a message is one JSON object") from None
        raise BadMessage(f"bad message: {one_line(text)}") from None


def _game(part: str) -> msgspec.Meta:
    """The JSON Schema mark of a value whose shape is the game's own: its ``View``, one of its
    ``Event`` types or of its ``Action`` types. The TypeScript made of this module
    (:mod:`afoot.server.schema`) takes the game as a type parameter there
    (``Snapshot<Game>``); each game's declarations fill it in with its own types."""
    return msgspec.Meta(extra_json_schema={"x-game": part})


#: a seat's view: the game's ``view(seat)``, of its spec's ``view_type``
GameView = Annotated[dict[str, Any], _game("View")]
#: one of the game's actions, as JSON (``msgspec.to_builtins`` of its action struct)
GameAction = Annotated[dict[str, Any], _game("Action")]


#: a message of the game's catalogue: its key and its parameters
Message = Msg


class LogEntry(TypedDict):
    """What every entry of a log (``events``, ``log``) has, whatever its game: its ``type``.
    The rest is the event's, as the seat received it (its game's ``event_types``), or the
    server's own (:class:`StandIn`)."""

    type: str
    #: the line the log shows, for a game that declares messages (None: no line for it)
    msg: NotRequired[Message | None]


#: a log entry: one of the game's events, or one of the server's
GameEvent = Annotated[LogEntry, _game("Event")]


class StandIn(TypedDict):
    """The server's log entry before the events of a decision a seat's stand-in bot took."""

    type: Literal["stand_in"]
    seat: int
    #: the stand-in bot
    bot: str


#: the log entries the server writes itself, beside the game's events
SERVER_EVENTS = (StandIn,)


class LegalEntry(TypedDict):
    """One of the seat's legal actions, with its text (the rules' ``describe``)."""

    action: GameAction
    text: str
    #: the move as a message, for a game that declares messages
    msg: NotRequired[Message]


class ResultInfo(TypedDict):
    """How a finished game ended (``afoot.engine.core.Result`` as JSON)."""

    scores: list[float]
    winners: list[int]
    draw: bool
    reason: str
    details: dict[str, Any]


class SeatInfo(msgspec.Struct):
    seat: int
    name: str | None
    #: "human" or "bot"
    kind: str
    #: the bot (a level or a bot name) for a bot seat, or the stand-in that took a human's seat
    bot: str | None
    connected: bool
    #: a human seat whose invite has been used
    taken: bool
    #: the seat was handed to a bot (its player left or ran out of time)
    replaced: bool
    #: milliseconds since this human seat's player left (None while connected)
    away_ms: int | None = None


class ClockInfo(msgspec.Struct):
    seat: int
    remaining_ms: int
    running: bool
    expired: bool


class InviteLink(msgspec.Struct):
    seat: int
    #: the join page of the seat's invite, ``/join/{code}``
    url: str


class Snapshot(msgspec.Struct, tag="snapshot"):
    table: str
    game: str
    players: int
    options: dict[str, Any]
    seat: int | None
    state_id: int
    view: GameView
    legal: list[LegalEntry]
    to_act: list[int]
    waiting_for: list[int]
    events: list[GameEvent]
    log: list[GameEvent] | None
    seats: list[SeatInfo]
    clocks: list[ClockInfo] | None
    over: bool
    result: ResultInfo | None
    casebook: dict[str, Any] | None
    #: how long a player must be gone before the others may hand the seat to a bot
    takeover_after_ms: int = 0
    #: the table's status: open (human seats still to take: nothing moves yet), running,
    #: finished, broken
    status: str = "running"
    #: the empty human seats' invite links, to the host's seat only, while the table is open
    invites: list[InviteLink] | None = None
    #: the decision the game waits for, as a message of the game's catalogue (``[key,
    #: params]``), when the game declares messages and the table runs; else None
    prompt: Message | None = None


class Rejected(msgspec.Struct, tag="rejected"):
    reason: str
    snapshot: Snapshot


class Error(msgspec.Struct, tag="error"):
    reason: str


class Pong(msgspec.Struct, tag="pong"):
    pass


ServerMessage = Snapshot | Rejected | Error | Pong

_encoder = msgspec.json.Encoder()


def encode(message: ServerMessage) -> str:
    return _encoder.encode(message).decode()

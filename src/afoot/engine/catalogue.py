"""One message catalogue: the texts a player reads, rendered from a game's ``locale/<lang>.json``.

A text a player reads (a log line, a move, the decision the game waits for) is a *message*: a
key of the game's catalogue and its parameters, ``Msg = [key, params]`` as JSON. The browser
and the terminal render the same messages from the same catalogue, so a sentence is written
once, in three languages, and reads the same in both. This module is the Python renderer (the
terminal's); the browser's twin is ``server/static/js/messages.js``, and both pass the test
vectors of ``engine/tests/catalogue_vectors.json``.

The catalogue
-------------
A game's ``locale/<lang>.json`` (``en``, ``es``, ``de``) maps keys, relative to the game
(``"ev.turn"``, not ``"<id>.ev.turn"``), to entries: a string with ``{name}``
placeholders, or ``{"one": ..., "other": ...}``, chosen by the number ``n`` among the
parameters (``one`` when it is 1). A key missing in a language falls back to English, then to
the key itself; a placeholder with no parameter stays as it is.

Parameter values
----------------
- a string or a number: shown as it is (a whole float as an integer: ``2``, not ``2.0``);
- ``{"seat": n}`` (:func:`seat`): the seat's name, as the client names seats (the renderer is
  given a naming function: the browser's "Ann (you)", the terminal's "Seat 0 (you)");
- ``{"t": key, "p": {...}}`` (:func:`nested`): a message of the same catalogue, rendered in its
  place (a card's name, "red cards"), with its own ``.you`` variant;
- ``{"list": [values]}`` (:func:`listed`): the values rendered and joined as the language joins
  a list: "a, b and c", "a, b y c", "a, b und c".

The rules of the language
-------------------------
- ``<key>.you``: the variant for the reader's own seat ("Your turn." rather than "Ann (you)'s
  turn."), used when the message's ``who`` parameter is the reader's seat and the variant
  exists. A message puts in ``who`` the seat whose variant it has (the one a glass is taken
  from, in "{taker} takes a glass from {who}" / ".you": "{taker} takes a glass from you").
- A sentence (a log line, a move, a pending decision: ``sentence=True``, the default) starts
  with a capital, after any opening mark (``¡``, ``¿``, quotes); a label is left as it is.
- In Spanish, ``a el`` and ``de el`` before a capital contract to ``al`` and ``del`` ("visita
  al Doctor Watson"), in the whole text, once every parameter is in its place.

How a game adds its messages
----------------------------
1. Write ``afoot/games/<id>/messages.py`` with an object of the :class:`Messages` protocol
   (``MESSAGES``): ``event(e)`` (a log entry as a seat received it, redacted or not) ->
   ``Msg | None`` (None: no line for it); ``action(action, view)`` (a legal action struct, as
   the seat to act sees it) -> ``Msg``; ``pending(view)`` (the decision being waited for, the
   end included) -> ``Msg | None``. They build messages with :func:`msg`, :func:`seat`,
   :func:`nested` and :func:`listed` and never render text: which variant, which language and
   how a seat is named are the renderer's. They read the event and the view only (never the
   state), import only the engine and the game's own modules, and are pure.
2. Put every key they use in ``locale/en.json``, ``es.json`` and ``de.json`` (the tests check
   that every message of a played game renders in each language with no key left over).
3. Declare it in the spec: ``messages="afoot.games.<id>.messages:MESSAGES"``.
4. The server then attaches the messages (``"msg"`` on each log entry and legal move, the
   snapshot's ``prompt``) and the client core renders them: the game's ``table.js`` drops its
   ``eventText``, ``actionText`` and ``pendingText`` (its board shows ``ctx.say(snapshot.
   prompt)`` where it drew its pending line, labels its clickable moves with ``ctx.say(m.msg)``
   and says its own labels with ``ctx.say([key, params], false)``). At the terminal the kit
   (:mod:`afoot.engine.terminal`) says the events, the moves and the pending line from them
   in the language of ``afoot play --lang``; the board's own labels come from the same
   catalogue (:meth:`Catalogue.label`), with keys of their own where the browser has none.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import cache
from importlib.resources import files
from typing import Any, NamedTuple, Protocol

#: the languages of the catalogues (the browser's and the terminal's)
LANGS = ("en", "es", "de")

#: a message: a key of the game's catalogue and its parameters (``[key, params]`` in JSON)
Msg = tuple[str, dict[str, Any]]
#: an entry of a catalogue: a text, or its plural forms ``{"one": ..., "other": ...}``
Entry = str | Mapping[str, str]

#: how each language joins the last two items of a list
_AND = {"en": "and", "es": "y", "de": "und"}
_PLACEHOLDER = re.compile(r"\{([A-Za-z0-9_]+)\}")
#: Spanish: "a el" / "de el" before a capital (the article of a name: "el Doctor Watson")
_CONTRACTION = re.compile(r"(?<!\w)(a|A|de|De) el (?=\w)")
#: a sentence's first letter, after any opening marks
_FIRST = re.compile(r"^([¡¿«„“\"'(\[]*)(\w)")


class Messages(Protocol):
    """A game's messages (its spec's ``messages``): the text of its events, moves and pending
    decisions, as messages of its catalogue. See the module docstring."""

    def event(self, event: Mapping[str, Any]) -> Msg | None:
        """The line of a log entry as a seat received it; None: no line for it."""
        ...

    def action(self, action: Any, view: Mapping[str, Any]) -> Msg:
        """A legal action (the game's action struct) as the seat to act, whose ``view`` this
        is, reads it."""
        ...

    def pending(self, view: Mapping[str, Any]) -> Msg | None:
        """The decision the game waits for (or how it ended), as ``view``'s seat reads it."""
        ...


class Reader(NamedTuple):
    """Who reads a message: their seat (None: a spectator), which picks the ``.you``
    variants, and how seats are named to them."""

    seat: int | None
    name: Callable[[int], str]


def msg(key: str, **params: Any) -> Msg:
    """The message ``key`` with ``params``."""
    return (key, params)


def seat(n: int) -> dict[str, int]:
    """A seat as a parameter: named by the reader's naming function."""
    return {"seat": n}


def nested(key: str, **params: Any) -> dict[str, Any]:
    """A message of the same catalogue as a parameter, rendered in its place."""
    return {"t": key, "p": params}


def listed(values: Iterable[Any]) -> dict[str, list[Any]]:
    """Values joined as the language joins a list ("a, b and c")."""
    return {"list": list(values)}


def join_list(items: Sequence[str], lang: str) -> str:
    """ "a, b and c" in ``lang`` (English's word for an unknown language)."""
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {_AND.get(lang, 'and')} {items[-1]}"


def as_sentence(text: str, lang: str) -> str:
    """``text`` as a sentence in ``lang``: Spanish contractions made, a capital first."""
    if lang == "es":
        text = _CONTRACTION.sub(_contract, text)
    found = _FIRST.match(text)
    if found is not None and found[2].islower():
        text = f"{found[1]}{found[2].upper()}{text[found.end() :]}"
    return text


def _contract(found: re.Match[str]) -> str:
    after = found.string[found.end()]
    if not after.isupper():
        return found[0]
    word = found[1]
    return f"{word}l " if word in ("a", "A") else f"{word[0]}el "


class Catalogue:
    """The texts of one package in one language, English behind them (a key missing in the
    language is English's); renders messages (:meth:`render`) and labels (:meth:`label`)."""

    def __init__(
        self, lang: str, entries: Mapping[str, Entry], english: Mapping[str, Entry] | None = None
    ) -> None:
        self.lang = lang
        self.entries = entries
        self.english = english if english is not None else entries

    def entry(self, key: str) -> Entry | None:
        """The entry of ``key`` in the language, else in English, else None."""
        found = self.entries.get(key)
        return found if found is not None else self.english.get(key)

    def has(self, key: str) -> bool:
        return self.entry(key) is not None

    def render(self, message: Sequence[Any], reader: Reader, *, sentence: bool = True) -> str:
        """The text of ``message`` (``[key, params]``) for ``reader``; a sentence (a capital
        first, the language's contractions) unless ``sentence`` is False."""
        if len(message) != 2 or not isinstance(message[0], str):
            raise TypeError(f"a message is [key, params], not {message!r}")
        key, params = message
        text = self._text(key, params if isinstance(params, Mapping) else {}, reader)
        return as_sentence(text, self.lang) if sentence else text

    def label(self, key: str, reader: Reader | None = None, /, **params: Any) -> str:
        """The label ``key`` with ``params`` (not a sentence: no capital added)."""
        return self.render((key, params), reader or _NOBODY, sentence=False)

    def _text(self, key: str, params: Mapping[str, Any], reader: Reader) -> str:
        who = params.get("who")
        if (
            reader.seat is not None
            and isinstance(who, Mapping)
            and who.get("seat") == reader.seat
            and self.has(f"{key}.you")
        ):
            key = f"{key}.you"
        entry = self.entry(key)
        if entry is None:
            return key
        if not isinstance(entry, str):
            n = params.get("n")
            one = isinstance(n, int | float) and not isinstance(n, bool) and n == 1
            entry = entry.get("one" if one else "other", "")

        def fill(found: re.Match[str]) -> str:
            name = found[1]
            return self._value(params[name], reader) if name in params else found[0]

        return _PLACEHOLDER.sub(fill, entry)

    def _value(self, value: Any, reader: Reader) -> str:
        if isinstance(value, str):
            return value
        if isinstance(value, bool):
            return "true" if value else "false"
        if isinstance(value, float) and value.is_integer():
            return str(int(value))
        if isinstance(value, int | float):
            return str(value)
        if isinstance(value, Mapping):
            if "seat" in value:
                n = value["seat"]
                return reader.name(n) if isinstance(n, int) else str(n)
            if "t" in value:
                inner = value.get("p")
                return self._text(
                    str(value["t"]), inner if isinstance(inner, Mapping) else {}, reader
                )
            if "list" in value:
                return join_list([self._value(v, reader) for v in value["list"]], self.lang)
        if value is None:
            return ""
        return str(value)


def _unnamed(seat: int) -> str:
    return str(seat)


#: the reader of a label that names no seat of its own
_NOBODY = Reader(None, _unnamed)


@cache
def _table(package: str, lang: str) -> Mapping[str, Entry]:
    try:
        path = files(package).joinpath("locale", f"{lang}.json")
        text = path.read_text(encoding="utf-8")
    except (FileNotFoundError, ModuleNotFoundError, NotADirectoryError, TypeError):
        return {}
    table = json.loads(text)
    if not isinstance(table, dict):
        raise ValueError(f"{package}'s locale/{lang}.json is not a JSON object of texts")
    return table


@cache
def load(package: str, lang: str) -> Catalogue:
    """The catalogue of ``package`` (its ``locale/<lang>.json``) in ``lang``, English behind
    it; read once. A package without one has an empty catalogue (every key is its own text)."""
    if lang not in LANGS:
        raise ValueError(f"no language {lang!r}; languages: {', '.join(LANGS)}")
    return Catalogue(lang, _table(package, lang), _table(package, "en"))

"""Purrrlock Holmes at the terminal: the trail and each seat's stand, the events, the result, 77
guesses behind three menu entries (or typed: ``g goose 7``), and "Paws!" out of turn, in the
language of ``afoot play --lang``.

It reads as the browser does: the events, the moves and the decision waited for are the game's
messages (:mod:`afoot.games.purrrlock.messages`), said by the terminal kit; every label of the
board, its prompts and its refusals come from the game's catalogue (``locale/<lang>.json``:
the browser's keys for cards, suspects and guesses, ``term.*`` for the terminal's own), through
the board's voice. A card is shown by its name in the language ("Ganso 7"), never by its id.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Self

from rich import box
from rich.console import Group, RenderableType
from rich.padding import Padding
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from afoot.engine.terminal import (
    Board,
    Call,
    Session,
    Speaker,
    Voice,
    action_tag,
    seat_names,
    seat_style,
    show_score,
    why,
)
from afoot.games.purrrlock import GAME
from afoot.games.purrrlock.data import FURRIARTY_VALUE, HOURS, SUSPECTS
from afoot.games.purrrlock.messages import MESSAGES


def label(voice: Voice, key: str, **params: object) -> str:
    """The board's own text ``term.<key>`` in the voice's language, ``params`` filled in."""
    return voice.text(f"term.{key}", **params)


# -- cards, guesses and tokens in words ---------------------------------------------------------
def suspect_name(voice: Voice, suspect: object) -> str:
    """A suspect's name in the voice's language ("Ganso"); an unknown id as it is."""
    return voice.text(f"suspect.{suspect}") if suspect in SUSPECTS else str(suspect)


def card_name(voice: Voice, card: object) -> str:
    """A card by its name ("Goose 7", "Ganso 7", "Gans 7"), as the browser names it."""
    suspect, _, hour = str(card).rpartition("-")
    if suspect not in SUSPECTS or not hour.isdigit():
        return str(card)
    return voice.text("card", suspect=suspect_name(voice, suspect), hour=int(hour))


def _card_key(card: object) -> tuple[int, int, str]:
    text = str(card)
    who, _, hour = text.partition("-")
    index = SUSPECTS.index(who) if who in SUSPECTS else len(SUSPECTS)
    return index, int(hour) if hour.isdigit() else 0, text


def cards_text(voice: Voice, cards: object, empty: str | None = None) -> str:
    """ "Dog 9, Rat 7" in card order (suspect, then hour)."""
    if not isinstance(cards, list | tuple) or not cards:
        return label(voice, "none") if empty is None else empty
    ordered = sorted((str(c) for c in cards), key=_card_key)
    # a card's name never breaks across lines ("Crow" at the end of one, "7" on the next)
    return ", ".join(card_name(voice, c).replace(" ", "\u00a0") for c in ordered)


def guess_text(voice: Voice, suspect: object, hour: object) -> str:
    """A guess as the browser says it: "Goose at 7", "Goose", "7 o'clock"."""
    one = "1" if hour == 1 else ""
    if suspect and hour:
        return voice.text(f"guess.both{one}", suspect=suspect_name(voice, suspect), hour=hour)
    if suspect:
        return voice.text("guess.suspect", suspect=suspect_name(voice, suspect))
    return voice.text(f"guess.hour{one}", hour=hour)


def _values(voice: Voice, values: Sequence[object]) -> str:
    return ", ".join(voice.text("tok.furriarty") if v == "furriarty" else str(v) for v in values)


# -- the board -----------------------------------------------------------------------------
def _card_list(voice: Voice, cards: object, style: str = "", empty: str | None = None) -> Text:
    if not isinstance(cards, list | tuple) or not cards:
        return Text(label(voice, "none") if empty is None else empty, "dim")
    return Text(cards_text(voice, cards), style)


def _guesses(voice: Voice, guesses: object) -> Text:
    if not isinstance(guesses, list) or not guesses:
        return Text(label(voice, "none"), "dim")
    said = [
        guess_text(voice, x.get("suspect"), x.get("hour"))
        for x in guesses
        if isinstance(x, Mapping)
    ]
    return Text(", ".join(g.replace(" ", "\u00a0") for g in said), "red")  # no break inside


def _trail(voice: Voice, view: Mapping[str, Any]) -> RenderableType:
    tokens = Text()
    trail = [str(t) for t in view.get("trail") or []]
    for i, t in enumerate(trail):
        if i:
            tokens.append(" ")
        if t == "furriarty":
            tokens.append(voice.text("tok.furriarty").upper(), "bold red")
        elif t.startswith("up:"):
            tokens.append(t[3:], "bold yellow")
        else:
            tokens.append("?", "dim")
    if not trail:
        tokens.append(label(voice, "empty"), "dim")
    note = label(voice, "trail_note")
    if "furriarty" in trail:
        right = len(trail) - 1 - trail.index("furriarty")
        note += (
            label(voice, "right_of_furriarty", tokens=voice.text("n_tokens", n=right))
            if right
            else label(voice, "furriarty_at_end")
        )
    grid = Table.grid(padding=(0, 2))
    grid.add_column(no_wrap=True, style="bold")
    grid.add_column()
    grid.add_row(label(voice, "trail"), tokens)
    grid.add_row("", Text(note, "dim"))
    return grid


def _own_vp(p: Mapping[str, Any]) -> int | None:
    down = p.get("face_down_values")
    if not isinstance(down, list):
        return None
    ups = p.get("tokens_face_up") or []
    total = sum(FURRIARTY_VALUE if v == "furriarty" else int(v) for v in ups) + sum(down)
    return total - (1 if p.get("paws_called") else 0)


def _tokens_cell(voice: Voice, p: Mapping[str, Any]) -> Text:
    ups = list(p.get("tokens_face_up") or [])
    down = int(p.get("tokens_face_down") or 0)
    values = p.get("face_down_values")
    out = Text()
    if not ups and not down:
        out.append(label(voice, "none"), "dim")
    if ups:
        out.append(label(voice, "face_up", values=_values(voice, ups)))
    if down:
        if ups:
            out.append(" · ")
        out.append(label(voice, "face_down", n=down))
        if isinstance(values, list) and values:
            out.append(label(voice, "face_down_values", values=_values(voice, values)))
    vp = _own_vp(p)
    if vp is not None:
        out.append(label(voice, "vp", vp=vp), "bold")
    return out


def _paws_cell(voice: Voice, p: Mapping[str, Any], own: bool, reminder: bool = False) -> Text:
    """``own``: the seat's own row, labelled "Paws!" already; ``reminder``: say the rule."""
    if p.get("paws_called"):
        return Text(label(voice, "paws_used" if own else "their_paws_used"), "red")
    if own:
        rule = label(voice, "paws_rule") if reminder else ""
        return Text(label(voice, "paws_unused", rule=rule), "green")
    return Text(label(voice, "their_paws_unused"), "green")


def _seat_block(
    voice: Voice, p: Mapping[str, Any], names: Sequence[str], me: object, over: bool = False
) -> RenderableType:
    s = int(p.get("seat", 0))
    mine = s == me
    head = Text()
    head.append(voice.word("seat.you", name=names[s]) if mine else names[s], seat_style(s))
    head.append(label(voice, "investigation"))
    if not p.get("has_investigation"):
        head.append(label(voice, "none" if over else "no_investigation"), "dim")
    elif p.get("investigation"):
        head.append(card_name(voice, p["investigation"]).replace(" ", "\u00a0"), "bold reverse")
    else:
        head.append(label(voice, "hidden_investigation") if mine else "?", "bold")
    grid = Table.grid(padding=(0, 1))
    grid.add_column(no_wrap=True, style="dim", min_width=13)
    grid.add_column()
    if mine:
        hand = _card_list(voice, p.get("hand"), "bold", label(voice, "empty"))
        grid.add_row(label(voice, "hand"), hand)
    else:
        head.append(label(voice, "their_hand"))
        head.append(voice.text("n_cards", n=int(p.get("hand_count") or 0)))
        known = p.get("known_hand") or []
        if known:
            head.append(label(voice, "known_hand", cards=cards_text(voice, known)), "dim")
        head.append(label(voice, "their_tokens"))
        head.append_text(_tokens_cell(voice, p))
        head.append(" · ")
        head.append_text(_paws_cell(voice, p, False))
    grid.add_row(label(voice, "leads"), _card_list(voice, p.get("leads"), "green"))
    grid.add_row(label(voice, "dead_ends"), _card_list(voice, p.get("dead_ends"), "red"))
    if mine or p.get("wrong_guesses"):
        grid.add_row(label(voice, "wrong_guesses"), _guesses(voice, p.get("wrong_guesses")))
    if mine or p.get("completed"):
        grid.add_row(label(voice, "completed"), _card_list(voice, p.get("completed"), "cyan"))
    if mine:
        grid.add_row(label(voice, "tokens"), _tokens_cell(voice, p))
        grid.add_row(label(voice, "paws"), _paws_cell(voice, p, True, not over))
    return Group(head, Padding(grid, (0, 0, 0, 2)))


def _piles(voice: Voice, view: Mapping[str, Any]) -> Text:
    piles = Text()
    piles.append(label(voice, "deck"), "bold")
    piles.append(str(view.get("deck", "?")))
    discard = view.get("discard") or []
    piles.append(label(voice, "discard"), "bold")
    piles.append(str(len(discard)))
    piles.append(label(voice, "box"), "bold")
    piles.append(label(voice, "box_tokens", n=view.get("box", 0)))
    if view.get("epochs"):
        piles.append(label(voice, "reshuffled", n=int(view["epochs"])), "dim")
    values = view.get("paw_values") or []
    if values:
        counts: dict[object, int] = {}
        for v in values:
            counts[v] = counts.get(v, 0) + 1
        mix = ", ".join(f"{n}x{v}" for v, n in sorted(counts.items(), key=lambda kv: str(kv[0])))
        piles.append(label(voice, "paw_values", mix=mix, furriarty=FURRIARTY_VALUE), "dim")
    if discard:
        piles.append(label(voice, "discarded", cards=cards_text(voice, discard)), "dim")
    return piles


def _callers(voice: Voice, view: Mapping[str, Any], names: Sequence[str], me: object) -> Text:
    """Who may still call "Paws!" while the game waits for another seat (the browser's line)."""
    waiting = set(view.get("waiting_for") or [])
    callers = [s for s in view.get("to_act") or [] if s not in waiting]
    if not callers or view.get("over"):
        return Text("")
    who = ", ".join(voice.word("seat.you", name=names[s]) if s == me else names[s] for s in callers)
    return Text(voice.text("paws.others", who=who), "dim")


# -- typed guesses -------------------------------------------------------------------------
_GUESS_WORDS = ("g", "guess")
_CALL_WORDS = ("p", "paws", "paws!")


def suspect_words(voice: Voice) -> dict[str, str]:
    """What a player may type for a suspect: its id and its name in the voice's language
    (lower case) -> the suspect's id."""
    words = {s: s for s in SUSPECTS}
    words.update({suspect_name(voice, s).lower(): s for s in SUSPECTS})
    return words


def parse_guess(text: str, voice: Voice) -> tuple[str | None, int | None] | str | None:
    """ "g goose 7", "goose-7", "guess hour 7", "g rat", "g ganso 7" -> (suspect, hour); None if
    ``text`` is no guess; a one-line explanation if it is a malformed one ("g cat")."""
    words = text.lower().replace("-", " ").replace(",", " ").split()
    if not words:
        return None
    named = suspect_words(voice)
    if words[0] in _GUESS_WORDS:
        words = words[1:]
    elif words[0] not in named:
        return None
    words = [w for w in words if w not in ("at", "hour")]
    suspect: str | None = None
    hour: int | None = None
    suspects = ", ".join(suspect_name(voice, s).lower() for s in SUSPECTS)
    for w in words:
        if w in named and suspect is None:
            suspect = named[w]
        elif w.isdigit() and hour is None and 1 <= int(w) <= HOURS:
            hour = int(w)
        else:
            shown = w if len(w) <= 12 else w[:9] + "..."
            return label(voice, "bad_guess_word", word=repr(shown), suspects=suspects, hours=HOURS)
    if suspect is None and hour is None:
        return label(voice, "empty_guess", suspects=suspects, hours=HOURS)
    return suspect, hour


class _Guesses:
    """A menu entry standing for many guess actions: the suspect, the hour, or both."""

    def __init__(self, kind: str, actions: dict[tuple[str | None, int | None], Any]) -> None:
        self.kind = kind
        self.actions = actions


#: a guess entry's kind -> the tokens a right guess of it takes
_GUESS_KINDS = {"suspect": 1, "hour": 1, "both": 2}


def _entries(
    session: Session, seat: int, actions: Sequence[Any], voice: Voice
) -> list[tuple[str, Any]]:
    """Menu entries: every action but the guesses (said by the game's messages), and the
    guesses grouped by kind."""
    view = session.game.view(seat)
    sp = Speaker(session.names, seat, voice)
    pending = view.get("pending") or {}
    paws = pending.get("decision") == "paws_guess"
    groups: dict[str, dict[tuple[str | None, int | None], Any]] = {}
    out: list[tuple[str, Any]] = []
    for action in actions:
        if action_tag(action) != "guess":
            out.append((sp.say(MESSAGES.action(action, view)), action))
            continue
        suspect, hour = getattr(action, "suspect", None), getattr(action, "hour", None)
        kind = "both" if suspect and hour else "suspect" if suspect else "hour"
        if kind not in groups:
            groups[kind] = {}
            text = label(
                voice,
                "guess_entry.paws" if paws else "guess_entry",
                what=label(voice, f"guess_kind.{kind}"),
                tokens=voice.text("n_tokens", n=_GUESS_KINDS[kind]),
            )
            out.append((text, _Guesses(kind, groups[kind])))
        groups[kind][(suspect, hour)] = action
    return out


def _pick_guess(session: Session, seat: int, entry: _Guesses, voice: Voice) -> Any | None:
    """Ask for the details of a guess of ``entry``'s kind; None: back to the menu."""
    console = session.console
    me = session.game.view(seat)["players"][seat]
    wrong = {(w.get("suspect"), w.get("hour")) for w in me.get("wrong_guesses") or []}
    kind = entry.kind
    if kind not in _GUESS_KINDS:  # pragma: no cover
        return None
    named = suspect_words(voice)
    suspect: str | None = None
    hour: int | None = None
    if kind in ("suspect", "both"):
        items = [
            Text.assemble(
                (f"{i}", "bold yellow"),
                f" {suspect_name(voice, s)}",
                (label(voice, "guessed_wrong"), "red") if (s, None) in wrong else "",
            )
            for i, s in enumerate(SUSPECTS, 1)
        ]
        console.print(Text("   ").join(items))
        while suspect is None:
            answer = session.ask(label(voice, "which_suspect", n=len(SUSPECTS)))
            low = answer.lower()
            if low == "0":
                return None
            if low in named:
                suspect = named[low]
            elif low.isdigit() and 1 <= int(low) <= len(SUSPECTS):
                suspect = SUSPECTS[int(low) - 1]
            else:
                session.refuse(answer, label(voice, "refuse_suspect", n=len(SUSPECTS)))
    if kind in ("hour", "both"):
        marks = [h for h in range(1, HOURS + 1) if (suspect, h) in wrong]
        if marks:
            said = ", ".join(guess_text(voice, suspect, h) for h in marks)
            console.print(Text(label(voice, "already_wrong", guesses=said), "red"))
        question = (
            label(voice, "which_hour_for", suspect=suspect_name(voice, suspect))
            if suspect
            else label(voice, "which_hour")
        )
        while hour is None:
            answer = session.ask(label(voice, "hour_prompt", question=question, hours=HOURS))
            if answer == "0":
                return None
            if answer.isdigit() and 1 <= int(answer) <= HOURS:
                hour = int(answer)
            else:
                session.refuse(answer, label(voice, "refuse_hour", hours=HOURS))
    return entry.actions.get((suspect, hour))


# -- the result ----------------------------------------------------------------------------
def _result(
    result: Mapping[str, Any], names: Sequence[str], viewer: int | None, voice: Voice
) -> RenderableType:
    scores = list(result.get("scores") or [])
    details = result.get("details") or {}
    n = len(scores)

    def name(s: int) -> Text:
        shown = names[s] if s < len(names) else voice.word("seat.name", seat=s)
        return Text(voice.word("seat.you", name=shown) if s == viewer else shown, seat_style(s))

    def col(key: str) -> list[Any]:
        value = details.get(key)
        return list(value) if isinstance(value, list) else [None] * n

    # the rules' award is English: the catalogue's in the voice's language
    award = label(voice, "award.caught" if details.get("caught") else "award.escaped")
    titled = set(details.get("chief_inspector") or details.get("litter_box_inspector") or [])
    caught_by = details.get("caught_by")
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    table.add_column("", no_wrap=True)
    for s in range(n):
        table.add_column(name(s), justify="right")
    tokens = col("tokens")
    paws = col("paws")
    done = col("completed_investigations")
    table.add_row(
        label(voice, "tokens"),
        *(
            Text(_values(voice, t) + (label(voice, "with_furriarty") if s == caught_by else ""))
            if t
            else Text(label(voice, "none"), "dim")
            for s, t in enumerate(tokens)
        ),
    )
    table.add_row(
        label(voice, "paws"),
        *(Text("-1", "red") if p else Text("·", "dim") for p in paws),
    )
    table.add_row(label(voice, "completed_investigations"), *(Text(str(d or 0)) for d in done))
    table.add_row(
        Text(label(voice, "points"), "bold"),
        *(Text(show_score(x), "bold") for x in scores),
        end_section=True,
    )
    if details.get("caught"):
        verdict = Text(label(voice, "caught"), "bold green")
        if isinstance(caught_by, int):
            verdict.append(label(voice, "caught_by"))
            verdict.append_text(name(caught_by))
        verdict.append("! ")
        verdict.append(label(voice, "award", award=award), "bold")
    else:
        verdict = Text(label(voice, "escaped"), "bold red")
        verdict.append(label(voice, "demoted", award=award), "bold")
    for i, s in enumerate(sorted(titled)):
        if i:
            verdict.append(", ")
        verdict.append_text(name(s))
    body: list[RenderableType] = [table, Text(""), verdict]
    if voice.lang == "en":  # the rules' reason is English: said to English readers only
        body.append(Text(f"({result.get('reason')})", "dim"))
    return Panel(
        Group(*body),
        title=Text(label(voice, "result"), "bold"),
        title_align="left",
        border_style="green",
        expand=False,
    )


def _call(voice: Voice) -> Call:
    """The words "Paws!" is offered with out of turn, in the voice's language."""

    def notice(who: str) -> str:
        return label(voice, "call_notice", who=who)

    return Call(
        tag="paws",
        words=_CALL_WORDS[1:],
        key=label(voice, "call_key"),
        does=label(voice, "call_does"),
        stop=label(voice, "call_stop"),
        help=label(voice, "call_help"),
        notice=notice,
        ready=label(voice, "call_ready"),
        ask=label(voice, "call_ask"),
    )


class PurrrlockBoard(Board):
    """Purrrlock's board: the trail, the piles and every seat's stand (the viewer's first);
    the guesses behind three menu entries or typed, "Paws!" named out of turn."""

    def __init__(self, title: str = "", voice: Voice | None = None) -> None:
        super().__init__(title, voice or Voice("en", GAME))
        self._words()

    def speaking(self, voice: Voice) -> Self:
        board = super().speaking(voice)
        board._words()
        return board

    def _words(self) -> None:
        """The board's words that the command line reads as attributes, in its language."""
        self.help = label(self.voice, "play_help")
        self.call = _call(self.voice)

    def board(self, view: Mapping[str, Any], players: int, width: int = 80) -> RenderableType:
        voice = self.voice
        me = view.get("seat")
        names = seat_names(view, players, voice)
        you = (
            label(voice, "you_are", name=names[me])
            if isinstance(me, int)
            else label(voice, "spectator")
        )
        title = Text.assemble(
            (label(voice, "title"), "bold"), label(voice, "round", round=view.get("round"))
        )
        if view.get("last_round"):
            title.append(label(voice, "last_round"), "bold red")
        if view.get("over"):
            title.append(label(voice, "game_over"), "bold")
        title.append(you)
        seats: list[Mapping[str, Any]] = list(view.get("players") or [])
        order = sorted(seats, key=lambda p: (p.get("seat") != me, p.get("seat", 0)))
        body: list[RenderableType] = [_trail(voice, view), _piles(voice, view)]
        for i, p in enumerate(order):
            if i == 0 or (i == 1 and order[0].get("seat") == me):
                body.append(Text(""))
            body.append(_seat_block(voice, p, names, me, bool(view.get("over"))))
        pending = self.pending(view, names)
        if pending is not None:
            body.extend([Text(""), pending])
            callers = _callers(voice, view, names, me)
            if callers:
                body.append(callers)
        body.extend([Text(""), Text(label(voice, "lead"), "dim")])
        return Panel(Group(*body), title=title, title_align="left", border_style="blue")

    def result(
        self, result: Mapping[str, Any], names: Sequence[str], viewer: int | None
    ) -> RenderableType:
        return _result(result, names, viewer, self.voice)

    def choose(self, session: Session, seat: int, actions: Sequence[Any]) -> Any:
        """A number, or a guess typed at once (``g goose 7``), or ``p`` for "Paws!"."""
        voice = self.voice
        game = session.game
        console = session.console
        entries = _entries(session, seat, actions, voice)
        texts = [t for t, _ in entries]
        n = len(entries)
        guessing = any(isinstance(e, _Guesses) for _, e in entries)
        hint = label(voice, "guess_hint") if guessing else ""

        def show() -> None:
            session.show_choices(texts)
            if hint:
                console.print(Text(hint, "dim"))

        show()
        keys = label(voice, "keys_guessing" if guessing else "keys")
        prompt = label(voice, "prompt", name=session.names[seat], n=n, keys=keys)
        while True:
            answer = session.ask(prompt)
            low = answer.lower()
            if low in ("b", "board"):
                session.show_board(seat)
                show()
                continue
            if low in ("h", "help", "?"):
                console.print(label(voice, "help", lead=label(voice, "lead")))
                continue
            if low in _CALL_WORDS:
                paws = [a for a in actions if action_tag(a) == "paws"]
                if paws:
                    return paws[0]
            if low in _GUESS_WORDS and guessing:
                console.print(label(voice, "guess_how"))
                continue
            guess = parse_guess(answer, voice)
            if isinstance(guess, str) and not guessing:
                probe = game.parse_action({"type": "guess", "suspect": SUSPECTS[0]})
                console.print(label(voice, "cannot_guess", why=why(game, seat, probe, voice)))
                continue
            if isinstance(guess, str):
                console.print(label(voice, "not_a_guess", why=guess), highlight=False)
                continue
            if guess is not None:
                act = game.parse_action({"type": "guess", "suspect": guess[0], "hour": guess[1]})
                if act in actions:
                    return act
                why_not = why(game, seat, act, voice)
                console.print(label(voice, "cannot_guess_that", why=why_not))
                continue
            pick = int(answer) if answer.isdigit() else 0
            if 1 <= pick <= n:
                entry = entries[pick - 1][1]
                if not isinstance(entry, _Guesses):
                    return entry
                picked = _pick_guess(session, seat, entry, voice)
                if picked is not None:
                    return picked
                show()
                continue
            refuse_guess = label(voice, "refuse_guess") if guessing else ""
            session.refuse(answer, label(voice, "refuse", n=n, guess=refuse_guess))


#: Purrrlock's board, in English until the command line gives it the player's language
BOARD = PurrrlockBoard(GAME.title)

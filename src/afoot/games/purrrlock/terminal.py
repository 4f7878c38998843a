"""Purrrlock Holmes at the terminal: the trail and each seat's stand, the events in English, the
result, 77 guesses behind three menu entries (or typed: ``g goose 7``), and "Paws!" out of turn.

Every text a player reads comes from one function per kind: :func:`event_line` (an event),
:func:`pending_text` (the decision the game waits for), :func:`move_text` (a menu entry),
:func:`label` (the board's labels, prompts and help).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

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
    action_tag,
    plural,
    seat_names,
    seat_style,
    show_score,
    why,
)
from afoot.games.purrrlock.data import FURRIARTY_VALUE, HOURS, SUSPECTS

#: the board's labels, its prompts and its help, by key
LABELS = {
    "title": "Purrrlock Holmes",
    "round": " · round {round}",
    "last_round": " (the last round!)",
    "game_over": " · game over",
    "you_are": " · you are {name}",
    "spectator": " · spectator",
    "you": " (you)",
    "trail": "Trail",
    "empty": "empty",
    "trail_note": "? face down · a right guess takes the leftmost token (suspect and hour: 2)",
    "right_of_furriarty": " · {tokens} right of Furriarty",
    "furriarty_at_end": " · Furriarty is at the end",
    "deck": "Deck ",
    "discard": "   Discard ",
    "box": "   Box ",
    "box_tokens": "{count} tokens (never seen)",
    "reshuffled": "   deck reshuffled {times}",
    "paw_values": "\nPaw prints worth {mix} VP; Furriarty {furriarty} VP",
    "discarded": "\nDiscarded: {cards}",
    "investigation": " · investigation ",
    "none": "none",
    "no_investigation": "none (a new one at the start of the next turn)",
    "hidden_investigation": "? (hidden from you: deduce it)",
    "hand": "hand",
    "their_hand": " · hand ",
    "known_hand": " (you know {cards})",
    "tokens": "tokens",
    "their_tokens": " · tokens ",
    "leads": "leads",
    "dead_ends": "dead ends",
    "wrong_guesses": "wrong guesses",
    "completed": "completed",
    "paws": '"Paws!"',
    "face_up": "face up {values}",
    "face_down": "{count} face down",
    "face_down_values": " ({values})",
    "vp": " · {vp} VP",
    "paws_used": "used",
    "their_paws_used": '"Paws!" used',
    "paws_unused": "unused{rule}",
    "paws_rule": " (once per game, any time: guess at once, -1 VP)",
    "their_paws_unused": '"Paws!" unused',
    "furriarty": "Furriarty",
    "guess_both": "{suspect} at {hour}",
    "guess_hour": "hour {hour}",
    "lead": (
        "A lead has the investigation's suspect, its hour or an hour next to it (12 is next to "
        "1); a dead end has none of these."
    ),
    # the result
    "result": "Result",
    "with_furriarty": " with Furriarty",
    "paws_penalty": "-1",
    "completed_investigations": "completed investigations",
    "points": "VP",
    "caught": "Furriarty is caught",
    "caught_by": " by ",
    "award": "{award}: ",
    "escaped": "Furriarty escapes: nobody wins. ",
    "demoted": "Demoted to {award}: ",
    # the prompt at a decision
    "guess_hint": "  or type a guess: g goose · g 7 · g goose 7",
    "keys_guessing": "g guess, b board, h help, q quit",
    "keys": "b board, h help, q quit",
    "prompt": "{name}, your choice [1-{n}] ({keys}): ",
    "help": (
        "Type the number of a choice. Investigate shows 2 cards of your hand, one at a time, "
        "and the others answer for each whether it is a lead for your investigation or a dead "
        "end. {lead} A guess entry asks for the suspect (1-5 or its name) and/or the hour "
        "(1-12); or type the guess at once: g goose, g 7, g goose 7. A right guess takes tokens "
        'from the trail; a wrong one in your turn costs your cleanup draw. "Paws!" (once per '
        "game, -1 VP) gives a guess at any time. b shows the board again; q leaves the game."
    ),
    "guess_how": (
        "Type the guess after the g: g goose (the suspect), g 7 (the hour) or g goose 7 (both); "
        "or pick a guess entry by its number."
    ),
    "cannot_guess": "[red]You cannot guess now:[/] {why}",
    "not_a_guess": "[red]Not a guess:[/] {why}",
    "cannot_guess_that": "[red]You cannot guess that now:[/] {why}",
    "refuse": "a choice:[/] type a number from 1 to {n}{guess}, b for the board, q to quit.",
    "refuse_guess": ", a guess (g goose 7)",
    "bad_guess_word": "{word!r} is not a suspect ({suspects}) nor an hour (1-{hours}); e.g. g goose 7",
    "empty_guess": "name a suspect ({suspects}), an hour (1-{hours}) or both: g goose 7",
    "guessed_wrong": " (guessed wrong)",
    "which_suspect": "Which suspect? [1-{n} or a name, 0 back]: ",
    "refuse_suspect": "a suspect:[/] type 1-{n} or a name, 0 to go back.",
    "already_wrong": "(already guessed wrong: {guesses})",
    "which_hour_for": "Which hour for {suspect}?",
    "which_hour": "Which hour?",
    "hour_prompt": "{question} [1-{hours}, 0 back]: ",
    "refuse_hour": "an hour:[/] type 1-{hours}, 0 to go back.",
    # "Paws!" out of turn
    "call_key": 'p "Paws!"',
    "call_does": 'p calls "Paws!"',
    "call_stop": "You will not be asked again; your own decisions still offer it.",
    "call_help": (
        'Enter lets the bot act; p calls "Paws!" now (once per game, -1 VP at the end): you '
        "guess your investigation at once, before anybody else acts. s stops these questions; "
        "b shows your board; q leaves the game."
    ),
    "call_notice": '"Paws!" may be called now by {who}: type p instead of Enter.',
    "call_ready": "p Paws!",
    "call_ask": 'Who calls "Paws!"?',
    # afoot play --help
    "play_help": (
        "[bold]Purrrlock[/]: a guess entry asks for the suspect and/or the hour, or type the "
        'guess at once ([bold]g goose 7[/], [bold]g goose[/], [bold]g 7[/]). [bold]"Paws!"[/] '
        "(once per game, -1 VP, an immediate guess) is among your choices on your own "
        "decisions. Against bots you are also asked before every bot decision while you may "
        'still call it: Enter lets the bot act, [bold]p[/] calls "Paws!", [bold]s[/] stops '
        "asking. Hot-seat, the screen belongs to one player at a time, so a player calls "
        '"Paws!" out of turn only when the keyboard is passed (between turns and after a '
        '"Paws!": type [bold]p[/] at the pass screen, then your seat), never in the middle of '
        "another player's turn; on your own decisions it is a choice."
    ),
}


def label(key: str, **params: object) -> str:
    """The board's text ``key`` in English, with ``params`` filled in."""
    return LABELS[key].format(**params)


#: a guess entry of the menu, by its kind
_GUESS_ENTRIES = {
    "suspect": "the suspect",
    "hour": "the hour",
    "both": "suspect and hour",
}


def move_text(kind: str, first: str) -> str:
    """The menu entry for the guesses of ``kind`` (suspect, hour or both), from the rules'
    text of the first of them ("guess: goose (right: 1 token)"): "guess: the suspect ...
    (right: 1 token)"."""
    prefix = first.split(":", 1)[0]  # "guess" / "Paws! guess"
    tail = first.rsplit("(", 1)[-1]  # "right: 1 token)"
    return f"{prefix}: {_GUESS_ENTRIES[kind]} ... ({tail}"


# -- cards and tokens in words -------------------------------------------------------------
def _card_key(card: object) -> tuple[int, int, str]:
    text = str(card)
    who, _, hour = text.partition("-")
    index = SUSPECTS.index(who) if who in SUSPECTS else len(SUSPECTS)
    return index, int(hour) if hour.isdigit() else 0, text


def cards_text(cards: object, empty: str = "none") -> str:
    """ "dog-9, rat-7" in card order (suspect, then hour)."""
    if not isinstance(cards, list | tuple) or not cards:
        return empty
    return ", ".join(sorted((str(c) for c in cards), key=_card_key))


def guess_text(suspect: object, hour: object) -> str:
    """ "goose at 7", "goose", "hour 7"."""
    if suspect and hour:
        return label("guess_both", suspect=suspect, hour=hour)
    return str(suspect) if suspect else label("guess_hour", hour=hour)


def _values(values: Sequence[object]) -> str:
    return ", ".join(label("furriarty") if v == "furriarty" else str(v) for v in values)


def _tokens_said(face_up: Sequence[object], down: int, down_values: object) -> str:
    """ "Furriarty, a face-up 2 and 1 face-down token (3)"."""
    parts = []
    if "furriarty" in face_up:
        parts.append("Furriarty")
    ups = [v for v in face_up if v != "furriarty"]
    if ups:
        parts.append(f"a face-up {ups[0]}" if len(ups) == 1 else f"face-up tokens {_values(ups)}")
    if down:
        text = plural(down, "face-down token")
        if isinstance(down_values, list) and down_values:
            text += f" (worth {_values(down_values)})"
        parts.append(text)
    if not parts:
        return "nothing"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


# -- events --------------------------------------------------------------------------------
def event_line(e: Mapping[str, Any], sp: Speaker) -> str | None:
    """The line of one event as ``sp``'s viewer received it (None: no words for it)."""
    kind = e.get("type")
    s = e.get("seat")
    g = e.get
    me = isinstance(s, int) and s == sp.viewer

    obj = sp.obj
    if kind == "turn":
        return f"Round {g('round')}: {sp.whose(s)} turn."
    if kind == "answered":
        answer = "a lead" if g("answer") == "lead" else "a dead end"
        if g("seeding"):
            return f"Seeding {sp.whose(s)} investigation: {g('card')} is {answer}."
        return f"{sp.does(s, 'show')} {g('card')}: {answer}."
    if kind == "guessed":
        what = guess_text(g("suspect"), g("hour"))
        verdict = "right!" if g("right") else "wrong."
        if not g("right") and not g("paws"):
            verdict = "wrong (no cleanup draw this turn)."
        how = ' ("Paws!")' if g("paws") else ""
        return f"{sp.does(s, 'guess', 'guesses')} {what}{how}: {verdict}"
    if kind == "paws":
        return f'{sp.does(s, "call")} "Paws!" and {"guess" if me else "guesses"} at once.'
    if kind == "collected":
        got = _tokens_said(list(g("face_up") or []), int(g("face_down", 0)), g("face_down_values"))
        return f"{sp.does(s, 'collect')} {got} from the trail."
    if kind == "solved":
        gone = g("discarded") or []
        tail = f"; {plural(len(gone), 'card')} go to the discard pile" if gone else ""
        return f"{sp.whose(s).capitalize()} investigation was {g('card')}: solved{tail}."
    if kind == "new_investigation":
        if g("card"):
            return f"{sp.who(s)} {'draw' if me else 'draws'} a new investigation: {g('card')}."
        return f"{sp.does(s, 'draw')} a new investigation (hidden from {obj(s)})."
    if kind == "drew":
        n = int(g("count", 0))
        if n == 0:
            return f"{sp.does(s, 'draw')} nothing: deck and discard pile are empty."
        if "cards" in e:
            return f"{sp.does(s, 'draw')} {plural(n, 'card')}: {cards_text(g('cards'))}."
        return f"{sp.does(s, 'draw')} {plural(n, 'card')}."
    if kind == "passed":
        count = plural(int(g("count", 0)), "card")
        seen = f": {cards_text(g('cards'))}" if "cards" in e else ""
        if g("to") == sp.viewer:
            return f"{sp.does(s, 'pass', 'passes')} you {count}{seen}."
        return f"{sp.does(s, 'pass', 'passes')} {count} to {obj(g('to'))}{seen}."
    if kind == "furriarty_moved":
        left = int(g("left", 0))
        rest = f"{plural(left, 'token')} still right of it" if left else "nothing right of it now"
        return f"Furriarty moves right: a {g('revealed')} turns face up ({rest})."
    if kind == "last_round":
        return f"Furriarty has reached the end of the trail: round {g('round')} is the last round!"
    if kind == "reshuffled":
        n = len(g("cards") or [])
        return f"The discard pile ({plural(n, 'card')}) is shuffled into a new deck."
    if kind == "game_over":
        return f"The game is over: {g('reason')}."
    return None


# -- the decision the game waits for -----------------------------------------------------------
def pending_text(view: Mapping[str, Any], names: Sequence[str], me: object) -> Text:
    """ "Now: Seat 0 (you): Investigate (show 2 cards) and Guess once (optional)", and who may
    still call "Paws!"."""
    p = view.get("pending")
    if not isinstance(p, Mapping):
        return Text("")
    seat = p.get("seat")
    out = Text("Now: ", style="bold")
    if isinstance(seat, int):
        out.append(names[seat] + (" (you)" if seat == me else ""), seat_style(seat))
    turn = view.get("turn") or {}
    decision = p.get("decision")
    if decision == "paws_guess":
        out.append(': called "Paws!": one guess, right now')
    elif decision == "investigate":
        out.append(f": Investigate, show card {p.get('card')} of {p.get('of')}")
    else:
        left = int(turn.get("to_show", 0)) - int(turn.get("shown", 0))
        todo = []
        if left > 0:
            todo.append(f"Investigate (show {plural(left, 'card')})")
        if not turn.get("guessed"):
            todo.append("Guess once (optional)")
        if left <= 0:
            todo.append("end the action phase")
        joint = " or " if left <= 0 else " and "
        text = ", ".join(todo[:-1]) + joint + todo[-1] if len(todo) > 1 else todo[0]
        out.append(f": {text}")
    waiting = set(view.get("waiting_for") or [])
    callers = [s for s in view.get("to_act") or [] if s not in waiting]
    if callers:
        who = ", ".join(names[s] + (" (you)" if s == me else "") for s in callers)
        out.append(f'\n"Paws!" may still be called by: {who}', "dim")
    return out


# -- the board -----------------------------------------------------------------------------
def _card_list(cards: object, style: str = "", empty: str = "none") -> Text:
    if not isinstance(cards, list | tuple) or not cards:
        return Text(empty, "dim")
    return Text(cards_text(cards), style)


def _guesses(guesses: object) -> Text:
    if not isinstance(guesses, list) or not guesses:
        return Text(label("none"), "dim")
    said = [guess_text(x.get("suspect"), x.get("hour")) for x in guesses if isinstance(x, Mapping)]
    return Text(", ".join(g.replace(" ", "\u00a0") for g in said), "red")  # no break inside


def _trail(view: Mapping[str, Any]) -> RenderableType:
    tokens = Text()
    trail = [str(t) for t in view.get("trail") or []]
    for i, t in enumerate(trail):
        if i:
            tokens.append(" ")
        if t == "furriarty":
            tokens.append(label("furriarty").upper(), "bold red")
        elif t.startswith("up:"):
            tokens.append(t[3:], "bold yellow")
        else:
            tokens.append("?", "dim")
    if not trail:
        tokens.append(label("empty"), "dim")
    note = label("trail_note")
    if "furriarty" in trail:
        right = len(trail) - 1 - trail.index("furriarty")
        note += (
            label("right_of_furriarty", tokens=plural(right, "token"))
            if right
            else label("furriarty_at_end")
        )
    grid = Table.grid(padding=(0, 2))
    grid.add_column(no_wrap=True, style="bold")
    grid.add_column()
    grid.add_row(label("trail"), tokens)
    grid.add_row("", Text(note, "dim"))
    return grid


def _own_vp(p: Mapping[str, Any]) -> int | None:
    down = p.get("face_down_values")
    if not isinstance(down, list):
        return None
    ups = p.get("tokens_face_up") or []
    total = sum(FURRIARTY_VALUE if v == "furriarty" else int(v) for v in ups) + sum(down)
    return total - (1 if p.get("paws_called") else 0)


def _tokens_cell(p: Mapping[str, Any]) -> Text:
    ups = list(p.get("tokens_face_up") or [])
    down = int(p.get("tokens_face_down") or 0)
    values = p.get("face_down_values")
    out = Text()
    if not ups and not down:
        out.append(label("none"), "dim")
    if ups:
        out.append(label("face_up", values=_values(ups)))
    if down:
        if ups:
            out.append(" · ")
        out.append(label("face_down", count=down))
        if isinstance(values, list) and values:
            out.append(label("face_down_values", values=_values(values)))
    vp = _own_vp(p)
    if vp is not None:
        out.append(label("vp", vp=vp), "bold")
    return out


def _paws_cell(p: Mapping[str, Any], own: bool, reminder: bool = False) -> Text:
    """``own``: the seat's own row, labelled "Paws!" already; ``reminder``: say the rule."""
    if p.get("paws_called"):
        return Text(label("paws_used") if own else label("their_paws_used"), "red")
    if own:
        return Text(label("paws_unused", rule=label("paws_rule") if reminder else ""), "green")
    return Text(label("their_paws_unused"), "green")


def _seat_block(
    p: Mapping[str, Any], names: Sequence[str], me: object, over: bool = False
) -> RenderableType:
    s = int(p.get("seat", 0))
    mine = s == me
    head = Text()
    head.append(names[s] + (label("you") if mine else ""), seat_style(s))
    head.append(label("investigation"))
    if not p.get("has_investigation"):
        head.append(label("none") if over else label("no_investigation"), "dim")
    elif p.get("investigation"):
        head.append(str(p["investigation"]), "bold reverse")
    else:
        head.append(label("hidden_investigation") if mine else "?", "bold")
    grid = Table.grid(padding=(0, 1))
    grid.add_column(no_wrap=True, style="dim", min_width=13)
    grid.add_column()
    if mine:
        grid.add_row(label("hand"), _card_list(p.get("hand"), "bold", label("empty")))
    else:
        head.append(label("their_hand"))
        head.append(plural(int(p.get("hand_count") or 0), "card"))
        known = p.get("known_hand") or []
        if known:
            head.append(label("known_hand", cards=cards_text(known)), "dim")
        head.append(label("their_tokens"))
        head.append_text(_tokens_cell(p))
        head.append(" · ")
        head.append_text(_paws_cell(p, False))
    grid.add_row(label("leads"), _card_list(p.get("leads"), "green"))
    grid.add_row(label("dead_ends"), _card_list(p.get("dead_ends"), "red"))
    if mine or p.get("wrong_guesses"):
        grid.add_row(label("wrong_guesses"), _guesses(p.get("wrong_guesses")))
    if mine or p.get("completed"):
        grid.add_row(label("completed"), _card_list(p.get("completed"), "cyan"))
    if mine:
        grid.add_row(label("tokens"), _tokens_cell(p))
        grid.add_row(label("paws"), _paws_cell(p, True, not over))
    return Group(head, Padding(grid, (0, 0, 0, 2)))


def _piles(view: Mapping[str, Any]) -> Text:
    piles = Text()
    piles.append(label("deck"), "bold")
    piles.append(str(view.get("deck", "?")))
    discard = view.get("discard") or []
    piles.append(label("discard"), "bold")
    piles.append(str(len(discard)))
    piles.append(label("box"), "bold")
    piles.append(label("box_tokens", count=view.get("box", 0)))
    if view.get("epochs"):
        piles.append(label("reshuffled", times=plural(int(view["epochs"]), "time")), "dim")
    values = view.get("paw_values") or []
    if values:
        counts: dict[object, int] = {}
        for v in values:
            counts[v] = counts.get(v, 0) + 1
        mix = ", ".join(f"{n}x{v}" for v, n in sorted(counts.items(), key=lambda kv: str(kv[0])))
        piles.append(label("paw_values", mix=mix, furriarty=FURRIARTY_VALUE), "dim")
    if discard:
        piles.append(label("discarded", cards=cards_text(discard)), "dim")
    return piles


# -- typed guesses -------------------------------------------------------------------------
_GUESS_WORDS = ("g", "guess")
_CALL_WORDS = ("p", "paws", "paws!")


def parse_guess(text: str) -> tuple[str | None, int | None] | str | None:
    """ "g goose 7", "goose-7", "guess hour 7", "g rat" -> (suspect, hour); None if ``text``
    is no guess; a one-line explanation if it is a malformed one ("g cat")."""
    words = text.lower().replace("-", " ").replace(",", " ").split()
    if not words:
        return None
    if words[0] in _GUESS_WORDS:
        words = words[1:]
    elif words[0] not in SUSPECTS:
        return None
    words = [w for w in words if w not in ("at", "hour")]
    suspect: str | None = None
    hour: int | None = None
    suspects = ", ".join(SUSPECTS)
    for w in words:
        if w in SUSPECTS and suspect is None:
            suspect = w
        elif w.isdigit() and hour is None and 1 <= int(w) <= HOURS:
            hour = int(w)
        else:
            shown = w if len(w) <= 12 else w[:9] + "..."
            return label("bad_guess_word", word=shown, suspects=suspects, hours=HOURS)
    if suspect is None and hour is None:
        return label("empty_guess", suspects=suspects, hours=HOURS)
    return suspect, hour


class _Guesses:
    """A menu entry standing for many guess actions: the suspect, the hour, or both."""

    def __init__(self, kind: str, actions: dict[tuple[str | None, int | None], Any]) -> None:
        self.kind = kind
        self.actions = actions


def _entries(session: Session, actions: Sequence[Any]) -> list[tuple[str, Any]]:
    """Menu entries: every action but the guesses, and the guesses grouped by kind."""
    game = session.game
    groups: dict[str, dict[tuple[str | None, int | None], Any]] = {}
    first: dict[str, str] = {}
    entries: list[tuple[str, Any]] = []
    for action in actions:
        if action_tag(action) != "guess":
            entries.append((game.describe(action), action))
            continue
        suspect, hour = getattr(action, "suspect", None), getattr(action, "hour", None)
        kind = "both" if suspect and hour else "suspect" if suspect else "hour"
        if kind not in groups:
            groups[kind] = {}
            first[kind] = game.describe(action)
            entries.append(("", _Guesses(kind, groups[kind])))
        groups[kind][(suspect, hour)] = action
    out: list[tuple[str, Any]] = []
    for text, entry in entries:
        if isinstance(entry, _Guesses):
            text = move_text(entry.kind, first[entry.kind])
        out.append((text, entry))
    return out


def _pick_guess(session: Session, seat: int, entry: _Guesses) -> Any | None:
    """Ask for the details of a guess of ``entry``'s kind; None: back to the menu."""
    console = session.console
    me = session.game.view(seat)["players"][seat]
    wrong = {(w.get("suspect"), w.get("hour")) for w in me.get("wrong_guesses") or []}
    kind = entry.kind
    if kind not in _GUESS_ENTRIES:  # pragma: no cover
        return None
    suspect: str | None = None
    hour: int | None = None
    if kind in ("suspect", "both"):
        items = [
            Text.assemble(
                (f"{i}", "bold yellow"),
                f" {name}",
                (label("guessed_wrong"), "red") if (name, None) in wrong else "",
            )
            for i, name in enumerate(SUSPECTS, 1)
        ]
        console.print(Text("   ").join(items))
        while suspect is None:
            answer = session.ask(label("which_suspect", n=len(SUSPECTS)))
            low = answer.lower()
            if low == "0":
                return None
            if low in SUSPECTS:
                suspect = low
            elif low.isdigit() and 1 <= int(low) <= len(SUSPECTS):
                suspect = SUSPECTS[int(low) - 1]
            else:
                session.refuse(answer, label("refuse_suspect", n=len(SUSPECTS)))
    if kind in ("hour", "both"):
        marks = [h for h in range(1, HOURS + 1) if (suspect, h) in wrong]
        if marks:
            said = ", ".join(guess_text(suspect, h) for h in marks)
            console.print(Text(label("already_wrong", guesses=said), "red"))
        question = label("which_hour_for", suspect=suspect) if suspect else label("which_hour")
        while hour is None:
            answer = session.ask(label("hour_prompt", question=question, hours=HOURS))
            if answer == "0":
                return None
            if answer.isdigit() and 1 <= int(answer) <= HOURS:
                hour = int(answer)
            else:
                session.refuse(answer, label("refuse_hour", hours=HOURS))
    return entry.actions.get((suspect, hour))


# -- the result ----------------------------------------------------------------------------
def _result(result: Mapping[str, Any], names: Sequence[str], viewer: int | None) -> RenderableType:
    scores = list(result.get("scores") or [])
    details = result.get("details") or {}
    n = len(scores)

    def name(s: int) -> Text:
        shown = names[s] if s < len(names) else f"Seat {s}"
        return Text(shown + (label("you") if s == viewer else ""), seat_style(s))

    def col(key: str) -> list[Any]:
        value = details.get(key)
        return list(value) if isinstance(value, list) else [None] * n

    award = str(details.get("award") or "")
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
        label("tokens"),
        *(
            Text(_values(t) + (label("with_furriarty") if s == caught_by else ""))
            if t
            else Text(label("none"), "dim")
            for s, t in enumerate(tokens)
        ),
    )
    table.add_row(
        label("paws"),
        *(Text(label("paws_penalty"), "red") if p else Text("·", "dim") for p in paws),
    )
    table.add_row(label("completed_investigations"), *(Text(str(d or 0)) for d in done))
    table.add_row(
        Text(label("points"), "bold"),
        *(Text(show_score(x), "bold") for x in scores),
        end_section=True,
    )
    if details.get("caught"):
        verdict = Text(label("caught"), "bold green")
        if isinstance(caught_by, int):
            verdict.append(label("caught_by"))
            verdict.append_text(name(caught_by))
        verdict.append("! ")
        verdict.append(label("award", award=award), "bold")
    else:
        verdict = Text(label("escaped"), "bold red")
        verdict.append(label("demoted", award=award), "bold")
    for i, s in enumerate(sorted(titled)):
        if i:
            verdict.append(", ")
        verdict.append_text(name(s))
    reason = Text(f"({result.get('reason')})", "dim")
    return Panel(
        Group(table, Text(""), verdict, reason),
        title=Text(label("result"), "bold"),
        title_align="left",
        border_style="green",
        expand=False,
    )


class PurrrlockBoard(Board):
    """Purrrlock's board: the trail, the piles and every seat's stand (the viewer's first);
    the guesses behind three menu entries or typed, "Paws!" named out of turn."""

    help = label("play_help")
    call = Call(
        tag="paws",
        words=_CALL_WORDS[1:],
        key=label("call_key"),
        does=label("call_does"),
        stop=label("call_stop"),
        help=label("call_help"),
        notice=lambda who: label("call_notice", who=who),
        ready=label("call_ready"),
        ask=label("call_ask"),
    )

    def board(self, view: Mapping[str, Any], players: int, width: int = 80) -> RenderableType:
        me = view.get("seat")
        names = seat_names(view, players)
        you = label("you_are", name=names[me]) if isinstance(me, int) else label("spectator")
        title = Text.assemble((label("title"), "bold"), label("round", round=view.get("round")))
        if view.get("last_round"):
            title.append(label("last_round"), "bold red")
        if view.get("over"):
            title.append(label("game_over"), "bold")
        title.append(you)
        seats: list[Mapping[str, Any]] = list(view.get("players") or [])
        order = sorted(seats, key=lambda p: (p.get("seat") != me, p.get("seat", 0)))
        body: list[RenderableType] = [_trail(view), _piles(view)]
        for i, p in enumerate(order):
            if i == 0 or (i == 1 and order[0].get("seat") == me):
                body.append(Text(""))
            body.append(_seat_block(p, names, me, bool(view.get("over"))))
        pending = pending_text(view, names, me)
        if pending:
            body.extend([Text(""), pending])
        body.extend([Text(""), Text(label("lead"), "dim")])
        return Panel(Group(*body), title=title, title_align="left", border_style="blue")

    def event_line(self, event: Mapping[str, Any], sp: Speaker) -> str | None:
        return event_line(event, sp)

    def result(
        self, result: Mapping[str, Any], names: Sequence[str], viewer: int | None
    ) -> RenderableType:
        return _result(result, names, viewer)

    def choose(self, session: Session, seat: int, actions: Sequence[Any]) -> Any:
        """A number, or a guess typed at once (``g goose 7``), or ``p`` for "Paws!"."""
        game = session.game
        console = session.console
        entries = _entries(session, actions)
        texts = [t for t, _ in entries]
        n = len(entries)
        guessing = any(isinstance(e, _Guesses) for _, e in entries)
        hint = label("guess_hint") if guessing else ""

        def show() -> None:
            session.show_choices(texts)
            if hint:
                console.print(Text(hint, "dim"))

        show()
        keys = label("keys_guessing") if guessing else label("keys")
        prompt = label("prompt", name=session.names[seat], n=n, keys=keys)
        while True:
            answer = session.ask(prompt)
            low = answer.lower()
            if low in ("b", "board"):
                session.show_board(seat)
                show()
                continue
            if low in ("h", "help", "?"):
                console.print(label("help", lead=label("lead")))
                continue
            if low in _CALL_WORDS:
                paws = [a for a in actions if action_tag(a) == "paws"]
                if paws:
                    return paws[0]
            if low in _GUESS_WORDS and guessing:
                console.print(label("guess_how"))
                continue
            guess = parse_guess(answer)
            if isinstance(guess, str) and not guessing:
                probe = game.parse_action({"type": "guess", "suspect": SUSPECTS[0]})
                console.print(label("cannot_guess", why=why(game, seat, probe)))
                continue
            if isinstance(guess, str):
                console.print(label("not_a_guess", why=guess), highlight=False)
                continue
            if guess is not None:
                act = game.parse_action({"type": "guess", "suspect": guess[0], "hour": guess[1]})
                if act in actions:
                    return act
                console.print(label("cannot_guess_that", why=why(game, seat, act)))
                continue
            pick = int(answer) if answer.isdigit() else 0
            if 1 <= pick <= n:
                entry = entries[pick - 1][1]
                if not isinstance(entry, _Guesses):
                    return entry
                picked = _pick_guess(session, seat, entry)
                if picked is not None:
                    return picked
                show()
                continue
            guess_key = label("refuse_guess") if guessing else ""
            session.refuse(answer, label("refuse", n=n, guess=guess_key))


BOARD = PurrrlockBoard()

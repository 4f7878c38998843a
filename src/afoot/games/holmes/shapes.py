"""The shapes of Holmes' JSON (Sherlock & Mycroft, Sherlock gegen Moriarty): a seat's view
(``views.view``) and every event (``rules``), as the spec declares them (``view_type``,
``event_types``).

Clue cards are their types' ids (``"cigarette"``, ``"map_fragment"``, ``"joker"``),
characters glossary ids; a seat is its index. What a seat may not see is left out of its view
or of a redacted event (``NotRequired``). A view's legal actions are the actions' own JSON
(``actions.Action``). The conformance suite checks every view and every received event against
these exactly; the browser's table reads them through the TypeScript made of them (``afoot
schema --ts``).
"""

from __future__ import annotations

from typing import Any, Literal, NotRequired, TypedDict

from afoot.games.holmes.actions import Action

#: a decision the game waits for (``pending.decision``)
Decision = Literal[
    "choose_start",
    "visit",
    "take",
    "count",
    "discard_line",
    "keep_clue",
    "keep_face_up",
    "steal",
    "errand",
    "swap",
    "confirm",
    "assign_joker",
    "onto_joker",
    "end_of_turn",
    "villain",
    "lay_marker",
    "final_jokers",
]


#: where the game is (``phase``)
Phase = Literal["alternative_start", "day", "scoring", "over"]


class DeckView(TypedDict):
    count: int
    #: the clues at the bottom of the deck, bottom first, when both players know them (H21)
    bottom_known: NotRequired[list[str]]


class DiscardView(TypedDict):
    count: int
    #: kosmos: the face-up discard pile, bottom first
    cards: NotRequired[list[str]]
    #: devir: the clues of the face-down pile this seat knows, sorted
    known: NotRequired[list[str]]


class MarkerView(TypedDict):
    seat: int
    standing: bool


class CharacterView(TypedDict):
    id: str
    #: its English name
    name: str
    state: Literal["face_up", "spent"]
    permanent: bool
    markers: list[MarkerView]


class CharacterDeckView(TypedDict):
    count: int
    #: the villain cards of this game, or "random" (one of them, unknown)
    villains_in_game: list[str] | Literal["random"]
    villains_still_in_deck: list[str] | Literal["one unknown"]


class RowView(TypedDict):
    clues: int
    #: a joker is assigned to the row
    joker: bool


class AreaView(TypedDict):
    #: clue type -> its row, for the rows that hold a clue
    rows: dict[str, RowView]
    map_fragments: int
    unassigned_jokers: int


class PlayerView(TypedDict):
    seat: int
    role: str
    #: its investigation markers
    markers: int
    area: AreaView
    hidden_count: int
    #: the clue it reserved (None: none)
    reserved: str | None
    holds_reservation_card: bool
    moves_left: int
    #: the types of its hidden clues this seat knows (not in the spectator's view)
    hidden_known: NotRequired[list[str]]
    #: the alternative start: its two characters and the one it kept (to itself only)
    start_choices: NotRequired[list[str]]
    start_kept: NotRequired[str]
    start_chosen: NotRequired[bool]


class PendingView(TypedDict):
    """The decision the game waits for; ``seat`` None while both choose at once."""

    decision: Decision
    seat: int | None
    character: NotRequired[str]
    remaining: NotRequired[int]
    optional: NotRequired[bool]
    cost: NotRequired[int]
    most: NotRequired[int]
    row: NotRequired[str]
    #: the drawn clues to choose among, when this seat knows them all; else their number
    cards: NotRequired[list[str]]
    card_count: NotRequired[int]


class SeatScore(TypedDict):
    #: clue type -> its points, for the rows that score
    types: dict[str, int]
    map_fragments: int
    unassigned_jokers: int
    jokers_assigned_at_end: int
    reserved_clue: int
    total: int


class ScoreDetails(TypedDict):
    seats: list[SeatScore]
    markers: list[int]


class ResultView(TypedDict):
    scores: list[float]
    winners: list[int]
    draw: bool
    reason: str
    details: ScoreDetails


class HolmesView(TypedDict):
    """Everything a seat (``seat`` None: a spectator) may know; see ``views``."""

    game: Literal["holmes"]
    edition: Literal["devir", "kosmos"]
    seat: int | None
    phase: Phase
    day: int
    days: int
    to_act: list[int]
    #: the investigation markers in the supply
    supply: int
    #: the four line slots (None: empty)
    line: list[str | None]
    deck: DeckView
    discard: DiscardView
    characters: list[CharacterView]
    character_deck: CharacterDeckView
    reservation: bool
    players: list[PlayerView]
    pending: PendingView | None
    #: this seat's legal actions (none for the spectator)
    legal: list[Action]
    result: NotRequired[ResultView]


class ReshuffleEvent(TypedDict):
    type: Literal["reshuffle"]
    cards: int


class RefillEvent(TypedDict):
    type: Literal["refill"]
    slot: int
    clue: str


class JokerShownEvent(TypedDict):
    type: Literal["joker_shown"]
    seat: int


class JokerUnassignedEvent(TypedDict):
    type: Literal["joker_unassigned"]
    seat: int
    row: str


class VillainPaidEvent(TypedDict):
    type: Literal["villain_paid"]
    seat: int
    markers: int


class GameOverEvent(TypedDict):
    type: Literal["game_over"]
    scores: list[float]
    winners: list[int]
    reason: str


class CharacterBackEvent(TypedDict):
    type: Literal["character_back"]
    character: str


class DayEndEvent(TypedDict):
    type: Literal["day_end"]
    day: int
    #: the characters spent for the next day
    spent: list[str]


class DawnEvent(TypedDict):
    type: Literal["dawn"]
    day: int


class VillainEvent(TypedDict):
    type: Literal["villain"]
    character: str
    day: int


class NewCharacterEvent(TypedDict):
    type: Literal["new_character"]
    character: str
    day: int


class HiddenRevealedEvent(TypedDict):
    type: Literal["hidden_revealed"]
    seat: int
    clues: list[str]


class StartChosenEvent(TypedDict):
    type: Literal["start_chosen"]
    seat: int


class StartRevealedEvent(TypedDict):
    type: Literal["start_revealed"]
    characters: list[str]


class VisitEvent(TypedDict):
    type: Literal["visit"]
    seat: int
    character: str
    #: the character whose marker moved (None: from the supply)
    frm: str | None


class ReserveEvent(TypedDict):
    type: Literal["reserve"]
    seat: int
    clue: str
    slot: int


class RevealOntoJokerEvent(TypedDict):
    type: Literal["reveal_onto_joker"]
    seat: int
    clue: str


class GainEvent(TypedDict):
    type: Literal["gain"]
    seat: int
    markers: int


class DeclineEvent(TypedDict):
    type: Literal["decline"]
    seat: int
    character: str


class TakeEvent(TypedDict):
    type: Literal["take"]
    seat: int
    clue: str
    source: Literal["line", "reserved", "discard"]
    #: markers paid for it
    paid: int


class CountEvent(TypedDict):
    type: Literal["count"]
    seat: int
    character: str
    n: int


class DrewEvent(TypedDict):
    """Clues drawn to choose from: which, to the seat that drew them alone."""

    type: Literal["drew"]
    seat: int
    clues: NotRequired[list[str]]
    count: NotRequired[int]


class KeepFaceUpEvent(TypedDict):
    type: Literal["keep_face_up"]
    seat: int
    clue: str


class KeepEvent(TypedDict):
    """A drawn clue kept hidden: which, to its keeper alone."""

    type: Literal["keep"]
    seat: int
    clue: NotRequired[str]


class DiscardLineEvent(TypedDict):
    type: Literal["discard_line"]
    seat: int
    clue: str
    slot: int


class UnderDeckEvent(TypedDict):
    """A clue put under the deck: which, to both players (not to spectators)."""

    type: Literal["under_deck"]
    clue: NotRequired[str]


class DiscardDrawnEvent(TypedDict):
    """Drawn clues discarded: which, to all (kosmos) or to the seat alone (devir)."""

    type: Literal["discard_drawn"]
    seat: int
    clues: NotRequired[list[str]]
    count: NotRequired[int]


class ZibaOfferEvent(TypedDict):
    """Madame Ziba's clues offered to ``seat``: which, to both players (not to spectators)."""

    type: Literal["ziba_offer"]
    seat: int
    clues: NotRequired[list[str]]
    count: NotRequired[int]


class DrawHiddenEvent(TypedDict):
    type: Literal["draw_hidden"]
    seat: int
    clue: NotRequired[str]


class StealEvent(TypedDict):
    type: Literal["steal"]
    seat: int
    clue: str
    paid: int


class ErrandEvent(TypedDict):
    type: Literal["errand"]
    seat: int
    clue: str
    markers: int


class SwapEvent(TypedDict):
    type: Literal["swap"]
    seat: int
    gave: str
    took: str
    slot: int


class JokerKeptUnassignedEvent(TypedDict):
    type: Literal["joker_kept_unassigned"]
    seat: int


class JokerAssignedEvent(TypedDict):
    type: Literal["joker_assigned"]
    seat: int
    row: str
    at_end: bool


class VillainDiscardEvent(TypedDict):
    type: Literal["villain_discard"]
    seat: int
    clue: str


class MarkerLaidEvent(TypedDict):
    type: Literal["marker_laid"]
    seat: int
    character: str


EVENT_TYPES: dict[str, Any] = {
    "reshuffle": ReshuffleEvent,
    "refill": RefillEvent,
    "joker_shown": JokerShownEvent,
    "joker_unassigned": JokerUnassignedEvent,
    "villain_paid": VillainPaidEvent,
    "game_over": GameOverEvent,
    "character_back": CharacterBackEvent,
    "day_end": DayEndEvent,
    "dawn": DawnEvent,
    "villain": VillainEvent,
    "new_character": NewCharacterEvent,
    "hidden_revealed": HiddenRevealedEvent,
    "start_chosen": StartChosenEvent,
    "start_revealed": StartRevealedEvent,
    "visit": VisitEvent,
    "reserve": ReserveEvent,
    "reveal_onto_joker": RevealOntoJokerEvent,
    "gain": GainEvent,
    "decline": DeclineEvent,
    "take": TakeEvent,
    "count": CountEvent,
    "drew": DrewEvent,
    "keep_face_up": KeepFaceUpEvent,
    "keep": KeepEvent,
    "discard_line": DiscardLineEvent,
    "under_deck": UnderDeckEvent,
    "discard_drawn": DiscardDrawnEvent,
    "ziba_offer": ZibaOfferEvent,
    "draw_hidden": DrawHiddenEvent,
    "steal": StealEvent,
    "errand": ErrandEvent,
    "swap": SwapEvent,
    "joker_kept_unassigned": JokerKeptUnassignedEvent,
    "joker_assigned": JokerAssignedEvent,
    "villain_discard": VillainDiscardEvent,
    "marker_laid": MarkerLaidEvent,
}

// @ts-check
/**
 * Holmes (Devir "Sherlock & Mycroft" and Kosmos "Sherlock gegen Moriarty"): the board, the
 * text of actions and log events, in en / es / de. Renders only what the snapshot's view holds
 * (see src/afoot/games/holmes/views.py). The text functions are pure (node --test loads them).
 */
import { h, svg } from "../dom.js";
import { clickable } from "../components/pick.js";

/** clue types in row order, with their printed value (= how many there are) */
export const TYPES = [
  ["false_pass", 3],
  ["explosive", 4],
  ["cigarette", 5],
  ["bullet", 6],
  ["button", 7],
  ["footprint", 8],
  ["fingerprint", 9],
];
const VALUE = Object.fromEntries(TYPES);
const MAP_SCORE = [0, -1, 1, 3, 6, 10];

/** @typedef {{t: (k: string, p?: Record<string, unknown>) => string, lang?: string, seat?: number|null,
 *   seatName: (s: number) => string, act?: (a: any) => void}} Ctx */

// -- strings -------------------------------------------------------------------------------
const en = {
  "group.visit": "Visit",
  "group.take": "Take",
  "group.count": "How many",
  "group.discard_line": "Discard from the line",
  "group.discard": "Discard",
  "group.steal": "Steal",
  "group.swap": "Swap",
  "group.keep_clue": "Keep",
  "group.assign_joker": "Wildcard",
  "group.accept": "Yes",
  "group.decline": "No",
  "group.pay_markers": "Pay",
  "group.reserve": "Reserve",
  "group.reveal": "Reveal",
  "group.end_turn": "End the turn",
  "group.lay": "Lay a marker down",
  "group.choose_start": "Starting character",
  "edition.devir": "Holmes: Sherlock & Mycroft",
  "edition.kosmos": "Holmes: Sherlock gegen Moriarty",
  "clue.false_pass": "False Pass",
  "clue.explosive": "Explosive",
  "clue.cigarette": "Cigarette",
  "clue.bullet": "Bullet",
  "clue.button": "Button",
  "clue.footprint": "Footprint",
  "clue.fingerprint": "Fingerprint",
  "clue.map_fragment": "Map Fragment",
  "clue.joker": "Wildcard",
  "char.watson": "Doctor Watson",
  "char.hudson": "Mrs. Hudson",
  "char.lestrade": "Inspector Lestrade",
  "char.irene_adler": "Irene Adler",
  "char.gregson": "Inspector Gregson",
  "char.wiggins": "Wiggins",
  "char.langdale_pike": "Langdale Pike",
  "char.toby": "Toby",
  "char.porky": "Shinwell “Porky” Johnson",
  "char.billy": "Billy the Bellboy",
  "char.von_kramm": "Von Kramm",
  "char.violet_hunter": "Violet Hunter",
  "char.madame_ziba": "Madame Ziba",
  "char.moriarty": "James Moriarty",
  "char.moran": "Sebastian Moran",
  "char.razzia": "Mycroft: Raid",
  "char.gala": "Mycroft: Gala Dinner",
  "ability.watson": "Advice",
  "ability.hudson": "Rest",
  "ability.lestrade": "Raid",
  "ability.irene_adler": "Theft",
  "ability.gregson": "Burglary",
  "ability.wiggins": "Underworld Network",
  "ability.langdale_pike": "Rumours",
  "ability.toby": "Tracking",
  "ability.porky": "Intimidation",
  "ability.billy": "Errand",
  "ability.von_kramm": "State Secrets",
  "ability.violet_hunter": "Attention",
  "ability.madame_ziba": "Fortune Telling",
  "ability.moriarty": "Villain",
  "ability.moran": "Villain",
  "ability.razzia": "Mycroft card",
  "ability.gala": "Mycroft card",
  "text.watson": "Pay 1 marker: take 1 clue from the line.",
  "text.hudson": "Gain 3 markers.",
  "text.lestrade": "Pay 3 markers: take 2 clues from the line.",
  "text.irene_adler": "Pay as many markers as the day's number: take 1 face-up clue or map fragment from your opponent's area into your hidden clues (never a wildcard).",
  "text.gregson": "Take 1 to 3 clues from the line, 2 markers each.",
  "text.wiggins": "Gain 5 markers.",
  "text.langdale_pike": "Draw 1 to 3 clues from the deck, 1 marker each; keep exactly 1 (hidden; a wildcard face up), discard the rest.",
  "text.toby": "Gain 1 marker per clue type in your face-up area.",
  "text.porky.devir": "Discard 1 to 3 clues from the line.",
  "text.porky.kosmos": "Discard 1 clue from the line; then you may take 1 clue from the line for 2 markers.",
  "text.billy": "Discard 1 clue of your area: gain its value minus the day's number in markers.",
  "text.von_kramm": "Take 1 clue from the line; your opponent may then pay 1 marker for the top clue of the deck, hidden.",
  "text.violet_hunter.devir": "Swap 1 face-up clue of your area with 1 clue of the line.",
  "text.violet_hunter.kosmos": "Pay 2 markers: take the top card of the discard pile.",
  "text.madame_ziba": "Draw the top 3 clues: keep 1 hidden; your opponent keeps 1 face up; the last goes under the deck.",
  "text.moriarty": "At dawn, in the order A, B, B, A: discard 1 face-up clue or return 2 markers.",
  "text.moran": "At dawn each player lays one standing action marker down: 2 moves that day.",
  "text.razzia": "At dawn, in the order Sherlock, Moriarty, Moriarty, Sherlock: discard 1 face-up clue (without one: return 2 markers).",
  "text.gala": "At dawn each player lays one action marker down: 2 moves that day.",
  "day": "Day {day} of {days}",
  "phase.day": "Day",
  "phase.alternative_start": "Choosing starting characters",
  "phase.scoring": "Final scoring",
  "phase.over": "Game over",
  "supply": "Supply",
  "supply_title": "Investigation markers left in the supply",
  "deck": "Clue deck",
  "discard": "Discard pile",
  "discard_known": "You saw: {cards}",
  "bottom_known": "Under the deck: {cards}",
  "characters": "Characters",
  "character_deck": "Character deck",
  "cards_left": { one: "1 card", other: "{n} cards" },
  "villains_in_game": "In the game: {names}",
  "villains_random": "One villain card, unknown",
  "villains_left": "Still in the deck: {names}",
  "villains_none": "none",
  "one_unknown": "one unknown",
  "permanent": "permanent",
  "spent": "spent",
  "line": "The line",
  "slot": "Slot {n}",
  "empty": "empty",
  "markers": "Markers",
  "markers_n": { one: "1 marker", other: "{n} markers" },
  "pawns": "Action markers",
  "standing": "standing",
  "lying": "lying down",
  "moves_left": { one: "1 move left", other: "{n} moves left" },
  "area": "Clues",
  "majorities": "Majorities",
  "value": "value {v}",
  "joker_on_row": "a wildcard on this row",
  "map_fragments": "Map fragments",
  "map_points": "{n} → {p} points",
  "unassigned_jokers": "Unassigned wildcards",
  "hidden": "Hidden clues",
  "hidden_you_know": "you know: {cards}",
  "reserved": "Reserved clue",
  "reservation_card": "Holds the reservation card",
  "reservation_card_kosmos": "Holds the Sherlock & Moriarty card",
  "reservation_card_devir": "Holds the Sherlock & Mycroft card",
  "start_choices": "Your starting characters: keep one",
  "start_kept": "You keep {name} for day 1",
  "start_chosen": "has chosen",
  "start_waiting": "choosing…",
  "to_act": "to act",
  "you": "you",
  "pending": "Decision",
  "pending_cards": "Drawn: {cards}",
  "pending_count": { one: "1 card drawn", other: "{n} cards drawn" },
  "dec.choose_start": "Each player keeps one of two characters for day 1",
  "dec.visit": "{who}: visit a character",
  "dec.take": "{who}: take {n} with {char}",
  "dec.take_cost": "{who}: take a clue with {char} (costs {cost})",
  "dec.count": "{who}: how many with {char}? (at most {most})",
  "dec.discard_line": "{who}: discard {n} from the line ({char})",
  "dec.keep_clue": "{who}: keep one drawn clue hidden ({char})",
  "dec.keep_face_up": "{who}: keep one offered clue face up",
  "dec.steal": "{who}: steal a clue with Irene Adler (costs {cost})",
  "dec.errand": "{who}: give a clue to Billy",
  "dec.swap": "{who}: swap a clue with Violet Hunter",
  "dec.confirm": "{who}: use {char}?",
  "dec.assign_joker": "{who}: where does the wildcard go?",
  "dec.onto_joker": "{who}: start the {row} row on your wildcard?",
  "dec.end_of_turn": "{who}: anything more before ending the turn?",
  "dec.villain": "{who}: discard a clue or pay the villain",
  "dec.lay_marker": "{who}: lay an action marker down",
  "dec.final_jokers": "{who}: assign wildcards for the final scoring",
  "score.title": "Final scoring",
  "score.types": "Majorities",
  "score.map": "Map fragments",
  "score.jokers": "Wildcards",
  "score.reserved": "Reserved clue",
  "score.total": "Total",
  "score.markers": "Markers left",
  "roles.Sherlock": "Sherlock",
  "roles.Mycroft": "Mycroft",
  "roles.Moriarty": "Moriarty",
  "card.joker": "an unassigned wildcard",
  "card.joker_row": "the wildcard on your {row} row",
  "a_clue": "a {clue}",
  "n_clues": { one: "1 clue", other: "{n} clues" },
  "act.visit": "Visit {char}",
  "act.visit_from": "Visit {char} (marker from {frm})",
  "act.take": "Take the {clue} (slot {n})",
  "act.take_empty": "Take from slot {n}",
  "act.take_reserved": "Take your reserved clue ({clue})",
  "act.take_reserved_plain": "Take your reserved clue",
  "act.count": "Choose {n}",
  "act.count.gregson": { one: "Take 1 clue (2 markers)", other: "Take {n} clues ({cost} markers)" },
  "act.count.langdale_pike": { one: "Draw 1 clue (1 marker)", other: "Draw {n} clues ({n} markers)" },
  "act.count.porky": { one: "Discard 1 clue", other: "Discard {n} clues" },
  "act.discard_line": "Discard the {clue} (slot {n})",
  "act.discard": "Discard {card}",
  "act.errand": "Give Billy {card} (+{gain})",
  "act.steal": "Steal {card}",
  "act.swap": "Swap {card} of your area for the {clue} (slot {n})",
  "act.keep_clue": "Keep {card} hidden",
  "act.keep_face_up": "Keep {card} face up",
  "act.keep_joker": "Keep the wildcard (face up)",
  "act.assign_joker": "Put the wildcard on your {row} row",
  "act.assign_joker_none": "Keep the wildcard unassigned",
  "act.assign_joker_stop": "Leave the other wildcards unassigned",
  "act.accept": "Yes",
  "act.accept.onto_joker": "Yes: start the {row} row on the wildcard",
  "act.accept.confirm": "Yes: use {char}",
  "act.accept.von_kramm": "Yes: pay 1 marker for the top clue of the deck",
  "act.decline": "No",
  "act.decline_char": "Decline {char}",
  "act.pay_markers": "Return 2 investigation markers",
  "act.reserve": "Reserve the {clue} (slot {n})",
  "act.reveal": "Reveal your hidden {card} onto your wildcard",
  "act.end_turn": "End your turn",
  "act.lay": "Lay your marker on {char} down",
  "act.choose_start": "Keep {char} for day 1",
  "src.line": "from the line",
  "src.reserved": "from the reservation",
  "src.discard": "from the discard pile",
  "src.deck": "from the deck",
  "ev.visit": "{who} visits {char}.",
  "ev.visit_from": "{who} visits {char} (marker from {frm}).",
  "ev.take": "{who} takes {the_clue} {src}.",
  "ev.take_paid": "{who} takes {the_clue} {src}, paying {paid}.",
  "ev.refill": "Slot {n} of the line is refilled: {clue}.",
  "ev.gain": "{who} gains {markers}.",
  "ev.gain_none": "{who} gains no markers.",
  "ev.decline": "{who} declines {char}'s ability.",
  "ev.count": "{who} chooses {n} for {char}.",
  "ev.drew": "{who} draws {count}: {cards}.",
  "ev.drew_hidden": "{who} draws {count} in secret.",
  "ev.keep": "{who} keeps the {clue} hidden.",
  "ev.keep_hidden": "{who} keeps one of the drawn clues hidden.",
  "ev.keep_face_up": "{who} keeps the {clue} face up.",
  "ev.discard_drawn": "{who} discards the other drawn clues: {cards}.",
  "ev.discard_drawn_hidden": "{who} discards {count} face down.",
  "ev.draw_hidden": "{who} draws a hidden {clue}.",
  "ev.draw_hidden_unknown": "{who} draws a hidden clue.",
  "ev.discard_line": "{who} discards the {clue} from slot {n}.",
  "ev.under_deck": "The {clue} goes face down under the deck.",
  "ev.under_deck_unknown": "A clue goes face down under the deck.",
  "ev.ziba_offer": "{who} is offered {count}: {cards}; one stays face up.",
  "ev.ziba_offer_hidden": "{who} is offered {count}: keep one face up.",
  "ev.steal": "{who} steals {the_clue} (now hidden) for {paid}.",
  "ev.errand": "{who} sends {the_clue} away with Billy and gains {markers}.",
  "ev.swap": "{who} swaps {the_gave} for {the_took} in slot {n}.",
  "ev.reserve": "{who} reserves the {clue} from slot {n}.",
  "ev.reveal_onto_joker": "{who} reveals a hidden {clue} onto a wildcard.",
  "ev.joker_shown": "{who} draws a wildcard: it goes face up.",
  "ev.joker_assigned": "{who} puts a wildcard on the {row} row.",
  "ev.joker_assigned_end": "{who} puts a wildcard on the {row} row for the final scoring.",
  "ev.joker_kept_unassigned": "{who} keeps a wildcard unassigned.",
  "ev.joker_unassigned": "The wildcard on {who}'s {row} row is unassigned again.",
  "ev.villain": "Dawn of day {day}: {char} is drawn and takes effect!",
  "ev.villain_paid": "{who} pays {markers} to the villain.",
  "ev.villain_discard": "{who} discards {card} to the villain.",
  "ev.marker_laid": "{who} lays the marker on {char} down.",
  "ev.new_character": "{char} arrives (day {day}).",
  "ev.character_back": "{char} is available again.",
  "ev.day_end": "Day {day} ends.",
  "ev.day_end_spent": "Day {day} ends. Spent tomorrow: {chars}.",
  "ev.dawn": "Day {day} dawns: every action marker stands up.",
  "ev.reshuffle": "The discard pile ({cards}) is shuffled into a new deck.",
  "ev.hidden_revealed": "{who} reveals the hidden clues: {cards}.",
  "ev.start_chosen": "{who} has chosen a starting character.",
  "ev.start_revealed": "Starting characters revealed: {chars}.",
  "ev.game_over": "The game is over.",
  "ev.game_over_scores": "The game is over: {scores}.",
  // issue 19: texts
  "the_clue": "the {clue}",
  "card.joker_row_any": "the wildcard on the {row} row",
  "ev.joker_unassigned.you": "The wildcard on your {row} row is unassigned again.",
};

/** @type {typeof en & Record<string, string>} */
const es = {
  "group.visit": "Visitar",
  "group.take": "Tomar",
  "group.count": "Cuántas",
  "group.discard_line": "Descartar de la línea",
  "group.discard": "Descartar",
  "group.steal": "Robar",
  "group.swap": "Intercambiar",
  "group.keep_clue": "Quedarse",
  "group.assign_joker": "Comodín",
  "group.accept": "Sí",
  "group.decline": "No",
  "group.pay_markers": "Pagar",
  "group.reserve": "Reservar",
  "group.reveal": "Revelar",
  "group.end_turn": "Terminar el turno",
  "group.lay": "Tumbar un marcador",
  "group.choose_start": "Personaje inicial",
  "edition.devir": "Holmes: Sherlock & Mycroft",
  "edition.kosmos": "Holmes: Sherlock gegen Moriarty",
  "clue.false_pass": "Pasaporte falso",
  "clue.explosive": "Explosivo",
  "clue.cigarette": "Cigarrillo",
  "clue.bullet": "Bala",
  "clue.button": "Botón",
  "clue.footprint": "Huella",
  "clue.fingerprint": "Huella dactilar",
  "clue.map_fragment": "Fragmento de mapa",
  "clue.joker": "Comodín",
  "char.watson": "Doctor Watson",
  "char.hudson": "Sra. Hudson",
  "char.lestrade": "Inspector Lestrade",
  "char.irene_adler": "Irene Adler",
  "char.gregson": "Inspector Gregson",
  "char.wiggins": "Wiggins",
  "char.langdale_pike": "Lang Dale Pike",
  "char.toby": "Toby",
  "char.porky": "Shinwell «Porky» Johnson",
  "char.billy": "Billy, el botones",
  "char.von_kramm": "Von Kramm",
  "char.violet_hunter": "Violet Hunter",
  "char.madame_ziba": "Madame Ziba",
  "char.moriarty": "James Moriarty",
  "char.moran": "Sebastián Moran",
  "char.razzia": "Mycroft: Redada",
  "char.gala": "Mycroft: Cena de gala",
  "ability.watson": "Consejo",
  "ability.hudson": "Descanso",
  "ability.lestrade": "Incursión",
  "ability.irene_adler": "Robo",
  "ability.gregson": "Robo",
  "ability.wiggins": "Red del inframundo",
  "ability.langdale_pike": "Rumores",
  "ability.toby": "Seguimiento",
  "ability.porky": "Intimidación",
  "ability.billy": "Recado",
  "ability.von_kramm": "Secretos de estado",
  "ability.violet_hunter": "Correcto",
  "ability.madame_ziba": "Adivinación",
  "ability.moriarty": "Villano",
  "ability.moran": "Villano",
  "ability.razzia": "Carta de Mycroft",
  "ability.gala": "Carta de Mycroft",
  "text.watson": "Paga 1 marcador: toma 1 pista de la línea visible.",
  "text.hudson": "Gana 3 marcadores.",
  "text.lestrade": "Paga 3 marcadores: toma 2 pistas de la línea visible.",
  "text.irene_adler": "Paga tantos marcadores como el número del día: toma 1 pista visible o 1 fragmento de mapa del área de tu rival y ponlo entre tus pistas ocultas (nunca un comodín).",
  "text.gregson": "Toma de 1 a 3 pistas de la línea visible, 2 marcadores cada una.",
  "text.wiggins": "Gana 5 marcadores.",
  "text.langdale_pike": "Roba de 1 a 3 pistas del mazo, 1 marcador cada una; quédate exactamente 1 (oculta; un comodín, boca arriba) y descarta el resto.",
  "text.toby": "Gana 1 marcador por cada tipo de pista de tu área de juego.",
  "text.porky.devir": "Descarta de 1 a 3 pistas de la línea visible.",
  "text.porky.kosmos": "Descarta 1 pista de la línea; después puedes tomar 1 pista de la línea por 2 marcadores.",
  "text.billy": "Descarta 1 pista de tu área: gana su valor menos el número del día en marcadores.",
  "text.von_kramm": "Toma 1 pista de la línea visible; después tu rival puede pagar 1 marcador por la primera pista del mazo, oculta.",
  "text.violet_hunter.devir": "Intercambia 1 pista visible de tu área por 1 pista de la línea visible.",
  "text.violet_hunter.kosmos": "Paga 2 marcadores: toma la carta superior del descarte.",
  "text.madame_ziba": "Roba las 3 primeras pistas: quédate 1 oculta; tu rival se queda 1 visible; la última va bajo el mazo.",
  "text.moriarty": "Al amanecer, en el orden A, B, B, A: descarta 1 pista visible o devuelve 2 marcadores.",
  "text.moran": "Al amanecer cada jugador tumba un marcador de acción en pie: ese día tiene 2 movimientos.",
  "text.razzia": "Al amanecer, en el orden Sherlock, Moriarty, Moriarty, Sherlock: descarta 1 pista visible (sin ninguna: devuelve 2 marcadores).",
  "text.gala": "Al amanecer cada jugador tumba un marcador de acción: ese día tiene 2 movimientos.",
  "day": "Día {day} de {days}",
  "phase.day": "Día",
  "phase.alternative_start": "Elección de personajes iniciales",
  "phase.scoring": "Puntuación final",
  "phase.over": "Fin de la partida",
  "supply": "Reserva",
  "supply_title": "Marcadores de investigación que quedan en la reserva",
  "deck": "Mazo de pistas",
  "discard": "Descarte",
  "discard_known": "Has visto: {cards}",
  "bottom_known": "Bajo el mazo: {cards}",
  "characters": "Personajes",
  "character_deck": "Mazo de personajes",
  "cards_left": { one: "1 carta", other: "{n} cartas" },
  "villains_in_game": "En juego: {names}",
  "villains_random": "Una carta de villano, desconocida",
  "villains_left": "Aún en el mazo: {names}",
  "villains_none": "ninguno",
  "one_unknown": "uno desconocido",
  "permanent": "permanente",
  "spent": "gastado",
  "line": "Línea visible",
  "slot": "Hueco {n}",
  "empty": "vacío",
  "markers": "Marcadores",
  "markers_n": { one: "1 marcador", other: "{n} marcadores" },
  "pawns": "Marcadores de acción",
  "standing": "en pie",
  "lying": "tumbado",
  "moves_left": { one: "queda 1 movimiento", other: "quedan {n} movimientos" },
  "area": "Pistas",
  "majorities": "Mayorías",
  "value": "valor {v}",
  "joker_on_row": "un comodín en esta fila",
  "map_fragments": "Fragmentos de mapa",
  "map_points": "{n} → {p} puntos",
  "unassigned_jokers": "Comodines sin asignar",
  "hidden": "Pistas ocultas",
  "hidden_you_know": "conoces: {cards}",
  "reserved": "Pista reservada",
  "reservation_card": "Tiene la carta de reserva",
  "reservation_card_kosmos": "Tiene la carta Sherlock & Moriarty",
  "reservation_card_devir": "Tiene la carta Sherlock & Mycroft",
  "start_choices": "Tus personajes iniciales: quédate uno",
  "start_kept": "Te quedas {name} para el día 1",
  "start_chosen": "ya eligió",
  "start_waiting": "eligiendo…",
  "to_act": "le toca",
  "you": "tú",
  "pending": "Decisión",
  "pending_cards": "Robadas: {cards}",
  "pending_count": { one: "1 carta robada", other: "{n} cartas robadas" },
  "dec.choose_start": "Cada jugador se queda uno de dos personajes para el día 1",
  "dec.visit": "{who}: visita a un personaje",
  "dec.take": "{who}: toma {n} con {char}",
  "dec.take_cost": "{who}: toma una pista con {char} (cuesta {cost})",
  "dec.count": "{who}: ¿cuántas con {char}? (como mucho {most})",
  "dec.discard_line": "{who}: descarta {n} de la línea ({char})",
  "dec.keep_clue": "{who}: quédate oculta una pista robada ({char})",
  "dec.keep_face_up": "{who}: quédate visible una de las pistas ofrecidas",
  "dec.steal": "{who}: roba una pista con Irene Adler (cuesta {cost})",
  "dec.errand": "{who}: dale una pista a Billy",
  "dec.swap": "{who}: intercambia una pista con Violet Hunter",
  "dec.confirm": "{who}: ¿usar a {char}?",
  "dec.assign_joker": "{who}: ¿dónde va el comodín?",
  "dec.onto_joker": "{who}: ¿empezar la fila de {row} sobre tu comodín?",
  "dec.end_of_turn": "{who}: ¿algo más antes de terminar el turno?",
  "dec.villain": "{who}: descarta una pista o paga al villano",
  "dec.lay_marker": "{who}: tumba un marcador de acción",
  "dec.final_jokers": "{who}: asigna los comodines para la puntuación final",
  "score.title": "Puntuación final",
  "score.types": "Mayorías",
  "score.map": "Fragmentos de mapa",
  "score.jokers": "Comodines",
  "score.reserved": "Pista reservada",
  "score.total": "Total",
  "score.markers": "Marcadores restantes",
  "roles.Sherlock": "Sherlock",
  "roles.Mycroft": "Mycroft",
  "roles.Moriarty": "Moriarty",
  "card.joker": "un comodín sin asignar",
  "card.joker_row": "el comodín de tu fila de {row}",
  "a_clue": "una pista de {clue}",
  "n_clues": { one: "1 pista", other: "{n} pistas" },
  "act.visit": "Visitar a {char}",
  "act.visit_from": "Visitar a {char} (marcador desde {frm})",
  "act.take": "Tomar {the_clue} (hueco {n})",
  "act.take_empty": "Tomar del hueco {n}",
  "act.take_reserved": "Tomar tu pista reservada ({clue})",
  "act.take_reserved_plain": "Tomar tu pista reservada",
  "act.count": "Elegir {n}",
  "act.count.gregson": { one: "Tomar 1 pista (2 marcadores)", other: "Tomar {n} pistas ({cost} marcadores)" },
  "act.count.langdale_pike": { one: "Robar 1 pista (1 marcador)", other: "Robar {n} pistas ({n} marcadores)" },
  "act.count.porky": { one: "Descartar 1 pista", other: "Descartar {n} pistas" },
  "act.discard_line": "Descartar {the_clue} (hueco {n})",
  "act.discard": "Descartar {card}",
  "act.errand": "Dar a Billy {card} (+{gain})",
  "act.steal": "Robar {card}",
  "act.swap": "Cambiar {card} de tu área por {the_clue} (hueco {n})",
  "act.keep_clue": "Quedarte oculta {card}",
  "act.keep_face_up": "Quedarte visible {card}",
  "act.keep_joker": "Quedarte el comodín (boca arriba)",
  "act.assign_joker": "Poner el comodín en tu fila de {row}",
  "act.assign_joker_none": "Dejar el comodín sin asignar",
  "act.assign_joker_stop": "Dejar los demás comodines sin asignar",
  "act.accept": "Sí",
  "act.accept.onto_joker": "Sí: empezar la fila de {row} sobre el comodín",
  "act.accept.confirm": "Sí: usar a {char}",
  "act.accept.von_kramm": "Sí: pagar 1 marcador por la primera pista del mazo",
  "act.decline": "No",
  "act.decline_char": "Renunciar a {char}",
  "act.pay_markers": "Devolver 2 marcadores de investigación",
  "act.reserve": "Reservar {the_clue} (hueco {n})",
  "act.reveal": "Revelar la pista oculta {card} sobre tu comodín",
  "act.end_turn": "Terminar tu turno",
  "act.lay": "Tumbar tu marcador sobre {char}",
  "act.choose_start": "Quedarte a {char} para el día 1",
  "src.line": "de la línea visible",
  "src.reserved": "de la reserva",
  "src.discard": "del descarte",
  "src.deck": "del mazo",
  "ev.visit": "{who} visita a {char}.",
  "ev.visit_from": "{who} visita a {char} (marcador desde {frm}).",
  "ev.take": "{who} toma {the_clue} {src}.",
  "ev.take_paid": "{who} toma {the_clue} {src} y paga {paid}.",
  "ev.refill": "Se rellena el hueco {n} de la línea: {clue}.",
  "ev.gain": "{who} gana {markers}.",
  "ev.gain_none": "{who} no gana marcadores.",
  "ev.decline": "{who} renuncia a la habilidad de {char}.",
  "ev.count": "{who} elige {n} para {char}.",
  "ev.drew": "{who} roba {count}: {cards}.",
  "ev.drew_hidden": "{who} roba {count} en secreto.",
  "ev.keep": "{who} se queda oculta {the_clue}.",
  "ev.keep_hidden": "{who} se queda oculta una de las pistas robadas.",
  "ev.keep_face_up": "{who} se queda visible {the_clue}.",
  "ev.discard_drawn": "{who} descarta las otras pistas robadas: {cards}.",
  "ev.discard_drawn_hidden": "{who} descarta {count} boca abajo.",
  "ev.draw_hidden": "{who} roba {the_clue} y la guarda oculta.",
  "ev.draw_hidden_unknown": "{who} roba una pista oculta.",
  "ev.discard_line": "{who} descarta {the_clue} del hueco {n}.",
  "ev.under_deck": "La pista {clue} va boca abajo bajo el mazo.",
  "ev.under_deck_unknown": "Una pista va boca abajo bajo el mazo.",
  "ev.ziba_offer": "A {who} se le ofrecen {count}: {cards}; se queda una visible.",
  "ev.ziba_offer_hidden": "A {who} se le ofrecen {count}: se queda una visible.",
  "ev.steal": "{who} roba {the_clue} (ahora oculta) por {paid}.",
  "ev.errand": "{who} manda {the_clue} con Billy y gana {markers}.",
  "ev.swap": "{who} cambia {the_gave} por {the_took} del hueco {n}.",
  "ev.reserve": "{who} reserva {the_clue} del hueco {n}.",
  "ev.reveal_onto_joker": "{who} revela la pista oculta {clue} sobre un comodín.",
  "ev.joker_shown": "{who} roba un comodín: va boca arriba.",
  "ev.joker_assigned": "{who} pone un comodín en la fila de {row}.",
  "ev.joker_assigned_end": "{who} pone un comodín en la fila de {row} para la puntuación final.",
  "ev.joker_kept_unassigned": "{who} deja un comodín sin asignar.",
  "ev.joker_unassigned": "El comodín de la fila de {row} de {who} vuelve a estar sin asignar.",
  "ev.villain": "Amanece el día {day}: ¡sale {char} y surte efecto!",
  "ev.villain_paid": "{who} paga {markers} al villano.",
  "ev.villain_discard": "{who} descarta {card} por el villano.",
  "ev.marker_laid": "{who} tumba su marcador sobre {char}.",
  "ev.new_character": "Llega {char} (día {day}).",
  "ev.character_back": "{char} vuelve a estar disponible.",
  "ev.day_end": "Termina el día {day}.",
  "ev.day_end_spent": "Termina el día {day}. Gastados mañana: {chars}.",
  "ev.dawn": "Amanece el día {day}: todos los marcadores de acción se ponen en pie.",
  "ev.reshuffle": "El descarte ({cards}) se baraja como nuevo mazo.",
  "ev.hidden_revealed": "{who} revela sus pistas ocultas: {cards}.",
  "ev.start_chosen": "{who} ha elegido su personaje inicial.",
  "ev.start_revealed": "Personajes iniciales: {chars}.",
  "ev.game_over": "Fin de la partida.",
  "ev.game_over_scores": "Fin de la partida: {scores}.",
  // issue 19: texts
  "the_clue": "la pista {clue}",
  "card.joker_row_any": "el comodín de la fila de {row}",
  "ev.joker_unassigned.you": "El comodín de tu fila de {row} vuelve a estar sin asignar.",
  // a character in running text, with the article its title takes ("visita al Doctor Watson")
  "ref.watson": "el Doctor Watson",
  "ref.hudson": "la Sra. Hudson",
  "ref.lestrade": "el Inspector Lestrade",
  "ref.gregson": "el Inspector Gregson",
  "ref.razzia": "la carta Mycroft: Redada",
  "ref.gala": "la carta Mycroft: Cena de gala",
};

/** @type {typeof en & Record<string, string>} */
const de = {
  "group.visit": "Besuchen",
  "group.take": "Nehmen",
  "group.count": "Wie viele",
  "group.discard_line": "Aus der Auslage ablegen",
  "group.discard": "Ablegen",
  "group.steal": "Stehlen",
  "group.swap": "Tauschen",
  "group.keep_clue": "Behalten",
  "group.assign_joker": "Joker",
  "group.accept": "Ja",
  "group.decline": "Nein",
  "group.pay_markers": "Zahlen",
  "group.reserve": "Reservieren",
  "group.reveal": "Aufdecken",
  "group.end_turn": "Zug beenden",
  "group.lay": "Marker hinlegen",
  "group.choose_start": "Startperson",
  "edition.devir": "Holmes: Sherlock & Mycroft",
  "edition.kosmos": "Holmes: Sherlock gegen Moriarty",
  "clue.false_pass": "Gefälschter Pass",
  "clue.explosive": "Sprengstoff",
  "clue.cigarette": "Zigarette",
  "clue.bullet": "Patrone",
  "clue.button": "Knopf",
  "clue.footprint": "Fußspur",
  "clue.fingerprint": "Fingerabdruck",
  "clue.map_fragment": "Kartenfragment",
  "clue.joker": "Joker",
  "char.watson": "Dr. Watson",
  "char.hudson": "Mrs. Hudson",
  "char.lestrade": "Inspektor Lestrade",
  "char.irene_adler": "Irene Adler",
  "char.gregson": "Inspektor Gregson",
  "char.wiggins": "Wiggins",
  "char.langdale_pike": "Langdale Pike",
  "char.toby": "Toby",
  "char.porky": "Shinwell „Porky“ Johnson",
  "char.billy": "Billy der Page",
  "char.von_kramm": "von Kramm",
  "char.violet_hunter": "Violet Hunter",
  "char.madame_ziba": "Madame Ziba",
  "char.moriarty": "James Moriarty",
  "char.moran": "Sebastian Moran",
  "char.razzia": "Mycroft: Razzia",
  "char.gala": "Mycroft: Gala-Diner",
  "ability.watson": "Ratschlag",
  "ability.hudson": "Teestunde",
  "ability.lestrade": "Hausdurchsuchung",
  "ability.irene_adler": "Diebstahl",
  "ability.gregson": "Einbruch",
  "ability.wiggins": "Untergrund-Netzwerk",
  "ability.langdale_pike": "Gerüchte",
  "ability.toby": "Verfolgung",
  "ability.porky": "Einschüchterung",
  "ability.billy": "Auftrag",
  "ability.von_kramm": "Staatsgeheimnis",
  "ability.violet_hunter": "Aufmerksamkeit",
  "ability.madame_ziba": "Wahrsagerei",
  "ability.moriarty": "Schurke",
  "ability.moran": "Schurke",
  "ability.razzia": "Mycroft-Karte",
  "ability.gala": "Mycroft-Karte",
  "text.watson": "Zahle 1 Marker: nimm 1 Hinweis aus der allgemeinen Auslage.",
  "text.hudson": "Erhalte 3 Marker.",
  "text.lestrade": "Zahle 3 Marker: nimm 2 Hinweise aus der allgemeinen Auslage.",
  "text.irene_adler": "Zahle so viele Marker wie die Nummer des Tages: nimm 1 offenen Hinweis oder 1 offenes Kartenfragment aus der Auslage deines Gegners zu deinen verdeckten Hinweisen (nie einen Joker).",
  "text.gregson": "Nimm 1 bis 3 Hinweise aus der allgemeinen Auslage, je 2 Marker.",
  "text.wiggins": "Erhalte 5 Marker.",
  "text.langdale_pike": "Ziehe 1 bis 3 Hinweise vom Stapel, je 1 Marker; behalte genau 1 (verdeckt; einen Joker offen), lege den Rest ab.",
  "text.toby": "Erhalte 1 Marker pro Hinweisart in deiner persönlichen Auslage.",
  "text.porky.devir": "Lege 1 bis 3 Hinweise der allgemeinen Auslage ab.",
  "text.porky.kosmos": "Lege 1 Hinweis der Auslage ab; dann darfst du 1 Hinweis der Auslage für 2 Marker nehmen.",
  "text.billy": "Lege 1 Hinweis deiner Auslage ab: erhalte seinen Wert minus die Nummer des Tages in Markern.",
  "text.von_kramm": "Nimm 1 Hinweis aus der Auslage; dein Gegner darf dann 1 Marker für den obersten Hinweis des Stapels zahlen, verdeckt.",
  "text.violet_hunter.devir": "Tausche 1 offenen Hinweis deiner Auslage gegen 1 Hinweis der allgemeinen Auslage.",
  "text.violet_hunter.kosmos": "Zahle 2 Marker: nimm die oberste Karte des Ablagestapels.",
  "text.madame_ziba": "Ziehe die obersten 3 Hinweise: behalte 1 verdeckt; dein Gegner behält 1 offen; der letzte kommt verdeckt unter den Stapel.",
  "text.moriarty": "Im Morgengrauen, in der Reihenfolge A, B, B, A: lege 1 offenen Hinweis ab oder gib 2 Marker zurück.",
  "text.moran": "Im Morgengrauen legt jeder Spieler einen stehenden Aktionsmarker hin: an diesem Tag 2 Züge.",
  "text.razzia": "Im Morgengrauen, in der Reihenfolge Sherlock, Moriarty, Moriarty, Sherlock: lege 1 offenen Hinweis ab (ohne einen: gib 2 Marker zurück).",
  "text.gala": "Im Morgengrauen legt jeder Spieler einen Aktionsmarker hin: an diesem Tag 2 Züge.",
  "day": "Tag {day} von {days}",
  "phase.day": "Tag",
  "phase.alternative_start": "Wahl der Startpersonen",
  "phase.scoring": "Schlusswertung",
  "phase.over": "Partie beendet",
  "supply": "Vorrat",
  "supply_title": "Einflussmarker im allgemeinen Vorrat",
  "deck": "Hinweisstapel",
  "discard": "Ablagestapel",
  "discard_known": "Du hast gesehen: {cards}",
  "bottom_known": "Unter dem Stapel: {cards}",
  "characters": "Personen",
  "character_deck": "Personenstapel",
  "cards_left": { one: "1 Karte", other: "{n} Karten" },
  "villains_in_game": "Im Spiel: {names}",
  "villains_random": "Eine Mycroft-Karte, unbekannt",
  "villains_left": "Noch im Stapel: {names}",
  "villains_none": "keine",
  "one_unknown": "eine unbekannte",
  "permanent": "dauerhaft",
  "spent": "unpässlich",
  "line": "Allgemeine Auslage",
  "slot": "Platz {n}",
  "empty": "leer",
  "markers": "Einflussmarker",
  "markers_n": { one: "1 Marker", other: "{n} Marker" },
  "pawns": "Aktionsmarker",
  "standing": "stehend",
  "lying": "liegend",
  "moves_left": { one: "noch 1 Zug", other: "noch {n} Züge" },
  "area": "Hinweise",
  "majorities": "Mehrheiten",
  "value": "Wert {v}",
  "joker_on_row": "ein Joker in dieser Reihe",
  "map_fragments": "Kartenfragmente",
  "map_points": "{n} → {p} Punkte",
  "unassigned_jokers": "Nicht zugeordnete Joker",
  "hidden": "Verdeckte Hinweise",
  "hidden_you_know": "du kennst: {cards}",
  "reserved": "Reservierter Hinweis",
  "reservation_card": "Hat die Reservierungskarte",
  "reservation_card_kosmos": "Hat die Karte Sherlock & Moriarty",
  "reservation_card_devir": "Hat die Karte Sherlock & Mycroft",
  "start_choices": "Deine Startpersonen: behalte eine",
  "start_kept": "Du behältst {name} für Tag 1",
  "start_chosen": "hat gewählt",
  "start_waiting": "wählt…",
  "to_act": "am Zug",
  "you": "du",
  "pending": "Entscheidung",
  "pending_cards": "Gezogen: {cards}",
  "pending_count": { one: "1 Karte gezogen", other: "{n} Karten gezogen" },
  "dec.choose_start": "Jeder Spieler behält eine von zwei Personen für Tag 1",
  "dec.visit": "{who}: besuche eine Person",
  "dec.take": "{who}: nimm {n} mit {char}",
  "dec.take_cost": "{who}: nimm einen Hinweis mit {char} (kostet {cost})",
  "dec.count": "{who}: wie viele mit {char}? (höchstens {most})",
  "dec.discard_line": "{who}: lege {n} aus der Auslage ab ({char})",
  "dec.keep_clue": "{who}: behalte einen gezogenen Hinweis verdeckt ({char})",
  "dec.keep_face_up": "{who}: behalte einen angebotenen Hinweis offen",
  "dec.steal": "{who}: stiehl einen Hinweis mit Irene Adler (kostet {cost})",
  "dec.errand": "{who}: gib Billy einen Hinweis",
  "dec.swap": "{who}: tausche einen Hinweis mit Violet Hunter",
  "dec.confirm": "{who}: {char} nutzen?",
  "dec.assign_joker": "{who}: wohin kommt der Joker?",
  "dec.onto_joker": "{who}: die Reihe {row} auf deinem Joker beginnen?",
  "dec.end_of_turn": "{who}: noch etwas, bevor der Zug endet?",
  "dec.villain": "{who}: lege einen Hinweis ab oder zahle",
  "dec.lay_marker": "{who}: lege einen Aktionsmarker hin",
  "dec.final_jokers": "{who}: ordne die Joker für die Schlusswertung zu",
  "score.title": "Schlusswertung",
  "score.types": "Mehrheiten",
  "score.map": "Kartenfragmente",
  "score.jokers": "Joker",
  "score.reserved": "Reservierter Hinweis",
  "score.total": "Summe",
  "score.markers": "Übrige Marker",
  "roles.Sherlock": "Sherlock",
  "roles.Mycroft": "Mycroft",
  "roles.Moriarty": "Moriarty",
  "card.joker": "einen nicht zugeordneten Joker",
  "card.joker_row": "den Joker deiner Reihe {row}",
  "a_clue": "einen Hinweis {clue}",
  "n_clues": { one: "1 Hinweis", other: "{n} Hinweise" },
  "act.visit": "{char} besuchen",
  "act.visit_from": "{char} besuchen (Marker von {frm})",
  "act.take": "{the_clue} nehmen (Platz {n})",
  "act.take_empty": "Von Platz {n} nehmen",
  "act.take_reserved": "Deinen reservierten Hinweis nehmen ({clue})",
  "act.take_reserved_plain": "Deinen reservierten Hinweis nehmen",
  "act.count": "{n} wählen",
  "act.count.gregson": { one: "1 Hinweis nehmen (2 Marker)", other: "{n} Hinweise nehmen ({cost} Marker)" },
  "act.count.langdale_pike": { one: "1 Hinweis ziehen (1 Marker)", other: "{n} Hinweise ziehen ({n} Marker)" },
  "act.count.porky": { one: "1 Hinweis ablegen", other: "{n} Hinweise ablegen" },
  "act.discard_line": "{the_clue} ablegen (Platz {n})",
  "act.discard": "{card} ablegen",
  "act.errand": "Billy {card} geben (+{gain})",
  "act.steal": "{card} stehlen",
  "act.swap": "{card} deiner Auslage gegen {the_clue} tauschen (Platz {n})",
  "act.keep_clue": "{card} verdeckt behalten",
  "act.keep_face_up": "{card} offen behalten",
  "act.keep_joker": "Den Joker behalten (offen)",
  "act.assign_joker": "Joker in deine Reihe {row} legen",
  "act.assign_joker_none": "Joker nicht zuordnen",
  "act.assign_joker_stop": "Die übrigen Joker nicht zuordnen",
  "act.accept": "Ja",
  "act.accept.onto_joker": "Ja: Reihe {row} auf dem Joker beginnen",
  "act.accept.confirm": "Ja: {char} nutzen",
  "act.accept.von_kramm": "Ja: 1 Marker für den obersten Hinweis des Stapels zahlen",
  "act.decline": "Nein",
  "act.decline_char": "Auf {char} verzichten",
  "act.pay_markers": "2 Einflussmarker zurückgeben",
  "act.reserve": "{the_clue} reservieren (Platz {n})",
  "act.reveal": "Deinen verdeckten Hinweis {card} auf deinen Joker aufdecken",
  "act.end_turn": "Zug beenden",
  "act.lay": "Deinen Marker bei {char} hinlegen",
  "act.choose_start": "{char} für Tag 1 behalten",
  "src.line": "aus der allgemeinen Auslage",
  "src.reserved": "aus der Reservierung",
  "src.discard": "vom Ablagestapel",
  "src.deck": "vom Stapel",
  "ev.visit": "{who} besucht {char}.",
  "ev.visit_from": "{who} besucht {char} (Marker von {frm}).",
  "ev.take": "{who} nimmt {the_clue} {src}.",
  "ev.take_paid": "{who} nimmt {the_clue} {src} und zahlt {paid}.",
  "ev.refill": "Platz {n} der Auslage wird aufgefüllt: {clue}.",
  "ev.gain": "{who} erhält {markers}.",
  "ev.gain_none": "{who} erhält keine Marker.",
  "ev.decline": "{who} verzichtet auf die Fähigkeit von {char}.",
  "ev.count": "{who} wählt {n} für {char}.",
  "ev.drew": "{who} zieht {count}: {cards}.",
  "ev.drew_hidden": "{who} zieht geheim {count}.",
  "ev.keep": "{who} behält {the_clue} verdeckt.",
  "ev.keep_hidden": "{who} behält einen der gezogenen Hinweise verdeckt.",
  "ev.keep_face_up": "{who} behält {the_clue} offen.",
  "ev.discard_drawn": "{who} legt die übrigen gezogenen Hinweise ab: {cards}.",
  "ev.discard_drawn_hidden": "{who} legt {count} verdeckt ab.",
  "ev.draw_hidden": "{who} zieht {the_clue} verdeckt.",
  "ev.draw_hidden_unknown": "{who} zieht einen verdeckten Hinweis.",
  "ev.discard_line": "{who} legt {the_clue} von Platz {n} ab.",
  "ev.under_deck": "Der Hinweis {clue} kommt verdeckt unter den Stapel.",
  "ev.under_deck_unknown": "Ein Hinweis kommt verdeckt unter den Stapel.",
  "ev.ziba_offer": "{who} werden {count} angeboten: {cards}; einer bleibt offen.",
  "ev.ziba_offer_hidden": "{who} werden {count} angeboten: einer bleibt offen.",
  "ev.steal": "{who} stiehlt {the_clue} (jetzt verdeckt) für {paid}.",
  "ev.errand": "{who} gibt Billy {the_clue} und erhält {markers}.",
  "ev.swap": "{who} tauscht {the_gave} gegen {the_took} von Platz {n}.",
  "ev.reserve": "{who} reserviert {the_clue} von Platz {n}.",
  "ev.reveal_onto_joker": "{who} deckt den verdeckten Hinweis {clue} auf einem Joker auf.",
  "ev.joker_shown": "{who} zieht einen Joker: er kommt offen aus.",
  "ev.joker_assigned": "{who} legt einen Joker in die Reihe {row}.",
  "ev.joker_assigned_end": "{who} legt einen Joker für die Schlusswertung in die Reihe {row}.",
  "ev.joker_kept_unassigned": "{who} lässt einen Joker unzugeordnet.",
  "ev.joker_unassigned": "Der Joker in der Reihe {row} von {who} ist wieder frei.",
  "ev.villain": "Morgengrauen von Tag {day}: {char} wird gezogen und wirkt!",
  "ev.villain_paid": "{who} zahlt {markers}.",
  "ev.villain_discard": "{who} legt {card} ab.",
  "ev.marker_laid": "{who} legt den Marker bei {char} hin.",
  "ev.new_character": "{char} kommt dazu (Tag {day}).",
  "ev.character_back": "{char} ist wieder verfügbar.",
  "ev.day_end": "Tag {day} endet.",
  "ev.day_end_spent": "Tag {day} endet. Morgen unpässlich: {chars}.",
  "ev.dawn": "Tag {day} bricht an: alle Aktionsmarker stehen wieder.",
  "ev.reshuffle": "Der Ablagestapel ({cards}) wird zum neuen Stapel gemischt.",
  "ev.hidden_revealed": "{who} deckt die verdeckten Hinweise auf: {cards}.",
  "ev.start_chosen": "{who} hat eine Startperson gewählt.",
  "ev.start_revealed": "Startpersonen aufgedeckt: {chars}.",
  "ev.game_over": "Die Partie ist zu Ende.",
  "ev.game_over_scores": "Die Partie ist zu Ende: {scores}.",
  // issue 19: texts
  "the_clue": "den Hinweis {clue}",
  "card.joker_row_any": "den Joker der Reihe {row}",
  "ev.joker_unassigned.you": "Der Joker in deiner Reihe {row} ist wieder frei.",
};

export const strings = { en, es, de };

// -- text helpers (pure) ---------------------------------------------------------------------
/**
 * A text of ours, with Spanish's contractions made (a el -> al, de el -> del: a character's
 * article meets a preposition, "visita al Doctor Watson").
 * @param {Ctx} ctx @param {string} key @param {Record<string, unknown>} [p]
 */
const tt = (ctx, key, p) => contract(ctx.t(`holmes.${key}`, p));
/** @param {string} text */
const contract = (text) => text.replace(/\b([Aa]) el (?=\p{Lu})/gu, "$1l ").replace(/\b([Dd])e el (?=\p{Lu})/gu, "$1el ");
/** A sentence or a label starts with a capital ("den Hinweis ..." first in a German label). @param {string} text */
const cap = (text) => (text ? text[0].toUpperCase() + text.slice(1) : text);
/**
 * The key's variant for the reader's own seat (``key.you``) when ``seat`` is theirs.
 * @param {Ctx} ctx @param {string} key @param {number|undefined} seat @param {Record<string, unknown>} p
 */
function own(ctx, key, seat, p) {
  const mine = typeof seat === "number" && seat === ctx.seat;
  const text = mine ? tt(ctx, `${key}.you`, p) : "";
  return text && text !== `holmes.${key}.you` ? text : tt(ctx, key, p);
}

/** @param {Ctx} ctx @param {string|null|undefined} id */
export function clueName(ctx, id) {
  return id ? tt(ctx, `clue.${id}`) : "?";
}
/** @param {Ctx} ctx @param {string|null|undefined} id */
export function charName(ctx, id) {
  return id ? tt(ctx, `char.${id}`) : "?";
}
/**
 * A character as a sentence names it: in Spanish with the article of its title ("el Doctor
 * Watson", "la Sra. Hudson"); elsewhere its name.
 * @param {Ctx} ctx @param {string|null|undefined} id
 */
export function charRef(ctx, id) {
  const ref = id ? tt(ctx, `ref.${id}`) : "";
  return ref && ref !== `holmes.ref.${id}` ? ref : charName(ctx, id);
}
/**
 * A clue card as a sentence names it: the name with the article of a noun it agrees with in
 * every language ("the Explosive", "la pista Explosivo", "den Hinweis Sprengstoff"), never an
 * article that must agree with the name itself ("a Explosive", "un Bala").
 * @param {Ctx} ctx @param {string|null|undefined} id
 */
export function theClue(ctx, id) {
  return tt(ctx, "the_clue", { clue: clueName(ctx, id) });
}
/**
 * A card of the seat's own area as a move names it: "cigarette", "joker" (an unassigned
 * wildcard), "joker:bullet" (the wildcard on its Bullet row); ``anyone``: a row of whoever the
 * line is about, not "your".
 * @param {Ctx} ctx @param {string} card @param {boolean} [anyone]
 */
export function cardName(ctx, card, anyone = false) {
  if (card === "joker") return tt(ctx, "card.joker");
  if (card && card.startsWith("joker:")) return tt(ctx, anyone ? "card.joker_row_any" : "card.joker_row", { row: clueName(ctx, card.slice(6)) });
  return theClue(ctx, card);
}
/** @param {Ctx} ctx @param {string[]} cards */
function cardList(ctx, cards) {
  return (cards || []).map((c) => clueName(ctx, c)).join(", ");
}
/** @param {Ctx} ctx @param {number} n */
const markersText = (ctx, n) => tt(ctx, "markers_n", { n });
/** @param {Ctx} ctx @param {string} id @param {string} edition */
export function abilityText(ctx, id, edition) {
  const key = `text.${id}.${edition}`;
  const own = tt(ctx, key);
  return own === `holmes.${key}` ? tt(ctx, `text.${id}`) : own;
}

/**
 * @param {Record<string, any>} action
 * @param {{view?: any}} snapshot
 * @param {Ctx} ctx
 * @returns {string}
 */
export function actionText(action, snapshot, ctx) {
  return cap(actionLine(action, snapshot, ctx));
}

/** @param {Record<string, any>} action @param {{view?: any}} snapshot @param {Ctx} ctx */
function actionLine(action, snapshot, ctx) {
  const view = (snapshot && snapshot.view) || {};
  const line = view.line || [];
  const pending = view.pending || {};
  const slotN = (/** @type {number} */ s) => s + 1;
  switch (action.type) {
    case "visit":
      return action.frm
        ? tt(ctx, "act.visit_from", { char: charRef(ctx, action.to), frm: charRef(ctx, action.frm) })
        : tt(ctx, "act.visit", { char: charRef(ctx, action.to) });
    case "take": {
      if (action.slot === 4) {
        const me = (view.players || []).find((/** @type {any} */ p) => p.seat === view.seat);
        return me && me.reserved
          ? tt(ctx, "act.take_reserved", { clue: clueName(ctx, me.reserved) })
          : tt(ctx, "act.take_reserved_plain");
      }
      const c = line[action.slot];
      return c
        ? tt(ctx, "act.take", { clue: clueName(ctx, c), the_clue: theClue(ctx, c), n: slotN(action.slot) })
        : tt(ctx, "act.take_empty", { n: slotN(action.slot) });
    }
    case "count": {
      const ch = pending.character;
      const key = `act.count.${ch}`;
      const cost = ch === "gregson" ? 2 * action.n : action.n;
      const txt = tt(ctx, key, { n: action.n, cost });
      return txt === `holmes.${key}` ? tt(ctx, "act.count", { n: action.n }) : txt;
    }
    case "discard_line":
      return tt(ctx, "act.discard_line", { clue: clueName(ctx, line[action.slot]), the_clue: theClue(ctx, line[action.slot]), n: slotN(action.slot) });
    case "discard":
      if (pending.decision === "errand") {
        const v = VALUE[action.card] || 0;
        return tt(ctx, "act.errand", { card: cardName(ctx, action.card), gain: Math.max(0, v - (view.day || 0)) });
      }
      return tt(ctx, "act.discard", { card: cardName(ctx, action.card) });
    case "steal":
      return tt(ctx, "act.steal", { card: cardName(ctx, action.card) });
    case "swap":
      return tt(ctx, "act.swap", {
        card: cardName(ctx, action.card),
        clue: clueName(ctx, line[action.slot]),
        the_clue: theClue(ctx, line[action.slot]),
        n: slotN(action.slot),
      });
    case "keep_clue": {
      if (action.card === "joker") return tt(ctx, "act.keep_joker"); // a kept wildcard is never hidden (H8)
      const card = cardName(ctx, action.card);
      return pending.decision === "keep_face_up" ? tt(ctx, "act.keep_face_up", { card }) : tt(ctx, "act.keep_clue", { card });
    }
    case "assign_joker":
      if (action.row === null || action.row === undefined) {
        return pending.decision === "final_jokers" ? tt(ctx, "act.assign_joker_stop") : tt(ctx, "act.assign_joker_none");
      }
      return tt(ctx, "act.assign_joker", { row: clueName(ctx, action.row) });
    case "accept":
      if (pending.decision === "onto_joker") return tt(ctx, "act.accept.onto_joker", { row: clueName(ctx, pending.row) });
      if (pending.character === "von_kramm" && pending.seat !== undefined) return tt(ctx, "act.accept.von_kramm");
      if (pending.character) return tt(ctx, "act.accept.confirm", { char: charRef(ctx, pending.character) });
      return tt(ctx, "act.accept");
    case "decline":
      if (pending.character && pending.decision !== "onto_joker")
        return tt(ctx, "act.decline_char", { char: charRef(ctx, pending.character) });
      if (pending.decision === "steal") return tt(ctx, "act.decline_char", { char: charRef(ctx, "irene_adler") });
      if (pending.decision === "errand") return tt(ctx, "act.decline_char", { char: charRef(ctx, "billy") });
      if (pending.decision === "swap") return tt(ctx, "act.decline_char", { char: charRef(ctx, "violet_hunter") });
      return tt(ctx, "act.decline");
    case "pay_markers":
      return tt(ctx, "act.pay_markers");
    case "reserve":
      return tt(ctx, "act.reserve", { clue: clueName(ctx, line[action.slot]), the_clue: theClue(ctx, line[action.slot]), n: slotN(action.slot) });
    case "reveal":
      return tt(ctx, "act.reveal", { card: clueName(ctx, action.card) });
    case "end_turn":
      return tt(ctx, "act.end_turn");
    case "lay":
      return tt(ctx, "act.lay", { char: charRef(ctx, action.character) });
    case "choose_start":
      return tt(ctx, "act.choose_start", { char: charRef(ctx, action.character) });
    default:
      return "";
  }
}

/**
 * @param {Record<string, any>} e  one redacted event
 * @param {any} snapshot
 * @param {Ctx} ctx
 * @returns {string|null}
 */
export function eventText(e, snapshot, ctx) {
  const line = eventLine(e, snapshot, ctx);
  return line === null ? null : cap(line);
}

/** @param {Record<string, any>} e @param {any} snapshot @param {Ctx} ctx @returns {string|null} */
function eventLine(e, snapshot, ctx) {
  const who = typeof e.seat === "number" ? ctx.seatName(e.seat) : "";
  const clue = (/** @type {string} */ c) => clueName(ctx, c);
  const the = (/** @type {string} */ c) => theClue(ctx, c);
  const n1 = (/** @type {number} */ s) => (typeof s === "number" ? s + 1 : "?");
  switch (e.type) {
    case "visit":
      return e.frm
        ? tt(ctx, "ev.visit_from", { who, char: charRef(ctx, e.character), frm: charRef(ctx, e.frm) })
        : tt(ctx, "ev.visit", { who, char: charRef(ctx, e.character) });
    case "take": {
      const srcKey = `src.${e.source}`;
      let src = tt(ctx, srcKey);
      if (src === `holmes.${srcKey}`) src = String(e.source || "");
      return e.paid
        ? tt(ctx, "ev.take_paid", { who, clue: clue(e.clue), the_clue: the(e.clue), src, paid: markersText(ctx, e.paid) })
        : tt(ctx, "ev.take", { who, clue: clue(e.clue), the_clue: the(e.clue), src });
    }
    case "refill":
      return tt(ctx, "ev.refill", { n: n1(e.slot), clue: clue(e.clue) });
    case "gain":
      return e.markers ? tt(ctx, "ev.gain", { who, markers: markersText(ctx, e.markers) }) : tt(ctx, "ev.gain_none", { who });
    case "decline":
      return tt(ctx, "ev.decline", { who, char: charRef(ctx, e.character) });
    case "count":
      return tt(ctx, "ev.count", { who, n: e.n, char: charRef(ctx, e.character) });
    case "drew":
      return Array.isArray(e.clues)
        ? tt(ctx, "ev.drew", { who, count: tt(ctx, "n_clues", { n: e.clues.length }), cards: cardList(ctx, e.clues) || "–" })
        : tt(ctx, "ev.drew_hidden", { who, count: tt(ctx, "n_clues", { n: e.count || 0 }) });
    case "keep":
      return e.clue ? tt(ctx, "ev.keep", { who, clue: clue(e.clue), the_clue: the(e.clue) }) : tt(ctx, "ev.keep_hidden", { who });
    case "keep_face_up":
      return tt(ctx, "ev.keep_face_up", { who, clue: clue(e.clue), the_clue: the(e.clue) });
    case "discard_drawn":
      return Array.isArray(e.clues)
        ? tt(ctx, "ev.discard_drawn", { who, cards: cardList(ctx, e.clues) })
        : tt(ctx, "ev.discard_drawn_hidden", { who, count: tt(ctx, "n_clues", { n: e.count || 0 }) });
    case "draw_hidden":
      return e.clue ? tt(ctx, "ev.draw_hidden", { who, clue: clue(e.clue), the_clue: the(e.clue) }) : tt(ctx, "ev.draw_hidden_unknown", { who });
    case "discard_line":
      return tt(ctx, "ev.discard_line", { who, clue: clue(e.clue), the_clue: the(e.clue), n: n1(e.slot) });
    case "under_deck":
      return e.clue ? tt(ctx, "ev.under_deck", { clue: clue(e.clue) }) : tt(ctx, "ev.under_deck_unknown");
    case "ziba_offer":
      return Array.isArray(e.clues)
        ? tt(ctx, "ev.ziba_offer", { who, count: tt(ctx, "n_clues", { n: e.clues.length }), cards: cardList(ctx, e.clues) })
        : tt(ctx, "ev.ziba_offer_hidden", { who, count: tt(ctx, "n_clues", { n: e.count || 0 }) });
    case "steal":
      return tt(ctx, "ev.steal", { who, clue: clue(e.clue), the_clue: the(e.clue), paid: markersText(ctx, e.paid || 0) });
    case "errand":
      return tt(ctx, "ev.errand", { who, clue: clue(e.clue), the_clue: the(e.clue), markers: markersText(ctx, e.markers || 0) });
    case "swap":
      return tt(ctx, "ev.swap", { who, gave: clue(e.gave), took: clue(e.took), the_gave: the(e.gave), the_took: the(e.took), n: n1(e.slot) });
    case "reserve":
      return tt(ctx, "ev.reserve", { who, clue: clue(e.clue), the_clue: the(e.clue), n: n1(e.slot) });
    case "reveal_onto_joker":
      return tt(ctx, "ev.reveal_onto_joker", { who, clue: clue(e.clue) });
    case "joker_shown":
      return tt(ctx, "ev.joker_shown", { who });
    case "joker_assigned":
      return tt(ctx, e.at_end ? "ev.joker_assigned_end" : "ev.joker_assigned", { who, row: clue(e.row) });
    case "joker_kept_unassigned":
      return tt(ctx, "ev.joker_kept_unassigned", { who });
    case "joker_unassigned":
      return own(ctx, "ev.joker_unassigned", e.seat, { who, row: clue(e.row) });
    case "villain":
      return tt(ctx, "ev.villain", { day: e.day, char: charRef(ctx, e.character) });
    case "villain_paid":
      return tt(ctx, "ev.villain_paid", { who, markers: markersText(ctx, e.markers || 0) });
    case "villain_discard":
      return tt(ctx, "ev.villain_discard", { who, card: cardName(ctx, e.clue, true) });
    case "marker_laid":
      return tt(ctx, "ev.marker_laid", { who, char: charRef(ctx, e.character) });
    case "new_character":
      return tt(ctx, "ev.new_character", { char: charRef(ctx, e.character), day: e.day });
    case "character_back":
      return tt(ctx, "ev.character_back", { char: charRef(ctx, e.character) });
    case "day_end":
      return e.spent && e.spent.length
        ? tt(ctx, "ev.day_end_spent", { day: e.day, chars: e.spent.map((/** @type {string} */ c) => charName(ctx, c)).join(", ") })
        : tt(ctx, "ev.day_end", { day: e.day });
    case "dawn":
      return tt(ctx, "ev.dawn", { day: e.day });
    case "reshuffle":
      return tt(ctx, "ev.reshuffle", { cards: tt(ctx, "n_clues", { n: e.cards || 0 }) });
    case "hidden_revealed":
      return tt(ctx, "ev.hidden_revealed", { who, cards: cardList(ctx, e.clues) });
    case "start_chosen":
      return tt(ctx, "ev.start_chosen", { who });
    case "start_revealed":
      return tt(ctx, "ev.start_revealed", {
        chars: (e.characters || []).map((/** @type {string} */ c) => charName(ctx, c)).join(", "),
      });
    case "game_over":
      if (Array.isArray(e.scores)) {
        const scores = e.scores.map((/** @type {number} */ s, /** @type {number} */ i) => `${ctx.seatName(i)} ${Number.isInteger(s) ? s : s.toFixed(1)}`).join(" – ");
        return tt(ctx, "ev.game_over_scores", { scores });
      }
      return tt(ctx, "ev.game_over");
    default:
      return null;
  }
}

/**
 * The one-line description of the decision being waited for, or "".
 * @param {any} view @param {Ctx} ctx
 */
export function pendingText(view, ctx) {
  const p = view && view.pending;
  if (!p) return "";
  const who = typeof p.seat === "number" ? ctx.seatName(p.seat) : "";
  const char = p.character ? charRef(ctx, p.character) : "";
  const params = {
    who,
    char,
    n: tt(ctx, "n_clues", { n: p.remaining || 1 }),
    cost: markersText(ctx, p.cost || 0),
    most: p.most,
    row: p.row ? clueName(ctx, p.row) : "",
  };
  if (p.decision === "take" && p.optional && p.cost) return tt(ctx, "dec.take_cost", params);
  const key = `dec.${p.decision}`;
  const txt = tt(ctx, key, params);
  return txt === `holmes.${key}` ? `${who}: ${p.decision}` : txt;
}

// -- art -------------------------------------------------------------------------------------
const SEAT_COLORS = ["#2f6db5", "#c0572b"];

/** A small emblem per clue type, drawn in a 24x24 box. @param {string} type */
function clueIcon(type) {
  const s = { fill: "none", stroke: "currentColor", "stroke-width": 1.8, "stroke-linecap": "round", "stroke-linejoin": "round" };
  const parts = {
    false_pass: [svg("rect", { x: 5, y: 3, width: 14, height: 18, rx: 2, ...s }), svg("circle", { cx: 12, cy: 10, r: 3, ...s }), svg("path", { d: "M8 16h8M9 19h6", ...s })],
    explosive: [svg("circle", { cx: 11, cy: 14, r: 6.5, ...s }), svg("path", { d: "M15 8l3-3M18 5l2 1M18 5l-0.5-2", ...s })],
    cigarette: [svg("rect", { x: 2, y: 11, width: 17, height: 4, rx: 1, ...s }), svg("path", { d: "M15 11v4M21 9c-1-2 1-3 0-5", ...s })],
    bullet: [svg("path", { d: "M9 21V10c0-4 3-7 3-7s3 3 3 7v11z", ...s }), svg("path", { d: "M9 15h6", ...s })],
    button: [svg("circle", { cx: 12, cy: 12, r: 8, ...s }), ...[[9.5, 9.5], [14.5, 9.5], [9.5, 14.5], [14.5, 14.5]].map(([x, y]) => svg("circle", { cx: x, cy: y, r: 1.1, fill: "currentColor" }))],
    footprint: [svg("path", { d: "M9 3c3 0 4 3 4 6s-1 5-1 6-1 2-3 2-3-2-3-5 0-9 3-9z", ...s }), svg("ellipse", { cx: 10, cy: 20, rx: 2.4, ry: 1.6, ...s }), svg("path", { d: "M17 9c1.5 0 2 1 2 2.5S18 14 17 14s-1.5-1-1.5-2.5S15.5 9 17 9z", ...s })],
    fingerprint: [svg("path", { d: "M6 18c-1-2-1-4-1-6a7 7 0 0114 0c0 3-1 5-2 7", ...s }), svg("path", { d: "M9 19c-1-2-1-4-1-7a4 4 0 018 0c0 3-1 5-2 7", ...s }), svg("path", { d: "M12 12c0 3 0 5-1 8", ...s })],
    map_fragment: [svg("path", { d: "M3 6l6-2 6 2 6-2v14l-6 2-6-2-6 2z", ...s }), svg("path", { d: "M9 4v14M15 6v14", ...s }), svg("path", { d: "M11 11l2 2M13 11l-2 2", ...s })],
    joker: [svg("path", { d: "M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.4 6.7 19.4l1.2-6L3.4 9.3l6-.7z", ...s })],
  };
  return svg("svg", { viewBox: "0 0 24 24", class: "icon", "aria-hidden": "true" }, parts[/** @type {keyof typeof parts} */ (type)] || []);
}

/** A face-up clue card. @param {Ctx} ctx @param {string} type @param {string} [extra] */
function clueCard(ctx, type, extra = "") {
  const v = VALUE[type];
  return h(
    "div",
    { class: `card clue clue-${type} ${extra}`, "data-clue": type, title: clueName(ctx, type) + (v ? ` (${v})` : "") },
    v ? h("span", { class: "card-value" }, String(v)) : null,
    clueIcon(type),
    h("span", { class: "card-name" }, clueName(ctx, type)),
  );
}

/** A face-down card, optionally with a count. @param {number|null} [count] @param {string} [label] */
function cardBack(count = null, label = "") {
  return h(
    "div",
    { class: "card back", title: label || null, "aria-label": label || null },
    h("span", { class: "back-mark", "aria-hidden": "true" }, "?"),
    count !== null ? h("span", { class: "card-count" }, `×${count}`) : null,
  );
}

/** An action marker (pawn). @param {number} seat @param {boolean} standing @param {Ctx} ctx */
function pawn(seat, standing, ctx) {
  const label = `${ctx.seatName(seat)}: ${tt(ctx, standing ? "standing" : "lying")}`;
  return h(
    "span",
    { class: `pawn seat-${seat} ${standing ? "standing" : "lying"}`, title: label, role: "img", "aria-label": label },
    svg(
      "svg",
      { viewBox: "0 0 20 24", "aria-hidden": "true" },
      svg("circle", { cx: 10, cy: 6, r: 4.5, fill: SEAT_COLORS[seat], stroke: "#1b1b1b", "stroke-width": 1 }),
      svg("path", { d: "M4 22c0-6 2.5-10 6-10s6 4 6 10z", fill: SEAT_COLORS[seat], stroke: "#1b1b1b", "stroke-width": 1 }),
    ),
  );
}

/** The markers (currency) as a token with a number. @param {number} n @param {string} title */
function tokens(n, title) {
  return h("span", { class: "tokens", title }, h("span", { class: "token-disc", "aria-hidden": "true" }), h("b", null, String(n)));
}

// -- the board -------------------------------------------------------------------------------
/**
 * @param {any} snapshot
 * @param {Ctx} ctx
 * @returns {HTMLElement}
 */
export function renderBoard(snapshot, ctx) {
  const v = snapshot.view || {};
  const legal = snapshot.legal || [];
  const label = (/** @type {{action: any, text: string}} */ m) => actionText(m.action, snapshot, ctx) || m.text;
  const moves = (/** @type {(a: any) => boolean} */ pred) => legal.filter((/** @type {any} */ m) => pred(m.action));
  const me = typeof snapshot.seat === "number" ? snapshot.seat : null;
  const edition = v.edition || "devir";
  const toAct = new Set(v.to_act || snapshot.to_act || []);

  // header: edition, day pips, phase, supply, decks
  const pips = h(
    "span",
    { class: "day-pips", "aria-hidden": "true" },
    Array.from({ length: v.days || 7 }, (_, i) => h("span", { class: ["pip", i + 1 < v.day && "done", i + 1 === v.day && "now"] })),
  );
  const header = h(
    "div",
    { class: "hb-header" },
    h("div", { class: "hb-title" }, h("strong", null, tt(ctx, `edition.${edition}`))),
    h("div", { class: "hb-day" }, pips, h("span", null, tt(ctx, "day", { day: v.day, days: v.days || 7 }))),
    v.phase && v.phase !== "day" ? h("span", { class: "badge phase" }, tt(ctx, `phase.${v.phase}`)) : null,
    h("div", { class: "hb-supply", title: tt(ctx, "supply_title") }, tt(ctx, "supply"), " ", tokens(v.supply ?? 0, tt(ctx, "supply_title"))),
  );

  // the pending decision
  const pend = pendingText(v, ctx);
  const pendingBox = pend
    ? h(
        "div",
        { class: ["hb-pending", v.pending && v.pending.seat === me && "mine"], role: "status" },
        h("span", null, pend),
        v.pending && Array.isArray(v.pending.cards)
          ? h("div", { class: "row-cards" }, v.pending.cards.map((/** @type {string} */ c) => {
              const el = clueCard(ctx, c, "small");
              return clickable(el, moves((a) => a.type === "keep_clue" && a.card === c), ctx, label);
            }))
          : v.pending && v.pending.card_count
            ? h("span", { class: "muted" }, " · ", tt(ctx, "pending_count", { n: v.pending.card_count }))
            : null,
      )
    : null;

  // characters
  const chars = h(
    "div",
    { class: "hb-characters", role: "list", "aria-label": tt(ctx, "characters") },
    (v.characters || []).map((/** @type {any} */ c) => {
      const villain = ["moriarty", "moran", "razzia", "gala"].includes(c.id);
      const el = h(
        "div",
        {
          class: ["char-card", c.state === "spent" && "spent", c.permanent && "permanent", villain && "villain"],
          role: "listitem",
          "data-character": c.id,
        },
        h(
          "div",
          { class: "char-head" },
          h("span", { class: "char-name" }, charName(ctx, c.id)),
          c.permanent ? h("span", { class: "badge tiny", title: tt(ctx, "permanent") }, "★") : null,
        ),
        h("div", { class: "char-ability" }, tt(ctx, `ability.${c.id}`)),
        h("div", { class: "char-text" }, abilityText(ctx, c.id, edition)),
        c.state === "spent" ? h("div", { class: "char-spent" }, tt(ctx, "spent")) : null,
        h("div", { class: "char-markers" }, (c.markers || []).map((/** @type {any} */ m) => pawn(m.seat, m.standing, ctx))),
      );
      return clickable(
        el,
        moves((a) => (a.type === "visit" && a.to === c.id) || (a.type === "lay" && a.character === c.id)),
        ctx,
        label,
      );
    }),
  );
  const cd = v.character_deck || {};
  const villainsInfo = [];
  if (cd.villains_in_game === "random") villainsInfo.push(tt(ctx, "villains_random"));
  else if (Array.isArray(cd.villains_in_game) && cd.villains_in_game.length) {
    villainsInfo.push(tt(ctx, "villains_in_game", { names: cd.villains_in_game.map((/** @type {string} */ x) => charName(ctx, x)).join(", ") }));
  }
  if (Array.isArray(cd.villains_still_in_deck) && (cd.villains_in_game === "random" || (cd.villains_in_game || []).length)) {
    villainsInfo.push(tt(ctx, "villains_left", { names: cd.villains_still_in_deck.length ? cd.villains_still_in_deck.map((/** @type {string} */ x) => charName(ctx, x)).join(", ") : tt(ctx, "villains_none") }));
  } else if (cd.villains_still_in_deck === "one unknown") {
    villainsInfo.push(tt(ctx, "villains_left", { names: tt(ctx, "one_unknown") }));
  }
  const charDeck = h(
    "div",
    { class: "hb-chardeck" },
    h("div", { class: "pile" }, h("div", { class: "card back char-back" }, h("span", { class: "card-count" }, `×${cd.count ?? 0}`)), h("span", { class: "pile-label" }, tt(ctx, "character_deck"))),
    villainsInfo.length ? h("div", { class: "muted small" }, villainsInfo.map((x) => h("div", null, x))) : null,
  );

  // alternative start: my two characters
  const mine = (v.players || []).find((/** @type {any} */ p) => p.seat === me);
  const startBox = mine && mine.start_choices
    ? h(
        "div",
        { class: "hb-start" },
        h("strong", null, mine.start_kept ? tt(ctx, "start_kept", { name: charName(ctx, mine.start_kept) }) : tt(ctx, "start_choices")),
        h("div", { class: "row-cards" }, mine.start_choices.map((/** @type {string} */ id) => {
          const el = h("div", { class: ["char-card", "mini", mine.start_kept === id && "chosen"], "data-character": id },
            h("span", { class: "char-name" }, charName(ctx, id)),
            h("div", { class: "char-ability" }, tt(ctx, `ability.${id}`)),
            h("div", { class: "char-text" }, abilityText(ctx, id, edition)));
          return clickable(el, moves((a) => a.type === "choose_start" && a.character === id), ctx, label);
        })),
      )
    : null;

  // the line, deck, discard
  const line = h(
    "div",
    { class: "hb-line", role: "list", "aria-label": tt(ctx, "line") },
    (v.line || []).map((/** @type {string|null} */ c, /** @type {number} */ i) => {
      const el = h(
        "div",
        { class: "slot", role: "listitem", "data-slot": String(i) },
        c ? clueCard(ctx, c) : h("div", { class: "card empty" }, tt(ctx, "empty")),
        h("span", { class: "slot-label" }, tt(ctx, "slot", { n: i + 1 })),
      );
      return clickable(el, moves((a) => ["take", "discard_line", "reserve", "swap"].includes(a.type) && a.slot === i), ctx, label);
    }),
  );
  const deck = v.deck || {};
  const discard = v.discard || {};
  const discardTop = Array.isArray(discard.cards) && discard.cards.length ? discard.cards[discard.cards.length - 1] : null;
  const piles = h(
    "div",
    { class: "hb-piles" },
    h("div", { class: "pile" }, cardBack(deck.count ?? 0, tt(ctx, "deck")), h("span", { class: "pile-label" }, tt(ctx, "deck")),
      deck.bottom_known && deck.bottom_known.length ? h("span", { class: "muted small" }, tt(ctx, "bottom_known", { cards: cardList(ctx, deck.bottom_known) })) : null),
    h(
      "div",
      { class: "pile" },
      discardTop ? clueCard(ctx, discardTop, "small") : discard.count ? cardBack(discard.count, tt(ctx, "discard")) : h("div", { class: "card empty small" }, "×0"),
      h("span", { class: "pile-label" }, `${tt(ctx, "discard")} (${discard.count ?? 0})`),
      Array.isArray(discard.cards) && discard.cards.length
        ? h("span", { class: "muted small" }, cardList(ctx, discard.cards))
        : Array.isArray(discard.known) && discard.known.length
          ? h("span", { class: "muted small" }, tt(ctx, "discard_known", { cards: cardList(ctx, discard.known) }))
          : null,
    ),
  );

  // the seats: "me" on the right, the other on the left (spectators: seat 0 left)
  const players = v.players || [];
  const order = me === 1 ? [0, 1] : me === 0 ? [1, 0] : [0, 1];
  const [left, right] = order.map((s) => players.find((/** @type {any} */ p) => p.seat === s) || { seat: s, area: { rows: {} } });

  const race = h(
    "table",
    { class: "hb-race" },
    h("caption", null, tt(ctx, "majorities")),
    h("thead", null, h("tr", null,
      h("th", { scope: "col", class: ["seat-col", `seat-${left.seat}`] }, ctx.seatName(left.seat)),
      h("th", { scope: "col" }, tt(ctx, "area")),
      h("th", { scope: "col", class: ["seat-col", `seat-${right.seat}`] }, ctx.seatName(right.seat)),
    )),
    h("tbody", null, TYPES.map(([type, value]) => {
      const a = rowOf(left, /** @type {string} */ (type));
      const b = rowOf(right, /** @type {string} */ (type));
      const lead = a.total > b.total ? "left" : b.total > a.total ? "right" : "";
      return h("tr", { "data-type": type },
        cell(ctx, left, /** @type {string} */ (type), a, lead === "left", moves, label),
        h("th", { scope: "row", class: "race-type" }, h("span", { class: "race-label" }, clueCard(ctx, /** @type {string} */ (type), "chip"), h("span", { class: "race-name" }, clueName(ctx, /** @type {string} */ (type))))),
        cell(ctx, right, /** @type {string} */ (type), b, lead === "right", moves, label),
      );
    }),
    h("tr", { class: "race-extra" },
      mapCell(ctx, left, moves, label),
      h("th", { scope: "row", class: "race-type" }, h("span", { class: "race-label" }, clueCard(ctx, "map_fragment", "chip"), h("span", { class: "race-name" }, tt(ctx, "map_fragments")))),
      mapCell(ctx, right, moves, label),
    ),
    h("tr", { class: "race-extra" },
      jokerCell(ctx, left, moves, label),
      h("th", { scope: "row", class: "race-type" }, h("span", { class: "race-label" }, clueCard(ctx, "joker", "chip"), h("span", { class: "race-name" }, tt(ctx, "unassigned_jokers")))),
      jokerCell(ctx, right, moves, label),
    )),
  );

  const panels = h("div", { class: "hb-players" }, [left, right].map((p) => playerPanel(ctx, p, v, me, toAct, moves, label, edition)));

  const parts = [header, pendingBox, startBox,
    h("section", { class: "hb-section" }, h("h3", null, tt(ctx, "characters")), h("div", { class: "hb-charrow" }, chars, charDeck)),
    h("section", { class: "hb-section" }, h("h3", null, tt(ctx, "line")), h("div", { class: "hb-linerow" }, line, piles)),
    h("section", { class: "hb-section hb-table" }, race, panels),
  ];
  if (v.result) parts.push(scoreTable(ctx, v.result, players));
  return h("div", { class: `board holmes edition-${edition}` }, parts);
}

/** @param {any} p @param {string} type */
function rowOf(p, type) {
  const r = (p.area && p.area.rows && p.area.rows[type]) || { clues: 0, joker: false };
  return { clues: r.clues || 0, joker: Boolean(r.joker), total: (r.clues || 0) + (r.joker ? 1 : 0) };
}

/**
 * One player's count on one clue row (with its wildcard), clickable for actions naming that card.
 * @param {Ctx} ctx @param {any} p @param {string} type @param {{clues: number, joker: boolean, total: number}} r
 * @param {boolean} leads @param {(f: (a: any) => boolean) => any[]} moves @param {(m: any) => string} label
 */
function cell(ctx, p, type, r, leads, moves, label) {
  const td = h(
    "td",
    { class: ["race-cell", leads && "leads", `seat-${p.seat}`], "data-seat": String(p.seat) },
    r.total
      ? h("span", { class: "race-count" }, h("span", { class: "bar", style: { width: `${Math.min(100, (r.total / 9) * 100)}%` } }), h("b", null, String(r.clues)),
          r.joker ? h("span", { class: "joker-badge", title: tt(ctx, "joker_on_row") }, "+★") : null)
      : h("span", { class: "muted" }, "·"),
  );
  const acts = moves((a) =>
    (["discard", "steal", "swap"].includes(a.type) && (a.card === type || a.card === `joker:${type}`)) ||
    (a.type === "assign_joker" && a.row === type) ||
    (a.type === "reveal" && a.card === type),
  );
  // a row's actions belong to the seat whose row it is: steal from the other, the rest from me
  const mineOnly = acts.filter((/** @type {any} */ m) => (m.action.type === "steal") !== (p.seat === ctx.seat));
  return clickable(td, mineOnly, ctx, label);
}

/** @param {Ctx} ctx @param {any} p @param {(f: (a: any) => boolean) => any[]} moves @param {(m: any) => string} label */
function mapCell(ctx, p, moves, label) {
  const n = (p.area && p.area.map_fragments) || 0;
  const td = h("td", { class: ["race-cell", `seat-${p.seat}`], "data-seat": String(p.seat) },
    n ? h("span", { class: "race-count" }, h("b", null, String(n)), h("span", { class: "muted small" }, ` (${MAP_SCORE[Math.min(5, n)] >= 0 ? "+" : ""}${MAP_SCORE[Math.min(5, n)]})`)) : h("span", { class: "muted" }, "·"));
  const acts = moves((a) => ["discard", "steal", "swap"].includes(a.type) && a.card === "map_fragment")
    .filter((/** @type {any} */ m) => (m.action.type === "steal") !== (p.seat === ctx.seat));
  return clickable(td, acts, ctx, label);
}

/** @param {Ctx} ctx @param {any} p @param {(f: (a: any) => boolean) => any[]} moves @param {(m: any) => string} label */
function jokerCell(ctx, p, moves, label) {
  const n = (p.area && p.area.unassigned_jokers) || 0;
  const td = h("td", { class: ["race-cell", `seat-${p.seat}`], "data-seat": String(p.seat) }, n ? h("b", null, String(n)) : h("span", { class: "muted" }, "·"));
  const acts = p.seat === ctx.seat ? moves((a) => ["discard", "swap"].includes(a.type) && a.card === "joker") : [];
  return clickable(td, acts, ctx, label);
}

/**
 * @param {Ctx} ctx @param {any} p @param {any} v @param {number|null} me @param {Set<number>} toAct
 * @param {(f: (a: any) => boolean) => any[]} moves @param {(m: any) => string} label @param {string} edition
 */
function playerPanel(ctx, p, v, me, toAct, moves, label, edition) {
  const hiddenKnown = p.hidden_known || [];
  const unknown = Math.max(0, (p.hidden_count || 0) - hiddenKnown.length);
  const standing = [];
  for (const c of v.characters || []) for (const m of c.markers || []) if (m.seat === p.seat) standing.push({ c: c.id, standing: m.standing });
  const supplyPawns = 3 - standing.length;
  const reserved = p.reserved
    ? clickable(clueCard(ctx, p.reserved, "small reserved"), p.seat === me ? moves((a) => a.type === "take" && a.slot === 4) : [], ctx, label)
    : null;
  return h(
    "div",
    { class: ["player-panel", `seat-${p.seat}`, p.seat === me && "me", toAct.has(p.seat) && "acting"], "data-seat": String(p.seat) },
    h("div", { class: "pp-head" },
      h("span", { class: `seat-dot seat-${p.seat}`, "aria-hidden": "true" }),
      h("strong", null, ctx.seatName(p.seat)),
      p.role ? h("span", { class: "badge role" }, tt(ctx, `roles.${p.role}`)) : null,
      toAct.has(p.seat) ? h("span", { class: "badge acting" }, tt(ctx, "to_act")) : null,
    ),
    h("div", { class: "pp-stats" },
      h("span", { title: tt(ctx, "markers") }, tokens(p.markers ?? 0, tt(ctx, "markers")), " ", tt(ctx, "markers")),
      h("span", null, tt(ctx, "moves_left", { n: p.moves_left ?? 0 })),
      h("span", { class: "pp-pawns", title: tt(ctx, "pawns") },
        Array.from({ length: Math.max(0, supplyPawns) }, () => pawn(p.seat, true, ctx)),
        standing.map((s) => h("span", { class: "pawn-at" }, pawn(p.seat, s.standing, ctx), h("span", { class: "small" }, charName(ctx, s.c))))),
    ),
    h("div", { class: "pp-hidden" },
      h("span", { class: "pp-label" }, `${tt(ctx, "hidden")} (${p.hidden_count || 0})`),
      h("div", { class: "row-cards" },
        hiddenKnown.map((/** @type {string} */ c) => { const el = clueCard(ctx, c, "small hidden-known"); el.title = `${clueName(ctx, c)} (${tt(ctx, "hidden")})`; return el; }),
        unknown ? cardBack(unknown, tt(ctx, "hidden")) : null),
    ),
    reserved ? h("div", { class: "pp-reserved" }, h("span", { class: "pp-label" }, tt(ctx, "reserved")), reserved) : null,
    p.holds_reservation_card ? h("div", { class: "badge res-card" }, tt(ctx, edition === "kosmos" ? "reservation_card_kosmos" : "reservation_card_devir")) : null,
    p.start_chosen !== undefined && v.phase === "alternative_start" ? h("div", { class: "muted small" }, tt(ctx, p.start_chosen ? "start_chosen" : "start_waiting")) : null,
  );
}

/** @param {Ctx} ctx @param {any} result @param {any[]} players */
function scoreTable(ctx, result, players) {
  const seats = (result.details && result.details.seats) || [];
  if (!seats.length) return h("div");
  const markers = (result.details && result.details.markers) || [];
  const rows = [
    ...TYPES.map(([type]) => [clueName(ctx, /** @type {string} */ (type)), seats.map((/** @type {any} */ s) => (s.types && s.types[type]) || 0)]),
    [tt(ctx, "score.map"), seats.map((/** @type {any} */ s) => s.map_fragments || 0)],
    [tt(ctx, "score.jokers"), seats.map((/** @type {any} */ s) => (s.unassigned_jokers || 0) + (s.jokers_assigned_at_end || 0))],
    [tt(ctx, "score.reserved"), seats.map((/** @type {any} */ s) => s.reserved_clue || 0)],
  ];
  return h("section", { class: "hb-section hb-score" },
    h("table", { class: "score-table" },
      h("caption", null, tt(ctx, "score.title")),
      h("thead", null, h("tr", null, h("th"), seats.map((/** @type {any} */ _s, /** @type {number} */ i) => h("th", { scope: "col" }, ctx.seatName(i))))),
      h("tbody", null,
        rows.map(([name, vals]) => h("tr", null, h("th", { scope: "row" }, name), /** @type {number[]} */ (vals).map((x) => h("td", null, x ? String(x) : "·")))),
        h("tr", { class: "total" }, h("th", { scope: "row" }, tt(ctx, "score.total")), seats.map((/** @type {any} */ s) => h("td", null, h("b", null, String(s.total ?? ""))))),
        markers.length ? h("tr", null, h("th", { scope: "row" }, tt(ctx, "score.markers")), markers.map((/** @type {number} */ m) => h("td", { class: "muted" }, String(m)))) : null,
      ),
    ),
  );
}

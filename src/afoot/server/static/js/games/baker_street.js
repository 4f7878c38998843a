// @ts-check
/**
 * Beyond Baker Street (`baker_street`), 2-4 players, cooperative: board, move labels and log
 * lines for the browser client (see the client contract). No casebook: the shell shows notes.
 *
 * Names. Spanish from the Spanish rulebook (shared/rules/beyond-baker-street.es.txt): carta de
 * evidencia, testigo, documento, pista, sospechoso, motivo, oportunidad, lo Imposible, pista de
 * investigación, marcador de Holmes, archivo de caso, Ayudar, Investigar, Confirmar, Eliminar,
 * Perseguir, ventaja, mazo de evidencia; the title as its first line has it ("Más allá de [las
 * reglas del juego de] Baker Street"). The rulebook calls two icons "Pista": we say Huella for
 * the footprint icon (`track`, "la huella y el carruaje") and Pista for `clue`.
 * OUR TRANSLATIONS: every German name (the title Jenseits der Baker Street, Beweiskarte, Fußabdruck, Zeuge, Indiz, Dokument, Spur,
 * Verdächtiger, Motiv, Gelegenheit, das Unmögliche, Ermittlungsleiste, Holmes-Leiste, Fallakte,
 * Helfen, Ermitteln, Bestätigen, Ausschließen, Verfolgen), the characters' titles in Spanish and
 * German (Inspector / Inspektor, Sra. Hudson) and every character effect text (the effects are a
 * fan simulator's reading, see the game's README).
 *
 * The pure parts (strings, actionText, eventText, names) use no DOM, so that `node --test` can
 * import this module; renderBoard builds elements.
 */

import { h, svg, stylesheet } from "../dom.js";
import { lookup, addGroupTitles } from "./strings.js";

export const GAME = "baker_street";
export const ICONS = ["track", "witness", "clue", "document"];
export const SECTIONS = ["suspect", "motive", "opportunity"];
export const VALUES = [1, 2, 3, 4, 5, 6];
export const CHARACTERS = [
  "lestrade", "gregson", "baynes", "bradstreet", "hopkins", "jones", "forrester", "martin",
  "irene_adler", "morstan", "blackwell", "stoner", "hilda_hope", "baskerville", "langdale_pike",
  "wiggins", "hudson", "toby",
];

/** @typedef {{t?: Function, lang?: string, seat?: number|null, seatName?: (s: number) => string, act?: (a: any) => void}} Ctx */

const EN_CHARS = {
  "char.lestrade": "Inspector Lestrade",
  "char.gregson": "Inspector Gregson",
  "char.baynes": "Inspector Baynes",
  "char.bradstreet": "Inspector Bradstreet",
  "char.hopkins": "Inspector Hopkins",
  "char.jones": "Inspector Jones",
  "char.forrester": "Inspector Forrester",
  "char.martin": "Inspector Martin",
  "char.irene_adler": "Irene Adler",
  "char.morstan": "Mary Morstan",
  "char.blackwell": "Blackwell",
  "char.stoner": "Helen Stoner",
  "char.hilda_hope": "Lady Hilda Hope",
  "char.baskerville": "Sir Henry Baskerville",
  "char.langdale_pike": "Langdale Pike",
  "char.wiggins": "Wiggins",
  "char.hudson": "Mrs. Hudson",
  "char.toby": "Toby",
  "eff.lestrade": "His Eliminate never moves Holmes, even beyond the Impossible's limit.",
  "eff.gregson": "The number he eliminates counts double on the investigation track.",
  "eff.baynes": "His Confirm moves Holmes 2 spaces away from 0.",
  "eff.bradstreet": "Cannot Assist by naming the Document icon.",
  "eff.hopkins": "Cannot Assist by naming the Witness icon.",
  "eff.jones": "Cannot Assist by naming the Track icon.",
  "eff.forrester": "Cannot Assist by naming the Clue icon.",
  "eff.martin": "Cannot Assist by naming a number.",
  "eff.irene_adler": "Once per game, as her action: Holmes moves 1 space away from 0.",
  "eff.morstan": "May Confirm a lead whose evidence is 1 short of its target.",
  "eff.blackwell": "Draws 2 and keeps 1, chosen by the player to her right; the other goes to the bottom of the deck.",
  "eff.stoner": "The Impossible holds 1 more card before Holmes moves.",
  "eff.hilda_hope": "Her Assist gives 2 hints (to one player or two) and moves Holmes once.",
  "eff.baskerville": "Once per game, as his action: swap evidence in the Impossible with evidence on a lead.",
  "eff.langdale_pike": "Once per game, as his action: swap a card of his hand with a card of another player's hand.",
  "eff.wiggins": "His Pursue does not put the lead in the Impossible.",
  "eff.hudson": "Once per game, as her action: return evidence from the Impossible to the bottom of the deck.",
  "eff.toby": "Once per game, as his action: look at the top card of the deck, put it back on top or at the bottom.",
};

export const strings = {
  en: {
    title: "Beyond Baker Street",
    "icon.track": "Track",
    "icon.witness": "Witness",
    "icon.clue": "Clue",
    "icon.document": "Document",
    "section.suspect": "Suspect",
    "section.motive": "Motive",
    "section.opportunity": "Opportunity",
    "sectionl.suspect": "suspect",
    "sectionl.motive": "motive",
    "sectionl.opportunity": "opportunity",
    evidence_card: "{icon} {value}",
    lead_card: "{section} {value} ({icon})",
    slot: "slot {n}",
    "slots.one": "slot {list}",
    "slots.other": "slots {list}",
    and: "and",
    you: "you",
    "spaces.one": "{n} space",
    "spaces.other": "{n} spaces",
    "what.value.one": "{value}",
    "what.value.other": "{value}s",
    "what.icon.one": "{icon} card",
    "what.icon.other": "{icon} cards",
    "pos.you": "your",
    "pos.other": "their",
    ...EN_CHARS,
    // actions
    "action.assist": "Assist",
    "action.investigate": "Investigate",
    "action.confirm": "Confirm",
    "action.eliminate": "Eliminate",
    "action.pursue": "Pursue",
    "action.skip": "Skip",
    "action.boost": "Irene Adler",
    "action.swap": "Baskerville",
    "action.trade": "Langdale Pike",
    "action.recover": "Mrs. Hudson",
    "action.peek": "Toby",
    "action.place": "Toby",
    "action.keep": "Blackwell",
    "act.assist.value": "Assist {to}: point out every {value} (Holmes 1 towards 0)",
    "act.assist.icon": "Assist {to}: point out every {icon} card (Holmes 1 towards 0)",
    "act.assist.second.value": "Second hint to {to}: every {value}",
    "act.assist.second.icon": "Second hint to {to}: every {icon} card",
    "act.investigate": "Investigate: play your {slot} under the {lead} lead{hint}, draw",
    "act.confirm": "Confirm the {lead} lead (Holmes 1 away from 0)",
    "act.eliminate": "Eliminate: play your {slot} to the Impossible{hint}, draw",
    "act.pursue": "Pursue: discard the {lead} lead{card} to the Impossible, reveal the next",
    "act.skip": "Give no second hint",
    "act.boost": "Irene Adler: move Holmes 1 space away from 0 (once per game)",
    "act.swap": "Baskerville: swap {impossible} (Impossible) with {card} ({lead} lead), once per game",
    "act.trade": "Langdale Pike: swap your {slot} with {to}'s {card} (once per game)",
    "act.recover": "Mrs. Hudson: return {card} from the Impossible to the bottom of the deck",
    "act.peek": "Toby: look at the top card of the deck",
    "act.place.top": "Toby: put the card back on top of the deck",
    "act.place.bottom": "Toby: put the card at the bottom of the deck",
    "act.keep": "Blackwell keeps {card}; the other goes to the bottom of the deck",
    "hint.is": " (it may be: {what})",
    // events
    "ev.assisted": "{who} assists {to}: {slots} {verb} their only {what}.",
    "ev.assisted.you": "You assist {to}: {slots} {verb} their only {what}.",
    "ev.assisted.toyou": "{who} assists you: {slots} {verb} your only {what}.",
    "verb.one": "is",
    "verb.other": "are",
    "ev.second": " (Lady Hilda Hope's second hint)",
    "ev.investigated.match": "{who} plays {card} ({slot}) under the {lead} lead: same icon, the evidence rises to {evidence} / {target}.",
    "ev.investigated.match.you": "You play {card} ({slot}) under the {lead} lead: same icon, the evidence rises to {evidence} / {target}.",
    "ev.investigated.other": "{who} plays {card} ({slot}) under the {lead} lead: another icon, the target rises to {target} (evidence {evidence}).",
    "ev.investigated.other.you": "You play {card} ({slot}) under the {lead} lead: another icon, the target rises to {target} (evidence {evidence}).",
    "ev.lead_dead": "The {lead} lead {card} is dead and goes to the Impossible; {next}.",
    "ev.lead_dead.wiggins": "The {lead} lead {card} is dead and leaves the game (Wiggins); {next}.",
    "ev.lead_next": "the next one is {card}",
    "ev.lead_none": "no {lead} lead is left",
    "ev.shuffled": "Its evidence ({cards}) is shuffled into the deck.",
    "ev.confirmed": "{who} confirms the {lead} lead, {card}!",
    "ev.confirmed.you": "You confirm the {lead} lead, {card}!",
    "ev.eliminated": "{who} eliminates {card} ({slot}) to the Impossible: the investigation track is at {track}.",
    "ev.eliminated.you": "You eliminate {card} ({slot}) to the Impossible: the investigation track is at {track}.",
    "ev.pursued": "{who} pursues the {lead} lead: it is discarded.",
    "ev.pursued.you": "You pursue the {lead} lead: it is discarded.",
    "ev.holmes.down": "Holmes moves {spaces} towards 0: he is on {space}.",
    "ev.holmes.up": "Holmes moves {spaces} away from 0: he is on {space}.",
    "ev.drew": "{who} draws a card ({slot}).",
    "ev.drew.you": "You draw a card ({slot}).",
    "ev.drew.seen": "{who} draws {card} ({slot}).",
    "ev.drew_two": "{who} draws 2 cards (Blackwell): {picker} the one she keeps.",
    "ev.drew_two.you": "You draw 2 cards (Blackwell): {picker} the one you keep.",
    "ev.drew_two.seen": "{who} draws 2 cards (Blackwell), {cards}: {picker} the one she keeps.",
    "picker.you": "you choose",
    "picker.other": "{who} chooses",
    "ev.kept": "{who} keeps one of the two cards; the other goes to the bottom of the deck.",
    "ev.kept.you": "You keep one of the two cards; the other goes to the bottom of the deck.",
    "ev.kept.seen": "{who} keeps {card}; {bottom} goes to the bottom of the deck.",
    "ev.placed.top": "{who} puts the card back on top of the deck (Toby).",
    "ev.placed.top.you": "You put the card back on top of the deck (Toby).",
    "ev.placed.bottom": "{who} puts the card at the bottom of the deck (Toby).",
    "ev.placed.bottom.you": "You put the card at the bottom of the deck (Toby).",
    "ev.peeked": "{who} looks at the top card of the deck (Toby).",
    "ev.peeked.you": "You look at the top card of the deck (Toby).",
    "ev.peeked.seen": "You look at the top card of the deck (Toby): {card}.",
    "ev.swapped": "{who} swaps {impossible} from the Impossible with {card} under the {lead} lead (Baskerville): the investigation track is at {track}.",
    "ev.swapped.you": "You swap {impossible} from the Impossible with {card} under the {lead} lead (Baskerville): the investigation track is at {track}.",
    "ev.traded": "{who} swaps their {slot} with {whose}'s {their} (Langdale Pike).",
    "ev.traded.you": "You swap your {slot} with {whose}'s {their} (Langdale Pike).",
    "ev.traded.toyou": "{who} swaps their {slot} with your {their} (Langdale Pike).",
    "ev.recovered": "{who} returns {card} from the Impossible to the bottom of the deck (Mrs. Hudson): the investigation track is at {track}.",
    "ev.recovered.you": "You return {card} from the Impossible to the bottom of the deck (Mrs. Hudson): the investigation track is at {track}.",
    "ev.ability": "{who} uses {name}'s once-per-game ability.",
    "ev.ability.you": "You use {name}'s once-per-game ability.",
    "ev.turn": "{who}'s turn.",
    "ev.turn.you": "Your turn.",
    "ev.won": "The case is solved: {reason}!",
    "ev.lost": "The game is lost: {reason}.",
    "reason.win": "three leads confirmed with the investigation track at exactly 20",
    "reason.holmes": "Holmes solved the case first (his marker reached 0)",
    "reason.passed": "the investigation track passed 20",
    "reason.last": "the last {lead} lead went to the Impossible",
    "reason.last.wiggins": "the last {lead} lead was discarded (Wiggins)",
    "reason.third": "the third lead was confirmed with the track at {track}, not 20",
    // board
    case: "Case file {n}",
    holmes_track: "Holmes",
    "holmes.note": "Holmes is on {space} (of {max}): the team loses when he reaches 0.",
    investigation_track: "Investigation track",
    "track.note": "{track} / {goal}: must be exactly {goal} when the third lead is confirmed.",
    leads: "Leads",
    lead_value: "value {value}",
    evidence: "Evidence",
    target: "Target",
    "evidence.of": "{evidence} / {target}",
    added: "Added to the target",
    matched: "Evidence",
    confirmed: "Confirmed",
    face_down: "{n} face down below",
    "hidden.one": "{n} card face down",
    "hidden.other": "{n} cards face down",
    "lead.none": "no lead left",
    "lead.confirm": "Confirm",
    impossible: "The Impossible",
    "impossible.count": "{count} / {limit} cards",
    "impossible.over": "over the limit: every new card moves Holmes 1 towards 0",
    "impossible.leads": "Dead leads",
    removed: "Out of the game (Wiggins)",
    deck: "Evidence deck",
    "deck.known": "You know: {list}",
    "deck.from_top": "{card} (#{n} from the top)",
    "deck.bottom": "{card} (at the bottom)",
    "deck.top": "{card} (on top)",
    drawn: "Blackwell's two cards",
    your_hand: "Your hand (you cannot see it)",
    hand_of: "{name}'s hand",
    "hint.none": "nothing known",
    "hint.title": "what {who} knows about this card",
    ability_used: "ability used",
    character: "Character",
    "no.character": "no character",
    "now.action": "{who}: one action (Assist, Investigate, Confirm, Eliminate or Pursue).",
    "now.action.you": "Your turn: one action (Assist, Investigate, Confirm, Eliminate or Pursue).",
    "now.second_hint": "{who} (Lady Hilda Hope) may give a second hint.",
    "now.second_hint.you": "You (Lady Hilda Hope) may give a second hint, or skip.",
    "now.keep": "{who} chooses the card Blackwell ({for}) keeps.",
    "now.keep.you": "Choose the card Blackwell ({for}) keeps.",
    "now.place": "{who} (Toby) puts the top card back on top or at the bottom.",
    "now.place.you": "Put the card back on top or at the bottom of the deck (Toby).",
    "end.won": "The team solves the case before Holmes: {reason}!",
    "end.lost": "Holmes wins: {reason}.",
    spectator: "Spectator",
  },
  es: {
    title: "Más allá de Baker Street",
    "icon.track": "Huella",
    "icon.witness": "Testigo",
    "icon.clue": "Pista",
    "icon.document": "Documento",
    "section.suspect": "Sospechoso",
    "section.motive": "Motivo",
    "section.opportunity": "Oportunidad",
    "sectionl.suspect": "sospechoso",
    "sectionl.motive": "motivo",
    "sectionl.opportunity": "oportunidad",
    evidence_card: "{icon} {value}",
    lead_card: "{section} {value} ({icon})",
    slot: "hueco {n}",
    "slots.one": "el hueco {list}",
    "slots.other": "los huecos {list}",
    and: "y",
    you: "ti",
    "spaces.one": "{n} casilla",
    "spaces.other": "{n} casillas",
    "what.value.one": "{pos} único {value}",
    "what.value.other": "todos {pos}s {value}",
    "what.icon.one": "{pos} única carta de {icon}",
    "what.icon.other": "todas {pos}s cartas de {icon}",
    "pos.you": "tu",
    "pos.other": "su",
    "char.lestrade": "Inspector Lestrade",
    "char.gregson": "Inspector Gregson",
    "char.baynes": "Inspector Baynes",
    "char.bradstreet": "Inspector Bradstreet",
    "char.hopkins": "Inspector Hopkins",
    "char.jones": "Inspector Jones",
    "char.forrester": "Inspector Forrester",
    "char.martin": "Inspector Martin",
    "char.irene_adler": "Irene Adler",
    "char.morstan": "Mary Morstan",
    "char.blackwell": "Blackwell",
    "char.stoner": "Helen Stoner",
    "char.hilda_hope": "Lady Hilda Hope",
    "char.baskerville": "Sir Henry Baskerville",
    "char.langdale_pike": "Langdale Pike",
    "char.wiggins": "Wiggins",
    "char.hudson": "Sra. Hudson",
    "char.toby": "Toby",
    "eff.lestrade": "Su Eliminar nunca mueve a Holmes, ni siquiera por encima del límite de lo Imposible.",
    "eff.gregson": "El número que elimina cuenta doble en la pista de investigación.",
    "eff.baynes": "Su Confirmar aleja a Holmes 2 casillas del 0.",
    "eff.bradstreet": "No puede Ayudar nombrando el icono Documento.",
    "eff.hopkins": "No puede Ayudar nombrando el icono Testigo.",
    "eff.jones": "No puede Ayudar nombrando el icono Huella.",
    "eff.forrester": "No puede Ayudar nombrando el icono Pista.",
    "eff.martin": "No puede Ayudar nombrando un número.",
    "eff.irene_adler": "Una vez por partida, como acción: Holmes se aleja 1 casilla del 0.",
    "eff.morstan": "Puede Confirmar una ventaja a la que le falta 1 de evidencia.",
    "eff.blackwell": "Roba 2 y se queda 1, que elige el jugador a su derecha; la otra va al fondo del mazo.",
    "eff.stoner": "Lo Imposible admite 1 carta más antes de que Holmes avance.",
    "eff.hilda_hope": "Su Ayudar da 2 pistas (a uno o dos jugadores) y mueve a Holmes una sola vez.",
    "eff.baskerville": "Una vez por partida, como acción: intercambia una evidencia de lo Imposible con una de una ventaja.",
    "eff.langdale_pike": "Una vez por partida, como acción: intercambia una carta de su mano con una de la mano de otro jugador.",
    "eff.wiggins": "Su Perseguir no pone la ventaja en lo Imposible.",
    "eff.hudson": "Una vez por partida, como acción: devuelve una evidencia de lo Imposible al fondo del mazo.",
    "eff.toby": "Una vez por partida, como acción: mira la carta superior del mazo y la deja arriba o al fondo.",
    "action.assist": "Ayudar",
    "action.investigate": "Investigar",
    "action.confirm": "Confirmar",
    "action.eliminate": "Eliminar",
    "action.pursue": "Perseguir",
    "action.skip": "Pasar",
    "action.boost": "Irene Adler",
    "action.swap": "Baskerville",
    "action.trade": "Langdale Pike",
    "action.recover": "Sra. Hudson",
    "action.peek": "Toby",
    "action.place": "Toby",
    "action.keep": "Blackwell",
    "act.assist.value": "Ayudar a {to}: señalar cada {value} (Holmes 1 hacia el 0)",
    "act.assist.icon": "Ayudar a {to}: señalar cada carta de {icon} (Holmes 1 hacia el 0)",
    "act.assist.second.value": "Segunda pista para {to}: cada {value}",
    "act.assist.second.icon": "Segunda pista para {to}: cada carta de {icon}",
    "act.investigate": "Investigar: jugar tu {slot} bajo la ventaja de {lead}{hint} y robar",
    "act.confirm": "Confirmar la ventaja de {lead} (Holmes 1 lejos del 0)",
    "act.eliminate": "Eliminar: jugar tu {slot} a lo Imposible{hint} y robar",
    "act.pursue": "Perseguir: descartar la ventaja de {lead}{card} a lo Imposible y revelar la siguiente",
    "act.skip": "No dar segunda pista",
    "act.boost": "Irene Adler: alejar a Holmes 1 casilla del 0 (una vez por partida)",
    "act.swap": "Baskerville: intercambiar {impossible} (lo Imposible) con {card} (ventaja de {lead}), una vez por partida",
    "act.trade": "Langdale Pike: intercambiar tu {slot} con {card} de {to} (una vez por partida)",
    "act.recover": "Sra. Hudson: devolver {card} de lo Imposible al fondo del mazo",
    "act.peek": "Toby: mirar la carta superior del mazo",
    "act.place.top": "Toby: dejar la carta encima del mazo",
    "act.place.bottom": "Toby: poner la carta al fondo del mazo",
    "act.keep": "Blackwell se queda {card}; la otra va al fondo del mazo",
    "hint.is": " (puede ser: {what})",
    "ev.assisted": "{who} ayuda a {to}: {what} {verb} en {slots}.",
    "ev.assisted.you": "Ayudas a {to}: {what} {verb} en {slots}.",
    "ev.assisted.toyou": "{who} te ayuda: {what} {verb} en {slots}.",
    "verb.one": "está",
    "verb.other": "están",
    "ev.second": " (segunda pista de Lady Hilda Hope)",
    "ev.investigated.match": "{who} juega {card} ({slot}) bajo la ventaja de {lead}: mismo icono, la evidencia sube a {evidence} / {target}.",
    "ev.investigated.match.you": "Juegas {card} ({slot}) bajo la ventaja de {lead}: mismo icono, la evidencia sube a {evidence} / {target}.",
    "ev.investigated.other": "{who} juega {card} ({slot}) bajo la ventaja de {lead}: otro icono, el objetivo sube a {target} (evidencia {evidence}).",
    "ev.investigated.other.you": "Juegas {card} ({slot}) bajo la ventaja de {lead}: otro icono, el objetivo sube a {target} (evidencia {evidence}).",
    "ev.lead_dead": "La ventaja de {lead} {card} está muerta y va a lo Imposible; {next}.",
    "ev.lead_dead.wiggins": "La ventaja de {lead} {card} está muerta y sale de la partida (Wiggins); {next}.",
    "ev.lead_next": "la siguiente es {card}",
    "ev.lead_none": "no queda ninguna ventaja de {lead}",
    "ev.shuffled": "Su evidencia ({cards}) se baraja en el mazo.",
    "ev.confirmed": "¡{who} confirma la ventaja de {lead}, {card}!",
    "ev.confirmed.you": "¡Confirmas la ventaja de {lead}, {card}!",
    "ev.eliminated": "{who} elimina {card} ({slot}) a lo Imposible: la pista de investigación está en {track}.",
    "ev.eliminated.you": "Eliminas {card} ({slot}) a lo Imposible: la pista de investigación está en {track}.",
    "ev.pursued": "{who} persigue la ventaja de {lead}: se descarta.",
    "ev.pursued.you": "Persigues la ventaja de {lead}: se descarta.",
    "ev.holmes.down": "Holmes avanza {spaces} hacia el 0: está en {space}.",
    "ev.holmes.up": "Holmes retrocede {spaces}, lejos del 0: está en {space}.",
    "ev.drew": "{who} roba una carta ({slot}).",
    "ev.drew.you": "Robas una carta ({slot}).",
    "ev.drew.seen": "{who} roba {card} ({slot}).",
    "ev.drew_two": "{who} roba 2 cartas (Blackwell): {picker} la que se queda.",
    "ev.drew_two.you": "Robas 2 cartas (Blackwell): {picker} la que te quedas.",
    "ev.drew_two.seen": "{who} roba 2 cartas (Blackwell), {cards}: {picker} la que se queda.",
    "picker.you": "tú eliges",
    "picker.other": "{who} elige",
    "ev.kept": "{who} se queda una de las dos cartas; la otra va al fondo del mazo.",
    "ev.kept.you": "Te quedas una de las dos cartas; la otra va al fondo del mazo.",
    "ev.kept.seen": "{who} se queda {card}; {bottom} va al fondo del mazo.",
    "ev.placed.top": "{who} deja la carta encima del mazo (Toby).",
    "ev.placed.top.you": "Dejas la carta encima del mazo (Toby).",
    "ev.placed.bottom": "{who} pone la carta al fondo del mazo (Toby).",
    "ev.placed.bottom.you": "Pones la carta al fondo del mazo (Toby).",
    "ev.peeked": "{who} mira la carta superior del mazo (Toby).",
    "ev.peeked.you": "Miras la carta superior del mazo (Toby).",
    "ev.peeked.seen": "Miras la carta superior del mazo (Toby): {card}.",
    "ev.swapped": "{who} intercambia {impossible} de lo Imposible con {card} de la ventaja de {lead} (Baskerville): la pista de investigación está en {track}.",
    "ev.swapped.you": "Intercambias {impossible} de lo Imposible con {card} de la ventaja de {lead} (Baskerville): la pista de investigación está en {track}.",
    "ev.traded": "{who} intercambia su {slot} por el {their} de {whose} (Langdale Pike).",
    "ev.traded.you": "Intercambias tu {slot} por el {their} de {whose} (Langdale Pike).",
    "ev.traded.toyou": "{who} intercambia su {slot} por tu {their} (Langdale Pike).",
    "ev.recovered": "{who} devuelve {card} de lo Imposible al fondo del mazo (Sra. Hudson): la pista de investigación está en {track}.",
    "ev.recovered.you": "Devuelves {card} de lo Imposible al fondo del mazo (Sra. Hudson): la pista de investigación está en {track}.",
    "ev.ability": "{who} usa la habilidad de {name} (una vez por partida).",
    "ev.ability.you": "Usas la habilidad de {name} (una vez por partida).",
    "ev.turn": "Turno de {who}.",
    "ev.turn.you": "Tu turno.",
    "ev.won": "¡Caso resuelto: {reason}!",
    "ev.lost": "Partida perdida: {reason}.",
    "reason.win": "tres ventajas confirmadas con la pista de investigación exactamente en 20",
    "reason.holmes": "Holmes resolvió el caso antes (su marcador llegó a 0)",
    "reason.passed": "la pista de investigación superó 20",
    "reason.last": "la última ventaja de {lead} fue a lo Imposible",
    "reason.last.wiggins": "la última ventaja de {lead} se descartó (Wiggins)",
    "reason.third": "la tercera ventaja se confirmó con la pista en {track}, no en 20",
    case: "Archivo de caso {n}",
    holmes_track: "Holmes",
    "holmes.note": "Holmes está en {space} (de {max}): el equipo pierde si llega a 0.",
    investigation_track: "Pista de investigación",
    "track.note": "{track} / {goal}: debe estar exactamente en {goal} al confirmar la tercera ventaja.",
    leads: "Ventajas",
    lead_value: "valor {value}",
    evidence: "Evidencia",
    target: "Objetivo",
    "evidence.of": "{evidence} / {target}",
    added: "Sumado al objetivo",
    matched: "Evidencia",
    confirmed: "Confirmada",
    face_down: "{n} boca abajo debajo",
    "hidden.one": "{n} carta boca abajo",
    "hidden.other": "{n} cartas boca abajo",
    "lead.none": "no quedan ventajas",
    "lead.confirm": "Confirmar",
    impossible: "Lo Imposible",
    "impossible.count": "{count} / {limit} cartas",
    "impossible.over": "por encima del límite: cada carta nueva acerca a Holmes 1 al 0",
    "impossible.leads": "Ventajas muertas",
    removed: "Fuera de la partida (Wiggins)",
    deck: "Mazo de evidencia",
    "deck.known": "Conoces: {list}",
    "deck.from_top": "{card} (n.º {n} desde arriba)",
    "deck.bottom": "{card} (al fondo)",
    "deck.top": "{card} (encima)",
    drawn: "Las dos cartas de Blackwell",
    your_hand: "Tu mano (no la ves)",
    hand_of: "Mano de {name}",
    "hint.none": "nada conocido",
    "hint.title": "lo que {who} sabe de esta carta",
    ability_used: "habilidad usada",
    character: "Personaje",
    "no.character": "sin personaje",
    "now.action": "{who}: una acción (Ayudar, Investigar, Confirmar, Eliminar o Perseguir).",
    "now.action.you": "Tu turno: una acción (Ayudar, Investigar, Confirmar, Eliminar o Perseguir).",
    "now.second_hint": "{who} (Lady Hilda Hope) puede dar una segunda pista.",
    "now.second_hint.you": "Tú (Lady Hilda Hope) puedes dar una segunda pista o pasar.",
    "now.keep": "{who} elige la carta que se queda Blackwell ({for}).",
    "now.keep.you": "Elige la carta que se queda Blackwell ({for}).",
    "now.place": "{who} (Toby) deja la carta superior arriba o al fondo.",
    "now.place.you": "Deja la carta encima o al fondo del mazo (Toby).",
    "end.won": "¡El equipo resuelve el caso antes que Holmes: {reason}!",
    "end.lost": "Gana Holmes: {reason}.",
    spectator: "Espectador",
  },
  de: {
    title: "Jenseits der Baker Street",
    "icon.track": "Fußabdruck",
    "icon.witness": "Zeuge",
    "icon.clue": "Indiz",
    "icon.document": "Dokument",
    "section.suspect": "Verdächtiger",
    "section.motive": "Motiv",
    "section.opportunity": "Gelegenheit",
    "sectionl.suspect": "Verdächtiger",
    "sectionl.motive": "Motiv",
    "sectionl.opportunity": "Gelegenheit",
    evidence_card: "{icon} {value}",
    lead_card: "{section} {value} ({icon})",
    slot: "Platz {n}",
    "slots.one": "Platz {list}",
    "slots.other": "Platz {list}",
    and: "und",
    you: "dir",
    "spaces.one": "{n} Feld",
    "spaces.other": "{n} Felder",
    "what.value.one": "die einzige {value}",
    "what.value.other": "alle {value}er",
    "what.icon.one": "die einzige {icon}-Karte",
    "what.icon.other": "alle {icon}-Karten",
    "pos.you": "deine",
    "pos.other": "ihre",
    "char.lestrade": "Inspektor Lestrade",
    "char.gregson": "Inspektor Gregson",
    "char.baynes": "Inspektor Baynes",
    "char.bradstreet": "Inspektor Bradstreet",
    "char.hopkins": "Inspektor Hopkins",
    "char.jones": "Inspektor Jones",
    "char.forrester": "Inspektor Forrester",
    "char.martin": "Inspektor Martin",
    "char.irene_adler": "Irene Adler",
    "char.morstan": "Mary Morstan",
    "char.blackwell": "Blackwell",
    "char.stoner": "Helen Stoner",
    "char.hilda_hope": "Lady Hilda Hope",
    "char.baskerville": "Sir Henry Baskerville",
    "char.langdale_pike": "Langdale Pike",
    "char.wiggins": "Wiggins",
    "char.hudson": "Mrs. Hudson",
    "char.toby": "Toby",
    "eff.lestrade": "Sein Ausschließen bewegt Holmes nie, auch nicht über dem Limit des Unmöglichen.",
    "eff.gregson": "Die Zahl, die er ausschließt, zählt auf der Ermittlungsleiste doppelt.",
    "eff.baynes": "Sein Bestätigen bewegt Holmes 2 Felder von der 0 weg.",
    "eff.bradstreet": "Darf beim Helfen nicht das Symbol Dokument nennen.",
    "eff.hopkins": "Darf beim Helfen nicht das Symbol Zeuge nennen.",
    "eff.jones": "Darf beim Helfen nicht das Symbol Fußabdruck nennen.",
    "eff.forrester": "Darf beim Helfen nicht das Symbol Indiz nennen.",
    "eff.martin": "Darf beim Helfen keine Zahl nennen.",
    "eff.irene_adler": "Einmal pro Spiel als Aktion: Holmes rückt 1 Feld von der 0 weg.",
    "eff.morstan": "Darf eine Spur bestätigen, der noch 1 Beweis zum Ziel fehlt.",
    "eff.blackwell": "Zieht 2 und behält 1, die der Spieler rechts von ihr wählt; die andere kommt unter den Stapel.",
    "eff.stoner": "Das Unmögliche fasst 1 Karte mehr, bevor Holmes vorrückt.",
    "eff.hilda_hope": "Ihr Helfen gibt 2 Hinweise (an einen oder zwei Spieler) und bewegt Holmes nur einmal.",
    "eff.baskerville": "Einmal pro Spiel als Aktion: tauscht einen Beweis im Unmöglichen gegen einen Beweis an einer Spur.",
    "eff.langdale_pike": "Einmal pro Spiel als Aktion: tauscht eine Karte seiner Hand gegen eine Karte aus der Hand eines anderen.",
    "eff.wiggins": "Sein Verfolgen legt die Spur nicht ins Unmögliche.",
    "eff.hudson": "Einmal pro Spiel als Aktion: legt einen Beweis aus dem Unmöglichen unter den Stapel zurück.",
    "eff.toby": "Einmal pro Spiel als Aktion: sieht die oberste Karte des Stapels an und legt sie oben oder unten zurück.",
    "action.assist": "Helfen",
    "action.investigate": "Ermitteln",
    "action.confirm": "Bestätigen",
    "action.eliminate": "Ausschließen",
    "action.pursue": "Verfolgen",
    "action.skip": "Verzichten",
    "action.boost": "Irene Adler",
    "action.swap": "Baskerville",
    "action.trade": "Langdale Pike",
    "action.recover": "Mrs. Hudson",
    "action.peek": "Toby",
    "action.place": "Toby",
    "action.keep": "Blackwell",
    "act.assist.value": "{to} helfen: jede {value} zeigen (Holmes 1 Richtung 0)",
    "act.assist.icon": "{to} helfen: jede {icon}-Karte zeigen (Holmes 1 Richtung 0)",
    "act.assist.second.value": "Zweiter Hinweis an {to}: jede {value}",
    "act.assist.second.icon": "Zweiter Hinweis an {to}: jede {icon}-Karte",
    "act.investigate": "Ermitteln: deinen {slot} an die Spur {lead} legen{hint}, nachziehen",
    "act.confirm": "Die Spur {lead} bestätigen (Holmes 1 weg von der 0)",
    "act.eliminate": "Ausschließen: deinen {slot} ins Unmögliche legen{hint}, nachziehen",
    "act.pursue": "Verfolgen: die Spur {lead}{card} ins Unmögliche abwerfen, die nächste aufdecken",
    "act.skip": "Keinen zweiten Hinweis geben",
    "act.boost": "Irene Adler: Holmes 1 Feld von der 0 weg (einmal pro Spiel)",
    "act.swap": "Baskerville: {impossible} (Unmögliches) gegen {card} (Spur {lead}) tauschen, einmal pro Spiel",
    "act.trade": "Langdale Pike: deinen {slot} gegen {card} von {to} tauschen (einmal pro Spiel)",
    "act.recover": "Mrs. Hudson: {card} aus dem Unmöglichen unter den Stapel legen",
    "act.peek": "Toby: die oberste Karte des Stapels ansehen",
    "act.place.top": "Toby: die Karte oben auf den Stapel zurücklegen",
    "act.place.bottom": "Toby: die Karte unter den Stapel legen",
    "act.keep": "Blackwell behält {card}; die andere kommt unter den Stapel",
    "hint.is": " (möglich: {what})",
    "ev.assisted": "{who} hilft {to}: {what} {verb} auf {slots}.",
    "ev.assisted.you": "Du hilfst {to}: {what} {verb} auf {slots}.",
    "ev.assisted.toyou": "{who} hilft dir: {what} {verb} auf {slots}.",
    "verb.one": "liegt",
    "verb.other": "liegen",
    "ev.second": " (zweiter Hinweis von Lady Hilda Hope)",
    "ev.investigated.match": "{who} legt {card} ({slot}) an die Spur {lead}: gleiches Symbol, der Beweis steigt auf {evidence} / {target}.",
    "ev.investigated.match.you": "Du legst {card} ({slot}) an die Spur {lead}: gleiches Symbol, der Beweis steigt auf {evidence} / {target}.",
    "ev.investigated.other": "{who} legt {card} ({slot}) an die Spur {lead}: anderes Symbol, das Ziel steigt auf {target} (Beweis {evidence}).",
    "ev.investigated.other.you": "Du legst {card} ({slot}) an die Spur {lead}: anderes Symbol, das Ziel steigt auf {target} (Beweis {evidence}).",
    "ev.lead_dead": "Die Spur {lead} {card} ist tot und kommt ins Unmögliche; {next}.",
    "ev.lead_dead.wiggins": "Die Spur {lead} {card} ist tot und verlässt das Spiel (Wiggins); {next}.",
    "ev.lead_next": "die nächste ist {card}",
    "ev.lead_none": "es bleibt keine Spur {lead}",
    "ev.shuffled": "Ihre Beweise ({cards}) werden in den Stapel gemischt.",
    "ev.confirmed": "{who} bestätigt die Spur {lead}, {card}!",
    "ev.confirmed.you": "Du bestätigst die Spur {lead}, {card}!",
    "ev.eliminated": "{who} schließt {card} ({slot}) ins Unmögliche aus: die Ermittlungsleiste steht auf {track}.",
    "ev.eliminated.you": "Du schließt {card} ({slot}) ins Unmögliche aus: die Ermittlungsleiste steht auf {track}.",
    "ev.pursued": "{who} verfolgt die Spur {lead}: sie wird abgeworfen.",
    "ev.pursued.you": "Du verfolgst die Spur {lead}: sie wird abgeworfen.",
    "ev.holmes.down": "Holmes rückt {spaces} Richtung 0: er steht auf {space}.",
    "ev.holmes.up": "Holmes rückt {spaces} von der 0 weg: er steht auf {space}.",
    "ev.drew": "{who} zieht eine Karte ({slot}).",
    "ev.drew.you": "Du ziehst eine Karte ({slot}).",
    "ev.drew.seen": "{who} zieht {card} ({slot}).",
    "ev.drew_two": "{who} zieht 2 Karten (Blackwell): {picker}, welche sie behält.",
    "ev.drew_two.you": "Du ziehst 2 Karten (Blackwell): {picker}, welche du behältst.",
    "ev.drew_two.seen": "{who} zieht 2 Karten (Blackwell), {cards}: {picker}, welche sie behält.",
    "picker.you": "du wählst",
    "picker.other": "{who} wählt",
    "ev.kept": "{who} behält eine der beiden Karten; die andere kommt unter den Stapel.",
    "ev.kept.you": "Du behältst eine der beiden Karten; die andere kommt unter den Stapel.",
    "ev.kept.seen": "{who} behält {card}; {bottom} kommt unter den Stapel.",
    "ev.placed.top": "{who} legt die Karte oben auf den Stapel zurück (Toby).",
    "ev.placed.top.you": "Du legst die Karte oben auf den Stapel zurück (Toby).",
    "ev.placed.bottom": "{who} legt die Karte unter den Stapel (Toby).",
    "ev.placed.bottom.you": "Du legst die Karte unter den Stapel (Toby).",
    "ev.peeked": "{who} sieht die oberste Karte des Stapels an (Toby).",
    "ev.peeked.you": "Du siehst die oberste Karte des Stapels an (Toby).",
    "ev.peeked.seen": "Du siehst die oberste Karte des Stapels an (Toby): {card}.",
    "ev.swapped": "{who} tauscht {impossible} aus dem Unmöglichen gegen {card} an der Spur {lead} (Baskerville): die Ermittlungsleiste steht auf {track}.",
    "ev.swapped.you": "Du tauschst {impossible} aus dem Unmöglichen gegen {card} an der Spur {lead} (Baskerville): die Ermittlungsleiste steht auf {track}.",
    "ev.traded": "{who} tauscht den eigenen {slot} gegen {their} von {whose} (Langdale Pike).",
    "ev.traded.you": "Du tauschst deinen {slot} gegen {their} von {whose} (Langdale Pike).",
    "ev.traded.toyou": "{who} tauscht den eigenen {slot} gegen deinen {their} (Langdale Pike).",
    "ev.recovered": "{who} legt {card} aus dem Unmöglichen unter den Stapel (Mrs. Hudson): die Ermittlungsleiste steht auf {track}.",
    "ev.recovered.you": "Du legst {card} aus dem Unmöglichen unter den Stapel (Mrs. Hudson): die Ermittlungsleiste steht auf {track}.",
    "ev.ability": "{who} nutzt die einmalige Fähigkeit von {name}.",
    "ev.ability.you": "Du nutzt die einmalige Fähigkeit von {name}.",
    "ev.turn": "{who} ist am Zug.",
    "ev.turn.you": "Du bist am Zug.",
    "ev.won": "Der Fall ist gelöst: {reason}!",
    "ev.lost": "Das Spiel ist verloren: {reason}.",
    "reason.win": "drei Spuren bestätigt, die Ermittlungsleiste genau auf 20",
    "reason.holmes": "Holmes hat den Fall zuerst gelöst (sein Marker erreichte 0)",
    "reason.passed": "die Ermittlungsleiste ist über 20 hinaus",
    "reason.last": "die letzte Spur {lead} kam ins Unmögliche",
    "reason.last.wiggins": "die letzte Spur {lead} wurde abgeworfen (Wiggins)",
    "reason.third": "die dritte Spur wurde bei {track} statt 20 bestätigt",
    case: "Fallakte {n}",
    holmes_track: "Holmes",
    "holmes.note": "Holmes steht auf {space} (von {max}): erreicht er 0, verliert das Team.",
    investigation_track: "Ermittlungsleiste",
    "track.note": "{track} / {goal}: beim Bestätigen der dritten Spur muss sie genau auf {goal} stehen.",
    leads: "Spuren",
    lead_value: "Wert {value}",
    evidence: "Beweis",
    target: "Ziel",
    "evidence.of": "{evidence} / {target}",
    added: "Zum Ziel addiert",
    matched: "Beweise",
    confirmed: "Bestätigt",
    face_down: "{n} verdeckt darunter",
    "hidden.one": "{n} Karte verdeckt",
    "hidden.other": "{n} Karten verdeckt",
    "lead.none": "keine Spur mehr",
    "lead.confirm": "Bestätigen",
    impossible: "Das Unmögliche",
    "impossible.count": "{count} / {limit} Karten",
    "impossible.over": "über dem Limit: jede neue Karte bringt Holmes 1 Richtung 0",
    "impossible.leads": "Tote Spuren",
    removed: "Aus dem Spiel (Wiggins)",
    deck: "Beweisstapel",
    "deck.known": "Du kennst: {list}",
    "deck.from_top": "{card} ({n}. von oben)",
    "deck.bottom": "{card} (ganz unten)",
    "deck.top": "{card} (oben)",
    drawn: "Blackwells zwei Karten",
    your_hand: "Deine Hand (du siehst sie nicht)",
    hand_of: "Hand von {name}",
    "hint.none": "nichts bekannt",
    "hint.title": "was {who} über diese Karte weiß",
    ability_used: "Fähigkeit benutzt",
    character: "Person",
    "no.character": "keine Person",
    "now.action": "{who}: eine Aktion (Helfen, Ermitteln, Bestätigen, Ausschließen oder Verfolgen).",
    "now.action.you": "Dein Zug: eine Aktion (Helfen, Ermitteln, Bestätigen, Ausschließen oder Verfolgen).",
    "now.second_hint": "{who} (Lady Hilda Hope) darf einen zweiten Hinweis geben.",
    "now.second_hint.you": "Du (Lady Hilda Hope) darfst einen zweiten Hinweis geben oder verzichten.",
    "now.keep": "{who} wählt die Karte, die Blackwell ({for}) behält.",
    "now.keep.you": "Wähle die Karte, die Blackwell ({for}) behält.",
    "now.place": "{who} (Toby) legt die oberste Karte oben oder unten zurück.",
    "now.place.you": "Lege die Karte oben oder unter den Stapel zurück (Toby).",
    "end.won": "Das Team löst den Fall vor Holmes: {reason}!",
    "end.lost": "Holmes gewinnt: {reason}.",
    spectator: "Zuschauer",
  },
};

addGroupTitles(strings);
const L = lookup(strings);
const { langOf, has, plural } = L;
/** Our own strings: the key in the seat's language, else English, with {name} filled in. */
export const tr = L.tr;

// -- pure helpers (no DOM) -----------------------------------------------------------------

function mine(ctx, seat) {
  return !!ctx && typeof seat === "number" && seat === ctx.seat;
}

function forSeat(ctx, key, seat, params) {
  return tr(ctx, mine(ctx, seat) && has(ctx, key + ".you") ? key + ".you" : key, params);
}

export function seatName(ctx, seat) {
  if (typeof seat !== "number") return "?";
  const name = ctx && typeof ctx.seatName === "function" ? ctx.seatName(seat) : null;
  return name || `Seat ${seat + 1}`;
}

function seatObj(ctx, seat) {
  return mine(ctx, seat) ? tr(ctx, "you") : seatName(ctx, seat);
}

function joinList(ctx, items) {
  const xs = items.map(String);
  if (xs.length <= 1) return xs.join("");
  return xs.slice(0, -1).join(", ") + " " + tr(ctx, "and") + " " + xs[xs.length - 1];
}

export function iconName(ctx, icon) {
  return tr(ctx, `icon.${icon}`);
}

/** "Suspect" (a title) */
export function sectionName(ctx, section) {
  return tr(ctx, `section.${section}`);
}

/** the section inside a sentence ("the suspect lead") */
function sectionWord(ctx, section) {
  return tr(ctx, `sectionl.${section}`);
}

/** "witness-3" -> [icon, value] */
export function parseEvidence(card) {
  const s = String(card);
  const i = s.lastIndexOf("-");
  return [s.slice(0, i), Number(s.slice(i + 1))];
}

/** "suspect-11-clue" -> [section, value, icon] */
export function parseLead(card) {
  const [section, value, icon] = String(card).split("-");
  return [section, Number(value), icon];
}

/** Translated evidence card name: "Witness 3" / "Testigo 3" / "Zeuge 3". */
export function evidenceName(ctx, card) {
  if (!card) return "?";
  const [icon, value] = parseEvidence(card);
  return tr(ctx, "evidence_card", { icon: iconName(ctx, icon), value });
}

/** Translated lead card name: "Suspect 11 (Clue)". */
export function leadName(ctx, card) {
  if (!card) return "?";
  const [section, value, icon] = parseLead(card);
  return tr(ctx, "lead_card", { section: sectionName(ctx, section), value, icon: iconName(ctx, icon) });
}

export function characterName(ctx, id) {
  return id ? tr(ctx, `char.${id}`) : tr(ctx, "no.character");
}

function evidenceList(ctx, cards) {
  return (cards || []).map((c) => evidenceName(ctx, c)).join(", ");
}

/** 0-based slot -> "slot 1" */
function slotName(ctx, slot) {
  return tr(ctx, "slot", { n: Number(slot) + 1 });
}

/** What a hint still allows, when it says anything: "3/4 · Witness". */
export function hintText(ctx, hint) {
  if (!hint) return "";
  const values = hint.values || VALUES;
  const icons = hint.icons || ICONS;
  const parts = [];
  if (values.length < VALUES.length) {
    const out = VALUES.filter((x) => !values.includes(x));
    parts.push(out.length <= 2 && values.length > 2 ? "≠" + out.join(",") : values.join("/"));
  }
  if (icons.length < ICONS.length) parts.push(icons.map((i) => iconName(ctx, i)).join("/"));
  return parts.join(" · ");
}

function view(snapshot) {
  return (snapshot && snapshot.view) || {};
}

function player(v, seat) {
  return (v.players || []).find((p) => p.seat === seat) || null;
}

/** The viewer's hint of one of their own slots, as a label suffix. */
function ownHint(ctx, snapshot, slot) {
  const v = view(snapshot);
  const seat = typeof v.seat === "number" ? v.seat : ctx && ctx.seat;
  const me = player(v, seat);
  const hint = me && me.hints ? me.hints[slot] : null;
  const text = hintText(ctx, hint);
  return text ? tr(ctx, "hint.is", { what: text }) : "";
}

/**
 * Translated label of one legal action.
 * @param {any} a @param {any} snapshot @param {Ctx} ctx @returns {string}
 */
export function actionText(a, snapshot, ctx) {
  const v = view(snapshot);
  switch (a && a.type) {
    case "assist": {
      const second = v.pending && v.pending.decision === "second_hint";
      const to = seatName(ctx, a.to);
      const base = second ? "act.assist.second" : "act.assist";
      if (a.value !== null && a.value !== undefined) return tr(ctx, `${base}.value`, { to, value: a.value });
      return tr(ctx, `${base}.icon`, { to, icon: iconName(ctx, a.icon) });
    }
    case "investigate":
      return tr(ctx, "act.investigate", {
        slot: slotName(ctx, a.slot),
        lead: sectionWord(ctx, a.lead),
        hint: ownHint(ctx, snapshot, a.slot),
      });
    case "confirm":
      return tr(ctx, "act.confirm", { lead: sectionWord(ctx, a.lead) });
    case "eliminate":
      return tr(ctx, "act.eliminate", { slot: slotName(ctx, a.slot), hint: ownHint(ctx, snapshot, a.slot) });
    case "pursue": {
      const sec = (v.sections || []).find((s) => s.lead === a.lead);
      const card = sec && sec.card ? ` (${leadName(ctx, sec.card)})` : "";
      return tr(ctx, "act.pursue", { lead: sectionWord(ctx, a.lead), card });
    }
    case "skip":
      return tr(ctx, "act.skip");
    case "boost":
      return tr(ctx, "act.boost");
    case "swap":
      return tr(ctx, "act.swap", {
        impossible: evidenceName(ctx, a.impossible),
        card: evidenceName(ctx, a.card),
        lead: sectionWord(ctx, a.lead),
      });
    case "trade": {
      const them = player(v, a.to);
      const theirs = them && them.hand ? them.hand[a.their_slot] : null;
      const card = theirs ? `${evidenceName(ctx, theirs)} (${slotName(ctx, a.their_slot)})` : slotName(ctx, a.their_slot);
      return tr(ctx, "act.trade", { slot: slotName(ctx, a.slot), to: seatName(ctx, a.to), card });
    }
    case "recover":
      return tr(ctx, "act.recover", { card: evidenceName(ctx, a.card) });
    case "peek":
      return tr(ctx, "act.peek");
    case "place":
      return tr(ctx, a.where === "bottom" ? "act.place.bottom" : "act.place.top");
    case "keep":
      return tr(ctx, "act.keep", { card: evidenceName(ctx, a.card) });
    default:
      return JSON.stringify(a);
  }
}

/** The engine's (English) end reason, translated. */
export function reasonText(ctx, reason) {
  const r = String(reason || "");
  let m;
  if (/three leads confirmed/.test(r)) return tr(ctx, "reason.win");
  if (/Holmes solved the case/.test(r)) return tr(ctx, "reason.holmes");
  if (/track passed/.test(r)) return tr(ctx, "reason.passed");
  if ((m = /the last (\w+) lead went to the Impossible/.exec(r))) return tr(ctx, "reason.last", { lead: sectionWord(ctx, m[1]) });
  if ((m = /the last (\w+) lead was discarded/.exec(r))) return tr(ctx, "reason.last.wiggins", { lead: sectionWord(ctx, m[1]) });
  if ((m = /third lead was confirmed with the track at (-?\d+)/.exec(r))) return tr(ctx, "reason.third", { track: m[1] });
  return r.replace(/^(the team wins|Holmes wins): /, "");
}

/**
 * Translated log line of one redacted event, or null to leave it out.
 * @param {any} e @param {any} snapshot @param {Ctx} ctx @returns {string|null}
 */
export function eventText(e, snapshot, ctx) {
  if (!e || typeof e !== "object") return null;
  const s = e.seat;
  const who = seatName(ctx, s);
  switch (e.type) {
    case "assisted": {
      const slots = e.slots || [];
      const n = slots.length;
      const pos = tr(ctx, mine(ctx, e.to) ? "pos.you" : "pos.other");
      const what =
        e.value !== null && e.value !== undefined
          ? plural(ctx, "what.value", n, { value: e.value, pos })
          : plural(ctx, "what.icon", n, { icon: iconName(ctx, e.icon), pos });
      const params = {
        who,
        to: seatObj(ctx, e.to),
        slots: plural(ctx, "slots", n, { list: joinList(ctx, slots.map((x) => Number(x) + 1)) }),
        verb: plural(ctx, "verb", n),
        what,
      };
      const text = mine(ctx, e.to) ? tr(ctx, "ev.assisted.toyou", params) : forSeat(ctx, "ev.assisted", s, params);
      return e.second ? text.replace(/([.!])$/, tr(ctx, "ev.second") + "$1") : text;
    }
    case "investigated":
      return forSeat(ctx, e.matched ? "ev.investigated.match" : "ev.investigated.other", s, {
        who,
        card: evidenceName(ctx, e.card),
        slot: slotName(ctx, e.slot),
        lead: sectionWord(ctx, e.lead),
        evidence: e.evidence,
        target: e.target,
      });
    case "lead_dead": {
      const next = e.revealed
        ? tr(ctx, "ev.lead_next", { card: leadName(ctx, e.revealed) })
        : tr(ctx, "ev.lead_none", { lead: sectionWord(ctx, e.lead) });
      return tr(ctx, e.impossible === false ? "ev.lead_dead.wiggins" : "ev.lead_dead", {
        lead: sectionWord(ctx, e.lead),
        card: leadName(ctx, e.card),
        next,
      });
    }
    case "shuffled_into_deck":
      return tr(ctx, "ev.shuffled", { cards: evidenceList(ctx, e.cards) });
    case "confirmed":
      return forSeat(ctx, "ev.confirmed", s, { who, lead: sectionWord(ctx, e.lead), card: leadName(ctx, e.card) });
    case "eliminated":
      return forSeat(ctx, "ev.eliminated", s, {
        who,
        card: evidenceName(ctx, e.card),
        slot: slotName(ctx, e.slot),
        track: e.track,
      });
    case "pursued":
      return forSeat(ctx, "ev.pursued", s, { who, lead: sectionWord(ctx, e.lead) });
    case "holmes": {
      const moved = Number(e.moved || 0);
      return tr(ctx, moved < 0 ? "ev.holmes.down" : "ev.holmes.up", {
        spaces: plural(ctx, "spaces", Math.abs(moved)),
        space: e.space,
      });
    }
    case "drew":
      if (e.card) return tr(ctx, "ev.drew.seen", { who, card: evidenceName(ctx, e.card), slot: slotName(ctx, e.slot) });
      return forSeat(ctx, "ev.drew", s, { who, slot: slotName(ctx, e.slot) });
    case "drew_two": {
      const picker = mine(ctx, e.picker) ? tr(ctx, "picker.you") : tr(ctx, "picker.other", { who: seatName(ctx, e.picker) });
      if (Array.isArray(e.cards)) {
        const cards = joinList(ctx, e.cards.map((c) => evidenceName(ctx, c)));
        return tr(ctx, "ev.drew_two.seen", { who, cards, picker });
      }
      return forSeat(ctx, "ev.drew_two", s, { who, picker });
    }
    case "kept":
      if (e.card) return tr(ctx, "ev.kept.seen", { who, card: evidenceName(ctx, e.card), bottom: evidenceName(ctx, e.bottom) });
      return forSeat(ctx, "ev.kept", s, { who });
    case "placed":
      return forSeat(ctx, e.where === "bottom" ? "ev.placed.bottom" : "ev.placed.top", s, { who });
    case "peeked":
      if (e.card) return tr(ctx, "ev.peeked.seen", { who, card: evidenceName(ctx, e.card) });
      return forSeat(ctx, "ev.peeked", s, { who });
    case "swapped":
      return forSeat(ctx, "ev.swapped", s, {
        who,
        impossible: evidenceName(ctx, e.impossible),
        card: evidenceName(ctx, e.card),
        lead: sectionWord(ctx, e.lead),
        track: e.track,
      });
    case "traded": {
      const params = { who, slot: slotName(ctx, e.slot), whose: seatName(ctx, e.to), their: slotName(ctx, e.their_slot) };
      if (mine(ctx, e.to)) return tr(ctx, "ev.traded.toyou", params);
      return forSeat(ctx, "ev.traded", s, params);
    }
    case "recovered":
      return forSeat(ctx, "ev.recovered", s, { who, card: evidenceName(ctx, e.card), track: e.track });
    case "ability":
      return forSeat(ctx, "ev.ability", s, { who, name: characterName(ctx, e.character) });
    case "turn":
      return forSeat(ctx, "ev.turn", s, { who });
    case "game_over":
      return tr(ctx, e.won ? "ev.won" : "ev.lost", { reason: reasonText(ctx, e.reason) });
    default:
      return null;
  }
}

export function findLegal(snapshot, action) {
  const key = canon(action);
  for (const l of (snapshot && snapshot.legal) || []) if (canon(l.action) === key) return l.action;
  return null;
}

function canon(a) {
  const o = {};
  for (const k of Object.keys(a || {}).sort()) if (a[k] !== null && a[k] !== undefined) o[k] = a[k];
  return JSON.stringify(o);
}

// -- DOM -------------------------------------------------------------------------------------

function ensureStyle() {
  stylesheet("bs-css", new URL("../../css/baker_street.css", import.meta.url).href);
}

/** Our own small icon drawings. */
function iconSvg(icon) {
  const box = { viewBox: "0 0 24 24", class: `bs-icon bs-icon-${icon}`, "aria-hidden": "true" };
  switch (icon) {
    case "track": // a footprint: sole and toes
      return svg(
        "svg",
        box,
        svg("ellipse", { cx: 11, cy: 15, rx: 4.2, ry: 6.5 }),
        svg("circle", { cx: 8, cy: 5.5, r: 1.6 }),
        svg("circle", { cx: 11.2, cy: 4.2, r: 1.7 }),
        svg("circle", { cx: 14.4, cy: 5, r: 1.5 }),
        svg("circle", { cx: 16.6, cy: 7.3, r: 1.3 }),
      );
    case "witness": // head and shoulders
      return svg("svg", box, svg("circle", { cx: 12, cy: 8, r: 4.2 }), svg("path", { d: "M3.5 21c.8-5 4.2-7.5 8.5-7.5s7.7 2.5 8.5 7.5z" }));
    case "clue": // a magnifying glass
      return svg(
        "svg",
        box,
        svg("circle", { cx: 10, cy: 10, r: 6, fill: "none", "stroke-width": 2.6 }),
        svg("line", { x1: 14.5, y1: 14.5, x2: 21, y2: 21, "stroke-width": 3.2, "stroke-linecap": "round" }),
      );
    default: // a document
      return svg(
        "svg",
        box,
        svg("path", { d: "M5 2.5h9.5L19 7v14.5H5z" }),
        svg("path", { d: "M8 10h8M8 13.5h8M8 17h5", class: "bs-doc-lines" }),
      );
  }
}

function evidenceEl(ctx, card, extra = "") {
  if (!card) return backEl("", extra);
  const [icon, value] = parseEvidence(card);
  return h(
    "span",
    { class: `bs-card bs-ev bs-i-${icon} ${extra}`.trim(), title: evidenceName(ctx, card), "data-card": card },
    h("span", { class: "bs-value" }, String(value)),
    iconSvg(icon),
    h("span", { class: "bs-card-name" }, iconName(ctx, icon)),
  );
}

function backEl(label = "", extra = "") {
  return h("span", { class: `bs-card bs-back ${extra}`.trim() }, h("span", { class: "bs-back-label" }, label));
}

function leadEl(ctx, card, extra = "") {
  if (!card) return h("span", { class: "bs-card bs-lead bs-none" }, "—");
  const [section, value, icon] = parseLead(card);
  return h(
    "span",
    { class: `bs-card bs-lead bs-i-${icon} ${extra}`.trim(), title: leadName(ctx, card), "data-lead": card },
    h("span", { class: "bs-lead-kind" }, sectionName(ctx, section)),
    h("span", { class: "bs-value" }, String(value)),
    iconSvg(icon),
    h("span", { class: "bs-card-name" }, iconName(ctx, icon)),
  );
}

function hintChips(ctx, hint) {
  const box = h("span", { class: "bs-hint" });
  const values = (hint && hint.values) || VALUES;
  const icons = (hint && hint.icons) || ICONS;
  if (values.length === VALUES.length && icons.length === ICONS.length) {
    box.append(h("span", { class: "bs-hint-none" }, "?"));
    return box;
  }
  if (values.length < VALUES.length) {
    const out = VALUES.filter((x) => !values.includes(x));
    const text = out.length <= 2 && values.length > 2 ? "≠" + out.join(",") : values.join("/");
    box.append(h("span", { class: "bs-hint-values" }, text));
  }
  if (icons.length < ICONS.length) {
    const ic = h("span", { class: "bs-hint-icons", title: icons.map((i) => iconName(ctx, i)).join(", ") });
    for (const i of icons) ic.append(h("span", { class: `bs-mini-icon bs-i-${i}` }, iconSvg(i)));
    box.append(ic);
  }
  box.title = hintText(ctx, hint);
  return box;
}

/** a track of cells 0..max with a marker */
function trackEl(cls, max, at, mark) {
  const row = h("div", { class: `bs-track ${cls}` });
  for (let i = 0; i <= max; i++) {
    const cell = h("span", { class: "bs-cell" + (i === at ? " bs-at" : "") + (mark && mark(i) ? " " + mark(i) : "") }, String(i));
    row.append(cell);
  }
  return row;
}

function tracksEl(ctx, v) {
  const hmax = v.holmes_max ?? 20;
  const goal = v.goal ?? 20;
  const track = v.track ?? 0;
  return h(
    "section",
    { class: "bs-tracks" },
    h(
      "div",
      { class: "bs-track-box" },
      h("h3", null, tr(ctx, "holmes_track"), " ", h("span", { class: "bs-big" }, String(v.holmes ?? "?"))),
      trackEl("bs-holmes", hmax, v.holmes, (i) => (i === 0 ? "bs-danger" : "")),
      h("p", { class: "bs-note" }, tr(ctx, "holmes.note", { space: v.holmes, max: hmax })),
    ),
    h(
      "div",
      { class: "bs-track-box" },
      h("h3", null, tr(ctx, "investigation_track"), " ", h("span", { class: "bs-big" }, `${track} / ${goal}`)),
      trackEl("bs-invtrack", Math.max(goal, track), track, (i) => (i === goal ? "bs-goal" : i > goal ? "bs-danger" : "")),
      h("p", { class: "bs-note" }, tr(ctx, "track.note", { track, goal })),
    ),
  );
}

/** A lead's evidence as the view shows it: "4 / 9" while open; once confirmed its cards
 * lie face down and can no longer be looked at (B3): "3 cards face down". */
export function evidenceText(ctx, sec) {
  if (sec.confirmed) return plural(ctx, "hidden", sec.hidden ?? 0);
  return tr(ctx, "evidence.of", { evidence: sec.evidence, target: sec.target });
}

function sectionEl(ctx, snapshot, sec) {
  const el = h("div", { class: "bs-section" + (sec.confirmed ? " bs-confirmed" : ""), "data-lead": sec.lead });
  el.append(h("h4", null, sectionName(ctx, sec.lead), sec.confirmed ? h("span", { class: "bs-badge bs-ok" }, "✔ " + tr(ctx, "confirmed")) : null));
  if (!sec.card) {
    el.append(h("p", { class: "bs-empty" }, tr(ctx, "lead.none")));
    return el;
  }
  const pct = sec.confirmed ? 100 : sec.target ? Math.min(100, Math.round((100 * sec.evidence) / sec.target)) : 0;
  el.append(
    h(
      "div",
      { class: "bs-lead-row" },
      leadEl(ctx, sec.card),
      h(
        "div",
        { class: "bs-lead-stats" },
        h("div", null, tr(ctx, "lead_value", { value: sec.value })),
        h("div", { class: "bs-big" }, evidenceText(ctx, sec)),
        h("div", { class: "bs-bar" }, h("span", { style: `width:${pct}%` + (sec.confirmed || sec.evidence === sec.target ? ";background:#2f7d46" : "") })),
        h("div", { class: "bs-small" }, tr(ctx, "face_down", { n: sec.face_down ?? 0 })),
      ),
    ),
  );
  if ((sec.cards || []).length) {
    el.append(h("div", { class: "bs-sub" }, h("span", { class: "bs-label" }, tr(ctx, "matched")), h("span", { class: "bs-cards" }, sec.cards.map((c) => evidenceEl(ctx, c, "bs-mini")))));
  }
  if ((sec.added || []).length) {
    el.append(h("div", { class: "bs-sub" }, h("span", { class: "bs-label" }, tr(ctx, "added")), h("span", { class: "bs-cards" }, sec.added.map((c) => evidenceEl(ctx, c, "bs-mini bs-added")))));
  }
  const confirm = findLegal(snapshot, { type: "confirm", lead: sec.lead });
  if (confirm && ctx && ctx.act) {
    el.append(h("button", { type: "button", class: "bs-confirm-btn", onclick: () => ctx.act && ctx.act(confirm) }, tr(ctx, "lead.confirm")));
  }
  return el;
}

function impossibleEl(ctx, v) {
  const imp = v.impossible || { evidence: [], leads: [], count: 0, limit: 0 };
  const over = imp.count > imp.limit;
  const el = h(
    "section",
    { class: "bs-impossible" + (over ? " bs-over" : "") },
    h("h3", null, tr(ctx, "impossible"), " ", h("span", { class: "bs-badge" + (over ? " bs-bad" : "") }, tr(ctx, "impossible.count", { count: imp.count, limit: imp.limit }))),
  );
  if (over) el.append(h("p", { class: "bs-note" }, tr(ctx, "impossible.over")));
  el.append(h("div", { class: "bs-cards" }, (imp.evidence || []).map((c) => evidenceEl(ctx, c, "bs-mini"))));
  if ((imp.leads || []).length) {
    el.append(h("div", { class: "bs-sub" }, h("span", { class: "bs-label" }, tr(ctx, "impossible.leads")), h("span", { class: "bs-cards" }, imp.leads.map((c) => leadEl(ctx, c, "bs-mini bs-deadlead")))));
  }
  if ((v.removed_leads || []).length) {
    el.append(h("div", { class: "bs-sub" }, h("span", { class: "bs-label" }, tr(ctx, "removed")), h("span", { class: "bs-cards" }, v.removed_leads.map((c) => leadEl(ctx, c, "bs-mini bs-deadlead")))));
  }
  return el;
}

function deckEl(ctx, v, snapshot) {
  const el = h("section", { class: "bs-deck" }, h("h3", null, tr(ctx, "deck")), backEl(String(v.deck ?? 0)));
  const known = v.deck_known || [];
  if (known.length) {
    const list = known.map((k) => {
      const card = evidenceName(ctx, k.card);
      if (k.from_top === 0) return tr(ctx, "deck.top", { card });
      if (k.from_top === (v.deck ?? 0) - 1) return tr(ctx, "deck.bottom", { card });
      return tr(ctx, "deck.from_top", { card, n: k.from_top + 1 });
    });
    el.append(h("p", { class: "bs-small" }, tr(ctx, "deck.known", { list: list.join(", ") })));
  }
  if ((v.drawn || []).length) {
    el.append(h("div", { class: "bs-sub" }, h("span", { class: "bs-label" }, tr(ctx, "drawn")), h("span", { class: "bs-cards" }, v.drawn.map((c) => (c ? canAct(h("span", null, evidenceEl(ctx, c)), legalWhere(snapshot, { type: "keep", card: c }), snapshot, ctx) : backEl("?", "bs-mini"))))));
  }
  return el;
}

/** @type {HTMLElement|null} */
let menu = null;
function closeMenu() {
  if (menu) menu.remove();
  menu = null;
}

/**
 * Make a board element stand for legal moves: one move, a click takes it; several, a click
 * opens a small menu of their labels.
 */
function canAct(el, moves, snapshot, ctx) {
  if (!moves.length || !ctx || !ctx.act) return el;
  const act = ctx.act;
  el.classList.add("bs-can");
  el.tabIndex = 0;
  el.setAttribute("role", "button");
  el.title = moves.map((m) => actionText(m, snapshot, ctx)).join(" · ");
  const go = (/** @type {Event} */ ev) => {
    ev.stopPropagation();
    closeMenu();
    if (moves.length === 1) return act(moves[0]);
    const box = h(
      "div",
      { class: "bs-menu", role: "menu" },
      moves.map((m) => h("button", { type: "button", role: "menuitem", onclick: () => { closeMenu(); act(m); } }, actionText(m, snapshot, ctx))),
    );
    const r = el.getBoundingClientRect();
    box.style.left = `${Math.max(4, r.left + window.scrollX)}px`;
    box.style.top = `${r.bottom + window.scrollY + 4}px`;
    document.body.append(box);
    menu = box;
    const first = box.querySelector("button");
    if (first) first.focus();
    const away = (/** @type {Event} */ e) => {
      if (menu && !menu.contains(/** @type {Node} */ (e.target))) {
        closeMenu();
        document.removeEventListener("click", away, true);
      }
    };
    document.addEventListener("click", away, true);
  };
  el.addEventListener("click", go);
  el.addEventListener("keydown", (e) => {
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      go(e);
    } else if (e.key === "Escape") closeMenu();
  });
  return el;
}

/** The legal actions (not entries) matching every key of `partial`. */
function legalWhere(snapshot, partial) {
  return ((snapshot && snapshot.legal) || [])
    .map((l) => l.action)
    .filter((a) => a && Object.entries(partial).every(([k, v]) => a[k] === v));
}

function seatEl(ctx, snapshot, p) {
  const v = view(snapshot);
  const me = mine(ctx, p.seat);
  const name = seatName(ctx, p.seat);
  const active = !v.over && v.pending && v.pending.seat === p.seat;
  const el = h("section", { class: "bs-seat" + (me ? " bs-mine" : "") + (active ? " bs-current" : ""), "data-seat": p.seat });
  const head = h("h3", null, me ? tr(ctx, "your_hand") : tr(ctx, "hand_of", { name }));
  el.append(head);
  if (p.character) {
    el.append(
      h(
        "p",
        { class: "bs-char" },
        h("strong", null, characterName(ctx, p.character)),
        p.ability_used ? h("span", { class: "bs-badge bs-bad" }, tr(ctx, "ability_used")) : null,
        h("br"),
        h("span", { class: "bs-small" }, tr(ctx, `eff.${p.character}`)),
      ),
    );
  }
  const hand = h("div", { class: "bs-hand" });
  const cards = p.hand || [];
  const n = p.hand_count ?? cards.length;
  for (let i = 0; i < n; i++) {
    const card = cards[i] ?? null;
    const slot = h(
      "div",
      { class: "bs-slot", title: tr(ctx, "hint.title", { who: me ? tr(ctx, "you") : name }) },
      h("span", { class: "bs-slot-n" }, String(i + 1)),
      card ? evidenceEl(ctx, card) : backEl("?"),
      hintChips(ctx, (p.hints || [])[i]),
    );
    if (me) {
      // your own slot: play it (investigate / eliminate), or Langdale Pike's trade
      const moves = [
        ...legalWhere(snapshot, { type: "investigate", slot: i }),
        ...legalWhere(snapshot, { type: "eliminate", slot: i }),
      ];
      canAct(slot, moves, snapshot, ctx);
    } else if (card) {
      // another player's card: the Assists naming its number or its icon
      const [icon, value] = parseEvidence(card);
      const moves = [
        ...legalWhere(snapshot, { type: "assist", to: p.seat, value }),
        ...legalWhere(snapshot, { type: "assist", to: p.seat, icon }),
      ];
      canAct(slot, moves, snapshot, ctx);
    }
    hand.append(slot);
  }
  el.append(hand);
  return el;
}

function pendingEl(ctx, v) {
  const box = h("section", { class: "bs-pending" });
  if (v.over) {
    box.classList.add(v.won ? "bs-won" : "bs-lost");
    box.append(h("strong", null, tr(ctx, v.won ? "end.won" : "end.lost", { reason: reasonText(ctx, v.reason) })));
    return box;
  }
  const p = v.pending || { decision: "action", seat: v.turn };
  const who = seatName(ctx, p.seat);
  const key = `now.${p.decision}`;
  box.append(h("strong", null, forSeat(ctx, has(ctx, key) ? key : "now.action", p.seat, { who, for: seatName(ctx, p.for) })));
  return box;
}

/**
 * The board for a snapshot.
 * @param {any} snapshot @param {Ctx} ctx @returns {HTMLElement}
 */
export function renderBoard(snapshot, ctx) {
  ensureStyle();
  const v = view(snapshot);
  const root = h("div", { class: "bs-board" });
  root.append(
    h(
      "header",
      { class: "bs-head" },
      h("strong", null, tr(ctx, "case", { n: v.case ?? "?" })),
      h("span", null, tr(ctx, "holmes_track"), ": ", String(v.holmes)),
      h("span", null, tr(ctx, "investigation_track"), ": ", `${v.track} / ${v.goal ?? 20}`),
      h("span", null, tr(ctx, "impossible"), ": ", `${(v.impossible || {}).count ?? 0} / ${(v.impossible || {}).limit ?? 0}`),
      h("span", null, tr(ctx, "deck"), ": ", String(v.deck ?? 0)),
    ),
    pendingEl(ctx, v),
    tracksEl(ctx, v),
  );
  const leads = h("section", { class: "bs-leads" }, h("h3", null, tr(ctx, "leads")));
  const row = h("div", { class: "bs-sections" });
  for (const sec of v.sections || []) row.append(sectionEl(ctx, snapshot, sec));
  leads.append(row);
  root.append(leads, h("div", { class: "bs-piles" }, impossibleEl(ctx, v), deckEl(ctx, v, snapshot)));
  const me = ctx ? ctx.seat : null;
  const players = [...(v.players || [])].sort((a, b) => Number(b.seat === me) - Number(a.seat === me) || a.seat - b.seat);
  const seats = h("div", { class: "bs-seats" });
  for (const p of players) seats.append(seatEl(ctx, snapshot, p));
  root.append(seats);
  return root;
}

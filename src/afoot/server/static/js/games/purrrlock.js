// @ts-check
/**
 * Purrrlock Holmes: Furriarty's Trail (`purrrlock`), 2-5 players: board, move labels, log
 * lines and casebook for the browser client (see the client contract).
 *
 * Names. Spanish from the Spanish rulebook (shared/rules/purrrlock-holmes.es.txt): carta de
 * pista, investigación, ventaja (lead), callejón sin salida (dead end), investigar, adivinar,
 * fase de limpieza, camino / rastro, ficha de huella de pata, Furriarty, "Paws" (the rulebook
 * keeps the English call: «Paws»), Inspector Jefe de Scotland Pound, Inspector de la caja de
 * arena, mazo de pistas, pila de descarte; the title's "rastro" ("seguirás el rastro de
 * Furriarty"): Purrrlock Holmes: El rastro de Furriarty.
 * OUR TRANSLATIONS (the rulebook does not print them): the Spanish suspect names (perro, rata,
 * ganso, cuervo, rana) and every German name (Hinweiskarte, Ermittlung, Spur, Sackgasse,
 * Ermitteln, Raten, Aufräumphase, Fährte, Pfotenabdruck, Hund, Ratte, Gans, Krähe, Frosch,
 * Chefinspektor von Scotland Pound, Katzenklo-Inspektor, the call „Pfoten!“ for "Paws!" and the
 * title Purrrlock Holmes: Furriartys Fährte). English suspect names are the
 * glossary's (the amphibian's printed name is uncertain: Frog or Toad).
 *
 * The pure parts (strings, actionText, eventText, cardName, candidates) use no DOM, so that
 * `node --test` can import this module; renderBoard and renderCasebook build elements.
 */

import { h, svg, stylesheet } from "../dom.js";
import { lookup, addGroupTitles } from "./strings.js";

export const GAME = "purrrlock";
export const SUSPECTS = ["dog", "rat", "goose", "crow", "frog"];
export const HOURS = 12;
/** VP of the Furriarty token */
export const FURRIARTY_VP = 3;

/** @typedef {{t?: Function, lang?: string, seat?: number|null, seatName?: (s: number) => string, act?: (a: any) => void}} Ctx */

export const strings = {
  en: {
    title: "Purrrlock Holmes",
    "suspect.dog": "Dog",
    "suspect.rat": "Rat",
    "suspect.goose": "Goose",
    "suspect.crow": "Crow",
    "suspect.frog": "Frog",
    card: "{suspect} {hour}",
    "guess.both": "{suspect} at {hour}",
    "guess.suspect": "{suspect}",
    "guess.hour": "{hour} o'clock",
    lead: "lead",
    dead_end: "dead end",
    "answer.lead": "a lead",
    "answer.dead_end": "a dead end",
    "tokens.one": "{n} token",
    "tokens.other": "{n} tokens",
    "cards.one": "{n} card",
    "cards.other": "{n} cards",
    you: "you",
    You: "You",
    "seat.you": "{name} (you)",
    // actions
    "action.show": "Investigate",
    "action.guess": "Guess",
    "action.paws": "Paws!",
    "action.end_turn": "End the action phase",
    "act.show": "Show {card} (Investigate)",
    "act.show2": "Show {card} (second card of your Investigate)",
    "act.guess": "Guess {guess} (right: {tokens})",
    "act.guess.paws": "Paws! guess: {guess} (right: {tokens})",
    "act.paws": "Call \"Paws!\" (-1 VP at the end) and guess at once",
    "act.end": "End your action phase: pass {cards} to {next}, {draw}",
    "act.end.nothing": "End your action phase: nothing to pass ({next} draws 2), {draw}",
    "act.end.draw": "then draw 2",
    "act.end.nodraw": "no draw after your wrong guess",
    // events
    "ev.turn": "Round {round}: {who}'s turn.",
    "ev.turn.you": "Round {round}: your turn.",
    "ev.answered": "{who} shows {card}: {answer}.",
    "ev.answered.you": "You show {card}: {answer}.",
    "ev.seeded": "Seeding {who}'s investigation: {card} is {answer}.",
    "ev.seeded.you": "Seeding your investigation: {card} is {answer}.",
    "ev.guessed.right": "{who} guesses {guess}{paws}: right!",
    "ev.guessed.right.you": "You guess {guess}{paws}: right!",
    "ev.guessed.wrong": "{who} guesses {guess}{paws}: wrong.",
    "ev.guessed.wrong.you": "You guess {guess}{paws}: wrong.",
    "ev.guessed.nodraw": "{who} guesses {guess}: wrong (no cleanup draw this turn).",
    "ev.guessed.nodraw.you": "You guess {guess}: wrong (no cleanup draw this turn).",
    "ev.paws_tag": " (\"Paws!\")",
    "ev.paws": "{who} calls \"Paws!\" and guesses at once.",
    "ev.paws.you": "You call \"Paws!\" and guess at once.",
    "ev.collected": "{who} collects {tokens} from the trail.",
    "ev.collected.you": "You collect {tokens} from the trail.",
    "tok.furriarty": "Furriarty",
    "tok.up.one": "a face-up {values}",
    "tok.up.other": "face-up tokens {values}",
    "tok.down.one": "{n} face-down token",
    "tok.down.other": "{n} face-down tokens",
    "tok.worth": " (worth {values})",
    "tok.nothing": "nothing",
    and: "and",
    "ev.solved": "{who}'s investigation was {card}: solved.",
    "ev.solved.you": "Your investigation was {card}: solved.",
    "ev.solved.discard": "{who}'s investigation was {card}: solved; {cards} go to the discard pile.",
    "ev.solved.discard.you": "Your investigation was {card}: solved; {cards} go to the discard pile.",
    "ev.new_inv": "{who} draws a new investigation: {card}.",
    "ev.new_inv.hidden": "{who} draws a new investigation (hidden from them).",
    "ev.new_inv.hidden.you": "You draw a new investigation (hidden from you).",
    "ev.drew": "{who} draws {cards}.",
    "ev.drew.you": "You draw {cards}.",
    "ev.drew.seen": "{who} draws {cards}: {list}.",
    "ev.drew.seen.you": "You draw {cards}: {list}.",
    "ev.drew.none": "{who} draws nothing: deck and discard pile are empty.",
    "ev.drew.none.you": "You draw nothing: deck and discard pile are empty.",
    "ev.passed": "{who} passes {cards} to {to}.",
    "ev.passed.you": "You pass {cards} to {to}.",
    "ev.passed.seen": "{who} passes {cards} to {to}: {list}.",
    "ev.passed.seen.you": "You pass {cards} to {to}: {list}.",
    "ev.passed.toyou": "{who} passes you {cards}: {list}.",
    "ev.passed.toyou.blind": "{who} passes you {cards}.",
    "ev.furriarty": "Furriarty moves on: a {value} turns face up ({left} still ahead of him).",
    "ev.furriarty.end": "Furriarty moves on: a {value} turns face up; nothing is ahead of him now.",
    "ev.last_round": "Furriarty has reached the end of the trail: round {round} is the last round!",
    "ev.reshuffled": "The discard pile ({cards}) is shuffled into a new deck.",
    "ev.over.caught": "Furriarty is caught by {who}! Chief Inspector of Scotland Pound: {winners}.",
    "ev.over.caught.anon": "Furriarty is caught! Chief Inspector of Scotland Pound: {winners}.",
    "ev.over.escaped": "Furriarty escapes from London: nobody wins. Demoted to Litter Box Inspector: {losers}.",
    "ev.over.escaped.anon": "Furriarty escapes from London: nobody wins.",
    // board
    round: "Round {round}",
    last_round: "Last round!",
    over: "Game over",
    deck: "Deck",
    discard: "Discard pile",
    box: "Box",
    "box.note": "{n} paw prints never seen",
    reshuffles: "Deck reshuffled {n}×",
    trail: "The trail",
    "trail.note": "A right guess takes the leftmost token (suspect and hour: the 2 leftmost).",
    "trail.left": "{n} ahead of Furriarty",
    "trail.end": "Furriarty is at the end of the trail",
    "trail.mix": "Paw prints worth {mix} VP; Furriarty {f} VP",
    "tok.down.title": "face-down paw print",
    "tok.up.title": "face-up paw print: {v} VP",
    "tok.furriarty.title": "Furriarty: {v} VP (catch him to end the game)",
    your_board: "Your board",
    board_of: "{name}'s board",
    investigation: "Investigation",
    "inv.hidden": "Hidden from you: deduce it!",
    "inv.none": "none (a new one at the start of the next turn)",
    "inv.none.over": "none",
    hand: "Hand",
    "hand.count": "{cards} in hand",
    "hand.known": "you know: ",
    "hand.empty": "empty",
    leads: "Leads",
    dead_ends: "Dead ends",
    wrong_guesses: "Wrong guesses",
    completed: "Completed",
    tokens: "Tokens",
    "tokens.none": "none",
    "tokens.up": "face up: {values}",
    "tokens.down": "{n} face down",
    "tokens.down.values": "{n} face down ({values})",
    vp: "{n} VP",
    "paws.used": "\"Paws!\" used (-1 VP)",
    "paws.unused": "\"Paws!\" unused",
    "paws.can": "You may call \"Paws!\" now: one immediate guess, once per game, -1 VP at the end.",
    "paws.button": "Paws!",
    "paws.others": "\"Paws!\" may still be called by: {who}",
    "now": "Now: {who}",
    "now.paws": "{who} called \"Paws!\": one guess, right now.",
    "now.paws.you": "You called \"Paws!\": make your guess now.",
    "now.second": "{who} shows the second card of the Investigate.",
    "now.second.you": "Show the second card of your Investigate.",
    "now.action": "{who}: {todo}.",
    "now.action.you": "Your turn: {todo}.",
    "todo.show": "Investigate (show {cards})",
    "todo.guess": "guess once (optional)",
    "todo.end": "end the action phase",
    "todo.and": " and ",
    "todo.or": " or ",
    "guess.title": "Guess your investigation",
    "guess.any_suspect": "— suspect —",
    "guess.any_hour": "— hour —",
    "guess.go": "Guess",
    "guess.paws": "Paws! guess",
    "guess.hint": "Name the suspect, the hour or both (both right: 2 tokens).",
    "guess.bad": "Not a legal guess now.",
    "click.show": "Click a card of your hand to show it.",
    spectator: "Spectator",
    "result.caught": "Furriarty is caught!",
    "result.escaped": "Furriarty escaped: nobody wins.",
    "result.scores": "Scores",
    // casebook
    "cb.title": "Casebook: your investigation",
    "cb.count.one": "{n} card still possible",
    "cb.count.other": "{n} cards still possible",
    "cb.solved": "It must be {card}!",
    "cb.none": "You have no investigation right now.",
    "cb.approx": "(from the answers on your board only)",
    "cb.legend": "✓ still possible, · ruled out",
    "cb.suspect": "Suspect",
    "cb.hour": "Hour",
    "cb.click": "Click a ✓ to guess that card.",
    // issue 19: texts
    "mark.guessed": "already guessed: wrong",
    "mark.ruled_out": "ruled out by your casebook",
  },
  es: {
    title: "Purrrlock Holmes",
    "suspect.dog": "Perro",
    "suspect.rat": "Rata",
    "suspect.goose": "Ganso",
    "suspect.crow": "Cuervo",
    "suspect.frog": "Rana",
    card: "{suspect} {hour}",
    "guess.both": "{suspect} a las {hour}",
    "guess.both1": "{suspect} a la 1",
    "guess.suspect": "{suspect}",
    "guess.hour": "las {hour}",
    "guess.hour1": "la 1",
    lead: "ventaja",
    dead_end: "callejón sin salida",
    "answer.lead": "una ventaja",
    "answer.dead_end": "un callejón sin salida",
    "tokens.one": "{n} ficha",
    "tokens.other": "{n} fichas",
    "cards.one": "{n} carta",
    "cards.other": "{n} cartas",
    you: "ti",
    You: "Tú",
    "seat.you": "{name} (tú)",
    "action.show": "Investigar",
    "action.guess": "Adivinar",
    "action.paws": "¡Paws!",
    "action.end_turn": "Terminar la fase de acción",
    "act.show": "Enseñar {card} (Investigar)",
    "act.show2": "Enseñar {card} (segunda carta de tu Investigar)",
    "act.guess": "Adivinar {guess} (si aciertas: {tokens})",
    "act.guess.paws": "Adivinar con «Paws»: {guess} (si aciertas: {tokens})",
    "act.paws": "Llamar «Paws» (-1 PV al final) y adivinar en el acto",
    "act.end": "Terminar tu fase de acción: pasar {cards} a {next}, {draw}",
    "act.end.nothing": "Terminar tu fase de acción: nada que pasar ({next} roba 2), {draw}",
    "act.end.draw": "luego robar 2",
    "act.end.nodraw": "sin robar tras tu fallo",
    "ev.turn": "Ronda {round}: turno de {who}.",
    "ev.turn.you": "Ronda {round}: tu turno.",
    "ev.answered": "{who} enseña {card}: {answer}.",
    "ev.answered.you": "Enseñas {card}: {answer}.",
    "ev.seeded": "Siembra de la investigación de {who}: {card} es {answer}.",
    "ev.seeded.you": "Siembra de tu investigación: {card} es {answer}.",
    "ev.guessed.right": "{who} adivina {guess}{paws}: ¡acierta!",
    "ev.guessed.right.you": "Adivinas {guess}{paws}: ¡aciertas!",
    "ev.guessed.wrong": "{who} adivina {guess}{paws}: falla.",
    "ev.guessed.wrong.you": "Adivinas {guess}{paws}: fallas.",
    "ev.guessed.nodraw": "{who} adivina {guess}: falla (no roba en la limpieza de este turno).",
    "ev.guessed.nodraw.you": "Adivinas {guess}: fallas (no robas en la limpieza de este turno).",
    "ev.paws_tag": " («Paws»)",
    "ev.paws": "{who} llama «Paws» y adivina en el acto.",
    "ev.paws.you": "Llamas «Paws» y adivinas en el acto.",
    "ev.collected": "{who} recoge {tokens} del camino.",
    "ev.collected.you": "Recoges {tokens} del camino.",
    "tok.furriarty": "Furriarty",
    "tok.up.one": "un {values} boca arriba",
    "tok.up.other": "fichas boca arriba {values}",
    "tok.down.one": "{n} ficha boca abajo",
    "tok.down.other": "{n} fichas boca abajo",
    "tok.worth": " (valen {values})",
    "tok.nothing": "nada",
    and: "y",
    "ev.solved": "La investigación de {who} era {card}: resuelta.",
    "ev.solved.you": "Tu investigación era {card}: resuelta.",
    "ev.solved.discard": "La investigación de {who} era {card}: resuelta; {cards} van a la pila de descarte.",
    "ev.solved.discard.you": "Tu investigación era {card}: resuelta; {cards} van a la pila de descarte.",
    "ev.new_inv": "{who} roba una nueva investigación: {card}.",
    "ev.new_inv.hidden": "{who} roba una nueva investigación (oculta para su dueño).",
    "ev.new_inv.hidden.you": "Robas una nueva investigación (oculta para ti).",
    "ev.drew": "{who} roba {cards}.",
    "ev.drew.you": "Robas {cards}.",
    "ev.drew.seen": "{who} roba {cards}: {list}.",
    "ev.drew.seen.you": "Robas {cards}: {list}.",
    "ev.drew.none": "{who} no roba nada: el mazo y la pila de descarte están vacíos.",
    "ev.drew.none.you": "No robas nada: el mazo y la pila de descarte están vacíos.",
    "ev.passed": "{who} pasa {cards} a {to}.",
    "ev.passed.you": "Pasas {cards} a {to}.",
    "ev.passed.seen": "{who} pasa {cards} a {to}: {list}.",
    "ev.passed.seen.you": "Pasas {cards} a {to}: {list}.",
    "ev.passed.toyou": "{who} te pasa {cards}: {list}.",
    "ev.passed.toyou.blind": "{who} te pasa {cards}.",
    "ev.furriarty": "Furriarty avanza: un {value} queda boca arriba (le quedan {left} por delante).",
    "ev.furriarty.end": "Furriarty avanza: un {value} queda boca arriba; ya no le queda nada por delante.",
    "ev.last_round": "Furriarty ha llegado al final del camino: ¡la ronda {round} es la última!",
    "ev.reshuffled": "La pila de descarte ({cards}) se baraja como nuevo mazo.",
    "ev.over.caught": "¡{who} atrapa a Furriarty! Inspector Jefe de Scotland Pound: {winners}.",
    "ev.over.caught.anon": "¡Furriarty ha sido atrapado! Inspector Jefe de Scotland Pound: {winners}.",
    "ev.over.escaped": "Furriarty escapa de Londres: nadie gana. Degradado a Inspector de la caja de arena: {losers}.",
    "ev.over.escaped.anon": "Furriarty escapa de Londres: nadie gana.",
    round: "Ronda {round}",
    last_round: "¡Última ronda!",
    over: "Fin de la partida",
    deck: "Mazo",
    discard: "Pila de descarte",
    box: "Caja",
    "box.note": "{n} huellas que nadie ha visto",
    reshuffles: "Mazo rebarajado {n}×",
    trail: "El camino",
    "trail.note": "Un acierto recoge la ficha de más a la izquierda (sospechoso y hora: las 2 de más a la izquierda).",
    "trail.left": "{n} por delante de Furriarty",
    "trail.end": "Furriarty está al final del camino",
    "trail.mix": "Huellas de pata de {mix} PV; Furriarty {f} PV",
    "tok.down.title": "huella de pata boca abajo",
    "tok.up.title": "huella de pata boca arriba: {v} PV",
    "tok.furriarty.title": "Furriarty: {v} PV (atrápalo y termina la partida)",
    your_board: "Tu tablero",
    board_of: "Tablero de {name}",
    investigation: "Investigación",
    "inv.hidden": "Oculta para ti: ¡dedúcela!",
    "inv.none": "ninguna (robará una al empezar su próximo turno)",
    "inv.none.over": "ninguna",
    hand: "Mano",
    "hand.count": "{cards} en la mano",
    "hand.known": "conoces: ",
    "hand.empty": "vacía",
    leads: "Ventajas",
    dead_ends: "Callejones sin salida",
    wrong_guesses: "Fallos",
    completed: "Completadas",
    tokens: "Fichas",
    "tokens.none": "ninguna",
    "tokens.up": "boca arriba: {values}",
    "tokens.down": "{n} boca abajo",
    "tokens.down.values": "{n} boca abajo ({values})",
    vp: "{n} PV",
    "paws.used": "«Paws» usado (-1 PV)",
    "paws.unused": "«Paws» sin usar",
    "paws.can": "Puedes llamar «Paws» ahora: un intento inmediato, una vez por partida, -1 PV al final.",
    "paws.button": "¡Paws!",
    "paws.others": "Aún pueden llamar «Paws»: {who}",
    now: "Ahora: {who}",
    "now.paws": "{who} ha llamado «Paws»: un intento, ahora mismo.",
    "now.paws.you": "Has llamado «Paws»: adivina ahora.",
    "now.second": "{who} enseña la segunda carta de su Investigar.",
    "now.second.you": "Enseña la segunda carta de tu Investigar.",
    "now.action": "{who}: {todo}.",
    "now.action.you": "Tu turno: {todo}.",
    "todo.show": "investigar (enseñar {cards})",
    "todo.guess": "adivinar una vez (opcional)",
    "todo.end": "terminar la fase de acción",
    "todo.and": " y ",
    "todo.or": " o ",
    "guess.title": "Adivina tu investigación",
    "guess.any_suspect": "— sospechoso —",
    "guess.any_hour": "— hora —",
    "guess.go": "Adivinar",
    "guess.paws": "Adivinar («Paws»)",
    "guess.hint": "Di el sospechoso, la hora o ambos (ambos bien: 2 fichas).",
    "guess.bad": "Ahora no es un intento válido.",
    "click.show": "Pulsa una carta de tu mano para enseñarla.",
    spectator: "Espectador",
    "result.caught": "¡Furriarty ha sido atrapado!",
    "result.escaped": "Furriarty ha escapado: nadie gana.",
    "result.scores": "Puntuación",
    "cb.title": "Libro de casos: tu investigación",
    "cb.count.one": "{n} carta todavía posible",
    "cb.count.other": "{n} cartas todavía posibles",
    "cb.solved": "¡Tiene que ser {card}!",
    "cb.none": "Ahora no tienes investigación.",
    "cb.approx": "(solo según las respuestas de tu tablero)",
    "cb.legend": "✓ todavía posible, · descartada",
    "cb.suspect": "Sospechoso",
    "cb.hour": "Hora",
    "cb.click": "Pulsa una ✓ para adivinar esa carta.",
    // issue 19: texts
    "mark.guessed": "ya adivinado: falló",
    "mark.ruled_out": "descartado por tu libro de casos",
  },
  de: {
    title: "Purrrlock Holmes",
    "suspect.dog": "Hund",
    "suspect.rat": "Ratte",
    "suspect.goose": "Gans",
    "suspect.crow": "Krähe",
    "suspect.frog": "Frosch",
    card: "{suspect} {hour}",
    "guess.both": "{suspect} um {hour}",
    "guess.suspect": "{suspect}",
    "guess.hour": "{hour} Uhr",
    lead: "Spur",
    dead_end: "Sackgasse",
    "answer.lead": "eine Spur",
    "answer.dead_end": "eine Sackgasse",
    "tokens.one": "{n} Plättchen",
    "tokens.other": "{n} Plättchen",
    "cards.one": "{n} Karte",
    "cards.other": "{n} Karten",
    you: "dich",
    You: "Du",
    "seat.you": "{name} (du)",
    "action.show": "Ermitteln",
    "action.guess": "Raten",
    "action.paws": "Pfoten!",
    "action.end_turn": "Aktionsphase beenden",
    "act.show": "{card} zeigen (Ermitteln)",
    "act.show2": "{card} zeigen (zweite Karte deiner Ermittlung)",
    "act.guess": "Raten: {guess} (richtig: {tokens})",
    "act.guess.paws": "Pfoten!-Tipp: {guess} (richtig: {tokens})",
    "act.paws": "„Pfoten!“ rufen (-1 SP am Ende) und sofort raten",
    "act.end": "Aktionsphase beenden: {cards} an {next} weitergeben, {draw}",
    "act.end.nothing": "Aktionsphase beenden: nichts weiterzugeben ({next} zieht 2), {draw}",
    "act.end.draw": "dann 2 ziehen",
    "act.end.nodraw": "nach deinem Fehltipp kein Nachziehen",
    "ev.turn": "Runde {round}: {who} ist am Zug.",
    "ev.turn.you": "Runde {round}: Du bist am Zug.",
    "ev.answered": "{who} zeigt {card}: {answer}.",
    "ev.answered.you": "Du zeigst {card}: {answer}.",
    "ev.seeded": "Start der Ermittlung von {who}: {card} ist {answer}.",
    "ev.seeded.you": "Start deiner Ermittlung: {card} ist {answer}.",
    "ev.guessed.right": "{who} rät {guess}{paws}: richtig!",
    "ev.guessed.right.you": "Du rätst {guess}{paws}: richtig!",
    "ev.guessed.wrong": "{who} rät {guess}{paws}: falsch.",
    "ev.guessed.wrong.you": "Du rätst {guess}{paws}: falsch.",
    "ev.guessed.nodraw": "{who} rät {guess}: falsch (kein Nachziehen in dieser Aufräumphase).",
    "ev.guessed.nodraw.you": "Du rätst {guess}: falsch (kein Nachziehen in dieser Aufräumphase).",
    "ev.paws_tag": " („Pfoten!“)",
    "ev.paws": "{who} ruft „Pfoten!“ und rät sofort.",
    "ev.paws.you": "Du rufst „Pfoten!“ und rätst sofort.",
    "ev.collected": "{who} nimmt {tokens} von der Fährte.",
    "ev.collected.you": "Du nimmst {tokens} von der Fährte.",
    "tok.furriarty": "Furriarty",
    "tok.up.one": "eine offene {values}",
    "tok.up.other": "offene Plättchen {values}",
    "tok.down.one": "{n} verdecktes Plättchen",
    "tok.down.other": "{n} verdeckte Plättchen",
    "tok.worth": " (Wert {values})",
    "tok.nothing": "nichts",
    and: "und",
    "ev.solved": "Die Ermittlung von {who} war {card}: gelöst.",
    "ev.solved.you": "Deine Ermittlung war {card}: gelöst.",
    "ev.solved.discard": "Die Ermittlung von {who} war {card}: gelöst; {cards} kommen auf den Ablagestapel.",
    "ev.solved.discard.you": "Deine Ermittlung war {card}: gelöst; {cards} kommen auf den Ablagestapel.",
    "ev.new_inv": "{who} zieht eine neue Ermittlung: {card}.",
    "ev.new_inv.hidden": "{who} zieht eine neue Ermittlung (für sich selbst verdeckt).",
    "ev.new_inv.hidden.you": "Du ziehst eine neue Ermittlung (für dich verdeckt).",
    "ev.drew": "{who} zieht {cards}.",
    "ev.drew.you": "Du ziehst {cards}.",
    "ev.drew.seen": "{who} zieht {cards}: {list}.",
    "ev.drew.seen.you": "Du ziehst {cards}: {list}.",
    "ev.drew.none": "{who} zieht nichts: Stapel und Ablage sind leer.",
    "ev.drew.none.you": "Du ziehst nichts: Stapel und Ablage sind leer.",
    "ev.passed": "{who} gibt {cards} an {to} weiter.",
    "ev.passed.you": "Du gibst {cards} an {to} weiter.",
    "ev.passed.seen": "{who} gibt {cards} an {to} weiter: {list}.",
    "ev.passed.seen.you": "Du gibst {cards} an {to} weiter: {list}.",
    "ev.passed.toyou": "{who} gibt dir {cards}: {list}.",
    "ev.passed.toyou.blind": "{who} gibt dir {cards}.",
    "ev.furriarty": "Furriarty zieht weiter: eine {value} wird aufgedeckt (noch {left} vor ihm).",
    "ev.furriarty.end": "Furriarty zieht weiter: eine {value} wird aufgedeckt; vor ihm liegt nichts mehr.",
    "ev.last_round": "Furriarty hat das Ende der Fährte erreicht: Runde {round} ist die letzte Runde!",
    "ev.reshuffled": "Der Ablagestapel ({cards}) wird zum neuen Stapel gemischt.",
    "ev.over.caught": "{who} fängt Furriarty! Chefinspektor von Scotland Pound: {winners}.",
    "ev.over.caught.anon": "Furriarty ist gefangen! Chefinspektor von Scotland Pound: {winners}.",
    "ev.over.escaped": "Furriarty entkommt aus London: niemand gewinnt. Zum Katzenklo-Inspektor degradiert: {losers}.",
    "ev.over.escaped.anon": "Furriarty entkommt aus London: niemand gewinnt.",
    round: "Runde {round}",
    last_round: "Letzte Runde!",
    over: "Spielende",
    deck: "Stapel",
    discard: "Ablagestapel",
    box: "Schachtel",
    "box.note": "{n} nie gesehene Pfotenabdrücke",
    reshuffles: "Stapel {n}× neu gemischt",
    trail: "Die Fährte",
    "trail.note": "Ein richtiger Tipp nimmt das Plättchen ganz links (Verdächtiger und Uhrzeit: die 2 linken).",
    "trail.left": "{n} vor Furriarty",
    "trail.end": "Furriarty ist am Ende der Fährte",
    "trail.mix": "Pfotenabdrücke zu {mix} SP; Furriarty {f} SP",
    "tok.down.title": "verdeckter Pfotenabdruck",
    "tok.up.title": "offener Pfotenabdruck: {v} SP",
    "tok.furriarty.title": "Furriarty: {v} SP (fang ihn, und das Spiel endet)",
    your_board: "Dein Tableau",
    board_of: "Tableau von {name}",
    investigation: "Ermittlung",
    "inv.hidden": "Für dich verdeckt: finde sie heraus!",
    "inv.none": "keine (eine neue zu Beginn des nächsten Zugs)",
    "inv.none.over": "keine",
    hand: "Hand",
    "hand.count": "{cards} auf der Hand",
    "hand.known": "du kennst: ",
    "hand.empty": "leer",
    leads: "Spuren",
    dead_ends: "Sackgassen",
    wrong_guesses: "Fehltipps",
    completed: "Gelöst",
    tokens: "Plättchen",
    "tokens.none": "keine",
    "tokens.up": "offen: {values}",
    "tokens.down": "{n} verdeckt",
    "tokens.down.values": "{n} verdeckt ({values})",
    vp: "{n} SP",
    "paws.used": "„Pfoten!“ benutzt (-1 SP)",
    "paws.unused": "„Pfoten!“ unbenutzt",
    "paws.can": "Du kannst jetzt „Pfoten!“ rufen: ein sofortiger Tipp, einmal pro Spiel, -1 SP am Ende.",
    "paws.button": "Pfoten!",
    "paws.others": "„Pfoten!“ können noch rufen: {who}",
    now: "Jetzt: {who}",
    "now.paws": "{who} hat „Pfoten!“ gerufen: ein Tipp, sofort.",
    "now.paws.you": "Du hast „Pfoten!“ gerufen: rate jetzt.",
    "now.second": "{who} zeigt die zweite Karte der Ermittlung.",
    "now.second.you": "Zeige die zweite Karte deiner Ermittlung.",
    "now.action": "{who}: {todo}.",
    "now.action.you": "Dein Zug: {todo}.",
    "todo.show": "ermitteln ({cards} zeigen)",
    "todo.guess": "einmal raten (freiwillig)",
    "todo.end": "die Aktionsphase beenden",
    "todo.and": " und ",
    "todo.or": " oder ",
    "guess.title": "Rate deine Ermittlung",
    "guess.any_suspect": "— Verdächtiger —",
    "guess.any_hour": "— Uhrzeit —",
    "guess.go": "Raten",
    "guess.paws": "Pfoten!-Tipp",
    "guess.hint": "Nenne den Verdächtigen, die Uhrzeit oder beides (beides richtig: 2 Plättchen).",
    "guess.bad": "Dieser Tipp ist jetzt nicht erlaubt.",
    "click.show": "Klicke eine Karte deiner Hand, um sie zu zeigen.",
    spectator: "Zuschauer",
    "result.caught": "Furriarty ist gefangen!",
    "result.escaped": "Furriarty ist entkommen: niemand gewinnt.",
    "result.scores": "Punkte",
    "cb.title": "Fallbuch: deine Ermittlung",
    "cb.count.one": "{n} Karte noch möglich",
    "cb.count.other": "{n} Karten noch möglich",
    "cb.solved": "Es muss {card} sein!",
    "cb.none": "Du hast gerade keine Ermittlung.",
    "cb.approx": "(nur aus den Antworten auf deinem Tableau)",
    "cb.legend": "✓ noch möglich, · ausgeschlossen",
    "cb.suspect": "Verdächtiger",
    "cb.hour": "Uhrzeit",
    "cb.click": "Klicke ein ✓, um auf diese Karte zu tippen.",
    // issue 19: texts
    "mark.guessed": "schon geraten: falsch",
    "mark.ruled_out": "laut deinem Fallbuch ausgeschlossen",
  },
};

addGroupTitles(strings);
const L = lookup(strings);
const { langOf, has, plural } = L;
/** Our own strings: the key in the seat's language, else English, with {name} filled in. */
export const tr = L.tr;

// -- pure helpers (no DOM) -----------------------------------------------------------------

/** The "you" variant of a key when `seat` is the viewer's own. */
function forSeat(ctx, key, seat, params) {
  const mine = ctx && typeof seat === "number" && seat === ctx.seat;
  return tr(ctx, mine && has(ctx, key + ".you") ? key + ".you" : key, params);
}

/** A seat's name (the shell's, else "Seat N"). */
export function seatName(ctx, seat) {
  if (typeof seat !== "number") return "?";
  const name = ctx && typeof ctx.seatName === "function" ? ctx.seatName(seat) : null;
  return name || `Seat ${seat + 1}`;
}

/** A seat as an object: "you" for the viewer. */
function seatObj(ctx, seat) {
  return ctx && seat === ctx.seat ? tr(ctx, "you") : seatName(ctx, seat);
}

/** "a, b and c" */
function joinList(ctx, items) {
  const xs = items.map(String);
  if (xs.length <= 1) return xs.join("");
  return xs.slice(0, -1).join(", ") + " " + tr(ctx, "and") + " " + xs[xs.length - 1];
}

/** @param {string} card "<suspect>-<hour>" @returns {[string, number]} */
export function parseCard(card) {
  const s = String(card);
  const i = s.lastIndexOf("-");
  return [s.slice(0, i), Number(s.slice(i + 1))];
}

export function suspectName(ctx, suspect) {
  return tr(ctx, `suspect.${suspect}`);
}

/** Translated card name: "Goose 7" / "Ganso 7" / "Gans 7". */
export function cardName(ctx, card) {
  const [suspect, hour] = parseCard(card);
  return tr(ctx, "card", { suspect: suspectName(ctx, suspect), hour });
}

function cardList(ctx, cards) {
  return (cards || []).map((c) => cardName(ctx, c)).join(", ");
}

/** A guess: "Goose at 7", "Goose", "7 o'clock". */
export function guessName(ctx, suspect, hour) {
  const lang = langOf(ctx);
  if (suspect && hour) {
    const key = lang === "es" && hour === 1 ? "guess.both1" : "guess.both";
    return tr(ctx, key, { suspect: suspectName(ctx, suspect), hour });
  }
  if (suspect) return tr(ctx, "guess.suspect", { suspect: suspectName(ctx, suspect) });
  return tr(ctx, lang === "es" && hour === 1 ? "guess.hour1" : "guess.hour", { hour });
}

function tokenValues(ctx, values) {
  return values.map((v) => (v === "furriarty" ? tr(ctx, "tok.furriarty") : String(v))).join(", ");
}

/** "Furriarty, a face-up 2 and 1 face-down token (worth 3)" */
function tokensSaid(ctx, faceUp, down, downValues) {
  const parts = [];
  if (faceUp.includes("furriarty")) parts.push(tr(ctx, "tok.furriarty"));
  const ups = faceUp.filter((v) => v !== "furriarty");
  if (ups.length) parts.push(plural(ctx, "tok.up", ups.length, { values: tokenValues(ctx, ups) }));
  if (down) {
    let text = plural(ctx, "tok.down", down);
    if (Array.isArray(downValues) && downValues.length) {
      text += tr(ctx, "tok.worth", { values: tokenValues(ctx, downValues) });
    }
    parts.push(text);
  }
  if (!parts.length) return tr(ctx, "tok.nothing");
  return joinList(ctx, parts);
}

/** Seat numbers named in an engine reason ("seat 2", "seats 0, 1 and 3"). */
function seatsIn(text) {
  const m = /seats? ([\d, and]+?) (?:is|are) /.exec(String(text || ""));
  return m ? (m[1].match(/\d+/g) || []).map(Number) : null;
}

function caughtBy(text) {
  const m = /caught by seat (\d+)/.exec(String(text || ""));
  return m ? Number(m[1]) : null;
}

function view(snapshot) {
  return (snapshot && snapshot.view) || {};
}

/**
 * Translated label of one legal action.
 * @param {any} action @param {any} snapshot @param {Ctx} ctx @returns {string}
 */
export function actionText(action, snapshot, ctx) {
  const v = view(snapshot);
  const turn = v.turn || {};
  switch (action && action.type) {
    case "show": {
      const second = (turn.shown || 0) > 0;
      return tr(ctx, second ? "act.show2" : "act.show", { card: cardName(ctx, action.card) });
    }
    case "guess": {
      const both = action.suspect && action.hour;
      const paws = v.pending && v.pending.decision === "paws_guess";
      return tr(ctx, paws ? "act.guess.paws" : "act.guess", {
        guess: guessName(ctx, action.suspect, action.hour),
        tokens: plural(ctx, "tokens", both ? 2 : 1),
      });
    }
    case "paws":
      return tr(ctx, "act.paws");
    case "end_turn": {
      const players = v.players || [];
      const cur = typeof turn.seat === "number" ? turn.seat : (ctx && ctx.seat) || 0;
      const n = players.length || (snapshot && snapshot.players) || 1;
      const next = seatName(ctx, (cur + 1) % n);
      const me = players[cur] || {};
      const left = Array.isArray(me.hand) ? me.hand.length : me.hand_count || 0;
      const draw = tr(ctx, turn.guessed_wrong ? "act.end.nodraw" : "act.end.draw");
      if (!left) return tr(ctx, "act.end.nothing", { next, draw });
      return tr(ctx, "act.end", { cards: plural(ctx, "cards", left), next, draw });
    }
    default:
      return JSON.stringify(action);
  }
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
    case "turn":
      return forSeat(ctx, "ev.turn", s, { who, round: e.round });
    case "answered": {
      const answer = tr(ctx, e.answer === "lead" ? "answer.lead" : "answer.dead_end");
      return forSeat(ctx, e.seeding ? "ev.seeded" : "ev.answered", s, {
        who,
        card: cardName(ctx, e.card),
        answer,
      });
    }
    case "guessed": {
      const guess = guessName(ctx, e.suspect, e.hour);
      const paws = e.paws ? tr(ctx, "ev.paws_tag") : "";
      const key = e.right ? "ev.guessed.right" : e.paws ? "ev.guessed.wrong" : "ev.guessed.nodraw";
      return forSeat(ctx, key, s, { who, guess, paws });
    }
    case "paws":
      return forSeat(ctx, "ev.paws", s, { who });
    case "collected": {
      const tokens = tokensSaid(ctx, e.face_up || [], e.face_down || 0, e.face_down_values);
      return forSeat(ctx, "ev.collected", s, { who, tokens });
    }
    case "solved": {
      const gone = e.discarded || [];
      const params = { who, card: cardName(ctx, e.card), cards: plural(ctx, "cards", gone.length) };
      return forSeat(ctx, gone.length ? "ev.solved.discard" : "ev.solved", s, params);
    }
    case "new_investigation":
      if (e.card) return tr(ctx, "ev.new_inv", { who, card: cardName(ctx, e.card) });
      return forSeat(ctx, "ev.new_inv.hidden", s, { who });
    case "drew": {
      const n = e.count || 0;
      if (!n) return forSeat(ctx, "ev.drew.none", s, { who });
      const cards = plural(ctx, "cards", n);
      if (Array.isArray(e.cards)) {
        return forSeat(ctx, "ev.drew.seen", s, { who, cards, list: cardList(ctx, e.cards) });
      }
      return forSeat(ctx, "ev.drew", s, { who, cards });
    }
    case "passed": {
      const cards = plural(ctx, "cards", e.count || 0);
      const seen = Array.isArray(e.cards);
      const list = seen ? cardList(ctx, e.cards) : "";
      if (ctx && e.to === ctx.seat) {
        return tr(ctx, seen ? "ev.passed.toyou" : "ev.passed.toyou.blind", { who, cards, list });
      }
      const to = seatObj(ctx, e.to);
      return forSeat(ctx, seen ? "ev.passed.seen" : "ev.passed", s, { who, cards, to, list });
    }
    case "furriarty_moved": {
      const left = e.left || 0;
      if (!left) return tr(ctx, "ev.furriarty.end", { value: e.revealed });
      return tr(ctx, "ev.furriarty", { value: e.revealed, left: plural(ctx, "tokens", left) });
    }
    case "last_round":
      return tr(ctx, "ev.last_round", { round: e.round });
    case "reshuffled":
      return tr(ctx, "ev.reshuffled", { cards: plural(ctx, "cards", (e.cards || []).length) });
    case "game_over": {
      const winners = e.winners || [];
      if (winners.length) {
        const names = joinList(ctx, winners.map((w) => seatName(ctx, w)));
        const by = caughtBy(e.reason);
        if (by === null) return tr(ctx, "ev.over.caught.anon", { winners: names });
        return tr(ctx, "ev.over.caught", { who: seatName(ctx, by), winners: names });
      }
      const losers = seatsIn(e.reason);
      if (!losers || !losers.length) return tr(ctx, "ev.over.escaped.anon");
      return tr(ctx, "ev.over.escaped", {
        losers: joinList(ctx, losers.map((w) => seatName(ctx, w))),
      });
    }
    default:
      return null;
  }
}

/** Hours adjacent on the clock (12 next to 1). */
function near(a, b) {
  const d = Math.abs(a - b) % HOURS;
  return d <= 1 || d === HOURS - 1;
}

/** Is `card` a lead for an investigation `inv`? */
export function isLead(card, inv) {
  const [s1, h1] = parseCard(card);
  const [s2, h2] = parseCard(inv);
  return s1 === s2 || near(h1, h2);
}

/**
 * The cards the viewer's investigation may be, when the server sends no casebook list: agree
 * with every lead, dead end and wrong guess, and not a card the view shows elsewhere (an upper
 * bound of the exact list, which also tracks deck reshuffles).
 */
export function candidatesFromView(v) {
  const me = (v.players || []).find((p) => p.seat === v.seat);
  if (!me || !me.has_investigation) return [];
  if (me.investigation) return [me.investigation];
  const seen = new Set(v.discard || []);
  for (const p of v.players || []) {
    for (const c of [...(p.leads || []), ...(p.dead_ends || []), ...(p.completed || [])]) seen.add(c);
    for (const c of [...(p.hand || []), ...(p.known_hand || [])]) seen.add(c);
    if (p.seat !== v.seat && p.investigation) seen.add(p.investigation);
  }
  const out = [];
  for (const s of SUSPECTS) {
    for (let h = 1; h <= HOURS; h++) {
      const c = `${s}-${h}`;
      if (seen.has(c)) continue;
      if (!(me.leads || []).every((l) => isLead(l, c))) continue;
      if ((me.dead_ends || []).some((d) => isLead(d, c))) continue;
      const wrong = (me.wrong_guesses || []).some(
        (g) => (!g.suspect || g.suspect === s) && (!g.hour || g.hour === h),
      );
      if (wrong) continue;
      out.push(c);
    }
  }
  return out;
}

/** Whether card "<suspect>-<hour>" is what a guess names (a null detail: any). */
function fitsGuess(card, suspect, hour) {
  const [s, h] = parseCard(card);
  return (!suspect || suspect === s) && (!hour || hour === h);
}

/**
 * The mark on a legal move whose outcome the seat already knows, or null: a guess its own
 * wrong guesses (on its board, crossed out) already answer, "guessed"; with a casebook at the
 * table, a guess none of its candidates fits, "ruled_out". Without a casebook the board's
 * answers are the player's to deduce from: no deduction is made for them.
 * @param {any} action @param {any} snapshot @param {Ctx} ctx
 * @returns {{kind: string, text: string}|null}
 */
export function actionMark(action, snapshot, ctx) {
  if (!action || action.type !== "guess") return null;
  const v = view(snapshot);
  const me = (v.players || []).find((p) => p.seat === (ctx ? ctx.seat : null));
  const wrong = (me && me.wrong_guesses) || [];
  const named = [];
  for (const s of SUSPECTS) for (let h = 1; h <= HOURS; h++) if (fitsGuess(`${s}-${h}`, action.suspect, action.hour)) named.push(`${s}-${h}`);
  if (wrong.length && named.every((c) => wrong.some((w) => fitsGuess(c, w.suspect, w.hour)))) {
    return { kind: "guessed", text: tr(ctx, "mark.guessed") };
  }
  const book = snapshot && snapshot.casebook;
  if (book && Array.isArray(book.candidates) && !book.candidates.some((c) => fitsGuess(c, action.suspect, action.hour))) {
    return { kind: "ruled_out", text: tr(ctx, "mark.ruled_out") };
  }
  return null;
}

/** The legal entry for an action equal to `action`, or null. */
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

function ownVP(p) {
  if (!Array.isArray(p.face_down_values)) return null;
  const ups = (p.tokens_face_up || []).reduce((a, v) => a + (v === "furriarty" ? FURRIARTY_VP : Number(v)), 0);
  const down = p.face_down_values.reduce((a, v) => a + Number(v), 0);
  return ups + down - (p.paws_called ? 1 : 0);
}

// -- DOM -------------------------------------------------------------------------------------

/**
 * @param {string} tag @param {Record<string, any>|null} [attrs] @param {...any} kids
 * @returns {HTMLElement}
 */
function ensureStyle() {
  stylesheet("pl-css", new URL("../../css/purrrlock.css", import.meta.url).href);
}

/** A small clock face with the hand on the card's hour. */
function clock(hour) {
  const a = ((hour % 12) * 30 * Math.PI) / 180;
  const x = 12 + 7 * Math.sin(a);
  const y = 12 - 7 * Math.cos(a);
  const ticks = [];
  for (let i = 0; i < 12; i++) {
    const b = (i * 30 * Math.PI) / 180;
    ticks.push(
      svg("circle", { cx: 12 + 9.5 * Math.sin(b), cy: 12 - 9.5 * Math.cos(b), r: i % 3 ? 0.6 : 1, class: "pl-tick" }),
    );
  }
  return svg(
    "svg",
    { viewBox: "0 0 24 24", class: "pl-clock", "aria-hidden": "true" },
    svg("circle", { cx: 12, cy: 12, r: 11, class: "pl-face" }),
    ...ticks,
    svg("line", { x1: 12, y1: 12, x2: x, y2: y, class: "pl-hand" }),
    svg("circle", { cx: 12, cy: 12, r: 1.4, class: "pl-pin" }),
  );
}

/** Paw print drawing (our own: 4 toes and a pad). */
function paw(cls = "pl-paw") {
  return svg(
    "svg",
    { viewBox: "0 0 24 24", class: cls, "aria-hidden": "true" },
    svg("ellipse", { cx: 12, cy: 16, rx: 5.5, ry: 4.5 }),
    svg("ellipse", { cx: 5.5, cy: 10, rx: 2.2, ry: 2.8 }),
    svg("ellipse", { cx: 9.5, cy: 6, rx: 2.2, ry: 2.9 }),
    svg("ellipse", { cx: 14.5, cy: 6, rx: 2.2, ry: 2.9 }),
    svg("ellipse", { cx: 18.5, cy: 10, rx: 2.2, ry: 2.8 }),
  );
}

/** A clue card face. */
function cardEl(ctx, card, extra = "", onclick = null) {
  const [suspect, hour] = parseCard(card);
  const name = cardName(ctx, card);
  const attrs = {
    class: `pl-card pl-s-${suspect} ${extra}`.trim(),
    title: name,
    "data-card": card,
  };
  const kids = [
    h("span", { class: "pl-card-suspect" }, suspectName(ctx, suspect)),
    h("span", { class: "pl-card-hour" }, String(hour)),
    clock(hour),
  ];
  if (onclick) {
    return h("button", { ...attrs, type: "button", onclick, class: attrs.class + " pl-clickable" }, ...kids);
  }
  return h("span", attrs, ...kids);
}

function backEl(label = "?", extra = "") {
  return h("span", { class: `pl-card pl-back ${extra}`.trim() }, paw("pl-back-paw"), h("span", { class: "pl-back-label" }, label));
}

function cardRow(ctx, cards, extra = "", empty = "—") {
  if (!cards || !cards.length) return h("span", { class: "pl-empty" }, empty);
  return h("span", { class: "pl-cards" }, cards.map((c) => cardEl(ctx, c, extra)));
}

function tokenEl(ctx, t) {
  if (t === "furriarty") {
    return h(
      "span",
      { class: "pl-token pl-furriarty", title: tr(ctx, "tok.furriarty.title", { v: FURRIARTY_VP }) },
      h("span", { class: "pl-f-mask" }, "F"),
      h("span", { class: "pl-f-vp" }, String(FURRIARTY_VP)),
    );
  }
  const s = String(t);
  if (s.startsWith("up:")) {
    const v = s.slice(3);
    return h("span", { class: "pl-token pl-up", title: tr(ctx, "tok.up.title", { v }) }, paw("pl-token-paw"), h("b", null, v));
  }
  return h("span", { class: "pl-token pl-down", title: tr(ctx, "tok.down.title") }, paw("pl-token-paw"));
}

function trailEl(ctx, v) {
  const trail = v.trail || [];
  const row = h("div", { class: "pl-trail-row" });
  trail.forEach((t, i) => {
    const el = tokenEl(ctx, t);
    if (i === 0) el.classList.add("pl-next");
    if (i === 1) el.classList.add("pl-next2");
    row.append(el);
  });
  const f = trail.indexOf("furriarty");
  const right = f >= 0 ? trail.length - 1 - f : 0;
  const notes = [tr(ctx, "trail.note")];
  if (f >= 0) notes.push(right ? tr(ctx, "trail.left", { n: plural(ctx, "tokens", right) }) : tr(ctx, "trail.end"));
  const counts = {};
  for (const x of v.paw_values || []) counts[x] = (counts[x] || 0) + 1;
  const mix = Object.keys(counts)
    .sort()
    .map((k) => `${counts[k]}×${k}`)
    .join(", ");
  if (mix) notes.push(tr(ctx, "trail.mix", { mix, f: FURRIARTY_VP }));
  return h(
    "section",
    { class: "pl-trail" },
    h("h3", null, tr(ctx, "trail")),
    h("div", { class: "pl-trail-wrap" }, h("span", { class: "pl-trail-start" }, "◀"), row, h("span", { class: "pl-trail-end" }, "▶")),
    h("p", { class: "pl-note" }, notes.join(" · ")),
  );
}

function tokensEl(ctx, p) {
  const ups = p.tokens_face_up || [];
  const down = p.tokens_face_down || 0;
  const parts = [];
  if (!ups.length && !down) parts.push(h("span", { class: "pl-empty" }, tr(ctx, "tokens.none")));
  for (const t of ups) parts.push(tokenEl(ctx, t === "furriarty" ? "furriarty" : `up:${t}`));
  if (down) {
    const vals = Array.isArray(p.face_down_values) ? p.face_down_values : null;
    for (let i = 0; i < down; i++) {
      const el = tokenEl(ctx, "down");
      if (vals && vals[i] !== undefined) el.append(h("b", { class: "pl-secret" }, String(vals[i])));
      parts.push(el);
    }
    parts.push(
      h("span", { class: "pl-small" }, vals ? tr(ctx, "tokens.down.values", { n: down, values: vals.join(", ") }) : tr(ctx, "tokens.down", { n: down })),
    );
  }
  const vp = ownVP(p);
  if (vp !== null) parts.push(h("span", { class: "pl-vp" }, tr(ctx, "vp", { n: vp })));
  return h("span", { class: "pl-tokens" }, parts);
}

function row(label, ...content) {
  return h("div", { class: "pl-row" }, h("span", { class: "pl-label" }, label), h("div", { class: "pl-val" }, ...content));
}

function guessesEl(ctx, guesses) {
  if (!guesses || !guesses.length) return h("span", { class: "pl-empty" }, "—");
  return h(
    "span",
    { class: "pl-guesses" },
    guesses.map((g) => h("span", { class: "pl-wrong" }, guessName(ctx, g.suspect, g.hour))),
  );
}

function guessForm(ctx, snapshot) {
  const legal = (snapshot.legal || []).filter((l) => l.action && l.action.type === "guess");
  if (!legal.length || !ctx || typeof ctx.act !== "function") return null;
  const v = view(snapshot);
  const paws = v.pending && v.pending.decision === "paws_guess";
  const sSel = h("select", { class: "pl-guess-suspect", "aria-label": tr(ctx, "cb.suspect") }, h("option", { value: "" }, tr(ctx, "guess.any_suspect")));
  for (const s of SUSPECTS) sSel.append(h("option", { value: s }, suspectName(ctx, s)));
  const hSel = h("select", { class: "pl-guess-hour", "aria-label": tr(ctx, "cb.hour") }, h("option", { value: "" }, tr(ctx, "guess.any_hour")));
  for (let i = 1; i <= HOURS; i++) hSel.append(h("option", { value: String(i) }, String(i)));
  const msg = h("span", { class: "pl-small pl-guess-msg" });
  const note = () => {
    const hv = /** @type {HTMLSelectElement} */ (hSel).value;
    const action = { type: "guess", suspect: /** @type {HTMLSelectElement} */ (sSel).value || null, hour: hv ? Number(hv) : null };
    const mark = action.suspect || action.hour ? actionMark(action, snapshot, ctx) : null;
    msg.textContent = mark ? mark.text : "";
    msg.dataset.mark = mark ? mark.kind : "";
  };
  sSel.addEventListener("change", note);
  hSel.addEventListener("change", note);
  const go = h("button", {
    type: "button",
    class: "pl-guess-go" + (paws ? " pl-paws-btn" : ""),
    onclick: () => {
      const suspect = /** @type {HTMLSelectElement} */ (sSel).value || null;
      const hv = /** @type {HTMLSelectElement} */ (hSel).value;
      const action = { type: "guess", suspect, hour: hv ? Number(hv) : null };
      const ok = findLegal(snapshot, action);
      if (!ok) {
        msg.textContent = tr(ctx, "guess.bad");
        return;
      }
      ctx.act && ctx.act(ok);
    },
  }, tr(ctx, paws ? "guess.paws" : "guess.go"));
  return h(
    "div",
    { class: "pl-guess" + (paws ? " pl-guess-paws" : "") },
    h("strong", null, tr(ctx, "guess.title")),
    sSel,
    hSel,
    go,
    h("span", { class: "pl-small" }, tr(ctx, "guess.hint")),
    msg,
  );
}

function seatBoard(ctx, snapshot, p) {
  const v = view(snapshot);
  const mine = ctx && p.seat === ctx.seat;
  const name = seatName(ctx, p.seat);
  const cur = v.turn && v.turn.seat === p.seat && !v.over;
  const el = h("section", {
    class: `pl-seat${mine ? " pl-mine" : ""}${cur ? " pl-current" : ""}`,
    "data-seat": p.seat,
  });
  el.append(
    h(
      "h3",
      null,
      mine ? tr(ctx, "your_board") : tr(ctx, "board_of", { name }),
      " ",
      h("span", { class: p.paws_called ? "pl-badge pl-badge-used" : "pl-badge" }, tr(ctx, p.paws_called ? "paws.used" : "paws.unused")),
    ),
  );
  // the investigation on its stand
  let inv;
  if (!p.has_investigation) {
    inv = h("span", { class: "pl-empty" }, tr(ctx, v.over ? "inv.none.over" : "inv.none"));
  } else if (p.investigation) {
    inv = cardEl(ctx, p.investigation, "pl-inv");
  } else {
    inv = h("span", { class: "pl-inv-hidden" }, backEl("?", "pl-inv"), mine ? h("span", { class: "pl-small" }, tr(ctx, "inv.hidden")) : null);
  }
  el.append(row(tr(ctx, "investigation"), inv));
  if (mine) {
    const showable = (snapshot.legal || []).some((l) => l.action && l.action.type === "show");
    const hand = p.hand || [];
    const cards = hand.length
      ? h(
          "span",
          { class: "pl-cards pl-hand" },
          hand.map((c) => {
            const act = showable ? findLegal(snapshot, { type: "show", card: c }) : null;
            return cardEl(ctx, c, "", act && ctx.act ? () => ctx.act && ctx.act(act) : null);
          }),
        )
      : h("span", { class: "pl-empty" }, tr(ctx, "hand.empty"));
    el.append(row(tr(ctx, "hand"), cards, showable ? h("div", { class: "pl-small" }, tr(ctx, "click.show")) : null));
  } else {
    const n = p.hand_count || 0;
    const known = p.known_hand || [];
    const backs = [];
    for (let i = 0; i < Math.max(0, n - known.length); i++) backs.push(backEl("", "pl-mini"));
    el.append(
      row(
        tr(ctx, "hand"),
        h("span", { class: "pl-cards" }, backs, known.map((c) => cardEl(ctx, c, "pl-mini pl-known"))),
        h("span", { class: "pl-small" }, tr(ctx, "hand.count", { cards: plural(ctx, "cards", n) }), known.length ? " · " + tr(ctx, "hand.known") + cardList(ctx, known) : ""),
      ),
    );
  }
  el.append(row(tr(ctx, "leads"), cardRow(ctx, p.leads, "pl-lead")));
  el.append(row(tr(ctx, "dead_ends"), cardRow(ctx, p.dead_ends, "pl-dead")));
  if (mine || (p.wrong_guesses || []).length) el.append(row(tr(ctx, "wrong_guesses"), guessesEl(ctx, p.wrong_guesses)));
  if (mine || (p.completed || []).length) el.append(row(tr(ctx, "completed"), cardRow(ctx, p.completed, "pl-done")));
  el.append(row(tr(ctx, "tokens"), tokensEl(ctx, p)));
  if (mine) {
    const form = guessForm(ctx, snapshot);
    if (form) el.append(form);
  }
  return el;
}

function pendingEl(ctx, snapshot) {
  const v = view(snapshot);
  const box = h("section", { class: "pl-pending", id: "pl-pending" });
  if (v.over) {
    const caught = v.caught_by !== null && v.caught_by !== undefined;
    box.append(h("strong", null, tr(ctx, caught ? "result.caught" : "result.escaped")));
    if (Array.isArray(v.scores)) {
      box.append(
        h(
          "span",
          { class: "pl-small" },
          " " + tr(ctx, "result.scores") + ": " + v.scores.map((x, i) => `${seatName(ctx, i)} ${x}`).join(" · "),
        ),
      );
    }
    return box;
  }
  const p = v.pending || {};
  const who = seatName(ctx, p.seat);
  const turn = v.turn || {};
  let text;
  if (p.decision === "paws_guess") text = forSeat(ctx, "now.paws", p.seat, { who });
  else if (p.decision === "investigate") text = forSeat(ctx, "now.second", p.seat, { who });
  else {
    const left = (turn.to_show || 0) - (turn.shown || 0);
    const todo = [];
    if (left > 0) todo.push(tr(ctx, "todo.show", { cards: plural(ctx, "cards", left) }));
    if (!turn.guessed && (v.players || [])[p.seat]?.has_investigation) todo.push(tr(ctx, "todo.guess"));
    if (left <= 0) todo.push(tr(ctx, "todo.end"));
    const joint = tr(ctx, left <= 0 ? "todo.or" : "todo.and");
    const todoText = todo.length > 1 ? todo.slice(0, -1).join(", ") + joint + todo[todo.length - 1] : todo[0] || "";
    text = forSeat(ctx, "now.action", p.seat, { who, todo: todoText });
  }
  box.append(h("strong", null, text));
  // the view's own lists first (a replay frame has no waiting_for of its own)
  const waiting = new Set(v.waiting_for || snapshot.waiting_for || []);
  const toAct = v.to_act || snapshot.to_act || [];
  const callers = toAct.filter((s) => !waiting.has(s));
  const mineCan = ctx && typeof ctx.seat === "number" && callers.includes(ctx.seat);
  const pawsAct = findLegal(snapshot, { type: "paws" });
  if (mineCan && pawsAct) {
    box.append(
      h(
        "div",
        { class: "pl-paws-call" },
        h("button", { type: "button", class: "pl-paws-btn", onclick: () => ctx.act && ctx.act(pawsAct) }, tr(ctx, "paws.button")),
        " ",
        tr(ctx, "paws.can"),
      ),
    );
  }
  if (callers.length) {
    const names = callers.map((s) => seatName(ctx, s));
    box.append(h("div", { class: "pl-small" }, tr(ctx, "paws.others", { who: names.join(", ") })));
  }
  return box;
}

/**
 * The board for a snapshot.
 * @param {any} snapshot @param {Ctx} ctx @returns {HTMLElement}
 */
export function renderBoard(snapshot, ctx) {
  ensureStyle();
  const v = view(snapshot);
  const root = h("div", { class: "pl-board" });
  const head = h(
    "header",
    { class: "pl-head" },
    h("strong", null, tr(ctx, "round", { round: v.round ?? "?" })),
    v.last_round && !v.over ? h("span", { class: "pl-badge pl-badge-last" }, tr(ctx, "last_round")) : null,
    v.over ? h("span", { class: "pl-badge" }, tr(ctx, "over")) : null,
    h("span", { class: "pl-pile", title: tr(ctx, "deck") }, backEl(String(v.deck ?? 0), "pl-mini"), " ", tr(ctx, "deck"), ": ", String(v.deck ?? 0)),
    h("span", { class: "pl-pile" }, tr(ctx, "discard"), ": ", String((v.discard || []).length)),
    h("span", { class: "pl-pile", title: tr(ctx, "box.note", { n: v.box ?? 0 }) }, tr(ctx, "box"), ": ", String(v.box ?? 0)),
    v.epochs ? h("span", { class: "pl-small" }, tr(ctx, "reshuffles", { n: v.epochs })) : null,
  );
  root.append(head, pendingEl(ctx, snapshot), trailEl(ctx, v));
  const players = v.players || [];
  const me = ctx ? ctx.seat : null;
  const order = [...players].sort((a, b) => Number(b.seat === me) - Number(a.seat === me) || a.seat - b.seat);
  const seats = h("div", { class: "pl-seats" });
  for (const p of order) seats.append(seatBoard(ctx, snapshot, p));
  root.append(seats);
  if ((v.discard || []).length) {
    root.append(
      h(
        "details",
        { class: "pl-discard" },
        h("summary", null, tr(ctx, "discard"), ` (${v.discard.length})`),
        cardRow(ctx, v.discard, "pl-mini"),
      ),
    );
  }
  return root;
}

/**
 * The casebook: suspects × hours, marking what your investigation may still be.
 * @param {any} casebook @param {any} snapshot @param {Ctx} ctx @returns {HTMLElement}
 */
export function renderCasebook(casebook, snapshot, ctx) {
  ensureStyle();
  const v = view(snapshot);
  const box = h("div", { class: "pl-casebook" }, h("h3", null, tr(ctx, "cb.title")));
  let list = casebook && Array.isArray(casebook.candidates) ? casebook.candidates : null;
  const approx = !list;
  if (!list) list = candidatesFromView(v);
  const me = (v.players || []).find((p) => p.seat === (ctx ? ctx.seat : null));
  if (!list.length && me && !me.has_investigation) {
    box.append(h("p", null, tr(ctx, "cb.none")));
    return box;
  }
  const set = new Set(list);
  const status = h("p", { class: "pl-cb-count" }, plural(ctx, "cb.count", set.size));
  if (set.size === 1) status.append(" · ", h("strong", null, tr(ctx, "cb.solved", { card: cardName(ctx, list[0]) })));
  if (approx) status.append(" ", h("span", { class: "pl-small" }, tr(ctx, "cb.approx")));
  box.append(status);
  const leads = new Set((me && me.leads) || []);
  const dead = new Set((me && me.dead_ends) || []);
  const table = h("table", { class: "pl-grid" });
  const headRow = h("tr", null, h("th", { scope: "col" }, ""));
  for (let hr = 1; hr <= HOURS; hr++) headRow.append(h("th", { scope: "col" }, String(hr)));
  headRow.append(h("th", { scope: "col" }, "Σ"));
  table.append(h("thead", null, headRow));
  const body = h("tbody");
  const colTotals = new Array(HOURS + 1).fill(0);
  let clickable = false;
  for (const s of SUSPECTS) {
    const tr_ = h("tr", { class: `pl-s-${s}` }, h("th", { scope: "row" }, suspectName(ctx, s)));
    let n = 0;
    for (let hr = 1; hr <= HOURS; hr++) {
      const id = `${s}-${hr}`;
      const ok = set.has(id);
      if (ok) {
        n++;
        colTotals[hr]++;
      }
      const mark = leads.has(id) ? "L" : dead.has(id) ? "×" : ok ? "✓" : "·";
      const guess = ok && ctx && ctx.act ? findLegal(snapshot, { type: "guess", suspect: s, hour: hr }) : null;
      if (guess) clickable = true;
      tr_.append(
        h(
          "td",
          {
            class: (ok ? "pl-cb-yes" : "pl-cb-no" + (leads.has(id) ? " pl-cb-lead" : dead.has(id) ? " pl-cb-dead" : "")) + (guess ? " pl-clickable" : ""),
            title: guess ? actionText(guess, snapshot, ctx) : cardName(ctx, id),
            "data-card": id,
            onclick: guess ? () => ctx.act && ctx.act(guess) : null,
          },
          mark,
        ),
      );
    }
    tr_.append(h("td", { class: "pl-cb-sum" }, String(n)));
    body.append(tr_);
  }
  const totals = h("tr", { class: "pl-cb-totals" }, h("th", { scope: "row" }, "Σ"));
  for (let hr = 1; hr <= HOURS; hr++) totals.append(h("td", { class: "pl-cb-sum" }, String(colTotals[hr])));
  totals.append(h("td", { class: "pl-cb-sum" }, String(set.size)));
  body.append(totals);
  table.append(body);
  box.append(table, h("p", { class: "pl-small" }, tr(ctx, "cb.legend") + `, L ${tr(ctx, "lead")}, × ${tr(ctx, "dead_end")}` + (clickable ? ". " + tr(ctx, "cb.click") : "")));
  return box;
}

// @ts-check
import { t } from "./i18n.js";

/**
 * Lobby texts of the games (titles, summaries, option labels, docs and choices, what a game's
 * own bots do), merged under "lg.". English falls back to what /api/games says; these give es
 * and de (and nicer en labels). Titles: Spanish as the Spanish rulebooks print them (13 Pistas,
 * Más allá de Baker Street, Purrrlock Holmes: El rastro de Furriarty); German as the Kosmos
 * rulebook prints Holmes, and for the games without a German rulebook our rendering (13 Hinweise,
 * Jenseits der Baker Street, Purrrlock Holmes: Furriartys Fährte). The Holmes editions keep the
 * names they are sold under.
 */
export const LOBBY_STRINGS = {
  en: {
    "title.holmes": "Holmes: Sherlock & Mycroft / Sherlock gegen Moriarty",
    "title.thirteen_clues": "13 Clues",
    "title.purrrlock": "Purrrlock Holmes: Furriarty's Trail",
    "title.baker_street": "Beyond Baker Street",
    "opt.holmes.edition": "Edition",
    "opt.holmes.alternative_start": "Alternative start",
    "opt.holmes.reservation": "Reservation card",
    "opt.holmes.villains": "Villains",
    "opt.holmes.mycroft": "Mycroft cards",
    "opt.holmes.first_role": "Seat 1 plays",
    "choice.holmes.edition.devir": "Devir (Sherlock & Mycroft)",
    "choice.holmes.edition.kosmos": "Kosmos (Sherlock gegen Moriarty)",
    "choice.holmes.villains.none": "none",
    "choice.holmes.villains.moriarty": "Moriarty",
    "choice.holmes.villains.moran": "Moran",
    "choice.holmes.villains.both": "both",
    "choice.holmes.villains.random": "one at random (unseen)",
    "choice.holmes.mycroft.none": "none",
    "choice.holmes.mycroft.razzia": "Raid",
    "choice.holmes.mycroft.gala": "Gala Dinner",
    "choice.holmes.mycroft.both": "both",
    "choice.holmes.mycroft.random": "one at random (unseen)",
    "choice.holmes.first_role.sherlock": "Sherlock",
    "choice.holmes.first_role.mycroft": "Mycroft",
    "opt.thirteen_clues.top_secret": "Top secret",
    "opt.purrrlock.paw_values": "Paw-print values",
    "opt.baker_street.case": "Case file",
    "opt.baker_street.characters": "Characters",
    "opt.baker_street.holmes_track_max": "Holmes' track length",
    "choice.baker_street.characters.none": "none (first game)",
    "choice.baker_street.characters.random": "random",
    // issue 19: texts
    "bot.holmes.medium": "Looks one move ahead on an estimate of the score, without random slips.",
    "bot.holmes.rules": "Prices every option in points of the final margin by written priorities (the Hard level).",
    "bot.baker_street.rules": "Scores every play on the public board and the hints it was given (the Hard level).",
    "bot.purrrlock.deduce": "Tracks exactly what its investigation can still be and guesses by expected points (the Hard level).",
    "bot.thirteen_clues.deduce": "Asks the most informative question and accuses by the odds (the Hard level).",
  },
  es: {
    "title.holmes": "Holmes: Sherlock & Mycroft / Sherlock gegen Moriarty",
    "title.thirteen_clues": "13 Pistas",
    "title.purrrlock": "Purrrlock Holmes: El rastro de Furriarty",
    "title.baker_street": "Más allá de Baker Street",
    "summary.holmes": "2 jugadores reúnen series de pistas visitando personajes durante 7 días; pistas ocultas, comodines.",
    "summary.thirteen_clues": "De 2 a 6 jugadores deducen su propia persona, ubicación y arma ocultas a partir de lo que ven los demás.",
    "summary.purrrlock": "De 2 a 5 jugadores deducen su propia carta oculta a partir de ventajas y callejones sin salida para atrapar a Furriarty.",
    "summary.baker_street": "De 2 a 4 jugadores, cooperativo: ves todas las manos menos la tuya; confirmad 3 ventajas antes que Holmes.",
    "opt.holmes.edition": "Edición",
    "opt.holmes.alternative_start": "Inicio alternativo",
    "opt.holmes.reservation": "Carta de reserva",
    "opt.holmes.villains": "Villanos",
    "opt.holmes.mycroft": "Cartas de Mycroft",
    "opt.holmes.first_role": "El asiento 1 juega como",
    "doc.holmes.edition": "devir: Sherlock & Mycroft; kosmos: Sherlock gegen Moriarty",
    "doc.holmes.alternative_start": "cada jugador se queda en secreto 1 de 2 personajes robados para el día 1",
    "doc.holmes.reservation": "la carta de reserva (devir Sherlock & Mycroft, kosmos Sherlock & Moriarty)",
    "doc.holmes.villains": "cartas de villano de devir barajadas en el mazo de personajes",
    "doc.holmes.mycroft": "cartas de Mycroft de kosmos barajadas en el mazo de personajes",
    "doc.holmes.first_role": "devir: el papel que elige el asiento 1 (que mueve primero); kosmos: Sherlock siempre empieza",
    "choice.holmes.edition.devir": "Devir (Sherlock & Mycroft)",
    "choice.holmes.edition.kosmos": "Kosmos (Sherlock gegen Moriarty)",
    "choice.holmes.villains.none": "ninguno",
    "choice.holmes.villains.moriarty": "Moriarty",
    "choice.holmes.villains.moran": "Moran",
    "choice.holmes.villains.both": "ambos",
    "choice.holmes.villains.random": "uno al azar (sin verlo)",
    "choice.holmes.mycroft.none": "ninguna",
    "choice.holmes.mycroft.razzia": "Redada",
    "choice.holmes.mycroft.gala": "Cena de gala",
    "choice.holmes.mycroft.both": "ambas",
    "choice.holmes.mycroft.random": "una al azar (sin verla)",
    "choice.holmes.first_role.sherlock": "Sherlock",
    "choice.holmes.first_role.mycroft": "Mycroft",
    "opt.thirteen_clues.top_secret": "Alto secreto",
    "doc.thirteen_clues.top_secret": "la variante para 3-6 jugadores: cada jugador puede hacer una vez una pregunta que solo ven los dos",
    "opt.purrrlock.paw_values": "Valores de las huellas de pata",
    "doc.purrrlock.paw_values": "los 18 valores de las fichas de huella como pares valor:cantidad (p. ej. 1:8,2:6,3:4) o como 18 valores separados por comas, cada uno de 0 a 9",
    "opt.baker_street.case": "Archivo de caso",
    "doc.baker_street.case": "el archivo de caso: la casilla inicial de Holmes y el límite de lo Imposible (1 es el más fácil)",
    "opt.baker_street.characters": "Personajes",
    "doc.baker_street.characters": "ninguno (la primera partida), al azar, o un personaje por asiento",
    "opt.baker_street.holmes_track_max": "Longitud del marcador de Holmes",
    "doc.baker_street.holmes_track_max": "un número entero de 8 a 40: la última casilla del marcador de Holmes",
    "choice.baker_street.characters.none": "ninguno (primera partida)",
    "choice.baker_street.characters.random": "al azar",
    // issue 19: texts
    "bot.holmes.medium": "Mira una jugada por delante sobre una estimación de la puntuación, sin despistes.",
    "bot.holmes.rules": "Valora cada opción en puntos del margen final según prioridades escritas (el nivel Difícil).",
    "bot.baker_street.rules": "Puntúa cada jugada según el tablero a la vista y las pistas que recibió (el nivel Difícil).",
    "bot.purrrlock.deduce": "Sigue con exactitud lo que aún puede ser su investigación y adivina por los puntos esperados (el nivel Difícil).",
    "bot.thirteen_clues.deduce": "Hace la pregunta más informativa y acusa según las probabilidades (el nivel Difícil).",
  },
  de: {
    "title.holmes": "Holmes: Sherlock & Mycroft / Sherlock gegen Moriarty",
    "title.thirteen_clues": "13 Hinweise",
    "title.purrrlock": "Purrrlock Holmes: Furriartys Fährte",
    "title.baker_street": "Jenseits der Baker Street",
    "summary.holmes": "2 Spieler sammeln Hinweisreihen, indem sie 7 Tage lang Personen besuchen; verdeckte Hinweise, Joker.",
    "summary.thirteen_clues": "2–6 Spieler erschließen ihre eigene verborgene Person, ihren Ort und ihre Waffe aus dem, was die anderen sehen.",
    "summary.purrrlock": "2–5 Spieler erschließen ihre eigene verdeckte Karte aus Spuren und Sackgassen, um Furriarty zu fassen.",
    "summary.baker_street": "2–4 Spieler, kooperativ: du siehst alle Hände außer deiner; bestätigt 3 Spuren vor Holmes.",
    "opt.holmes.edition": "Ausgabe",
    "opt.holmes.alternative_start": "Alternativer Start",
    "opt.holmes.reservation": "Reservierungskarte",
    "opt.holmes.villains": "Schurken (Devir)",
    "opt.holmes.mycroft": "Mycroft-Karten",
    "opt.holmes.first_role": "Platz 1 spielt",
    "doc.holmes.edition": "devir: Sherlock & Mycroft; kosmos: Sherlock gegen Moriarty",
    "doc.holmes.alternative_start": "jeder Spieler behält geheim 1 von 2 gezogenen Personen für Tag 1",
    "doc.holmes.reservation": "die Reservierungskarte (devir Sherlock & Mycroft, kosmos Sherlock & Moriarty)",
    "doc.holmes.villains": "die Schurkenkarten von Devir werden in den Personenstapel gemischt",
    "doc.holmes.mycroft": "die Mycroft-Karten von Kosmos werden in den Personenstapel gemischt",
    "doc.holmes.first_role": "devir: die Rolle, die Platz 1 (zieht zuerst) wählt; kosmos: Sherlock beginnt immer",
    "choice.holmes.edition.devir": "Devir (Sherlock & Mycroft)",
    "choice.holmes.edition.kosmos": "Kosmos (Sherlock gegen Moriarty)",
    "choice.holmes.villains.none": "keine",
    "choice.holmes.villains.moriarty": "Moriarty",
    "choice.holmes.villains.moran": "Moran",
    "choice.holmes.villains.both": "beide",
    "choice.holmes.villains.random": "eine zufällige (ungesehen)",
    "choice.holmes.mycroft.none": "keine",
    "choice.holmes.mycroft.razzia": "Razzia",
    "choice.holmes.mycroft.gala": "Gala-Diner",
    "choice.holmes.mycroft.both": "beide",
    "choice.holmes.mycroft.random": "eine zufällige (ungesehen)",
    "choice.holmes.first_role.sherlock": "Sherlock",
    "choice.holmes.first_role.mycroft": "Mycroft",
    "opt.thirteen_clues.top_secret": "Streng geheim",
    "doc.thirteen_clues.top_secret": "die Variante für 3–6 Spieler: jeder darf einmal eine Frage stellen, die nur die beiden sehen",
    "opt.purrrlock.paw_values": "Werte der Pfotenabdrücke",
    "doc.purrrlock.paw_values": "die 18 Pfotenwerte als Wert:Anzahl-Paare (z. B. 1:8,2:6,3:4) oder als 18 kommagetrennte Werte, je 0–9",
    "opt.baker_street.case": "Fallakte",
    "doc.baker_street.case": "die Fallakte: Holmes' Startfeld und die Grenze des Unmöglichen (1 ist die leichteste)",
    "opt.baker_street.characters": "Charaktere",
    "doc.baker_street.characters": "keine (die erste Partie), zufällig oder eine Charakter-ID pro Platz",
    "opt.baker_street.holmes_track_max": "Länge von Holmes' Leiste",
    "doc.baker_street.holmes_track_max": "eine ganze Zahl von 8 bis 40: das letzte Feld von Holmes' Leiste",
    "choice.baker_street.characters.none": "keine (erste Partie)",
    "choice.baker_street.characters.random": "zufällig",
    // issue 19: texts
    "bot.holmes.medium": "Schaut einen Zug voraus auf eine Schätzung der Punkte, ohne zufällige Patzer.",
    "bot.holmes.rules": "Bewertet jede Möglichkeit in Punkten des Endabstands nach festen Prioritäten (die Stufe Schwer).",
    "bot.baker_street.rules": "Bewertet jeden Zug nach dem offenen Spielplan und den Hinweisen, die er bekam (die Stufe Schwer).",
    "bot.purrrlock.deduce": "Verfolgt genau, was seine Ermittlung noch sein kann, und rät nach erwarteten Punkten (die Stufe Schwer).",
    "bot.thirteen_clues.deduce": "Stellt die aufschlussreichste Frage und klagt nach den Chancen an (die Stufe Schwer).",
  },
};

/** An agent name without its budget or mistake rate ("ismcts:2000" -> "ismcts"). @param {string} id */
const baseBot = (id) => String(id || "").split(/[:~]/)[0];

/**
 * A bot's name in the current language ("Hard", "Detective"), else its id.
 * @param {string} game @param {string} id
 */
export function botName(game, id) {
  const key = `bot.name.${baseBot(id)}`;
  const name = t(key);
  return name === key ? id : name;
}

/**
 * What a bot does, in one line: the game's own words for it, else the shell's, else "".
 * @param {string} game @param {string} id
 */
export function botDescription(game, id) {
  for (const key of [`lg.bot.${game}.${baseBot(id)}`, `bot.desc.${baseBot(id)}`]) {
    const text = t(key);
    if (text !== key) return text;
  }
  return "";
}

/**
 * The bots a seat may be given, the levels first: {id, name, desc}.
 * @param {string} game @param {string[]} levels @param {string[]} bots  as /api/games lists them
 */
export function botChoices(game, levels, bots) {
  const ids = [...(levels || []), ...(bots || []).filter((b) => !(levels || []).includes(b))];
  return ids.map((id) => ({ id, name: botName(game, id), desc: botDescription(game, id) }));
}

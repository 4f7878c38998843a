// @ts-check
/**
 * Translations for the shell (lobby, join, table, replay) and the lookup `t(key, params)`.
 *
 * Pure: nothing here touches the DOM, so `node --test` can load it. Each game brings its own
 * texts (its folder's `locale/<lang>.json`, served by the server); `mergeStrings(prefix,
 * strings)` files them under `<prefix>.<key>` (the game's id). A value is a string with
 * `{name}` placeholders, or `{one, other}` chosen by `params.n`. A key missing in a language
 * falls back to English, then to the key itself.
 */

/** @typedef {"en"|"es"|"de"} Lang */
/** @typedef {string | {one: string, other: string}} Entry */
/** @typedef {Record<string, Entry>} Table */

/** @type {Lang[]} */
export const LANGS = ["en", "es", "de"];

/** @type {Record<Lang, string>} */
export const LANG_NAMES = { en: "English", es: "Español", de: "Deutsch" };

/** @type {Record<Lang, Table>} */
const SHELL = {
  en: {
    "app.title": "afoot",
    "app.tagline": "Sherlock Holmes deduction card games",
    "lang.label": "Language",
    "lobby.games": "Games",
    "lobby.players": "{min}–{max} players",
    "lobby.players_fixed": "{n} players",
    "lobby.cooperative": "cooperative",
    "lobby.competitive": "competitive",
    "lobby.new_table": "New table",
    "lobby.game": "Game",
    "lobby.player_count": "Players",
    "lobby.options": "Options",
    "lobby.seats": "Seats",
    "lobby.seat_n": "Seat {n}",
    "lobby.you": "you",
    "lobby.human": "Human (invite)",
    "lobby.bot": "Bot",
    "lobby.level.easy": "easy",
    "lobby.level.medium": "medium",
    "lobby.level.hard": "hard",
    "lobby.clock": "Clock",
    "lobby.clock_on": "Play with a clock",
    "lobby.bank": "Time bank (minutes)",
    "lobby.increment": "Increment per move (seconds)",
    "lobby.casebook": "Casebook (deduction notes)",
    "lobby.casebook_none": "this game has no automatic casebook: you get a notes pad",
    "lobby.spectators": "Allow spectators",
    "lobby.public": "Anyone in the lobby may take a free seat",
    "lobby.your_name": "Your name",
    "lobby.create": "Create table",
    "lobby.creating": "Creating…",
    "lobby.created": "Table created",
    "lobby.invites": "Send these links to the other players:",
    "lobby.no_invites": "Every other seat is a bot: your table is ready.",
    "lobby.copy": "Copy",
    "lobby.copied": "Copied",
    "lobby.go_table": "Go to your table",
    "lobby.open_tables": "Open tables",
    "lobby.running_tables": "Games in progress",
    "lobby.my_games": "My finished games",
    "lobby.none": "None right now.",
    "lobby.free_seats": { one: "1 free seat", other: "{n} free seats" },
    "lobby.return": "Return to your seat",
    "lobby.watch": "Watch",
    "lobby.replay": "Replay",
    "lobby.private": "no spectators",
    "lobby.ask_invite": "ask the host for an invite link",
    "lobby.take_seat": "Take seat {n}",
    "lobby.join_code": "Have an invite link? Paste it here:",
    "lobby.join_go": "Join",
    "lobby.refresh": "Refresh",
    "lobby.load_error": "Could not load: {reason}",
    "lobby.winners": "won: {names}",
    "lobby.draw": "draw",
    "lobby.option_requires": "only with {name} = {value}",
    "lobby.yes": "yes",
    "lobby.no": "no",
    "lobby.updated": "updated {when}",
    "join.title": "Join a table",
    "join.intro": "You were invited to a table. Choose the name the others will see.",
    "join.name": "Your name",
    "join.submit": "Take the seat",
    "join.joining": "Joining…",
    "join.not_found": "This invite link does not exist. Check that you copied all of it.",
    "join.taken": "This seat has been taken already. Ask the host for another link, or watch the game.",
    "join.failed": "Could not join: {reason}",
    "join.back": "Back to the lobby",
    "join.watch": "Watch this table",
    "table.loading": "Connecting…",
    "table.connected": "Connected",
    "table.reconnecting": "Connection lost; reconnecting in {s} s…",
    "table.spectator": "Spectator",
    "table.you_are": "You are {name}",
    "table.your_turn": "Your turn",
    "table.title_turn": "● Your turn",
    "table.waiting_for": "Waiting for {names}",
    "table.nobody": "Waiting…",
    "table.game_over": "Game over",
    "table.moves": "Your moves",
    "table.no_moves": "Nothing to do right now.",
    "table.log": "Game log",
    "table.board": "Board",
    "table.seats": "Seats",
    "table.skip_to_board": "Skip to the board",
    "replay.toolbar": "Replay",
    "replay.move": "Move",
    "table.rules": "Rules",
    "table.rules_missing": "No rules page in this language yet.",
    "table.close": "Close",
    "table.casebook": "Casebook",
    "table.notes": "Notes",
    "table.notes_hint": "Your private notes for this game (kept in this browser only).",
    "table.alerts": "Alerts",
    "table.alerts_on": "Turn alerts on",
    "table.alerts_off": "Turn alerts off",
    "table.takeover": "Hand {name} to a bot",
    "table.skip": "Skip {name}'s turn",
    "table.rejected": "Not taken: {reason}",
    "table.error": "Server: {reason}",
    "table.bad_token": "Your seat link is no longer valid; you are watching as a spectator.",
    "table.no_spectators": "This table does not allow spectators.",
    "table.no_table": "There is no such table.",
    "table.end_title": "Game over",
    "table.winner": "Winner",
    "table.winners": "Winners",
    "table.score": "Score",
    "table.no_winner": "Nobody won.",
    "table.won_all": "Everyone won together!",
    "table.lost_all": "The case was lost.",
    "table.reason": "Reason: {reason}",
    "table.to_lobby": "Back to the lobby",
    "table.to_replay": "Watch the replay",
    "table.hide": "Hide",
    "table.show_end": "Show result",
    "table.generic_board": "No board drawing for this game yet; the raw view:",
    "seat.bot": "bot",
    "seat.bot_level": "bot ({level})",
    "seat.open": "open seat",
    "seat.away": "away",
    "seat.online": "online",
    "seat.replaced": "played by a bot",
    "seat.you": "{name} (you)",
    "seat.default": "Seat {n}",
    "seat.expired": "out of time",
    "seat.to_act": "to act",
    "clock.none": "no clock",
    "replay.title": "Replay",
    "replay.perspective": "Seen by",
    "replay.spectator": "a spectator",
    "replay.first": "First",
    "replay.back": "Back",
    "replay.play": "Play",
    "replay.pause": "Pause",
    "replay.forward": "Forward",
    "replay.last": "Last",
    "replay.step": "Move {i} of {n}",
    "replay.start": "The start",
    "replay.not_finished": "This game is not finished yet: replays open when it ends.",
    "replay.speed": "Speed",
    "replay.by": "{name}: {action}",
    "generic.event": "{type}",
    "move.group.other": "Other",
    // issue 19: sessions, invites, tables
    "table.replaced": "This seat is now open in another tab or window. Play there, or take it back here.",
    "table.replaced_unsent": "Your move was not sent: this seat is now open in another tab or window. Take it back here to play.",
    "table.take_back": "Play here",
    "table.replaced_moves": "Your moves are in the other tab or window.",
    "table.replaced_status": "Open in another tab",
    "table.not_sent": "Not sent: the connection is down. Play it again once it is back.",
    "table.reconnecting_unsent": "Connection lost before your move was confirmed; reconnecting in {s} s… If the board does not show it then, play it again.",
    "join.host": "Host: {name}",
    "join.your_seat": "Your seat: {n} of {of}",
    "join.this_seat": "{name} (this invite)",
    "join.at_table": "At the table: {names}",
    "table.not_found": "There is no table “{id}”. Check the link, or go back to the lobby.",
    "table.no_id": "There is no table in this link. Open a table from the lobby.",
    "table.not_found_status": "No such table",
    "table.private_status": "No spectators",
    "replay.not_found": "There is no game “{id}” to replay. Check the link, or go back to the lobby.",
    "replay.no_id": "There is no game in this link. Open a finished game from the lobby.",
    "replay.not_found_status": "No such game",
    "table.waiting_join": "Waiting for {names} to join",
    "table.invites_intro": "Send each player the link of their seat:",
    "table.invites_with_host": "{name} has the invite links.",
    "table.starts_when_full": "The game starts when every seat is taken.",
    "log.stand_in": "{name} was out of time: a stand-in bot made this move for them.",
    "log.stand_in_you": "You were out of time: a stand-in bot made this move for you.",
    "lobby.my_games_any": "My games",
    "lobby.abandoned": "set aside: nobody was at it",
    "lobby.resume": "Resume",
    "table.abandoned_status": "Set aside: nobody is at this table",
    "table.abandoned_moves": "Nobody was at this table for a long while, so it was set aside. It goes on when one of its players comes back.",
    "join.abandoned": "Nobody was at this table for a long while, so it was set aside. It opens again when one of its players comes back to it.",
    // issue 19: texts
    "log.newest": "Newest line",
    "log.new_lines": { one: "1 new line", other: "{n} new lines" },
    "bot.name.easy": "Easy",
    "bot.name.medium": "Medium",
    "bot.name.hard": "Hard",
    "bot.name.rules": "Strategist",
    "bot.name.rollout": "Foresight",
    "bot.name.hat": "Signaller",
    "bot.name.deduce": "Detective",
    "bot.name.deduce_hard": "Shrewd detective",
    "bot.name.random": "Random",
    "bot.name.greedy": "Greedy",
    "bot.name.ismcts": "Tree search",
    "bot.name.pimc": "Sampling search",
    "bot.desc.easy": "Often plays a random move: a gentle first opponent.",
    "bot.desc.medium": "Plays well, with the odd slip.",
    "bot.desc.hard": "The strongest bot for this game, without slips.",
    "bot.desc.rules": "Follows written priorities over what its seat can see.",
    "bot.desc.rollout": "Plays its closest choices out to the end of the game and keeps the best.",
    "bot.desc.hat": "A team with an agreed code: one hint tells every other bot a play; yours it reads plainly.",
    "bot.desc.deduce": "Deduces what it cannot see and plays the most informative move.",
    "bot.desc.deduce_hard": "Like the Detective, but also reads how its neighbour chose the mystery it gave.",
    "bot.desc.random": "Any legal move, at random.",
    "bot.desc.greedy": "Looks one move ahead on an estimate of the score.",
    "bot.desc.ismcts": "Searches one tree of moves over the deals it could be in (ISMCTS); thinks for a while.",
    "bot.desc.pimc": "Searches each deal it could be in as if the cards were open (PIMC); thinks for a while.",
    "lobby.bot_about": "{name}: {desc}",
  },
  es: {
    "app.title": "afoot",
    "app.tagline": "Juegos de cartas de deducción de Sherlock Holmes",
    "lang.label": "Idioma",
    "lobby.games": "Juegos",
    "lobby.players": "{min}–{max} jugadores",
    "lobby.players_fixed": "{n} jugadores",
    "lobby.cooperative": "cooperativo",
    "lobby.competitive": "competitivo",
    "lobby.new_table": "Nueva mesa",
    "lobby.game": "Juego",
    "lobby.player_count": "Jugadores",
    "lobby.options": "Opciones",
    "lobby.seats": "Asientos",
    "lobby.seat_n": "Asiento {n}",
    "lobby.you": "tú",
    "lobby.human": "Persona (invitación)",
    "lobby.bot": "Bot",
    "lobby.level.easy": "fácil",
    "lobby.level.medium": "medio",
    "lobby.level.hard": "difícil",
    "lobby.clock": "Reloj",
    "lobby.clock_on": "Jugar con reloj",
    "lobby.bank": "Tiempo total (minutos)",
    "lobby.increment": "Incremento por jugada (segundos)",
    "lobby.casebook": "Libro de casos (notas de deducción)",
    "lobby.casebook_none": "este juego no tiene libro de casos automático: tendrás un bloc de notas",
    "lobby.spectators": "Permitir espectadores",
    "lobby.public": "Cualquiera en la sala puede ocupar un asiento libre",
    "lobby.your_name": "Tu nombre",
    "lobby.create": "Crear mesa",
    "lobby.creating": "Creando…",
    "lobby.created": "Mesa creada",
    "lobby.invites": "Envía estos enlaces a los demás jugadores:",
    "lobby.no_invites": "Todos los demás asientos son bots: tu mesa está lista.",
    "lobby.copy": "Copiar",
    "lobby.copied": "Copiado",
    "lobby.go_table": "Ir a tu mesa",
    "lobby.open_tables": "Mesas abiertas",
    "lobby.running_tables": "Partidas en curso",
    "lobby.my_games": "Mis partidas terminadas",
    "lobby.none": "Ninguna por ahora.",
    "lobby.free_seats": { one: "1 asiento libre", other: "{n} asientos libres" },
    "lobby.return": "Volver a tu asiento",
    "lobby.watch": "Mirar",
    "lobby.replay": "Repetición",
    "lobby.private": "sin espectadores",
    "lobby.ask_invite": "pide un enlace de invitación al anfitrión",
    "lobby.take_seat": "Ocupar el asiento {n}",
    "lobby.join_code": "¿Tienes un enlace de invitación? Pégalo aquí:",
    "lobby.join_go": "Unirse",
    "lobby.refresh": "Actualizar",
    "lobby.load_error": "No se pudo cargar: {reason}",
    "lobby.winners": "ganó: {names}",
    "lobby.draw": "empate",
    "lobby.option_requires": "solo con {name} = {value}",
    "lobby.yes": "sí",
    "lobby.no": "no",
    "lobby.updated": "actualizada {when}",
    "join.title": "Unirse a una mesa",
    "join.intro": "Te han invitado a una mesa. Elige el nombre que verán los demás.",
    "join.name": "Tu nombre",
    "join.submit": "Ocupar el asiento",
    "join.joining": "Uniéndose…",
    "join.not_found": "Este enlace de invitación no existe. Comprueba que lo copiaste entero.",
    "join.taken": "Este asiento ya está ocupado. Pide otro enlace al anfitrión o mira la partida.",
    "join.failed": "No se pudo unir: {reason}",
    "join.back": "Volver al vestíbulo",
    "join.watch": "Mirar esta mesa",
    "table.loading": "Conectando…",
    "table.connected": "Conectado",
    "table.reconnecting": "Conexión perdida; reconectando en {s} s…",
    "table.spectator": "Espectador",
    "table.you_are": "Eres {name}",
    "table.your_turn": "Tu turno",
    "table.title_turn": "● Tu turno",
    "table.waiting_for": "Esperando a {names}",
    "table.nobody": "Esperando…",
    "table.game_over": "Fin de la partida",
    "table.moves": "Tus jugadas",
    "table.no_moves": "Nada que hacer por ahora.",
    "table.log": "Registro de la partida",
    "table.board": "Tablero",
    "table.seats": "Asientos",
    "table.skip_to_board": "Ir al tablero",
    "replay.toolbar": "Repetición",
    "replay.move": "Jugada",
    "table.rules": "Reglas",
    "table.rules_missing": "Todavía no hay reglas en este idioma.",
    "table.close": "Cerrar",
    "table.casebook": "Libro de casos",
    "table.notes": "Notas",
    "table.notes_hint": "Tus notas privadas de esta partida (solo se guardan en este navegador).",
    "table.alerts": "Avisos",
    "table.alerts_on": "Activar avisos de turno",
    "table.alerts_off": "Desactivar avisos de turno",
    "table.takeover": "Pasar a {name} a un bot",
    "table.skip": "Saltar el turno de {name}",
    "table.rejected": "No aceptado: {reason}",
    "table.error": "Servidor: {reason}",
    "table.bad_token": "Tu enlace de asiento ya no es válido; miras como espectador.",
    "table.no_spectators": "Esta mesa no admite espectadores.",
    "table.no_table": "No existe esa mesa.",
    "table.end_title": "Fin de la partida",
    "table.winner": "Ganador",
    "table.winners": "Ganadores",
    "table.score": "Puntos",
    "table.no_winner": "Nadie ganó.",
    "table.won_all": "¡Habéis ganado todos juntos!",
    "table.lost_all": "El caso se perdió.",
    "table.reason": "Motivo: {reason}",
    "table.to_lobby": "Volver al vestíbulo",
    "table.to_replay": "Ver la repetición",
    "table.hide": "Ocultar",
    "table.show_end": "Ver resultado",
    "table.generic_board": "Aún no hay dibujo del tablero para este juego; la vista tal cual:",
    "seat.bot": "bot",
    "seat.bot_level": "bot ({level})",
    "seat.open": "asiento libre",
    "seat.away": "ausente",
    "seat.online": "conectado",
    "seat.replaced": "lo juega un bot",
    "seat.you": "{name} (tú)",
    "seat.default": "Asiento {n}",
    "seat.expired": "sin tiempo",
    "seat.to_act": "le toca",
    "clock.none": "sin reloj",
    "replay.title": "Repetición",
    "replay.perspective": "Visto por",
    "replay.spectator": "un espectador",
    "replay.first": "Inicio",
    "replay.back": "Atrás",
    "replay.play": "Reproducir",
    "replay.pause": "Pausa",
    "replay.forward": "Adelante",
    "replay.last": "Final",
    "replay.step": "Jugada {i} de {n}",
    "replay.start": "El comienzo",
    "replay.not_finished": "Esta partida aún no ha terminado: la repetición se abre al acabar.",
    "replay.speed": "Velocidad",
    "replay.by": "{name}: {action}",
    "generic.event": "{type}",
    "move.group.other": "Otras",
    // issue 19: sessions, invites, tables
    "table.replaced": "Este asiento está abierto ahora en otra pestaña o ventana. Juega allí o recupéralo aquí.",
    "table.replaced_unsent": "Tu jugada no se envió: este asiento está abierto ahora en otra pestaña o ventana. Recupéralo aquí para jugar.",
    "table.take_back": "Jugar aquí",
    "table.replaced_moves": "Tus jugadas están en la otra pestaña o ventana.",
    "table.replaced_status": "Abierta en otra pestaña",
    "table.not_sent": "No se envió: no hay conexión. Vuelve a jugarla cuando vuelva.",
    "table.reconnecting_unsent": "Se perdió la conexión antes de confirmar tu jugada; reconectando en {s} s… Si luego el tablero no la muestra, vuelve a jugarla.",
    "join.host": "Anfitrión: {name}",
    "join.your_seat": "Tu asiento: {n} de {of}",
    "join.this_seat": "{name} (esta invitación)",
    "join.at_table": "En la mesa: {names}",
    "table.not_found": "No existe la mesa «{id}». Comprueba el enlace o vuelve al vestíbulo.",
    "table.no_id": "Este enlace no lleva a ninguna mesa. Abre una mesa desde el vestíbulo.",
    "table.not_found_status": "Mesa inexistente",
    "table.private_status": "Sin espectadores",
    "replay.not_found": "No existe la partida «{id}» para repetir. Comprueba el enlace o vuelve al vestíbulo.",
    "replay.no_id": "Este enlace no lleva a ninguna partida. Abre una partida terminada desde el vestíbulo.",
    "replay.not_found_status": "Partida inexistente",
    "table.waiting_join": { one: "Falta por unirse: {names}", other: "Faltan por unirse: {names}" },
    "table.invites_intro": "Envía a cada jugador el enlace de su asiento:",
    "table.invites_with_host": "{name} tiene los enlaces de invitación.",
    "table.starts_when_full": "La partida empieza cuando todos los asientos estén ocupados.",
    "log.stand_in": "{name} se quedó sin tiempo: un bot suplente hizo esta jugada en su lugar.",
    "log.stand_in_you": "Te quedaste sin tiempo: un bot suplente hizo esta jugada en tu lugar.",
    "lobby.my_games_any": "Mis partidas",
    "lobby.abandoned": "apartada: no había nadie",
    "lobby.resume": "Reanudar",
    "table.abandoned_status": "Apartada: no hay nadie en esta mesa",
    "table.abandoned_moves": "Nadie estuvo en esta mesa durante mucho tiempo, así que se apartó. Sigue cuando vuelva uno de sus jugadores.",
    "join.abandoned": "Nadie estuvo en esta mesa durante mucho tiempo, así que se apartó. Se abre de nuevo cuando vuelva uno de sus jugadores.",
    // issue 19: texts
    "log.newest": "Última línea",
    "log.new_lines": { one: "1 línea nueva", other: "{n} líneas nuevas" },
    "bot.name.easy": "Fácil",
    "bot.name.medium": "Medio",
    "bot.name.hard": "Difícil",
    "bot.name.rules": "Estratega",
    "bot.name.rollout": "Previsor",
    "bot.name.hat": "Señalero",
    "bot.name.deduce": "Detective",
    "bot.name.deduce_hard": "Detective sagaz",
    "bot.name.random": "Al azar",
    "bot.name.greedy": "Codicioso",
    "bot.name.ismcts": "Búsqueda en árbol",
    "bot.name.pimc": "Búsqueda por muestreo",
    "bot.desc.easy": "A menudo juega al azar: un primer rival amable.",
    "bot.desc.medium": "Juega bien, con algún despiste.",
    "bot.desc.hard": "El bot más fuerte de este juego, sin despistes.",
    "bot.desc.rules": "Sigue prioridades escritas sobre lo que ve su asiento.",
    "bot.desc.rollout": "Juega hasta el final sus opciones más reñidas y se queda con la mejor.",
    "bot.desc.hat": "Un equipo con un código pactado: una pista indica una jugada a cada otro bot; las tuyas las lee tal cual.",
    "bot.desc.deduce": "Deduce lo que no ve y hace la jugada más informativa.",
    "bot.desc.deduce_hard": "Como el Detective, pero también lee cómo eligió su vecino el misterio que le dio.",
    "bot.desc.random": "Cualquier jugada legal, al azar.",
    "bot.desc.greedy": "Mira una jugada por delante sobre una estimación de la puntuación.",
    "bot.desc.ismcts": "Busca en un solo árbol de jugadas sobre los repartos posibles (ISMCTS); piensa un rato.",
    "bot.desc.pimc": "Busca en cada reparto posible como si las cartas estuvieran a la vista (PIMC); piensa un rato.",
    "lobby.bot_about": "{name}: {desc}",
  },
  de: {
    "app.title": "afoot",
    "app.tagline": "Sherlock-Holmes-Deduktionskartenspiele",
    "lang.label": "Sprache",
    "lobby.games": "Spiele",
    "lobby.players": "{min}–{max} Spieler",
    "lobby.players_fixed": "{n} Spieler",
    "lobby.cooperative": "kooperativ",
    "lobby.competitive": "kompetitiv",
    "lobby.new_table": "Neuer Tisch",
    "lobby.game": "Spiel",
    "lobby.player_count": "Spieler",
    "lobby.options": "Optionen",
    "lobby.seats": "Plätze",
    "lobby.seat_n": "Platz {n}",
    "lobby.you": "du",
    "lobby.human": "Mensch (Einladung)",
    "lobby.bot": "Bot",
    "lobby.level.easy": "leicht",
    "lobby.level.medium": "mittel",
    "lobby.level.hard": "schwer",
    "lobby.clock": "Uhr",
    "lobby.clock_on": "Mit Uhr spielen",
    "lobby.bank": "Bedenkzeit (Minuten)",
    "lobby.increment": "Zuschlag pro Zug (Sekunden)",
    "lobby.casebook": "Fallbuch (Deduktionsnotizen)",
    "lobby.casebook_none": "dieses Spiel hat kein automatisches Fallbuch: du bekommst einen Notizblock",
    "lobby.spectators": "Zuschauer erlauben",
    "lobby.public": "Jeder in der Lobby darf einen freien Platz nehmen",
    "lobby.your_name": "Dein Name",
    "lobby.create": "Tisch eröffnen",
    "lobby.creating": "Wird eröffnet…",
    "lobby.created": "Tisch eröffnet",
    "lobby.invites": "Schicke diese Links an die anderen Spieler:",
    "lobby.no_invites": "Alle anderen Plätze sind Bots: dein Tisch ist bereit.",
    "lobby.copy": "Kopieren",
    "lobby.copied": "Kopiert",
    "lobby.go_table": "Zu deinem Tisch",
    "lobby.open_tables": "Offene Tische",
    "lobby.running_tables": "Laufende Partien",
    "lobby.my_games": "Meine beendeten Partien",
    "lobby.none": "Gerade keine.",
    "lobby.free_seats": { one: "1 freier Platz", other: "{n} freie Plätze" },
    "lobby.return": "Zurück an deinen Platz",
    "lobby.watch": "Zuschauen",
    "lobby.replay": "Wiederholung",
    "lobby.private": "keine Zuschauer",
    "lobby.ask_invite": "bitte den Gastgeber um einen Einladungslink",
    "lobby.take_seat": "Platz {n} nehmen",
    "lobby.join_code": "Du hast einen Einladungslink? Hier einfügen:",
    "lobby.join_go": "Beitreten",
    "lobby.refresh": "Aktualisieren",
    "lobby.load_error": "Laden fehlgeschlagen: {reason}",
    "lobby.winners": "gewonnen: {names}",
    "lobby.draw": "unentschieden",
    "lobby.option_requires": "nur mit {name} = {value}",
    "lobby.yes": "ja",
    "lobby.no": "nein",
    "lobby.updated": "zuletzt {when}",
    "join.title": "Einem Tisch beitreten",
    "join.intro": "Du wurdest an einen Tisch eingeladen. Wähle den Namen, den die anderen sehen.",
    "join.name": "Dein Name",
    "join.submit": "Platz nehmen",
    "join.joining": "Trete bei…",
    "join.not_found": "Diesen Einladungslink gibt es nicht. Prüfe, ob du ihn ganz kopiert hast.",
    "join.taken": "Dieser Platz ist schon vergeben. Bitte den Gastgeber um einen anderen Link oder schau zu.",
    "join.failed": "Beitritt fehlgeschlagen: {reason}",
    "join.back": "Zurück zur Lobby",
    "join.watch": "Diesem Tisch zuschauen",
    "table.loading": "Verbinde…",
    "table.connected": "Verbunden",
    "table.reconnecting": "Verbindung verloren; neuer Versuch in {s} s…",
    "table.spectator": "Zuschauer",
    "table.you_are": "Du bist {name}",
    "table.your_turn": "Du bist am Zug",
    "table.title_turn": "● Du bist am Zug",
    "table.waiting_for": "Warte auf {names}",
    "table.nobody": "Warte…",
    "table.game_over": "Partie beendet",
    "table.moves": "Deine Züge",
    "table.no_moves": "Gerade nichts zu tun.",
    "table.log": "Spielprotokoll",
    "table.board": "Spielplan",
    "table.seats": "Plätze",
    "table.skip_to_board": "Zum Spielplan springen",
    "replay.toolbar": "Wiederholung",
    "replay.move": "Zug",
    "table.rules": "Regeln",
    "table.rules_missing": "Noch keine Regeln in dieser Sprache.",
    "table.close": "Schließen",
    "table.casebook": "Fallbuch",
    "table.notes": "Notizen",
    "table.notes_hint": "Deine privaten Notizen zu dieser Partie (nur in diesem Browser gespeichert).",
    "table.alerts": "Hinweise",
    "table.alerts_on": "Zug-Hinweise an",
    "table.alerts_off": "Zug-Hinweise aus",
    "table.takeover": "{name} an einen Bot geben",
    "table.skip": "Zug von {name} überspringen",
    "table.rejected": "Nicht angenommen: {reason}",
    "table.error": "Server: {reason}",
    "table.bad_token": "Dein Platz-Link gilt nicht mehr; du schaust als Zuschauer zu.",
    "table.no_spectators": "An diesem Tisch sind keine Zuschauer erlaubt.",
    "table.no_table": "Diesen Tisch gibt es nicht.",
    "table.end_title": "Partie beendet",
    "table.winner": "Sieger",
    "table.winners": "Sieger",
    "table.score": "Punkte",
    "table.no_winner": "Niemand hat gewonnen.",
    "table.won_all": "Ihr habt alle gemeinsam gewonnen!",
    "table.lost_all": "Der Fall ist verloren.",
    "table.reason": "Grund: {reason}",
    "table.to_lobby": "Zurück zur Lobby",
    "table.to_replay": "Wiederholung ansehen",
    "table.hide": "Ausblenden",
    "table.show_end": "Ergebnis zeigen",
    "table.generic_board": "Für dieses Spiel gibt es noch keine Spielplan-Zeichnung; die Rohansicht:",
    "seat.bot": "Bot",
    "seat.bot_level": "Bot ({level})",
    "seat.open": "freier Platz",
    "seat.away": "abwesend",
    "seat.online": "online",
    "seat.replaced": "von einem Bot gespielt",
    "seat.you": "{name} (du)",
    "seat.default": "Spieler {n}",
    "seat.expired": "Zeit abgelaufen",
    "seat.to_act": "am Zug",
    "clock.none": "keine Uhr",
    "replay.title": "Wiederholung",
    "replay.perspective": "Gesehen von",
    "replay.spectator": "einem Zuschauer",
    "replay.first": "Anfang",
    "replay.back": "Zurück",
    "replay.play": "Abspielen",
    "replay.pause": "Pause",
    "replay.forward": "Vor",
    "replay.last": "Ende",
    "replay.step": "Zug {i} von {n}",
    "replay.start": "Der Anfang",
    "replay.not_finished": "Diese Partie läuft noch: die Wiederholung öffnet, wenn sie endet.",
    "replay.speed": "Tempo",
    "replay.by": "{name}: {action}",
    "generic.event": "{type}",
    "move.group.other": "Weitere",
    // issue 19: sessions, invites, tables
    "table.replaced": "Dieser Platz ist jetzt in einem anderen Tab oder Fenster geöffnet. Spiel dort weiter oder hol ihn hierher zurück.",
    "table.replaced_unsent": "Dein Zug wurde nicht gesendet: Dieser Platz ist jetzt in einem anderen Tab oder Fenster geöffnet. Hol ihn hierher zurück, um zu spielen.",
    "table.take_back": "Hier spielen",
    "table.replaced_moves": "Deine Züge sind im anderen Tab oder Fenster.",
    "table.replaced_status": "In anderem Tab geöffnet",
    "table.not_sent": "Nicht gesendet: Die Verbindung ist weg. Spiel den Zug noch einmal, sobald sie wieder da ist.",
    "table.reconnecting_unsent": "Verbindung verloren, bevor dein Zug bestätigt wurde; neuer Versuch in {s} s… Zeigt das Brett ihn danach nicht, spiel ihn noch einmal.",
    "join.host": "Gastgeber: {name}",
    "join.your_seat": "Dein Platz: {n} von {of}",
    "join.this_seat": "{name} (diese Einladung)",
    "join.at_table": "Am Tisch: {names}",
    "table.not_found": "Einen Tisch „{id}“ gibt es nicht. Prüfe den Link oder geh zurück zur Lobby.",
    "table.no_id": "Dieser Link führt zu keinem Tisch. Öffne einen Tisch in der Lobby.",
    "table.not_found_status": "Kein solcher Tisch",
    "table.private_status": "Keine Zuschauer",
    "replay.not_found": "Eine Partie „{id}“ zum Wiederholen gibt es nicht. Prüfe den Link oder geh zurück zur Lobby.",
    "replay.no_id": "Dieser Link führt zu keiner Partie. Öffne eine beendete Partie in der Lobby.",
    "replay.not_found_status": "Keine solche Partie",
    "table.waiting_join": "Noch nicht beigetreten: {names}",
    "table.invites_intro": "Schick allen Mitspielern den Link ihres Platzes:",
    "table.invites_with_host": "{name} hat die Einladungslinks.",
    "table.starts_when_full": "Die Partie beginnt, sobald alle Plätze besetzt sind.",
    "log.stand_in": "{name} hatte keine Zeit mehr: Ein Ersatz-Bot hat diesen Zug stellvertretend gemacht.",
    "log.stand_in_you": "Du hattest keine Zeit mehr: Ein Ersatz-Bot hat diesen Zug für dich gemacht.",
    "lobby.my_games_any": "Meine Partien",
    "lobby.abandoned": "beiseitegelegt: niemand war da",
    "lobby.resume": "Fortsetzen",
    "table.abandoned_status": "Beiseitegelegt: niemand ist an diesem Tisch",
    "table.abandoned_moves": "Lange war niemand an diesem Tisch, darum wurde er beiseitegelegt. Es geht weiter, sobald einer seiner Spieler zurückkommt.",
    "join.abandoned": "Lange war niemand an diesem Tisch, darum wurde er beiseitegelegt. Er öffnet wieder, sobald einer seiner Spieler zurückkommt.",
    // issue 19: texts
    "log.newest": "Neueste Zeile",
    "log.new_lines": { one: "1 neue Zeile", other: "{n} neue Zeilen" },
    "bot.name.easy": "Leicht",
    "bot.name.medium": "Mittel",
    "bot.name.hard": "Schwer",
    "bot.name.rules": "Stratege",
    "bot.name.rollout": "Vorausdenker",
    "bot.name.hat": "Signalgeber",
    "bot.name.deduce": "Detektiv",
    "bot.name.deduce_hard": "Scharfsinniger Detektiv",
    "bot.name.random": "Zufall",
    "bot.name.greedy": "Gierig",
    "bot.name.ismcts": "Baumsuche",
    "bot.name.pimc": "Stichprobensuche",
    "bot.desc.easy": "Spielt oft einen zufälligen Zug: ein sanfter erster Gegner.",
    "bot.desc.medium": "Spielt gut, mit gelegentlichen Patzern.",
    "bot.desc.hard": "Der stärkste Bot für dieses Spiel, ohne Patzer.",
    "bot.desc.rules": "Folgt festen Prioritäten über das, was sein Platz sieht.",
    "bot.desc.rollout": "Spielt seine knappsten Möglichkeiten bis zum Spielende durch und behält die beste.",
    "bot.desc.hat": "Ein Team mit vereinbartem Code: ein Hinweis nennt jedem anderen Bot einen Zug; deine liest es wörtlich.",
    "bot.desc.deduce": "Erschließt, was er nicht sieht, und spielt den aufschlussreichsten Zug.",
    "bot.desc.deduce_hard": "Wie der Detektiv, liest aber auch, wie der Nachbar das Rätsel wählte, das er ihm gab.",
    "bot.desc.random": "Irgendein erlaubter Zug, zufällig.",
    "bot.desc.greedy": "Schaut einen Zug voraus auf eine Schätzung der Punkte.",
    "bot.desc.ismcts": "Durchsucht einen Zugbaum über alle möglichen Verteilungen (ISMCTS); denkt eine Weile.",
    "bot.desc.pimc": "Durchsucht jede mögliche Verteilung, als lägen die Karten offen (PIMC); denkt eine Weile.",
    "lobby.bot_about": "{name}: {desc}",
  },
};

/** @type {Record<Lang, Table>} the live table: the shell plus every merged game module */
const TABLE = { en: { ...SHELL.en }, es: { ...SHELL.es }, de: { ...SHELL.de } };

/** @type {Lang} */
let current = "en";

/**
 * File a game's texts under `prefix.` (its id: `<id>.clue.cigarette`).
 * @param {string} prefix
 * @param {Partial<Record<Lang, Table>>} strings
 */
export function mergeStrings(prefix, strings) {
  for (const lang of LANGS) {
    const table = (strings && strings[lang]) || {};
    for (const [key, value] of Object.entries(table)) TABLE[lang][`${prefix}.${key}`] = value;
  }
}

/**
 * The lookups of one game's texts (filed under `prefix.`) in the language its caller's ctx
 * names (`ctx.lang`, else English) rather than the page's: a game module's pure text
 * functions read the reader's language from their ctx. A key missing in that language falls
 * back to English, then to the key itself (without the prefix).
 * @param {string} prefix
 */
export function lookup(prefix) {
  /** @param {{lang?: string}|undefined} ctx @returns {Lang} */
  const langOf = (ctx) => {
    const lang = ctx && ctx.lang;
    return lang && /** @type {string[]} */ (LANGS).includes(lang) ? /** @type {Lang} */ (lang) : "en";
  };
  /** Does `key` exist (in the language or in English)? @param {any} ctx @param {string} key */
  const has = (ctx, key) => `${prefix}.${key}` in TABLE[langOf(ctx)] || `${prefix}.${key}` in TABLE.en;
  /**
   * The key in the ctx's language, else English, with {name} filled in.
   * @param {any} ctx @param {string} key @param {Record<string, any>} [params]
   * @returns {string}
   */
  const tr = (ctx, key, params) => {
    const own = `${prefix}.${key}`;
    const text = /** @type {string} */ (TABLE[langOf(ctx)][own] ?? TABLE.en[own] ?? key);
    return format(text, params);
  };
  /** key.one / key.other by count @param {any} ctx @param {string} key @param {number} n @param {Record<string, any>} [params] */
  const plural = (ctx, key, n, params) => tr(ctx, `${key}.${n === 1 ? "one" : "other"}`, { n, ...(params || {}) });
  return { langOf, has, tr, plural };
}

/**
 * The entry of `key` (a text or its plural forms) in `lang`, else in English; undefined when
 * neither has it. The message renderer (messages.js) reads the tables through this.
 * @param {string} key @param {string} lang
 * @returns {Entry|undefined}
 */
export function entry(key, lang) {
  const table = /** @type {Record<string, Table>} */ (TABLE)[lang];
  const found = table ? table[key] : undefined;
  return found !== undefined ? found : TABLE.en[key];
}

/** @param {string} key @param {Lang} [lang] */
export function has(key, lang = current) {
  return key in TABLE[lang] || key in TABLE.en;
}

/**
 * Fill `{name}` placeholders from params; an unknown placeholder stays as it is.
 * @param {string} text @param {Record<string, unknown>} [params]
 */
export function format(text, params) {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/**
 * The text of `key` in the current language (or `lang`), English when missing, else the key.
 * @param {string} key
 * @param {Record<string, unknown>} [params]
 * @param {Lang} [lang]
 * @returns {string}
 */
export function t(key, params, lang = current) {
  /** @type {Entry|undefined} */
  let entry = TABLE[lang] ? TABLE[lang][key] : undefined;
  if (entry === undefined) entry = TABLE.en[key];
  if (entry === undefined) return key;
  if (typeof entry !== "string") {
    const n = params && typeof params.n === "number" ? params.n : 0;
    entry = n === 1 ? entry.one : entry.other;
  }
  return format(entry, params);
}

/**
 * A `t` that first looks under `prefix.` and then at the key as given (game modules may call
 * it either way).
 * @param {string} prefix
 * @returns {(key: string, params?: Record<string, unknown>) => string}
 */
export function scoped(prefix) {
  return (key, params) => {
    const own = `${prefix}.${key}`;
    if (key in TABLE[current] || key in TABLE.en) return t(key, params);
    if (own in TABLE[current] || own in TABLE.en) return t(own, params);
    return t(key, params);
  };
}

/**
 * The language to use: the stored choice if valid, else the first of the browser's languages
 * we have (by primary subtag: "de-AT" -> "de"), else English.
 * @param {readonly string[] | undefined | null} browser  e.g. navigator.languages
 * @param {string | null | undefined} stored  e.g. localStorage["afoot.lang"]
 * @returns {Lang}
 */
export function chooseLang(browser, stored) {
  if (stored && /** @type {string[]} */ (LANGS).includes(stored)) return /** @type {Lang} */ (stored);
  for (const tag of browser || []) {
    const primary = String(tag).toLowerCase().split(/[-_]/)[0];
    if (/** @type {string[]} */ (LANGS).includes(primary)) return /** @type {Lang} */ (primary);
  }
  return "en";
}

/** @param {string} lang */
export function setLang(lang) {
  current = /** @type {string[]} */ (LANGS).includes(lang) ? /** @type {Lang} */ (lang) : "en";
  return current;
}

export function getLang() {
  return current;
}

/**
 * Join names as a list in the language: "A, B and C".
 * @param {string[]} names @param {Lang} [lang]
 */
export function listText(names, lang = current) {
  const and = { en: "and", es: "y", de: "und" }[lang] || "and";
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} ${and} ${names[names.length - 1]}`;
}

/** Every key of a language (tests: every English key exists in es and de). @param {Lang} lang */
export function keys(lang) {
  return Object.keys(TABLE[lang]);
}

# Deutsch. Die Begriffe der Spiele stehen in docs/glossary.md.

-app-name = Trumps

## Die Startseite

hub-title = { -app-name }
hub-tagline = Ein Salon für Trumpf-Kartenspiele
hub-choose-game = Spiel wählen
hub-players-either = { $fewest } oder { $most } Spieler
hub-players-range = { $fewest }–{ $most } Spieler
hub-players-exact = { $most } Spieler
hub-how-to-play = Spielregeln
hub-how-to-play-game = Spielregeln von { $game }
hub-new-game = Neues Spiel

## Die Spieleinrichtung

setup-title = Neues Spiel: { $game }
setup-close = Einrichtung schließen

## Die Sprache der Seite

language-failed = Die Texte auf { $language } konnten nicht geladen werden ({ $why }). Die Seite bleibt, wie sie war.

## Die Spiele (ihre Begriffe stehen im Glossar, docs/glossary.md)

game-what-trump-name = Was sticht?
game-what-trump-tagline = Stell dir deine Hand aus einem offenen Kartenraster zusammen, während der Geber den Trumpf versteckt. Werde als Erster deine fünf Aufgabenchips los.
game-ace-trump-name = Ass-Trumpf
game-ace-trump-tagline = Ein Stichspiel mit dem Decktet, in dem jedes ausgespielte Ass den Trumpf wechselt. Bedienen kannst du jede Farbe der ausgespielten Karte.
game-ransom-trump-name = Lösegeld-Trumpf
game-ransom-trump-tagline = Ein Stichspiel mit dem Decktet, in dem der Trumpf gekauft wird: Alle legen verdeckt ein Lösegeld ab, und die höchste Karte, deren Rang sonst niemand hat, bestimmt den Trumpf.
game-truf-name = Truf
game-truf-tagline = Das indonesische Spiel mit genauer Ansage: Alle bieten zugleich, indem sie Karten zeigen, das beste Gebot bestimmt den Trumpf, und jeder muss genau so viele Stiche machen, wie er geboten hat.
game-top-trumps-name = Supertrumpf
game-top-trumps-tagline = Wähle auf deiner obersten Karte den Wert, der deiner Meinung nach alle anderen schlägt: Der beste Wert bekommt die Karten, und wer als Letzter noch Karten hat, gewinnt.

## Die Knöpfe der Startseite

rules-button = Regeln
hub-learn = Lernen
hub-continue-lesson = Lektion fortsetzen
hub-learn-game = { $open ->
    [yes] Lektion zu { $game } fortsetzen
   *[no] { $game } lernen
}{ $done ->
    [yes] { " " }(Lektion abgeschlossen)
   *[no] { "" }
}

## Wie lange her

ago-some-time = vor einiger Zeit
ago-just-now = gerade eben
ago-minutes = { $n ->
    [one] vor { $n } Minute
   *[other] vor { $n } Minuten
}
ago-hours = { $n ->
    [one] vor { $n } Stunde
   *[other] vor { $n } Stunden
}
ago-yesterday = gestern
ago-days = { $n ->
    [one] vor { $n } Tag
   *[other] vor { $n } Tagen
}

## Offene Partien auf der Startseite

unfinished-title = { $count ->
    [one] Deine offene Partie
   *[other] Deine offenen Partien
}
unfinished-last-played = Zuletzt gespielt: { $when }
unfinished-abandon-question = Diese Partie aufgeben?
unfinished-abandon-warning = Diese Partie aufgeben? Danach kann sie nicht mehr fortgesetzt werden.
unfinished-abandon-yes = Aufgeben
unfinished-keep = Behalten
unfinished-continue = Fortsetzen
unfinished-abandon = Aufgeben
question-title = Du hast noch eine offene Partie { $game }
question-when = Zuletzt gespielt: { $when }. Eine neue Partie { $game } beendet sie.
question-continue = Fortsetzen
question-new = Stattdessen eine neue Partie einrichten
cancel = Abbrechen

## Auf mehreren Geräten spielen, solange sein Teil noch lädt

remote-part-opening = Spiel auf mehreren Geräten wird geöffnet …
remote-part-name = Das Spiel auf mehreren Geräten
remote-part-kept = Die Partie bleibt erhalten.
remote-part-try-again = Erneut versuchen

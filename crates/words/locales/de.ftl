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

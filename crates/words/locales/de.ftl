# Deutsch. Die Begriffe der Spiele stehen in docs/glossary.md.

-app-name = Trumps

## Die Startseite

hub-title = { -app-name }
hub-tagline = Ein Salon für Trumpf-Kartenspiele
hub-choose-game = Spiel wählen
hub-players = { $range } Spieler
hub-how-to-play = Spielregeln
hub-how-to-play-game = Spielregeln von { $game }
hub-new-game = Neues Spiel

## Die Spieleinrichtung

setup-title = Neues Spiel: { $game }
setup-close = Einrichtung schließen

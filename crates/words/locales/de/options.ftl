# Deutsch: die Optionen eines Spiels, wie die Einrichtung sie zeigt (Namen, Erklärungen,
# Auswahl), ihre Zusammenfassung, die Bot-Stufen und wo ein Spiel steht („Runde 2“).

## Varianten der Decktet-Spiele (Ass-Trumpf, Lösegeld-Trumpf): ihre Namen

options-excuse = Ausflucht
options-pawns = Bauern
options-sticky-aces = Klebrige Asse
options-early-bird = Der frühe Vogel
options-partners = Partner
options-bidding = Gebote
options-tides = Gezeiten des Glücks
options-fixed-trump = Fester Trumpf
options-basic-rules = Grundregeln

## Ass-Trumpfs Varianten: ihre Erklärung

options-ace-excuse-help = Mit der Ausflucht: Sie darf jederzeit gespielt werden und gewinnt nie einen Stich.
options-ace-pawns-help = Mit den vier Bauern zwischen 9 und Krone; von zwei Bauern gewinnt der zuerst gespielte.
options-ace-sticky-aces-help = Nur das erste Ass einer Runde bestimmt den Trumpf; spätere Asse sind niedrige Karten.
options-ace-early-bird-help = Karten gleichen Rangs: Die zuerst gespielte gewinnt.
options-ace-partners-help = 4 oder 6 Spieler: Partner sitzen sich gegenüber und zählen ihre Punkte zusammen.
options-ace-bidding-help = Biete deine Stiche: Ein erfülltes Gebot zählt 5 je gebotenem Stich und 1 je zusätzlichem; ein verfehltes 0.
options-ace-tides-help = 2 bis 4 Spieler: zuerst 1 Karte für jeden; die letzte Karte einer Runde bestimmt, wie viele es in der nächsten gibt.
options-ace-fixed-trump-help = Der Geber nennt vor jedem Geben den Trumpf; Asse sind einfach niedrige Karten.

## Lösegeld-Trumpfs Varianten: ihre Erklärung

options-ransom-excuse-help = Mit der Ausflucht: Sie darf jederzeit gespielt werden und gewinnt nie einen Stich, auch nicht als Lösegeld.
options-ransom-pawns-help = Mit den vier Bauern zwischen 9 und Krone; gewinnt ein Bauer als Lösegeld, stehen drei Farben zur Wahl.
options-ransom-early-bird-help = Karten gleichen Rangs in einem Stich: Die zuerst gespielte gewinnt.
options-ransom-partners-help = 4 Spieler: Partner sitzen sich gegenüber und zählen ihre Punkte zusammen.
options-ransom-bidding-help = Steht der Trumpf fest, biete deine Stiche: Ein erfülltes Gebot zählt 5 je gebotenem Stich und 1 je zusätzlichem; ein verfehltes 0.

## Die Partie (Ass-Trumpf, Lösegeld-Trumpf)

options-until = Partie endet
options-until-help = Nach einer Zahl von Runden oder wenn jemand eine Punktzahl erreicht.
options-until-hands = nach einer Zahl von Runden
options-until-target = bei einer Zielpunktzahl
options-length = Runden oder Ziel
options-length-help = Wie viele Runden, oder die Punktzahl, die zu erreichen ist.

## Truf

options-hands = Runden
options-hands-help = Wie viele Runden die Partie dauert; danach gewinnt die höchste Gesamtpunktzahl.

## Bot-Stufen

bot-level-beginner = Anfänger
bot-level-standard = Standard
bot-level-expert = Experte

## Optionen, die nicht zusammen gespielt werden können

options-seat-range = { $kind ->
    [same] { $fewest }
    [next] { $fewest } oder { $most }
   *[range] { $fewest } bis { $most }
}
options-or = {" oder "}
options-refused-seats = { $game } ist für { $range } Spieler, nicht für { $players }
options-refused-hands = eine Partie hat 1 bis 50 Runden, nicht { $n }
options-refused-target = das Punkteziel liegt zwischen 1 und 500, nicht bei { $n }
options-refused-partners = Partner braucht { $tables } Spieler (Partner sitzen sich gegenüber), nicht { $players }
options-refused-tides = Gezeiten des Glücks ist für 2 bis 4 Spieler, nicht für { $players }
options-refused-sticky-fixed = Klebrige Asse und Fester Trumpf gehen nicht zusammen: Bei festem Trumpf bestimmt kein Ass den Trumpf
options-refused-pack = { $cards ->
    [one] der Stapel hat { $cards } Karte: zu wenige für { $players } Spieler
   *[other] der Stapel hat { $cards } Karten: zu wenige für { $players } Spieler
}

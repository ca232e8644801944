# Deutsch: warum die Regeln einen Zug ablehnen (der Tisch zeigt es nach „Das ist nicht erlaubt:“).

## Alle Kartenspiele mit Zügen

refusal-game-over = das Spiel ist vorbei
refusal-not-your-turn = Platz { $turn } ist am Zug, nicht Platz { $seat }
refusal-not-now = das ist jetzt nicht dran ({ $phase })
refusal-not-in-that-hand = { $card } ist nicht in dieser Hand

## Die Decktet-Spiele (Ass-Trumpf, Lösegeld-Trumpf)

refusal-must-follow-suits = { $card } bedient { $led } nicht: Spiel eine Karte mit einer ihrer Farben
refusal-bid-too-high = ein Gebot von { $bid } ist mehr als die { $tricks ->
    [one] { $tricks } Stich
   *[other] { $tricks } Stiche
} der Runde
refusal-not-on-ransom = { $suit } ist keine Farbe des gewinnenden Lösegelds, { $ransom }

## Truf

refusal-bid-order = { $card } kann nicht zum Gebot kommen: Die Karten eines Gebots folgen der Reihenfolge der Hand, jede einmal
refusal-empty-bid = ein Gebot zeigt mindestens eine Karte
refusal-must-follow-suit = { $card } bedient { $suit } nicht: Spiel eine Karte in { $suit }
refusal-trump-not-broken = { $card } ist Trumpf, und Trumpf darf erst ausgespielt werden, wenn einer gespielt wurde (oder du nur Trumpf hast)

## Supertrumpf

refusal-not-your-turn-to-choose = Spieler { $turn } sagt an, nicht Spieler { $seat }
refusal-no-such-attribute = der Kartensatz hat { $attributes ->
    [one] { $attributes } Wert
   *[other] { $attributes } Werte
}: Es gibt keinen Wert { $attribute }

## Was sticht?

refusal-not-seats-turn = Platz { $seat } ist nicht am Zug (Platz { $turn } ist dran)
refusal-wrong-phase = das ist jetzt nicht dran (das Spiel ist in der Phase { $phase })
refusal-chip-not-in-pool = es ist kein Chip „{ $task }“ mehr zu nehmen
refusal-invalid-trump-number = { $n } ist keine Trumpfzahl (1–9 oder keine)
refusal-not-in-column = { $card } liegt nicht in der aktiven Spalte { $column }
refusal-task-not-held = du hast keinen Chip „{ $task }“
refusal-not-in-your-hand = { $card } ist nicht auf deiner Hand
refusal-must-follow-card = { $card } bedient { $led } nicht: Du hast eine Karte, die bedient, also musst du eine davon spielen

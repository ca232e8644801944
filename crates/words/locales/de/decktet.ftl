# Deutsch: the Decktet tables (Ace Trump and Ransom Trump): their shared parts (the hand, the
# trick, the log, the players, the status line, the summaries) and each game's own.

## Eine vorgelesene Karte und eine Wahl von Farben

decktet-card-trump = { $card }, Trumpf
decktet-list-or = { $a } oder { $b }

## Der Tisch

decktet-table-label = Tisch
decktet-side-label = Trumpf und Spieler
decktet-log-label = Stiche dieser Runde
decktet-trump-label = Trumpf
decktet-trump-is = Trumpf:
decktet-players-label = Spieler
decktet-dealer = Geber
decktet-cards = { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
}
decktet-seat-bid = Gebot { $n }
decktet-seat-bidding = bietet…
decktet-seat-bids-later = bietet später
decktet-seat-no-bid = kein Gebot
decktet-tricks-this-hand = { $n ->
    [one] { $n } Stich in dieser Runde
   *[other] { $n } Stiche in dieser Runde
}
decktet-points-short = { $n } Pkt.
decktet-team = Partner: { $partner } · Partei { $total }
decktet-team-you = Partner: du · Partei { $total }
decktet-hand-of = Runde { $hand } von { $hands }
decktet-hand-first-to = Runde { $hand } · bis { $target } Punkte
decktet-hand-bid = Gebot { $n }
decktet-tricks = { $n ->
    [one] { $n } Stich
   *[other] { $n } Stiche
}
decktet-no-cards = Keine Karten auf der Hand.
decktet-before-tricks-bids = Die Stiche beginnen, sobald alle geboten haben.
decktet-became-trump = { $suit } ist Trumpf (Ass von { $name })
decktet-became-trump-yours = { $suit } ist Trumpf (dein Ass)
decktet-log-title = Stiche dieser Runde
decktet-log-empty = Hier stehen die Stiche der Runde, sobald sie gemacht sind.

## Bieten

decktet-bid-title = Dein Gebot: Wie viele Stiche machst du?
decktet-bid-scoring = { $range } Erfüllt: 5 Punkte je gebotenem Stich und 1 je Stich darüber. Verfehlt: nichts.

## Die Statuszeile

decktet-took-trick = { $who } hat den Stich gemacht.
decktet-you-took-trick = Du hast den Stich gemacht.
decktet-is-playing = { $who } spielt…
decktet-plays = { $who } spielt.
decktet-your-lead = Du spielst aus: Stich { $n } von { $total }.
decktet-excuse-led = Du bist dran: Die Ausflucht wurde ausgespielt, also bestimmt deine Karte, was bedient werden muss.
decktet-follow = Du bist dran: Bediene { $card } mit einer Karte in { $suits }.
decktet-nothing-of = Du bist dran: Du hast nichts in { $suits }, also darfst du jede Karte spielen.
decktet-is-bidding = { $who } bietet…
decktet-bids = { $who } bietet.
decktet-game-over = Die Partie ist vorbei.

## Die Abrechnungen

decktet-hand-scored = Runde { $n } gewertet
decktet-next-hand = Nächste Runde
decktet-col-player = Spieler
decktet-col-bid = Gebot
decktet-col-tricks = Stiche
decktet-col-bid-made = Erfüllt?
decktet-col-points = Punkte
decktet-col-hand = Runde
decktet-bid-made = ✓ erfüllt
decktet-bid-short = ✗ verfehlt
decktet-points = { $n ->
    [one] { $n } Punkt
   *[other] { $n } Punkte
}
decktet-after-hands = { $n ->
    [one] Nach { $n } Runde.
   *[other] Nach { $n } Runden.
}
decktet-after-hands-partners = { $n ->
    [one] Nach { $n } Runde; Partner teilen sich die Punkte ihrer Partei.
   *[other] Nach { $n } Runden; Partner teilen sich die Punkte ihrer Partei.
}
decktet-hand-by-hand = Runde für Runde

## Ass-Trumpf

decktet-ace-name-trump-title = Du gibst Runde { $n }: Bestimme die Trumpffarbe
decktet-ace-name-trump-help = Du bestimmst sie, bevor die Karten gegeben werden. Asse ändern in diesem Spiel nichts.
decktet-ace-bid-range = Von 0 bis { $n }.
decktet-ace-tides-note = { $n ->
    [one] Gezeiten des Glücks: Die letzte Karte war { $card }, also bekommt in der nächsten Runde jeder { $n } Karte.
   *[other] Gezeiten des Glücks: Die letzte Karte war { $card }, also bekommt in der nächsten Runde jeder { $n } Karten.
}
decktet-ace-trump-at-end = Trumpf am Ende:
decktet-ace-no-trump = Es wurde kein Ass gespielt: kein Trumpf in dieser Runde.
decktet-ace-dealt-after-naming = Die Karten werden gegeben, sobald der Geber Trumpf bestimmt hat.
decktet-ace-you-name-trump = Du gibst: Bestimme die Trumpffarbe für diese Runde.
decktet-ace-is-naming-trump = { $who } gibt und bestimmt Trumpf…
decktet-ace-names-trump = { $who } bestimmt Trumpf.
decktet-ace-trump-being-named = Trumpf: Der Geber bestimmt ihn
decktet-ace-no-trump-yet = Noch kein Trumpf
decktet-ace-named-by-dealer = Vom Geber für Runde { $n } bestimmt. Asse sind einfache niedrige Karten.
decktet-ace-set-by = Bestimmt durch das Ass von { $name } in Stich { $n }.
decktet-ace-set-by-yours = Bestimmt durch dein Ass in Stich { $n }.
decktet-ace-next-ace-changes = Das nächste gespielte Ass ändert ihn.
decktet-ace-sticky-stays = Klebrige Asse: Er bleibt für den Rest der Runde.
decktet-ace-first-ace-sticky = Das erste gespielte Ass bestimmt Trumpf für die ganze Runde.
decktet-ace-first-ace = Das erste gespielte Ass macht seine Farbe zu Trumpf.
decktet-ace-aces-not-seen = Noch nicht gesehene Asse:
decktet-ace-none = keine

## Lösegeld-Trumpf

decktet-ransom-wish = { $name } hat { $card } hingelegt; { $suits } käme da wohl gelegen.
decktet-ransom-partner-wish = { $name } (dein Partner) hat { $card } hingelegt; { $suits } käme da wohl gelegen.
decktet-ransom-choose-title = Dein Lösegeld ({ $card }) hat gewonnen: Wähle Trumpf
decktet-ransom-choose-help = Jede seiner Farben kann in dieser Runde Trumpf sein, und du spielst zum ersten Stich aus. Die Karte im Lösegeld eines anderen Spielers deutet auf die Farben hin, die er hält.
decktet-ransom-bid-range = Von 0 bis { $n }, eine je Karte auf deiner Hand.
decktet-ransom-held = { $n } auf deiner Hand
decktet-ransom-bought-with = Trumpf wurde mit { $card } gekauft.
decktet-ransom-no-trump = Kein Lösegeld blieb allein: kein Trumpf in dieser Runde.
decktet-ransom-before-tricks = Die Stiche beginnen, sobald die Lösegelder gezeigt sind und Trumpf feststeht.
decktet-ransom-before-tricks-chosen = Die Stiche beginnen, sobald Trumpf gewählt ist.
decktet-ransom-down = Lösegeld liegt
decktet-ransom-choosing = wählt ein Lösegeld
decktet-ransom-your-ransom = Dein Lösegeld: Wähle eine Karte von deiner Hand und lege sie verdeckt hin.
decktet-ransom-is-choosing = { $who } wählt ein Lösegeld… ({ $down } von { $players } liegen)
decktet-ransom-puts-down = { $who } legt ein Lösegeld hin.
decktet-ransom-your-ransom-won = Dein Lösegeld hat gewonnen: Wähle, welche seiner Farben Trumpf ist.
decktet-ransom-is-choosing-trump = { $who } hat mit dem Lösegeld gewonnen und wählt Trumpf…
decktet-ransom-chooses-trump = { $who } wählt Trumpf.
decktet-ransom-trump-to-buy = Trumpf: wird gekauft
decktet-ransom-trump-being-chosen = Trumpf: wird gewählt
decktet-ransom-no-trump-this-hand = Kein Trumpf in dieser Runde
decktet-ransom-no-trump-at-all = Kein Trumpf
decktet-ransom-bought-by = Gekauft mit dem Lösegeld von { $name }: { $card }.
decktet-ransom-bought-by-you = Gekauft mit deinem Lösegeld: { $card }.
decktet-ransom-none-alone = Kein Lösegeld blieb oben allein.
decktet-ransom-everyone = Jeder legt ein Lösegeld hin; die höchste Karte, die allein bleibt, bestimmt Trumpf.
decktet-ransom-dropped-mark = (fällt weg)
decktet-ransoms-label = Lösegelder
decktet-ransom-fate-wins = gewinnt
decktet-ransom-fate-dropped = gleich · fällt weg
decktet-ransom-fate-never-wins = gewinnt nie
decktet-ransom-fate-lower = niedriger
decktet-ransom-slot-choosing = wählt…
decktet-ransom-slot-waiting = wartet
decktet-ransom-slot-face-down = verdeckt
decktet-ransom-slot-yours = verdeckt (deins)
decktet-ransom-face-down-of = Lösegeld von { $name }, verdeckt
decktet-ransom-your-face-down = Dein Lösegeld, verdeckt
decktet-ransom-title-shown = Runde { $n }: Die Lösegelder sind aufgedeckt
decktet-ransom-title-buying = Runde { $n }: Den Trumpf kaufen
decktet-ransom-help = Wähle eine Karte von deiner Hand und lege sie als Lösegeld hin. Liegen alle, werden sie gemeinsam aufgedeckt: Karten mit gleichem höchsten Rang fallen weg, und die höchste Karte, die allein bleibt, bestimmt Trumpf (ihr Besitzer wählt eine ihrer Farben) und spielt aus. Das Lösegeld macht keinen Stich.
decktet-ransom-tied-dropped = Gleichstand oben, fallen weg: { $cards }.
decktet-ransom-you-win-trump = Dein Lösegeld ({ $card }) gewinnt: { $suits } ist Trumpf, und du spielst zum ersten Stich aus.
decktet-ransom-wins-trump = Das Lösegeld von { $name } ({ $card }) gewinnt: { $suits } ist Trumpf, und { $name } spielt zum ersten Stich aus.
decktet-ransom-you-win-choose = Dein Lösegeld ({ $card }) gewinnt: Du wählst Trumpf aus { $suits }.
decktet-ransom-wins-choose = Das Lösegeld von { $name } ({ $card }) gewinnt: { $name } wählt Trumpf aus { $suits }.
decktet-ransom-none-alone-you-lead = Kein Lösegeld bleibt allein: kein Trumpf in dieser Runde, und du spielst als Erster aus.
decktet-ransom-none-alone-leads = Kein Lösegeld bleibt allein: kein Trumpf in dieser Runde, und { $name } spielt als Erster aus.

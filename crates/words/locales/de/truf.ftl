# Deutsch: Truf's table: the bids and the bid picker, the even game's turn, the trump and the
# players, the status line, and the summaries.

## Die Karten

truf-letter-jack = B
truf-letter-queen = D
truf-card-trump = { $card }, Trumpf
truf-card-face-down = eine verdeckte Karte

## Der Tisch

truf-table-label = Tisch
truf-side-label = Trumpf und Spieler
truf-bids-side-label = Die Gebote
truf-players-label = Spieler
truf-dealer = Geber
truf-trump-not-yet = Trumpf: noch offen
truf-trump-waiting = Das beste Gebot bestimmt Trumpf, sobald alle Gebote gezeigt sind.
truf-trump-is = Trumpf:
truf-no-trump = Kein Trumpf
truf-turned-up = Aus einem ausgeglichenen Spiel nach oben gekippt: Jedes Gebot stieg um eins.
truf-turned-down = Aus einem ausgeglichenen Spiel nach unten gekippt: Jedes Gebot über null sank um eins.
truf-trumps-broken = Trumpf ist gebrochen: Er darf ausgespielt werden.
truf-trumps-not-broken = Trumpf darf erst ausgespielt werden, wenn einer gespielt wurde (außer du hast nur noch Trümpfe).
truf-kind-high = Hohes Spiel (mehr Stiche geboten, als die Runde hat): Ein fehlender Stich kostet 2, ein Stich zu viel kostet 1.
truf-kind-low = Niedriges Spiel (weniger Stiche geboten, als die Runde hat): Ein fehlender Stich kostet 1, ein Stich zu viel kostet 2.
truf-kind-even = Ausgeglichenes Spiel (die Gebote ergeben genau die Stiche der Runde): Wer das Bieten gewonnen hat, kippt jedes Gebot um eins nach oben oder unten.
truf-seat-cards = { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
}
truf-seat-to-take = muss { $n } machen
truf-seat-bid = Gebot { $n }
truf-seat-bid-made = hat geboten
truf-seat-bidding = bietet…
truf-seat-to-bid = noch kein Gebot
truf-seat-took = { $n } gemacht
truf-seat-still-holds = Hält noch aus dem Gebot: { $cards }
truf-points-short = { $n } Pkt.
truf-hand-of = Runde { $hand } von { $hands } · { $players } Spieler
truf-hand-to-take = Muss { $n } machen
truf-tricks = { $n ->
    [one] { $n } Stich
   *[other] { $n } Stiche
}
truf-hand-points = { $n } Pkt.
truf-no-cards-left = Keine Karten mehr in dieser Runde.
truf-before-tricks = Die Stiche beginnen, sobald das ausgeglichene Spiel gekippt ist.
truf-face-down = verdeckt
truf-was-face-down = war verdeckt

## Die Gebote

truf-bids-title = Die Gebote
truf-bidding-title = Bieten
truf-bids-label = Gebote
truf-bids-worth = bietet { $n }
truf-wins-the-bid = ★ gewinnt das Bieten
truf-bid-closed = abgegeben, verdeckt
truf-bid-being-made = wird zusammengestellt
truf-bid-made-face-down = hat geboten, verdeckt
truf-suit-is-trump = { $suit } ist Trumpf
truf-no-trump-mixed = Kein Trumpf: Das gewinnende Gebot mischt Farben
truf-won-bid = { $name } hat das Bieten gewonnen und spielt aus.
truf-you-won-bid = Du hast das Bieten gewonnen und spielst aus.
truf-tricks-bid = { $total } Stiche geboten bei { $n } Stichen.
truf-turn-title = Ein ausgeglichenes Spiel: Du kippst es
truf-turn-help = Die Gebote ergeben zusammen genau { $n } – so viele Stiche hat die Runde –, also können nicht alle recht behalten. Weil du das Bieten gewonnen hast, wählst du, in welche Richtung sich jedes Gebot bewegt.
truf-turn-up = Nach oben kippen
truf-turn-down = Nach unten kippen
truf-you-in-list = du

## Das Gebot zusammenstellen

truf-picker-title = Dein Gebot
truf-picker-help = Wähle unten Karten aus deiner Hand; ihr Wert ist die Zahl der Stiche, die du genau machen musst (von { $n }). Die Karten bleiben auf deiner Hand, aber alle sehen sie, sobald alle Gebote gezeigt sind.
truf-picker-bid = Gebot:
truf-picker-tricks-word = { $n ->
    [one] Stich
   *[other] Stiche
}
truf-make-bid = { $n } bieten
truf-clear = Leeren
truf-sign-plus = + plus
truf-sign-minus = − minus
truf-sign-plus-label = { $card }: plus; umschalten
truf-sign-minus-label = { $card }: minus; umschalten
truf-take-out = ✕ raus
truf-take-out-label = { $card } aus dem Gebot nehmen
truf-explain-pick = Wähle eine oder mehrere Karten aus deiner Hand.
truf-explain-face-alone = { $card } allein ist 0 wert: Ein Bube, eine Dame oder ein König allein bietet nichts.
truf-explain-alone = { $card } allein ist { $n } wert (eine einzelne Karte zählt immer plus).
truf-explain-below-zero = { $sum }, das zählt als 0
truf-explain-faces = Mit anderen Karten ist ein Bube, eine Dame oder ein König 10 wert; ein Ass ist 1 wert.
truf-explain-all-one = Alles { $suit }: Gewinnt dieses Gebot, ist { $suit } Trumpf.
truf-explain-mixed = Gemischte Farben: Gewinnt dieses Gebot, gibt es keinen Trumpf.

## Die Statuszeile

truf-status-your-bid = Dein Gebot: Wähle Karten aus deiner Hand, kennzeichne jede mit plus oder minus, und biete.
truf-status-is-bidding = { $who } bietet… ({ $closed } von { $players } Geboten abgegeben)
truf-status-bids = { $who } bietet.
truf-status-even-yours = Ein ausgeglichenes Spiel: Kippe es nach oben oder unten.
truf-status-even-turning = Ein ausgeglichenes Spiel: { $who } kippt es nach oben oder unten…
truf-status-turns = { $who } kippt das ausgeglichene Spiel.
truf-status-took-trick = { $who } hat den Stich gemacht.
truf-status-you-took-trick = Du hast den Stich gemacht.
truf-status-is-playing = { $who } spielt…
truf-status-plays = { $who } spielt.
truf-status-need-more = { $n ->
    [one] Du brauchst noch { $n } Stich.
   *[other] Du brauchst noch { $n } Stiche.
}
truf-status-have-tricks = Du hast deine Stiche: Mach keinen mehr.
truf-status-over-bid = Du liegst { $n } über deinem Gebot.
truf-status-your-lead = Du spielst aus.
truf-status-follow = Du bist dran: Bediene { $suit }.
truf-status-no-suit = Du bist dran: Du hast kein { $suit }, also spiel eine beliebige Karte – sie kommt verdeckt.
truf-status-your-turn = Du bist dran.
truf-status-game-over = Die Partie ist vorbei.

## Die Abrechnungen

truf-hand-scored = Runde { $n } gewertet
truf-next-hand = Nächste Runde
truf-trump-was = Trumpf war { $suit }.
truf-no-trump-was = Es gab keinen Trumpf.
truf-col-player = Spieler
truf-col-bid = Gebot
truf-col-took = Gemacht
truf-col-exact = Genau?
truf-col-points = Punkte
truf-col-hand = Runde
truf-exact = ✓ genau
truf-short = ✗ zu wenig
truf-over = ✗ zu viel
truf-turned-up-note = Das ausgeglichene Spiel wurde nach oben gekippt: Jedes Gebot stieg um eins (3 → 4 heißt: 3 geboten, auf 4 gespielt).
truf-turned-down-note = Das ausgeglichene Spiel wurde nach unten gekippt: Jedes Gebot über null sank um eins (3 → 2 heißt: 3 geboten, auf 2 gespielt).
truf-won-the-bid-note = ★ hat das Bieten gewonnen.
truf-points = { $n ->
    [one] { $n } Punkt
    [-1] { $n } Punkt
   *[other] { $n } Punkte
}
truf-after-hands = { $n ->
    [one] Nach { $n } Runde.
   *[other] Nach { $n } Runden.
}
truf-hand-by-hand = Runde für Runde

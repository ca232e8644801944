# Deutsch: der Rahmen des Tisches (die obere Leiste, Tipps, das Gerät weitergeben, wer ausgeschieden
# ist) und was der Tisch jedes Spiels teilt (die Hand, der Stich, die Übersichten, das Ende, Plätze).

## Der Rahmen des Tisches

table-hub = ← Startseite
table-lesson = Lektion
table-game-over = Spiel vorbei
table-no-game = Keine Partie im Gange.
table-cannot-show = Diese Partie kann in dieser Version nicht angezeigt werden.
table-no-record = Keine Aufzeichnung geöffnet.
table-no-table = { $game } hat in der App noch keinen Tisch (die Kommandozeile `trumps replay` liest es)
table-hint = Tipp
table-hint-thinking = Denkt nach…
table-hint-ask = Frag den Experten-Bot nach seinen besten Zügen (nach dem, was du sehen kannst)
table-hint-about = Die besten Züge des Experten-Bots, nach dem, was du sehen kannst
table-hint-close = Tipp schließen
table-undo = Zurück
table-undo-about = Deine letzte Entscheidung zurücknehmen
table-thinking = { $name } denkt nach
table-pass-to = Gib das Gerät an { $name } weiter
table-pass-ready = Tippen, wenn bereit

## Alle Personen am Gerät sind ausgeschieden; die Bots spielen weiter

table-out-one = { $name ->
    [You] Du bist
   *[other] { $name } ist
} aus dieser Partie ausgeschieden.
table-out-many = { $names } sind aus dieser Partie ausgeschieden.
table-out-playing = Der Rest wird ausgespielt…
table-out-bots-play = Die Bots spielen weiter, bis einer von ihnen gewinnt.
table-out-skip = Zum Ergebnis springen
table-out-watch = Zuschauen

## Plätze

# Die Person nach einer Präposition („gescheitert bei dir“).
table-you-within = dir
table-bot = Bot · { $level }
table-seat-who = Wer spielt Platz { $n } ({ $name })
table-seat-remote = Person am eigenen Gerät
table-replaces-starting = Damit endet deine Partie { $game }{ $with ->
    [yes] { " " }mit { $seats }
   *[no] { "" }
} ({ $at }).
table-replaces-this = Damit endet deine Partie { $game }{ $with ->
    [yes] { " " }mit { $seats }
   *[no] { "" }
} ({ $at }).
table-replaces-download = Erst ihre Aufzeichnung herunterladen

## Die Hand und der Stich

table-your-hand = Deine Hand
table-hand-count = { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
}
table-hand-title = { $name ->
    [You] Deine Hand
   *[other] Hand von { $name }
} ({ $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
})
table-trick = Stich
table-last-trick-now = Letzter Stich:{ " " }
table-last-trick = Letzter Stich
table-back-to-trick = Zurück zu diesem Stich
table-trick-of = Stich { $number } von { $total }
table-trick-taken = Stich { $number }/{ $total } — { $taken } ihn
table-trick-leading = Stich { $number }/{ $total } — { $leading }
table-you-take = du machst
table-takes = { $name ->
    [You] du machst
   *[other] { $name } macht
}
table-to-lead = { $name ->
    [You] du spielst aus
   *[other] { $name } spielt aus
}
table-led = ausgespielt
table-takes-it = macht ihn

## Die Statuszeile

table-next = Als Nächstes: { $what }
table-over-none = Das Spiel ist vorbei.
table-over-you = Spiel vorbei: Du gewinnst!
table-over-one = Spiel vorbei: { $name ->
    [You] Du gewinnst
   *[other] { $name } gewinnt
}.
table-over-shared = Spiel vorbei: gemeinsamer Sieg für { $names }.

## Die Übersichten und das Ende

table-totals = Gesamt:
table-see-result = Zum Ergebnis
table-review = Mein Spiel prüfen
table-review-about = Der Experte prüft jede deiner Entscheidungen und sieht dabei nur, was du gesehen hast
table-headline-none = Das Spiel ist vorbei
table-headline-you = Du gewinnst!
table-headline-one = { $name ->
    [You] Du gewinnst!
   *[other] { $name } gewinnt!
}
table-headline-shared = Gemeinsamer Sieg: { $names }
table-winner = Sieger
table-rematch = Nochmal mit denselben Plätzen
table-same-deal = Dieselbe Verteilung nochmal
table-watch-replay = Wiedergabe ansehen
table-share = Diese Verteilung teilen
table-guest-next = Der Gastgeber entscheidet, wie es weitergeht: Eine neue Partie an diesem Tisch erscheint hier, sobald sie beginnt.
table-guest-leave = Tisch verlassen

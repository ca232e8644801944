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

language-choose = Sprache
language-failed = Die Texte auf { $language } konnten nicht geladen werden ({ $why }). Die Seite bleibt, wie sie war.

## Die Spiele (ihre Begriffe stehen im Glossar, docs/glossary.md)

game-what-trump-name = Was sticht?
game-what-trump-tagline = Stell deine Hand aus einem offenen Kartenraster zusammen, während der Geber den Trumpf versteckt. Werde als Erster deine fünf Aufgabenchips los.
game-ace-trump-name = Ass-Trumpf
game-ace-trump-tagline = Ein Decktet-Stichspiel, in dem jedes ausgespielte Ass den Trumpf wechselt. Bedienen darfst du jede Farbe der ausgespielten Karte.
game-ransom-trump-name = Lösegeld-Trumpf
game-ransom-trump-tagline = Ein Decktet-Stichspiel, in dem der Trumpf gekauft wird: Alle legen verdeckt ein Lösegeld ab, und die höchste Karte mit einem Rang, den sonst niemand hat, bestimmt den Trumpf.
game-truf-name = Truf
game-truf-tagline = Das indonesische Spiel mit genauer Ansage: Alle bieten zugleich mit offenen Karten, das beste Gebot bestimmt den Trumpf, und jeder muss genau seine gebotenen Stiche machen.
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

## Lektionen auf der Startseite, und das Angebot einer Lektion über einer ersten Einrichtung

hub-lessons-open = { $count ->
    [one] Deine laufende Lektion
   *[other] Deine laufenden Lektionen
}
hub-lesson-open = Lektion: { $game }
hub-lesson-moves-played = { $step } von { $steps } Zügen gespielt
hub-lesson-restart = Neu beginnen
hub-lesson-offer = { $question ->
    [yes] Neu bei „{ $game }“
   *[no] Neu bei { $game }?
}
hub-lesson-offer-about = Spiel eine geführte erste Runde: Ein Trainer erklärt dir jede Regel am Tisch, sobald sie drankommt. Dauert nur ein paar Minuten.
hub-lesson-offer-learn = Erst lernen

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

## Wörter für alle Teile

seat-you = Du
seat-bot = Bot { $name }
progress-hand = Runde { $n }
progress-match-over = Partie vorbei
progress-turn = Zug { $n }
progress-game-over = Spiel vorbei
progress-round = Runde { $n }
progress-chip-draft = Chipauswahl
list-sep = {", "}
list-and = {" und "}
# Words shown as they are (a name from elsewhere).
said-text = { $text }

## Der erste Bildschirm, bevor die App da ist (index.html, pwa/boot.js)

boot-loading = Die Spiele werden geladen …
boot-loading-games = Die Spiele werden geladen … { $percent } %
boot-loading-game = { $game } wird geladen … { $percent } %
boot-starting = Wird gestartet …
boot-offline = Die Spiele konnten nicht geladen werden: Dieses Gerät ist offline und hat sie noch nicht gespeichert. Verbinde dich einmal und lade dann neu.
boot-dropped = Die Spiele konnten nicht geladen werden: Die Verbindung ist abgebrochen. Lade neu, um es noch einmal zu versuchen.
boot-failed = Die Spiele konnten nicht starten ({ $why }). Lade neu, um es noch einmal zu versuchen.
boot-reload = Neu laden

## Speicher und Aktualisierungen: Hinweise über jedem Bildschirm, zuerst auf der Startseite

storage-full = Nicht gespeichert: Der Speicher dieses Geräts für den Salon ist voll.
storage-waiting = Noch nicht gespeichert: { $what }. Hier geht alles weiter, solange diese Seite offen ist, und wird gespeichert, sobald wieder Platz ist.
storage-holds = { $what ->
    [daily] deine Spiele des Tages
    [settings] deine Einstellungen
    [stats] deine Statistik
    [history] deine beendeten Partien
    [lessons] dein Fortschritt in den Lektionen
    [packs] deine Kartensätze
    [pack-draft] der Kartensatz, den du gerade erstellst
    [replay] die Aufzeichnung, die du gerade ansiehst
    [hub] die Liste deiner Partien auf der Startseite
   *[game] deine Partie { $game }
}
storage-and = { $first } und { $last }
storage-still-full = Es passt immer noch nicht. Schaffe zuerst Platz:
storage-to-make-room = So schaffst du Platz:
storage-room-record = lade die Aufzeichnung der Partie herunter, damit sie auf jeden Fall erhalten bleibt,
storage-room-finished = lösche beendete Partien
storage-room-packs = oder lösche Kartensätze, die du nicht mehr brauchst.
storage-download-record = Aufzeichnung herunterladen
storage-delete-finished = Beendete Partien löschen ({ $count })
storage-delete-damaged = Beschädigte Daten löschen
storage-try-again = Erneut versuchen
storage-confirm = { $count ->
    [one] Die beendete Partie und ihre Aufzeichnung von diesem Gerät löschen? Deine Statistik bleibt erhalten.
   *[other] Alle { $count } beendeten Partien und ihre Aufzeichnungen von diesem Gerät löschen? Deine Statistik bleibt erhalten.
}
storage-delete-them = Löschen
storage-keep-them = Behalten
storage-recovered = Alles ist wieder gespeichert.
storage-ok = OK
storage-unavailable = Dieser Browser lässt den Salon nichts auf diesem Gerät speichern (ein privates Fenster oder ausgeschaltete Websitedaten): Was du hier spielst, ist weg, sobald diese Seite geschlossen wird.
storage-dismiss = Schließen
update-ready = Eine neue Version von { -app-name } ist bereit.
update-reload-to-use = Lade die Seite neu, um sie zu nutzen.
update-reload-in-game = Lade die Seite neu, um sie zu nutzen; deine laufende Partie geht dort weiter, wo sie gerade ist.
update-gone = (Die neue Version wartet nicht mehr: Lade die Seite neu.)
update-reload = Neu laden
update-later = Später

## Auf mehreren Geräten spielen, solange sein Teil noch lädt

remote-part-opening = Spiel auf mehreren Geräten wird geöffnet …
remote-part-name = Das Spiel auf mehreren Geräten
remote-part-kept = Die Partie bleibt erhalten.
remote-part-try-again = Erneut versuchen

## Der Rahmen aller Bildschirme, vom ersten Teil gezeichnet (app.rs, parts.rs, die Regeln)

back-to-hub = Zurück zur Startseite
save-damaged-kept = Alles andere, was du gespeichert hattest, ist unberührt. Die beschädigten Daten werden auf diesem Gerät beiseitegelegt: Lade sie herunter, um eine Kopie zu behalten oder das Problem zu melden.
save-download-damaged = Beschädigte Daten herunterladen
save-download-failed = Die beschädigten Daten konnten nicht heruntergeladen werden: { $why }.
part-try-again = Erneut versuchen
part-not-now = Jetzt nicht
part-opening-table = Der Tisch wird geöffnet…
part-opening-replay = Die Wiedergabe wird geöffnet…
part-opening-setup = Die Einrichtung wird geöffnet…
part-opening-deal = Die geteilte Verteilung wird geöffnet…
part-deal-title = Geteilte Verteilung spielen?
part-the-table = Der Tisch
part-the-replay = Die Wiedergabe
part-kept = Deine gespeicherten Partien bleiben auf diesem Gerät.{ " " }
part-failed-offline = { $what } konnte nicht geöffnet werden: Dieses Gerät ist offline und hat diesen Teil der App noch nicht gespeichert. { $kept }Stell eine Verbindung her und versuch es dann erneut.
part-failed-dropped = { $what } konnte nicht geöffnet werden: Die Verbindung brach beim Laden ab. { $kept }Versuch es erneut.
part-rules-offline = Dafür braucht es den Rest der App, den dieses Gerät noch nicht gespeichert hat und offline nicht laden kann. Stell eine Verbindung her und versuch es dann erneut.
part-rules-dropped = Dafür braucht es den Rest der App, der nicht geladen werden konnte: Die Verbindung brach ab. Versuch es erneut.
part-panels-failed = Deine beendeten Partien, Aufzeichnungen, Statistiken und Einstellungen konnten nicht angezeigt werden: { $why }. Sie bleiben auf diesem Gerät.
part-panels-offline = Dieses Gerät ist offline und hat diesen Teil der App noch nicht gespeichert
part-panels-dropped = Die Verbindung brach beim Laden ab
part-missing-offline = { $what } ist noch nicht auf diesem Gerät, und es ist offline. Stell eine Verbindung her und versuch es dann erneut. { $kept }
part-missing-dropped = { $what } konnte nicht geladen werden: Die Verbindung brach ab. { $kept }
part-setup-what = Der Rest der Einrichtung
part-setup-kept = Es wurde nichts geändert.
rules-fetching = Die Regeln werden geladen…
rules-of = Regeln von
rules-close = Regeln schließen
rules-this-game = diesem Spiel
rules-offline = Die Regeln von { $game } sind noch nicht auf diesem Gerät, und es ist offline. Die Spielesammlung speichert sie für das Spielen offline, sobald sie einmal mit Verbindung geöffnet wurde.
rules-updated = Die Regeln von { $game } konnten nicht geladen werden: Die Spielesammlung wurde aktualisiert, seit diese Seite geöffnet wurde. Lade die Seite neu, um sie zu lesen.
rules-failed = Die Regeln von { $game } konnten nicht geladen werden: { $why }.
rules-missing = Die Regeln dieses Spiels sind in dieser Version nicht enthalten.

## Hinweise beim Start und die Worte der Startseite zu gespeicherten Partien

save-data-damaged = die gespeicherten Daten sind beschädigt
save-other-version = der Spielstand ist im Format { $found } geschrieben, diese Version liest Format { $expected }
unread = { $what ->
    [daily] Deine Spiele des Tages konnten nicht gelesen werden ({ $why }) und wurden beiseitegelegt; die heutigen Spiele können wieder gespielt werden.
    [settings] Deine Einstellungen konnten nicht gelesen werden ({ $why }) und wurden beiseitegelegt; es gelten die Standardwerte.
    [stats] Deine Statistik konnte nicht gelesen werden ({ $why }) und wurde beiseitegelegt; sie beginnt wieder bei null.
    [history] Die Liste deiner beendeten Partien konnte nicht gelesen werden ({ $why }) und wurde beiseitegelegt.
    [replay] Die Aufzeichnung in der Wiedergabe konnte nicht gelesen werden ({ $why }) und wurde beiseitegelegt.
   *[lessons] Dein Fortschritt in den Lektionen konnte nicht gelesen werden ({ $why }) und wurde beiseitegelegt; die Lektionen beginnen von vorn.
}
saves-earlier = Von einer früheren Version gespeichert
saves-yours = { $with ->
    [no] deine Partie { $game } ({ $at })
   *[other] deine Partie { $game } mit { $seats } ({ $at })
}
fetch-failed = { $why ->
    [connection] die Verbindung ist fehlgeschlagen
    [answer] der Browser hat keine Antwort bekommen
    [unread] die Antwort konnte nicht gelesen werden
    [window] es gibt kein Fenster
   *[status] die Seite antwortete { $status }
}
file-no-window = der Browser konnte kein Fenster öffnen
file-no-page = der Browser konnte die Seite nicht finden
file-no-file = der Browser konnte die Datei nicht erstellen
file-no-link = der Browser konnte keinen Link erstellen

## Das Spiel des Tages, auf der Startseite

daily-title = Spiel des Tages
daily-intro = Heute für alle dieselben Karten ({ $date }), gegen Bots der Stufe Experte. Nur deine erste Partie jedes Spiels zählt.
daily-dealing = Die Karten des Tages werden gegeben …
daily-failed = Die Spiele des Tages konnten nicht berechnet werden: { $why }
daily-no-bots = dieser Browser kann die Computerspieler nicht ausführen, die sie geben und spielen (sie denken in einem Web Worker, den er nicht hat oder blockiert)
daily-players = { $n } Spieler
daily-play = Spielen
daily-play-game = { $game } des Tages spielen
daily-begun = Begonnen: Spiele sie oben bei deinen unbeendeten Partien zu Ende.
daily-lost = Nicht beendet: Nur deine erste Partie des Tages zählt.
daily-practise = Üben
daily-result = { $won ->
    [yes] Du hast mit { $score } { $unit ->
        [card] { $score ->
            [one] Karte
           *[other] Karten
        }
       *[point] { $score ->
            [one] Punkt
           *[other] Punkten
        }
    } gewonnen
   *[no] Du hast { $score } { $unit ->
        [card] { $score ->
            [one] Karte
           *[other] Karten
        }
       *[point] { $score ->
            [one] Punkt
           *[other] Punkte
        }
    } erzielt
}{ $aids ->
    [yes] {" "}(mit Hilfe)
   *[no] {""}
}
daily-copy = Ergebnis kopieren
daily-copied = Kopiert ✓
daily-share-head = Trumps, { $game } des Tages ({ $date })
daily-par = Par (Experte auf deinem Platz): { $score } { $unit ->
    [card] { $score ->
        [one] Karte
       *[other] Karten
    }
   *[point] { $score ->
        [one] Punkt
       *[other] Punkte
    }
}{ $won ->
    [yes] {" "}und ein Sieg
   *[no] {""}
}
daily-par-working = Par wird berechnet: Der Experte spielt deinen Platz …
daily-share = Ergebnis teilen
daily-vs-par = { $side ->
    [above] { $n } über Par
    [below] { $n } unter Par
   *[level] Gleich mit Par
}
daily-board-title = Bestenliste des Tages
daily-board-friend = Freund { $n }
daily-board-par = Par (Experte)
daily-board-score = { $score } { $unit ->
    [card] { $score ->
        [one] Karte
       *[other] Karten
    }
   *[point] { $score ->
        [one] Punkt
       *[other] Punkte
    }
}{ $won ->
    [yes] {" "}🏆
   *[no] {""}
}{ $aids ->
    [yes] {" "}(mit Hilfe)
   *[no] {""}
}
daily-friend-label = Ergebnis von Freunden: Füge den geteilten Link oder Text ein
daily-friend-check = Prüfen
daily-friend-checking = Wird geprüft: Ihre Entscheidungen werden noch einmal gegen die Bots des Tages gespielt …
daily-friend-refused = Nicht in die Bestenliste aufgenommen: { $why }.
daily-friend-someone = Jemand
daily-friend-added = Das Ergebnis von { $name } ({ $game }) stimmt beim Nachspielen: Es steht in der Bestenliste des Tages.
daily-friend-known = Das Ergebnis von { $name } ({ $game }) steht schon in der Bestenliste des Tages.
daily-friend-own = das ist dein eigenes Ergebnis

## Das Spiel des Tages: warum ein Ergebnis abgelehnt wird

daily-refused-not-a-result = das ist kein Code eines Tagesergebnisses
daily-refused-game = „{ $letters }“ ist kein Spiel dieser Version
daily-refused-version = dieses Ergebnis stammt aus einer anderen Version von Trumps (Code-Version { $version })
daily-refused-changed = dieses Ergebnis wurde verändert oder falsch abgeschrieben: seine Prüfzeichen passen nicht
daily-refused-day = dieses Ergebnis gilt für den { $day }, nicht für heute ({ $today })
daily-refused-replay = seine Züge lassen sich nicht nachspielen (Zug { $n } gibt es nicht)
daily-refused-too-long = es enthält mehr Züge, als sein Spiel hat
daily-refused-other-game = seine Entscheidungen spielen eine andere Partie als die, aus der es stammt: eine davon wurde verändert
daily-refused-claims = es behauptet { $claimed } { $unit ->
    [card] Karten
   *[point] Punkte
} { $claimedwon ->
    [yes] und einen Sieg
   *[no] ohne Sieg
}, aber seine Züge ergeben { $replayed } { $unit ->
    [card] Karten
   *[point] Punkte
} { $replayedwon ->
    [yes] und einen Sieg
   *[no] ohne Sieg
}

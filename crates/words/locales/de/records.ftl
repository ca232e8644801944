# Deutsch: Aufzeichnungen von Partien: die beendeten Partien auf der Startseite, eine
# Aufzeichnung öffnen und einen Verteilungscode eingeben, eine Verteilung teilen und das Angebot,
# eine geteilte zu spielen, das Partie-Menü am Tisch, aus einer Aufzeichnung weiterspielen, und
# die Wiedergabe mit der Prüfung der Entscheidungen eines Spielers.

## Wie eine Runde in jedem Spiel heißt (Hand und Runde sind beide „Runde“, Zug bei Supertrumpf)

records-hand = Runde
records-round = Runde
records-turn = Zug
records-hands = { $count ->
    [one] { $count } Runde
   *[other] { $count } Runden
}
records-rounds = { $count ->
    [one] { $count } Runde
   *[other] { $count } Runden
}
records-turns = { $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
}
records-hand-n = { $hand } { $n }

## Beendete Partien

history-title = Beendete Partien
history-empty = Partien, die du beendest, stehen hier, um sie noch einmal anzusehen, herunterzuladen oder zu teilen.
history-kept = Die letzten { $count } beendeten Partien werden in diesem Browser aufbewahrt (weniger, wenn ihre Aufzeichnungen lang sind).
history-gone = Diese Partie ist nicht mehr in der Liste.
history-open-failed = Die Aufzeichnung dieser Partie konnte nicht geöffnet werden: { $why }.
history-read-failed = Die Aufzeichnung dieser Partie konnte nicht gelesen werden: { $why }.
history-aids-title = In dieser Partie genutzte Hilfen
history-with-aids = mit { $aids }
history-watch = Ansehen
history-download = Herunterladen
history-share = Teilen
history-remove-title = Aus der Liste entfernen
history-remove-question = Diese Partie aus der Liste entfernen?
history-remove = Entfernen
history-keep = Behalten

## Aufzeichnungen und geteilte Verteilungen auf der Startseite

import-title = Aufzeichnungen und geteilte Verteilungen
import-watch-title = Aufzeichnung ansehen
import-watch-note = Eine Aufzeichnungsdatei, die aus dieser App heruntergeladen wurde (hier oder auf einem anderen Gerät), öffnet sich in der Wiedergabe: Schritt für Schritt ansehen oder weiterspielen.
import-open-file = Aufzeichnungsdatei öffnen …
import-or-paste = … oder eine Aufzeichnung einfügen
import-text = Text der Aufzeichnung
import-open = Öffnen
import-too-large = { $file } kann nicht geöffnet werden: { $why }.
import-not-a-record = { $file } ist keine Aufzeichnung, die diese App öffnen kann: { $why }.
import-paste-first = Füge zuerst den Text einer Aufzeichnung ein.
import-pasted-title = Eingefügte Aufzeichnung
import-text-not-a-record = Dieser Text ist keine Aufzeichnung, die diese App öffnen kann: { $why }.
import-code-title = Geteilte Verteilung spielen
import-code-note = Hat dir jemand einen Verteilungscode wie { $code } geschickt? Gib ihn hier ein, um dieselbe Verteilung zu spielen.
import-code-label = Verteilungscode
import-code-go = Spielen
import-code-failed = Dieser Code kann nicht gespielt werden: { $why }.
code-empty = es gibt keinen Code zu lesen
code-unknown-game = „{ $letters }“ benennt kein Spiel ({ $known })
code-known-game = { $code } { $name }
code-players = „{ $got }“ ist keine Spielerzahl für { $game }
code-no-seed = der Teil mit der Verteilung nach den Spielern fehlt
code-bad-char = „{ $char }“ kommt in einem Verteilungscode nicht vor
code-too-long = der Teil mit der Verteilung ist zu lang
code-typo = dieser Code hat einen Tippfehler (vergleiche ihn mit dem, den du bekommen hast)

## Eine Verteilung teilen und eine geteilte spielen

share-title = Diese Verteilung teilen
share-code = Verteilungscode
share-link = Link
share-copy = Kopieren
share-copied = Kopiert ✓
share-note = Wer den Link öffnet oder den Code auf der Startseite eingibt, bekommt dieselbe Partie: dieselben Optionen und dieselben Karten, Runde für Runde genauso gegeben, gespielt mit den eigenen Plätzen.
share-done = Fertig
offer-title = Geteilte Verteilung spielen?
offer-what = { $game } · { $count } Spieler · Verteilung { $deal }
offer-seats = Wer auf welchem Platz spielt:
offer-start = Diese Verteilung starten
offer-not-now = Jetzt nicht
offer-standard-options = Standardoptionen
offer-options = Optionen: { $options }
offer-option-off = ohne { $option }

## Das Partie-Menü am Tisch

menu-button = Partie-Menü
menu-word = Partie
menu-covered = Verfügbar, sobald der nächste Spieler das Gerät hat
menu-title = Diese Partie
menu-share-about = Ein Code und ein Link, die dieselbe Verteilung auf einem anderen Gerät starten.
menu-download = Aufzeichnung herunterladen
menu-download-about = Jede bisherige Entscheidung als Datei (auch die geheimen: Behalte sie für dich, bis die Partie vorbei ist).
menu-watch = Schritt für Schritt ansehen
menu-watch-about = Die Wiedergabe, ab der ersten Entscheidung.
menu-lesson-title = Lektion: { $game }
menu-lesson-restart = Lektion neu beginnen
menu-lesson-restart-about = Zurück zum Geben, zuerst die Karte über das Spiel.
menu-lesson-leave = Lektion verlassen
menu-lesson-leave-about = Sie wartet auf der Startseite, wo du aufgehört hast.
menu-close = Schließen

## Aus einer Aufzeichnung weiterspielen

play-on-title = Von hier weiterspielen
play-on-note = Die Partie geht ab Schritt { $n } weiter, alle Entscheidungen bis dahin bleiben. Wähle, wer auf welchem Platz spielt:
play-on-failed = Diese Partie kann nicht übernommen werden: { $why }.
play-on-start = Weiterspielen

## Die Wiedergabe

replay-hub = ← Startseite
replay-game = Wiedergabe · { $game }
replay-to-game = Zurück zur Partie
replay-controls = Steuerung der Wiedergabe
replay-first = Erster Schritt
replay-first-key = Erster Schritt (Pos1)
replay-back = ◀ Zurück
replay-back-key = Eine Entscheidung zurück (←)
replay-next = Weiter ▶
replay-next-key = Nächste Entscheidung (→)
replay-last = Letzter Schritt
replay-last-key = Letzter Schritt (Ende)
replay-more = Mehr ▴
replay-less = Weniger ▾
replay-step = Schritt
replay-step-of = Schritt { $n } von { $total }
replay-hand-of = { $hand } { $n } von { $total }
replay-start-of = Start · { $total } insgesamt
replay-autoplay = ▶ Abspielen
replay-pause = ❚❚ Pause
replay-view-as = Ansicht
replay-observer-all = Zuschauer (Partie vorbei: alles aufgedeckt)
replay-observer-public = Zuschauer (nur offene Karten)
replay-seat = { $you ->
    [yes] Dein Platz
   *[no] Platz von { $name }
}
replay-speed = Tempo
replay-download = Aufzeichnung herunterladen
replay-play-on = Von hier weiterspielen …
replay-play-on-title = Die Partie ab diesem Schritt übernehmen
replay-over-title = Bei diesem Schritt ist die Partie vorbei

## Die Entscheidungen eines Spielers prüfen

review-start = { $you ->
    [yes] Mein Spiel prüfen
   *[no] Spiel von { $name } prüfen
}
review-no-worker = Der Experte denkt in einem Web Worker, den dieser Browser nicht ausführen kann
review-start-title = Der Experte prüft jede Entscheidung auf diesem Platz
review-title = { $you ->
    [yes] Prüfung deines Spiels
   *[no] Prüfung des Spiels von { $name }
}
review-title-hand = { $you ->
    [yes] Prüfung deines Spiels
   *[no] Prüfung des Spiels von { $name }
} · { $hand } { $n }
review-moment = { $moment } · Schritt { $n }
review-how = Der Experte sieht nur, was { $you ->
    [yes] du gesehen hast
   *[no] { $name } gesehen hat
}, und bedenkt jede Entscheidung, bei der es eine Wahl gab, wie eine eigene (insgesamt { $tries } Mal zu Ende gespielt, mit Verteilungen, die zu dem passen, was { $you ->
    [yes] du wusstest
   *[no] { $name } wusste
}). Eine Entscheidung wird aufgeführt, wenn die beste Wahl des Experten um { $gain } oder mehr vorn liegt (oder um { $chance } bei einer Entscheidung, die über die ganze Partie beurteilt wird).
review-how-title = Wie der Experte urteilt
review-close = Prüfung schließen
review-checking = Prüfe Entscheidung { $n } von { $total }
review-failed = { $why } Was der Experte bis dahin gefunden hat, steht unten.
review-cancelled = Abgebrochen: Der Experte hat { $checked } von { $count ->
    [one] { $count } Entscheidung
   *[other] { $count } Entscheidungen
} { $you ->
    [yes] von dir
   *[no] von { $name }
} geprüft. Bisher gefunden:
review-none = Keine klaren Fehler: Der Experte hat { $count ->
    [one] { $count } Entscheidung
   *[other] { $count } Entscheidungen
} { $you ->
    [yes] von dir
   *[no] von { $name }
} geprüft.
review-none-partial = Keine klaren Fehler in den { $checked } von { $count ->
    [one] { $count } Entscheidung
   *[other] { $count } Entscheidungen
} { $you ->
    [yes] von dir
   *[no] von { $name }
}, die der Experte geprüft hat.
review-found = Der Experte hat { $n ->
    [one] { $n } klaren Fehler
   *[other] { $n } klare Fehler
} in { $count ->
    [one] { $count } Entscheidung
   *[other] { $count } Entscheidungen
} { $you ->
    [yes] von dir
   *[no] von { $name }
} gefunden:
review-found-partial = Der Experte hat { $n ->
    [one] { $n } klaren Fehler
   *[other] { $n } klare Fehler
} in den { $checked } von { $count ->
    [one] { $count } Entscheidung
   *[other] { $count } Entscheidungen
} { $you ->
    [yes] von dir
   *[no] von { $name }
} gefunden, die er geprüft hat:
review-not-judged = { $count ->
    [one] { $count } Entscheidung nicht beurteilt: Der Experte hat die getroffene Wahl zu wenig bedacht, um zu sagen, wie viel schlechter sie war.
   *[other] { $count } Entscheidungen nicht beurteilt: Der Experte hat die getroffene Wahl zu wenig bedacht, um zu sagen, wie viel schlechter sie war.
}
review-show = Diesen Moment zeigen
review-marked = Auf dem Tisch markiert:
review-made-key = { $you ->
    [yes] deine Wahl
   *[no] Wahl von { $name }
}
review-best-key = Wahl des Experten
review-no-marks = Keine der beiden Entscheidungen ist auf diesem Tisch zu sehen: Die Worte oben nennen beide.
review-expert = Experte

# Deutsch: was Modell und Speicher der App dem Spieler sagen, sobald die Teile nach der
# Startseite da sind (Tisch, Aufzeichnungen, Einrichtung): Hinweise, Ablehnungen, Probleme.

## Ein Zug am Tisch abgelehnt

tab-played-on = Diese Partie ging in einem anderen Tab weiter: Übernimm sie zuerst hier, um weiterzuspielen.
tab-replaced = Ein anderer Tab hat an ihrer Stelle eine neue Partie begonnen.
tab-ended = Diese Partie wurde in einem anderen Tab beendet.
session-not-allowed = Das ist nicht erlaubt: { $why }.
session-not-an-action = das ist keine Aktion dieses Spiels
session-not-your-turn = du bist nicht am Zug
session-no-game = Am Tisch ist keine Partie.
session-no-lesson = Am Tisch ist keine Lektion.
session-nothing-to-undo = Du hast keine Entscheidung, die du zurücknehmen kannst.
session-no-record = Diese Partie hat keine Aufzeichnung, durch die man zurückgehen kann.
session-undo-failed = Die Partie konnte nicht zurückgenommen werden ({ $why }).
session-lesson-unshown = Die Lektion kann nicht gezeigt werden: { $why }.
session-lesson-stopped = Die Lektion kann nicht weitergehen: { $why }.

## Die Plätze einer neuen Partie

seats-twin = Zwei Plätze heißen { $name }: Gib jedem Platz einen eigenen Namen.
seats-you-remote = Mehrere Personen spielen: Gib jeder Person ihren Namen („Du“ sagt nicht, wer gemeint ist).
seats-you-shared = Mehrere Personen teilen sich dieses Gerät: Gib jeder Person ihren Namen („Du“ sagt nicht, wer gemeint ist).
seats-no-bots = Computerspieler können in diesem Browser nicht spielen. Besetze jeden Platz mit einer Person.
session-seats = { $seats } Plätze für ein Spiel für { $players } Spieler

## Computerspieler

bots-none = dieser Browser kann die Computerspieler nicht ausführen (sie denken in einem Web Worker, den er nicht hat oder blockiert)
bots-unread = die Antwort des Bots konnte nicht gelesen werden ({ $why })
bots-stopped = der Computerspieler hat unerwartet aufgehört
bots-undecided = Ein Computerspieler konnte sich nicht entscheiden ({ $why }).
bots-no-hint = es kam kein Tipp zurück
bots-no-weighing = es kam keine Abwägung zurück

## Eine Partie begonnen, übernommen oder gelesen

start-failed = { $what ->
    [deal] Die geteilte Verteilung konnte nicht gestartet werden: { $why }.
    [same] Dieselbe Verteilung konnte nicht gestartet werden: { $why }.
   *[game] Die Partie konnte nicht gestartet werden: { $why }.
}
save-not-this-version = „{ $game }“ ist kein Spiel dieser Version
save-format = der Spielstand wurde im Format { $written } geschrieben, diese Version liest { $reads }
save-damaged = der Spielstand ist beschädigt ({ $why })
save-seats = die Plätze passen nicht zum Spiel
save-other-game = es ist der Spielstand eines anderen Spiels
save-unread-new = Deine gespeicherte Partie konnte nicht gelesen werden ({ $why }) und wurde beiseitegelegt; eine neue Partie wurde begonnen.
save-unread-of = Deine gespeicherte Partie { $game } konnte nicht gelesen werden ({ $why }) und wurde beiseitegelegt.
save-unread = Diese gespeicherte Partie konnte nicht gelesen werden ({ $why }) und wurde beiseitegelegt.
save-never = Diese Partie wurde auf diesem Gerät nie gespeichert: Der Speicher für die Spielstube war voll, während sie gespielt wurde. Lösche beendete Partien oder Kartensätze, damit deine nächsten Partien erhalten bleiben.
save-gone = Diese Partie ist auf diesem Gerät nicht mehr gespeichert: Sie wurde in einem anderen Tab oder Fenster beendet, oder der Browser hat die Daten dieser Seite gelöscht.
save-newer-lost = Deine neuere Partie { $game } konnte nicht gespeichert werden (der Speicher dieses Geräts war voll): Dies ist die Partie, die davor gespeichert wurde.
save-moves-lost = { $n ->
    [one] Die letzte Entscheidung dieser Partie konnte nicht gespeichert werden (der Speicher dieses Geräts war voll): Es geht ab der letzten gespeicherten weiter.
   *[other] Die letzten { $n } Entscheidungen dieser Partie konnten nicht gespeichert werden (der Speicher dieses Geräts war voll): Es geht ab der letzten gespeicherten weiter.
}
lesson-place-lost = Deine Stelle in der Lektion konnte nicht behalten werden ({ $why }); sie beginnt von vorn.
lesson-place-unkept = Deine Stelle in der Lektion konnte nicht behalten werden ({ $why }).
replay-unread-again = Die Aufzeichnung in der Wiedergabe konnte nicht erneut gelesen werden ({ $why }) und wurde beiseitegelegt.
deal-link-unread = Die geteilte Verteilung in diesem Link konnte nicht gelesen werden: { $why }.

## Aufzeichnungen

record-unread = Diese Partie konnte nicht gelesen werden, um ihre Aufzeichnung zu speichern.
record-none = Diese Partie wurde begonnen, bevor Aufzeichnungen geführt wurden, daher gibt es keine zu speichern.
record-unwatchable = Diese Partie wurde begonnen, bevor Aufzeichnungen geführt wurden, daher kann sie nicht wiedergegeben werden.
record-save-failed = Die Aufzeichnung konnte nicht gespeichert werden: { $why }.
record-so-far = Diese Partie bis jetzt
record-viewer-failed = Diese Partie konnte nicht in der Wiedergabe geöffnet werden: { $why }.
record-finished-title = Beendete Partie vom { $date }
record-no-winner = Kein Gewinner
record-won-you = Du hast gewonnen
record-won = { $n ->
    [one] { $names } hat gewonnen
   *[other] { $names } haben gewonnen
}
aids-hints = { $n ->
    [one] { $n } Tipp
   *[other] { $n } Tipps
}
aids-undos = { $n ->
    [one] { $n }-mal zurückgenommen
   *[other] { $n }-mal zurückgenommen
}
review-unchecked = Entscheidung { $n } von { $count } konnte nicht geprüft werden: { $why }.

## Sicherungen der Statistik und der beendeten Partien

backup-saved = { $file } gespeichert: Statistik von { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
} und { $finished ->
    [one] { $finished } beendete Partie
   *[other] { $finished } beendete Partien
}.
backup-save-failed = Die Sicherung konnte nicht gespeichert werden: { $why }.
backup-import-failed = { $file } konnte nicht importiert werden: { $why }. Nichts wurde geändert.
backup-nothing-new = Nichts Neues in { $file }: Alles darin ist schon hier.
backup-merged = Aus { $file }: { $counted ->
    [one] { $counted } Partie
   *[other] { $counted } Partien
} zur Statistik und { $listed ->
    [one] { $listed } Partie
   *[other] { $listed } Partien
} zu den beendeten Partien hinzugefügt.
backup-not-kept = { $n ->
    [one] { $n } Partie, älter als die Liste der beendeten Partien reicht, wurde nicht aufgenommen.
   *[other] { $n } Partien, älter als die Liste der beendeten Partien reicht, wurden nicht aufgenommen.
}
backup-not-json = sie ist keine JSON-Datei ({ $why })
backup-not-object = eine Sicherung ist ein JSON-Objekt mit einem "format", diese Datei enthält etwas anderes
backup-is-record = sie ist die Aufzeichnung einer Partie, keine Sicherung von Statistik und beendeten Partien: Öffne sie unter „Aufzeichnungen und geteilte Verteilungen“
backup-other-format = ihr Format ist "{ $format }", nicht "{ $expected }": Es ist keine Trumps-Sicherung
backup-no-format = sie hat kein "format": "{ $expected }", also ist sie keine Trumps-Sicherung
backup-newer = sie wurde von einer neueren Version von Trumps erstellt (Sicherungsformat { $version }; diese Version liest Format { $reads }): Aktualisiere zuerst die App
backup-no-version = ihre "version" fehlt oder ist kein bekanntes Sicherungsformat
backup-damaged = sie ist beschädigt ({ $why })
backup-game = beendete Partie { $n } ({ $names })
backup-bad-winner = { $which } nennt Gewinner { $winner }, hat aber { $players ->
    [one] { $players } Spieler
   *[other] { $players } Spieler
}
backup-bad-record = { $which } hat eine Aufzeichnung, die nicht gelesen werden kann: { $why }
backup-bad-tally = Statistikeintrag { $n } ist keine mögliche Zählung ({ $played } gespielt, { $won } gewonnen)

## Dateien

file-none = es wurde keine Datei gewählt
file-unread = die Datei { $name } konnte nicht gelesen werden
file-not-text = die Datei { $name } ist kein Text

## The table said aloud

announce-label = Was am Tisch geschieht
announce-many = Inzwischen wurden { $n } Züge gemacht. Die letzten davon:

## Die Tasten am Tisch (eine Liste, mit ? geöffnet)

keys-open = Tasten (?)
keys-title = Tasten am Tisch
keys-intro = Diese Tasten gelten am Tisch jedes Spiels. Was am Tisch geschieht, hört ein Bildschirmleser außerdem sofort; wie viel, stellst du in den Einstellungen ein.
keys-move-keys = Pfeiltasten, Pos1, Ende
keys-move = Durch deine jetzigen Möglichkeiten gehen: spielbare Karten, die Karten eines Gebots, die Chips oder die Werte einer Karte.
keys-choose-keys = Eingabe oder Leertaste
keys-choose = Spielen oder wählen, was den Fokus hat.
keys-suit-keys = Der Buchstabe einer Farbe
keys-suit = Zu deiner nächsten Karte dieser Farbe gehen.
keys-columns-keys = Pfeil links und rechts, bei der Auswahl im Kartenraster von Was sticht?
keys-columns = Die Spalte davor oder danach sagen: wer sie beginnt, ihre Karten und wer sie nahm. Pfeil hoch und runter gehen durch die Karten, die du nehmen darfst.
keys-read-turn = Sagen, wer am Zug ist und was zu tun ist.
keys-read-trick = Den Stich auf dem Tisch sagen (bei Top Trumps die gezeigten Karten).
keys-read-hand = Deine Hand sagen.
keys-read-players = Die Spieler sagen: Gebote oder Aufgaben, Stiche und Punkte.
keys-read-last-trick = Den letzten Stich zeigen und sagen; noch einmal drücken: zurück zum Stich auf dem Tisch.
keys-help-keys = ?
keys-help = Diese Liste öffnen. Escape schließt sie.
keys-close = Schließen
keys-no-turn = Gerade ist niemand am Zug.
keys-no-trick = Auf dem Tisch liegt kein Stich.
keys-no-hand = Du hältst keine Karten.
keys-no-players = Die Spieler werden hier nicht gezeigt.
keys-no-last-trick = Es gibt noch keinen früheren Stich.

# Deutsch: die Einstellungen und die Statistik auf der Startseite, die Regler der Einstellungen
# (auch am Tisch: das Tempo der Bots), was dieses Gerät speichert (Speicher, Offline-Spiel),
# und was der Tisch zeigt, wenn ein anderer Tab mit seiner Partie weitergemacht hat.

## Einstellungen

settings-title = Einstellungen
settings-pace-note = Wie lange Computerspieler vor jedem Zug warten.
settings-think-note = Wie lange ein Experten-Bot höchstens über einen Zug oder einen Tipp nachdenkt (ist die Wahl klar, hört er früher auf). Länger ist etwas stärker; Bots denken im Hintergrund, der Tisch reagiert also weiter sofort.
settings-this-device = Dieses Gerät
settings-offline-play = Offline spielen
settings-storage = Speicher
settings-version = Version
settings-version-build = { $version } (Build { $build })
settings-reading = Wird gelesen …
settings-backup = Sicherung
settings-backup-note = Wenn du die Daten dieses Browsers löschst, sind deine Statistik und deine beendeten Partien weg. Exportiere sie in eine Datei, um sie zu behalten; beim Importieren kommen nur Partien hinzu, die noch nicht hier sind, zweimal importieren ändert also nichts.
settings-backup-export = Statistik und beendete Partien exportieren
settings-backup-import = Sicherung importieren …

## Auf mehreren Geräten spielen (die STUN- und TURN-Server)

settings-ice-title = Auf mehreren Geräten spielen
settings-ice-note = Im selben WLAN oder am Hotspot eines Handys finden sich die Geräte von selbst. Über das Internet fragen sie diese Server nach ihren Adressen (STUN) oder leiten die Partie über einen davon (TURN, mit Benutzername und Passwort). Einer pro Zeile; in einem einzigen Netz bleibt das Feld leer.
settings-ice-default = Zurück zu den üblichen Servern

## Die Regler der Einstellungen

settings-pace = Bot-Tempo
settings-pace-slow = Langsam
settings-pace-normal = Normal
settings-pace-fast = Schnell
settings-pace-instant = Sofort
settings-think = Denkzeit (Experte)
settings-think-quick = Kurz (⅓ s)
settings-think-normal = Normal (1 s)
settings-think-deep = Lang (3 s)
settings-colours = Farbschema
settings-theme-device = Wie das Gerät
settings-theme-light = Hell
settings-theme-dark = Dunkel
settings-high-contrast = Hoher Kontrast: kräftigere Farbtöne und Umrisse, Farben leichter zu unterscheiden
settings-sound = Kartengeräusche (leise, im Browser erzeugt)

## Was dieses Gerät speichert

storage-kept-nothing = Noch keine Partien, beendeten Partien, Statistik oder Einstellungen gespeichert
storage-kept = { $size } für Partien, beendete Partien, Statistik und Einstellungen
storage-kept-offline = { $kept } sowie { $size } für die Offline-Kopie der App
storage-persistent = Dauerhaft: Der Browser behält alles, auch wenn der Platz knapp wird.
storage-not-persistent = Nicht dauerhaft: Der Browser darf es löschen, wenn der Platz knapp wird. Wenn du die App installierst, wird es meist dauerhaft; eine Sicherung schützt deine Statistik und deine Partien.
storage-persistence-unknown = Dieser Browser verrät nicht, ob er es behält, wenn der Platz knapp wird; eine Sicherung schützt deine Statistik und deine Partien.

## Offline spielen

offline-ready = Bereit: Die ganze App ({ $n ->
    [one] { $n } Datei
   *[other] { $n } Dateien
}, { $size }) ist auf diesem Gerät gespeichert und läuft ohne Netz.
offline-ready-update-failed = Bereit mit dieser Version ({ $size }); eine neuere Version konnte noch nicht gespeichert werden: { $failures }. Beim nächsten Besuch wird es erneut versucht.
offline-installing = Die App wird für das Offline-Spiel auf diesem Gerät gespeichert …
offline-failed = Nicht verfügbar: { $n ->
    [one] { $n } Datei konnte
   *[other] { $n } Dateien konnten
} nicht gespeichert werden ({ $failures }). Die App funktioniert online und versucht es beim nächsten Besuch erneut.
offline-unsupported = Nicht verfügbar: { $reason }.
offline-reason-browser = Dieser Browser kann die App nicht speichern
offline-reason-browser-offline = Dieser Browser kann die App nicht für die Offline-Nutzung speichern
offline-reason-https = Offline spielen geht nur, wenn die App über https (oder auf diesem Computer) geöffnet wird
offline-reason-helper = Der Offline-Helfer dieser Seite wurde nicht geladen
offline-reason-state = Sein Zustand konnte nicht gelesen werden

## Statistik

stats-title = Statistik
stats-none = Noch keine Statistik. Sie zählt beendete Partien mit mindestens einer Person am Tisch; Partien, die nur Bots gespielt haben, zählen nicht.
stats-another-game = Ein anderes Spiel
stats-summary = { $count ->
    [one] { $count } beendete Partie
   *[other] { $count } beendete Partien
}, { $won } von einer Person gewonnen{ $aided ->
    [0] {""}
   *[other] ; { $aided } mit Tipps oder Zurücknehmen gespielt
}.
stats-player = Spieler
stats-played = Gespielt
stats-won = Gewonnen
stats-daily-title = Spiele des Tages
stats-daily-none = Noch kein Spiel des Tages beendet: Spiel eines unter „Spiel des Tages“ auf der Startseite.
stats-daily-days = { $n ->
    [one] Ein Tag gespielt
   *[other] { $n } Tage gespielt
}
stats-daily-run = Tage in Folge: { $n } (längste Serie { $longest })
stats-daily-best = Bestes Ergebnis gegen Par: { $side ->
    [above] { $n } darüber
    [below] { $n } darunter
   *[level] gleich
}, in { $game } am { $date }
stats-daily-month = { $month ->
    [1] Januar
    [2] Februar
    [3] März
    [4] April
    [5] Mai
    [6] Juni
    [7] Juli
    [8] August
    [9] September
    [10] Oktober
    [11] November
   *[12] Dezember
} { $year }
stats-daily-weekdays = Mo Di Mi Do Fr Sa So
stats-daily-day = { $date }: { $n ->
    [0] nicht gespielt
    [one] ein Spiel beendet
   *[other] { $n } Spiele beendet
}

## Ein anderer Tab hat mit der Partie am Tisch weitergemacht

elsewhere-played-on-title = Diese Partie { $game } ging in einem anderen Tab weiter
elsewhere-played-on = Sie ist in einem anderen Tab dieses Browsers offen, und dort wurde inzwischen weitergespielt. Übernimm sie hier, um von dort aus weiterzuspielen: Nichts, was dort gespielt wurde, geht verloren.
elsewhere-played-on-take = Hier übernehmen
elsewhere-replaced-title = Eine neue Partie { $game } hat diese ersetzt
elsewhere-replaced = Ein anderer Tab dieses Browsers hat an ihrer Stelle eine neue Partie begonnen. Du kannst diese Partie hier öffnen oder die Aufzeichnung der alten herunterladen, um sie zu behalten.
elsewhere-replaced-take = Neue Partie hier öffnen
elsewhere-ended-title = Diese Partie { $game } wurde in einem anderen Tab beendet
elsewhere-ended = Sie wurde in einem anderen Tab dieses Browsers aufgegeben. Du kannst sie hier trotzdem fortsetzen: Dann wird sie wieder gespeichert.
elsewhere-ended-take = Hier fortsetzen
elsewhere-download = Aufzeichnung dieser Partie herunterladen
elsewhere-hub = Zurück zur Startseite
settings-announce = Am Tisch vorgelesen
settings-announce-full = Alles
settings-announce-short = Kurz (ohne die eigenen Züge)
settings-announce-off = Nichts
settings-announce-note = Was ein Bildschirmleser im Lauf des Spiels hört: jedes Ausspielen, jeden Stich, jedes Gebot und jeden Punktestand, und wer am Zug ist. Kurz lässt die eigenen Züge weg.

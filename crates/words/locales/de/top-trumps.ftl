# Deutsch: der Tisch von Supertrumpf (Statuszeile, oberste Karte, letzter Zug, Spieler,
# Spielende) und sein Teil der Einrichtung (die Kartensätze, einen importieren). Namen,
# Beschriftungen, Einheiten und Quellen eines Kartensatzes und die darin gefundenen Probleme
# sind Worte des Kartensatzes und der Regeln und stehen nicht hier.

## Der Tisch

top-trumps-side = Kartensatz und Spieler
top-trumps-players = Spieler
top-trumps-you = Du
top-trumps-dealer = Geber
top-trumps-cards = { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
}
top-trumps-highest-wins = der höchste gewinnt
top-trumps-lowest-wins = der niedrigste gewinnt

## Die Statuszeile

top-trumps-you-took = Du hast { $n } Karten mit { $attribute } gewonnen.
top-trumps-took = { $name } hat { $n } Karten mit { $attribute } gewonnen.
top-trumps-tie-on = Gleichstand bei { $attribute }: Die Karten kamen auf den Mittelstapel.
top-trumps-no-data-on = Keine Angabe bei { $attribute }: Die Karten kamen auf den Mittelstapel.
top-trumps-your-turn = Du bist dran: Wähle den Wert, mit dem deine oberste Karte gewinnt.
top-trumps-choosing = { $name } wählt …
top-trumps-chooses = { $name } sagt an.

## Der Kartensatz und die Spieler

top-trumps-pack-size = { $cards } Karten · { $attributes } Werte
top-trumps-where-facts = Woher die Werte stammen
top-trumps-licence = Lizenz: { $licence }
top-trumps-chooses-mark = Sagt an
top-trumps-out = Ausgeschieden
top-trumps-winner = ★ Sieger
top-trumps-over-after = { $n ->
    [one] Spielende nach { $n } Zug
   *[other] Spielende nach { $n } Zügen
}
top-trumps-turn-line = Zug { $turn } · { $players } Spieler · höchstens { $limit } Züge

## Die oberste Karte

top-trumps-you-are-out = Du hast keine Karten mehr: Du scheidest aus.
top-trumps-seat-out = Ausgeschieden: keine Karten mehr.
top-trumps-my-card = Deine oberste Karte · { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
} im Stapel
top-trumps-their-card = Oberste Karte von { $name } · { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
} im Stapel
top-trumps-attributes = Werte
top-trumps-pick-mouse = Wähle einen Wert: Klicke ihn an oder nimm die Pfeiltasten und die Eingabetaste.
top-trumps-pick-touch = Wähle einen Wert: Tippe ihn an.

## Der letzte Zug

top-trumps-middle-empty = Mittelstapel: leer
top-trumps-middle = { $n ->
    [one] Mittelstapel: { $n } Karte für den nächsten Gewinner
   *[other] Mittelstapel: { $n } Karten für den nächsten Gewinner
}
top-trumps-the-table = Der Tisch
top-trumps-first-turn = Der erste Zug
top-trumps-you-choose-first = Du sagst als Erster an: der Spieler links vom Geber.
top-trumps-chooses-first = { $name } sagt als Erster an: der Spieler links vom Geber.
top-trumps-you-take = Du bekommst { $n } Karten.
top-trumps-takes = { $name } bekommt { $n } Karten.
top-trumps-you-take-middle = Du bekommst { $n } Karten ({ $middle } aus dem Mittelstapel).
top-trumps-takes-middle = { $name } bekommt { $n } Karten ({ $middle } aus dem Mittelstapel).
top-trumps-tie = Gleichstand beim besten Wert: Alle Karten kommen auf den Mittelstapel, und derselbe Spieler sagt noch einmal an.
top-trumps-no-data = Auf einer Karte steht hierzu keine Angabe: Alle Karten kommen auf den Mittelstapel, und derselbe Spieler sagt noch einmal an.
top-trumps-the-last-turn = Der letzte Zug
top-trumps-turn-you-chose = Zug { $turn }: Du hast { $attribute } gewählt
top-trumps-turn-chose = Zug { $turn }: { $name } hat { $attribute } gewählt

## Das Spielende

top-trumps-over-limit = Das Spiel hat { $limit } Züge erreicht: Wer die meisten Karten hat, gewinnt.
top-trumps-over-tie = { $n ->
    [one] Ein Gleichstand hat nach { $n } Zug allen die letzten Karten genommen.
   *[other] Ein Gleichstand hat nach { $n } Zügen allen die letzten Karten genommen.
}
top-trumps-over-all = { $n ->
    [one] Alle Karten gewonnen nach { $n } Zug.
   *[other] Alle Karten gewonnen nach { $n } Zügen.
}
top-trumps-over-last = { $n ->
    [one] Als Einziger nach { $n } Zug noch mit Karten.
   *[other] Als Einziger nach { $n } Zügen noch mit Karten.
}
top-trumps-left-middle = { $n ->
    [one] { $n } Karte blieb im Mittelstapel.
   *[other] { $n } Karten blieben im Mittelstapel.
}

## Die Kartensätze auf diesem Gerät

top-trumps-packs-unread = Deine gespeicherten Kartensätze konnten nicht gelesen werden ({ $why }); sie wurden beiseitegelegt.
top-trumps-packs-bad = { $n ->
    [one] { $n } gespeicherter Kartensatz konnte nicht gelesen werden und wurde beiseitegelegt.
   *[other] { $n } gespeicherte Kartensätze konnten nicht gelesen werden und wurden beiseitegelegt.
}
top-trumps-packs-bad-unsaved = { $n ->
    [one] { $n } gespeicherter Kartensatz konnte nicht gelesen werden und wurde beiseitegelegt (die übrigen konnten nicht erneut gespeichert werden).
   *[other] { $n } gespeicherte Kartensätze konnten nicht gelesen werden und wurden beiseitegelegt (die übrigen konnten nicht erneut gespeichert werden).
}
top-trumps-save-unavailable = Dieser Browser lässt die Seite nichts speichern (ein privates Fenster?): Der Kartensatz wurde nicht gespeichert. Exportiere ihn stattdessen in eine Datei.
top-trumps-save-full = Der Speicher dieses Geräts für die App ist voll, daher wurde der Kartensatz nicht gespeichert. Exportiere ihn in eine Datei, oder lösche Kartensätze oder beendete Spiele, um Platz zu schaffen.
top-trumps-save-newer = Deine Kartensätze wurden in einem anderen Tab geändert, daher wurde nichts gespeichert: Die Liste zeigt sie jetzt so, wie sie sind. Nimm die Änderung noch einmal vor.
top-trumps-bytes = { $n } Byte
top-trumps-kb = { $kb } KB
top-trumps-name-taken = Du hast schon einen Kartensatz namens „{ $name }“: Gib diesem einen anderen Namen, oder ändere den anderen.
top-trumps-saved = „{ $name }“ wurde auf diesem Gerät gespeichert.

## Einen Kartensatz wählen

top-trumps-pack-facts = { $cards } Karten · { $attributes } Werte · Quelle: { $source }
top-trumps-deleted = „{ $name }“ wurde von diesem Gerät gelöscht.
top-trumps-hide-cards = Karten ausblenden
top-trumps-see-cards = Karten ansehen
top-trumps-edit = Bearbeiten
top-trumps-export = Exportieren
top-trumps-delete = Löschen
top-trumps-in-use = Im Spiel, nicht auf diesem Gerät gespeichert
top-trumps-keep = Auf diesem Gerät speichern
top-trumps-storage = Deine Kartensätze belegen { $size } des Speichers dieses Geräts (Browser erlauben etwa 5 MB).
top-trumps-pack = Kartensatz
top-trumps-make = Kartensatz erstellen …
top-trumps-gallery = Die { $n } Karten von { $name }

## Einen Kartensatz importieren

top-trumps-renamed = Du hattest schon einen Kartensatz namens „{ $old }“, daher heißt dieser „{ $name }“.
top-trumps-the-file = Die Datei
top-trumps-the-pasted-text = Der eingefügte Text
top-trumps-import-file = Kartensatzdatei importieren …
top-trumps-paste = … oder Kartensatz einfügen
top-trumps-pack-text = Text des Kartensatzes
top-trumps-import = Importieren
top-trumps-not-a-pack = { $source } ist kein Kartensatz, den diese App verwenden kann ({ $n ->
    [one] { $n } Problem
   *[other] { $n } Probleme
}):
top-trumps-and-more = … und { $n } weitere.
top-trumps-nothing-changed = Es wurde nichts verändert. Das Format der Kartensätze ist in den Spielregeln beschrieben (Kartensätze).
# A pack's button named with its pack for a screen reader: "Edit: Dogs of our street".
top-trumps-pack-action = { $action }: { $pack }

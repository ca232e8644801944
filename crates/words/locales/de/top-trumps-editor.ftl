# Deutsch: der Kartensatz-Editor von Supertrumpf (einen Kartensatz erstellen oder ändern) und
# sein Rahmen, während er sich öffnet. Die Probleme eines Kartensatzes kommen aus den Regeln und
# stehen nicht hier.

## Während er sich öffnet

top-trumps-editor-what = Der Kartensatz-Editor
top-trumps-editor-kept = Deine Kartensätze und dein Entwurf bleiben erhalten.
top-trumps-editor-opening = Der Kartensatz-Editor wird geöffnet …
top-trumps-editor-name = Kartensatz-Editor
top-trumps-editor-retry = Erneut versuchen
top-trumps-editor-close = Schließen

## Der Editor

top-trumps-editor-make = Kartensatz erstellen
top-trumps-editor-change = Kartensatz ändern
top-trumps-editor-about = Ein Kartensatz hat { $minattributes } bis { $maxattributes } Werte und { $mincards } bis { $maxcards } Karten. Was du eingibst, bleibt auf diesem Gerät erhalten, bis du speicherst.
top-trumps-editor-about-pack = Über den Kartensatz
top-trumps-editor-name-field = Name
top-trumps-editor-description = Beschreibung
top-trumps-editor-source = Woher die Werte stammen
top-trumps-editor-url = Ihre Webadresse
top-trumps-editor-licence = Lizenz
top-trumps-editor-attributes = Werte
top-trumps-editor-label = Beschriftung
top-trumps-editor-label-example = Höchstgeschwindigkeit
top-trumps-editor-unit = Einheit
top-trumps-editor-wins = Gewinnt
top-trumps-editor-highest = ▲ Höchster
top-trumps-editor-lowest = ▼ Niedrigster
top-trumps-editor-decimals = Nachkommastellen
top-trumps-editor-remove-attribute = Wert { $n } entfernen
top-trumps-editor-add-attribute = + Wert
top-trumps-editor-attribute-n = Wert { $n }
top-trumps-editor-attribute-field = Wert { $n }, { $field }
top-trumps-editor-cards = Karten ({ $n })
top-trumps-editor-values = Gib jeden Wert als Zahl ein; ein Strich (-) bedeutet keine Angabe.
top-trumps-editor-add-card = + Karte
top-trumps-editor-card-n = Karte { $n }
top-trumps-editor-card-field = Karte { $n }, { $field }
top-trumps-editor-preview-card = Vorschau von Karte { $n }
top-trumps-editor-preview = Vorschau
top-trumps-editor-remove-card = Karte { $n } entfernen
top-trumps-editor-card-name = Name
top-trumps-editor-card-name-spoken = Name
top-trumps-editor-emoji = Emoji
top-trumps-editor-emoji-spoken = Emoji
top-trumps-editor-card-description = Kurze Beschreibung (optional)
top-trumps-editor-card-description-spoken = Beschreibung
top-trumps-editor-empty-value = leer: Gib eine Zahl ein oder einen Strich (-) für keine Angabe
top-trumps-editor-ready = ✓ Spielbereit: { $cards } Karten, { $attributes } Werte ({ $size } als Datei).
top-trumps-editor-to-fix = { $n ->
    [one] { $n } Punkt muss noch behoben werden, bevor der Kartensatz gespeichert werden kann:
   *[other] { $n } Punkte müssen noch behoben werden, bevor der Kartensatz gespeichert werden kann:
}
top-trumps-editor-and-more = … und { $n } weitere.
top-trumps-editor-as-it-looks = So wird Karte { $n } aussehen:
top-trumps-editor-chosen = Er ist für das nächste Spiel ausgewählt.
top-trumps-editor-save = Speichern und wählen
top-trumps-editor-export = Datei exportieren
top-trumps-editor-close-unsaved = Schließen ohne Speichern
top-trumps-editor-close-keep = Schließen (Entwurf behalten)
top-trumps-editor-discard = Verwerfen

# Deutsch: die Ansagen der Wiedergabe (was jede Entscheidung bewirkt hat, unter der
# Wiedergabe und auf der Seite eines Gastes), wie die Regeln sie sagen. Ein Platz namens „You“
# wählt die Variante [You]: Dann wird der Spieler mit du angesprochen.

## Every game

caption-start = Der Anfang der Partie, vor der ersten Entscheidung.
caption-hand-over = Runde { $n } ist vorbei: { $scores }.
caption-hand-points = { $name } { $points }
caption-game-over-one = Die Partie ist zu Ende: { $winner ->
    [You] Du hast
   *[other] { $winner } hat
} gewonnen.
caption-game-over = Die Partie ist zu Ende. Gewonnen haben: { $winners }.
caption-name = { $name }
caption-bid = { $who ->
    [You] Du hast
   *[other] { $who } hat
} { $n } geboten.
caption-played = { $who ->
    [You] Du hast
   *[other] { $who } hat
} { $card } gespielt.
caption-leads = { $who ->
    [You] Du spielst
   *[other] { $who } spielt
} aus.

## Ace Trump

caption-ace-named-trump = { $who ->
    [You] Du hast
   *[other] { $who } hat
} { $suit } als Trumpf für Runde { $hand } bestimmt.
caption-ace-trump-now = Jetzt ist { $suit } Trumpf.

## Ransom Trump

caption-ransom-down = { $who ->
    [You] Du hast
   *[other] { $who } hat
} { $card } als Lösegeld hingelegt.
caption-ransom-down-unseen = { $who ->
    [You] Du hast
   *[other] { $who } hat
} ein Lösegeld verdeckt hingelegt.
caption-ransom-made-trump = { $who ->
    [You] Du hast
   *[other] { $who } hat
} { $suit } zum Trumpf gemacht.
caption-ransoms-shown = Die Lösegelder werden aufgedeckt: { $shown }.
caption-ransom-of = { $name }: { $card }
caption-ransoms-dropped = Gleichstand an der Spitze, diese fallen weg: { $cards }.
caption-ransom-wins-trump = { $winner ->
    [You] Dein Lösegeld ({ $card }) gewinnt: { $suit } ist Trumpf, und du spielst aus.
   *[other] Das Lösegeld von { $winner } ({ $card }) gewinnt: { $suit } ist Trumpf, und { $winner } spielt aus.
}
caption-ransom-wins-choice = { $winner ->
    [You] Dein Lösegeld ({ $card }) gewinnt: du wählst { $suits } als Trumpf.
   *[other] Das Lösegeld von { $winner } ({ $card }) gewinnt: { $winner } wählt { $suits } als Trumpf.
}
caption-or = {" oder "}
caption-or-sep = {", "}
caption-ransom-none = Kein Lösegeld bleibt übrig: In dieser Runde gibt es keinen Trumpf, und { $leader ->
    [You] du spielst
   *[other] { $leader } spielt
} aus.

## Top Trumps

caption-top-chose = { $who ->
    [You] Du hast
   *[other] { $who } hat
} { $attribute } angesagt ({ $better }).
caption-top-cards = Aufgedeckt: { $shown }.
caption-top-higher = der höchste Wert gewinnt
caption-top-lower = der niedrigste Wert gewinnt
caption-top-shown = { $name } { $card } ({ $value })
caption-top-no-data = keine Angabe
caption-top-takes = { $winner ->
    [You] Du bekommst
   *[other] { $winner } bekommt
} { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}.
caption-top-tie = Gleichstand: Die Karten kommen auf den Mittelstapel ({ $count }).
caption-top-nobody = Keine Angabe: Die Karten kommen auf den Mittelstapel ({ $count }).

## Truf

caption-truf-bid-one = { $card }
caption-truf-bid-card = { $card } { $minus ->
    [yes] minus
   *[no] plus
}
caption-truf-bid-cards = { $cards }
caption-truf-kind = { $total ->
    [one] { $total } Stich
   *[other] { $total } Stiche
} geboten bei { $tricks } Stichen: { $kind ->
    [high] ein hohes Spiel
    [low] ein niedriges Spiel
   *[even] ein ausgeglichenes Spiel
}
# Which way an even game is turned.
caption-truf-up = nach oben
caption-truf-down = nach unten
caption-truf-turn-up = jedes Gebot steigt um eins (auch ein Nullgebot), und es wird ein hohes Spiel
caption-truf-turn-down = jedes Gebot über null sinkt um eins, und es wird ein niedriges Spiel
caption-truf-adds = { $who ->
    [You] Du legst
   *[other] { $who } legt
} { $card } zum Gebot, { $minus ->
    [yes] minus
   *[no] plus
}.
caption-truf-adds-unseen = { $who ->
    [You] Du legst
   *[other] { $who } legt
} verdeckt eine Karte zum Gebot.
caption-truf-closes = { $who ->
    [You] Du schließt
   *[other] { $who } schließt
} das Gebot ab.
caption-truf-turns = { $who ->
    [You] Du kippst
   *[other] { $who } kippt
} das Spiel { $direction }: { $what }.
caption-truf-plays = { $who ->
    [You] Du spielst
   *[other] { $who } spielt
} { $card }.
caption-truf-plays-down = { $who ->
    [You] Du spielst
   *[other] { $who } spielt
} { $card } verdeckt.
caption-truf-plays-unseen = { $who ->
    [You] Du spielst
   *[other] { $who } spielt
} eine Karte verdeckt.
caption-truf-turned-up = Aufgedeckt: { $cards }.
caption-truf-whose = { $card } von { $name ->
    [You] dir
   *[other] { $name }
}
caption-truf-bids-shown = Die Gebote werden aufgedeckt: { $shown }.
caption-truf-shown-bid = { $name } { $value } ({ $bid })
caption-semicolon = {"; "}
caption-truf-wins-bid = { $winner ->
    [You] Du gewinnst das Bieten: { $suit } ist Trumpf, und du spielst aus.
   *[other] { $winner } gewinnt das Bieten: { $suit } ist Trumpf, und { $winner } spielt aus.
}
caption-truf-wins-bid-no-trump = { $winner ->
    [You] Du gewinnst das Bieten: kein Trumpf, und du spielst aus.
   *[other] { $winner } gewinnt das Bieten: kein Trumpf, und { $winner } spielt aus.
}
caption-truf-kind-told = { $kind }.
caption-truf-kind-even = { $kind }, also kippt es, wer das Bieten gewonnen hat, nach oben oder unten.
caption-truf-took = { $name } { $won } von { $contract } Stichen ({ $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
})

## What Trump?

caption-what-took-chip = { $who ->
    [You] Du hast
   *[other] { $who } hat
} den Chip „{ $task }“ genommen.
caption-what-set-trump = { $who ->
    [You] Du hast
   *[other] { $who } hat
} den geheimen Trumpf festgelegt: { $trump }.
caption-what-set-trump-unseen = { $who ->
    [You] Du hast
   *[other] { $who } hat
} den geheimen Trumpf festgelegt.
caption-what-picked = { $who ->
    [You] Du hast
   *[other] { $who } hat
} { $card } aus Spalte { $column } genommen.
caption-what-chose-task = { $who ->
    [You] Du hast
   *[other] { $who } hat
} die Aufgabe „{ $task }“ gewählt.
caption-what-chose-task-unseen = { $who ->
    [You] Du hast
   *[other] { $who } hat
} eine geheime Aufgabe gewählt.
caption-what-discarded = { $who ->
    [You] Du hast
   *[other] { $who } hat
} den Chip „{ $task }“ abgelegt.
caption-what-draft-over = Die Kartenauswahl ist vorbei, und der Trumpf wird aufgedeckt.
caption-what-round-scored = Runde { $n } ist gewertet.
caption-task-exactly = Genau { $n ->
    [one] { $n } Stich
   *[other] { $n } Stiche
}
caption-task-no-suit = Kein { $symbol } { $colour }
caption-task-fewest = Wenigste Stiche
caption-task-most = Meiste Stiche
caption-task-last = Letzter Stich
caption-task-none = Kein Stich

## What a seat does, said after its name (the table's status line, hints, the records' notes)
# $form: asked (the move asked of the person, "play the 7 of Moons": hints, lessons, reviews),
# you (after the person's own seat, "You") or other (after another seat's name).

caption-action-bids = { $form ->
    [asked] biete
    [you] bietest
   *[other] bietet
} { $n }
caption-action-plays = { $form ->
    [asked] spiel
    [you] spielst
   *[other] spielt
} { $card }
caption-action-names-trump = { $form ->
    [asked] bestimm
    [you] bestimmst
   *[other] bestimmt
} { $suit } als Trumpf
caption-action-ransom = { $form ->
    [asked] leg
    [you] legst
   *[other] legt
} { $card } als Lösegeld hin
caption-action-makes-trump = { $form ->
    [asked] mach
    [you] machst
   *[other] macht
} { $suit } zum Trumpf
caption-action-bid-card = { $form ->
    [asked] leg
    [you] legst
   *[other] legt
} { $card } zum Gebot, gezählt als { $minus ->
    [yes] minus
   *[no] plus
}
caption-action-bid-done = { $form ->
    [asked] schließ
    [you] schließt
   *[other] schließt
} das Gebot ab
caption-action-turn = { $form ->
    [asked] kipp
    [you] kippst
   *[other] kippt
} das Spiel { $direction }
caption-action-takes-chip = { $form ->
    [asked] nimm
    [you] nimmst
   *[other] nimmt
} den Chip „{ $task }“
caption-action-sets-trump = { $form ->
    [asked] leg
    [you] legst
   *[other] legt
} den Trumpf fest: { $trump }
caption-action-drafts = { $form ->
    [asked] nimm
    [you] nimmst
   *[other] nimmt
} { $card }
caption-action-chooses-task = { $form ->
    [asked] wähl
    [you] wählst
   *[other] wählt
} die Aufgabe „{ $task }“
caption-action-discards-chip = { $form ->
    [asked] leg
    [you] legst
   *[other] legt
} den Chip „{ $task }“ ab
caption-action-chooses = { $form ->
    [asked] sag
    [you] sagst
   *[other] sagt
} { $attribute } an

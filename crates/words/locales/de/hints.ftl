# Deutsch: die Züge eines Tipps und ihre Zahlen, und wie eine Prüfung eine Entscheidung
# beurteilt, in der Einheit des Spiels.

## Der Tipp

hint-waiting = Der Experten-Bot denkt über deine Züge nach …
hint-none = Diesmal kein Tipp: { $why }.

## Die Zahlen

hint-by-end = bis zum Ende { $hand ->
    [round] der Runde
    [turn] des Zugs
   *[hand] der Runde
}
hint-units = { $unit ->
    [card] { $count ->
        [one] Karte
       *[other] Karten
    }
    [chip] { $count ->
        [one] abgelegter Chip
       *[other] abgelegte Chips
    }
   *[point] { $count ->
        [one] Punkt
       *[other] Punkte
    }
}
hint-one-a-hand = { $unit ->
    [chip] einen Chip abzulegen
   *[other] zu punkten
}
hint-number = { $basis ->
    [chance] etwa { $n } % Chance, die Partie zu gewinnen
    [hand-chance] etwa { $n } % Chance, { $by } { $one }
    [none] { $by } keine { $units } zu erwarten
   *[gain] etwa { $sign ->
        [plus] +{ $n }
       *[other] { $n }
    } { $units } { $by }
}
hint-amount = { $basis ->
    [chance] { $more ->
        [yes] { $n } { $count ->
            [one] Prozentpunkt
           *[other] Prozentpunkte
        } mehr Chance, die Partie zu gewinnen
       *[no] { $n } { $count ->
            [one] Prozentpunkt
           *[other] Prozentpunkte
        } der Chance, die Partie zu gewinnen
    }
    [hand-chance] { $more ->
        [yes] { $n } { $count ->
            [one] Prozentpunkt
           *[other] Prozentpunkte
        } mehr Chance, { $by } { $one }
       *[no] { $n } { $count ->
            [one] Prozentpunkt
           *[other] Prozentpunkte
        } der Chance, { $by } { $one }
    }
   *[gain] { $more ->
        [yes] { $n } { $units } mehr { $by }
       *[no] { $n } { $units } { $by }
    }
}

## Eine geprüfte Entscheidung

review-made = { $who } { $action }
review-judged = { $verdict ->
    [best] { $made }: Das wählt auch der Experte.
    [worse] { $made }; der Experte rät: { $best }. Das bringt etwa { $by } ({ $sure }).
    [close] { $made }; der Experte rät: { $best }, wenn auch knapp. Das bringt etwa { $by } ({ $sure }).
   *[not-tried] { $made }; der Experte rät: { $best } ({ $number }), und hat { $you ->
        [yes] deine Wahl
       *[no] die Wahl von { $name }
    } zu kurz bedacht, um zu sagen, um wie viel.
}
review-sure = { $sure ->
    [game] über die ganze Partie beurteilt
    [sure] der Experte ist sich sicher
    [fairly] der Experte ist sich ziemlich sicher
   *[rough] eine grobe Schätzung: Der Experte hat { $you ->
        [yes] deine Wahl
       *[no] die Wahl von { $name }
    } nur kurz angesehen
}
review-search = { $tries } Versuche
review-search-mine = { $tries } Versuche, { $visits } davon mit { $you ->
    [yes] deiner Wahl
   *[no] der Wahl von { $name }
}

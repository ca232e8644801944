## Das Spiel des Tages: warum ein Ergebnis abgelehnt wird

daily-refused-not-a-result = das ist kein Code eines Tagesergebnisses
daily-refused-game = „{ $letters }“ ist kein Spiel dieser Version
daily-refused-version = dieses Ergebnis stammt aus einer anderen Version von Trumps (Code-Version { $version })
daily-refused-changed = dieses Ergebnis wurde verändert oder falsch abgeschrieben: seine Prüfzeichen passen nicht
daily-refused-day = dieses Ergebnis gilt für den { $day }, nicht für heute ({ $today })
daily-refused-replay = seine Züge lassen sich nicht nachspielen (Zug { $n } gibt es nicht)
daily-refused-too-long = es enthält mehr Züge, als sein Spiel hat
daily-refused-claims = es behauptet { $claimed } Punkte { $claimedwon ->
    [yes] und einen Sieg
   *[no] ohne Sieg
}, aber seine Züge ergeben { $replayed } Punkte { $replayedwon ->
    [yes] und einen Sieg
   *[no] ohne Sieg
}

## Das Spiel des Tages, am Ende einer Partie

daily-over-kept = Spiel des Tages: Das ist dein Ergebnis des Tages; es steht auf der Startseite, und das Par kommt dazu.
daily-over-practice = Übung: Dein Ergebnis des Tages bleibt das deiner ersten Partie mit diesen Karten.

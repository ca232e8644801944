## Das Spiel des Tages, am Ende einer Partie

daily-over-kept = Spiel des Tages: Das ist dein Ergebnis des Tages; es steht auf der Startseite, und das Par kommt dazu.
daily-over-practice = Übung: Dein Ergebnis des Tages bleibt das deiner ersten Partie mit diesen Karten.

# Deutsch: the set-up's body.

## Der Inhalt der Einrichtung

setup-players = Spieler
setup-seats-note = Die Plätze folgen im Uhrzeigersinn. Spielen zwei oder mehr Personen, bittet das Spiel euch, das Gerät zwischen den Zügen weiterzugeben.
setup-start = Neues Spiel
setup-no-bots = Dieser Browser kann die Computerspieler nicht ausführen. Darum spielt auf jedem Platz eine Person, und das Gerät wird zwischen den Zügen weitergegeben.
setup-all-people = Jeden Platz mit einer Person besetzen
setup-seat = Platz { $n }
setup-seat-is = Platz { $n } ist
setup-person = Person
setup-bot = Bot
setup-own-device = Eigenes Gerät
setup-seat-name = Name für Platz { $n }
setup-player-n = Spieler { $n }
setup-seat-level = Bot-Stufe für Platz { $n }
setup-levels-title = Wie stark die Computerspieler sind
setup-level-line = { $level }: gewinnt etwa { $wins } von { $games } Spielen gegen { $others } Computerspieler der Stufe { $against }; ein gleicher Anteil wäre 1 von { $players }.
setup-level-unmeasured = { $level }: in diesem Spiel noch nicht gemessen.
setup-level-rarely = { $level }: gewinnt weniger als 1 von 20 Spielen gegen { $others } Computerspieler der Stufe { $against }; ein gleicher Anteil wäre 1 von { $players }.
setup-level-nearly-all = { $level }: gewinnt fast jedes Spiel gegen { $others } Computerspieler der Stufe { $against }.
# Above the set-up of a game that has an unfinished one: $what is that game ("your Truf game with Ann (hand 2)").
setup-replaces = Ein neues Spiel beendet { $what }.

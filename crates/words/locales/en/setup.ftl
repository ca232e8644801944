# English: the set-up's body.

## The set-up's body

setup-players = Players
setup-seats-note = Seats go clockwise. With two or more people, the game asks you to pass the device between turns.
setup-start = New game
setup-no-bots = This browser cannot run the computer players, so every seat is played by a person, passing the device between turns.
setup-all-people = Make every seat a person
setup-seat = Seat { $n }
setup-seat-is = Seat { $n } is
setup-person = Person
setup-bot = Bot
setup-own-device = Own device
setup-seat-name = Name of seat { $n }
setup-player-n = Player { $n }
setup-seat-level = Bot level of seat { $n }

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
# Under the seats: what each bot level is, one line a level, from the bots' published ladder
# (docs/bots.md). $level and $against are level names (bot-level-*); $wins in $games is its
# share of the wins as a simple fraction; $others bots of level $against sat with it; an
# even share is 1 in $players.
setup-levels-title = How strong the bots are
setup-level-line = { $level }: wins about { $wins } in { $games } games against { $others } { $against } { $others ->
    [one] bot
   *[other] bots
}, where an even share is 1 in { $players }.
setup-level-unmeasured = { $level }: not measured yet in this game.
setup-level-rarely = { $level }: wins fewer than 1 in 20 games against { $others } { $against } { $others ->
    [one] bot
   *[other] bots
}, where an even share is 1 in { $players }.
setup-level-nearly-all = { $level }: wins nearly every game against { $others } { $against } { $others ->
    [one] bot
   *[other] bots
}.
# Above the set-up of a game that has an unfinished one: $what is that game ("your Truf game with Ann (hand 2)").
setup-replaces = Starting ends { $what }.

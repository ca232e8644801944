# English: the table's frame (the top bar, hints, passing the device, people out) and what
# every game's table shares (the hand's title, the trick, the summaries, the ending, seats).

## The table's frame

table-hub = ← Hub
table-lesson = Lesson
table-game-over = Game over
table-no-game = No game in progress.
table-cannot-show = This game cannot be shown in this version.
# The replay viewer with nothing open.
table-no-record = No record is open.
table-no-table = { $game } has no table in the app yet (the command line `trumps replay` reads it)
table-hint = Hint
table-hint-thinking = Thinking…
table-hint-ask = Ask the Expert bot for its best choices (from what you can see)
table-hint-about = The Expert bot's best choices, from what you can see
table-hint-close = Close the hint
table-undo = Undo
table-undo-about = Take back your last decision
table-thinking = { $name } is thinking
table-pass-to = Pass the device to { $name }
table-pass-ready = Tap when ready

## Every person at the device is out; the bots play on

table-out-one = { $name ->
    [You] { $name } are
   *[other] { $name } is
} out of this game.
table-out-many = { $names } are out of this game.
table-out-playing = Playing out the rest…
table-out-bots-play = The bots play on until one of them wins.
table-out-skip = Skip to the result
table-out-watch = Watch

## Seats

# The person named after a preposition ("failed by you").
table-you-within = you
table-bot = Bot · { $level }
table-seat-who = Who plays seat { $n } ({ $name })
table-seat-remote = Person on their own device
table-replaces-starting = Starting it ends your { $game } game{ $with ->
    [yes] { " " }with { $seats }
   *[no] { "" }
} ({ $at }).
table-replaces-this = This ends your { $game } game{ $with ->
    [yes] { " " }with { $seats }
   *[no] { "" }
} ({ $at }).
table-replaces-download = Download its record first

## The hand and the trick

table-your-hand = Your hand
# The hand's title where no seat is shown (the replay viewer's view of the table): the count alone.
table-hand-count = { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
table-hand-title = { $name ->
    [You] Your hand
   *[other] { $name }'s hand
} ({ $n ->
    [one] { $n } card
   *[other] { $n } cards
})
table-trick = Trick
table-last-trick-now = Last trick:{ " " }
table-last-trick = Last trick
table-back-to-trick = Back to this trick
table-trick-of = Trick { $number } of { $total }
# $taken: who takes it ("you take", "Ann takes").
table-trick-taken = Trick { $number } of { $total } — { $taken } the trick
# $leading: who leads ("Ann to lead").
table-trick-leading = Trick { $number } of { $total } — { $leading }
table-you-take = you take
table-takes = { $name ->
    [You] { $name } take
   *[other] { $name } takes
}
table-to-lead = { $name } to lead
table-led = led
table-takes-it = takes it

## The status line

table-next = Next: { $what }
table-over-none = The game is over.
table-over-you = Game over: you win!
table-over-one = Game over: { $name ->
    [You] { $name } win
   *[other] { $name } wins
}.
table-over-shared = Game over: shared win for { $names }.

## The summaries and the ending

table-totals = Totals:
table-see-result = See the result
table-review = Review my play
table-review-about = Expert checks each decision you made, seeing only what you saw
table-headline-none = The game is over
table-headline-you = You win!
table-headline-one = { $name ->
    [You] { $name } win!
   *[other] { $name } wins!
}
table-headline-shared = Shared win: { $names }
table-winner = winner
table-rematch = Play again with the same seats
table-same-deal = Same deal again
table-watch-replay = Watch the replay
table-share = Share this deal
table-guest-next = The host chooses what comes next: another game at this table shows here as it starts.
table-guest-leave = Leave the table

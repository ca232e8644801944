## Today's deal: why a friend's result is refused

daily-refused-not-a-result = this is not the code of a day's result
# $letters: the letters the code starts with.
daily-refused-game = "{ $letters }" does not name a game of this version
daily-refused-version = this result was written by another version of Trumps (code version { $version })
daily-refused-changed = this result has been changed or mistyped: its check does not fit
# $day and $today: dates (2026-11-30).
daily-refused-day = this result is for { $day }, not for today ({ $today })
# $n: the person's decision, counted from 1.
daily-refused-replay = its decisions cannot be played again (decision { $n } is not there)
daily-refused-too-long = it holds more decisions than its game has
daily-refused-claims = it claims { $claimed } points { $claimedwon ->
    [yes] and a win
   *[no] and no win
}, but its decisions play to { $replayed } points { $replayedwon ->
    [yes] and a win
   *[no] and no win
}

## Today's deal, at a day's game's end

daily-over-kept = Today's deal: this is your result of the day, kept on the hub, where par comes beside it.
daily-over-practice = Practice: your result of the day stays that of your first game of this deal.

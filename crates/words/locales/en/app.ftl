# English: what the app's model and stores tell the player once the parts after the hub are in
# (the table, the records, the set-up): notices, refusals and problems, said as they happen.

## A move refused at the table

tab-played-on = This game went on in another tab: take it up here first to play on.
tab-replaced = Another tab started a new game in place of this one.
tab-ended = This game was ended in another tab.
session-not-allowed = That is not allowed: { $why }.
session-not-an-action = that is not an action of this game
session-not-your-turn = it is not your turn
session-no-game = No game is at the table.
session-no-lesson = No lesson is at the table.
session-nothing-to-undo = There is no decision of yours to take back.
session-no-record = This game has no record to go back through.
session-undo-failed = The game could not be taken back ({ $why }).
session-lesson-unshown = The lesson cannot be shown: { $why }.
session-lesson-stopped = The lesson cannot go on: { $why }.

## The seats of a new game

seats-twin = Two seats are called { $name }: give each seat its own name.
seats-you-remote = Several people play: give each person their name ("You" would not say who).
seats-you-shared = Several people share this device: give each person their name ("You" would not say who).
seats-no-bots = Computer players cannot play in this browser. Make every seat a person.
session-seats = { $seats } seats for a { $players }-player game

## Computer players

bots-none = this browser cannot run the computer players (they think in a Web Worker, which it lacks or blocks)
bots-unread = the bot's answer could not be read ({ $why })
bots-stopped = the computer player stopped unexpectedly
bots-undecided = A computer player could not decide ({ $why }).
bots-no-hint = no hint came back
bots-no-weighing = no weighing came back

## A game started, taken up or read

start-failed = { $what ->
    [deal] The shared deal could not be started: { $why }.
    [same] The same deal could not be started: { $why }.
   *[game] The game could not be started: { $why }.
}
save-not-this-version = "{ $game }" is not a game of this version
save-format = the game state was written in format version { $written }, this version reads { $reads }
save-damaged = the game state is damaged ({ $why })
save-seats = the seats do not match the game
save-other-game = it is a save of another game
save-unread-new = Your saved game could not be read ({ $why }) and was set aside; a new game was started.
save-unread-of = Your saved game of { $game } could not be read ({ $why }) and was set aside.
save-unread = That saved game could not be read ({ $why }) and was set aside.
save-never = That game was never saved on this device: the storage for the parlour was full while it was played. Delete finished games or packs to make room, so your next games are kept.
save-gone = That game is no longer saved on this device: it was ended in another tab or window, or the browser cleared this site's data.
save-newer-lost = Your newer game of { $game } could not be saved (this device's storage was full): this is the game saved before it.
save-moves-lost = { $n ->
    [one] The last { $n } decision of this game could not be saved (this device's storage was full): it goes on from the last one that was.
   *[other] The last { $n } decisions of this game could not be saved (this device's storage was full): it goes on from the last one that was.
}
lesson-place-lost = Your place in the lesson could not be kept ({ $why }); it starts again.
lesson-place-unkept = Your place in the lesson could not be kept ({ $why }).
replay-unread-again = The record open in the replay viewer could not be read again ({ $why }) and was set aside.
deal-link-unread = The shared deal in this link could not be read: { $why }.

## Records

record-unread = That game could not be read to save its record.
record-none = This game was started before game records were kept, so it has no record to save.
record-unwatchable = This game was started before game records were kept, so it cannot be watched back.
record-save-failed = The record could not be saved: { $why }.
record-so-far = This game so far
record-viewer-failed = This game could not be opened in the viewer: { $why }.
record-finished-title = Finished game of { $date }
record-no-winner = No winner
# $names: the winners, listed; $n: how many.
record-won-you = You won
record-won = { $n ->
    [one] { $names } won
   *[other] { $names } won
}
aids-hints = { $n ->
    [one] { $n } hint
   *[other] { $n } hints
}
aids-undos = { $n ->
    [one] { $n } undo
   *[other] { $n } undos
}
review-unchecked = Decision { $n } of { $count } could not be checked: { $why }.

## Backups of statistics and finished games

backup-saved = Saved { $file }: statistics of { $games ->
    [one] { $games } game
   *[other] { $games } games
} and { $finished ->
    [one] { $finished } finished game
   *[other] { $finished } finished games
}.
backup-save-failed = The backup could not be saved: { $why }.
backup-import-failed = { $file } could not be imported: { $why }. Nothing was changed.
backup-nothing-new = Nothing new in { $file }: everything in it is already here.
backup-merged = From { $file }: { $counted ->
    [one] { $counted } game
   *[other] { $counted } games
} added to the statistics and { $listed ->
    [one] { $listed } game
   *[other] { $listed } games
} to the finished games.
backup-not-kept = { $n ->
    [one] { $n } game older than the finished-games list keeps was not listed.
   *[other] { $n } games older than the finished-games list keeps were not listed.
}
backup-not-json = it is not a JSON file ({ $why })
backup-not-object = a backup is a JSON object with a "format", this file holds something else
backup-is-record = it is a game record, not a backup of statistics and finished games: open it under "Records and shared deals"
backup-other-format = its format is "{ $format }", not "{ $expected }": it is not a Trumps backup
backup-no-format = it has no "format": "{ $expected }", so it is not a Trumps backup
backup-newer = it was made by a newer version of Trumps (backup format { $version }; this version reads format { $reads }): update the app first
backup-no-version = its "version" is missing or not a known backup format
backup-damaged = it is damaged ({ $why })
backup-game = finished game { $n } ({ $names })
backup-bad-winner = { $which } names winner { $winner }, but it has { $players ->
    [one] { $players } player
   *[other] { $players } players
}
backup-bad-record = { $which } has a record that cannot be read: { $why }
backup-bad-tally = statistics entry { $n } is not a possible count ({ $played } played, { $won } won)

## Files

file-none = no file was chosen
file-unread = the file { $name } could not be read
file-not-text = the file { $name } is not text

## The table said aloud

announce-label = What happens at the table
# Many moves told at once (the game played on in another tab, the bots finishing it): how many, then the last ones.
announce-many = { $n } moves were made meanwhile. The last of them:

## The table's keys (a list opened with ?)

keys-open = Keys (?)
keys-title = Keys at the table
keys-intro = These keys work at every game's table. What happens at the table is also said to a screen reader as it happens; Settings chooses how much.
keys-move-keys = Arrow keys, Home, End
keys-move = Move through your choices now: your playable cards, the cards of a bid, the chips or the facts of a card.
keys-choose-keys = Enter or Space
keys-choose = Play or choose what has the focus.
keys-suit-keys = A suit's letter
keys-suit = Go to your next card of that suit.
keys-columns-keys = Left and Right, in What Trump?'s draft
keys-columns = Say the column before or after: who starts it, its cards and who took them. Up and Down move through the cards you may take.
keys-read-turn = Say whose turn it is and what to do.
keys-read-trick = Say the trick on the table (the cards shown, in Top Trumps).
keys-read-hand = Say your hand.
keys-read-players = Say the players: their bids or tasks, tricks and points.
keys-read-last-trick = Show and say the last trick; press again to go back to the trick on the table.
keys-help-keys = ?
keys-help = Open this list. Escape closes it.
keys-close = Close
keys-no-turn = Nobody is to act now.
keys-no-trick = There is no trick on the table.
keys-no-hand = You hold no cards.
keys-no-players = The players are not shown here.
keys-no-last-trick = There is no earlier trick to look back at.

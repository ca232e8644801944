# English: game records: the finished games on the hub, opening a record and typing a deal
# code, sharing a deal and the offer to play a shared one, the table's Game menu, playing on
# from a record, and the replay viewer with its review of a player's decisions.

## What one deal is called in each game ($n: its number, $count: how many)

records-hand = Hand
records-round = Round
records-turn = Turn
records-hands = { $count ->
    [one] { $count } hand
   *[other] { $count } hands
}
records-rounds = { $count ->
    [one] { $count } round
   *[other] { $count } rounds
}
records-turns = { $count ->
    [one] { $count } turn
   *[other] { $count } turns
}
# $hand: one of Hand, Round, Turn above.
records-hand-n = { $hand } { $n }

## Finished games

history-title = Finished games
history-empty = Games you finish are listed here, to watch again, download or share.
history-kept = Up to the last { $count } finished games are kept in this browser (fewer when their records are long).
history-gone = That game is no longer in the list.
history-open-failed = That game's record could not be opened: { $why }.
history-read-failed = That game's record could not be read: { $why }.
history-aids-title = Help used in this game
history-with-aids = with { $aids }
history-watch = Watch
history-download = Download
history-share = Share deal
history-remove-title = Remove from the list
history-remove-question = Remove this game from the list?
history-remove = Remove
history-keep = Keep

## Records and shared deals on the hub

import-title = Records and shared deals
import-watch-title = Watch a game record
import-watch-note = A record file downloaded from this app (here or on another device) opens in the replay viewer, to watch step by step or play on.
import-open-file = Open a record file…
import-or-paste = …or paste a record
import-text = Record text
import-open = Open
import-too-large = { $file } cannot be opened: { $why }.
import-not-a-record = { $file } is not a game record this app can open: { $why }.
import-paste-first = Paste the text of a record first.
import-pasted-title = Pasted record
import-text-not-a-record = That text is not a game record this app can open: { $why }.
import-code-title = Play a shared deal
import-code-note = Someone shared a deal code, like { $code }? Type it here to play the same deal.
import-code-label = Deal code
import-code-go = Play this deal
import-code-failed = That code cannot be played: { $why }.
# Why a text is not a deal code. $known: the games, each as code-known-game ("AT Ace Trump"), listed.
code-empty = there is no code to read
code-unknown-game = "{ $letters }" does not name a game ({ $known })
code-known-game = { $code } { $name }
code-players = "{ $got }" is not a number of players for { $game }
code-no-seed = the deal part after the players is missing
code-bad-char = '{ $char }' cannot appear in a deal code
code-too-long = the deal part is too long
code-typo = this code has a typo (check it against the one you were sent)

## Sharing a deal, and playing a shared one

share-title = Share this deal
share-code = Deal code
share-link = Link
share-copy = Copy
share-copied = Copied ✓
share-note = Whoever opens the link, or types the code on the hub, gets the same game: the same options and the same cards, dealt the same way hand after hand, playing with their own seats.
share-done = Done
offer-title = Play a shared deal?
offer-what = { $game } · { $count ->
    [one] { $count } player
   *[other] { $count } players
} · deal { $deal }
offer-seats = Who plays each seat:
offer-start = Start this deal
offer-not-now = Not now
# A deal's options, each that differs from the game's own: "Options: Excuse · no partners".
offer-standard-options = Standard options
offer-options = Options: { $options }
offer-option-off = no { $option }

## The table's Game menu

menu-button = Game menu
menu-word = Game
menu-covered = Available once the next player has the device
menu-title = This game
menu-share-about = A code and a link that start the same deal on another device.
menu-download = Download the record
menu-download-about = Every decision so far, as a file (it holds the secrets too: keep it to yourself until the game ends).
menu-watch = Watch it step by step
menu-watch-about = The replay viewer, from the first decision.
menu-lesson-title = Lesson: { $game }
menu-lesson-restart = Start the lesson again
menu-lesson-restart-about = Back to the deal, the card about the game first.
menu-lesson-leave = Leave the lesson
menu-lesson-leave-about = It waits on the hub where you left it.
menu-close = Close

## Playing on from a record

play-on-title = Play on from here
play-on-note = The game goes on from step { $n }, with every decision up to there kept. Choose who plays each seat:
play-on-failed = This game cannot be taken over: { $why }.
play-on-start = Play on

## The replay viewer

replay-hub = ← Hub
replay-game = Replay · { $game }
replay-to-game = Back to the game
replay-controls = Replay controls
replay-first = First step
replay-first-key = First step (Home)
replay-back = ◀ Back
replay-back-key = Back one decision (←)
replay-next = Next ▶
replay-next-key = Next decision (→)
replay-last = Last step
replay-last-key = Last step (End)
replay-more = More ▴
replay-less = Less ▾
replay-step = Step
replay-step-of = Step { $n } of { $total }
# Where each hand is one decision (Top Trumps' turns): $hand is Turn.
replay-hand-of = { $hand } { $n } of { $total }
replay-start-of = Start · { $total } in all
replay-autoplay = ▶ Autoplay
replay-pause = ❚❚ Pause
replay-view-as = View as
replay-observer-all = Observer (game over: all revealed)
replay-observer-public = Observer (public cards only)
replay-seat = { $you ->
    [yes] Your seat
   *[no] { $name }'s seat
}
replay-speed = Speed
replay-download = Download record
replay-play-on = Play on from here…
replay-play-on-title = Take over the game from this step
replay-over-title = The game is over at this step

## Reviewing a player's decisions ($you: yes for the person's own seat, "You")

review-start = { $you ->
    [yes] Review my play
   *[no] Review { $name }'s play
}
review-no-worker = Expert thinks in a Web Worker, which this browser cannot run
review-start-title = Expert checks each decision made at this seat
review-title = Review of { $you ->
    [yes] your
   *[no] { $name }'s
} play
review-title-hand = Review of { $you ->
    [yes] your
   *[no] { $name }'s
} play · { $hand } { $n }
# $moment: "Round 2".
review-moment = { $moment } · step { $n }
# $tries: how many times in all; $gain, $chance: "1 point", "10%".
review-how = Expert sees only what { $you ->
    [yes] you
   *[no] { $name }
} saw, and thinks each decision with a choice over as it would its own (playing it out { $tries } times in all, from deals that fit what { $you ->
    [yes] you
   *[no] { $name }
} knew). A decision is listed when Expert's best choice is ahead by { $gain } or more (or by { $chance }, for a decision judged over the whole game).
review-how-title = How Expert judges
review-close = Close the review
review-checking = Checking decision { $n } of { $total }
# $why: why the review stopped, a sentence.
review-failed = { $why } What Expert found before it is below.
# $checked of $count decisions.
review-cancelled = Cancelled: Expert checked { $checked } of { $you ->
    [yes] your
   *[no] { $name }'s
} { $count ->
    [one] { $count } decision
   *[other] { $count } decisions
}. What it found so far:
review-none = Expert found no clear mistakes in { $you ->
    [yes] your
   *[no] { $name }'s
} { $count ->
    [one] { $count } decision
   *[other] { $count } decisions
}.
review-none-partial = Expert found no clear mistakes in the { $checked } of { $you ->
    [yes] your
   *[no] { $name }'s
} { $count ->
    [one] { $count } decision
   *[other] { $count } decisions
} it checked.
# $n mistakes.
review-found = Expert found { $n ->
    [one] { $n } clear mistake
   *[other] { $n } clear mistakes
} in { $you ->
    [yes] your
   *[no] { $name }'s
} { $count ->
    [one] { $count } decision
   *[other] { $count } decisions
}:
review-found-partial = Expert found { $n ->
    [one] { $n } clear mistake
   *[other] { $n } clear mistakes
} in the { $checked } of { $you ->
    [yes] your
   *[no] { $name }'s
} { $count ->
    [one] { $count } decision
   *[other] { $count } decisions
} it checked:
review-not-judged = { $count ->
    [one] { $count } decision
   *[other] { $count } decisions
} not judged: Expert gave the choice made too little thought to say by how much it was worse.
review-show = Show this moment
review-marked = Marked on the table:
review-made-key = { $you ->
    [yes] your
   *[no] { $name }'s
} choice
review-best-key = Expert's choice
review-no-marks = Neither choice has a part on this table: the words above say both.
# The bot level's name, as the table marks its best choice.
review-expert = Expert

# English: the catalogue every other is checked against. A message's id says where it is shown
# (hub-, setup-…); `{ $name }` is an argument; a choice on a number picks its plural form.
# Terms (-name) are the glossary (docs/glossary.md): messages name them, never their words.

-app-name = Trumps

## The hub

hub-title = { -app-name }
hub-tagline = A parlour of trump card games
hub-choose-game = Choose a game
hub-players-either = { $fewest } or { $most } players
hub-players-range = { $fewest }–{ $most } players
hub-players-exact = { $most ->
    [one] { $most } player
   *[other] { $most } players
}
hub-how-to-play = How to play
hub-how-to-play-game = How to play { $game }
hub-new-game = New game

## The set-up

setup-title = New game of { $game }
setup-close = Close the set-up

## The page's language

language-choose = Language
language-failed = The words in { $language } could not be loaded ({ $why }). The page stays as it was.

## The games (the glossary, docs/glossary.md, has their terms)

game-what-trump-name = What Trump?
game-what-trump-tagline = Draft your hand from a face-up grid while the dealer hides the trump. Shed your five task chips first.
game-ace-trump-name = Ace Trump
game-ace-trump-tagline = A Decktet trick-taker where every Ace played changes trump. Follow any suit on the led card.
game-ransom-trump-name = Ransom Trump
game-ransom-trump-tagline = A Decktet trick-taker where trump is bought: everyone puts down a secret ransom, and the highest card left alone names trump.
game-truf-name = Truf
game-truf-tagline = The Indonesian exact-bid game: everyone bids at once by showing cards, the best bid names trump, and each must take exactly the tricks bid.
game-top-trumps-name = Top Trumps
game-top-trumps-tagline = Pick the fact on your top card you think beats everyone else's: the best value takes the cards, and the last player holding any wins.

## The hub's buttons

rules-button = Rules
hub-learn = Learn
hub-continue-lesson = Continue lesson
hub-learn-game = { $open ->
    [yes] Continue the lesson of { $game }
   *[no] Learn { $game }
}{ $done ->
    [yes] { " " }(lesson done)
   *[no] { "" }
}

## Lessons on the hub, and the offer of one atop a first set-up

hub-lessons-open = { $count ->
    [one] Your lesson in progress
   *[other] Your lessons in progress
}
hub-lesson-open = Lesson: { $game }
hub-lesson-moves-played = { $step } of { $steps } moves played
hub-lesson-restart = Start again
# $question: "yes" when the game's name ends in a question mark ("What Trump?").
hub-lesson-offer = { $question ->
    [yes] New to { $game }
   *[no] New to { $game }?
}
hub-lesson-offer-about = Play a guided first hand: a coach explains each rule on the table as it comes up. A few minutes.
hub-lesson-offer-learn = Learn first

## How long ago

ago-some-time = some time ago
ago-just-now = just now
ago-minutes = { $n ->
    [one] { $n } minute ago
   *[other] { $n } minutes ago
}
ago-hours = { $n ->
    [one] { $n } hour ago
   *[other] { $n } hours ago
}
ago-yesterday = yesterday
ago-days = { $n ->
    [one] { $n } day ago
   *[other] { $n } days ago
}

## Unfinished games on the hub

unfinished-title = { $count ->
    [one] Your unfinished game
   *[other] Your unfinished games
}
unfinished-last-played = Last played { $when }
unfinished-abandon-question = Abandon this game?
unfinished-abandon-warning = Abandon this game? It cannot be continued afterwards.
unfinished-abandon-yes = Abandon it
unfinished-keep = Keep it
unfinished-continue = Continue
unfinished-abandon = Abandon
question-title = You have an unfinished game of { $game }
question-when = Last played { $when }. A new game of { $game } ends it.
question-continue = Continue it
question-new = Set up a new game instead
cancel = Cancel

## Words every part uses

# The person's own seat, named "You" unless they typed another name.
seat-you = You
# A bot's seat: "Bot Ann".
seat-bot = Bot { $name }
# Where a game stands (the hub lists unfinished games with it).
progress-hand = Hand { $n }
progress-match-over = Match over
progress-turn = Turn { $n }
progress-game-over = Game over
progress-round = Round { $n }
progress-chip-draft = Chip draft
# Between things listed ("Moons, Suns and Waves"), and before the last of them.
list-sep = {", "}
list-and = {" and "}
# Words shown as they are (a name from elsewhere).
said-text = { $text }

## The first screen, drawn before the app has come (index.html, pwa/boot.js)

boot-loading = Loading the games…
boot-loading-games = Loading the games… { $percent }%
boot-loading-game = Loading { $game }… { $percent }%
boot-starting = Starting…
boot-offline = The games could not load: this device is offline and has not saved them yet. Connect once, then reload.
boot-dropped = The games could not load: the connection dropped. Reload to try again.
boot-failed = The games could not start ({ $why }). Reload to try again.
boot-reload = Reload

## Storage and updates: notices drawn over every screen, the hub's first

storage-full = Not saved: this device's storage for the parlour is full.
storage-waiting = Waiting to be saved: { $what }. Everything goes on here while this page is open, and is saved as soon as there is room.
# What a stored value is to the player, by its kind ($what); a game's save names the game.
storage-holds = { $what ->
    [daily] your days' deals
    [settings] your settings
    [stats] your statistics
    [history] your finished games
    [lessons] your lessons' progress
    [packs] your packs
    [pack-draft] the pack you are making
    [replay] the replay you are watching
    [hub] the hub's list of your games
   *[game] your game of { $game }
}
# "a, b and c": $first is the list before the last, joined by commas.
storage-and = { $first } and { $last }
storage-still-full = It still does not fit: make room first.
storage-to-make-room = To make room:
storage-room-record = download the game's record to keep it whatever happens,
storage-room-finished = delete finished games,
storage-room-packs = or delete packs you no longer use.
storage-download-record = Download the game's record
storage-delete-finished = Delete finished games ({ $count })
storage-delete-damaged = Delete the damaged data
storage-try-again = Try again
storage-confirm = { $count ->
    [one] Delete the finished game and its record from this device? Your statistics stay.
   *[other] Delete all { $count } finished games and their records from this device? Your statistics stay.
}
storage-delete-them = Delete them
storage-keep-them = Keep them
storage-recovered = Everything is saved again.
storage-ok = OK
storage-unavailable = This browser does not let the parlour keep anything on this device (a private window, or site data turned off): what you play here is gone once this page is closed.
storage-dismiss = Dismiss
update-ready = A new version of { -app-name } is ready.
update-reload-to-use = Reload to use it.
update-reload-in-game = Reload to use it; your game in progress carries on where it is.
update-gone = (The new version is no longer waiting: reload the page.)
update-reload = Reload
update-later = Later

## Playing on several devices, while its part comes (the guest's page is drawn by the first part)

remote-part-opening = Opening play on several devices…
remote-part-name = Playing on several devices
remote-part-kept = The game is kept.
remote-part-try-again = Try again

## The frame every screen shares, drawn by the first part (app.rs, parts.rs, the rules panel)

back-to-hub = Back to the hub
save-damaged-kept = Everything else you had saved is untouched. The damaged data is kept aside on this device: download it to keep a copy or to report the problem.
save-download-damaged = Download the damaged data
save-download-failed = The damaged data could not be downloaded: { $why }.
part-try-again = Try again
part-not-now = Not now
part-opening-table = Opening the table…
part-opening-replay = Opening the replay…
part-opening-setup = Opening the set-up…
part-opening-deal = Opening the shared deal…
part-deal-title = Play a shared deal?
part-the-table = The table
part-the-replay = The replay
part-kept = Your saved games are kept on this device.{ " " }
# $what: part-the-table or part-the-replay; $kept: part-kept, or nothing.
part-failed-offline = { $what } could not open: this device is offline and has not saved this part of the app yet. { $kept }Connect, then try again.
part-failed-dropped = { $what } could not open: the connection dropped while it was loading. { $kept }Try again.
part-rules-offline = That needs the rest of the app, which this device has not saved yet and cannot fetch while it is offline. Connect, then try again.
part-rules-dropped = That needs the rest of the app, which could not be loaded: the connection dropped. Try again.
part-panels-failed = Your finished games, records, statistics and settings could not be shown: { $why }. They are kept on this device.
part-panels-offline = this device is offline and has not saved that part of the app yet
part-panels-dropped = the connection dropped while they were loading
# A part of the app that did not come ($what: "The pack editor"), and what stays as it was.
part-missing-offline = { $what } is not on this device yet, and it is offline. Connect, then try again. { $kept }
part-missing-dropped = { $what } could not be loaded: the connection dropped. { $kept }
part-setup-what = The rest of the set-up
part-setup-kept = Nothing was changed.
rules-fetching = Fetching the rules…
rules-of = Rules of
rules-close = Close the rules
rules-this-game = this game
rules-offline = The rules of { $game } are not on this device yet, and it is offline. The parlour saves them for offline play once it has been opened with a connection.
rules-updated = The rules of { $game } could not be fetched: the parlour has been updated since this page was opened. Reload the page to read them.
rules-failed = The rules of { $game } could not be fetched: { $why }.
rules-missing = The rules of this game are not in this version.

## Notices at the start, and the hub's words for saved games (crates: src/ui/model, src/ui/stores)

# A stored value could not be read at the start ($what: which one; $why: what is wrong).
# Why a stored value could not be read ($found, $expected: format versions).
save-data-damaged = the saved data is damaged
save-other-version = the save was written in format version { $found }, this version reads { $expected }
unread = { $what ->
    [daily] Your days' deals could not be read ({ $why }) and were set aside; today's deals can be played again.
    [settings] Your settings could not be read ({ $why }) and were set aside; the defaults are used.
    [stats] Your statistics could not be read ({ $why }) and were set aside; they start again from zero.
    [history] Your list of finished games could not be read ({ $why }) and was set aside.
    [replay] The replay viewer's record could not be read ({ $why }) and was set aside.
   *[lessons] Your lessons' progress could not be read ({ $why }) and was set aside; the lessons start again.
}
saves-earlier = Saved by an earlier version
# For "Starting ends …": $at is where the game stands, $seats who sits at it ($with: whether any is known).
saves-yours = { $with ->
    [no] your { $game } game ({ $at })
   *[other] your { $game } game with { $seats } ({ $at })
}
# Why a file of the page did not come.
fetch-failed = { $why ->
    [connection] the connection failed
    [answer] the browser gave no answer
    [unread] the answer could not be read
    [window] there is no window
   *[status] the site answered { $status }
}
file-no-window = the browser could not open a window
file-no-page = the browser could not find the page
file-no-file = the browser could not make the file
file-no-link = the browser could not make a link

## Today's deal, on the hub

daily-title = Today's deal
# $date: the day (2026-11-30, UTC).
daily-intro = The same hands for everyone today ({ $date }), against Expert bots. Only your first game of each counts.
daily-dealing = Dealing today's hands…
daily-failed = Today's deals could not be worked out: { $why }
daily-no-bots = this browser cannot run the computer players that deal and play them (they think in a Web Worker, which it lacks or blocks)
daily-players = { $n } players
daily-play = Play
# $game: the game's name.
daily-play-game = Play today's { $game }
daily-begun = Begun: finish it from your unfinished games above.
daily-lost = Left unfinished: only your first game of the day counts.
daily-practise = Practise
# $score: the person's final score; $won: yes or no; $aids: yes or no (hints or a move taken back).
daily-result = { $won ->
    [yes] You won with { $score } { $unit ->
        [card] { $score ->
            [one] card
           *[other] cards
        }
       *[point] { $score ->
            [one] point
           *[other] points
        }
    }
   *[no] You scored { $score } { $unit ->
        [card] { $score ->
            [one] card
           *[other] cards
        }
       *[point] { $score ->
            [one] point
           *[other] points
        }
    }
}{ $aids ->
    [yes] {" "}(with help)
   *[no] {""}
}
daily-copy = Copy result
daily-copied = Copied ✓
# The first line of a shared result.
daily-share-head = Trumps, today's { $game } ({ $date })
# Par: the day's Expert bots in every seat, the player's included. $score: par's score; $won: yes or no.
daily-par = Par (Expert in your seat): { $score } { $unit ->
    [card] { $score ->
        [one] card
       *[other] cards
    }
   *[point] { $score ->
        [one] point
       *[other] points
    }
}{ $won ->
    [yes] {" "}and a win
   *[no] {""}
}
daily-par-working = Working out par: Expert plays your seat…
daily-share = Share result
# How the player's score stands to par. $side: above, below or level; $n: how far.
daily-vs-par = { $side ->
    [above] { $n } above par
    [below] { $n } below par
   *[level] Level with par
}
daily-board-title = Today's board
# A friend whose link gave no name: $n counts them (Friend 1, Friend 2).
daily-board-friend = Friend { $n }
daily-board-par = Par (Expert)
# A line of the board. $score: the final score; $won, $aids: yes or no.
daily-board-score = { $score } { $unit ->
    [card] { $score ->
        [one] card
       *[other] cards
    }
   *[point] { $score ->
        [one] point
       *[other] points
    }
}{ $won ->
    [yes] {" "}🏆
   *[no] {""}
}{ $aids ->
    [yes] {" "}(with help)
   *[no] {""}
}
daily-friend-label = A friend's result: paste the link or text they shared
daily-friend-check = Check
daily-friend-checking = Checking it: playing their decisions again against the day's bots…
# $why: why the result was refused (a sentence without a full stop).
daily-friend-refused = Not added to the board: { $why }.
daily-friend-someone = A friend
# $name: the friend's name (or "A friend"); $game: the game's name.
daily-friend-added = { $name }'s { $game } result replays true: it is on today's board.
daily-friend-known = { $name }'s { $game } result is already on today's board.
daily-friend-own = that is your own result

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
daily-refused-other-game = its decisions play another game than the one it was made from: one of them has been changed
daily-refused-claims = it claims { $claimed } { $unit ->
    [card] cards
   *[point] points
} { $claimedwon ->
    [yes] and a win
   *[no] and no win
}, but its decisions play to { $replayed } { $unit ->
    [card] cards
   *[point] points
} { $replayedwon ->
    [yes] and a win
   *[no] and no win
}

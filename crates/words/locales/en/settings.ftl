# English: the hub's Settings and Statistics panels, the setting controls (also at the table:
# the bot pace), what this device keeps (storage, offline play), and the cover the table shows
# once another tab went on with its game.

## Settings

settings-title = Settings
settings-pace-note = How long computer players wait before each move.
settings-think-note = The most an Expert bot thinks over one move, and over a hint (it stops sooner when the choice is clear). Longer is a little stronger; bots think in the background, so the table stays responsive.
settings-this-device = This device
settings-offline-play = Offline play
settings-storage = Storage
settings-version = Version
settings-version-build = { $version } (build { $build })
settings-reading = Reading…
settings-backup = Backup
settings-backup-note = Clearing this browser's data deletes your statistics and finished games. Export them to a file to keep them; importing a file adds only the games that are not here yet, so importing twice changes nothing.
settings-backup-export = Export statistics and finished games
settings-backup-import = Import a backup…

## Playing on several devices (the STUN and TURN servers)

settings-ice-title = Playing on several devices
settings-ice-note = On one Wi-Fi or a phone's hotspot, devices find each other with no help. Across the internet they ask these servers for their addresses (STUN), or pass the game through one (TURN, with its user name and password). One a line; leave it empty on one network.
settings-ice-default = Back to the usual servers

## The setting controls

settings-pace = Bot pace
settings-pace-slow = Slow
settings-pace-normal = Normal
settings-pace-fast = Fast
settings-pace-instant = Instant
settings-think = Expert thinks
settings-think-quick = Quick (⅓ s)
settings-think-normal = Normal (1 s)
settings-think-deep = Deep (3 s)
settings-colours = Colours
settings-theme-device = As the device
settings-theme-light = Light
settings-theme-dark = Dark
settings-high-contrast = High contrast: stronger colours and outlines, suits easier to tell apart
settings-sound = Card sounds (soft, made in the browser)

## What this device keeps ($size: "38.2 KB")

storage-kept-nothing = No games, finished games, statistics or settings stored yet
storage-kept = { $size } of games, finished games, statistics and settings
# $kept: one of the two above.
storage-kept-offline = { $kept }, and { $size } for the offline copy of the app
storage-persistent = Persistent: the browser keeps it even when space runs low.
storage-not-persistent = Not persistent: the browser may clear it when space runs low. Installing the app usually makes it persistent; a backup keeps your statistics and games safe.
storage-persistence-unknown = This browser does not say whether it keeps it when space runs low; a backup keeps your statistics and games safe.

## Offline play ($failures: "icons/icon-512.png (HTTP 404), sw.js (…)")

offline-ready = Ready: the whole app ({ $n ->
    [one] { $n } file
   *[other] { $n } files
}, { $size }) is saved on this device and plays with no network.
offline-ready-update-failed = Ready with this version ({ $size }); a newer version could not be saved yet: { $failures }. It is tried again on your next visit.
offline-installing = Saving the app on this device for offline play…
offline-failed = Not available: { $n } file(s) could not be saved ({ $failures }). The app works while online and tries again on your next visit.
offline-unsupported = Not available: { $reason }.
offline-reason-browser = this browser cannot keep the app
offline-reason-browser-offline = this browser cannot keep the app for offline use
offline-reason-https = offline play needs the app to be opened over https (or on this computer)
offline-reason-helper = the offline helper of this page did not load
offline-reason-state = its state could not be read

## Statistics

stats-title = Statistics
stats-none = No statistics yet. They count finished games with at least one person at the table; games played by bots alone are not counted.
stats-another-game = Another game
# $won: how many a person won; $aided: how many were played with hints or undo.
stats-summary = { $count ->
    [one] { $count } finished game
   *[other] { $count } finished games
}, { $won } won by a person{ $aided ->
    [0] {""}
   *[other] ; { $aided } played with hints or undo
}.
stats-player = Player
stats-played = Played
stats-won = Won
stats-daily-title = Today's deals
stats-daily-none = No day's deal finished yet: play one from Today's deal on the hub.
stats-daily-days = { $n ->
    [one] One day played
   *[other] { $n } days played
}
# $n: days in a row up to today (or yesterday); $longest: the longest run.
stats-daily-run = Days in a row: { $n } (longest { $longest })
# $side: above, below or level; $n: how far; $game: the game's name; $date: the day.
stats-daily-best = Best against par: { $side ->
    [above] { $n } above
    [below] { $n } below
   *[level] level with it
}, in { $game } on { $date }
stats-daily-month = { $month ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
} { $year }
# The weekdays' short names, Monday first, separated by spaces.
stats-daily-weekdays = Mo Tu We Th Fr Sa Su
# A day of the calendar: $date; $n: how many of its deals were finished.
stats-daily-day = { $date }: { $n ->
    [0] not played
    [one] one game finished
   *[other] { $n } games finished
}

## Another tab went on with the game at the table

elsewhere-played-on-title = This game of { $game } went on in another tab
elsewhere-played-on = It is open in another tab of this browser, where decisions were made since. Take it up here to go on from there: nothing played there is lost.
elsewhere-played-on-take = Take it up here
elsewhere-replaced-title = A new game of { $game } took this one's place
elsewhere-replaced = Another tab of this browser started a new game in its place. You can open that game here, or download this one's record to keep it.
elsewhere-replaced-take = Open the new game here
elsewhere-ended-title = This game of { $game } was ended in another tab
elsewhere-ended = It was abandoned in another tab of this browser. You can still go on with it here: it is then saved again.
elsewhere-ended-take = Go on with it here
elsewhere-download = Download this game's record
elsewhere-hub = Back to the hub
settings-announce = Said aloud at the table
settings-announce-full = Everything
settings-announce-short = Short (not your own moves)
settings-announce-off = Nothing
settings-announce-note = What a screen reader hears as the game goes on: every play, trick, bid and score, and whose turn it is. Short leaves out your own moves said back to you.

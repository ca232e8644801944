# English: a lesson's table: the coach's box, a move off the script and what Expert reckons it
# cost, the "what's different" card before the first move and the card at the lesson's end.
# (The lessons' own words, read from their files, are lessons.ftl's.)

## The coach

lesson-coach = Coach
lesson-progress = Lesson progress
lesson-next = Next
lesson-your-move = Your move
lesson-your-move-marked = Your move: the marked one
# $move: the move asked for, in the table's words.
lesson-your-move-is = Your move: { $move }.

## A move off the script

lesson-off-script = Not the lesson's move
lesson-off-script-moves = Your move: { $played }. The lesson's move: { $expected }.
lesson-take-back-note = Take it back to go on with the lesson.
lesson-take-back = ↶ Take back
lesson-cost-asking = Expert is weighing your move…
lesson-cost-unknown = Expert could not weigh it: { $why }.
lesson-cost-unweighed = Expert did not weigh both moves in its search, so it cannot say what yours cost.
# $more: how much more, in the game's unit ("0.8 more points by the end of the hand").
lesson-cost-more = Expert reckons the lesson's move brings about { $more } than yours.
lesson-cost-better = Expert even rates yours better, by about { $more }; but the lesson keeps to its line to show you a rule.
lesson-cost-alike = Expert rates the two alike; the lesson keeps to its line to show you a rule.

## The "what's different" card and the end

lesson-intro-title = What's different in { $game }
lesson-intro-about = You play one short hand. The coach explains each rule as it comes up and points at it on the table; the other players' moves are fixed, so every learner sees the same hand.
lesson-start = Start the lesson
lesson-not-now = Not now
lesson-done-title = Lesson done: { $game }
lesson-done-about = It is marked done on the hub. Its hand is yours to play again whenever you like.
lesson-play-game = Play a game of { $game }
lesson-again = Play the lesson again
lesson-back-to-hub = Back to the hub

## A lesson that cannot be played

lesson-cannot-be-used = The lesson cannot be used: { $why }.
lesson-none-yet = This game has no lesson yet.
lesson-cannot-start = The lesson cannot start: { $why }.
lesson-read-the-card-first = read the card about the game first (tap Start)
lesson-run-over = the lesson is over
lesson-run-not-your-turn = it is not your turn
lesson-run-your-turn = it is your turn
lesson-run-off-script = you left the lesson's line: take your move back first
# $why: what in the saved lesson does not fit.
lesson-run-progress = the saved lesson cannot be taken up again: { $why }

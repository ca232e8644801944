# English: What Trump?'s table (the chip draft, the trump, the grid, the tasks, the tricks, the
# round summary and the end of the game), and what each task asks (the rules' Task::explain_said).
# Task names, the trump's description and trick captions are in captions.ftl and cards.ftl.

## The table's parts

what-trump-table = Table
what-trump-players = Players
what-trump-side-log = Draft log and known cards
what-trump-you = You
what-trump-you-lower = you
what-trump-dealer = Dealer

## The suits and the cards

what-trump-red = red
what-trump-green = green
what-trump-yellow = yellow
what-trump-blue = blue
what-trump-card = { $suit } { $rank }
what-trump-card-trump = { $suit } { $rank }, trump
what-trump-card-supertrump = { $suit } { $rank }, supertrump

## The status line

what-trump-status-chip-mine = Your turn: take a task chip from the middle (you have { $have } of 5).
what-trump-status-chip-now = { $who } is choosing a chip…
what-trump-status-chip-next = { $who } takes a chip.
what-trump-status-trump-mine = You deal: look at the grid and set the secret trump.
what-trump-status-trump-now = { $who } deals and is setting the secret trump…
what-trump-status-trump-next = { $who } sets the secret trump.
what-trump-status-draft-mine = Your turn: pick a card from column { $column }.
what-trump-status-draft-now = { $who } is picking from column { $column }…
what-trump-status-draft-next = { $who } picks from column { $column }.
what-trump-status-tasks-mine = Trump is revealed: choose your secret task for this round.
what-trump-status-tasks-now = { $who } is choosing a task…
what-trump-status-tasks-next = { $who } chooses a task.
what-trump-status-you-won = You won the trick.
what-trump-status-won = { $who } won the trick.
what-trump-status-lead = Your turn: lead trick { $trick } of { $total }.
what-trump-status-no-trump = Your turn: you have no trump card, so play any card (trick { $trick } of { $total }).
what-trump-status-no-suit = Your turn: you have no { $suit } (non-trump) card, so play any card (trick { $trick } of { $total }).
what-trump-status-play-trump = Your turn: a trump was led — play a trump (trick { $trick } of { $total }).
what-trump-status-follow = Your turn: follow { $suit } with a non-trump card (trick { $trick } of { $total }).
what-trump-status-leads-now = { $who } leads trick { $trick } of { $total }…
what-trump-status-leads-next = { $who } leads trick { $trick } of { $total }.
what-trump-status-plays-now = { $who } is playing… (trick { $trick } of { $total })
what-trump-status-plays-next = { $who } plays to trick { $trick } of { $total }.
what-trump-status-discard-mine = You met a task another player failed: discard one of your chips.
what-trump-status-discard-now = { $who } met a failed task and is choosing a chip to discard…
what-trump-status-discard-next = { $who } met a failed task and discards a chip.
what-trump-status-over = The game is over.

## The chips

what-trump-chip-draft = Chip draft
what-trump-chip-draft-about = Take turns taking one task chip until everyone holds five. Each chip is a task you may try to meet in a round; meet it and the chip is gone. Empty your rack first to win.
what-trump-chips-in-middle = { $n } chips left in the middle.
what-trump-chip-no = no { $symbol }
what-trump-chip-fewest = fewest
what-trump-chip-most = most
what-trump-chip-last = last
what-trump-chip-count = ({ $n } chips)
what-trump-chips = { $n } chips
what-trump-no-chips-yet = no chips yet
what-trump-no-chips-left = no chips left
what-trump-none-left = none left

## The hand

what-trump-tricks = { $n ->
    [one] { $n } trick
   *[other] { $n } tricks
}
what-trump-hand-dealer = Dealer: claims failed tasks
what-trump-task-is = Task: { $task }
what-trump-your-task-is = Your task: { $task }
what-trump-no-cards = No cards in hand.
what-trump-hand-later = Your hand is drafted from the grid once the chips are shared out.
what-trump-your-trumps = Your trumps
what-trump-trumps = Trumps

## The trick

what-trump-you-win = you win
what-trump-wins = { $name } wins
what-trump-you-lead = you lead
what-trump-leads = { $name } leads
what-trump-before-tricks = Tricks are played once everyone has chosen a task.
what-trump-slot-led = led
what-trump-slot-wins = wins

## The grid and the draft log

what-trump-you-start = you start
what-trump-starts = { $name } starts
what-trump-column = Column { $n }
what-trump-draft-grid = Draft grid
what-trump-log-empty = Empty until the first round's card draft.
what-trump-draft-log = Draft log
what-trump-known-and-log = Known cards and draft log
what-trump-known-hands = Known hands
what-trump-known-others = Every pick was made in the open, so these are the others' remaining cards.
what-trump-known-all = Every pick was made in the open, so every hand is known.
what-trump-no-picks = No picks yet.
what-trump-log-picks = Draft picks, column by column

## The trump

what-trump-trump = Trump
what-trump-trump-each-round = Each round the dealer secretly picks a trump suit and number.
what-trump-trump-you-choose = You are choosing the secret trump.
what-trump-trump-they-choose = { $dealer } is choosing it in secret.
what-trump-trump-secret = Trump: secret
what-trump-trump-secret-until = Secret until the draft ends — only { $dealer } (the dealer) knows it.
what-trump-your-secret = Your secret trump: { $trump }
what-trump-revealed-later = Revealed to all when the draft ends.
what-trump-their-secret = Secret trump: { $trump }
what-trump-only-dealer-knows = Only { $dealer } (the dealer) knows it until the draft ends.
what-trump-trump-is = Trump: { $trump }
what-trump-trumps-both = Trumps: every { $suit } card and every { $number }. { $card } is the supertrump.
what-trump-trumps-suit = Trumps: every { $suit } card.
what-trump-trumps-number = Trumps: every { $number }, whatever its suit.
what-trump-trumps-none = No trumps: the highest card of the led suit wins.

## Setting the trump

what-trump-set-title = Set the secret trump
what-trump-set-about = Only you see it until the draft is over. Cards of the trump suit and cards of the trump number are trumps.
what-trump-trump-suit = Trump suit
what-trump-trump-number = Trump number
what-trump-no-suit = No suit
what-trump-no-number = No number
what-trump-none = None
what-trump-set-choose = Choose a suit (or no suit) and a number (or no number).
what-trump-set-preview = Trump: { $trump }.
what-trump-set-preview-super = Trump: { $trump }. { $card } will be the supertrump.
what-trump-set-confirm = Confirm trump

## Choosing a task

what-trump-tasks = Tasks
what-trump-tasks-replay = The trump is revealed. Each player but the dealer now chooses one of their chips as a secret task for this round.
what-trump-tasks-dealer = You deal this round, so you take no task. After the tricks, every task another player failed is checked for you: meet one and you may discard a chip.
what-trump-your-task = Your task
what-trump-tasks-waiting = Waiting for the others to choose.
what-trump-tasks-wait-turn = Wait for your turn to choose a task.
what-trump-choose-task = Choose your task for this round
what-trump-choose-task-about = Nobody else sees it until the round is scored. Look at your hand and the trump first.

## The players

what-trump-player-dealer = Dealer: no task, claims failed ones
what-trump-choosing-task = Choosing a task…
what-trump-task-chosen = Task chosen (secret)
what-trump-bot = Bot · { $level }
what-trump-person = Person
what-trump-captured-suit = captured { $suit } cards
what-trump-captured = Captured cards

## The dealer's claim

what-trump-failed-by = { $task } (failed by { $who })
what-trump-dealers-claim = Dealer's claim
what-trump-dealer-met = { $dealer } met: { $claims }. The dealer now discards one chip.
what-trump-claim-succeeded = Your claim succeeded
what-trump-you-met = You met: { $claims }. Discard one of your chips.

## The round summary

what-trump-round-scored = Round { $n } scored
what-trump-next-round = Next round
what-trump-name-you = { $name } (you)
what-trump-claim-met = claim met
what-trump-claim-met-discarded = claim met · discarded { $task }
what-trump-no-claim = no claim
what-trump-met = ✓ met — chip discarded
what-trump-failed-dealer-met = ✗ failed (the dealer met it)
what-trump-failed = ✗ failed
what-trump-a-chip = a chip
what-trump-claim-you = You (the dealer) met { $claims } and discarded { $chip }.
what-trump-claim-dealer = The dealer, { $dealer }, met { $claims } and discarded { $chip }.
what-trump-nothing-you = You (the dealer) had nothing to claim: every task was met.
what-trump-nothing-dealer = The dealer, { $dealer }, had nothing to claim: every task was met.
what-trump-none-you = You (the dealer) met none of the failed tasks.
what-trump-none-dealer = The dealer, { $dealer }, met none of the failed tasks.
what-trump-col-player = Player
what-trump-col-task = Task
what-trump-col-result = Result
what-trump-col-tricks = Tricks
what-trump-col-captured = Captured
what-trump-col-chips = Chips now
what-trump-trump-was = Trump was { $trump }. Last trick: { $winner }.

## The end of the game

what-trump-dealer-short = D
what-trump-over-how = After { $n ->
    [one] { $n } round
   *[other] { $n } rounds
}. D = dealer (✓ when the dealer's claim succeeded).
what-trump-round-by-round = Round by round
what-trump-round = Round

## The tasks: what each asks, and its short form (the end of the game's narrow table)

what-trump-explain-exactly = Win precisely { $n } { $n ->
    [one] trick
   *[other] tricks
} this round.
what-trump-explain-no-suit = Capture no { $colour } card ({ $symbol }), trump or not, in the tricks you win.
what-trump-explain-fewest = Win fewer tricks than every other player (a tie fails).
what-trump-explain-most = Win more tricks than every other player (a tie fails).
what-trump-explain-last = Win the final trick of the round.
what-trump-explain-none = Do not win a single trick.
what-trump-short-exactly = ={ $n }
what-trump-short-no-suit = no{ $symbol }
what-trump-short-zero = zero

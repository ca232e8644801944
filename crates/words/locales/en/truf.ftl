# English: Truf's table: the bids and the bid picker, the even game's turn, the trump and the
# players, the status line, and the summaries.

## The cards

# The rank letters printed in a card's corner ("J♠").
truf-letter-jack = J
truf-letter-queen = Q
truf-card-trump = { $card }, trump
truf-card-face-down = a card face down

## The table

truf-table-label = Table
truf-side-label = Trump and players
truf-bids-side-label = The bids
truf-players-label = Players
truf-dealer = Dealer
truf-trump-not-yet = Trump: not yet
truf-trump-waiting = The best bid names trump when all bids are shown.
truf-trump-is = Trump:
truf-no-trump = No trump
truf-turned-up = Turned up from an even game: every bid went up by one.
truf-turned-down = Turned down from an even game: every bid above zero went down by one.
truf-trumps-broken = Trumps are broken: they may be led.
truf-trumps-not-broken = Trumps may not be led until one has been played (unless you hold only trumps).
truf-kind-high = High game (more tricks bid than the hand has): a trick short costs 2, a trick too many costs 1.
truf-kind-low = Low game (fewer tricks bid than the hand has): a trick short costs 1, a trick too many costs 2.
truf-kind-even = Even game (the bids add up to the tricks in the hand): the bid winner turns every bid up or down by one.
truf-seat-cards = { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
# $n: the tricks to take, or "3 → 2" when an even game moved the bid.
truf-seat-to-take = to take { $n }
truf-seat-bid = bid { $n }
truf-seat-bid-made = bid made
truf-seat-bidding = bidding…
truf-seat-to-bid = to bid
truf-seat-took = took { $n }
# $cards: the cards in short ("10♥ K♠").
truf-seat-still-holds = Still holds from the bid: { $cards }
truf-points-short = { $n ->
    [one] { $n } pt
    [-1] { $n } pt
   *[other] { $n } pts
}
truf-hand-of = Hand { $hand } of { $hands } · { $players } players
truf-hand-to-take = To take { $n }
truf-tricks = { $n ->
    [one] { $n } trick
   *[other] { $n } tricks
}
truf-hand-points = { $n } pts
truf-no-cards-left = No cards left in this hand.
truf-before-tricks = The tricks start once the even game is turned.
truf-face-down = face down
truf-was-face-down = was face down

## The bids

truf-bids-title = The bids
truf-bidding-title = Bidding
truf-bids-label = Bids
# $n: the bid's worth, or "3 → 2" when an even game moved it.
truf-bids-worth = bids { $n }
truf-wins-the-bid = ★ wins the bid
truf-bid-closed = closed, face down
truf-bid-being-made = being made
truf-bid-made-face-down = bid made, face down
truf-suit-is-trump = { $suit } are trump
truf-no-trump-mixed = No trump: the winning bid mixed suits
truf-won-bid = { $name } won the bid and leads.
truf-you-won-bid = You won the bid and lead.
truf-tricks-bid = { $total } tricks bid for { $n }.
truf-turn-title = An even game: you turn it
truf-turn-help = The bids add up to exactly { $n } — the tricks in the hand — so not everyone can be right. As the bid winner you choose which way every bid moves.
truf-turn-up = Turn it up
truf-turn-down = Turn it down
# The person among the seats whose bids an even game's turn moves ("Ann 3 → 4, you 2 → 3").
truf-you-in-list = you

## The bid picker

truf-picker-title = Your bid
truf-picker-help = Pick cards from your hand below; their worth is the number of tricks you must take exactly (of { $n }). The cards stay in your hand, but everyone sees them once all bids are shown.
truf-picker-bid = Bid:
truf-picker-tricks-word = { $n ->
    [one] trick
   *[other] tricks
}
truf-make-bid = Bid { $n }
truf-clear = Clear
truf-sign-plus = + plus
truf-sign-minus = − minus
truf-sign-plus-label = { $card }: plus; switch
truf-sign-minus-label = { $card }: minus; switch
truf-take-out = ✕ out
truf-take-out-label = Take { $card } out of the bid
truf-explain-pick = Pick one or more cards from your hand.
truf-explain-face-alone = { $card } on its own is worth 0: a Jack, Queen or King shown alone bids nothing.
truf-explain-alone = { $card } on its own is worth { $n } (a single card always counts plus).
# $sum: "K♠ +10, 6♦ −6 = 4"
truf-explain-below-zero = { $sum }, which counts as 0
truf-explain-faces = With other cards, a Jack, Queen or King is worth 10; an Ace is worth 1.
truf-explain-all-one = All { $suit }: if this bid wins, { $suit } are trump.
truf-explain-mixed = Mixed suits: if this bid wins, there is no trump.

## The status line

truf-status-your-bid = Your bid: pick cards from your hand, mark each plus or minus, and bid.
truf-status-is-bidding = { $who } is bidding… ({ $closed } of { $players } bids made)
truf-status-bids = { $who } bids.
truf-status-even-yours = An even game: turn it up or down.
truf-status-even-turning = An even game: { $who } is turning it up or down…
truf-status-turns = { $who } turns the even game.
truf-status-took-trick = { $who } took the trick.
truf-status-you-took-trick = You took the trick.
truf-status-is-playing = { $who } is playing…
truf-status-plays = { $who } plays.
truf-status-need-more = { $n ->
    [one] You need { $n } more trick.
   *[other] You need { $n } more tricks.
}
truf-status-have-tricks = You have your tricks: take no more.
truf-status-over-bid = You are { $n } over your bid.
truf-status-your-lead = Your lead.
# $suit: "♥ Hearts"
truf-status-follow = Your turn: follow { $suit }.
truf-status-no-suit = Your turn: you have no { $suit }, so play any card — it goes face down.
truf-status-your-turn = Your turn.
truf-status-game-over = The game is over.

## The summaries

truf-hand-scored = Hand { $n } scored
truf-next-hand = Next hand
truf-trump-was = Trump was { $suit }.
truf-no-trump-was = There was no trump.
truf-col-player = Player
truf-col-bid = Bid
truf-col-took = Took
truf-col-exact = Exact?
truf-col-points = Points
truf-col-hand = Hand
truf-exact = ✓ exact
truf-short = ✗ short
truf-over = ✗ over
truf-turned-up-note = The even game was turned up: every bid went up by one (3 → 4 means bid 3, played for 4).
truf-turned-down-note = The even game was turned down: every bid above zero went down by one (3 → 2 means bid 3, played for 2).
truf-won-the-bid-note = ★ won the bid.
truf-points = { $n ->
    [one] { $n } point
    [-1] { $n } point
   *[other] { $n } points
}
truf-after-hands = { $n ->
    [one] After { $n } hand.
   *[other] After { $n } hands.
}
truf-hand-by-hand = Hand by hand

# English: the Decktet tables (Ace Trump and Ransom Trump): their shared parts (the hand, the
# trick, the log, the players, the status line, the summaries) and each game's own.

## A card read aloud, and a choice of suits

decktet-card-trump = { $card }, trump
decktet-list-or = { $a } or { $b }

## The table

decktet-table-label = Table
decktet-side-label = Trump and players
decktet-log-label = Tricks of this hand
decktet-trump-label = Trump
decktet-trump-is = Trump:
decktet-players-label = Players
decktet-dealer = Dealer
decktet-cards = { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
decktet-seat-bid = bid { $n }
decktet-seat-bidding = bidding…
decktet-seat-bids-later = bids later
decktet-seat-no-bid = no bid
decktet-tricks-this-hand = { $n ->
    [one] { $n } trick this hand
   *[other] { $n } tricks this hand
}
decktet-points-short = { $n ->
    [one] { $n } pt
   *[other] { $n } pts
}
decktet-team = partner { $partner } · team { $total }
decktet-team-you = partner you · team { $total }
decktet-hand-of = Hand { $hand } of { $hands }
decktet-hand-first-to = Hand { $hand } · first to { $target } points
decktet-hand-bid = Bid { $n }
decktet-tricks = { $n ->
    [one] { $n } trick
   *[other] { $n } tricks
}
decktet-no-cards = No cards in hand.
decktet-before-tricks-bids = The tricks start once the bids are in.
decktet-became-trump = { $suit } became trump with { $name }'s Ace
decktet-became-trump-yours = { $suit } became trump with your Ace
decktet-log-title = Tricks this hand
decktet-log-empty = The tricks of the hand are listed here as they are taken.

## Bidding

decktet-bid-title = Your bid: how many tricks will you take?
# $range: "From 0 to 9."
decktet-bid-scoring = { $range } Made: 5 points a trick bid and 1 an extra trick. Short: nothing.

## The status line

decktet-took-trick = { $who } took the trick.
decktet-you-took-trick = You took the trick.
decktet-is-playing = { $who } is playing…
decktet-plays = { $who } plays.
decktet-your-lead = Your lead: trick { $n } of { $total }.
decktet-excuse-led = Your turn: the Excuse was led, so your card sets what must be followed.
# $suits: "☾ Moons or ☀ Suns"
decktet-follow = Your turn: follow { $card } with a card of { $suits }.
decktet-nothing-of = Your turn: you have nothing of { $suits }, so any card may be played.
decktet-is-bidding = { $who } is bidding…
decktet-bids = { $who } bids.
decktet-game-over = The game is over.

## The summaries

decktet-hand-scored = Hand { $n } scored
decktet-next-hand = Next hand
decktet-col-player = Player
decktet-col-bid = Bid
decktet-col-tricks = Tricks
decktet-col-bid-made = Bid made?
decktet-col-points = Points
decktet-col-hand = Hand
decktet-bid-made = ✓ made
decktet-bid-short = ✗ short
decktet-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
decktet-after-hands = { $n ->
    [one] After { $n } hand.
   *[other] After { $n } hands.
}
decktet-after-hands-partners = { $n ->
    [one] After { $n } hand; partners share their team's total.
   *[other] After { $n } hands; partners share their team's total.
}
decktet-hand-by-hand = Hand by hand

## Ace Trump

decktet-ace-name-trump-title = You deal hand { $n }: name the trump suit
decktet-ace-name-trump-help = You name it before the cards are dealt. Aces change nothing in this game.
decktet-ace-bid-range = From 0 to { $n }.
decktet-ace-tides-note = { $n ->
    [one] Tides of fortune: the last card was { $card }, so the next hand is { $n } card each.
   *[other] Tides of fortune: the last card was { $card }, so the next hand is { $n } cards each.
}
decktet-ace-trump-at-end = Trump at the end:
decktet-ace-no-trump = No Ace was played: no trump this hand.
decktet-ace-dealt-after-naming = The cards are dealt once the dealer has named trump.
decktet-ace-you-name-trump = You deal: name the trump suit for this hand.
decktet-ace-is-naming-trump = { $who } deals and is naming trump…
decktet-ace-names-trump = { $who } names trump.
decktet-ace-trump-being-named = Trump: the dealer is naming it
decktet-ace-no-trump-yet = No trump yet
decktet-ace-named-by-dealer = Named by the dealer for hand { $n }. Aces are plain low cards.
decktet-ace-set-by = Set by { $name }'s Ace in trick { $n }.
decktet-ace-set-by-yours = Set by your Ace in trick { $n }.
decktet-ace-next-ace-changes = The next Ace played changes it.
decktet-ace-sticky-stays = Sticky Aces: it stays for the rest of the hand.
decktet-ace-first-ace-sticky = The first Ace played sets trump for the whole hand.
decktet-ace-first-ace = The first Ace played makes its suit trump.
decktet-ace-aces-not-seen = Aces not seen:
decktet-ace-none = none

## Ransom Trump

decktet-ransom-wish = { $name } put down the { $card }, so { $suits } may suit them.
decktet-ransom-partner-wish = { $name } (your partner) put down the { $card }, so { $suits } may suit them.
decktet-ransom-choose-title = Your { $card } won the ransom: choose trump
decktet-ransom-choose-help = Any of its suits may be trump for this hand, and you lead the first trick. A card of another player's ransom hints at the suits they hold.
decktet-ransom-bid-range = From 0 to { $n }, one for each card in your hand.
decktet-ransom-held = { $n } in your hand
decktet-ransom-bought-with = Trump was bought with the { $card }.
decktet-ransom-no-trump = No ransom was left alone: no trump this hand.
decktet-ransom-before-tricks = The tricks start once the ransoms are shown and trump is set.
decktet-ransom-before-tricks-chosen = The tricks start once trump is chosen.
decktet-ransom-down = ransom down
decktet-ransom-choosing = choosing a ransom
decktet-ransom-your-ransom = Your ransom: choose a card from your hand to lay face down.
decktet-ransom-is-choosing = { $who } is choosing a ransom… ({ $down } of { $players } down)
decktet-ransom-puts-down = { $who } puts down a ransom.
decktet-ransom-your-ransom-won = Your ransom won: choose which of its suits is trump.
decktet-ransom-is-choosing-trump = { $who } won the ransom and is choosing trump…
decktet-ransom-chooses-trump = { $who } chooses trump.
decktet-ransom-trump-to-buy = Trump: to be bought
decktet-ransom-trump-being-chosen = Trump: being chosen
decktet-ransom-no-trump-this-hand = No trump this hand
decktet-ransom-no-trump-at-all = No trump
decktet-ransom-bought-by = Bought with { $name }'s { $card }.
decktet-ransom-bought-by-you = Bought with your { $card }.
decktet-ransom-none-alone = No ransom was left alone at the top.
decktet-ransom-everyone = Everyone puts down a ransom; the highest card left alone names trump.
decktet-ransom-dropped-mark = (dropped)
decktet-ransoms-label = Ransoms
decktet-ransom-fate-wins = wins
decktet-ransom-fate-dropped = tied · dropped
decktet-ransom-fate-never-wins = never wins
decktet-ransom-fate-lower = lower
decktet-ransom-slot-choosing = choosing…
decktet-ransom-slot-waiting = waiting
decktet-ransom-slot-face-down = face down
decktet-ransom-slot-yours = face down (yours)
decktet-ransom-face-down-of = { $name }'s ransom, face down
decktet-ransom-your-face-down = Your ransom, face down
decktet-ransom-title-shown = Hand { $n }: the ransoms are shown
decktet-ransom-title-buying = Hand { $n }: buying the trump
decktet-ransom-help = Pick a card from your hand to put down as your ransom. When all are down they are shown together: cards tied at the top rank are dropped, and the highest card left alone names trump (its owner picks one of its suits) and leads. The ransom takes no trick.
# $cards: the names of the ransoms dropped, joined by commas.
decktet-ransom-tied-dropped = Tied at the top and dropped: { $cards }.
# $suits: the trump's name.
decktet-ransom-you-win-trump = Your { $card } wins: { $suits } are trump and you lead the first trick.
decktet-ransom-wins-trump = { $name }'s { $card } wins: { $suits } are trump and { $name } leads the first trick.
decktet-ransom-you-win-choose = Your { $card } wins: you choose trump from { $suits }.
decktet-ransom-wins-choose = { $name }'s { $card } wins: { $name } chooses trump from { $suits }.
decktet-ransom-none-alone-you-lead = No ransom is left alone: no trump this hand, and you lead first.
decktet-ransom-none-alone-leads = No ransom is left alone: no trump this hand, and { $name } leads first.

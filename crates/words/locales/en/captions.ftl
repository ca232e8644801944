# English: the replay's captions (what each decision did, under the replay viewer and on a
# guest's page), as the rules say them. A seat is named in the third person ($who, $name,
# $winner): the page words a seat named "You" in the second person ("You play", "your").

## Every game

caption-start = The start of the game, before any decision.
# "Hand 3 is over: Ann 2, Bo 0." ($scores: caption-hand-points or Truf's caption-truf-took).
caption-hand-over = Hand { $n } is over: { $scores }.
caption-hand-points = { $name } { $points }
caption-game-over-one = The game is over: { $winner } won.
# Several winners ($winners: "Ann and Bo").
caption-game-over = The game is over: { $winners } won.
# A seat's name in a list.
caption-name = { $name }
caption-bid = { $who } bid { $n }.
caption-played = { $who } played { $card }.
caption-leads = { $who } leads.

## Ace Trump

caption-ace-named-trump = { $who } named { $suit } trump for hand { $hand }.
# An Ace played makes its suit trump.
caption-ace-trump-now = { $suit } are trump now.

## Ransom Trump

caption-ransom-down = { $who } put down { $card } as ransom.
caption-ransom-down-unseen = { $who } put down a ransom, face down.
caption-ransom-made-trump = { $who } made { $suit } trump.
# "The ransoms are shown: Ann: Diplomat, Bo: Pact." ($shown: caption-ransom-of).
caption-ransoms-shown = The ransoms are shown: { $shown }.
caption-ransom-of = { $name }: { $card }
caption-ransoms-dropped = Tied at the top and dropped: { $cards }.
caption-ransom-wins-trump = { $winner }'s { $card } wins: { $suit } are trump and { $winner } leads.
# $suits: "Moons or Suns".
caption-ransom-wins-choice = { $winner }'s { $card } wins: { $winner } chooses trump from { $suits }.
caption-or = {" or "}
# Between the suits before the last two (English says "or" between each).
caption-or-sep = {" or "}
caption-ransom-none = No ransom is left alone: no trump this hand, and { $leader } leads.

## Top Trumps

# "Ann chose Mass (highest wins)." then "Shown: Ann Earth (5.97), Bo Mars (0.642)." ($shown: caption-top-shown).
caption-top-chose = { $who } chose { $attribute } ({ $better }).
caption-top-cards = Shown: { $shown }.
caption-top-higher = highest wins
caption-top-lower = lowest wins
caption-top-shown = { $name } { $card } ({ $value })
caption-top-no-data = no data
caption-top-takes = { $winner } takes { $count } { $count ->
    [one] card
   *[other] cards
}.
caption-top-tie = a tie: the cards go to the middle ({ $count }).
caption-top-nobody = no data: the cards go to the middle ({ $count }).

## Truf

# A bid's card ($minus: yes or no), with the bid's other cards ("the King of Spades plus").
caption-truf-bid-one = the { $card }
caption-truf-bid-card = the { $card } { $minus ->
    [yes] minus
   *[no] plus
}
# A bid of several cards: "the King of Spades plus, the 3 of Clubs minus".
caption-truf-bid-cards = { $cards }
# The kind of game ($kind: high, low or even) from the bids' total.
caption-truf-kind = { $total } tricks bid for { $tricks }: { $kind ->
    [high] a high game
    [low] a low game
   *[even] an even game
}
# Which way an even game is turned.
caption-truf-up = up
caption-truf-down = down
caption-truf-turn-up = every bid rises by one (zero bids too), and it is a high game
caption-truf-turn-down = every bid above zero falls by one, and it is a low game
caption-truf-adds = { $who } adds the { $card } to the bid, { $minus ->
    [yes] minus
   *[no] plus
}.
caption-truf-adds-unseen = { $who } adds a card to the bid, unseen.
caption-truf-closes = { $who } closes the bid.
# $direction: caption-truf-up or -down; $what: caption-truf-turn-up or -down.
caption-truf-turns = { $who } turns the game { $direction }: { $what }.
caption-truf-plays = { $who } plays the { $card }.
caption-truf-plays-down = { $who } plays the { $card } face down.
caption-truf-plays-unseen = { $who } plays a card face down.
# "Turned up: Ann's 4 of Clubs, Bo's 9 of Spades." ($cards: caption-truf-whose).
caption-truf-turned-up = Turned up: { $cards }.
caption-truf-whose = { $name }'s { $card }
# "The bids are shown: Ann 3 (the 3 of Clubs); Bo 0 (…)." ($shown: caption-truf-shown-bid).
caption-truf-bids-shown = The bids are shown: { $shown }.
caption-truf-shown-bid = { $name } { $value } ({ $bid })
caption-semicolon = {"; "}
caption-truf-wins-bid = { $winner } wins the bid: { $suit } are trump, and { $winner } leads.
caption-truf-wins-bid-no-trump = { $winner } wins the bid: no trump, and { $winner } leads.
# The kind of game as a sentence ($kind: caption-truf-kind).
caption-truf-kind-told = { $kind }.
caption-truf-kind-even = { $kind }, so the bid winner turns it up or down.
# "Ann took 3 of 4 for -1" (won, contract, points), in caption-hand-over.
caption-truf-took = { $name } took { $won } of { $contract } for { $points }

## What Trump?

caption-what-took-chip = { $who } took the chip “{ $task }”.
caption-what-set-trump = { $who } set the secret trump: { $trump }.
caption-what-set-trump-unseen = { $who } set the secret trump.
caption-what-picked = { $who } picked { $card } from column { $column }.
caption-what-chose-task = { $who } chose the task “{ $task }”.
caption-what-chose-task-unseen = { $who } chose a secret task.
caption-what-discarded = { $who } discarded the chip “{ $task }”.
caption-what-draft-over = The draft is over and the trump is revealed.
caption-what-round-scored = Round { $n } is scored.
# The task chips, as a player reads them.
caption-task-exactly = Exactly { $n } { $n ->
    [one] trick
   *[other] tricks
}
caption-task-no-suit = No { $symbol } { $colour }
caption-task-fewest = Fewest tricks
caption-task-most = Most tricks
caption-task-last = Win the last trick
caption-task-none = No tricks

## What a seat does, said after its name (the table's status line, hints, the records' notes)
# $form: asked (the move asked of the person, "play the 7 of Moons": hints, lessons, reviews),
# you (after the person's own seat, "You") or other (after another seat's name).

caption-action-bids = { $form ->
    [asked] bid
    [you] bid
   *[other] bids
} { $n }
caption-action-plays = { $form ->
    [asked] play
    [you] play
   *[other] plays
} { $card }
caption-action-names-trump = { $form ->
    [asked] name
    [you] name
   *[other] names
} { $suit } trump
caption-action-ransom = { $form ->
    [asked] put
    [you] put
   *[other] puts
} down { $card } as ransom
caption-action-makes-trump = { $form ->
    [asked] make
    [you] make
   *[other] makes
} { $suit } trump
caption-action-bid-card = { $form ->
    [asked] add
    [you] add
   *[other] adds
} the { $card } to the bid, counted { $minus ->
    [yes] minus
   *[no] plus
}
caption-action-bid-done = { $form ->
    [asked] close
    [you] close
   *[other] closes
} the bid
caption-action-turn = { $form ->
    [asked] turn
    [you] turn
   *[other] turns
} the game { $direction }
caption-action-takes-chip = { $form ->
    [asked] take
    [you] take
   *[other] takes
} the chip "{ $task }"
caption-action-sets-trump = { $form ->
    [asked] set
    [you] set
   *[other] sets
} the trump: { $trump }
caption-action-drafts = { $form ->
    [asked] draft
    [you] draft
   *[other] drafts
} { $card }
caption-action-chooses-task = { $form ->
    [asked] choose
    [you] choose
   *[other] chooses
} the task "{ $task }"
caption-action-discards-chip = { $form ->
    [asked] discard
    [you] discard
   *[other] discards
} the chip "{ $task }"
caption-action-chooses = { $form ->
    [asked] choose
    [you] choose
   *[other] chooses
} { $attribute }

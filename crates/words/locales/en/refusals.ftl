# English: why the rules refuse an action (the table shows it after "That is not allowed:").

## Every card game of turns

refusal-game-over = the game is over
refusal-not-your-turn = it is seat { $turn }'s turn, not seat { $seat }'s
refusal-not-now = that is not an action for now ({ $phase })
refusal-not-in-that-hand = { $card } is not in that hand

## The Decktet games (Ace Trump, Ransom Trump)

refusal-must-follow-suits = { $card } does not follow { $led }: play a card with one of its suits
refusal-bid-too-high = a bid of { $bid } is more than the { $tricks } tricks of the hand
refusal-not-on-ransom = { $suit } is not a suit of the winning ransom, { $ransom }

## Truf

refusal-bid-order = { $card } cannot be added to the bid: a bid's cards go in the order of the hand, each once
refusal-empty-bid = a bid shows at least one card
refusal-must-follow-suit = { $card } does not follow { $suit }: play a card of { $suit }
refusal-trump-not-broken = { $card } is a trump, and trumps may not be led until one has been played (or you hold only trumps)

## Top Trumps

refusal-not-your-turn-to-choose = it is Player { $turn }'s turn to choose, not Player { $seat }'s
refusal-no-such-attribute = the pack has { $attributes } attributes: there is no attribute { $attribute }

## What Trump?

refusal-not-seats-turn = it is not seat { $seat }'s turn (seat { $turn } is to act)
refusal-wrong-phase = that is not something to do now (the game is in the { $phase })
refusal-chip-not-in-pool = no "{ $task }" chip is left to take
refusal-invalid-trump-number = { $n } is not a trump number (1-9 or none)
refusal-not-in-column = { $card } is not in the active column { $column }
refusal-task-not-held = you hold no "{ $task }" chip
refusal-not-in-your-hand = { $card } is not in your hand
refusal-must-follow-card = { $card } does not follow { $led }: you hold a card that follows, so you must play one

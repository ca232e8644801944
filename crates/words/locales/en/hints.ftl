# English: a hint's choices and their numbers, and a review's judgement of a decision, in the
# game's own unit. $unit: point, card (Top Trumps' cards held) or chip (What Trump?'s task
# chips shed); $hand: hand, round or turn (what one deal of the game is called).

## The hint's panel

hint-waiting = The Expert bot is thinking over your choices…
# $why: what went wrong, in words.
hint-none = No hint this time: { $why }.

## The numbers

# By the end of the deal in play.
hint-by-end = by the end of the { $hand ->
    [round] round
    [turn] turn
   *[hand] hand
}
# The game's unit; $count, how many, chooses the plural.
hint-units = { $unit ->
    [card] { $count ->
        [one] card
       *[other] cards
    }
    [chip] { $count ->
        [one] chip shed
       *[other] chips shed
    }
   *[point] { $count ->
        [one] point
       *[other] points
    }
}
# The one point a deal can bring a seat, as a chance is said of it.
hint-one-a-hand = { $unit ->
    [chip] shedding a chip
   *[other] scoring
}
# A choice's number. $basis: gain (what it is expected to bring by the end of the deal: $n, a
# figure, $sign plus or minus), none (nothing expected), chance (of winning the game, $n whole
# percent) or hand-chance (of the deal's one point, $n whole percent). $units: hint-units;
# $by: hint-by-end; $one: hint-one-a-hand.
hint-number = { $basis ->
    [chance] about a { $n }% chance of winning the game
    [hand-chance] about a { $n }% chance of { $one } { $by }
    [none] no { $units } expected { $by }
   *[gain] about { $sign ->
        [plus] +{ $n }
       *[other] { $n }
    } { $units } { $by }
}
# How much more one choice brings than another ($more: yes), or a review's margin ($more: no).
# $n: the amount (a figure for gain, whole percentage points for the chances, $count the same
# as a number); the rest as in hint-number.
hint-amount = { $basis ->
    [chance] { $more ->
        [yes] { $n } { $count ->
            [one] percentage point
           *[other] percentage points
        } more chance of winning the game
       *[no] { $n } { $count ->
            [one] percentage point
           *[other] percentage points
        } of the chance of winning the game
    }
    [hand-chance] { $more ->
        [yes] { $n } { $count ->
            [one] percentage point
           *[other] percentage points
        } more chance of { $one } { $by }
       *[no] { $n } { $count ->
            [one] percentage point
           *[other] percentage points
        } of the chance of { $one } { $by }
    }
   *[gain] { $more ->
        [yes] { $n } more { $units } { $by }
       *[no] { $n } { $units } { $by }
    }
}

## A decision reviewed ($you: yes for the person's own seat, "You"; $name: the seat's name)

# What the seat did: $who, the seat; $action, what it did ("plays the 7 of Moons").
review-made = { $who } { $action }
# $made: review-made; $best: Expert's choice, as asked of the player ("play the King of
# Waves"); $by: hint-amount; $sure: review-sure; $number: hint-number of Expert's choice.
review-judged = { $verdict ->
    [best] { $made }: Expert's choice too.
    [worse] { $made }; Expert prefers to { $best }: about { $by } ({ $sure }).
    [close] { $made }; Expert prefers to { $best }, though by little: about { $by } ({ $sure }).
   *[not-tried] { $made }; Expert prefers to { $best } ({ $number }), and gave { $you ->
        [yes] your
       *[no] { $name }'s
    } choice too little thought to say by how much.
}
# How sure Expert is: $sure is game (a decision judged over the whole game), sure, fairly or
# rough.
review-sure = { $sure ->
    [game] judged over the whole game
    [sure] Expert is sure of this
    [fairly] Expert is fairly sure of this
   *[rough] a rough estimate: Expert looked at { $you ->
        [yes] your
       *[no] { $name }'s
    } choice only briefly
}
# The search behind a judgement: $tries in all, $visits of them of the choice made.
review-search = { $tries } tries
review-search-mine = { $tries } tries, { $visits } of them of { $you ->
    [yes] your
   *[no] { $name }'s
} choice

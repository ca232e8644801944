# English: a game's options as the set-up shows them (labels, help, choices), their summary,
# the bot levels, and where a game stands ("Hand 2").

## Variants of the Decktet games (Ace Trump, Ransom Trump): their names

options-excuse = Excuse
options-pawns = Pawns
options-sticky-aces = Sticky Aces
options-early-bird = Early bird
options-partners = Partners
options-bidding = Bidding
options-tides = Tides of fortune
options-fixed-trump = Fixed trump
options-basic-rules = basic rules

## Ace Trump's variants: their help

options-ace-excuse-help = Add the Excuse: it may be played at any time and never wins a trick.
options-ace-pawns-help = Add the four Pawns: between 9 and Crown; of two Pawns the first played wins.
options-ace-sticky-aces-help = Only the first Ace of a hand sets trump; later Aces are low cards.
options-ace-early-bird-help = Cards of equal rank: the one played first wins.
options-ace-partners-help = 4 or 6 players: partners sit opposite and add their scores.
options-ace-bidding-help = Bid your tricks: made scores 5 a trick bid and 1 an overtrick; short scores 0.
options-ace-tides-help = 2 to 4 players: 1 card each first; the last card of a hand sets the next hand's size.
options-ace-fixed-trump-help = The dealer names trump before each deal; Aces are plain low cards.

## Ransom Trump's variants: their help

options-ransom-excuse-help = Add the Excuse: it may be played at any time and never wins a trick, nor the ransom.
options-ransom-pawns-help = Add the four Pawns: between 9 and Crown; a winning Pawn ransom offers three suits.
options-ransom-early-bird-help = Cards of equal rank in a trick: the one played first wins.
options-ransom-partners-help = 4 players: partners sit opposite and add their scores.
options-ransom-bidding-help = Once trump is set, bid your tricks: made scores 5 a trick bid and 1 an overtrick; short scores 0.

## The match (Ace Trump, Ransom Trump)

options-until = Match ends
options-until-help = After a number of hands, or when someone reaches a score.
options-until-hands = after a number of hands
options-until-target = at a target score
options-length = Hands or target
options-length-help = How many hands, or the score to reach.

## Truf

options-hands = Hands
options-hands-help = How many hands the match lasts; the highest total then wins.

## Bot levels

bot-level-beginner = Beginner
bot-level-standard = Standard
bot-level-expert = Expert

## Options that cannot be played together ($game: the game's name; $players: how many)

# A range of players, $fewest to $most; $kind: same (one number), next (one apart) or range.
options-seat-range = { $kind ->
    [same] { $fewest }
    [next] { $fewest } or { $most }
   *[range] { $fewest } to { $most }
}
options-or = {" or "}
# $range: options-seat-range.
options-refused-seats = { $game } is for { $range } players, not { $players }
options-refused-hands = a match is 1 to 50 hands, not { $n }
options-refused-target = the target score is 1 to 500 points, not { $n }
# $tables: the table sizes partners can sit at ("4 or 6").
options-refused-partners = Partners needs { $tables } players (partners sit opposite), not { $players }
options-refused-tides = Tides of fortune is for 2 to 4 players, not { $players }
options-refused-sticky-fixed = Sticky Aces and Fixed trump cannot be combined: with a fixed trump no Ace sets trump
# $cards: how many cards the pack has.
options-refused-pack = { $cards ->
    [one] the pack has { $cards } card: too few for { $players } players
   *[other] the pack has { $cards } cards: too few for { $players } players
}

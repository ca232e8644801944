# English: the cards in words, as captions, labels and reasons name them.

## The standard deck (Truf)

french-suit-clubs = Clubs
french-suit-diamonds = Diamonds
french-suit-hearts = Hearts
french-suit-spades = Spades
french-rank-ace = Ace
french-rank-king = King
french-rank-queen = Queen
french-rank-jack = Jack
# A card: "7 of Hearts", "Ace of Spades" ($rank is a number or a rank's name).
french-card = { $rank } of { $suit }

## The Decktet (Ace Trump, Ransom Trump)

decktet-suit-moons = Moons
decktet-suit-suns = Suns
decktet-suit-waves = Waves
decktet-suit-leaves = Leaves
decktet-suit-wyrms = Wyrms
decktet-suit-knots = Knots
decktet-rank-ace = Ace
decktet-rank-number = { $n }
decktet-rank-pawn = Pawn
decktet-rank-court = Court
decktet-rank-crown = Crown
decktet-rank-excuse = Excuse
# A card with its name, rank and suits: "Diplomat (8 of Moons and Suns)".
decktet-card = { $name } ({ $rank } of { $suits })
decktet-ace = Ace of { $suit }
decktet-the-excuse = the Excuse
decktet-name-author = Author
decktet-name-desert = Desert
decktet-name-origin = Origin
decktet-name-journey = Journey
decktet-name-painter = Painter
decktet-name-savage = Savage
decktet-name-mountain = Mountain
decktet-name-sailor = Sailor
decktet-name-battle = Battle
decktet-name-forest = Forest
decktet-name-discovery = Discovery
decktet-name-soldier = Soldier
decktet-name-lunatic = Lunatic
decktet-name-penitent = Penitent
decktet-name-market = Market
decktet-name-chance-meeting = Chance Meeting
decktet-name-castle = Castle
decktet-name-cave = Cave
decktet-name-diplomat = Diplomat
decktet-name-mill = Mill
decktet-name-betrayal = Betrayal
decktet-name-pact = Pact
decktet-name-darkness = Darkness
decktet-name-merchant = Merchant
decktet-name-huntress = Huntress
decktet-name-bard = Bard
decktet-name-sea = Sea
decktet-name-end = End
decktet-name-calamity = Calamity
decktet-name-windfall = Windfall
decktet-name-harvest = Harvest
decktet-name-watchman = Watchman
decktet-name-light-keeper = Light Keeper
decktet-name-borderland = Borderland

## What Trump?'s cards: four colours, each with its printed symbol

what-trump-colour-red = red
what-trump-colour-green = green
what-trump-colour-yellow = yellow
what-trump-colour-blue = blue
# A card with its symbol: "♣9 (green 9)".
what-trump-card-captioned = { $symbol }{ $number } ({ $colour } { $number })
# The trump: its colour and number, either, or neither.
what-trump-trump-is-both = { $symbol } { $colour } and { $number }s
what-trump-trump-is-colour = { $symbol } { $colour }, no trump number
what-trump-trump-is-number = { $number }s, no trump suit
what-trump-trump-is-none = no trump at all

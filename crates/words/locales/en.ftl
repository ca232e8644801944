# English: the catalogue every other is checked against. A message's id says where it is shown
# (hub-, setup-…); `{ $name }` is an argument; a choice on a number picks its plural form.
# Terms (-name) are the glossary (docs/glossary.md): messages name them, never their words.

-app-name = Trumps

## The hub

hub-title = { -app-name }
hub-tagline = A parlour of trump card games
hub-choose-game = Choose a game
hub-players = { $range } players
hub-how-to-play = How to play
hub-how-to-play-game = How to play { $game }
hub-new-game = New game

## The set-up

setup-title = New game of { $game }
setup-close = Close the set-up

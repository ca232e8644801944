# Deutsch: die Karten in Worten, wie Ansagen, Beschriftungen und Begründungen sie nennen.

## The standard deck (Truf)

french-suit-clubs = Kreuz
french-suit-diamonds = Karo
french-suit-hearts = Herz
french-suit-spades = Pik
french-rank-ace = Ass
french-rank-king = König
french-rank-queen = Dame
french-rank-jack = Bube
french-card = { $suit } { $rank }

## The Decktet (Ace Trump, Ransom Trump)

decktet-suit-moons = Mond
decktet-suit-suns = Sonne
decktet-suit-waves = Welle
decktet-suit-leaves = Blatt
decktet-suit-wyrms = Drache
decktet-suit-knots = Knoten
decktet-rank-ace = Ass
decktet-rank-number = { $n }
decktet-rank-pawn = Bauer
decktet-rank-court = Hof
decktet-rank-crown = Krone
decktet-rank-excuse = Ausflucht
decktet-card = { $name } ({ $rank } in { $suits })
decktet-ace = { $suit }-Ass
decktet-the-excuse = die Ausflucht
decktet-name-author = Autor
decktet-name-desert = Wüste
decktet-name-origin = Ursprung
decktet-name-journey = Reise
decktet-name-painter = Maler
decktet-name-savage = Wilder
decktet-name-mountain = Berg
decktet-name-sailor = Seemann
decktet-name-battle = Schlacht
decktet-name-forest = Wald
decktet-name-discovery = Entdeckung
decktet-name-soldier = Soldat
decktet-name-lunatic = Mondsüchtiger
decktet-name-penitent = Büßer
decktet-name-market = Markt
decktet-name-chance-meeting = Zufällige Begegnung
decktet-name-castle = Burg
decktet-name-cave = Höhle
decktet-name-diplomat = Diplomat
decktet-name-mill = Mühle
decktet-name-betrayal = Verrat
decktet-name-pact = Pakt
decktet-name-darkness = Finsternis
decktet-name-merchant = Kaufmann
decktet-name-huntress = Jägerin
decktet-name-bard = Barde
decktet-name-sea = Meer
decktet-name-end = Ende
decktet-name-calamity = Unheil
decktet-name-windfall = Glücksfall
decktet-name-harvest = Ernte
decktet-name-watchman = Wächter
decktet-name-light-keeper = Leuchtturmwärter
decktet-name-borderland = Grenzland

## What Trump?'s cards: four colours, each with its printed symbol

what-trump-colour-red = Rot
what-trump-colour-green = Grün
what-trump-colour-yellow = Gelb
what-trump-colour-blue = Blau
what-trump-card-captioned = { $symbol }{ $number } ({ $colour } { $number })
what-trump-trump-is-both = { $symbol } { $colour } und die { $number }
what-trump-trump-is-colour = { $symbol } { $colour }, keine Trumpfzahl
what-trump-trump-is-number = die { $number }, keine Trumpffarbe
what-trump-trump-is-none = gar kein Trumpf

# Bahasa Indonesia: kartu dalam kata-kata, seperti keterangan, label, dan alasan menyebutnya.

## The standard deck (Truf)

french-suit-clubs = Keriting
french-suit-diamonds = Wajik
french-suit-hearts = Hati
french-suit-spades = Sekop
french-rank-ace = As
french-rank-king = King
french-rank-queen = Queen
french-rank-jack = Jack
french-card = { $rank } { $suit }

## The Decktet (Ace Trump, Ransom Trump)

decktet-suit-moons = Bulan
decktet-suit-suns = Matahari
decktet-suit-waves = Ombak
decktet-suit-leaves = Daun
decktet-suit-wyrms = Naga
decktet-suit-knots = Simpul
decktet-rank-ace = As
decktet-rank-number = { $n }
decktet-rank-pawn = Pion
decktet-rank-court = Istana
decktet-rank-crown = Mahkota
decktet-rank-excuse = Dalih
decktet-card = { $name } ({ $rank } { $suits })
decktet-ace = As { $suit }
decktet-the-excuse = Dalih
decktet-name-author = Pengarang
decktet-name-desert = Gurun
decktet-name-origin = Asal-Usul
decktet-name-journey = Perjalanan
decktet-name-painter = Pelukis
decktet-name-savage = Orang Liar
decktet-name-mountain = Gunung
decktet-name-sailor = Pelaut
decktet-name-battle = Pertempuran
decktet-name-forest = Hutan
decktet-name-discovery = Penemuan
decktet-name-soldier = Prajurit
decktet-name-lunatic = Orang Gila
decktet-name-penitent = Petobat
decktet-name-market = Pasar
decktet-name-chance-meeting = Pertemuan Kebetulan
decktet-name-castle = Kastel
decktet-name-cave = Gua
decktet-name-diplomat = Diplomat
decktet-name-mill = Kincir
decktet-name-betrayal = Pengkhianatan
decktet-name-pact = Pakta
decktet-name-darkness = Kegelapan
decktet-name-merchant = Saudagar
decktet-name-huntress = Pemburu
decktet-name-bard = Penyair
decktet-name-sea = Laut
decktet-name-end = Akhir
decktet-name-calamity = Malapetaka
decktet-name-windfall = Rezeki Nomplok
decktet-name-harvest = Panen
decktet-name-watchman = Penjaga
decktet-name-light-keeper = Penjaga Mercusuar
decktet-name-borderland = Tanah Perbatasan

## What Trump?'s cards: four colours, each with its printed symbol

what-trump-colour-red = merah
what-trump-colour-green = hijau
what-trump-colour-yellow = kuning
what-trump-colour-blue = biru
what-trump-card-captioned = { $symbol }{ $number } ({ $colour } { $number })
what-trump-trump-is-both = { $symbol } { $colour } dan angka { $number }
what-trump-trump-is-colour = { $symbol } { $colour }, tanpa angka truf
what-trump-trump-is-number = angka { $number }, tanpa warna truf
what-trump-trump-is-none = tanpa truf sama sekali

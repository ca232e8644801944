# Bahasa Indonesia: the Decktet tables (Ace Trump and Ransom Trump): their shared parts (the
# hand, the trick, the log, the players, the status line, the summaries) and each game's own.

## Kartu yang dibacakan dan pilihan jenis

decktet-card-trump = { $card }, truf
decktet-list-or = { $a } atau { $b }

## Meja

decktet-table-label = Meja
decktet-side-label = Truf dan pemain
decktet-log-label = Trik ronde ini
decktet-trump-label = Truf
decktet-trump-is = Truf:
decktet-players-label = Pemain
decktet-dealer = Pembagi
decktet-cards = { $n ->
   *[other] { $n } kartu
}
decktet-seat-bid = tawaran { $n }
decktet-seat-bidding = sedang menawar…
decktet-seat-bids-later = menawar nanti
decktet-seat-no-bid = tanpa tawaran
decktet-tricks-this-hand = { $n ->
   *[other] { $n } trik ronde ini
}
decktet-points-short = { $n ->
   *[other] { $n } poin
}
decktet-team = pasangan { $partner } · tim { $total }
decktet-team-you = pasangan kamu · tim { $total }
decktet-hand-of = Ronde { $hand } dari { $hands }
decktet-hand-first-to = Ronde { $hand } · yang pertama mencapai { $target } poin
decktet-hand-bid = Tawaran { $n }
decktet-tricks = { $n ->
   *[other] { $n } trik
}
decktet-no-cards = Tidak ada kartu di tangan.
decktet-before-tricks-bids = Trik dimulai setelah semua tawaran masuk.
decktet-became-trump = { $suit } jadi truf (As milik { $name })
decktet-became-trump-yours = { $suit } jadi truf (As milikmu)
decktet-log-title = Trik ronde ini
decktet-log-empty = Trik dalam ronde ini dicatat di sini begitu didapat.

## Menawar

decktet-bid-title = Tawaranmu: berapa trik yang akan kamu dapatkan?
decktet-bid-scoring = { $range } Tercapai: 5 poin per trik yang ditawar dan 1 per trik lebih. Kurang: tidak dapat apa-apa.

## Baris status

decktet-took-trick = { $who } mendapat trik itu.
decktet-you-took-trick = Kamu mendapat trik itu.
decktet-is-playing = { $who } sedang bermain…
decktet-plays = { $who } bermain.
decktet-your-lead = Giliranmu membuka: trik { $n } dari { $total }.
decktet-excuse-led = Giliranmu: Dalih dimainkan pertama, jadi kartumu yang menentukan jenis yang harus diikuti.
decktet-follow = Giliranmu: ikuti { $card } dengan kartu berjenis { $suits }.
decktet-nothing-of = Giliranmu: kamu tidak punya kartu berjenis { $suits }, jadi kartu apa pun boleh dimainkan.
decktet-is-bidding = { $who } sedang menawar…
decktet-bids = { $who } menawar.
decktet-game-over = Permainan sudah selesai.

## Ringkasan

decktet-hand-scored = Skor ronde { $n }
decktet-next-hand = Ronde berikutnya
decktet-col-player = Pemain
decktet-col-bid = Tawaran
decktet-col-tricks = Trik
decktet-col-bid-made = Tercapai?
decktet-col-points = Poin
decktet-col-hand = Ronde
decktet-bid-made = ✓ tercapai
decktet-bid-short = ✗ kurang
decktet-points = { $n ->
   *[other] { $n } poin
}
decktet-after-hands = { $n ->
   *[other] Setelah { $n } ronde.
}
decktet-after-hands-partners = { $n ->
   *[other] Setelah { $n } ronde; pasangan berbagi total tim mereka.
}
decktet-hand-by-hand = Ronde demi ronde

## Truf As

decktet-ace-name-trump-title = Kamu membagi ronde { $n }: tentukan jenis truf
decktet-ace-name-trump-help = Kamu menentukannya sebelum kartu dibagikan. Dalam permainan ini As tidak mengubah apa pun.
decktet-ace-bid-range = Dari 0 sampai { $n }.
decktet-ace-tides-note = { $n ->
   *[other] Pasang Surut Nasib: kartu terakhir adalah { $card }, jadi di ronde berikutnya setiap pemain mendapat { $n } kartu.
}
decktet-ace-trump-at-end = Truf di akhir:
decktet-ace-no-trump = Tidak ada As yang dimainkan: tidak ada truf di ronde ini.
decktet-ace-dealt-after-naming = Kartu dibagikan setelah pembagi menentukan truf.
decktet-ace-you-name-trump = Kamu membagi: tentukan jenis truf untuk ronde ini.
decktet-ace-is-naming-trump = { $who } membagi dan sedang menentukan truf…
decktet-ace-names-trump = { $who } menentukan truf.
decktet-ace-trump-being-named = Truf: pembagi sedang menentukannya
decktet-ace-no-trump-yet = Belum ada truf
decktet-ace-named-by-dealer = Ditentukan pembagi untuk ronde { $n }. As hanyalah kartu rendah biasa.
decktet-ace-set-by = Ditetapkan oleh As milik { $name } di trik { $n }.
decktet-ace-set-by-yours = Ditetapkan oleh As milikmu di trik { $n }.
decktet-ace-next-ace-changes = As berikutnya yang dimainkan akan menggantinya.
decktet-ace-sticky-stays = As Lengket: truf ini bertahan sampai ronde selesai.
decktet-ace-first-ace-sticky = As pertama yang dimainkan menetapkan truf untuk seluruh ronde.
decktet-ace-first-ace = As pertama yang dimainkan menjadikan jenisnya truf.
decktet-ace-aces-not-seen = As yang belum terlihat:
decktet-ace-none = tidak ada

## Truf Tebusan

decktet-ransom-wish = { $name } meletakkan { $card }, jadi { $suits } mungkin cocok baginya.
decktet-ransom-partner-wish = { $name } (pasanganmu) meletakkan { $card }, jadi { $suits } mungkin cocok baginya.
decktet-ransom-choose-title = Tebusanmu ({ $card }) menang: pilih truf
decktet-ransom-choose-help = Jenis mana pun dari kartu itu boleh menjadi truf di ronde ini, dan kamu membuka trik pertama. Kartu tebusan pemain lain memberi petunjuk jenis yang mereka pegang.
decktet-ransom-bid-range = Dari 0 sampai { $n }, satu untuk setiap kartu di tanganmu.
decktet-ransom-held = { $n } di tanganmu
decktet-ransom-bought-with = Truf dibeli dengan { $card }.
decktet-ransom-no-trump = Tidak ada tebusan yang tersisa sendirian: tidak ada truf di ronde ini.
decktet-ransom-before-tricks = Trik dimulai setelah tebusan diperlihatkan dan truf ditetapkan.
decktet-ransom-before-tricks-chosen = Trik dimulai setelah truf dipilih.
decktet-ransom-down = tebusan sudah diletakkan
decktet-ransom-choosing = sedang memilih tebusan
decktet-ransom-your-ransom = Tebusanmu: pilih satu kartu dari tanganmu untuk diletakkan tertutup.
decktet-ransom-is-choosing = { $who } sedang memilih tebusan… ({ $down } dari { $players } sudah diletakkan)
decktet-ransom-puts-down = { $who } meletakkan tebusan.
decktet-ransom-your-ransom-won = Tebusanmu menang: pilih jenis mana dari kartu itu yang menjadi truf.
decktet-ransom-is-choosing-trump = Tebusan { $who } menang dan ia sedang memilih truf…
decktet-ransom-chooses-trump = { $who } memilih truf.
decktet-ransom-trump-to-buy = Truf: belum dibeli
decktet-ransom-trump-being-chosen = Truf: sedang dipilih
decktet-ransom-no-trump-this-hand = Tidak ada truf di ronde ini
decktet-ransom-no-trump-at-all = Tidak ada truf
decktet-ransom-bought-by = Dibeli dengan { $card } milik { $name }.
decktet-ransom-bought-by-you = Dibeli dengan { $card } milikmu.
decktet-ransom-none-alone = Tidak ada tebusan yang tersisa sendirian di puncak.
decktet-ransom-everyone = Setiap pemain meletakkan tebusan; kartu tertinggi yang tersisa sendirian menentukan truf.
decktet-ransom-dropped-mark = (gugur)
decktet-ransoms-label = Tebusan
decktet-ransom-fate-wins = menang
decktet-ransom-fate-dropped = seri · gugur
decktet-ransom-fate-never-wins = tak pernah menang
decktet-ransom-fate-lower = lebih rendah
decktet-ransom-slot-choosing = sedang memilih…
decktet-ransom-slot-waiting = menunggu
decktet-ransom-slot-face-down = tertutup
decktet-ransom-slot-yours = tertutup (milikmu)
decktet-ransom-face-down-of = Tebusan { $name }, tertutup
decktet-ransom-your-face-down = Tebusanmu, tertutup
decktet-ransom-title-shown = Ronde { $n }: tebusan diperlihatkan
decktet-ransom-title-buying = Ronde { $n }: membeli truf
decktet-ransom-help = Pilih satu kartu dari tanganmu untuk diletakkan sebagai tebusan. Setelah semua diletakkan, semuanya diperlihatkan bersamaan: kartu yang seri di peringkat teratas gugur, dan kartu tertinggi yang tersisa sendirian menentukan truf (pemiliknya memilih salah satu jenisnya) lalu membuka trik pertama. Tebusan tidak mendapat trik.
decktet-ransom-tied-dropped = Seri di puncak dan gugur: { $cards }.
decktet-ransom-you-win-trump = Tebusanmu ({ $card }) menang: { $suits } menjadi truf dan kamu membuka trik pertama.
decktet-ransom-wins-trump = Tebusan { $name } ({ $card }) menang: { $suits } menjadi truf dan { $name } membuka trik pertama.
decktet-ransom-you-win-choose = Tebusanmu ({ $card }) menang: kamu memilih truf dari { $suits }.
decktet-ransom-wins-choose = Tebusan { $name } ({ $card }) menang: { $name } memilih truf dari { $suits }.
decktet-ransom-none-alone-you-lead = Tidak ada tebusan yang tersisa sendirian: tidak ada truf di ronde ini, dan kamu membuka lebih dulu.
decktet-ransom-none-alone-leads = Tidak ada tebusan yang tersisa sendirian: tidak ada truf di ronde ini, dan { $name } membuka lebih dulu.

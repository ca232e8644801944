# Bahasa Indonesia: Truf's table: the bids and the bid picker, the even game's turn, the trump
# and the players, the status line, and the summaries.

## Kartu

truf-letter-jack = J
truf-letter-queen = Q
truf-card-trump = { $card }, truf
truf-card-face-down = sebuah kartu tertutup

## Meja

truf-table-label = Meja
truf-side-label = Truf dan pemain
truf-bids-side-label = Tawaran
truf-players-label = Pemain
truf-dealer = Pembagi
truf-trump-not-yet = Truf: belum ada
truf-trump-waiting = Tawaran terbaik menentukan truf setelah semua tawaran diperlihatkan.
truf-trump-is = Truf:
truf-no-trump = Tidak ada truf
truf-turned-up = Dinaikkan dari main pas: setiap tawaran naik satu.
truf-turned-down = Diturunkan dari main pas: setiap tawaran di atas nol turun satu.
truf-trumps-broken = Truf sudah keluar: truf boleh dipakai membuka.
truf-trumps-not-broken = Truf belum boleh dipakai membuka sebelum ada truf yang dimainkan (kecuali kamu hanya memegang truf).
truf-kind-high = Main atas (jumlah tawaran lebih dari trik dalam ronde ini): kurang satu trik mengurangi 2 poin, lebih satu trik mengurangi 1 poin.
truf-kind-low = Main bawah (jumlah tawaran kurang dari trik dalam ronde ini): kurang satu trik mengurangi 1 poin, lebih satu trik mengurangi 2 poin.
truf-kind-even = Main pas (jumlah tawaran sama dengan trik dalam ronde ini): pemenang tawaran menaikkan atau menurunkan setiap tawaran satu.
truf-seat-cards = { $n ->
   *[other] { $n } kartu
}
truf-seat-to-take = harus dapat { $n }
truf-seat-bid = tawaran { $n }
truf-seat-bid-made = sudah menawar
truf-seat-bidding = sedang menawar…
truf-seat-to-bid = belum menawar
truf-seat-took = dapat { $n }
truf-seat-still-holds = Masih memegang dari tawaran: { $cards }
truf-points-short = { $n } poin
truf-hand-of = Ronde { $hand } dari { $hands } · { $players } pemain
truf-hand-to-take = Harus dapat { $n }
truf-tricks = { $n ->
   *[other] { $n } trik
}
truf-hand-points = { $n } poin
truf-no-cards-left = Tidak ada kartu tersisa di ronde ini.
truf-before-tricks = Trik dimulai setelah main pas dinaikkan atau diturunkan.
truf-face-down = tertutup
truf-was-face-down = tadinya tertutup

## Tawaran

truf-bids-title = Tawaran
truf-bidding-title = Menawar
truf-bids-label = Tawaran
truf-bids-worth = menawar { $n }
truf-wins-the-bid = ★ memenangkan tawaran
truf-bid-closed = sudah masuk, tertutup
truf-bid-being-made = sedang disusun
truf-bid-made-face-down = sudah menawar, tertutup
truf-suit-is-trump = { $suit } menjadi truf
truf-no-trump-mixed = Tidak ada truf: tawaran pemenang mencampur beberapa jenis
truf-won-bid = { $name } memenangkan tawaran dan membuka.
truf-you-won-bid = Kamu memenangkan tawaran dan membuka.
truf-tricks-bid = { $total } trik ditawar dari { $n }.
truf-turn-title = Main pas: kamu yang menentukan
truf-turn-help = Jumlah semua tawaran tepat { $n } — sama dengan jumlah trik dalam ronde ini — jadi tidak semua bisa tepat. Sebagai pemenang tawaran, kamu memilih ke arah mana semua tawaran bergeser.
truf-turn-up = Naik
truf-turn-down = Turun
truf-you-in-list = kamu

## Menyusun tawaran

truf-picker-title = Tawaranmu
truf-picker-help = Pilih kartu dari tanganmu di bawah; nilainya adalah jumlah trik yang harus kamu dapatkan dengan tepat (dari { $n }). Kartu-kartu itu tetap di tanganmu, tetapi semua pemain melihatnya setelah semua tawaran diperlihatkan.
truf-picker-bid = Tawaran:
truf-picker-tricks-word = { $n ->
   *[other] trik
}
truf-make-bid = Tawar { $n }
truf-clear = Kosongkan
truf-sign-plus = + plus
truf-sign-minus = − minus
truf-sign-plus-label = { $card }: plus; ganti
truf-sign-minus-label = { $card }: minus; ganti
truf-take-out = ✕ keluarkan
truf-take-out-label = Keluarkan { $card } dari tawaran
truf-explain-pick = Pilih satu kartu atau lebih dari tanganmu.
truf-explain-face-alone = { $card } sendirian bernilai 0: Jack, Queen, atau King yang diperlihatkan sendirian tidak menawar apa pun.
truf-explain-alone = { $card } sendirian bernilai { $n } (kartu tunggal selalu dihitung plus).
truf-explain-below-zero = { $sum }, yang dihitung 0
truf-explain-faces = Bersama kartu lain, Jack, Queen, atau King bernilai 10; As bernilai 1.
truf-explain-all-one = Semua { $suit }: jika tawaran ini menang, { $suit } menjadi truf.
truf-explain-mixed = Jenis campuran: jika tawaran ini menang, tidak ada truf.

## Baris status

truf-status-your-bid = Tawaranmu: pilih kartu dari tanganmu, tandai masing-masing plus atau minus, lalu tawar.
truf-status-is-bidding = { $who } sedang menawar… ({ $closed } dari { $players } tawaran sudah masuk)
truf-status-bids = { $who } menawar.
truf-status-even-yours = Main pas: pilih naik atau turun.
truf-status-even-turning = Main pas: { $who } sedang memilih naik atau turun…
truf-status-turns = { $who } memilih arah main pas.
truf-status-took-trick = { $who } mendapat trik itu.
truf-status-you-took-trick = Kamu mendapat trik itu.
truf-status-is-playing = { $who } sedang bermain…
truf-status-plays = { $who } bermain.
truf-status-need-more = { $n ->
   *[other] Kamu masih perlu { $n } trik lagi.
}
truf-status-have-tricks = Trikmu sudah cukup: jangan ambil lagi.
truf-status-over-bid = Trikmu { $n } lebih dari tawaranmu.
truf-status-your-lead = Giliranmu membuka.
truf-status-follow = Giliranmu: ikuti { $suit }.
truf-status-no-suit = Giliranmu: kamu tidak punya { $suit }, jadi mainkan kartu apa saja — kartunya masuk tertutup.
truf-status-your-turn = Giliranmu.
truf-status-game-over = Permainan sudah selesai.

## Ringkasan

truf-hand-scored = Skor ronde { $n }
truf-next-hand = Ronde berikutnya
truf-trump-was = Trufnya { $suit }.
truf-no-trump-was = Tidak ada truf.
truf-col-player = Pemain
truf-col-bid = Tawaran
truf-col-took = Dapat
truf-col-exact = Tepat?
truf-col-points = Poin
truf-col-hand = Ronde
truf-exact = ✓ tepat
truf-short = ✗ kurang
truf-over = ✗ lebih
truf-turned-up-note = Main pas dinaikkan: setiap tawaran naik satu (3 → 4 berarti menawar 3, bermain untuk 4).
truf-turned-down-note = Main pas diturunkan: setiap tawaran di atas nol turun satu (3 → 2 berarti menawar 3, bermain untuk 2).
truf-won-the-bid-note = ★ memenangkan tawaran.
truf-points = { $n } poin
truf-after-hands = { $n ->
   *[other] Setelah { $n } ronde.
}
truf-hand-by-hand = Ronde demi ronde

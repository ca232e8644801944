# Bahasa Indonesia: bingkai meja (bilah atas, petunjuk, mengoper perangkat, siapa yang sudah
# keluar) dan yang dipakai bersama oleh meja setiap permainan (kartu di tangan, trik, ringkasan,
# akhir permainan, kursi).

## Bingkai meja

table-hub = ← Beranda
table-lesson = Pelajaran
table-game-over = Permainan selesai
table-no-game = Tidak ada permainan yang sedang berjalan.
table-cannot-show = Permainan ini tidak dapat ditampilkan di versi ini.
table-no-record = Tidak ada rekaman yang dibuka.
table-no-table = { $game } belum punya meja di aplikasi ini (baris perintah `trumps replay` dapat membacanya)
table-hint = Petunjuk
table-hint-thinking = Berpikir…
table-hint-ask = Tanyakan pilihan terbaik kepada bot Ahli (berdasarkan yang bisa kamu lihat)
table-hint-about = Pilihan terbaik bot Ahli, berdasarkan yang bisa kamu lihat
table-hint-close = Tutup petunjuk
table-undo = Urungkan
table-undo-about = Batalkan keputusan terakhirmu
table-thinking = { $name } sedang berpikir
table-pass-to = Berikan perangkat kepada { $name }
table-pass-ready = Ketuk jika sudah siap

## Semua orang di perangkat ini sudah keluar; bot bermain terus

table-out-one = { $name ->
    [You] Kamu
   *[other] { $name }
} sudah keluar dari permainan ini.
table-out-many = { $names } sudah keluar dari permainan ini.
table-out-playing = Sisa permainan sedang dimainkan…
table-out-bots-play = Bot bermain terus sampai salah satunya menang.
table-out-skip = Langsung ke hasil
table-out-watch = Tonton

## Kursi

# Orang itu sendiri di tengah kalimat ("gagal dipenuhi kamu").
table-you-within = kamu
table-bot = Bot · { $level }
table-seat-who = Siapa yang memainkan kursi { $n } ({ $name })
table-seat-remote = Orang di perangkatnya sendiri
table-replaces-starting = Memulainya mengakhiri permainan { $game } milikmu{ $with ->
    [yes] { " " }dengan { $seats }
   *[no] { "" }
} ({ $at }).
table-replaces-this = Ini mengakhiri permainan { $game } milikmu{ $with ->
    [yes] { " " }dengan { $seats }
   *[no] { "" }
} ({ $at }).
table-replaces-download = Unduh rekamannya dulu

## Kartu di tangan dan trik

table-your-hand = Kartu di tanganmu
table-hand-count = { $n } kartu
table-hand-title = { $name ->
    [You] Kartu di tanganmu
   *[other] Kartu di tangan { $name }
} ({ $n } kartu)
table-trick = Trik
table-last-trick-now = Trik terakhir:{ " " }
table-last-trick = Trik terakhir
table-back-to-trick = Kembali ke trik ini
table-trick-of = Trik { $number } dari { $total }
table-trick-taken = Trik { $number }/{ $total } — { $taken }
table-trick-leading = Trik { $number }/{ $total } — { $leading }
table-you-take = milikmu
table-takes = { $name ->
    [You] milikmu
   *[other] milik { $name }
}
table-to-lead = { $name ->
    [You] kamu membuka
   *[other] { $name } membuka
}
table-led = membuka
table-takes-it = mendapatnya

## Baris status

table-next = Berikutnya: { $what }
table-over-none = Permainan sudah selesai.
table-over-you = Permainan selesai: kamu menang!
table-over-one = Permainan selesai: { $name ->
    [You] kamu menang
   *[other] { $name } menang
}.
table-over-shared = Permainan selesai: menang bersama untuk { $names }.

## Ringkasan dan akhir permainan

table-totals = Total:
table-see-result = Lihat hasilnya
table-review = Tinjau permainanku
table-review-about = Ahli memeriksa setiap keputusanmu, hanya dengan melihat apa yang kamu lihat
table-headline-none = Permainan sudah selesai
table-headline-you = Kamu menang!
table-headline-one = { $name ->
    [You] Kamu menang!
   *[other] { $name } menang!
}
table-headline-shared = Menang bersama: { $names }
table-winner = pemenang
table-rematch = Main lagi dengan kursi yang sama
table-same-deal = Pembagian kartu yang sama lagi
table-watch-replay = Tonton pemutaran ulang
table-share = Bagikan pembagian kartu ini
table-guest-next = Tuan rumah memilih apa selanjutnya: permainan berikutnya di meja ini muncul di sini begitu dimulai.
table-guest-leave = Tinggalkan meja

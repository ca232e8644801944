# Bahasa Indonesia: yang disampaikan model dan penyimpanan aplikasi kepada pemain setelah
# bagian-bagian sesudah halaman utama termuat (meja, rekaman, persiapan): pemberitahuan,
# penolakan, dan masalah.

## Langkah yang ditolak di meja

tab-played-on = Permainan ini berlanjut di tab lain: ambil alih di sini dulu untuk terus bermain.
tab-replaced = Tab lain memulai permainan baru sebagai gantinya.
tab-ended = Permainan ini diakhiri di tab lain.
session-not-allowed = Itu tidak diperbolehkan: { $why }.
session-not-an-action = itu bukan tindakan dalam permainan ini
session-not-your-turn = sekarang bukan giliranmu
session-no-game = Tidak ada permainan di meja.
session-no-lesson = Tidak ada pelajaran di meja.
session-nothing-to-undo = Tidak ada keputusanmu yang bisa dibatalkan.
session-no-record = Permainan ini tidak punya rekaman untuk ditelusuri mundur.
session-undo-failed = Permainan tidak dapat dimundurkan ({ $why }).
session-lesson-unshown = Pelajaran tidak dapat ditampilkan: { $why }.
session-lesson-stopped = Pelajaran tidak dapat dilanjutkan: { $why }.

## Kursi untuk permainan baru

seats-twin = Dua kursi bernama { $name }: beri setiap kursi namanya sendiri.
seats-you-remote = Beberapa orang bermain: beri setiap orang namanya ("Kamu" tidak menunjukkan siapa).
seats-you-shared = Beberapa orang berbagi perangkat ini: beri setiap orang namanya ("Kamu" tidak menunjukkan siapa).
seats-no-bots = Pemain komputer tidak dapat bermain di peramban ini. Isi setiap kursi dengan orang.
session-seats = { $seats } kursi untuk permainan { $players } pemain

## Pemain komputer

bots-none = peramban ini tidak dapat menjalankan pemain komputer (mereka berpikir di Web Worker, yang tidak dimiliki atau diblokir peramban ini)
bots-unread = jawaban bot tidak dapat dibaca ({ $why })
bots-stopped = pemain komputer berhenti tiba-tiba
bots-undecided = Pemain komputer tidak dapat memutuskan ({ $why }).
bots-no-hint = tidak ada petunjuk yang kembali
bots-no-weighing = tidak ada penimbangan yang kembali

## Permainan yang dimulai, diambil alih, atau dibaca

start-failed = { $what ->
    [deal] Pembagian kartu bersama tidak dapat dimulai: { $why }.
    [same] Pembagian kartu yang sama tidak dapat dimulai: { $why }.
   *[game] Permainan tidak dapat dimulai: { $why }.
}
save-not-this-version = "{ $game }" bukan permainan di versi ini
save-format = keadaan permainan ditulis dalam format versi { $written }, versi ini membaca { $reads }
save-damaged = keadaan permainan rusak ({ $why })
save-seats = kursinya tidak cocok dengan permainan
save-other-game = ini simpanan permainan lain
save-unread-new = Permainanmu yang tersimpan tidak dapat dibaca ({ $why }) dan disisihkan; permainan baru dimulai.
save-unread-of = Permainan { $game }-mu yang tersimpan tidak dapat dibaca ({ $why }) dan disisihkan.
save-unread = Permainan tersimpan itu tidak dapat dibaca ({ $why }) dan disisihkan.
save-never = Permainan itu tidak pernah tersimpan di perangkat ini: penyimpanan untuk ruang permainan penuh saat permainan itu dimainkan. Hapus permainan yang sudah selesai atau set kartu untuk mengosongkan ruang, agar permainanmu berikutnya tersimpan.
save-gone = Permainan itu tidak lagi tersimpan di perangkat ini: permainan itu diakhiri di tab atau jendela lain, atau peramban menghapus data situs ini.
save-newer-lost = Permainan { $game }-mu yang lebih baru tidak dapat disimpan (penyimpanan perangkat ini penuh): ini permainan yang tersimpan sebelumnya.
save-moves-lost = { $n ->
   *[other] { $n } keputusan terakhir dalam permainan ini tidak dapat disimpan (penyimpanan perangkat ini penuh): permainan berlanjut dari keputusan terakhir yang tersimpan.
}
lesson-place-lost = Posisimu dalam pelajaran tidak dapat disimpan ({ $why }); pelajaran dimulai lagi.
lesson-place-unkept = Posisimu dalam pelajaran tidak dapat disimpan ({ $why }).
replay-unread-again = Rekaman yang terbuka di pemutaran ulang tidak dapat dibaca lagi ({ $why }) dan disisihkan.
deal-link-unread = Pembagian kartu bersama di tautan ini tidak dapat dibaca: { $why }.

## Rekaman

record-unread = Permainan itu tidak dapat dibaca untuk menyimpan rekamannya.
record-none = Permainan ini dimulai sebelum rekaman permainan disimpan, jadi tidak ada rekaman untuk disimpan.
record-unwatchable = Permainan ini dimulai sebelum rekaman permainan disimpan, jadi tidak dapat diputar ulang.
record-save-failed = Rekaman tidak dapat disimpan: { $why }.
record-so-far = Permainan ini sejauh ini
record-viewer-failed = Permainan ini tidak dapat dibuka di pemutaran ulang: { $why }.
record-finished-title = Permainan selesai { $date }
record-no-winner = Tidak ada pemenang
record-won-you = Kamu menang
record-won = { $n ->
   *[other] { $names } menang
}
aids-hints = { $n ->
   *[other] { $n } petunjuk
}
aids-undos = { $n ->
   *[other] { $n } pembatalan langkah
}
review-unchecked = Keputusan { $n } dari { $count } tidak dapat diperiksa: { $why }.

## Cadangan statistik dan permainan yang sudah selesai

backup-saved = { $file } tersimpan: statistik { $games ->
   *[other] { $games } permainan
} dan { $finished ->
   *[other] { $finished } permainan selesai
}.
backup-save-failed = Cadangan tidak dapat disimpan: { $why }.
backup-import-failed = { $file } tidak dapat diimpor: { $why }. Tidak ada yang diubah.
backup-nothing-new = Tidak ada yang baru di { $file }: semua isinya sudah ada di sini.
backup-merged = Dari { $file }: { $counted ->
   *[other] { $counted } permainan
} ditambahkan ke statistik dan { $listed ->
   *[other] { $listed } permainan
} ke permainan yang sudah selesai.
backup-not-kept = { $n ->
   *[other] { $n } permainan yang lebih lama dari batas daftar permainan selesai tidak dicantumkan.
}
backup-not-json = berkas ini bukan berkas JSON ({ $why })
backup-not-object = cadangan adalah objek JSON dengan "format", berkas ini berisi hal lain
backup-is-record = berkas ini rekaman permainan, bukan cadangan statistik dan permainan selesai: buka di "Rekaman dan pembagian kartu bersama"
backup-other-format = formatnya "{ $format }", bukan "{ $expected }": ini bukan cadangan Trumps
backup-no-format = berkas ini tidak punya "format": "{ $expected }", jadi bukan cadangan Trumps
backup-newer = berkas ini dibuat oleh versi Trumps yang lebih baru (format cadangan { $version }; versi ini membaca format { $reads }): perbarui aplikasinya dulu
backup-no-version = "version"-nya tidak ada atau bukan format cadangan yang dikenal
backup-damaged = berkas ini rusak ({ $why })
backup-game = permainan selesai ke-{ $n } ({ $names })
backup-bad-winner = { $which } menyebut pemenang { $winner }, padahal hanya ada { $players ->
   *[other] { $players } pemain
}
backup-bad-record = { $which } punya rekaman yang tidak dapat dibaca: { $why }
backup-bad-tally = entri statistik { $n } bukan hitungan yang mungkin ({ $played } dimainkan, { $won } menang)

## Berkas

file-none = tidak ada berkas yang dipilih
file-unread = berkas { $name } tidak dapat dibaca
file-not-text = berkas { $name } bukan teks

## The table said aloud

announce-label = Yang terjadi di meja
announce-many = Sementara itu { $n } langkah dimainkan. Yang terakhir:

## Tombol di meja (daftar yang dibuka dengan ?)

keys-open = Tombol (?)
keys-title = Tombol di meja
keys-intro = Tombol-tombol ini berlaku di meja setiap permainan. Yang terjadi di meja juga langsung dibacakan ke pembaca layar; seberapa banyak dipilih di Pengaturan.
keys-move-keys = Tombol panah, Home, End
keys-move = Berpindah di antara pilihanmu sekarang: kartu yang bisa dimainkan, kartu tawaran, chip, atau fakta sebuah kartu.
keys-choose-keys = Enter atau Spasi
keys-choose = Mainkan atau pilih yang sedang difokuskan.
keys-suit-keys = Huruf sebuah jenis
keys-suit = Pindah ke kartumu berikutnya dari jenis itu.
keys-columns-keys = Kiri dan Kanan, saat memilih kartu di Truf Apa?
keys-columns = Bacakan kolom sebelum atau sesudahnya: siapa yang memulainya, kartunya, dan siapa yang mengambilnya. Atas dan Bawah menelusuri kartu yang boleh kamu ambil.
keys-read-turn = Bacakan giliran siapa dan apa yang harus dilakukan.
keys-read-trick = Bacakan trik di meja (di Top Trumps, kartu yang ditunjukkan).
keys-read-hand = Bacakan kartu di tanganmu.
keys-read-players = Bacakan para pemain: tawaran atau tugas, trik dan poin.
keys-read-last-trick = Tunjukkan dan bacakan trik terakhir; tekan lagi untuk kembali ke trik di meja.
keys-help-keys = ?
keys-help = Buka daftar ini. Escape menutupnya.
keys-close = Tutup
keys-no-turn = Sekarang tidak ada yang mendapat giliran.
keys-no-trick = Tidak ada trik di meja.
keys-no-hand = Kamu tidak memegang kartu.
keys-no-players = Para pemain tidak ditampilkan di sini.
keys-no-last-trick = Belum ada trik sebelumnya untuk dilihat.

# Bahasa Indonesia. Istilah setiap permainan ada di docs/glossary.md.

-app-name = Trumps

## Beranda (halaman utama)

hub-title = { -app-name }
hub-tagline = Ruang permainan kartu truf
hub-choose-game = Pilih permainan
hub-players-either = { $fewest } atau { $most } pemain
hub-players-range = { $fewest }–{ $most } pemain
hub-players-exact = { $most } pemain
hub-how-to-play = Cara bermain
hub-how-to-play-game = Cara bermain { $game }
hub-new-game = Permainan baru

## Pengaturan permainan

setup-title = Permainan baru: { $game }
setup-close = Tutup pengaturan

## Bahasa halaman

language-choose = Bahasa
language-failed = Teks dalam { $language } tidak dapat dimuat ({ $why }). Halaman tetap seperti semula.

## Permainan (istilahnya ada di glosarium, docs/glossary.md)

game-what-trump-name = Truf Apa?
game-what-trump-tagline = Susun tanganmu dari kisi kartu terbuka selagi pembagi menyembunyikan truf. Lepaskan kelima keping tugasmu lebih dulu.
game-ace-trump-name = Truf As
game-ace-trump-tagline = Permainan trik dengan kartu Decktet: setiap As yang dimainkan mengganti truf. Kamu boleh mengikuti jenis mana pun dari kartu pertama.
game-ransom-trump-name = Truf Tebusan
game-ransom-trump-tagline = Permainan trik Decktet dengan truf yang dibeli: semua menaruh tebusan rahasia, dan kartu tertinggi yang peringkatnya tak dimiliki orang lain menentukan truf.
game-truf-name = Truf
game-truf-tagline = Permainan tawaran tepat dari Indonesia: semua menawar serentak dengan memperlihatkan kartu, tawaran terbaik menentukan truf, dan tiap pemain harus mendapat tepat sebanyak trik tawarannya.
game-top-trumps-name = Top Trumps
game-top-trumps-tagline = Pilih fakta di kartu teratasmu yang menurutmu mengalahkan milik semua orang: nilai terbaik mendapat kartu-kartunya, dan pemain terakhir yang masih memegang kartu menang.

## Tombol halaman utama

rules-button = Aturan
hub-learn = Belajar
hub-continue-lesson = Lanjutkan pelajaran
hub-learn-game = { $open ->
    [yes] Lanjutkan pelajaran { $game }
   *[no] Pelajari { $game }
}{ $done ->
    [yes] { " " }(pelajaran selesai)
   *[no] { "" }
}

## Pelajaran di halaman utama, dan tawaran pelajaran di atas pengaturan pertama

hub-lessons-open = { $count ->
   *[other] Pelajaranmu yang sedang berjalan
}
hub-lesson-open = Pelajaran: { $game }
hub-lesson-moves-played = { $step } dari { $steps } langkah sudah dimainkan
hub-lesson-restart = Mulai lagi
hub-lesson-offer = { $question ->
    [yes] Baru mengenal { $game }
   *[no] Baru mengenal { $game }?
}
hub-lesson-offer-about = Mainkan ronde pertama yang terpandu: pelatih menjelaskan setiap aturan di meja saat aturan itu muncul. Hanya beberapa menit.
hub-lesson-offer-learn = Belajar dulu

## Berapa lama yang lalu

ago-some-time = beberapa waktu yang lalu
ago-just-now = baru saja
ago-minutes = { $n } menit yang lalu
ago-hours = { $n } jam yang lalu
ago-yesterday = kemarin
ago-days = { $n } hari yang lalu

## Permainan yang belum selesai di halaman utama

unfinished-title = { $count ->
   *[other] Permainanmu yang belum selesai
}
unfinished-last-played = Terakhir dimainkan { $when }
unfinished-abandon-question = Tinggalkan permainan ini?
unfinished-abandon-warning = Tinggalkan permainan ini? Setelah itu permainan ini tidak dapat dilanjutkan.
unfinished-abandon-yes = Ya, tinggalkan
unfinished-keep = Simpan
unfinished-continue = Lanjutkan
unfinished-abandon = Tinggalkan
question-title = Kamu punya permainan { $game } yang belum selesai
question-when = Terakhir dimainkan { $when }. Permainan { $game } yang baru akan mengakhirinya.
question-continue = Lanjutkan
question-new = Atur permainan baru saja
cancel = Batal

## Kata untuk semua bagian

seat-you = Kamu
seat-bot = Bot { $name }
progress-hand = Ronde { $n }
progress-match-over = Pertandingan selesai
progress-turn = Giliran { $n }
progress-game-over = Permainan selesai
progress-round = Ronde { $n }
progress-chip-draft = Pemilihan keping
list-sep = {", "}
list-and = {" dan "}
# Words shown as they are (a name from elsewhere).
said-text = { $text }

## Layar pertama, sebelum aplikasi tiba (index.html, pwa/boot.js)

boot-loading = Memuat permainan…
boot-loading-games = Memuat permainan… { $percent }%
boot-loading-game = Memuat { $game }… { $percent }%
boot-starting = Memulai…
boot-offline = Permainan tidak dapat dimuat: perangkat ini sedang offline dan belum menyimpannya. Sambungkan sekali, lalu muat ulang.
boot-dropped = Permainan tidak dapat dimuat: koneksi terputus. Muat ulang untuk mencoba lagi.
boot-failed = Permainan tidak dapat dimulai ({ $why }). Muat ulang untuk mencoba lagi.
boot-reload = Muat ulang

## Penyimpanan dan pembaruan: pemberitahuan di atas setiap layar, pertama di halaman utama

storage-full = Tidak tersimpan: penyimpanan perangkat ini untuk ruang permainan sudah penuh.
storage-waiting = Menunggu disimpan: { $what }. Semuanya tetap berjalan di sini selama halaman ini terbuka, dan akan disimpan begitu ada ruang.
storage-holds = { $what ->
    [daily] permainan harianmu
    [settings] setelanmu
    [stats] statistikmu
    [history] permainanmu yang sudah selesai
    [lessons] kemajuan pelajaranmu
    [packs] set kartumu
    [pack-draft] set kartu yang sedang kamu buat
    [replay] pemutaran ulang yang sedang kamu tonton
    [hub] daftar permainanmu di halaman utama
   *[game] permainan { $game } milikmu
}
storage-and = { $first } dan { $last }
storage-still-full = Masih belum muat. Kosongkan ruang dulu:
storage-to-make-room = Untuk mengosongkan ruang:
storage-room-record = unduh rekaman permainan agar tetap tersimpan apa pun yang terjadi,
storage-room-finished = hapus permainan yang sudah selesai,
storage-room-packs = atau hapus set kartu yang tidak kamu pakai lagi.
storage-download-record = Unduh rekaman permainan
storage-delete-finished = Hapus permainan selesai ({ $count })
storage-delete-damaged = Hapus data yang rusak
storage-try-again = Coba lagi
storage-confirm = { $count ->
   *[other] Hapus { $count } permainan yang sudah selesai beserta rekamannya dari perangkat ini? Statistikmu tetap ada.
}
storage-delete-them = Hapus
storage-keep-them = Biarkan
storage-recovered = Semuanya sudah tersimpan lagi.
storage-ok = Oke
storage-unavailable = Browser ini tidak mengizinkan ruang permainan menyimpan apa pun di perangkat ini (jendela pribadi, atau data situs dimatikan): apa yang kamu mainkan di sini hilang begitu halaman ini ditutup.
storage-dismiss = Tutup
update-ready = Versi baru { -app-name } sudah siap.
update-reload-to-use = Muat ulang untuk memakainya.
update-reload-in-game = Muat ulang untuk memakainya; permainanmu yang sedang berjalan berlanjut dari posisinya sekarang.
update-gone = (Versi baru tidak lagi menunggu: muat ulang halaman.)
update-reload = Muat ulang
update-later = Nanti

## Bermain di beberapa perangkat, selagi bagiannya dimuat

remote-part-opening = Membuka permainan di beberapa perangkat…
remote-part-name = Permainan di beberapa perangkat
remote-part-kept = Permainan tetap tersimpan.
remote-part-try-again = Coba lagi

## Bingkai yang dipakai semua layar, digambar oleh bagian pertama (app.rs, parts.rs, aturan)

back-to-hub = Kembali ke halaman utama
save-damaged-kept = Semua hal lain yang sudah kamu simpan tetap utuh. Data yang rusak disisihkan di perangkat ini: unduh untuk menyimpan salinannya atau untuk melaporkan masalahnya.
save-download-damaged = Unduh data yang rusak
save-download-failed = Data yang rusak tidak dapat diunduh: { $why }.
part-try-again = Coba lagi
part-not-now = Nanti saja
part-opening-table = Membuka meja…
part-opening-replay = Membuka pemutaran ulang…
part-opening-setup = Membuka pengaturan permainan…
part-opening-deal = Membuka pembagian kartu bersama…
part-deal-title = Mainkan pembagian kartu bersama?
part-the-table = Meja
part-the-replay = Pemutaran ulang
part-kept = Permainan yang kamu simpan tetap ada di perangkat ini.{ " " }
part-failed-offline = { $what } tidak dapat dibuka: perangkat ini sedang offline dan belum menyimpan bagian aplikasi ini. { $kept }Sambungkan ke internet, lalu coba lagi.
part-failed-dropped = { $what } tidak dapat dibuka: koneksi terputus saat memuat. { $kept }Coba lagi.
part-rules-offline = Untuk itu diperlukan bagian lain aplikasi, yang belum disimpan perangkat ini dan tidak dapat diambil selama offline. Sambungkan ke internet, lalu coba lagi.
part-rules-dropped = Untuk itu diperlukan bagian lain aplikasi, yang tidak dapat dimuat: koneksi terputus. Coba lagi.
part-panels-failed = Permainan yang sudah selesai, rekaman, statistik, dan setelanmu tidak dapat ditampilkan: { $why }. Semuanya tetap tersimpan di perangkat ini.
part-panels-offline = perangkat ini sedang offline dan belum menyimpan bagian aplikasi itu
part-panels-dropped = koneksi terputus saat memuatnya
part-missing-offline = { $what } belum ada di perangkat ini, dan perangkat sedang offline. Sambungkan ke internet, lalu coba lagi. { $kept }
part-missing-dropped = { $what } tidak dapat dimuat: koneksi terputus. { $kept }
part-setup-what = Sisa pengaturan permainan
part-setup-kept = Tidak ada yang diubah.
rules-fetching = Mengambil aturan…
rules-of = Aturan
rules-close = Tutup aturan
rules-this-game = permainan ini
rules-offline = Aturan { $game } belum ada di perangkat ini, dan perangkat sedang offline. Aturan disimpan untuk dimainkan offline setelah aplikasi pernah dibuka dengan koneksi.
rules-updated = Aturan { $game } tidak dapat diambil: aplikasi sudah diperbarui sejak halaman ini dibuka. Muat ulang halaman untuk membacanya.
rules-failed = Aturan { $game } tidak dapat diambil: { $why }.
rules-missing = Aturan permainan ini tidak ada di versi ini.

## Pemberitahuan saat mulai, dan kata-kata halaman utama untuk permainan yang tersimpan

save-data-damaged = data yang tersimpan rusak
save-other-version = simpanan ini ditulis dalam format versi { $found }, versi ini membaca { $expected }
unread = { $what ->
    [daily] Permainan harianmu tidak dapat dibaca ({ $why }) dan disisihkan; permainan hari ini dapat dimainkan lagi.
    [settings] Setelanmu tidak dapat dibaca ({ $why }) dan disisihkan; setelan bawaan yang dipakai.
    [stats] Statistikmu tidak dapat dibaca ({ $why }) dan disisihkan; statistik dimulai lagi dari nol.
    [history] Daftar permainanmu yang sudah selesai tidak dapat dibaca ({ $why }) dan disisihkan.
    [replay] Rekaman di pemutaran ulang tidak dapat dibaca ({ $why }) dan disisihkan.
   *[lessons] Kemajuan pelajaranmu tidak dapat dibaca ({ $why }) dan disisihkan; pelajaran dimulai lagi.
}
saves-earlier = Disimpan oleh versi sebelumnya
saves-yours = { $with ->
    [no] permainan { $game }-mu ({ $at })
   *[other] permainan { $game }-mu dengan { $seats } ({ $at })
}
fetch-failed = { $why ->
    [connection] koneksi gagal
    [answer] peramban tidak mendapat jawaban
    [unread] jawabannya tidak dapat dibaca
    [window] tidak ada jendela
   *[status] situs menjawab { $status }
}
file-no-window = peramban tidak dapat membuka jendela
file-no-page = peramban tidak dapat menemukan halaman
file-no-file = peramban tidak dapat membuat berkas
file-no-link = peramban tidak dapat membuat tautan

## Permainan hari ini, di halaman utama

daily-title = Permainan hari ini
daily-intro = Kartu yang sama untuk semua orang hari ini ({ $date }), melawan bot tingkat Ahli. Hanya permainan pertamamu untuk tiap permainan yang dihitung.
daily-dealing = Kartu hari ini sedang dibagikan…
daily-failed = Permainan hari ini tidak dapat dihitung: { $why }
daily-no-bots = peramban ini tidak dapat menjalankan pemain komputer yang membagikan dan memainkannya (mereka berpikir di Web Worker, yang tidak dimiliki atau diblokir peramban ini)
daily-players = { $n } pemain
daily-play = Main
daily-play-game = Mainkan { $game } hari ini
daily-begun = Sudah dimulai: selesaikan dari permainanmu yang belum selesai di atas.
daily-lost = Tidak diselesaikan: hanya permainan pertamamu hari ini yang dihitung.
daily-practise = Latihan
daily-result = { $won ->
    [yes] Kamu menang dengan { $score } { $unit ->
        [card] kartu
       *[point] poin
    }
   *[no] Kamu mendapat { $score } { $unit ->
        [card] kartu
       *[point] poin
    }
}{ $aids ->
    [yes] {" "}(dengan bantuan)
   *[no] {""}
}
daily-copy = Salin hasil
daily-copied = Tersalin ✓
daily-share-head = Trumps, { $game } hari ini ({ $date })
daily-par = Par (Ahli di kursimu): { $score } { $unit ->
    [card] kartu
   *[point] poin
}{ $won ->
    [yes] {" "}dan menang
   *[no] {""}
}
daily-par-working = Menghitung par: Ahli memainkan kursimu…
daily-share = Bagikan hasil
daily-vs-par = { $side ->
    [above] { $n } di atas par
    [below] { $n } di bawah par
   *[level] Sama dengan par
}
daily-board-title = Papan hari ini
daily-board-friend = Teman { $n }
daily-board-par = Par (Ahli)
daily-board-score = { $score } { $unit ->
    [card] kartu
   *[point] poin
}{ $won ->
    [yes] {" "}🏆
   *[no] {""}
}{ $aids ->
    [yes] {" "}(dengan bantuan)
   *[no] {""}
}
daily-friend-label = Hasil teman: tempel tautan atau teks yang mereka bagikan
daily-friend-check = Periksa
daily-friend-checking = Sedang diperiksa: keputusan mereka dimainkan ulang melawan bot hari ini…
daily-friend-refused = Tidak dimasukkan ke papan: { $why }.
daily-friend-someone = Seorang teman
daily-friend-added = Hasil { $game } milik { $name } benar saat dimainkan ulang: sudah ada di papan hari ini.
daily-friend-known = Hasil { $game } milik { $name } sudah ada di papan hari ini.
daily-friend-own = itu hasilmu sendiri

## Permainan hari ini: mengapa hasil teman ditolak

daily-refused-not-a-result = ini bukan kode hasil permainan hari ini
daily-refused-game = "{ $letters }" bukan nama permainan di versi ini
daily-refused-version = hasil ini dibuat oleh versi Trumps yang lain (versi kode { $version })
daily-refused-changed = hasil ini sudah diubah atau salah ketik: tanda periksanya tidak cocok
daily-refused-day = hasil ini untuk { $day }, bukan untuk hari ini ({ $today })
daily-refused-replay = langkah-langkahnya tidak bisa dimainkan ulang (langkah ke-{ $n } tidak ada)
daily-refused-too-long = isinya lebih banyak langkah daripada permainannya
daily-refused-other-game = keputusannya memainkan permainan lain daripada permainan asalnya: salah satunya telah diubah
daily-refused-claims = hasil ini mengaku { $claimed } { $unit ->
    [card] kartu
   *[point] poin
} { $claimedwon ->
    [yes] dan menang
   *[no] tanpa menang
}, tetapi langkah-langkahnya menghasilkan { $replayed } { $unit ->
    [card] kartu
   *[point] poin
} { $replayedwon ->
    [yes] dan menang
   *[no] tanpa menang
}

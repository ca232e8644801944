# Bahasa Indonesia. Istilah setiap permainan ada di docs/glossary.md.

-app-name = Trumps

## Halaman utama

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

language-failed = Teks dalam { $language } tidak dapat dimuat ({ $why }). Halaman tetap seperti semula.

## Permainan (istilahnya ada di glosarium, docs/glossary.md)

game-what-trump-name = Truf Apa?
game-what-trump-tagline = Susun kartu di tanganmu dari kisi kartu terbuka sementara pembagi menyembunyikan truf. Jadilah yang pertama melepas kelima keping tugasmu.
game-ace-trump-name = Truf As
game-ace-trump-tagline = Permainan trik dengan kartu Decktet: setiap As yang dimainkan mengganti truf. Kamu boleh mengikuti jenis mana pun dari kartu yang dimainkan pertama.
game-ransom-trump-name = Truf Tebusan
game-ransom-trump-tagline = Permainan trik dengan kartu Decktet: truf dibeli. Semua menaruh tebusan secara rahasia, dan kartu tertinggi yang peringkatnya tidak dimiliki orang lain menentukan truf.
game-truf-name = Truf
game-truf-tagline = Permainan tawaran tepat dari Indonesia: semua menawar bersamaan dengan memperlihatkan kartu, tawaran terbaik menentukan truf, dan setiap pemain harus mendapat tepat sebanyak trik yang ditawarnya.
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

## Bermain di beberapa perangkat, selagi bagiannya dimuat

remote-part-opening = Membuka permainan di beberapa perangkat…
remote-part-name = Permainan di beberapa perangkat
remote-part-kept = Permainan tetap tersimpan.
remote-part-try-again = Coba lagi

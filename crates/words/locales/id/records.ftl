# Bahasa Indonesia: rekaman permainan: permainan selesai di halaman utama, membuka rekaman dan
# mengetik kode pembagian kartu, membagikan pembagian kartu dan tawaran memainkan yang dibagikan,
# menu Permainan di meja, melanjutkan dari rekaman, dan pemutar ulang beserta tinjauan keputusan
# seorang pemain.

## Sebutan satu pembagian kartu di setiap permainan (ronde; giliran di Top Trumps)

records-hand = Ronde
records-round = Ronde
records-turn = Giliran
records-hands = { $count ->
   *[other] { $count } ronde
}
records-rounds = { $count ->
   *[other] { $count } ronde
}
records-turns = { $count ->
   *[other] { $count } giliran
}
records-hand-n = { $hand } { $n }

## Permainan selesai

history-title = Permainan selesai
history-empty = Permainan yang kamu selesaikan tercantum di sini, untuk ditonton lagi, diunduh, atau dibagikan.
history-kept = Paling banyak { $count } permainan selesai terakhir disimpan di browser ini (lebih sedikit kalau rekamannya panjang).
history-gone = Permainan itu sudah tidak ada di daftar.
history-open-failed = Rekaman permainan itu tidak bisa dibuka: { $why }.
history-read-failed = Rekaman permainan itu tidak bisa dibaca: { $why }.
history-aids-title = Bantuan yang dipakai dalam permainan ini
history-with-aids = dengan { $aids }
history-watch = Tonton
history-download = Unduh
history-share = Bagikan
history-remove-title = Hapus dari daftar
history-remove-question = Hapus permainan ini dari daftar?
history-remove = Hapus
history-keep = Biarkan

## Rekaman dan pembagian kartu yang dibagikan di halaman utama

import-title = Rekaman dan pembagian kartu bersama
import-watch-title = Tonton rekaman permainan
import-watch-note = Berkas rekaman yang diunduh dari aplikasi ini (di sini atau di perangkat lain) terbuka di pemutar ulang, untuk ditonton langkah demi langkah atau dimainkan lanjut.
import-open-file = Buka berkas rekaman…
import-or-paste = …atau tempel rekaman
import-text = Teks rekaman
import-open = Buka
import-too-large = { $file } tidak bisa dibuka: { $why }.
import-not-a-record = { $file } bukan rekaman permainan yang bisa dibuka aplikasi ini: { $why }.
import-paste-first = Tempel dulu teks sebuah rekaman.
import-pasted-title = Rekaman yang ditempel
import-text-not-a-record = Teks itu bukan rekaman permainan yang bisa dibuka aplikasi ini: { $why }.
import-code-title = Mainkan pembagian kartu bersama
import-code-note = Ada yang membagikan kode pembagian kartu, seperti { $code }? Ketik di sini untuk memainkan pembagian kartu yang sama.
import-code-label = Kode pembagian kartu
import-code-go = Mainkan
import-code-failed = Kode itu tidak bisa dimainkan: { $why }.
code-empty = tidak ada kode untuk dibaca
code-unknown-game = “{ $letters }” bukan nama permainan ({ $known })
code-known-game = { $code } { $name }
code-players = “{ $got }” bukan jumlah pemain untuk { $game }
code-no-seed = bagian pembagian kartu setelah jumlah pemain tidak ada
code-bad-char = “{ $char }” tidak bisa ada dalam kode pembagian kartu
code-too-long = bagian pembagian kartu terlalu panjang
code-typo = kode ini salah ketik (cocokkan dengan kode yang dikirimkan kepadamu)

## Membagikan pembagian kartu, dan memainkan yang dibagikan

share-title = Bagikan pembagian kartu ini
share-code = Kode pembagian kartu
share-link = Tautan
share-copy = Salin
share-copied = Tersalin ✓
share-note = Siapa pun yang membuka tautan ini, atau mengetik kodenya di halaman utama, mendapat permainan yang sama: opsi yang sama dan kartu yang sama, dibagikan dengan cara yang sama ronde demi ronde, dimainkan dengan kursi mereka sendiri.
share-done = Selesai
offer-title = Mainkan pembagian kartu bersama?
offer-what = { $game } · { $count } pemain · pembagian { $deal }
offer-seats = Siapa yang memainkan setiap kursi:
offer-start = Mulai pembagian ini
offer-not-now = Nanti saja
offer-standard-options = Opsi standar
offer-options = Opsi: { $options }
offer-option-off = tanpa { $option }

## Menu Permainan di meja

menu-button = Menu permainan
menu-word = Permainan
menu-covered = Tersedia setelah pemain berikutnya memegang perangkat
menu-title = Permainan ini
menu-share-about = Kode dan tautan yang memulai pembagian kartu yang sama di perangkat lain.
menu-download = Unduh rekaman
menu-download-about = Setiap keputusan sejauh ini, sebagai berkas (rahasianya juga ada di dalamnya: simpan untuk dirimu sendiri sampai permainan berakhir).
menu-watch = Tonton langkah demi langkah
menu-watch-about = Pemutar ulang, dari keputusan pertama.
menu-lesson-title = Pelajaran: { $game }
menu-lesson-restart = Ulangi pelajaran
menu-lesson-restart-about = Kembali ke pembagian kartu, dimulai dengan kartu tentang permainannya.
menu-lesson-leave = Tinggalkan pelajaran
menu-lesson-leave-about = Pelajaran menunggu di halaman utama, di tempat kamu berhenti.
menu-close = Tutup

## Melanjutkan dari rekaman

play-on-title = Lanjutkan dari sini
play-on-note = Permainan berlanjut dari langkah { $n }, dengan semua keputusan sampai di situ tetap ada. Pilih siapa yang memainkan setiap kursi:
play-on-failed = Permainan ini tidak bisa diambil alih: { $why }.
play-on-start = Lanjutkan

## Pemutar ulang

replay-hub = ← Beranda
replay-game = Pemutaran ulang · { $game }
replay-to-game = Kembali ke permainan
replay-controls = Kontrol pemutaran ulang
replay-first = Langkah pertama
replay-first-key = Langkah pertama (Home)
replay-back = ◀ Mundur
replay-back-key = Mundur satu keputusan (←)
replay-next = Maju ▶
replay-next-key = Keputusan berikutnya (→)
replay-last = Langkah terakhir
replay-last-key = Langkah terakhir (End)
replay-more = Lainnya ▴
replay-less = Sembunyikan ▾
replay-step = Langkah
replay-step-of = Langkah { $n } dari { $total }
replay-hand-of = { $hand } { $n } dari { $total }
replay-start-of = Awal · { $total } seluruhnya
replay-autoplay = ▶ Putar otomatis
replay-pause = ❚❚ Jeda
replay-view-as = Lihat sebagai
replay-observer-all = Pengamat (permainan selesai: semua terbuka)
replay-observer-public = Pengamat (hanya kartu terbuka)
replay-seat = { $you ->
    [yes] Kursimu
   *[no] Kursi { $name }
}
replay-speed = Kecepatan
replay-download = Unduh rekaman
replay-play-on = Lanjutkan dari sini…
replay-play-on-title = Ambil alih permainan dari langkah ini
replay-over-title = Permainan sudah selesai pada langkah ini

## Meninjau keputusan seorang pemain

review-start = { $you ->
    [yes] Tinjau permainanku
   *[no] Tinjau permainan { $name }
}
review-no-worker = Ahli berpikir di dalam Web Worker, yang tidak bisa dijalankan browser ini
review-start-title = Ahli memeriksa setiap keputusan di kursi ini
review-title = { $you ->
    [yes] Tinjauan permainanmu
   *[no] Tinjauan permainan { $name }
}
review-title-hand = { $you ->
    [yes] Tinjauan permainanmu
   *[no] Tinjauan permainan { $name }
} · { $hand } { $n }
review-moment = { $moment } · langkah { $n }
review-how = Ahli hanya melihat apa yang { $you ->
    [yes] kamu
   *[no] { $name }
} lihat, dan memikirkan setiap keputusan yang punya pilihan seperti keputusannya sendiri (memainkannya sampai habis { $tries } kali seluruhnya, dari pembagian kartu yang sesuai dengan apa yang { $you ->
    [yes] kamu
   *[no] { $name }
} ketahui). Sebuah keputusan dicantumkan kalau pilihan terbaik Ahli unggul { $gain } atau lebih (atau { $chance }, untuk keputusan yang dinilai atas seluruh permainan).
review-how-title = Cara Ahli menilai
review-close = Tutup tinjauan
review-checking = Memeriksa keputusan { $n } dari { $total }
review-failed = { $why } Apa yang ditemukan Ahli sebelumnya ada di bawah.
review-cancelled = Dibatalkan: Ahli memeriksa { $checked } dari { $count } { $you ->
    [yes] keputusanmu
   *[no] keputusan { $name }
}. Yang ditemukan sejauh ini:
review-none = Ahli tidak menemukan kesalahan yang jelas dalam { $count } { $you ->
    [yes] keputusanmu
   *[no] keputusan { $name }
}.
review-none-partial = Ahli tidak menemukan kesalahan yang jelas dalam { $checked } dari { $count } { $you ->
    [yes] keputusanmu
   *[no] keputusan { $name }
} yang sudah diperiksanya.
review-found = Ahli menemukan { $n } kesalahan yang jelas dalam { $count } { $you ->
    [yes] keputusanmu
   *[no] keputusan { $name }
}:
review-found-partial = Ahli menemukan { $n } kesalahan yang jelas dalam { $checked } dari { $count } { $you ->
    [yes] keputusanmu
   *[no] keputusan { $name }
} yang sudah diperiksanya:
review-not-judged = { $count } keputusan tidak dinilai: Ahli terlalu sedikit memikirkan pilihan yang diambil untuk bisa mengatakan seberapa buruk pilihan itu.
review-show = Tampilkan momen ini
review-marked = Ditandai di meja:
review-made-key = { $you ->
    [yes] pilihanmu
   *[no] pilihan { $name }
}
review-best-key = Pilihan Ahli
review-no-marks = Tidak ada pilihan yang tampak di meja ini: kata-kata di atas menyebutkan keduanya.
review-expert = Ahli

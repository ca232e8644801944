# Bahasa Indonesia: panel Setelan dan Statistik di halaman utama, kontrol setelan (juga di meja:
# kecepatan bot), apa yang disimpan perangkat ini (penyimpanan, bermain offline), dan penutup
# yang ditampilkan meja setelah tab lain melanjutkan permainannya.

## Setelan

settings-title = Setelan
settings-pace-note = Berapa lama pemain komputer menunggu sebelum setiap langkah.
settings-think-note = Waktu terlama bot Ahli berpikir untuk satu langkah, dan untuk satu petunjuk (ia berhenti lebih cepat kalau pilihannya jelas). Waktu yang lebih lama membuatnya sedikit lebih kuat; bot berpikir di latar belakang, jadi meja tetap responsif.
settings-this-device = Perangkat ini
settings-offline-play = Bermain offline
settings-storage = Penyimpanan
settings-version = Versi
settings-version-build = { $version } (build { $build })
settings-reading = Membaca…
settings-backup = Cadangan
settings-backup-note = Menghapus data browser ini juga menghapus statistik dan permainanmu yang sudah selesai. Ekspor ke sebuah berkas untuk menyimpannya; mengimpor berkas hanya menambahkan permainan yang belum ada di sini, jadi mengimpor dua kali tidak mengubah apa-apa.
settings-backup-export = Ekspor statistik dan permainan selesai
settings-backup-import = Impor cadangan…

## Bermain di beberapa perangkat (server STUN dan TURN)

settings-ice-title = Bermain di beberapa perangkat
settings-ice-note = Dalam satu Wi-Fi atau hotspot ponsel, perangkat saling menemukan tanpa bantuan. Lewat internet, perangkat menanyakan alamatnya ke server-server ini (STUN), atau menyalurkan permainan lewat salah satunya (TURN, dengan nama pengguna dan kata sandinya). Satu server per baris; biarkan kosong kalau hanya satu jaringan.
settings-ice-default = Kembali ke server biasa

## Kontrol setelan

settings-pace = Kecepatan bot
settings-pace-slow = Lambat
settings-pace-normal = Normal
settings-pace-fast = Cepat
settings-pace-instant = Seketika
settings-think = Waktu berpikir Ahli
settings-think-quick = Singkat (⅓ detik)
settings-think-normal = Normal (1 detik)
settings-think-deep = Dalam (3 detik)
settings-colours = Warna
settings-theme-device = Ikuti perangkat
settings-theme-light = Terang
settings-theme-dark = Gelap
settings-high-contrast = Kontras tinggi: warna dan garis tepi lebih tegas, jenis kartu lebih mudah dibedakan
settings-sound = Suara kartu (lembut, dibuat di browser)

## Apa yang disimpan perangkat ini

storage-kept-nothing = Belum ada permainan, permainan selesai, statistik, atau setelan yang disimpan
storage-kept = { $size } untuk permainan, permainan selesai, statistik, dan setelan
storage-kept-offline = { $kept }, serta { $size } untuk salinan offline aplikasi
storage-persistent = Permanen: browser tetap menyimpannya meskipun ruang hampir habis.
storage-not-persistent = Tidak permanen: browser bisa menghapusnya kalau ruang hampir habis. Memasang aplikasi biasanya membuatnya permanen; cadangan menjaga statistik dan permainanmu tetap aman.
storage-persistence-unknown = Browser ini tidak memberi tahu apakah ia tetap menyimpannya saat ruang hampir habis; cadangan menjaga statistik dan permainanmu tetap aman.

## Bermain offline

offline-ready = Siap: seluruh aplikasi ({ $n } berkas, { $size }) tersimpan di perangkat ini dan bisa dimainkan tanpa jaringan.
offline-ready-update-failed = Siap dengan versi ini ({ $size }); versi yang lebih baru belum bisa disimpan: { $failures }. Akan dicoba lagi pada kunjunganmu berikutnya.
offline-installing = Menyimpan aplikasi di perangkat ini untuk bermain offline…
offline-failed = Tidak tersedia: { $n } berkas tidak bisa disimpan ({ $failures }). Aplikasi tetap berjalan selama online dan mencoba lagi pada kunjunganmu berikutnya.
offline-unsupported = Tidak tersedia: { $reason }.
offline-reason-browser = browser ini tidak bisa menyimpan aplikasi
offline-reason-browser-offline = browser ini tidak bisa menyimpan aplikasi untuk dipakai offline
offline-reason-https = bermain offline memerlukan aplikasi dibuka lewat https (atau di komputer ini)
offline-reason-helper = pembantu offline halaman ini tidak termuat
offline-reason-state = keadaannya tidak bisa dibaca

## Statistik

stats-title = Statistik
stats-none = Belum ada statistik. Yang dihitung adalah permainan selesai dengan setidaknya satu orang di meja; permainan yang dimainkan bot saja tidak dihitung.
stats-another-game = Permainan lain
stats-summary = { $count ->
   *[other] { $count } permainan selesai
}, { $won } dimenangkan oleh orang{ $aided ->
    [0] {""}
   *[other] ; { $aided } dimainkan dengan bantuan petunjuk atau pembatalan langkah
}.
stats-player = Pemain
stats-played = Dimainkan
stats-won = Menang
stats-daily-title = Permainan hari ini
stats-daily-none = Belum ada permainan harian yang selesai: mainkan satu dari Permainan hari ini di beranda.
stats-daily-days = { $n } hari dimainkan
stats-daily-run = Hari berturut-turut: { $n } (terpanjang { $longest })
stats-daily-best = Terbaik terhadap par: { $side ->
    [above] { $n } di atas
    [below] { $n } di bawah
   *[level] sama
}, di { $game } pada { $date }
stats-daily-month = { $month ->
    [1] Januari
    [2] Februari
    [3] Maret
    [4] April
    [5] Mei
    [6] Juni
    [7] Juli
    [8] Agustus
    [9] September
    [10] Oktober
    [11] November
   *[12] Desember
} { $year }
stats-daily-weekdays = Sen Sel Rab Kam Jum Sab Min
stats-daily-day = { $date }: { $n ->
    [0] tidak dimainkan
   *[other] { $n } permainan selesai
}

## Tab lain melanjutkan permainan di meja

elsewhere-played-on-title = Permainan { $game } ini dilanjutkan di tab lain
elsewhere-played-on = Permainan ini terbuka di tab lain browser ini, dan di sana sudah ada langkah baru. Ambil alih di sini untuk melanjutkan dari sana: tidak ada yang dimainkan di sana yang hilang.
elsewhere-played-on-take = Ambil alih di sini
elsewhere-replaced-title = Permainan { $game } baru menggantikan permainan ini
elsewhere-replaced = Tab lain browser ini memulai permainan baru sebagai gantinya. Kamu bisa membuka permainan itu di sini, atau mengunduh rekaman permainan ini untuk menyimpannya.
elsewhere-replaced-take = Buka permainan baru di sini
elsewhere-ended-title = Permainan { $game } ini diakhiri di tab lain
elsewhere-ended = Permainan ini ditinggalkan di tab lain browser ini. Kamu masih bisa melanjutkannya di sini: setelah itu permainan disimpan lagi.
elsewhere-ended-take = Lanjutkan di sini
elsewhere-download = Unduh rekaman permainan ini
elsewhere-hub = Kembali ke halaman utama
settings-announce = Dibacakan di meja
settings-announce-full = Semuanya
settings-announce-short = Singkat (tanpa langkahmu sendiri)
settings-announce-off = Tidak ada
settings-announce-note = Yang didengar pembaca layar selama permainan: setiap kartu yang dimainkan, trik, tawaran dan skor, dan giliran siapa. Singkat tidak mengulang langkahmu sendiri.

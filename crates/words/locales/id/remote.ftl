# Bahasa Indonesia: playing on several devices: the host's list of guests and its invitations,
# the guest's page and bar, QR codes and the camera, the codes passed between devices, and
# what goes wrong with a connection.

## Daftar tamu di perangkat tuan rumah

remote-seats-title = Pemain di perangkat masing-masing
remote-invite-spectator = Undang penonton
remote-away-label = Jika koneksi seseorang terputus
remote-away-wait = Tunggu dia
remote-away-after-seconds = { $n ->
   *[other] Bot menggantikannya setelah { $n } detik
}
remote-away-after-minutes = { $n ->
   *[other] Bot menggantikannya setelah { $n } menit
}
remote-here = Hadir
remote-away-bot = Tidak hadir: bot menggantikannya
remote-away-lost = Tidak hadir: koneksinya terputus
remote-not-joined = Belum bergabung
remote-bot-in = Bot menggantikannya dalam { $n } detik.
remote-game-waits = Permainan menunggunya.
remote-invite-seat = Undang { $name }
remote-new-code = Kode baru untuk { $name }
remote-let-bot = Biarkan bot menggantikannya
remote-wait-instead = Tunggu dia saja

## Yang diberitahukan kepada tuan rumah

remote-joined = { $name } bergabung dari perangkatnya sendiri.
remote-spectator-joined = Seorang penonton bergabung: dia melihat meja sebagai penonton, tanpa kartu siapa pun.
remote-guest-incompatible = Sebuah perangkat dengan { -app-name } { $guest } mencoba bergabung, sedangkan perangkat ini memakai versi { $mine }. Keduanya harus memakai versi yang sama: muat ulang aplikasi di kedua perangkat selagi daring.
remote-away-too-long = { $name } sudah terlalu lama tidak hadir: bot menggantikannya sampai dia kembali.

## Undangan

remote-invite-preparing = Menyiapkan undangan…
remote-connecting-seat = Menghubungkan ke ponsel { $name }…
remote-connecting-watch = Menghubungkan ke ponsel penonton…
remote-qr-failed = { $why } Kirim tautannya saja.
remote-invite-step-one-seat = Di ponsel { $name }, pindai kode ini dengan kamera, atau kirimkan tautannya kepadanya. Tautan ini berlaku 30 menit, satu kali.
remote-invite-step-one-watch = Di ponsel penonton, pindai kode ini dengan kamera, atau kirimkan tautannya kepadanya. Tautan ini berlaku 30 menit, satu kali.
remote-invite-link-label = Tautan undangan
remote-copied = Disalin
remote-copy-link = Salin tautan
remote-invite-step-two-seat = Ponsel { $name } lalu menampilkan kodenya sendiri. Pindai kode itu, atau tempel teksnya di sini:
remote-invite-step-two-watch = Ponsel penonton lalu menampilkan kodenya sendiri. Pindai kode itu, atau tempel teksnya di sini:
remote-scan-their-code = Pindai kode balasan dengan kamera
remote-their-code-seat = Kode { $name }
remote-their-code-watch = Kode penonton
remote-paste-placeholder = Tempel kode balasan di sini
remote-connect = Hubungkan
remote-close = Tutup

## Membuat undangan dan menghubungkan, di perangkat tuan rumah

remote-servers-unreadable = Server di Setelan (Bermain di beberapa perangkat) tidak dapat dibaca. { $why }
remote-invite-not-made = Undangan tidak dapat dibuat: { $why }.
remote-connect-failed = Perangkat tidak dapat terhubung: { $why }. Buat undangan baru dan coba lagi.
remote-host-no-connection = Perangkat tidak dapat terhubung. Buat undangan baru dan coba lagi; jika berada di jaringan yang berbeda, lihat Setelan → Bermain di beberapa perangkat.

## Alasan dari koneksi itu sendiri (disisipkan ke kalimat di atas)

remote-rtc-no-reason = peramban tidak memberikan alasan
remote-rtc-cannot-open = peramban ini tidak dapat membuka koneksi ke perangkat lain ({ $why })
remote-rtc-no-description = peramban tidak memberikan deskripsi perangkat ini
remote-rtc-offer-failed = undangan tidak dapat dibuat ({ $why })
remote-rtc-answer-unusable = balasan tidak dapat dipakai ({ $why })
remote-rtc-offer-unusable = undangan tidak dapat dipakai ({ $why })
remote-rtc-answer-failed = balasan tidak dapat dibuat ({ $why })

## Server di Setelan

remote-ice-not-address = Baris { $line }: "{ $url }" bukan alamat server: alamat server diawali stun: atau turn:, seperti stun:stun.example.org:3478.
remote-ice-after-address = Baris { $line }: setelah alamat hanya boleh ada nama pengguna dan kata sandi (untuk server TURN), atau tidak ada apa-apa.
remote-ice-turn-needs-user = Baris { $line }: server TURN memerlukan nama pengguna dan kata sandinya setelah alamat.

## Bilah tamu

remote-guest-leave = ← Keluar
remote-guest-on-table = Di meja tuan rumah
remote-guest-leave-title = Keluar dari meja tuan rumah?
remote-guest-leave-text = Permainan di sana berlanjut tanpamu: tuan rumah bisa membiarkan bot bermain untukmu. Untuk kembali, minta undangan baru kepada tuan rumah.
remote-guest-leave-yes = Keluar dari meja
remote-guest-stay = Tetap di sini

## Halaman tamu

remote-guest-joining-title = Bergabung ke meja
remote-guest-joining = Membaca undangan dan menyiapkan balasan perangkat ini…
remote-guest-problem-title = Undangan ini tidak dapat dipakai
remote-guest-open-parlour = Buka ruang permainan saja
remote-guest-plays-as = Kamu bermain sebagai { $name }.
remote-guest-watches = Kamu menonton meja ini.
remote-guest-connected = Terhubung
remote-guest-not-connected = Tidak terhubung
remote-guest-lost = Koneksi ke tuan rumah terputus. Kursimu tetap disimpan: minta kode baru untuk kursimu kepada tuan rumah, lalu buka kode itu di perangkat ini.
remote-answer-title = Tunjukkan ini kepada tuan rumah
remote-answer-how = Tuan rumah memindai kode ini dengan perangkatnya, atau kamu menyalin teksnya dan mengirimkannya kepadanya.
remote-answer-label = Balasan perangkat ini
remote-answer-copy = Salin teks
remote-answer-waiting = Menunggu tuan rumah memindainya… Meja akan terbuka di sini begitu dia selesai.

## Yang bisa salah di perangkat tamu

remote-guest-cannot-answer = Perangkat ini tidak dapat membalas undangan: { $why }. Minta undangan baru kepada tuan rumah.
remote-guest-no-connection = Perangkat tidak dapat terhubung. Minta undangan baru kepada tuan rumah; jika berada di jaringan yang berbeda, lihat Setelan → Bermain di beberapa perangkat di kedua perangkat.
remote-refused = Tuan rumah tidak menerima langkah itu: { $reason }.
remote-not-sent = Tidak terkirim: { $why }.
remote-not-at-table = kamu tidak sedang di meja mana pun
remote-incompatible-offline = Tuan rumah memakai { -app-name } versi { $app }, protokol { $protocol }, sedangkan perangkat ini memakai versi { $mine }. Perangkat ini sedang luring, jadi tidak dapat diperbarui: perangkat ini bisa bergabung setelah daring dan dimuat ulang.
remote-incompatible = Tuan rumah memakai { -app-name } versi { $app }, protokol { $protocol }, sedangkan perangkat ini memakai versi { $mine }. Muat ulang halaman ini untuk memperbarui, lalu minta undangan baru kepada tuan rumah.

## Kode yang berpindah antarperangkat

remote-code-empty = Belum ada kode di sini: tempel atau pindai seluruh kodenya.
remote-code-not-a-code = Ini bukan undangan atau balasan { -app-name }: salin lagi seluruh kodenya.
remote-code-damaged = Kode ini tidak lengkap atau rusak: salin lagi seluruh kodenya, atau pindai lagi dari jarak lebih dekat.
remote-code-newer = Kode ini dibuat oleh versi { -app-name } yang lebih baru: perbarui dulu aplikasi ini (muat ulang selagi daring).
remote-code-older = Kode ini dibuat oleh versi { -app-name } yang lebih lama: perbarui aplikasi di perangkat lain itu (muat ulang selagi daring), lalu buat kode baru.
remote-code-answer-not-offer = Ini kode balasan: tunjukkan kepada tuan rumah, yang akan memindainya.
remote-code-offer-not-answer = Ini undangan: buka di perangkat yang akan bergabung.
remote-code-expired = Undangan ini sudah kedaluwarsa: minta undangan baru kepada tuan rumah.
remote-code-other-table = Kode ini untuk meja lain.
remote-code-other-seat = Balasan ini untuk undangan kursi lain: pindai balasan dari perangkat yang kamu undang ke kursi ini.

## Kode QR dan kamera

remote-qr-title = Kode QR untuk dipindai dengan kamera perangkat lain
remote-qr-too-long = Ini terlalu panjang untuk kode QR: { $n } karakter, padahal paling banyak { $max } yang muat.
remote-qr-cannot-draw = Ini tidak dapat digambar sebagai kode QR ({ $why }).
remote-qr-not-drawn = Kode QR tidak dapat digambar.
remote-qr-wrong-size = Gambar kamera tidak sesuai ukuran yang disebutkannya ({ $width } × { $height } piksel, { $bytes } bita).
remote-qr-none = Tidak ada kode QR: pegang kode dengan mantap di dalam bingkai, dengan cahaya yang cukup.
remote-qr-unreadable = Ada kode QR yang terlihat, tetapi belum dapat dibaca: pegang lebih mantap, sedikit lebih jauh, atau di tempat yang lebih terang.
remote-camera-picture = Gambar kamera
remote-scan-hold = Arahkan kode ke dalam gambar.
remote-scan-stop = Matikan kamera
remote-camera-not-allowed = Kamera tidak diizinkan. Izinkan di setelan peramban, atau tempel teksnya saja.
remote-camera-none = Perangkat ini tidak punya kamera yang bisa dipakai: tempel teksnya saja.
remote-camera-busy = Kamera sedang dipakai aplikasi lain: tutup di sana, atau tempel teksnya saja.
remote-camera-failed = Kamera tidak dapat dibuka: tempel teksnya saja.
remote-camera-unavailable = Peramban ini tidak dapat memakai kamera di sini: tempel teksnya saja.

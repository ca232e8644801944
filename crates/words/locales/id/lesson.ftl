# Bahasa Indonesia: meja sebuah pelajaran: kotak pelatih, langkah di luar pelajaran dan
# kerugiannya menurut Ahli, kartu “Apa yang berbeda” sebelum langkah pertama, dan kartu di
# akhir pelajaran. (Kata-kata pelajaran itu sendiri ada di lessons.ftl.)

## Pelatih

lesson-coach = Pelatih
lesson-progress = Kemajuan pelajaran
lesson-next = Lanjut
lesson-your-move = Giliranmu
lesson-your-move-marked = Giliranmu: yang ditandai
lesson-your-move-is = Giliranmu: { $move }.

## Langkah di luar pelajaran

lesson-off-script = Bukan langkah pelajaran
lesson-off-script-moves = Langkahmu: { $played }. Langkah pelajaran: { $expected }.
lesson-take-back-note = Tarik kembali langkahmu untuk melanjutkan pelajaran.
lesson-take-back = ↶ Tarik kembali
lesson-cost-asking = Ahli sedang menimbang langkahmu…
lesson-cost-unknown = Ahli tidak bisa menimbangnya: { $why }.
lesson-cost-unweighed = Ahli tidak menimbang kedua langkah dalam pencariannya, jadi tidak bisa mengatakan berapa kerugian langkahmu.
lesson-cost-more = Menurut Ahli, langkah pelajaran menghasilkan sekitar { $more } daripada langkahmu.
lesson-cost-better = Ahli bahkan menilai langkahmu lebih baik, sekitar { $more }; tetapi pelajaran tetap pada jalurnya untuk menunjukkan sebuah aturan kepadamu.
lesson-cost-alike = Ahli menilai kedua langkah sama baiknya; pelajaran tetap pada jalurnya untuk menunjukkan sebuah aturan kepadamu.

## Kartu “Apa yang berbeda” dan akhir pelajaran

lesson-intro-title = Apa yang berbeda di { $game }
lesson-intro-about = Kamu memainkan satu ronde singkat. Pelatih menjelaskan setiap aturan saat aturan itu muncul dan menunjuknya di meja; langkah pemain lain sudah ditetapkan, jadi setiap pelajar melihat ronde yang sama.
lesson-start = Mulai pelajaran
lesson-not-now = Nanti saja
lesson-done-title = Pelajaran selesai: { $game }
lesson-done-about = Pelajaran ini ditandai selesai di halaman utama. Kamu bisa memainkan rondenya lagi kapan saja.
lesson-play-game = Mainkan { $game }
lesson-again = Ulangi pelajaran
lesson-back-to-hub = Kembali ke halaman utama

## Pelajaran yang tidak bisa dimainkan

lesson-cannot-be-used = Pelajaran ini tidak bisa dipakai: { $why }.
lesson-none-yet = Permainan ini belum punya pelajaran.
lesson-cannot-start = Pelajaran tidak bisa dimulai: { $why }.
lesson-read-the-card-first = baca dulu kartu tentang permainan ini (ketuk “Mulai pelajaran”)
lesson-run-over = pelajaran sudah selesai
lesson-run-not-your-turn = sekarang bukan giliranmu
lesson-run-your-turn = sekarang giliranmu
lesson-run-off-script = kamu keluar dari alur pelajaran: tarik kembali langkahmu dulu
lesson-run-progress = pelajaran yang tersimpan tidak bisa dilanjutkan: { $why }

# Bahasa Indonesia: the set-up's body.

## Isi pengaturan

setup-players = Pemain
setup-seats-note = Kursi berurutan searah jarum jam. Jika ada dua orang atau lebih, permainan akan meminta kalian menggilir perangkat di antara giliran.
setup-start = Permainan baru
setup-no-bots = Peramban ini tidak dapat menjalankan pemain komputer, jadi setiap kursi dimainkan oleh orang, dengan perangkat digilir di antara giliran.
setup-all-people = Jadikan setiap kursi pemain orang
setup-seat = Kursi { $n }
setup-seat-is = Kursi { $n } diisi
setup-person = Orang
setup-bot = Bot
setup-own-device = Perangkat sendiri
setup-seat-name = Nama di kursi { $n }
setup-player-n = Pemain { $n }
setup-seat-level = Tingkat bot di kursi { $n }

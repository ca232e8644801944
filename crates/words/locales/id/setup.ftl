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
setup-levels-title = Seberapa kuat bot-botnya
setup-level-line = { $level }: menang sekitar { $wins } dari { $games } permainan melawan { $others } bot { $against }; bagian yang sama rata adalah 1 dari { $players }.
setup-level-unmeasured = { $level }: belum diukur dalam permainan ini.
setup-level-rarely = { $level }: menang kurang dari 1 dari 20 permainan melawan { $others } bot { $against }; bagian yang sama rata adalah 1 dari { $players }.
setup-level-nearly-all = { $level }: menang hampir di setiap permainan melawan { $others } bot { $against }.
# Above the set-up of a game that has an unfinished one: $what is that game ("your Truf game with Ann (hand 2)").
setup-replaces = Memulai permainan baru mengakhiri { $what }.

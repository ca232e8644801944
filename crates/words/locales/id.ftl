# Bahasa Indonesia. Istilah setiap permainan ada di docs/glossary.md.

-app-name = Trumps

## Halaman utama

hub-title = { -app-name }
hub-tagline = Ruang permainan kartu truf
hub-choose-game = Pilih permainan
hub-players = { $range } pemain
hub-how-to-play = Cara bermain
hub-how-to-play-game = Cara bermain { $game }
hub-new-game = Permainan baru

## Pengaturan permainan

setup-title = Permainan baru: { $game }
setup-close = Tutup pengaturan

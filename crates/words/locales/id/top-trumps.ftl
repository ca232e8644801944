# Bahasa Indonesia: meja Top Trumps (baris status, kartu teratas, giliran terakhir, para pemain,
# akhir permainan) dan bagiannya di pengaturan (set kartu, mengimpor set). Nama, label, satuan,
# dan sumber sebuah set, serta masalah yang ditemukan di dalamnya, adalah kata-kata set dan
# aturan permainan, tidak ada di sini.

## Meja

top-trumps-side = Set dan pemain
top-trumps-players = Pemain
top-trumps-you = Kamu
top-trumps-dealer = Pembagi
top-trumps-cards = { $n } kartu
top-trumps-highest-wins = tertinggi menang
top-trumps-lowest-wins = terendah menang

## Baris status

top-trumps-you-took = Kamu mengambil { $n } kartu dengan { $attribute }.
top-trumps-took = { $name } mengambil { $n } kartu dengan { $attribute }.
top-trumps-tie-on = Seri pada { $attribute }: kartu-kartu masuk ke tumpukan tengah.
top-trumps-no-data-on = Tidak ada data untuk { $attribute }: kartu-kartu masuk ke tumpukan tengah.
top-trumps-your-turn = Giliranmu: pilih atribut yang membuat kartu teratasmu menang.
top-trumps-choosing = { $name } sedang memilih…
top-trumps-chooses = { $name } memilih.

## Set dan para pemain

top-trumps-pack-size = { $cards } kartu · { $attributes } atribut
top-trumps-where-facts = Sumber fakta-faktanya
top-trumps-licence = Lisensi: { $licence }
top-trumps-chooses-mark = Memilih
top-trumps-out = Tersingkir
top-trumps-winner = ★ Pemenang
top-trumps-over-after = Permainan selesai setelah { $n } giliran
top-trumps-turn-line = Giliran { $turn } · { $players } pemain · paling banyak { $limit } giliran

## Kartu teratas

top-trumps-you-are-out = Kartumu sudah habis: kamu tersingkir.
top-trumps-seat-out = Tersingkir dari permainan: kartunya sudah habis.
top-trumps-my-card = Kartu teratasmu · { $n } kartu di tumpukan
top-trumps-their-card = Kartu teratas { $name } · { $n } kartu di tumpukan
top-trumps-attributes = Atribut
top-trumps-pick-mouse = Pilih satu atribut: klik atributnya, atau gunakan tombol panah dan Enter.
top-trumps-pick-touch = Pilih satu atribut: ketuk atributnya.

## Giliran terakhir

top-trumps-middle-empty = Tumpukan tengah: kosong
top-trumps-middle = Tumpukan tengah: { $n } kartu, untuk pemenang berikutnya
top-trumps-the-table = Meja
top-trumps-first-turn = Giliran pertama
top-trumps-you-choose-first = Kamu memilih lebih dulu: pemain di sebelah kiri pembagi.
top-trumps-chooses-first = { $name } memilih lebih dulu: pemain di sebelah kiri pembagi.
top-trumps-you-take = Kamu mengambil { $n } kartu.
top-trumps-takes = { $name } mengambil { $n } kartu.
top-trumps-you-take-middle = Kamu mengambil { $n } kartu ({ $middle } dari tumpukan tengah).
top-trumps-takes-middle = { $name } mengambil { $n } kartu ({ $middle } dari tumpukan tengah).
top-trumps-tie = Seri untuk nilai terbaik: semua kartu masuk ke tumpukan tengah, dan pemain yang sama memilih lagi.
top-trumps-no-data = Ada kartu yang tidak memiliki data untuk ini: semua kartu masuk ke tumpukan tengah, dan pemain yang sama memilih lagi.
top-trumps-the-last-turn = Giliran terakhir
top-trumps-turn-you-chose = Giliran { $turn }: Kamu memilih { $attribute }
top-trumps-turn-chose = Giliran { $turn }: { $name } memilih { $attribute }

## Akhir permainan

top-trumps-over-limit = Permainan mencapai { $limit } giliran: kartu terbanyak menang.
top-trumps-over-tie = Sebuah seri menghabiskan kartu terakhir semua pemain setelah { $n } giliran.
top-trumps-over-all = Semua kartu dimenangkan setelah { $n } giliran.
top-trumps-over-last = Satu-satunya yang masih punya kartu setelah { $n } giliran.
top-trumps-left-middle = { $n } kartu tertinggal di tumpukan tengah.

## Set di perangkat ini

top-trumps-packs-unread = Set tersimpanmu tidak dapat dibaca ({ $why }); set itu disisihkan.
top-trumps-packs-bad = { $n } set tersimpan tidak dapat dibaca dan disisihkan.
top-trumps-packs-bad-unsaved = { $n } set tersimpan tidak dapat dibaca dan disisihkan (set lainnya tidak dapat disimpan ulang).
top-trumps-save-unavailable = Peramban ini tidak mengizinkan halaman menyimpan apa pun (jendela pribadi?): set tidak disimpan. Ekspor set ke berkas saja.
top-trumps-save-full = Penyimpanan perangkat ini untuk aplikasi sudah penuh, jadi set tidak disimpan. Ekspor set ke berkas, atau hapus set atau permainan yang sudah selesai agar ada ruang.
top-trumps-save-newer = Set milikmu diubah di tab lain, jadi tidak ada yang disimpan: daftar sekarang menampilkannya apa adanya. Ulangi perubahanmu.
top-trumps-bytes = { $n } bita
top-trumps-kb = { $kb } KB
top-trumps-name-taken = Kamu sudah punya set bernama “{ $name }”: beri set ini nama lain, atau ubah set yang itu.
top-trumps-saved = “{ $name }” disimpan di perangkat ini.

## Memilih set

top-trumps-pack-facts = { $cards } kartu · { $attributes } atribut · sumber: { $source }
top-trumps-deleted = “{ $name }” dihapus dari perangkat ini.
top-trumps-hide-cards = Sembunyikan kartu
top-trumps-see-cards = Lihat kartu
top-trumps-edit = Sunting
top-trumps-export = Ekspor
top-trumps-delete = Hapus
top-trumps-in-use = Sedang dipakai, tidak disimpan di perangkat ini
top-trumps-keep = Simpan di perangkat ini
top-trumps-storage = Set milikmu memakai { $size } dari penyimpanan perangkat ini (peramban mengizinkan sekitar 5 MB).
top-trumps-pack = Set kartu
top-trumps-make = Buat set…
top-trumps-gallery = { $n } kartu dari { $name }

## Mengimpor set

top-trumps-renamed = Kamu sudah punya set bernama “{ $old }”, jadi set ini dinamai “{ $name }”.
top-trumps-the-file = Berkas itu
top-trumps-the-pasted-text = Teks yang ditempelkan
top-trumps-import-file = Impor berkas set…
top-trumps-paste = …atau tempelkan set
top-trumps-pack-text = Teks set
top-trumps-import = Impor
top-trumps-not-a-pack = { $source } bukan set yang bisa dipakai aplikasi ini ({ $n } masalah):
top-trumps-and-more = …dan { $n } lagi.
top-trumps-nothing-changed = Tidak ada yang diubah. Format set dijelaskan dalam aturan (Set kartu).
# A pack's button named with its pack for a screen reader: "Edit: Dogs of our street".
top-trumps-pack-action = { $action }: { $pack }

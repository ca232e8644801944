# Bahasa Indonesia: penyunting set Top Trumps (membuat atau mengubah set) dan bingkainya selagi
# dibuka. Masalah yang ditemukan di sebuah set berasal dari aturan permainan dan tidak ada di
# sini.

## Selagi dibuka

top-trumps-editor-what = Penyunting set
top-trumps-editor-kept = Set milikmu dan drafmu tetap tersimpan.
top-trumps-editor-opening = Membuka penyunting set…
top-trumps-editor-name = Penyunting set
top-trumps-editor-retry = Coba lagi
top-trumps-editor-close = Tutup

## Penyunting

top-trumps-editor-make = Buat set
top-trumps-editor-change = Ubah set
top-trumps-editor-about = Sebuah set berisi { $minattributes } sampai { $maxattributes } atribut dan { $mincards } sampai { $maxcards } kartu. Apa yang kamu ketik disimpan di perangkat ini sampai kamu menyimpan set.
top-trumps-editor-about-pack = Tentang set
top-trumps-editor-name-field = Nama
top-trumps-editor-description = Deskripsi
top-trumps-editor-source = Sumber fakta-faktanya
top-trumps-editor-url = Alamat webnya
top-trumps-editor-licence = Lisensi
top-trumps-editor-attributes = Atribut
top-trumps-editor-label = Label
top-trumps-editor-label-example = Kecepatan maksimum
top-trumps-editor-unit = Satuan
top-trumps-editor-wins = Menang
top-trumps-editor-highest = ▲ Tertinggi
top-trumps-editor-lowest = ▼ Terendah
top-trumps-editor-decimals = Desimal
top-trumps-editor-remove-attribute = Hapus atribut { $n }
top-trumps-editor-add-attribute = + Atribut
top-trumps-editor-attribute-n = Atribut { $n }
top-trumps-editor-attribute-field = Atribut { $n }, { $field }
top-trumps-editor-cards = Kartu ({ $n })
top-trumps-editor-values = Ketik setiap nilai sebagai angka; tanda hubung (-) berarti tidak ada data.
top-trumps-editor-add-card = + Kartu
top-trumps-editor-card-n = Kartu { $n }
top-trumps-editor-card-field = Kartu { $n }, { $field }
top-trumps-editor-preview-card = Pratinjau kartu { $n }
top-trumps-editor-preview = Pratinjau
top-trumps-editor-remove-card = Hapus kartu { $n }
top-trumps-editor-card-name = Nama
top-trumps-editor-card-name-spoken = nama
top-trumps-editor-emoji = Emoji
top-trumps-editor-emoji-spoken = emoji
top-trumps-editor-card-description = Deskripsi singkat (opsional)
top-trumps-editor-card-description-spoken = deskripsi
top-trumps-editor-empty-value = kosong: ketik angka, atau tanda hubung (-) jika tidak ada data
top-trumps-editor-ready = ✓ Siap dimainkan: { $cards } kartu, { $attributes } atribut ({ $size } sebagai berkas).
top-trumps-editor-to-fix = { $n } hal perlu diperbaiki sebelum set bisa disimpan:
top-trumps-editor-and-more = …dan { $n } lagi.
top-trumps-editor-as-it-looks = Tampilan kartu { $n } nanti:
top-trumps-editor-chosen = Set ini dipilih untuk permainan berikutnya.
top-trumps-editor-save = Simpan dan pilih
top-trumps-editor-export = Ekspor berkas
top-trumps-editor-close-unsaved = Tutup tanpa menyimpan
top-trumps-editor-close-keep = Tutup (simpan draf)
top-trumps-editor-discard = Buang

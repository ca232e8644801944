# Bahasa Indonesia: meja Truf Apa? (pemilihan keping, truf, kisi, tugas, trik, skor ronde dan
# akhir permainan) serta apa yang diminta tiap tugas. Nama tugas, uraian truf, dan keterangan
# trik ada di captions.ftl dan cards.ftl.

## Bagian-bagian meja

what-trump-table = Meja
what-trump-players = Pemain
what-trump-side-log = Catatan pemilihan dan kartu yang diketahui
what-trump-you = Kamu
what-trump-you-lower = kamu
what-trump-dealer = Pembagi

## Jenis dan kartu

what-trump-red = merah
what-trump-green = hijau
what-trump-yellow = kuning
what-trump-blue = biru
what-trump-card = { $rank } { $suit }
what-trump-card-trump = { $rank } { $suit }, truf
what-trump-card-supertrump = { $rank } { $suit }, supertruf

## Baris status

what-trump-status-chip-mine = Giliranmu: ambil satu keping tugas dari tengah (kamu punya { $have } dari 5).
what-trump-status-chip-now = { $who } sedang memilih keping…
what-trump-status-chip-next = { $who } mengambil satu keping.
what-trump-status-trump-mine = Kamu pembaginya: lihat kisi dan tentukan truf rahasia.
what-trump-status-trump-now = { $who } membagi dan sedang menentukan truf rahasia…
what-trump-status-trump-next = { $who } menentukan truf rahasia.
what-trump-status-draft-mine = Giliranmu: pilih satu kartu dari kolom { $column }.
what-trump-status-draft-now = { $who } sedang memilih dari kolom { $column }…
what-trump-status-draft-next = { $who } memilih dari kolom { $column }.
what-trump-status-tasks-mine = Truf sudah diumumkan: pilih tugas rahasiamu untuk ronde ini.
what-trump-status-tasks-now = { $who } sedang memilih tugas…
what-trump-status-tasks-next = { $who } memilih tugas.
what-trump-status-you-won = Kamu memenangkan trik itu.
what-trump-status-won = { $who } memenangkan trik itu.
what-trump-status-lead = Giliranmu: buka trik { $trick } dari { $total }.
what-trump-status-no-trump = Giliranmu: kamu tidak punya kartu truf, jadi mainkan kartu apa saja (trik { $trick } dari { $total }).
what-trump-status-no-suit = Giliranmu: kamu tidak punya kartu { $suit } yang bukan truf, jadi mainkan kartu apa saja (trik { $trick } dari { $total }).
what-trump-status-play-trump = Giliranmu: truf dimainkan pertama — mainkan truf (trik { $trick } dari { $total }).
what-trump-status-follow = Giliranmu: ikuti { $suit } dengan kartu yang bukan truf (trik { $trick } dari { $total }).
what-trump-status-leads-now = { $who } sedang membuka trik { $trick } dari { $total }…
what-trump-status-leads-next = { $who } membuka trik { $trick } dari { $total }.
what-trump-status-plays-now = { $who } sedang bermain… (trik { $trick } dari { $total })
what-trump-status-plays-next = { $who } memainkan kartu untuk trik { $trick } dari { $total }.
what-trump-status-discard-mine = Kamu memenuhi tugas yang gagal dipenuhi pemain lain: buang satu kepingmu.
what-trump-status-discard-now = { $who } memenuhi tugas yang gagal dan sedang memilih keping untuk dibuang…
what-trump-status-discard-next = { $who } memenuhi tugas yang gagal dan membuang satu keping.
what-trump-status-over = Permainan sudah selesai.

## Keping

what-trump-chip-draft = Pemilihan keping
what-trump-chip-draft-about = Bergiliran mengambil satu keping tugas sampai semua pemain memegang lima. Setiap keping adalah tugas yang bisa kamu coba penuhi dalam satu ronde; penuhi tugasnya, dan keping itu hilang. Kosongkan rakmu lebih dulu untuk menang.
what-trump-chips-in-middle = Tersisa { $n } keping di tengah.
what-trump-chip-no = tanpa { $symbol }
what-trump-chip-fewest = tersedikit
what-trump-chip-most = terbanyak
what-trump-chip-last = terakhir
what-trump-chip-count = ({ $n } keping)
what-trump-chips = { $n } keping
what-trump-no-chips-yet = belum ada keping
what-trump-no-chips-left = keping sudah habis
what-trump-none-left = habis

## Kartu di tangan

what-trump-tricks = { $n } trik
what-trump-hand-dealer = Pembagi: mengklaim tugas yang gagal
what-trump-task-is = Tugas: { $task }
what-trump-your-task-is = Tugasmu: { $task }
what-trump-no-cards = Tidak ada kartu di tangan.
what-trump-hand-later = Kartu di tanganmu dipilih dari kisi setelah keping dibagikan.
what-trump-your-trumps = Trufmu
what-trump-trumps = Truf

## Trik

what-trump-you-win = kamu menang
what-trump-wins = { $name } menang
what-trump-you-lead = kamu membuka
what-trump-leads = { $name } membuka
what-trump-before-tricks = Trik dimainkan setelah semua pemain memilih tugas.
what-trump-slot-led = membuka
what-trump-slot-wins = menang

## Kisi dan catatan pemilihan

what-trump-you-start = kamu mulai
what-trump-starts = { $name } mulai
what-trump-column = Kolom { $n }
what-trump-draft-grid = Kisi kartu
what-trump-log-empty = Kosong sampai pemilihan kartu ronde pertama.
what-trump-draft-log = Catatan pemilihan
what-trump-known-and-log = Kartu yang diketahui dan catatan pemilihan
what-trump-known-hands = Kartu di tangan yang diketahui
what-trump-known-others = Setiap pengambilan dilakukan secara terbuka, jadi inilah sisa kartu pemain lain.
what-trump-known-all = Setiap pengambilan dilakukan secara terbuka, jadi semua kartu di tangan diketahui.
what-trump-no-picks = Belum ada kartu yang diambil.
what-trump-log-picks = Kartu yang diambil, kolom demi kolom

## Truf

what-trump-trump = Truf
what-trump-trump-each-round = Setiap ronde pembagi diam-diam memilih jenis truf dan angka truf.
what-trump-trump-you-choose = Kamu sedang memilih truf rahasia.
what-trump-trump-they-choose = { $dealer } sedang memilihnya diam-diam.
what-trump-trump-secret = Truf: rahasia
what-trump-trump-secret-until = Rahasia sampai pemilihan kartu selesai — hanya { $dealer } (pembagi) yang tahu.
what-trump-your-secret = Truf rahasiamu: { $trump }
what-trump-revealed-later = Truf diumumkan kepada semua pemain saat pemilihan kartu selesai.
what-trump-their-secret = Truf rahasia: { $trump }
what-trump-only-dealer-knows = Hanya { $dealer } (pembagi) yang tahu sampai pemilihan kartu selesai.
what-trump-trump-is = Truf: { $trump }
what-trump-trumps-both = Truf: setiap kartu { $suit } dan setiap { $number }. { $card } adalah supertruf.
what-trump-trumps-suit = Truf: setiap kartu { $suit }.
what-trump-trumps-number = Truf: setiap { $number }, apa pun jenisnya.
what-trump-trumps-none = Tanpa truf: kartu tertinggi dari jenis kartu yang dimainkan pertama yang menang.

## Menentukan truf

what-trump-set-title = Tentukan truf rahasia
what-trump-set-about = Hanya kamu yang melihatnya sampai pemilihan kartu selesai. Kartu berjenis truf dan kartu berangka truf adalah truf.
what-trump-trump-suit = Jenis truf
what-trump-trump-number = Angka truf
what-trump-no-suit = Tanpa jenis
what-trump-no-number = Tanpa angka
what-trump-none = Tanpa
what-trump-set-choose = Pilih jenis (atau tanpa jenis) dan angka (atau tanpa angka).
what-trump-set-preview = Truf: { $trump }.
what-trump-set-preview-super = Truf: { $trump }. { $card } akan menjadi supertruf.
what-trump-set-confirm = Tetapkan truf

## Memilih tugas

what-trump-tasks = Tugas
what-trump-tasks-replay = Truf sudah diumumkan. Setiap pemain selain pembagi sekarang memilih salah satu kepingnya sebagai tugas rahasia untuk ronde ini.
what-trump-tasks-dealer = Kamu pembagi di ronde ini, jadi kamu tidak mengambil tugas. Setelah trik selesai, setiap tugas yang gagal dipenuhi pemain lain diperiksa untukmu: penuhi satu, dan kamu boleh membuang satu keping.
what-trump-your-task = Tugasmu
what-trump-tasks-waiting = Menunggu pemain lain memilih.
what-trump-tasks-wait-turn = Tunggu giliranmu untuk memilih tugas.
what-trump-choose-task = Pilih tugasmu untuk ronde ini
what-trump-choose-task-about = Tidak ada yang melihatnya sampai skor ronde dihitung. Lihat dulu kartu di tanganmu dan trufnya.

## Para pemain

what-trump-player-dealer = Pembagi: tanpa tugas, mengklaim tugas yang gagal
what-trump-choosing-task = Sedang memilih tugas…
what-trump-task-chosen = Tugas sudah dipilih (rahasia)
what-trump-bot = Bot · { $level }
what-trump-person = Orang
what-trump-captured-suit = kartu { $suit } tangkapan
what-trump-captured = Kartu tangkapan

## Klaim pembagi

what-trump-failed-by = { $task } (gagal dipenuhi { $who })
what-trump-dealers-claim = Klaim pembagi
what-trump-dealer-met = { $dealer } memenuhi: { $claims }. Pembagi sekarang membuang satu keping.
what-trump-claim-succeeded = Klaimmu berhasil
what-trump-you-met = Kamu memenuhi: { $claims }. Buang satu kepingmu.

## Skor ronde

what-trump-round-scored = Skor ronde { $n }
what-trump-next-round = Ronde berikutnya
what-trump-name-you = { $name } (kamu)
what-trump-claim-met = klaim berhasil
what-trump-claim-met-discarded = klaim berhasil · membuang { $task }
what-trump-no-claim = tanpa klaim
what-trump-met = ✓ terpenuhi — keping dibuang
what-trump-failed-dealer-met = ✗ gagal (dipenuhi pembagi)
what-trump-failed = ✗ gagal
what-trump-a-chip = satu keping
what-trump-claim-you = Kamu (pembagi) memenuhi { $claims } dan membuang { $chip }.
what-trump-claim-dealer = Pembagi, { $dealer }, memenuhi { $claims } dan membuang { $chip }.
what-trump-nothing-you = Kamu (pembagi) tidak punya apa pun untuk diklaim: setiap tugas terpenuhi.
what-trump-nothing-dealer = Pembagi, { $dealer }, tidak punya apa pun untuk diklaim: setiap tugas terpenuhi.
what-trump-none-you = Kamu (pembagi) tidak memenuhi satu pun tugas yang gagal.
what-trump-none-dealer = Pembagi, { $dealer }, tidak memenuhi satu pun tugas yang gagal.
what-trump-col-player = Pemain
what-trump-col-task = Tugas
what-trump-col-result = Hasil
what-trump-col-tricks = Trik
what-trump-col-captured = Tangkapan
what-trump-col-chips = Keping sekarang
what-trump-trump-was = Trufnya { $trump }. Trik terakhir: { $winner }.

## Akhir permainan

what-trump-dealer-short = P
what-trump-over-how = Setelah { $n } ronde. P = pembagi (✓ jika klaim pembagi berhasil).
what-trump-round-by-round = Ronde demi ronde
what-trump-round = Ronde

## Tugas: apa yang diminta tiap tugas, dan bentuk singkatnya (tabel sempit di akhir permainan)

what-trump-explain-exactly = Menangkan tepat { $n } trik dalam ronde ini.
what-trump-explain-no-suit = Jangan menangkap kartu { $colour } ({ $symbol }), truf atau bukan, dalam trik yang kamu menangkan.
what-trump-explain-fewest = Menangkan lebih sedikit trik daripada setiap pemain lain (seri berarti gagal).
what-trump-explain-most = Menangkan lebih banyak trik daripada setiap pemain lain (seri berarti gagal).
what-trump-explain-last = Menangkan trik terakhir dalam ronde ini.
what-trump-explain-none = Jangan memenangkan satu trik pun.
what-trump-short-exactly = ={ $n }
what-trump-short-no-suit = tanpa{ $symbol }
what-trump-short-zero = nol

# Bahasa Indonesia: pilihan sebuah permainan seperti yang ditampilkan pengaturan (nama,
# penjelasan, pilihan), ringkasannya, tingkat bot, dan posisi permainan ("Ronde 2").

## Variasi permainan Decktet (Truf As, Truf Tebusan): namanya

options-excuse = Dalih
options-pawns = Pion
options-sticky-aces = As Lengket
options-early-bird = Siapa Cepat Dia Dapat
options-partners = Berpasangan
options-bidding = Menawar
options-tides = Pasang Surut Nasib
options-fixed-trump = Truf Tetap
options-basic-rules = aturan dasar

## Variasi Truf As: penjelasannya

options-ace-excuse-help = Tambahkan Dalih: boleh dimainkan kapan saja dan tidak pernah memenangkan trik.
options-ace-pawns-help = Tambahkan empat Pion di antara 9 dan Mahkota; dari dua Pion, yang dimainkan lebih dulu yang menang.
options-ace-sticky-aces-help = Hanya As pertama dalam sebuah ronde yang menetapkan truf; As berikutnya kartu rendah.
options-ace-early-bird-help = Kartu berperingkat sama: yang dimainkan lebih dulu yang menang.
options-ace-partners-help = 4 atau 6 pemain: pasangan duduk berhadapan dan skor mereka dijumlahkan.
options-ace-bidding-help = Tawarkan trikmu: tawaran yang tercapai mendapat 5 per trik yang ditawar dan 1 per trik lebih; yang kurang mendapat 0.
options-ace-tides-help = 2 sampai 4 pemain: mula-mula 1 kartu per pemain; kartu terakhir sebuah ronde menentukan jumlah kartu ronde berikutnya.
options-ace-fixed-trump-help = Pembagi menyebutkan truf sebelum setiap pembagian kartu; As hanya kartu rendah.

## Variasi Truf Tebusan: penjelasannya

options-ransom-excuse-help = Tambahkan Dalih: boleh dimainkan kapan saja dan tidak pernah memenangkan trik, juga tidak sebagai tebusan.
options-ransom-pawns-help = Tambahkan empat Pion di antara 9 dan Mahkota; tebusan Pion yang menang memberi tiga jenis untuk dipilih.
options-ransom-early-bird-help = Kartu berperingkat sama dalam satu trik: yang dimainkan lebih dulu yang menang.
options-ransom-partners-help = 4 pemain: pasangan duduk berhadapan dan skor mereka dijumlahkan.
options-ransom-bidding-help = Setelah truf ditetapkan, tawarkan trikmu: tawaran yang tercapai mendapat 5 per trik yang ditawar dan 1 per trik lebih; yang kurang mendapat 0.

## Pertandingan (Truf As, Truf Tebusan)

options-until = Pertandingan berakhir
options-until-help = Setelah sejumlah ronde, atau saat seseorang mencapai skor tertentu.
options-until-hands = setelah sejumlah ronde
options-until-target = pada skor target
options-length = Ronde atau target
options-length-help = Berapa ronde, atau skor yang harus dicapai.

## Truf

options-hands = Ronde
options-hands-help = Berapa ronde pertandingan berlangsung; setelah itu total tertinggi yang menang.

## Tingkat bot

bot-level-beginner = Pemula
bot-level-standard = Standar
bot-level-expert = Ahli

## Opsi yang tidak bisa dimainkan bersama

options-seat-range = { $kind ->
    [same] { $fewest }
    [next] { $fewest } atau { $most }
   *[range] { $fewest } sampai { $most }
}
options-or = {" atau "}
options-refused-seats = { $game } untuk { $range } pemain, bukan { $players }
options-refused-hands = satu pertandingan terdiri dari 1 sampai 50 ronde, bukan { $n }
options-refused-target = skor target antara 1 dan 500, bukan { $n }
options-refused-partners = Berpasangan butuh { $tables } pemain (pasangan duduk berhadapan), bukan { $players }
options-refused-tides = Pasang Surut Nasib untuk 2 sampai 4 pemain, bukan { $players }
options-refused-sticky-fixed = As Lengket dan Truf Tetap tidak bisa digabung: dengan truf tetap, tidak ada As yang menentukan truf
options-refused-pack = { $cards ->
   *[other] tumpukan ini punya { $cards } kartu: terlalu sedikit untuk { $players } pemain
}

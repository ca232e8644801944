# Bahasa Indonesia: keterangan pemutaran ulang (apa yang dilakukan setiap keputusan, di bawah
# pemutaran ulang dan di halaman tamu), seperti yang dikatakan aturan. Kursi bernama "You"
# memilih varian [You]: pemain disapa dengan "kamu".

## Every game

caption-start = Awal permainan, sebelum keputusan pertama.
caption-hand-over = Ronde { $n } selesai: { $scores }.
caption-hand-points = { $name } { $points }
caption-game-over-one = Permainan selesai: { $winner } menang.
caption-game-over = Permainan selesai: { $winners } menang.
caption-name = { $name }
caption-bid = { $who } menawar { $n }.
caption-played = { $who } memainkan { $card }.
caption-leads = { $who } membuka.

## Ace Trump

caption-ace-named-trump = { $who } menetapkan { $suit } sebagai truf untuk ronde { $hand }.
caption-ace-trump-now = Sekarang { $suit } menjadi truf.

## Ransom Trump

caption-ransom-down = { $who } meletakkan { $card } sebagai tebusan.
caption-ransom-down-unseen = { $who } meletakkan tebusan secara tertutup.
caption-ransom-made-trump = { $who } menjadikan { $suit } truf.
caption-ransoms-shown = Tebusan diperlihatkan: { $shown }.
caption-ransom-of = { $name }: { $card }
caption-ransoms-dropped = Seri di puncak dan gugur: { $cards }.
caption-ransom-wins-trump = { $winner ->
    [You] Tebusanmu ({ $card }) menang: { $suit } menjadi truf dan kamu membuka.
   *[other] Tebusan { $winner } ({ $card }) menang: { $suit } menjadi truf dan { $winner } membuka.
}
caption-ransom-wins-choice = { $winner ->
    [You] Tebusanmu ({ $card }) menang: kamu memilih truf dari { $suits }.
   *[other] Tebusan { $winner } ({ $card }) menang: { $winner } memilih truf dari { $suits }.
}
caption-or = {" atau "}
caption-or-sep = {", "}
caption-ransom-none = Tidak ada tebusan yang bertahan: ronde ini tanpa truf, dan { $leader ->
    [You] kamu
   *[other] { $leader }
} membuka.

## Top Trumps

caption-top-chose = { $who } memilih { $attribute } ({ $better }).
caption-top-cards = Kartu yang dibuka: { $shown }.
caption-top-higher = tertinggi menang
caption-top-lower = terendah menang
caption-top-shown = { $name } { $card } ({ $value })
caption-top-no-data = tidak ada data
caption-top-takes = { $winner } mengambil { $count } kartu.
caption-top-tie = Seri: kartu-kartu masuk ke tumpukan tengah ({ $count }).
caption-top-nobody = Tidak ada data: kartu-kartu masuk ke tumpukan tengah ({ $count }).

## Truf

caption-truf-bid-one = { $card }
caption-truf-bid-card = { $card } { $minus ->
    [yes] minus
   *[no] plus
}
caption-truf-bid-cards = { $cards }
caption-truf-kind = { $total } trik ditawar untuk { $tricks } trik: { $kind ->
    [high] main atas
    [low] main bawah
   *[even] main pas
}
# Which way an even game is turned.
caption-truf-up = naik
caption-truf-down = turun
caption-truf-turn-up = setiap tawaran naik satu (tawaran nol juga), dan permainan menjadi main atas
caption-truf-turn-down = setiap tawaran di atas nol turun satu, dan permainan menjadi main bawah
caption-truf-adds = { $who } menambahkan { $card } ke tawaran, { $minus ->
    [yes] minus
   *[no] plus
}.
caption-truf-adds-unseen = { $who } menambahkan satu kartu ke tawaran tanpa terlihat.
caption-truf-closes = { $who } menutup tawaran.
caption-truf-turns = { $who } membuat permainan { $direction }: { $what }.
caption-truf-plays = { $who } memainkan { $card }.
caption-truf-plays-down = { $who } memainkan { $card } secara tertutup.
caption-truf-plays-unseen = { $who } memainkan satu kartu secara tertutup.
caption-truf-turned-up = Dibalik: { $cards }.
caption-truf-whose = { $name ->
    [You] { $card } milikmu
   *[other] { $card } milik { $name }
}
caption-truf-bids-shown = Tawaran diperlihatkan: { $shown }.
caption-truf-shown-bid = { $name } { $value } ({ $bid })
caption-semicolon = {"; "}
caption-truf-wins-bid = { $winner } memenangkan tawaran: { $suit } menjadi truf, dan { $winner ->
    [You] kamu
   *[other] { $winner }
} membuka.
caption-truf-wins-bid-no-trump = { $winner } memenangkan tawaran: tanpa truf, dan { $winner ->
    [You] kamu
   *[other] { $winner }
} membuka.
caption-truf-kind-told = { $kind }.
caption-truf-kind-even = { $kind }, jadi pemenang tawaran memilih naik atau turun.
caption-truf-took = { $name } mendapat { $won } dari { $contract } trik ({ $points } poin)

## What Trump?

caption-what-took-chip = { $who } mengambil keping “{ $task }”.
caption-what-set-trump = { $who } menetapkan truf rahasia: { $trump }.
caption-what-set-trump-unseen = { $who } menetapkan truf rahasia.
caption-what-picked = { $who } memilih { $card } dari kolom { $column }.
caption-what-chose-task = { $who } memilih tugas “{ $task }”.
caption-what-chose-task-unseen = { $who } memilih tugas rahasia.
caption-what-discarded = { $who } membuang keping “{ $task }”.
caption-what-draft-over = Pemilihan kartu selesai dan truf diumumkan.
caption-what-round-scored = Skor ronde { $n } sudah dihitung.
caption-task-exactly = Tepat { $n } trik
caption-task-no-suit = Tanpa { $symbol } { $colour }
caption-task-fewest = Trik paling sedikit
caption-task-most = Trik paling banyak
caption-task-last = Trik terakhir
caption-task-none = Tanpa trik

## What a seat does, said after its name (the table's status line, hints, the records' notes)
# $form: asked (the move asked of the person, "play the 7 of Moons": hints, lessons, reviews),
# you (after the person's own seat, "You") or other (after another seat's name).

caption-action-bids = { $form ->
    [asked] tawar
    [you] menawar
   *[other] menawar
} { $n }
caption-action-plays = { $form ->
    [asked] mainkan
    [you] memainkan
   *[other] memainkan
} { $card }
caption-action-names-trump = { $form ->
    [asked] tetapkan
    [you] menetapkan
   *[other] menetapkan
} { $suit } sebagai truf
caption-action-ransom = { $form ->
    [asked] letakkan
    [you] meletakkan
   *[other] meletakkan
} { $card } sebagai tebusan
caption-action-makes-trump = { $form ->
    [asked] jadikan
    [you] menjadikan
   *[other] menjadikan
} { $suit } truf
caption-action-bid-card = { $form ->
    [asked] tambahkan
    [you] menambahkan
   *[other] menambahkan
} { $card } ke tawaran, dihitung { $minus ->
    [yes] minus
   *[no] plus
}
caption-action-bid-done = { $form ->
    [asked] tutup
    [you] menutup
   *[other] menutup
} tawaran
caption-action-turn = { $form ->
    [asked] buat
    [you] membuat
   *[other] membuat
} permainan { $direction }
caption-action-takes-chip = { $form ->
    [asked] ambil
    [you] mengambil
   *[other] mengambil
} keping “{ $task }”
caption-action-sets-trump = { $form ->
    [asked] tetapkan
    [you] menetapkan
   *[other] menetapkan
} truf: { $trump }
caption-action-drafts = { $form ->
    [asked] pilih
    [you] memilih
   *[other] memilih
} { $card }
caption-action-chooses-task = { $form ->
    [asked] pilih
    [you] memilih
   *[other] memilih
} tugas “{ $task }”
caption-action-discards-chip = { $form ->
    [asked] buang
    [you] membuang
   *[other] membuang
} keping “{ $task }”
caption-action-chooses = { $form ->
    [asked] pilih
    [you] memilih
   *[other] memilih
} { $attribute }

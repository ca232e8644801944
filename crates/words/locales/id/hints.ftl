# Bahasa Indonesia: pilihan-pilihan sebuah petunjuk dan angkanya, dan penilaian ulasan atas
# sebuah keputusan, dalam satuan permainannya.

## Panel petunjuk

hint-waiting = Bot Ahli sedang memikirkan pilihan-pilihanmu…
hint-none = Tidak ada petunjuk kali ini: { $why }.

## Angka-angkanya

hint-by-end = di akhir { $hand ->
    [round] ronde
    [turn] giliran
   *[hand] ronde
}
hint-units = { $unit ->
    [card] { $count ->
       *[other] kartu
    }
    [chip] { $count ->
       *[other] keping dibuang
    }
   *[point] { $count ->
       *[other] poin
    }
}
hint-one-a-hand = { $unit ->
    [chip] membuang keping
   *[other] mencetak poin
}
hint-number = { $basis ->
    [chance] peluang sekitar { $n }% untuk memenangkan permainan
    [hand-chance] peluang sekitar { $n }% untuk { $one } { $by }
    [none] tidak ada { $units } yang diharapkan { $by }
   *[gain] sekitar { $sign ->
        [plus] +{ $n }
       *[other] { $n }
    } { $units } { $by }
}
hint-amount = { $count ->
   *[other] { $basis ->
        [chance] { $more ->
            [yes] { $n } poin persentase peluang lebih besar untuk memenangkan permainan
           *[no] { $n } poin persentase dari peluang memenangkan permainan
        }
        [hand-chance] { $more ->
            [yes] { $n } poin persentase peluang lebih besar untuk { $one } { $by }
           *[no] { $n } poin persentase dari peluang untuk { $one } { $by }
        }
       *[gain] { $more ->
            [yes] { $n } { $units } lebih banyak { $by }
           *[no] { $n } { $units } { $by }
        }
    }
}

## Keputusan yang diulas

review-made = { $who } { $action }
review-judged = { $verdict ->
    [best] { $made }: pilihan Ahli juga.
    [worse] { $made }; Ahli menyarankan: { $best }. Itu memberi sekitar { $by } ({ $sure }).
    [close] { $made }; Ahli menyarankan: { $best }, meski hanya sedikit lebih baik. Itu memberi sekitar { $by } ({ $sure }).
   *[not-tried] { $made }; Ahli menyarankan: { $best } ({ $number }), dan terlalu sedikit memikirkan pilihan { $you ->
        [yes] kamu
       *[no] { $name }
    } untuk bisa mengatakan seberapa jauh bedanya.
}
review-sure = { $sure ->
    [game] dinilai atas seluruh permainan
    [sure] Ahli yakin akan hal ini
    [fairly] Ahli cukup yakin akan hal ini
   *[rough] perkiraan kasar: Ahli hanya sebentar melihat pilihan { $you ->
        [yes] kamu
       *[no] { $name }
    }
}
review-search = { $tries } percobaan
review-search-mine = { $tries } percobaan, { $visits } di antaranya untuk pilihan { $you ->
    [yes] kamu
   *[no] { $name }
}

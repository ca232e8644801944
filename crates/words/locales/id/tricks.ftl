# Bahasa Indonesia: mengapa sebuah trik dimenangkan, seperti dikatakan setiap permainan trik di sini.

trick-won = { $winner } memenangkan trik dengan { $card }: { $why }.
trick-why-supertrump = supertruf
trick-why-trump-number = angka truf
trick-why-first-trump-number = kartu angka truf yang pertama dimainkan
trick-why-only-trump = satu-satunya truf
trick-why-highest-trump = truf tertinggi
trick-why-nothing-followed = tidak ada yang mengikuti jenisnya dan tidak ada truf yang dimainkan
trick-why-highest-led-suit = kartu tertinggi dari jenis yang dibuka, tanpa truf
trick-why-highest-sharing = kartu tertinggi yang berbagi jenis dengan kartu yang dimainkan pertama, tanpa truf
trick-why-only-card = satu-satunya kartu selain Dalih, yang tidak pernah menang
trick-why-tie = { $tied ->
    [2] dua
    [3] tiga
    [4] empat
   *[other] { $tied }
} { $pawns ->
    [yes] Pion
   *[no] kartu berperingkat sama
} seri{ $trump ->
    [yes] { " " }sebagai truf tertinggi
   *[no] {""}
}, dan { $broken }
trick-tie-suit-higher = { $suit } lebih tinggi daripada { $over } pada kartu yang dimainkan pertama
trick-tie-suit-shared = kartu itu berbagi { $suit } dengan kartu yang dimainkan pertama
trick-tie-first-played = yang pertama dimainkan menang
trick-tie-early-bird = dengan Siapa Cepat Dia Dapat, yang pertama dimainkan menang

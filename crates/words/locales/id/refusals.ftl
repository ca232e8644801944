# Bahasa Indonesia: alasan aturan menolak sebuah langkah (meja menampilkannya setelah "Itu tidak boleh:").

## Semua permainan kartu bergiliran

refusal-game-over = permainan sudah selesai
refusal-not-your-turn = sekarang giliran kursi { $turn }, bukan kursi { $seat }
refusal-not-now = itu bukan langkah untuk saat ini ({ $phase })
refusal-not-in-that-hand = { $card } tidak ada di kartu tangan itu

## Permainan Decktet (Truf As, Truf Tebusan)

refusal-must-follow-suits = { $card } tidak mengikuti { $led }: mainkan kartu dengan salah satu jenisnya
refusal-bid-too-high = tawaran { $bid } lebih dari { $tricks } trik dalam ronde ini
refusal-not-on-ransom = { $suit } bukan jenis dari tebusan yang menang, { $ransom }

## Truf

refusal-bid-order = { $card } tidak dapat ditambahkan ke tawaran: kartu tawaran mengikuti urutan kartu di tangan, masing-masing sekali
refusal-empty-bid = tawaran memperlihatkan setidaknya satu kartu
refusal-must-follow-suit = { $card } tidak mengikuti { $suit }: mainkan kartu { $suit }
refusal-trump-not-broken = { $card } adalah truf, dan truf tidak boleh dipakai membuka sebelum ada truf yang dimainkan (kecuali kartumu hanya truf)

## Top Trumps

refusal-not-your-turn-to-choose = sekarang giliran Pemain { $turn } untuk memilih, bukan Pemain { $seat }
refusal-no-such-attribute = set ini punya { $attributes } atribut: tidak ada atribut { $attribute }

## Truf Apa?

refusal-not-seats-turn = sekarang bukan giliran kursi { $seat } (giliran kursi { $turn })
refusal-wrong-phase = itu bukan langkah untuk saat ini (permainan sedang dalam tahap { $phase })
refusal-chip-not-in-pool = tidak ada lagi keping "{ $task }" yang bisa diambil
refusal-invalid-trump-number = { $n } bukan angka truf (1–9 atau tidak ada)
refusal-not-in-column = { $card } tidak ada di kolom aktif { $column }
refusal-task-not-held = kamu tidak memegang keping "{ $task }"
refusal-not-in-your-hand = { $card } tidak ada di kartu tanganmu
refusal-must-follow-card = { $card } tidak mengikuti { $led }: kamu memegang kartu yang mengikuti, jadi kamu harus memainkannya

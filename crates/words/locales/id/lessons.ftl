# Bahasa Indonesia: pelajaran terpandu – judul, kartu “Apa yang berbeda”, kalimat pelatih, dan
# kata-kata penutupnya. Bahasa Inggrisnya ada di crates/rules/lessons/<permainan>.json.

## ace-trump

lesson-ace-trump-title = Ronde pertamamu dalam Truf As
lesson-ace-trump-intro-1 = Decktet punya enam jenis, dan sebagian besar kartunya membawa dua jenis.
lesson-ace-trump-intro-2 = Untuk mengikuti jenis, mainkan kartu apa saja yang berbagi satu jenis dengan kartu yang dimainkan pertama.
lesson-ace-trump-intro-3 = Awalnya tidak ada truf: As yang dimainkan langsung menjadikan jenisnya truf, sampai As berikutnya.
lesson-ace-trump-intro-4 = As adalah kartu terendah dari semuanya; Mahkota yang tertinggi.
lesson-ace-trump-intro-5 = Kartu berperingkat sama? Jenis kartu yang dimainkan pertama, dibaca dari atas, yang menentukan.
lesson-ace-trump-coach-1 = Ini dua belas kartumu. Setiap kartu menunjukkan jenisnya sebagai simbol: kartu angka punya dua, As atau Mahkota satu. Ann, di kiri pembagi, membuka.
lesson-ace-trump-coach-2 = Ann membuka dengan Laut (Mahkota Ombak). Sebuah kartu mengikuti jenis jika berbagi satu jenis dengannya: di sini, kartu apa pun yang membawa Ombak.
lesson-ace-trump-coach-3 = Ben memainkan As Ombak, jadi mulai sekarang Ombak menjadi truf, termasuk di trik ini. Mahkota milik Ann kini truf tertinggi.
lesson-ace-trump-coach-4 = Kamu tidak punya Ombak, jadi kamu boleh memainkan kartu apa saja. Mainkan As Naga: As mengganti truf bahkan di tengah trik.
lesson-ace-trump-coach-5 = Sebuah trik dinilai menurut truf yang berlaku saat kartu terakhirnya dimainkan. Naga kini truf dan As milikmu satu-satunya Naga, jadi kartu itu menang, walaupun As adalah kartu terendah.
lesson-ace-trump-coach-6 = Pemenang sebuah trik membuka trik berikutnya. Buka dengan Malapetaka (Mahkota Naga), truf tertinggi.
lesson-ace-trump-coach-7 = Buka dengan Pengarang (2 Bulan dan Simpul). Kartu apa pun yang membawa Bulan atau Simpul mengikuti jenisnya.
lesson-ace-trump-coach-8 = Dua Mahkota: peringkat sama, seri. Baca jenis kartu yang dimainkan pertama dari atas, Bulan lalu Simpul: Pemburu milik Ben membawa Bulan, jadi kartu itu mengalahkan Rezeki Nomplok (Simpul) milik Ann.
lesson-ace-trump-coach-9 = Dua As dalam satu trik: As yang belakangan menentukan truf. Matahari menjadi truf, dan Pakta milikmu (9 Bulan dan Matahari) adalah Matahari tertinggi.
lesson-ace-trump-coach-10 = Ronde selesai. Setiap trik bernilai satu poin: kamu mendapat 7, Ann 3, Ben 2.
lesson-ace-trump-end = Sebuah pertandingan berlangsung beberapa ronde, atau sampai seseorang mencapai skor target. Pelajaran ini adalah pertandingan satu ronde, dan kamu memenangkannya.

## ransom-trump

lesson-ransom-trump-title = Ronde pertamamu dalam Truf Tebusan
lesson-ransom-trump-intro-1 = Decktet punya enam jenis, dan sebagian besar kartunya membawa dua jenis.
lesson-ransom-trump-intro-2 = Sebelum trik dimulai, setiap pemain menyerahkan satu kartu tertutup: tebusan untuk membeli truf.
lesson-ransom-trump-intro-3 = Tebusan yang seri di peringkat teratas semuanya gugur; yang tertinggi dan tinggal sendirian menang.
lesson-ransom-trump-intro-4 = Tebusan pemenang menentukan truf (pemiliknya memilih jika tebusan itu punya dua jenis), dan pemiliknya membuka.
lesson-ransom-trump-intro-5 = Ikuti jenis dengan kartu apa saja yang berbagi satu jenis dengan kartu yang dimainkan pertama. Di sini As hanyalah kartu rendah biasa.
lesson-ransom-trump-coach-1 = Sebelum trik pertama, setiap pemain meletakkan satu kartu tertutup sebagai tebusan. Setelah semua diletakkan, tebusan diperlihatkan bersamaan.
lesson-ransom-trump-coach-2 = Letakkan Saudagar (9 Daun dan Simpul). Tebusan yang tinggi membeli truf, dan kamu memegang banyak Daun.
lesson-ransom-trump-coach-3 = Tebusannya: Saudagar milikmu, sebuah 9, dan dua Mahkota, Penyair milik Ann dan Rezeki Nomplok milik Ben. Kedua Mahkota seri di puncak, jadi keduanya gugur, dan 9 milikmu kini tertinggi sendirian: tebusanmu menang.
lesson-ransom-trump-coach-4 = Tebusanmu punya dua jenis, jadi kamu yang memilih truf. Jadikan Daun truf: kamu memegang Mahkota Daun dan empat Daun lainnya.
lesson-ransom-trump-coach-5 = Pemenang tebusan membuka. Tebusanmu disisihkan selama ronde ini: itu bukan trik. Buka dengan Akhir (Mahkota Daun).
lesson-ransom-trump-coach-6 = Di Truf Tebusan, As hanyalah kartu rendah biasa: As tidak mengubah apa pun. Asal-Usul milikmu membawa Daun, satu-satunya truf di sini, jadi kartu itu menang.
lesson-ransom-trump-coach-7 = Kegelapan milik Ann dan Pakta milik Ben sama-sama 9: seri. Perjalanan milikmu, kartu yang dimainkan pertama, terbaca Bulan lalu Ombak dari atas: Pakta membawa Bulan, jadi Ben menang.
lesson-ransom-trump-coach-8 = Ronde selesai. Setiap trik bernilai satu poin: kamu mendapat 8 dari 9 trik.
lesson-ransom-trump-end = Sebuah pertandingan berlangsung beberapa ronde, atau sampai seseorang mencapai skor target. Pelajaran ini adalah pertandingan satu ronde, dan kamu memenangkannya.

## top-trumps

lesson-top-trumps-title = Giliran pertamamu dalam Top Trumps
lesson-top-trumps-intro-1 = Setiap kartu adalah sebuah gunung dengan lima fakta yang sama, masing-masing berupa angka.
lesson-top-trumps-intro-2 = Pemilih menyebut satu fakta, dan kartu teratas semua pemain dibandingkan pada fakta itu.
lesson-top-trumps-intro-3 = Untuk sebagian besar fakta, nilai tertinggi menang; untuk pendakian pertama, tahun paling awal yang menang.
lesson-top-trumps-intro-4 = Satu nilai terbaik mengambil semua kartu yang diperlihatkan. Menangkan semua kartu untuk menang.
lesson-top-trumps-intro-5 = Seri, atau kartu tanpa data, membuat kartu-kartu itu masuk ke tumpukan tengah.
lesson-top-trumps-coach-1 = Ini kartu teratasmu: kamu melihatnya, dan hanya kartu itu. Ann, di kiri pembagi, memilih lebih dulu.
lesson-top-trumps-coach-2 = Ann menyebut Tinggi: Nanga Parbat miliknya mengalahkan Mount Stanley milikmu dan Mount Ararat milik Ben. Dia menaruh ketiganya di bawah tumpukannya dan memilih lagi.
lesson-top-trumps-coach-3 = Pendakian pertama: tahun paling awal menang. Mont Blanc milikmu (1786) mengalahkan Eiger milik Ann dan Shishapangma milik Ben: kartu-kartu itu menjadi milikmu, dan kamu yang memilih berikutnya.
lesson-top-trumps-coach-4 = Mount Whitney milikmu pertama kali didaki pada 1873, cukup awal. Pilih Pendakian pertama (“First ascent”).
lesson-top-trumps-coach-5 = Mount Fuji milik Ben tidak memiliki data pendakian pertama. Tidak ada yang menang: ketiga kartu masuk ke tumpukan tengah, dan kamu memilih lagi.
lesson-top-trumps-coach-6 = Ojos del Salado milikmu berada jauh dari pusat Bumi. Pilih Jarak dari pusat Bumi (“Distance from Earth's centre”): pemenangnya juga mengambil tumpukan tengah.
lesson-top-trumps-coach-7 = Kamu menang: kartumu, dua kartu lainnya, dan tiga kartu dari tumpukan tengah, enam kartu, masuk ke bawah tumpukanmu.
lesson-top-trumps-coach-8 = Broad Peak milik Ann dan Gasherbrum II milikmu sama-sama 35,8° dari khatulistiwa: seri untuk nilai terbaik. Ketiga kartu masuk ke tumpukan tengah, dan Ann memilih lagi.
lesson-top-trumps-coach-9 = Mount Erebus milik Ann memenangkan giliran berikutnya, dan mengambil tumpukan tengah beserta kartu-kartu yang diperlihatkan.
lesson-top-trumps-end = Pelajaran berhenti setelah sembilan giliran ini. Permainan berlanjut sampai satu pemain memegang semua kartu; setelah 1.000 giliran, pemegang kartu terbanyak yang menang.

## truf

lesson-truf-title = Ronde pertamamu dalam Truf
lesson-truf-intro-1 = Kamu menawar dengan memperlihatkan kartu dari tanganmu: jumlah nilainya adalah banyaknya trik yang kamu janjikan.
lesson-truf-intro-2 = Dapatkan tepat sebanyak tawaranmu: tidak lebih satu trik pun, tidak kurang satu pun.
lesson-truf-intro-3 = Sebuah kartu bisa dihitung minus: nilainya mengurangi tawaranmu.
lesson-truf-intro-4 = Tawaran terbaik membuka, dan menentukan truf jika kartu-kartunya berjenis sama.
lesson-truf-intro-5 = Tidak bisa mengikuti jenis? Mainkan kartu apa saja secara tertutup; kartu itu dibalik saat trik selesai.
lesson-truf-coach-1 = Semua pemain menawar bersamaan, secara rahasia: perlihatkan kartu dari tanganmu, masing-masing plus atau minus. Kartu 2 sampai 10 bernilai sesuai angkanya, As 1, Jack, Queen, atau King 10 (0 jika diperlihatkan sendirian).
lesson-truf-coach-2 = Ketuk 5 Wajik dan As Wajik, ganti As menjadi minus, lalu ketuk “Tawar 4”: 5 kurang 1 adalah tawaran 4 trik. Keduanya Wajik, jadi jika tawaranmu menang, Wajik menjadi truf. Kartu yang kamu perlihatkan tetap di tanganmu, tetapi semua tahu kamu memegangnya.
lesson-truf-coach-3 = Tawaran diperlihatkan: kamu 4, Ann 3, Ben 3, Cleo 3. Tawaranmu tertinggi, jadi Wajik menjadi truf dan kamu yang membuka.
lesson-truf-coach-4 = 4 + 3 + 3 + 3 sama dengan 13, tepat sebanyak trik dalam ronde ini: main pas. Pemenang tawaran harus memilih naik atau turun.
lesson-truf-coach-5 = Pilih “Naik”: setiap tawaran naik satu, jadi kamu harus mendapat tepat 5, dan ini main atas (kurang satu trik dikenai 2, lebih satu trik dikenai 1).
lesson-truf-coach-6 = Kamu membuka. Truf tidak boleh dipakai membuka sebelum ada truf yang dimainkan di trik sebelumnya, kecuali kamu hanya memegang truf. Buka dengan 9 Hati.
lesson-truf-coach-7 = Cleo membuka dengan Hati dan kamu tidak punya Hati: kamu boleh memainkan kartu apa saja, tertutup. Mainkan 4 Wajik, sebuah truf. Sampai trik selesai, tidak ada yang bisa membedakannya dari kartu buangan.
lesson-truf-coach-8 = Dibalik: 4 Wajik milikmu, satu-satunya truf, menang. Truf kini sudah keluar: mulai trik berikutnya, siapa pun boleh membuka dengan truf.
lesson-truf-coach-9 = Kamu mendapat tepat 5 dan skormu 5. Ann dan Ben mendapat 3 dari 4 (masing-masing −2: di main atas, kurang satu trik dikenai 2), dan Cleo 2 dari 4 (−4).
lesson-truf-end = Sebuah pertandingan berlangsung beberapa ronde, 4 kecuali kamu memilih lain, dan total tertinggi menang. Pelajaran ini adalah pertandingan satu ronde.

## what-trump

lesson-what-trump-title = Ronde pertamamu dalam Truf Apa?
lesson-what-trump-intro-1 = Kamu memegang lima keping tugas: penuhi tugas sebuah ronde, dan kepingnya keluar dari rakmu. Rak yang kosong menang.
lesson-what-trump-intro-2 = Kamu menyusun kartu di tanganmu dari kisi kartu terbuka: setiap kartu terlihat.
lesson-what-trump-intro-3 = Pembagi diam-diam memilih truf: sebuah jenis, sebuah angka, keduanya, atau tidak keduanya.
lesson-what-trump-intro-4 = Jika ada angka truf, setiap kartu berangka itu adalah truf, apa pun warnanya.
lesson-what-trump-intro-5 = Tugasmu tetap rahasia sampai skor ronde dihitung.
lesson-what-trump-coach-1 = Pertama, pemilihan keping, sekali dalam satu permainan. Pembagi, Ann, mengambil satu keping dari tengah, lalu setiap pemain bergiliran, sampai semua memegang lima. Semua pemain melihat keping milik semua pemain.
lesson-what-trump-coach-2 = Giliranmu memilih. Setiap keping adalah tugas yang bisa kamu pilih nanti, satu per ronde. Ambil “Trik terakhir”.
lesson-what-trump-coach-3 = Semua memegang lima keping. Sekarang rondenya: ke-36 kartu terbuka dalam 9 kolom. Ann membagi, jadi dia melihat kisi dan diam-diam memilih truf.
lesson-what-trump-coach-4 = Ann sudah menetapkan truf. Kamu akan melihatnya begitu kisi kosong; sampai saat itu, kartu yang dia ambil adalah petunjukmu.
lesson-what-trump-coach-5 = Kolom dipilih mulai dari kiri. Pemain yang ditandai mengambil satu kartu, lalu pemain berikutnya di sebelah kirinya, dan seterusnya. Dengan tiga pemain, pemain yang ditandai juga mengambil kartu terakhir kolom itu.
lesson-what-trump-coach-6 = Giliranmu memilih dari kolom 1. Ambil ♠2 (kuning 2): kartu rendah kalah dalam trik, dan itulah yang diinginkan kepingmu “Trik paling sedikit”.
lesson-what-trump-coach-7 = Kisi sudah kosong dan truf diumumkan: kuning dan 5. Setiap kartu kuning adalah truf, begitu pula setiap 5. ♠5, kuning sekaligus 5, adalah supertruf: kartu ini mengalahkan semuanya.
lesson-what-trump-coach-8 = Sekarang semua pemain kecuali pembagi diam-diam memilih salah satu kepingnya sebagai tugas ronde ini. Ben memilih lebih dulu.
lesson-what-trump-coach-9 = Pilih “Trik paling sedikit”: dapatkan lebih sedikit trik daripada setiap pemain lain. Kartu rendahmu yang banyak akan membantu.
lesson-what-trump-coach-10 = Pemegang kartu terendah dari jenis truf membuka lebih dulu: Ben, dengan ♠1 (kuning 1).
lesson-what-trump-coach-11 = Ben membuka dengan ♥5: sebuah 5, jadi truf. Semua truf dihitung sebagai satu jenis, jadi kamu harus memainkan truf. Kartu kuningmu adalah truf, begitu pula ♦5, karena angkanya: mainkan ♦5.
lesson-what-trump-coach-12 = Tiga kartu 5. Jika kartu-kartu angka truf bertemu, yang pertama dimainkan menang, jadi Ben mendapat trik ini. Hanya supertruf, ♠5, yang bisa mengalahkannya.
lesson-what-trump-coach-13 = Skor ronde dihitung. Kamu mendapat 2 trik, Ann 4, Ben 6: paling sedikit, jadi tugasmu terpenuhi dan kepingnya keluar dari rakmu. “Trik paling banyak” milik Ben juga terpenuhi.
lesson-what-trump-end = Itu tadi satu ronde. Permainan berlanjut ronde demi ronde, giliran membagi berpindah ke kiri, sampai rak seseorang kosong.

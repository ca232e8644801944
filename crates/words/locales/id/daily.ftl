## Permainan hari ini: mengapa hasil teman ditolak

daily-refused-not-a-result = ini bukan kode hasil permainan hari ini
daily-refused-game = "{ $letters }" bukan nama permainan di versi ini
daily-refused-version = hasil ini dibuat oleh versi Trumps yang lain (versi kode { $version })
daily-refused-changed = hasil ini sudah diubah atau salah ketik: tanda periksanya tidak cocok
daily-refused-day = hasil ini untuk { $day }, bukan untuk hari ini ({ $today })
daily-refused-replay = langkah-langkahnya tidak bisa dimainkan ulang (langkah ke-{ $n } tidak ada)
daily-refused-too-long = isinya lebih banyak langkah daripada permainannya
daily-refused-claims = hasil ini mengaku { $claimed } poin { $claimedwon ->
    [yes] dan menang
   *[no] tanpa menang
}, tetapi langkah-langkahnya menghasilkan { $replayed } poin { $replayedwon ->
    [yes] dan menang
   *[no] tanpa menang
}

## Permainan hari ini, di akhir permainan

daily-over-kept = Permainan hari ini: ini hasilmu hari ini, disimpan di halaman utama, dan par akan muncul di sampingnya.
daily-over-practice = Latihan: hasilmu hari ini tetap hasil permainan pertamamu dengan kartu ini.

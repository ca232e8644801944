## Permainan hari ini, di akhir permainan

daily-over-kept = Permainan hari ini: ini hasilmu hari ini, disimpan di halaman utama, dan par akan muncul di sampingnya.
daily-over-practice = Latihan: hasilmu hari ini tetap hasil permainan pertamamu dengan kartu ini.

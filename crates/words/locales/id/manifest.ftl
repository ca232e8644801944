# Bahasa Indonesia: kata-kata manifes aplikasi web (nama di perangkat, deskripsi saat dipasang).

manifest-name = Trumps — ruang permainan kartu truf
manifest-description = Permainan kartu truf di peramban, melawan pemain komputer atau bergiliran di satu perangkat: Truf Apa?, Truf As, Truf Tebusan, Truf, dan Top Trumps. Bisa dimainkan luring setelah dipasang.

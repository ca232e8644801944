# Deutsch: die Wörter des Web-App-Manifests (Name auf dem Gerät, Beschreibung beim Installieren).

manifest-name = Trumps — Trumpf-Kartenspiele im Salon
manifest-description = Trumpf-Kartenspiele im Browser, gegen Computerspieler oder reihum an einem Gerät: Was sticht?, Ass-Trumpf, Lösegeld-Trumpf, Truf und Supertrumpf. Einmal installiert, auch offline spielbar.

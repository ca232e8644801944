# Deutsch: playing on several devices: the host's list of guests and its invitations, the
# guest's page and bar, QR codes and the camera, the codes passed between devices, and what
# goes wrong with a connection.

## Die Liste der Gäste beim Gastgeber

remote-seats-title = Spieler an eigenen Geräten
remote-invite-spectator = Zuschauer einladen
remote-away-label = Wenn jemandes Verbindung abbricht
remote-away-wait = Warten
remote-away-after-seconds = { $n ->
    [one] Nach { $n } Sekunde springt ein Bot ein
   *[other] Nach { $n } Sekunden springt ein Bot ein
}
remote-away-after-minutes = { $n ->
    [one] Nach { $n } Minute springt ein Bot ein
   *[other] Nach { $n } Minuten springt ein Bot ein
}
remote-here = Anwesend
remote-away-bot = Abwesend: Ein Bot springt ein
remote-away-lost = Abwesend: Die Verbindung ist abgebrochen
remote-not-joined = Noch nicht beigetreten
remote-bot-in = In { $n } s springt ein Bot ein.
remote-game-waits = Das Spiel wartet.
remote-invite-seat = { $name } einladen
remote-new-code = Neuer Code für { $name }
remote-let-bot = Bot einspringen lassen
remote-wait-instead = Lieber warten

## Was der Gastgeber erfährt

remote-joined = { $name } ist vom eigenen Gerät aus beigetreten.
remote-spectator-joined = Ein Zuschauer ist beigetreten: Er sieht den Tisch von außen, aber niemandes Karten.
remote-guest-incompatible = Ein Gerät mit { -app-name } { $guest } wollte beitreten, dieses Gerät hat aber Version { $mine }. Beide brauchen dieselbe Version: Lade die App auf beiden Geräten neu, während sie online sind.
remote-away-too-long = { $name } ist schon zu lange weg: Bis { $name } zurück ist, spielt ein Bot.

## Die Einladung

remote-invite-preparing = Einladung wird vorbereitet …
remote-connecting-seat = Verbinden mit dem Handy von { $name } …
remote-connecting-watch = Verbinden mit dem Handy des Zuschauers …
remote-qr-failed = { $why } Schick stattdessen den Link.
remote-invite-step-one-seat = { $name } scannt diesen Code mit der Handykamera, oder du schickst den Link. Er gilt 30 Minuten lang und nur einmal.
remote-invite-step-one-watch = Der Zuschauer scannt diesen Code mit der Handykamera, oder du schickst ihm den Link. Er gilt 30 Minuten lang und nur einmal.
remote-invite-link-label = Der Link der Einladung
remote-copied = Kopiert
remote-copy-link = Link kopieren
remote-invite-step-two-seat = Das Handy von { $name } zeigt dann einen eigenen Code. Scanne ihn oder füge seinen Text hier ein:
remote-invite-step-two-watch = Das Handy des Zuschauers zeigt dann einen eigenen Code. Scanne ihn oder füge seinen Text hier ein:
remote-scan-their-code = Antwortcode mit der Kamera scannen
remote-their-code-seat = Code von { $name }
remote-their-code-watch = Code des Zuschauers
remote-paste-placeholder = Antwortcode hier einfügen
remote-connect = Verbinden
remote-close = Schließen

## Einladung erstellen und verbinden, auf dem Gerät des Gastgebers

remote-servers-unreadable = Die Server in den Einstellungen (Auf mehreren Geräten spielen) sind nicht lesbar. { $why }
remote-invite-not-made = Die Einladung konnte nicht erstellt werden: { $why }.
remote-connect-failed = Die Geräte konnten sich nicht verbinden: { $why }. Erstelle eine neue Einladung und versuch es noch einmal.
remote-host-no-connection = Die Geräte konnten sich nicht verbinden. Erstelle eine neue Einladung und versuch es noch einmal; sind die Geräte in verschiedenen Netzen, sieh unter Einstellungen → Auf mehreren Geräten spielen nach.

## Die Gründe der Verbindung selbst (in die Sätze oben eingesetzt)

remote-rtc-no-reason = der Browser hat keinen Grund genannt
remote-rtc-cannot-open = dieser Browser kann keine Verbindung zu einem anderen Gerät öffnen ({ $why })
remote-rtc-no-description = der Browser hat keine Beschreibung dieses Geräts geliefert
remote-rtc-offer-failed = die Einladung konnte nicht erstellt werden ({ $why })
remote-rtc-answer-unusable = die Antwort war nicht verwendbar ({ $why })
remote-rtc-offer-unusable = die Einladung war nicht verwendbar ({ $why })
remote-rtc-answer-failed = die Antwort konnte nicht erstellt werden ({ $why })

## Die Server in den Einstellungen

remote-ice-not-address = Zeile { $line }: „{ $url }“ ist keine Serveradresse: Sie beginnt mit stun: oder turn:, etwa stun:stun.example.org:3478.
remote-ice-after-address = Zeile { $line }: Nach der Adresse folgen ein Benutzername und ein Passwort (bei einem TURN-Server) oder nichts.
remote-ice-turn-needs-user = Zeile { $line }: Ein TURN-Server braucht nach der Adresse seinen Benutzernamen und sein Passwort.

## Die Leiste des Gastes

remote-guest-leave = ← Verlassen
remote-guest-on-table = Am Tisch des Gastgebers
remote-guest-leave-title = Den Tisch des Gastgebers verlassen?
remote-guest-leave-text = Das Spiel geht dort ohne dich weiter: Der Gastgeber kann einen Bot für dich spielen lassen. Willst du zurückkommen, bitte den Gastgeber um eine neue Einladung.
remote-guest-leave-yes = Tisch verlassen
remote-guest-stay = Bleiben

## Die Seite des Gastes

remote-guest-joining-title = Einem Tisch beitreten
remote-guest-joining = Einladung wird gelesen und die Antwort dieses Geräts vorbereitet …
remote-guest-problem-title = Diese Einladung ist nicht verwendbar
remote-guest-open-parlour = Stattdessen den Salon öffnen
remote-guest-plays-as = Du spielst als { $name }.
remote-guest-watches = Du schaust an diesem Tisch zu.
remote-guest-connected = Verbunden
remote-guest-not-connected = Nicht verbunden
remote-guest-lost = Die Verbindung zum Gastgeber ist abgebrochen. Dein Platz bleibt dir erhalten: Bitte den Gastgeber um einen neuen Code für deinen Platz und öffne ihn auf diesem Gerät.
remote-answer-title = Zeig das dem Gastgeber
remote-answer-how = Der Gastgeber scannt diesen Code mit seinem Gerät, oder du kopierst den Text und schickst ihn dem Gastgeber.
remote-answer-label = Die Antwort dieses Geräts
remote-answer-copy = Text kopieren
remote-answer-waiting = Warten, bis der Gastgeber ihn scannt … Sobald er das getan hat, öffnet sich hier der Tisch.

## Was auf dem Gerät des Gastes schiefgeht

remote-guest-cannot-answer = Dieses Gerät konnte die Einladung nicht beantworten: { $why }. Bitte den Gastgeber um eine neue.
remote-guest-no-connection = Die Geräte konnten sich nicht verbinden. Bitte den Gastgeber um eine neue Einladung; sind die Geräte in verschiedenen Netzen, sieh auf beiden unter Einstellungen → Auf mehreren Geräten spielen nach.
remote-refused = Der Gastgeber hat das nicht angenommen: { $reason }.
remote-not-sent = Nicht gesendet: { $why }.
remote-not-at-table = du sitzt an keinem Tisch
remote-incompatible-offline = Der Gastgeber hat { -app-name } Version { $app }, Protokoll { $protocol }, dieses Gerät Version { $mine }. Dieses Gerät ist offline und kann sich nicht aktualisieren: Es kann beitreten, sobald es online war und neu geladen wurde.
remote-incompatible = Der Gastgeber hat { -app-name } Version { $app }, Protokoll { $protocol }, dieses Gerät Version { $mine }. Lade diese Seite neu, um zu aktualisieren, und bitte den Gastgeber dann um eine neue Einladung.

## Die Codes, die zwischen den Geräten wandern

remote-code-empty = Hier ist noch kein Code: Füge den ganzen Code ein oder scanne ihn.
remote-code-not-a-code = Das ist keine Einladung und keine Antwort von { -app-name }: Kopiere den ganzen Code noch einmal.
remote-code-damaged = Dieser Code ist unvollständig oder beschädigt: Kopiere den ganzen Code noch einmal oder scanne ihn aus geringerem Abstand.
remote-code-newer = Dieser Code stammt von einer neueren Version von { -app-name }: Aktualisiere zuerst diese App (online neu laden).
remote-code-older = Dieser Code stammt von einer älteren Version von { -app-name }: Aktualisiere die App auf dem anderen Gerät (online neu laden) und erstelle dann einen neuen Code.
remote-code-answer-not-offer = Das ist ein Antwortcode: Zeig ihn dem Gastgeber, der ihn scannt.
remote-code-offer-not-answer = Das ist eine Einladung: Öffne sie auf dem Gerät, das beitreten soll.
remote-code-expired = Diese Einladung ist abgelaufen: Bitte den Gastgeber um eine neue.
remote-code-other-table = Dieser Code gehört zu einem anderen Tisch.
remote-code-other-seat = Diese Antwort gehört zur Einladung für einen anderen Platz: Scanne die Antwort von dem Gerät, das du auf diesen Platz eingeladen hast.

## QR-Codes und die Kamera

remote-qr-title = QR-Code zum Scannen mit der Kamera des anderen Geräts
remote-qr-too-long = Das ist zu lang für einen QR-Code: { $n } Zeichen, höchstens { $max } passen hinein.
remote-qr-cannot-draw = Das lässt sich nicht als QR-Code darstellen ({ $why }).
remote-qr-not-drawn = Der QR-Code konnte nicht gezeichnet werden.
remote-qr-wrong-size = Das Kamerabild hat nicht die angegebene Größe ({ $width } × { $height } Pixel, { $bytes } Bytes).
remote-qr-none = Kein QR-Code gefunden: Halte den Code ruhig in den Rahmen, bei gutem Licht.
remote-qr-unreadable = Ein QR-Code ist zu sehen, aber noch nicht lesbar: Halte ihn ruhiger, etwas weiter weg oder in besserem Licht.
remote-camera-picture = Das Kamerabild
remote-scan-hold = Halte den Code ins Bild.
remote-scan-stop = Kamera ausschalten
remote-camera-not-allowed = Die Kamera wurde nicht erlaubt. Erlaube sie in den Einstellungen des Browsers oder füge stattdessen den Text ein.
remote-camera-none = Dieses Gerät hat keine nutzbare Kamera: Füge stattdessen den Text ein.
remote-camera-busy = Die Kamera wird gerade von einer anderen App benutzt: Schließ sie dort oder füge stattdessen den Text ein.
remote-camera-failed = Die Kamera ließ sich nicht öffnen: Füge stattdessen den Text ein.
remote-camera-unavailable = Dieser Browser kann hier keine Kamera nutzen: Füge stattdessen den Text ein.

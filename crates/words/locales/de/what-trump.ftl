# Deutsch: der Tisch von „Was sticht?“ (Chipauswahl, Trumpf, Raster, Aufgaben, Stiche,
# Wertung der Runde und Spielende) und was jede Aufgabe verlangt. Die Namen der Aufgaben, die
# Beschreibung des Trumpfs und die Zeilen über den Stichen stehen in captions.ftl und cards.ftl.

## Die Teile des Tischs

what-trump-table = Tisch
what-trump-players = Spieler
what-trump-side-log = Auswahlprotokoll und bekannte Karten
what-trump-you = Du
what-trump-you-lower = du
what-trump-dealer = Geber

## Die Farben und die Karten

what-trump-red = Rot
what-trump-green = Grün
what-trump-yellow = Gelb
what-trump-blue = Blau
what-trump-card = { $suit } { $rank }
what-trump-card-trump = { $suit } { $rank }, Trumpf
what-trump-card-supertrump = { $suit } { $rank }, Obertrumpf

## Die Statuszeile

what-trump-status-chip-mine = Du bist dran: Nimm einen Aufgabenchip aus der Mitte (du hast { $have } von 5).
what-trump-status-chip-now = { $who } wählt einen Chip …
what-trump-status-chip-next = { $who } nimmt einen Chip.
what-trump-status-trump-mine = Du gibst: Sieh dir das Raster an und lege den geheimen Trumpf fest.
what-trump-status-trump-now = { $who } gibt und legt den geheimen Trumpf fest …
what-trump-status-trump-next = { $who } legt den geheimen Trumpf fest.
what-trump-status-draft-mine = Du bist dran: Nimm eine Karte aus Spalte { $column }.
what-trump-status-draft-now = { $who } wählt aus Spalte { $column } …
what-trump-status-draft-next = { $who } nimmt eine Karte aus Spalte { $column }.
what-trump-status-tasks-mine = Der Trumpf ist aufgedeckt: Wähle deine geheime Aufgabe für diese Runde.
what-trump-status-tasks-now = { $who } wählt eine Aufgabe …
what-trump-status-tasks-next = { $who } wählt eine Aufgabe.
what-trump-status-you-won = Du hast den Stich gemacht.
what-trump-status-won = { $who } hat den Stich gemacht.
what-trump-status-lead = Du bist dran: Spiel zu Stich { $trick } von { $total } aus.
what-trump-status-no-trump = Du bist dran: Du hast keinen Trumpf, spiel also eine beliebige Karte (Stich { $trick } von { $total }).
what-trump-status-no-suit = Du bist dran: Du kannst { $suit } nicht bedienen, spiel also eine beliebige Karte (Stich { $trick } von { $total }).
what-trump-status-play-trump = Du bist dran: Trumpf wurde ausgespielt – spiel einen Trumpf (Stich { $trick } von { $total }).
what-trump-status-follow = Du bist dran: Bediene { $suit } mit einer Karte, die kein Trumpf ist (Stich { $trick } von { $total }).
what-trump-status-leads-now = { $who } spielt zu Stich { $trick } von { $total } aus …
what-trump-status-leads-next = { $who } spielt zu Stich { $trick } von { $total } aus.
what-trump-status-plays-now = { $who } spielt … (Stich { $trick } von { $total })
what-trump-status-plays-next = { $who } spielt eine Karte zu Stich { $trick } von { $total }.
what-trump-status-discard-mine = Du hast eine Aufgabe erfüllt, an der ein anderer Spieler gescheitert ist: Lege einen deiner Chips ab.
what-trump-status-discard-now = { $who } hat eine gescheiterte Aufgabe erfüllt und wählt einen Chip zum Ablegen …
what-trump-status-discard-next = { $who } hat eine gescheiterte Aufgabe erfüllt und legt einen Chip ab.
what-trump-status-over = Das Spiel ist vorbei.

## Die Chips

what-trump-chip-draft = Chipauswahl
what-trump-chip-draft-about = Nehmt reihum je einen Aufgabenchip, bis jeder fünf hat. Jeder Chip ist eine Aufgabe, die du in einer Runde erfüllen kannst; erfüllst du sie, ist der Chip weg. Wer als Erster keine Chips mehr in seiner Auslage hat, gewinnt.
what-trump-chips-in-middle = { $n ->
    [one] Noch { $n } Chip in der Mitte.
   *[other] Noch { $n } Chips in der Mitte.
}
what-trump-chip-no = kein { $symbol }
what-trump-chip-fewest = Wenigste
what-trump-chip-most = Meiste
what-trump-chip-last = Letzter
what-trump-chip-count = ({ $n } Chips)
what-trump-chips = { $n ->
    [one] { $n } Chip
   *[other] { $n } Chips
}
what-trump-no-chips-yet = noch keine Chips
what-trump-no-chips-left = keine Chips mehr
what-trump-none-left = keine mehr

## Die Hand

what-trump-tricks = { $n ->
    [one] { $n } Stich
   *[other] { $n } Stiche
}
what-trump-hand-dealer = Geber: beansprucht gescheiterte Aufgaben
what-trump-task-is = Aufgabe: { $task }
what-trump-your-task-is = Deine Aufgabe: { $task }
what-trump-no-cards = Keine Karten auf der Hand.
what-trump-hand-later = Deine Hand stellst du aus dem Raster zusammen, sobald die Chips verteilt sind.
what-trump-your-trumps = Deine Trümpfe
what-trump-trumps = Trümpfe

## Der Stich

what-trump-you-win = du gewinnst
what-trump-wins = { $name } gewinnt
what-trump-you-lead = du spielst aus
what-trump-leads = { $name } spielt aus
what-trump-before-tricks = Die Stiche werden gespielt, sobald alle eine Aufgabe gewählt haben.
what-trump-slot-led = ausgespielt
what-trump-slot-wins = gewinnt

## Das Raster und das Auswahlprotokoll

what-trump-you-start = du beginnst
what-trump-starts = { $name } beginnt
what-trump-column = Spalte { $n }
what-trump-draft-grid = Kartenraster
what-trump-log-empty = Leer bis zur Kartenauswahl der ersten Runde.
what-trump-draft-log = Auswahlprotokoll
what-trump-known-and-log = Bekannte Karten und Auswahlprotokoll
what-trump-known-hands = Bekannte Hände
what-trump-known-others = Jede Wahl geschah offen, daher sind das die restlichen Karten der anderen.
what-trump-known-all = Jede Wahl geschah offen, daher ist jede Hand bekannt.
what-trump-no-picks = Noch keine Karte gewählt.
what-trump-log-picks = Gewählte Karten, Spalte für Spalte

## Der Trumpf

what-trump-trump = Trumpf
what-trump-trump-each-round = In jeder Runde legt der Geber heimlich eine Trumpffarbe und eine Trumpfzahl fest.
what-trump-trump-you-choose = Du legst den geheimen Trumpf fest.
what-trump-trump-they-choose = { $dealer } legt ihn heimlich fest.
what-trump-trump-secret = Trumpf: geheim
what-trump-trump-secret-until = Geheim bis zum Ende der Kartenauswahl – nur { $dealer } (der Geber) kennt ihn.
what-trump-your-secret = Dein geheimer Trumpf: { $trump }
what-trump-revealed-later = Er wird für alle aufgedeckt, wenn die Kartenauswahl endet.
what-trump-their-secret = Geheimer Trumpf: { $trump }
what-trump-only-dealer-knows = Nur { $dealer } (der Geber) kennt ihn, bis die Kartenauswahl endet.
what-trump-trump-is = Trumpf: { $trump }
what-trump-trumps-both = Trümpfe: jede Karte in { $suit } und jede { $number }. { $card } ist der Obertrumpf.
what-trump-trumps-suit = Trümpfe: jede Karte in { $suit }.
what-trump-trumps-number = Trümpfe: jede { $number }, gleich welcher Farbe.
what-trump-trumps-none = Kein Trumpf: Die höchste Karte der ausgespielten Farbe gewinnt.

## Den Trumpf festlegen

what-trump-set-title = Geheimen Trumpf festlegen
what-trump-set-about = Nur du siehst ihn, bis die Kartenauswahl vorbei ist. Karten der Trumpffarbe und Karten der Trumpfzahl sind Trümpfe.
what-trump-trump-suit = Trumpffarbe
what-trump-trump-number = Trumpfzahl
what-trump-no-suit = Keine Farbe
what-trump-no-number = Keine Zahl
what-trump-none = Keine
what-trump-set-choose = Wähle eine Farbe (oder keine) und eine Zahl (oder keine).
what-trump-set-preview = Trumpf: { $trump }.
what-trump-set-preview-super = Trumpf: { $trump }. { $card } wird der Obertrumpf.
what-trump-set-confirm = Trumpf bestätigen

## Eine Aufgabe wählen

what-trump-tasks = Aufgaben
what-trump-tasks-replay = Der Trumpf ist aufgedeckt. Jeder Spieler außer dem Geber wählt jetzt einen seiner Chips als geheime Aufgabe für diese Runde.
what-trump-tasks-dealer = Du gibst in dieser Runde und hast daher keine Aufgabe. Nach den Stichen wird jede Aufgabe, an der ein anderer Spieler gescheitert ist, für dich geprüft: Erfüllst du eine davon, darfst du einen Chip ablegen.
what-trump-your-task = Deine Aufgabe
what-trump-tasks-waiting = Warte, bis die anderen gewählt haben.
what-trump-tasks-wait-turn = Warte, bis du deine Aufgabe wählen kannst.
what-trump-choose-task = Wähle deine Aufgabe für diese Runde
what-trump-choose-task-about = Niemand sonst sieht sie, bevor die Runde gewertet wird. Sieh dir vorher deine Hand und den Trumpf an.

## Die Spieler

what-trump-player-dealer = Geber: keine Aufgabe, beansprucht gescheiterte
what-trump-choosing-task = Aufgabe wird gewählt …
what-trump-task-chosen = Aufgabe gewählt (geheim)
what-trump-bot = Bot · { $level }
what-trump-person = Person
what-trump-captured-suit = gewonnene Karten in { $suit }
what-trump-captured = Gewonnene Karten

## Der Anspruch des Gebers

what-trump-failed-by = { $task } (gescheitert bei { $who })
what-trump-dealers-claim = Der Anspruch des Gebers
what-trump-dealer-met = { $dealer } hat erfüllt: { $claims }. Der Geber legt jetzt einen Chip ab.
what-trump-claim-succeeded = Dein Anspruch war erfolgreich
what-trump-you-met = Du hast erfüllt: { $claims }. Lege einen deiner Chips ab.

## Die Wertung der Runde

what-trump-round-scored = Runde { $n } gewertet
what-trump-next-round = Nächste Runde
what-trump-name-you = { $name } (du)
what-trump-claim-met = Anspruch erfüllt
what-trump-claim-met-discarded = Anspruch erfüllt · { $task } abgelegt
what-trump-no-claim = kein Anspruch
what-trump-met = ✓ erfüllt – Chip abgelegt
what-trump-failed-dealer-met = ✗ gescheitert (der Geber hat sie erfüllt)
what-trump-failed = ✗ gescheitert
what-trump-a-chip = einen Chip
what-trump-claim-you = Du (der Geber) hast { $claims } erfüllt und { $chip } abgelegt.
what-trump-claim-dealer = Der Geber, { $dealer }, hat { $claims } erfüllt und { $chip } abgelegt.
what-trump-nothing-you = Du (der Geber) hattest nichts zu beanspruchen: Jede Aufgabe wurde erfüllt.
what-trump-nothing-dealer = Der Geber, { $dealer }, hatte nichts zu beanspruchen: Jede Aufgabe wurde erfüllt.
what-trump-none-you = Du (der Geber) hast keine der gescheiterten Aufgaben erfüllt.
what-trump-none-dealer = Der Geber, { $dealer }, hat keine der gescheiterten Aufgaben erfüllt.
what-trump-col-player = Spieler
what-trump-col-task = Aufgabe
what-trump-col-result = Ergebnis
what-trump-col-tricks = Stiche
what-trump-col-captured = Gewonnen
what-trump-col-chips = Chips jetzt
what-trump-trump-was = Trumpf war { $trump }. Letzter Stich: { $winner }.

## Das Spielende

what-trump-dealer-short = G
what-trump-over-how = Nach { $n ->
    [one] { $n } Runde
   *[other] { $n } Runden
}. G = Geber (✓, wenn sein Anspruch erfolgreich war).
what-trump-round-by-round = Runde für Runde
what-trump-round = Runde

## Die Aufgaben: was jede verlangt, und ihre Kurzform (die schmale Tabelle am Spielende)

what-trump-explain-exactly = Mache in dieser Runde genau { $n } { $n ->
    [one] Stich
   *[other] Stiche
}.
what-trump-explain-no-suit = Gewinne in deinen Stichen keine Karte in { $colour } ({ $symbol }), ob Trumpf oder nicht.
what-trump-explain-fewest = Mache weniger Stiche als jeder andere Spieler (Gleichstand reicht nicht).
what-trump-explain-most = Mache mehr Stiche als jeder andere Spieler (Gleichstand reicht nicht).
what-trump-explain-last = Mache den letzten Stich der Runde.
what-trump-explain-none = Mache keinen einzigen Stich.
what-trump-short-exactly = ={ $n }
what-trump-short-no-suit = kein{ $symbol }
what-trump-short-zero = null

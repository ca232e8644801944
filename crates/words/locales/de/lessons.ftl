# Deutsch: die geführten Lektionen – Titel, die Karte „Was ist anders“, die Sätze des Trainers und
# seine letzten Worte. Das Englische steht in crates/rules/lessons/<spiel>.json.

## ace-trump

lesson-ace-trump-title = Deine erste Runde Ass-Trumpf
lesson-ace-trump-intro-1 = Das Decktet hat sechs Farben, und die meisten Karten tragen zwei davon.
lesson-ace-trump-intro-2 = Bedienen kannst du mit jeder Karte, die eine Farbe mit der ausgespielten Karte teilt.
lesson-ace-trump-intro-3 = Anfangs gibt es keinen Trumpf: Ein gespieltes Ass macht seine Farbe sofort zu Trumpf, bis zum nächsten Ass.
lesson-ace-trump-intro-4 = Ein Ass ist die niedrigste Karte von allen, eine Krone die höchste.
lesson-ace-trump-intro-5 = Karten von gleichem Rang? Dann entscheiden die Farben der ausgespielten Karte, von oben gelesen.
lesson-ace-trump-coach-1 = Das sind deine zwölf Karten. Jede zeigt ihre Farben als Symbole: eine Zahlenkarte zwei, ein Ass oder eine Krone eine. Ann sitzt links vom Geber und spielt aus.
lesson-ace-trump-coach-2 = Ann hat das Meer (Krone in Welle) ausgespielt. Eine Karte bedient, wenn sie eine Farbe mit ihm teilt: hier jede Karte mit Welle.
lesson-ace-trump-coach-3 = Ben hat das Welle-Ass gespielt, also ist ab jetzt Welle Trumpf, auch in diesem Stich. Anns Krone ist jetzt der höchste Trumpf.
lesson-ace-trump-coach-4 = Du hast keine Welle, also darfst du jede Karte spielen. Spiel das Drache-Ass: Ein Ass wechselt den Trumpf sogar mitten im Stich.
lesson-ace-trump-coach-5 = Ein Stich zählt nach dem Trumpf, der gilt, wenn seine letzte Karte fällt. Jetzt ist Drache Trumpf und dein Ass der einzige Drache, also gewinnt es, obwohl ein Ass die niedrigste Karte ist.
lesson-ace-trump-coach-6 = Wer einen Stich gewinnt, spielt zum nächsten aus. Spiel das Unheil (Krone in Drache) aus, den höchsten Trumpf.
lesson-ace-trump-coach-7 = Spiel den Autor (2 in Mond und Knoten) aus. Jede Karte mit Mond oder Knoten bedient ihn.
lesson-ace-trump-coach-8 = Zwei Kronen: gleicher Rang, ein Gleichstand. Lies die Farben der ausgespielten Karte von oben, erst Mond, dann Knoten: Bens Jägerin trägt Mond, also schlägt sie Anns Glücksfall in Knoten.
lesson-ace-trump-coach-9 = Zwei Asse in einem Stich: Das spätere bestimmt den Trumpf. Sonne ist Trumpf, und dein Pakt (9 in Mond und Sonne) ist die höchste Sonne.
lesson-ace-trump-coach-10 = Die Runde ist vorbei. Jeder Stich zählt einen Punkt: Du hast 7 gemacht, Ann 3, Ben 2.
lesson-ace-trump-end = Eine Partie geht über eine Anzahl Runden oder bis jemand eine Zielpunktzahl erreicht. Diese Lektion war eine Partie aus einer Runde, und du hast sie gewonnen.

## ransom-trump

lesson-ransom-trump-title = Deine erste Runde Lösegeld-Trumpf
lesson-ransom-trump-intro-1 = Das Decktet hat sechs Farben, und die meisten Karten tragen zwei davon.
lesson-ransom-trump-intro-2 = Vor den Stichen gibt jeder eine Karte verdeckt ab: ein Lösegeld, um den Trumpf zu kaufen.
lesson-ransom-trump-intro-3 = Lösegelder, die auf dem höchsten Rang gleichstehen, fallen alle weg; das höchste, das allein übrig bleibt, gewinnt.
lesson-ransom-trump-intro-4 = Das siegreiche Lösegeld bestimmt den Trumpf (hat es zwei Farben, wählt sein Besitzer), und sein Besitzer spielt aus.
lesson-ransom-trump-intro-5 = Bedienen kannst du mit jeder Karte, die eine Farbe mit der ausgespielten teilt. Asse sind hier einfache niedrige Karten.
lesson-ransom-trump-coach-1 = Vor dem ersten Stich legt jeder eine Karte verdeckt als Lösegeld ab. Sobald alle liegen, werden sie zusammen aufgedeckt.
lesson-ransom-trump-coach-2 = Leg den Kaufmann (9 in Blatt und Knoten) ab. Ein hohes Lösegeld kauft den Trumpf, und du hast viel Blatt.
lesson-ransom-trump-coach-3 = Die Lösegelder: dein Kaufmann, eine 9, und zwei Kronen, Anns Barde und Bens Glücksfall. Die Kronen stehen oben gleich, also fallen beide weg, und deine 9 ist jetzt allein die höchste: Sie gewinnt.
lesson-ransom-trump-coach-4 = Dein Lösegeld hat zwei Farben, also wählst du den Trumpf. Mach Blatt zu Trumpf: Du hast die Krone in Blatt und vier weitere Blatt.
lesson-ransom-trump-coach-5 = Wer das Lösegeld gewonnen hat, spielt aus. Dein Lösegeld wird für diese Runde beiseitegelegt: Es ist kein Stich. Spiel das Ende (Krone in Blatt) aus.
lesson-ransom-trump-coach-6 = Asse sind bei Lösegeld-Trumpf einfache niedrige Karten: Sie ändern nichts. Dein Ursprung trägt Blatt, hier den einzigen Trumpf, also gewinnt er.
lesson-ransom-trump-coach-7 = Anns Finsternis und Bens Pakt sind beide 9er: ein Gleichstand. Deine Reise, die ausgespielte Karte, zeigt von oben Mond, dann Welle: Der Pakt trägt Mond, also gewinnt Ben.
lesson-ransom-trump-coach-8 = Die Runde ist vorbei. Jeder Stich zählt einen Punkt: Du hast 8 der 9 Stiche gemacht.
lesson-ransom-trump-end = Eine Partie geht über eine Anzahl Runden oder bis jemand eine Zielpunktzahl erreicht. Diese Lektion war eine Partie aus einer Runde, und du hast sie gewonnen.

## top-trumps

lesson-top-trumps-title = Deine ersten Züge in Supertrumpf
lesson-top-trumps-intro-1 = Jede Karte ist ein Berg mit denselben fünf Werten, jeder eine Zahl.
lesson-top-trumps-intro-2 = Der Ansager nennt einen Wert, und die obersten Karten aller werden darin verglichen.
lesson-top-trumps-intro-3 = Bei den meisten Werten gewinnt der höchste; bei der Erstbesteigung das früheste Jahr.
lesson-top-trumps-intro-4 = Der eine beste Wert nimmt alle gezeigten Karten. Wer alle Karten gewinnt, gewinnt das Spiel.
lesson-top-trumps-intro-5 = Ein Gleichstand oder eine Karte ohne Angabe schickt die Karten auf den Mittelstapel.
lesson-top-trumps-coach-1 = Das ist deine oberste Karte: Du siehst sie, und nur sie. Ann sitzt links vom Geber und sagt zuerst an.
lesson-top-trumps-coach-2 = Ann hat Höhe genannt: Ihr Nanga Parbat schlägt deinen Mount Stanley und Bens Mount Ararat. Sie legt alle drei unter ihren Stapel und sagt wieder an.
lesson-top-trumps-coach-3 = Erstbesteigung: Das früheste Jahr gewinnt. Dein Mont Blanc (1786) schlägt Anns Eiger und Bens Shishapangma: Die Karten gehören dir, und du sagst als Nächstes an.
lesson-top-trumps-coach-4 = Dein Mount Whitney wurde schon 1873 zum ersten Mal bestiegen. Wähle Erstbesteigung („First ascent“).
lesson-top-trumps-coach-5 = Bens Mount Fuji hat keine Angabe zur Erstbesteigung. Niemand gewinnt: Alle drei Karten gehen auf den Mittelstapel, und du sagst wieder an.
lesson-top-trumps-coach-6 = Dein Ojos del Salado liegt weit vom Erdmittelpunkt entfernt. Wähle Entfernung vom Erdmittelpunkt („Distance from Earth's centre“): Der Gewinner nimmt auch den Mittelstapel.
lesson-top-trumps-coach-7 = Du gewinnst: Deine Karte, die zwei anderen und die drei vom Mittelstapel, sechs Karten, kommen unter deinen Stapel.
lesson-top-trumps-coach-8 = Anns Broad Peak und dein Gasherbrum II liegen beide 35,8° vom Äquator: ein Gleichstand beim besten Wert. Alle drei Karten gehen auf den Mittelstapel, und Ann sagt wieder an.
lesson-top-trumps-coach-9 = Anns Mount Erebus gewinnt den nächsten Zug und nimmt den Mittelstapel mit den gezeigten Karten.
lesson-top-trumps-end = Die Lektion endet nach diesen neun Zügen. Das Spiel geht weiter, bis ein Spieler alle Karten hat; nach 1.000 Zügen gewinnt, wer die meisten Karten hat.

## truf

lesson-truf-title = Deine erste Runde Truf
lesson-truf-intro-1 = Du bietest, indem du Karten aus deiner Hand zeigst: Ihre Werte ergeben die Stiche, die du versprichst.
lesson-truf-intro-2 = Mach genau dein Gebot: keinen Stich mehr, keinen weniger.
lesson-truf-intro-3 = Eine Karte kann minus zählen: Dann zieht sie ihren Wert von deinem Gebot ab.
lesson-truf-intro-4 = Das beste Gebot spielt aus und bestimmt Trumpf, wenn seine Karten eine Farbe teilen.
lesson-truf-intro-5 = Du kannst nicht bedienen? Spiel eine beliebige Karte verdeckt; sie wird aufgedeckt, wenn der Stich fertig ist.
lesson-truf-coach-1 = Alle bieten gleichzeitig und geheim: Zeig Karten aus deiner Hand, jede plus oder minus. 2 bis 10 zählen ihre Zahl, ein Ass 1, Bube, Dame oder König 10 (0, wenn allein gezeigt).
lesson-truf-coach-2 = Tippe auf die Karo 5 und das Karo Ass, schalte das Ass auf minus und tippe dann auf „4 bieten“: 5 weniger 1 ergibt ein Gebot von 4 Stichen. Beide sind Karo, also ist Karo Trumpf, wenn dein Gebot gewinnt. Die gezeigten Karten bleiben in deiner Hand, aber alle wissen, dass du sie hast.
lesson-truf-coach-3 = Die Gebote werden gezeigt: du 4, Ann 3, Ben 3, Cleo 3. Deins ist das höchste, also ist Karo Trumpf und du spielst aus.
lesson-truf-coach-4 = 4 + 3 + 3 + 3 sind 13, genau die Stiche der Runde: ein ausgeglichenes Spiel. Wer das Bieten gewonnen hat, muss es nach oben oder nach unten kippen.
lesson-truf-coach-5 = Kipp es nach oben: Jedes Gebot steigt um eins, also musst du genau 5 machen, und es ist ein hohes Spiel (ein Stich zu wenig kostet 2, einer zu viel 1).
lesson-truf-coach-6 = Du spielst aus. Trumpf darf erst ausgespielt werden, wenn in einem früheren Stich einer gespielt wurde, außer du hast nur noch Trumpf. Spiel die Herz 9 aus.
lesson-truf-coach-7 = Cleo hat Herz ausgespielt, und du hast keins: Du darfst eine beliebige Karte verdeckt spielen. Spiel die Karo 4, einen Trumpf. Bis der Stich fertig ist, kann niemand sie von einer Abwurfkarte unterscheiden.
lesson-truf-coach-8 = Aufgedeckt: Deine Karo 4, der einzige Trumpf, gewinnt. Jetzt ist Trumpf gebrochen: Ab dem nächsten Stich darf jeder Trumpf ausspielen.
lesson-truf-coach-9 = Du hast genau 5 gemacht und bekommst 5 Punkte. Ann und Ben haben 3 von 4 gemacht (je −2: Ein Stich zu wenig kostet im hohen Spiel 2), und Cleo 2 von 4 (−4).
lesson-truf-end = Eine Partie geht über eine Anzahl Runden, 4, wenn du nichts anderes wählst, und die höchste Gesamtpunktzahl gewinnt. Diese Lektion war eine Partie aus einer Runde.

## what-trump

lesson-what-trump-title = Deine erste Runde „Was sticht?“
lesson-what-trump-intro-1 = Du hast fünf Aufgabenchips: Erfüllst du die Aufgabe einer Runde, verlässt ihr Chip deine Auslage. Eine leere Auslage gewinnt.
lesson-what-trump-intro-2 = Deine Hand stellst du aus einem offenen Kartenraster zusammen: Jede Karte ist zu sehen.
lesson-what-trump-intro-3 = Der Geber wählt heimlich den Trumpf: eine Farbe, eine Zahl, beides oder nichts davon.
lesson-what-trump-intro-4 = Gibt es eine Trumpfzahl, ist jede Karte dieser Zahl Trumpf, egal in welcher Farbe.
lesson-what-trump-intro-5 = Deine Aufgabe bleibt geheim, bis die Runde gewertet wird.
lesson-what-trump-coach-1 = Zuerst die Chipauswahl, einmal pro Partie. Die Geberin, Ann, nimmt einen Chip aus der Mitte, dann reihum alle anderen, bis jeder fünf hat. Alle sehen die Chips aller.
lesson-what-trump-coach-2 = Du wählst. Jeder Chip ist eine Aufgabe, die du später wählen kannst, eine pro Runde. Nimm „Letzter Stich“.
lesson-what-trump-coach-3 = Jeder hat fünf Chips. Jetzt die Runde: Alle 36 Karten liegen offen in 9 Spalten. Ann gibt, also sieht sie sich das Raster an und wählt heimlich den Trumpf.
lesson-what-trump-coach-4 = Ann hat den Trumpf gewählt. Du siehst ihn, sobald das Raster leer ist; bis dahin ist das, was sie nimmt, dein Hinweis.
lesson-what-trump-coach-5 = Die Spalten werden von links ausgewählt. Ein markierter Spieler nimmt eine Karte, dann der nächste links von ihm, und so weiter. Zu dritt nimmt der markierte auch die letzte Karte der Spalte.
lesson-what-trump-coach-6 = Du wählst aus Spalte 1. Nimm ♠2 (Gelb 2): Niedrige Karten verlieren Stiche, und genau das will dein Chip „Wenigste Stiche“.
lesson-what-trump-coach-7 = Das Raster ist leer, und der Trumpf wird gezeigt: Gelb und die 5. Jede gelbe Karte ist Trumpf, ebenso jede 5. ♠5, Gelb und 5 zugleich, ist der Obertrumpf: Er schlägt alles.
lesson-what-trump-coach-8 = Jetzt wählt jeder außer dem Geber heimlich einen seiner Chips als Aufgabe dieser Runde. Ben wählt zuerst.
lesson-what-trump-coach-9 = Wähle „Wenigste Stiche“: Mach weniger Stiche als jeder andere Spieler. Deine vielen niedrigen Karten helfen dabei.
lesson-what-trump-coach-10 = Wer die niedrigste Karte der Trumpffarbe hat, spielt als Erster aus: Ben, mit ♠1 (Gelb 1).
lesson-what-trump-coach-11 = Ben hat ♥5 ausgespielt: eine 5, also Trumpf. Alle Trümpfe zählen als eine Farbe, also musst du Trumpf spielen. Deine gelben Karten sind Trumpf und wegen ihrer Zahl auch ♦5: Spiel ♦5.
lesson-what-trump-coach-12 = Drei 5er. Treffen Karten der Trumpfzahl aufeinander, gewinnt die zuerst gespielte, also macht Ben den Stich. Nur der Obertrumpf, ♠5, würde sie schlagen.
lesson-what-trump-coach-13 = Die Runde wird gewertet. Du hast 2 Stiche gemacht, Ann 4, Ben 6: die wenigsten, also ist deine Aufgabe erfüllt und ihr Chip verlässt deine Auslage. Bens „Meiste Stiche“ ist auch erfüllt.
lesson-what-trump-end = Das war eine Runde. Das Spiel geht Runde um Runde weiter, und das Geben wandert nach links, bis jemandes Auslage leer ist.

# Deutsch: der Tisch einer Lektion: das Feld des Trainers, ein Zug abseits der Lektion und was
# er laut dem Experten gekostet hat, die Karte „Was ist anders“ vor dem ersten Zug und die
# Karte am Ende der Lektion. (Die Worte der Lektionen selbst stehen in lessons.ftl.)

## Der Trainer

lesson-coach = Trainer
lesson-progress = Fortschritt der Lektion
lesson-next = Weiter
lesson-your-move = Du bist dran
lesson-your-move-marked = Du bist dran: der markierte Zug
lesson-your-move-is = Dein Zug: { $move }.

## Ein Zug abseits der Lektion

lesson-off-script = Nicht der Zug der Lektion
lesson-off-script-moves = Dein Zug: { $played }. Der Zug der Lektion: { $expected }.
lesson-take-back-note = Nimm ihn zurück, um mit der Lektion weiterzumachen.
lesson-take-back = ↶ Zurücknehmen
lesson-cost-asking = Der Experte wägt deinen Zug ab …
lesson-cost-unknown = Der Experte konnte ihn nicht bewerten: { $why }.
lesson-cost-unweighed = Der Experte hat bei seiner Suche nicht beide Züge bewertet und kann daher nicht sagen, was dich deiner gekostet hat.
lesson-cost-more = Der Experte schätzt, dass der Zug der Lektion etwa { $more } bringt als deiner.
lesson-cost-better = Der Experte hält deinen sogar für besser, um etwa { $more }; aber die Lektion bleibt bei ihrem Ablauf, um dir eine Regel zu zeigen.
lesson-cost-alike = Der Experte bewertet beide gleich; die Lektion bleibt bei ihrem Ablauf, um dir eine Regel zu zeigen.

## Die Karte „Was ist anders“ und das Ende

lesson-intro-title = Was bei { $game } anders ist
lesson-intro-about = Du spielst eine kurze Runde. Der Trainer erklärt jede Regel, sobald sie drankommt, und zeigt auf dem Tisch darauf; die Züge der anderen Spieler stehen fest, also sieht jeder Lernende dieselbe Runde.
lesson-start = Lektion starten
lesson-not-now = Nicht jetzt
lesson-done-title = Lektion abgeschlossen: { $game }
lesson-done-about = Sie ist auf der Startseite als abgeschlossen markiert. Ihre Runde kannst du jederzeit wieder spielen.
lesson-play-game = Eine Partie { $game } spielen
lesson-again = Lektion noch einmal spielen
lesson-back-to-hub = Zurück zur Startseite

## Eine Lektion, die sich nicht spielen lässt

lesson-cannot-be-used = Die Lektion kann nicht verwendet werden: { $why }.
lesson-none-yet = Für dieses Spiel gibt es noch keine Lektion.
lesson-cannot-start = Die Lektion kann nicht beginnen: { $why }.
lesson-read-the-card-first = lies zuerst die Karte zum Spiel (tippe auf „Lektion starten“)
lesson-run-over = die Lektion ist vorbei
lesson-run-not-your-turn = du bist nicht dran
lesson-run-your-turn = du bist dran
lesson-run-off-script = du hast den Weg der Lektion verlassen: nimm deinen Zug zuerst zurück
lesson-run-progress = die gespeicherte Lektion kann nicht fortgesetzt werden: { $why }

# Deutsch: warum ein Stich gewonnen wurde, wie es jedes Stichspiel der Sammlung sagt.

trick-won = { $winner ->
    [You] Du gewinnst den Stich mit { $card }
   *[other] { $winner } gewinnt den Stich mit { $card }
}: { $why }.
trick-why-supertrump = der Obertrumpf
trick-why-trump-number = die Trumpfzahl
trick-why-first-trump-number = die erste gespielte Karte der Trumpfzahl
trick-why-only-trump = der einzige Trumpf
trick-why-highest-trump = der höchste Trumpf
trick-why-nothing-followed = niemand hat bedient, und es kam kein Trumpf
trick-why-highest-led-suit = die höchste Karte der ausgespielten Farbe, kein Trumpf gespielt
trick-why-highest-sharing = die höchste Karte, die eine Farbe mit der ausgespielten Karte teilt, kein Trumpf gespielt
trick-why-only-card = die einzige Karte außer der Ausflucht, die nie gewinnt
trick-why-tie = { $tied ->
    [2] zwei
    [3] drei
    [4] vier
   *[other] { $tied }
} { $pawns ->
    [yes] Bauern
   *[no] gleich hohe Karten
} { $trump ->
    [yes] liegen als höchster Trumpf gleichauf
   *[no] liegen gleichauf
}, und { $broken }
trick-tie-suit-higher = { $suit } steht auf der ausgespielten Karte über { $over }
trick-tie-suit-shared = sie teilt { $suit } mit der ausgespielten Karte
trick-tie-first-played = die zuerst gespielte gewinnt
trick-tie-early-bird = mit „Der frühe Vogel“ gewinnt die zuerst gespielte

# English: why a trick was won, as every trick-taking game of the parlour says it.

# "Ann's 7 of Knots wins the trick: the highest trump."
trick-won = { $winner }'s { $card } wins the trick: { $why }.
trick-why-supertrump = the supertrump
trick-why-trump-number = the trump number
trick-why-first-trump-number = the first card of the trump number played
trick-why-only-trump = the only trump
trick-why-highest-trump = the highest trump
trick-why-nothing-followed = nothing followed it and no trump was played
trick-why-highest-led-suit = the highest of the led suit, no trump played
trick-why-highest-sharing = the highest card sharing a suit with the led card, no trump played
trick-why-only-card = the only card besides the Excuse, which never wins
# Cards of equal rank at the top: how many, Pawns or not, among the trumps or not, and what told
# them apart ($broken: one of the trick-tie- messages).
trick-why-tie = { $tied ->
    [2] two
    [3] three
    [4] four
   *[other] { $tied }
} { $pawns ->
    [yes] Pawns
   *[no] cards of equal rank
} tie{ $trump ->
    [yes] { " " }for the highest trump
   *[no] {""}
}, and { $broken }
trick-tie-suit-higher = { $suit } is higher than { $over } on the led card
trick-tie-suit-shared = it shares { $suit } with the led card
trick-tie-first-played = the first played wins
trick-tie-early-bird = with Early bird the first played wins

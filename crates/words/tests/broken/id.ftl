hub-title = Trumps
hub-players = { $range } pemain
tricks-won = { $n ->
    [one] satu trik
   *[other] { $n } trik
}
only-english = Hanya di sini

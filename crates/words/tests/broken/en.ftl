hub-title = Trumps
hub-players = { $range } players
tricks-won = { $n ->
    [one] one trick
   *[other] { $n } tricks
}
only-english = Here only

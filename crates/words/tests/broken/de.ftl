hub-title = Trumps
hub-players = { $anzahl } Spieler
tricks-won = { $n ->
    [one] ein Stich
   *[other] { $n } Stiche
}
nur-deutsch = Nur hier

# English: Top Trumps' table (the status line, the top card, the last turn, the players, the
# end) and its part of the set-up (the packs, importing one). A pack's names, labels, units
# and sources, and the problems found in a pack, are the pack's and the rules' words, not here.

## The table

top-trumps-side = Pack and players
top-trumps-players = Players
top-trumps-you = You
top-trumps-dealer = Dealer
top-trumps-cards = { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
top-trumps-highest-wins = highest wins
top-trumps-lowest-wins = lowest wins

## The status line

top-trumps-you-took = You took { $n } cards on { $attribute }.
top-trumps-took = { $name } took { $n } cards on { $attribute }.
top-trumps-tie-on = A tie on { $attribute }: the cards went to the middle.
top-trumps-no-data-on = No data on { $attribute }: the cards went to the middle.
top-trumps-your-turn = Your turn: choose the attribute your top card wins on.
top-trumps-choosing = { $name } is choosing…
top-trumps-chooses = { $name } chooses.

## The pack and the players

top-trumps-pack-size = { $cards } cards · { $attributes } attributes
top-trumps-where-facts = Where the facts come from
top-trumps-licence = Licence: { $licence }
top-trumps-chooses-mark = Chooses
top-trumps-out = Out
top-trumps-winner = ★ Winner
top-trumps-over-after = Game over after { $n } turns
top-trumps-turn-line = Turn { $turn } · { $players } players · at most { $limit } turns

## The top card

top-trumps-you-are-out = You have no cards left: you are out.
top-trumps-seat-out = Out of the game: no cards left.
top-trumps-my-card = Your top card · { $n ->
    [one] { $n } card
   *[other] { $n } cards
} in the stack
top-trumps-their-card = { $name }'s top card · { $n ->
    [one] { $n } card
   *[other] { $n } cards
} in the stack
top-trumps-attributes = Attributes
top-trumps-pick-mouse = Pick an attribute: click it, or use the arrow keys and Enter.
top-trumps-pick-touch = Pick an attribute: tap it.

## The last turn

top-trumps-middle-empty = Middle pile: empty
top-trumps-middle = { $n ->
    [one] Middle pile: { $n } card, for the next winner
   *[other] Middle pile: { $n } cards, for the next winner
}
top-trumps-the-table = The table
top-trumps-first-turn = The first turn
top-trumps-you-choose-first = You choose first: the player to the dealer's left.
top-trumps-chooses-first = { $name } chooses first: the player to the dealer's left.
top-trumps-you-take = You take { $n } cards.
top-trumps-takes = { $name } takes { $n } cards.
top-trumps-you-take-middle = You take { $n } cards ({ $middle } from the middle).
top-trumps-takes-middle = { $name } takes { $n } cards ({ $middle } from the middle).
top-trumps-tie = A tie for the best value: every card goes to the middle, and the same player chooses again.
top-trumps-no-data = A card has no data for this: every card goes to the middle, and the same player chooses again.
top-trumps-the-last-turn = The last turn
top-trumps-turn-you-chose = Turn { $turn }: You chose { $attribute }
top-trumps-turn-chose = Turn { $turn }: { $name } chose { $attribute }

## The end

top-trumps-over-limit = The game reached { $limit } turns: the most cards wins.
top-trumps-over-tie = A tie took everyone's last cards after { $n } turns.
top-trumps-over-all = All the cards won after { $n } turns.
top-trumps-over-last = The only one left with cards after { $n } turns.
top-trumps-left-middle = { $n } cards stayed in the middle.

## The packs on this device

top-trumps-packs-unread = Your saved packs could not be read ({ $why }); they were set aside.
top-trumps-packs-bad = { $n ->
    [one] { $n } saved pack could not be read and was set aside.
   *[other] { $n } saved packs could not be read and were set aside.
}
top-trumps-packs-bad-unsaved = { $n ->
    [one] { $n } saved pack could not be read and was set aside (the others could not be saved again).
   *[other] { $n } saved packs could not be read and were set aside (the others could not be saved again).
}
top-trumps-save-unavailable = This browser does not let the page store anything (a private window?): the pack was not saved. Export it to a file instead.
top-trumps-save-full = This device's storage for the app is full, so the pack was not saved. Export it to a file, or delete packs or finished games to make room.
top-trumps-save-newer = Your packs were changed in another tab, so nothing was saved: the list now shows them as they are. Make the change again.
top-trumps-bytes = { $n } bytes
top-trumps-kb = { $kb } KB
top-trumps-name-taken = You already have a pack called “{ $name }”: give this one another name, or change that one.
top-trumps-saved = “{ $name }” was saved on this device.

## Choosing a pack

top-trumps-pack-facts = { $cards } cards · { $attributes } attributes · facts: { $source }
top-trumps-deleted = “{ $name }” was deleted from this device.
top-trumps-hide-cards = Hide the cards
top-trumps-see-cards = See the cards
top-trumps-edit = Edit
top-trumps-export = Export
top-trumps-delete = Delete
top-trumps-in-use = In use, not kept on this device
top-trumps-keep = Keep on this device
top-trumps-storage = Your packs take { $size } of this device's storage (browsers allow about 5 MB).
top-trumps-pack = Pack
top-trumps-make = Make a pack…
top-trumps-gallery = The { $n } cards of { $name }

## Importing a pack

top-trumps-renamed = You already had a pack called “{ $old }”, so this one is called “{ $name }”.
top-trumps-the-file = The file
top-trumps-the-pasted-text = The pasted text
top-trumps-import-file = Import a pack file…
top-trumps-paste = …or paste a pack
top-trumps-pack-text = Pack text
top-trumps-import = Import
top-trumps-not-a-pack = { $source } is not a pack this app can use ({ $n ->
    [one] { $n } problem
   *[other] { $n } problems
}):
top-trumps-and-more = …and { $n } more.
top-trumps-nothing-changed = Nothing was changed. The pack format is described in the rules (Packs).
# A pack's button named with its pack for a screen reader: "Edit: Dogs of our street".
top-trumps-pack-action = { $action }: { $pack }

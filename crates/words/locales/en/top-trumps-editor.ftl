# English: Top Trumps' pack editor (making or changing a pack), and its frame while it opens.
# The problems found in a pack come from the rules and are not here.

## While it opens

top-trumps-editor-what = The pack editor
top-trumps-editor-kept = Your packs and your draft are kept.
top-trumps-editor-opening = Opening the pack editor…
top-trumps-editor-name = Pack editor
top-trumps-editor-retry = Try again
top-trumps-editor-close = Close

## The editor

top-trumps-editor-make = Make a pack
top-trumps-editor-change = Change a pack
top-trumps-editor-about = A pack has { $minattributes } to { $maxattributes } attributes and { $mincards } to { $maxcards } cards. What you type is kept on this device until you save.
top-trumps-editor-about-pack = About the pack
top-trumps-editor-name-field = Name
top-trumps-editor-description = Description
top-trumps-editor-source = Where the facts come from
top-trumps-editor-url = Its web address
top-trumps-editor-licence = Licence
top-trumps-editor-attributes = Attributes
top-trumps-editor-label = Label
top-trumps-editor-label-example = Top speed
top-trumps-editor-unit = Unit
top-trumps-editor-wins = Wins
top-trumps-editor-highest = ▲ Highest
top-trumps-editor-lowest = ▼ Lowest
top-trumps-editor-decimals = Decimals
top-trumps-editor-remove-attribute = Remove attribute { $n }
top-trumps-editor-add-attribute = + Attribute
top-trumps-editor-attribute-n = Attribute { $n }
# An attribute's field named for a screen reader: "Attribute 2, Label".
top-trumps-editor-attribute-field = Attribute { $n }, { $field }
top-trumps-editor-cards = Cards ({ $n })
top-trumps-editor-values = Type each value as a number; a dash (-) means no data.
top-trumps-editor-add-card = + Card
top-trumps-editor-card-n = Card { $n }
top-trumps-editor-card-field = Card { $n }, { $field }
top-trumps-editor-preview-card = Preview card { $n }
top-trumps-editor-preview = Preview
top-trumps-editor-remove-card = Remove card { $n }
top-trumps-editor-card-name = Name
top-trumps-editor-card-name-spoken = name
top-trumps-editor-emoji = Emoji
top-trumps-editor-emoji-spoken = emoji
top-trumps-editor-card-description = Short description (optional)
top-trumps-editor-card-description-spoken = description
top-trumps-editor-empty-value = empty: type a number, or a dash (-) for no data
top-trumps-editor-ready = ✓ Ready to play: { $cards } cards, { $attributes } attributes ({ $size } as a file).
top-trumps-editor-to-fix = { $n ->
    [one] { $n } thing to fix before the pack can be saved:
   *[other] { $n } things to fix before the pack can be saved:
}
top-trumps-editor-and-more = …and { $n } more.
top-trumps-editor-as-it-looks = Card { $n } as it will look:
top-trumps-editor-chosen = It is chosen for the next game.
top-trumps-editor-save = Save and choose
top-trumps-editor-export = Export file
top-trumps-editor-close-unsaved = Close without saving
top-trumps-editor-close-keep = Close (keep the draft)
top-trumps-editor-discard = Discard

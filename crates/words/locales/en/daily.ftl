## Today's deal, at a day's game's end

daily-over-kept = Today's deal: this is your result of the day, kept on the hub, where par comes beside it.
daily-over-practice = Practice: your result of the day stays that of your first game of this deal.

//! Card-game mechanics shared by the games, one small module per concept (no game copies
//! another's trick logic):
//!
//! - [`decktet`]: the Decktet deck (ranks, names, multi-suit cards in printed order)
//! - [`suits`]: sets of suits for cards with several
//! - [`decktet_tricks`]: trick play with the Decktet (following, trumps, ties, voids)
//! - [`action_error`]: a game's `ActionError` with the refusals every game shares, and their
//!   words
//! - [`trick_actions`]: a trick-taker's `Action` with the card played and a bid of tricks
//!   written once, and each action's caption
//! - [`card_play`]: the one action of a game of nothing but tricks, `play AS`
//! - [`french`]: the standard 52-card deck, cards written `AS`, `10H`, `2C`
//! - [`french_tricks`]: trick play with the French deck (follow suit, trumps win)
//! - [`follow`]: "follow the led card if you can", over each game's own following rule
//! - [`trick`]: trick bookkeeping (face-down plays, seats that sit out, tricks won)
//! - [`trick_hand`]: a hand of tricks (deal, turn, play step, hand end) over a game's
//!   [`trick_hand::TrickRules`] (what may be played, what lies face down, what wins and why)
//! - [`trick_reason`]: why a trick was won ([`trick_reason::TrickWin`], given by the rules
//!   with the winner) and the line that says it after every trick
//! - [`trick_view`]: a hand of tricks as a viewpoint knows it, and hands drawn back from it
//! - [`trick_report`]: tricks and hands as a trick-taking game's replay report writes them
//! - [`trick_match`]: a match of trick-taking hands on the game and parlour interfaces
//!   (`trick_match_game!`)
//! - [`match_hand`]: a match's hand in play and its phases, declared once (`match_hand!`,
//!   `trick_phases!`)
//! - [`match_book`]: a match's book (options, dealers, phase, points, results, winners)
//! - [`match_state`]: the steps every match takes (start, new hand, next deck, end of hand on
//!   the match's terms, totals)
//! - [`match_view`]: what a match shows every viewpoint
//! - [`match_sample`]: a match drawn back from a view (the unseen cards dealt again)
//! - [`match_report`]: a trick-taking match's replay report, written once over what the game
//!   tells it ([`match_report::ReportedMatch`])
//! - [`trump`]: a trump that can change during a hand
//! - [`deal`]: equal hands with the rest set aside unseen, from the deck a game's options name
//!   ([`deal::DeckOptions`])
//! - [`given_deal`]: hand-made deals (first dealer, decks in dealing order) in records
//! - [`bidding`]: trick bids in turn and their scoring
//! - [`partners`]: partnerships across the table, the tables they need, and team totals
//! - [`matchplay`]: matches to a target score or a number of hands
//! - [`toggles`]: a game's on-or-off variants as one table (words, set-up, deal code)

pub mod action_error;
pub mod bidding;
pub mod card_play;
pub mod deal;
pub mod decktet;
pub mod decktet_tricks;
pub mod follow;
pub mod french;
pub mod french_tricks;
pub mod given_deal;
pub mod match_book;
pub mod match_hand;
pub mod match_report;
pub mod match_sample;
pub mod match_state;
pub mod match_view;
pub mod matchplay;
pub mod partners;
pub mod suits;
pub mod toggles;
pub mod trick;
pub mod trick_actions;
pub mod trick_hand;
pub mod trick_lesson;
pub mod trick_match;
pub mod trick_reason;
pub mod trick_report;
pub mod trick_view;
pub mod trump;

//! The Decktet (P. D. Magnus's public deck), as Ace Trump and Ransom Trump use it: 36 basic
//! cards, and optionally the Excuse and the four Pawns. Each card has a rank, a name and one to
//! three suits standing top to bottom in the order of [`Suit::ALL`]; ties look at that order.
//!
//! A card's stable notation is its name in lower case with hyphens (`diplomat`,
//! `light-keeper`, `ace-moons`, `excuse`), and nothing else is read as a card.

use super::suits::SuitSet;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use trumps_words::{Msg, Said};

/// The six suits, highest-placed first (the order they stand on every card).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Suit {
    Moons,
    Suns,
    Waves,
    Leaves,
    Wyrms,
    Knots,
}

impl Suit {
    pub const ALL: [Suit; 6] = [
        Suit::Moons,
        Suit::Suns,
        Suit::Waves,
        Suit::Leaves,
        Suit::Wyrms,
        Suit::Knots,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(i: usize) -> Option<Suit> {
        Suit::ALL.get(i).copied()
    }

    pub fn name(self) -> &'static str {
        ["Moons", "Suns", "Waves", "Leaves", "Wyrms", "Knots"][self.index()]
    }

    /// The word used in notation: `moons`.
    pub fn id(self) -> &'static str {
        ["moons", "suns", "waves", "leaves", "wyrms", "knots"][self.index()]
    }

    /// A symbol that tells the suit apart without colour.
    pub fn symbol(self) -> char {
        ['☾', '☀', '≈', '❦', '∿', '⌘'][self.index()]
    }

    pub fn from_id(s: &str) -> Option<Suit> {
        Suit::ALL.into_iter().find(|x| x.id() == s)
    }

    /// A suit from its id, or the message that names the six.
    pub fn parse_id(s: &str) -> Result<Suit, String> {
        Suit::from_id(s).ok_or_else(|| {
            format!("\"{s}\" is not a suit (moons, suns, waves, leaves, wyrms, knots)")
        })
    }
}

impl Suit {
    /// The suit's name as said in the reader's language ("Moons").
    pub fn said(self) -> Said {
        Said::new(
            [
                Msg::DecktetSuitMoons,
                Msg::DecktetSuitSuns,
                Msg::DecktetSuitWaves,
                Msg::DecktetSuitLeaves,
                Msg::DecktetSuitWyrms,
                Msg::DecktetSuitKnots,
            ][self.index()],
        )
    }

    /// The suit whose English name is `name` ("Moons"), as [`Suit::name`] gives it.
    pub fn from_name(name: &str) -> Option<Suit> {
        Suit::ALL.into_iter().find(|s| s.name() == name)
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Ranks, low to high. The Court is in the deck's list but not used by our games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Rank {
    Ace,
    Num(u8),
    Pawn,
    Court,
    Crown,
    /// The Excuse has no rank.
    Excuse,
}

impl Rank {
    /// Strength for trick-taking: Ace 1, 2–9, Pawn 10, Court 11, Crown 12; the Excuse 0.
    pub fn value(self) -> u8 {
        match self {
            Rank::Ace => 1,
            Rank::Num(n) => n,
            Rank::Pawn => 10,
            Rank::Court => 11,
            Rank::Crown => 12,
            Rank::Excuse => 0,
        }
    }

    pub fn name(self) -> String {
        match self {
            Rank::Ace => "Ace".into(),
            Rank::Num(n) => n.to_string(),
            Rank::Pawn => "Pawn".into(),
            Rank::Court => "Court".into(),
            Rank::Crown => "Crown".into(),
            Rank::Excuse => "Excuse".into(),
        }
    }

    /// The rank as said in the reader's language ("Crown", "7").
    pub fn said(self) -> Said {
        match self {
            Rank::Ace => Said::new(Msg::DecktetRankAce),
            Rank::Num(n) => Said::new(Msg::DecktetRankNumber).num("n", n),
            Rank::Pawn => Said::new(Msg::DecktetRankPawn),
            Rank::Court => Said::new(Msg::DecktetRankCourt),
            Rank::Crown => Said::new(Msg::DecktetRankCrown),
            Rank::Excuse => Said::new(Msg::DecktetRankExcuse),
        }
    }

    /// One or two characters for a card corner: `A`, `7`, `P`, `C`, `♛`.
    pub fn corner(self) -> &'static str {
        match self {
            Rank::Ace => "A",
            Rank::Num(n) => ["", "", "2", "3", "4", "5", "6", "7", "8", "9"][n as usize],
            Rank::Pawn => "P",
            Rank::Court => "Co",
            Rank::Crown => "♛",
            Rank::Excuse => "✶",
        }
    }
}

struct Def {
    id: &'static str,
    name: &'static str,
    rank: Rank,
    suits: &'static [Suit],
}

use Rank::{Ace, Crown, Num, Pawn};
use Suit::{Knots, Leaves, Moons, Suns, Waves, Wyrms};

const fn d(id: &'static str, name: &'static str, rank: Rank, suits: &'static [Suit]) -> Def {
    Def {
        id,
        name,
        rank,
        suits,
    }
}

/// Every card our games use: the 36 basic cards, then the four Pawns, then the Excuse.
static DEFS: [Def; 41] = [
    d("ace-moons", "Ace of Moons", Ace, &[Moons]),
    d("ace-suns", "Ace of Suns", Ace, &[Suns]),
    d("ace-waves", "Ace of Waves", Ace, &[Waves]),
    d("ace-leaves", "Ace of Leaves", Ace, &[Leaves]),
    d("ace-wyrms", "Ace of Wyrms", Ace, &[Wyrms]),
    d("ace-knots", "Ace of Knots", Ace, &[Knots]),
    d("author", "Author", Num(2), &[Moons, Knots]),
    d("desert", "Desert", Num(2), &[Suns, Wyrms]),
    d("origin", "Origin", Num(2), &[Waves, Leaves]),
    d("journey", "Journey", Num(3), &[Moons, Waves]),
    d("painter", "Painter", Num(3), &[Suns, Knots]),
    d("savage", "Savage", Num(3), &[Leaves, Wyrms]),
    d("mountain", "Mountain", Num(4), &[Moons, Suns]),
    d("sailor", "Sailor", Num(4), &[Waves, Leaves]),
    d("battle", "Battle", Num(4), &[Wyrms, Knots]),
    d("forest", "Forest", Num(5), &[Moons, Leaves]),
    d("discovery", "Discovery", Num(5), &[Suns, Waves]),
    d("soldier", "Soldier", Num(5), &[Wyrms, Knots]),
    d("lunatic", "Lunatic", Num(6), &[Moons, Waves]),
    d("penitent", "Penitent", Num(6), &[Suns, Wyrms]),
    d("market", "Market", Num(6), &[Leaves, Knots]),
    d("chance-meeting", "Chance Meeting", Num(7), &[Moons, Leaves]),
    d("castle", "Castle", Num(7), &[Suns, Knots]),
    d("cave", "Cave", Num(7), &[Waves, Wyrms]),
    d("diplomat", "Diplomat", Num(8), &[Moons, Suns]),
    d("mill", "Mill", Num(8), &[Waves, Leaves]),
    d("betrayal", "Betrayal", Num(8), &[Wyrms, Knots]),
    d("pact", "Pact", Num(9), &[Moons, Suns]),
    d("darkness", "Darkness", Num(9), &[Waves, Wyrms]),
    d("merchant", "Merchant", Num(9), &[Leaves, Knots]),
    d("huntress", "Huntress", Crown, &[Moons]),
    d("bard", "Bard", Crown, &[Suns]),
    d("sea", "Sea", Crown, &[Waves]),
    d("end", "End", Crown, &[Leaves]),
    d("calamity", "Calamity", Crown, &[Wyrms]),
    d("windfall", "Windfall", Crown, &[Knots]),
    d("harvest", "Harvest", Pawn, &[Moons, Suns, Leaves]),
    d("watchman", "Watchman", Pawn, &[Moons, Wyrms, Knots]),
    d("light-keeper", "Light Keeper", Pawn, &[Suns, Waves, Knots]),
    d("borderland", "Borderland", Pawn, &[Waves, Leaves, Wyrms]),
    d("excuse", "Excuse", Rank::Excuse, &[]),
];

/// Each card's name, in [`DEFS`]' order (the Aces and the Excuse are named by their rank).
static NAMES: [Option<Msg>; 41] = [
    None,
    None,
    None,
    None,
    None,
    None,
    Some(Msg::DecktetNameAuthor),
    Some(Msg::DecktetNameDesert),
    Some(Msg::DecktetNameOrigin),
    Some(Msg::DecktetNameJourney),
    Some(Msg::DecktetNamePainter),
    Some(Msg::DecktetNameSavage),
    Some(Msg::DecktetNameMountain),
    Some(Msg::DecktetNameSailor),
    Some(Msg::DecktetNameBattle),
    Some(Msg::DecktetNameForest),
    Some(Msg::DecktetNameDiscovery),
    Some(Msg::DecktetNameSoldier),
    Some(Msg::DecktetNameLunatic),
    Some(Msg::DecktetNamePenitent),
    Some(Msg::DecktetNameMarket),
    Some(Msg::DecktetNameChanceMeeting),
    Some(Msg::DecktetNameCastle),
    Some(Msg::DecktetNameCave),
    Some(Msg::DecktetNameDiplomat),
    Some(Msg::DecktetNameMill),
    Some(Msg::DecktetNameBetrayal),
    Some(Msg::DecktetNamePact),
    Some(Msg::DecktetNameDarkness),
    Some(Msg::DecktetNameMerchant),
    Some(Msg::DecktetNameHuntress),
    Some(Msg::DecktetNameBard),
    Some(Msg::DecktetNameSea),
    Some(Msg::DecktetNameEnd),
    Some(Msg::DecktetNameCalamity),
    Some(Msg::DecktetNameWindfall),
    Some(Msg::DecktetNameHarvest),
    Some(Msg::DecktetNameWatchman),
    Some(Msg::DecktetNameLightKeeper),
    Some(Msg::DecktetNameBorderland),
    None,
];

/// Cards 0..36 are the basic deck, 36..40 the Pawns, 40 the Excuse.
const BASIC: u8 = 36;
const EXCUSE: u8 = 40;

/// One Decktet card. Only valid cards exist (the index is private).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Card(u8);

impl Card {
    pub const EXCUSE: Card = Card(EXCUSE);

    fn def(self) -> &'static Def {
        &DEFS[self.0 as usize]
    }

    /// A dense number 0..41, for bit sets and tables.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    pub fn from_index(i: usize) -> Option<Card> {
        (i < DEFS.len()).then_some(Card(i as u8))
    }

    pub fn rank(self) -> Rank {
        self.def().rank
    }

    pub fn name(self) -> &'static str {
        self.def().name
    }

    /// The notation: `diplomat`.
    pub fn id(self) -> &'static str {
        self.def().id
    }

    /// The suits top to bottom as printed on the card.
    pub fn suits(self) -> &'static [Suit] {
        self.def().suits
    }

    pub fn suit_set(self) -> SuitSet {
        SuitSet::of(self.suits().iter().map(|s| s.index()))
    }

    pub fn has_suit(self, suit: Suit) -> bool {
        self.suits().contains(&suit)
    }

    pub fn is_excuse(self) -> bool {
        self.0 == EXCUSE
    }

    pub fn is_ace(self) -> bool {
        self.rank() == Rank::Ace
    }

    /// "Diplomat (8 of Moons and Suns)".
    pub fn describe(self) -> String {
        self.said().en()
    }

    /// The card as said in the reader's language: "Diplomat (8 of Moons and Suns)", "Ace of
    /// Waves", "the Excuse".
    pub fn said(self) -> Said {
        if self.is_excuse() {
            return Said::new(Msg::DecktetTheExcuse);
        }
        match NAMES.get(self.0 as usize).copied().flatten() {
            // An Ace is named by its one suit.
            None => Said::new(Msg::DecktetAce).said(
                "suit",
                self.suits()
                    .first()
                    .map_or(Said::new(Msg::DecktetRankAce), |s| s.said()),
            ),
            Some(name) => Said::new(Msg::DecktetCard)
                .word("name", name)
                .said("rank", self.rank().said())
                .and_list("suits", self.suits().iter().map(|s| s.said()).collect()),
        }
    }

    /// The card's own name as said in the reader's language ("Diplomat"); an Ace's and the
    /// Excuse's as [`Card::said`] words them.
    pub fn name_said(self) -> Said {
        match NAMES.get(self.0 as usize).copied().flatten() {
            Some(name) => Said::new(name),
            None => self.said(),
        }
    }

    /// The deck with the chosen extra cards, in a fixed order.
    pub fn deck(pawns: bool, excuse: bool) -> Vec<Card> {
        let mut deck: Vec<Card> = (0..BASIC).map(Card).collect();
        if pawns {
            deck.extend((BASIC..EXCUSE).map(Card));
        }
        if excuse {
            deck.push(Card(EXCUSE));
        }
        deck
    }

    pub fn all() -> impl Iterator<Item = Card> {
        (0..DEFS.len() as u8).map(Card)
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl FromStr for Card {
    type Err = String;
    /// Exactly a card's notation: no other case, no spaces.
    fn from_str(s: &str) -> Result<Card, String> {
        DEFS.iter()
            .position(|d| d.id == s)
            .map(|i| Card(i as u8))
            .ok_or_else(|| {
                format!("\"{s}\" is not a Decktet card (for example: diplomat, ace-moons, excuse)")
            })
    }
}

impl TryFrom<String> for Card {
    type Error = String;
    fn try_from(s: String) -> Result<Card, String> {
        s.parse()
    }
}

impl From<Card> for String {
    fn from(c: Card) -> String {
        c.id().to_string()
    }
}

/// Options of a Decktet game whose variants may add the Pawns and the Excuse (keyed `pawns`
/// and `excuse` in its toggles): its deck follows them.
pub trait DecktetDeck: crate::mechanics::toggles::Toggled {}

impl<O: DecktetDeck> crate::mechanics::deal::DeckOptions for O {
    type Card = Card;
    /// The Decktet's 36 cards, with the Pawns and the Excuse when they are on.
    fn deck(&self) -> Vec<Card> {
        Card::deck(self.is_on("pawns"), self.is_on("excuse"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deck_facts() {
        assert_eq!(Card::deck(false, false).len(), 36);
        assert_eq!(Card::deck(true, true).len(), 41);
        // Each numeral rank: three cards that together carry all six suits once.
        for n in 2..=9 {
            let mut seen = SuitSet::EMPTY;
            let cards: Vec<Card> = Card::all().filter(|c| c.rank() == Rank::Num(n)).collect();
            assert_eq!(cards.len(), 3);
            for c in cards {
                assert!(seen.and(c.suit_set()).is_empty());
                seen = seen.or(c.suit_set());
            }
            assert_eq!(seen.len(), 6);
        }
        // Suits on every card stand in the deck's suit order.
        for c in Card::all() {
            assert!(c.suits().windows(2).all(|w| w[0] < w[1]), "{c}");
        }
    }

    #[test]
    fn notation_is_strict() {
        let d: Card = "diplomat".parse().expect("a card");
        assert_eq!(d.describe(), "Diplomat (8 of Moons and Suns)");
        assert!("Diplomat".parse::<Card>().is_err());
        assert!("diplomat ".parse::<Card>().is_err());
        for c in Card::all() {
            assert_eq!(c.id().parse::<Card>(), Ok(c));
            let json = serde_json::to_string(&c).expect("serialises");
            assert_eq!(serde_json::from_str::<Card>(&json).expect("reads"), c);
        }
    }
}

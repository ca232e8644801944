//! A game's on-or-off variants as one table (a letter for the deal code, the set-up's key,
//! label and help, and the option's flag), and what is written once over it: the variants
//! that are on in words, the set-up's toggles, and the deal code with the match's length
//! (`XBR30`, see [`options_code`]).

use crate::engine::{check_seats, FieldKind, GameOptions, OptionField};
use crate::mechanics::match_state::{MatchTerms, Terms};
use crate::mechanics::matchplay::{
    match_fields, options_code, read_options_code, MatchLength, Until,
};
use crate::mechanics::partners::check_partners;
use trumps_words::{Msg, Said};

/// One variant: its letter in a deal code, its set-up field, and where options keep it.
pub struct Toggle<O> {
    pub letter: char,
    pub key: &'static str,
    pub label: Msg,
    pub help: Msg,
    pub flag: fn(&mut O) -> &mut bool,
}

impl<O: Clone> Toggle<O> {
    /// Whether the variant is on in `o`. A row names its field once, through the one `&mut`
    /// accessor that sets it too, so reading goes through a copy (options are a few bytes).
    pub fn is_on(&self, o: &O) -> bool {
        *(self.flag)(&mut o.clone())
    }
}

/// Options made of toggles and a match of hands: what the pieces here read and write.
pub trait Toggled: GameOptions + 'static {
    /// The variants, in the set-up's order and the deal code's.
    const TOGGLES: &'static [Toggle<Self>];
    /// The game's name, as a refused deal code names it.
    const GAME: &'static str;
    /// The fewest and the most seats.
    const SEATS: (usize, usize);
    /// The tables where a variant keyed `partners` can seat partners opposite.
    const PARTNER_TABLES: &'static [usize] = &[];
    /// How the match ends, and its length (hands or target score).
    fn match_mut(&mut self) -> (&mut Until, &mut u32);
    /// The default options (no variant on, the default match) for `players` seats, through
    /// `with_players` (which therefore must not call `seated`).
    fn seated(players: usize) -> Self {
        Self::default().with_players(players)
    }

    /// Whether the variant keyed `key` is on (`false` if there is none).
    fn is_on(&self, key: &str) -> bool {
        Self::TOGGLES.iter().any(|t| t.key == key && t.is_on(self))
    }

    /// Seats in the game's range and partners (if on) at one of their tables, else why not:
    /// the first checks of [`GameOptions::validate`].
    fn check_table(&self) -> Result<(), trumps_words::Said> {
        check_seats(Self::GAME, Self::SEATS, self.players())?;
        check_partners(self.is_on("partners"), self.players(), Self::PARTNER_TABLES)
    }

    /// Partners switched off at a table they cannot sit at (in [`GameOptions::fit_table`]).
    fn fit_partners(&mut self) {
        let players = self.players();
        for t in Self::TOGGLES.iter().filter(|t| t.key == "partners") {
            *(t.flag)(self) &= Self::PARTNER_TABLES.contains(&players);
        }
    }

    /// How the match ends and its length.
    fn match_of(&self) -> (Until, u32) {
        let mut o = self.clone();
        let (until, length) = o.match_mut();
        (*until, *length)
    }

    /// How long the match runs.
    fn match_length(&self) -> MatchLength {
        let (until, length) = self.match_of();
        until.length(length)
    }

    /// The labels of the variants that are on, in the table's order ("Excuse, Pawns"), or
    /// "basic rules", in English.
    fn describe(&self) -> String {
        self.describe_said().en()
    }

    /// [`Toggled::describe`] as said in the reader's language.
    fn describe_said(&self) -> Said {
        let names: Vec<Said> = Self::TOGGLES
            .iter()
            .filter(|t| t.is_on(self))
            .map(|t| Said::new(t.label))
            .collect();
        if names.is_empty() {
            Said::new(Msg::OptionsBasicRules)
        } else {
            Said::new(Msg::SaidText).list("text", names, Msg::ListSep)
        }
    }
}

/// A match of toggled options: partners if a variant keyed `partners` is on, and the length
/// the options say.
impl<O: Toggled> MatchTerms for O {
    fn terms(&self) -> Terms {
        Terms {
            partners: self.is_on("partners"),
            length: self.match_length(),
        }
    }
}

/// The set-up's fields: a toggle for each variant, then the match's.
pub fn fields<O: Toggled>() -> Vec<OptionField> {
    O::TOGGLES
        .iter()
        .map(|t| OptionField {
            key: t.key,
            label: t.label,
            help: t.help,
            kind: FieldKind::Toggle,
        })
        .chain(match_fields())
        .collect()
}

fn letters<O: Toggled>() -> Vec<char> {
    O::TOGGLES.iter().map(|t| t.letter).collect()
}

/// The deal code of `o`: the letters of the variants on, then the match unless it is the
/// default options' (see [`options_code`]).
pub fn code<O: Toggled>(o: &O) -> String {
    let on: Vec<bool> = O::TOGGLES.iter().map(|t| t.is_on(o)).collect();
    options_code(&letters::<O>(), &on, o.match_of(), O::default().match_of())
}

/// Reads [`code`] back for `players`: the options if the code is one and they are valid, else
/// why not.
pub fn from_code<O: Toggled>(players: usize, code: &str) -> Result<O, String> {
    let mut o = O::seated(players);
    let bad = || format!("\"{code}\" is not a set of {} options", O::GAME);
    let (on, match_) = read_options_code(&letters::<O>(), code).ok_or_else(bad)?;
    for (t, _) in O::TOGGLES.iter().zip(on).filter(|(_, on)| *on) {
        *(t.flag)(&mut o) = true;
    }
    if let Some((until, length)) = match_ {
        let (u, l) = o.match_mut();
        *u = until;
        *l = length;
    }
    o.validate()?;
    Ok(o)
}

/// A day's deal of a [`Toggled`] game: one hand, no variant, 3 or 4 players (as `r` falls,
/// within the game's seats).
pub fn daily<O: Toggled>(r: u64) -> O {
    let (fewest, most) = O::SEATS;
    let players = (3 + (r % 2) as usize).clamp(fewest, most);
    let mut o = O::seated(players);
    let (until, length) = o.match_mut();
    *until = Until::Hands;
    *length = 1;
    o
}

/// A [`Toggled`] game's set-up fields, deal code and its reading ([`fields`], [`code`],
/// [`from_code`]), written inside its `impl GameOptions`.
#[macro_export]
macro_rules! toggled_options {
    () => {
        fn fields() -> Vec<$crate::engine::OptionField> {
            $crate::mechanics::toggles::fields::<Self>()
        }

        /// Letters for the variants that are on, then `H` (hands) or `R` (race to a target)
        /// and the length unless the match is the default one: `XBR30`. Read in any case.
        fn code(&self) -> String {
            $crate::mechanics::toggles::code(self)
        }

        fn from_code(players: usize, code: &str) -> Result<Self, String> {
            $crate::mechanics::toggles::from_code(players, code)
        }

        fn daily(r: u64) -> Self {
            $crate::mechanics::toggles::daily(r)
        }
    };
}

/// Declares a [`Toggled`] game's options with each variant named once: the struct (the seat
/// count, a flag a variant in the table's order, how the match ends and its length: the keys a
/// save keeps, in that order), its default (no variant on), its seats, the tables partners
/// sit at (none: `[]`) and its table. A variant reads
/// `field 'L' Msg::OptionsLabel: Msg::OptionsHelp,` (the messages of its label and its help): its
/// set-up key is the field's name.
#[macro_export]
macro_rules! variant_options {
    (
        $(#[$meta:meta])*
        pub struct $name:ident for $game:literal (
            players $players:literal in $fewest:literal..=$most:literal,
            partners at [$($table:literal),*],
            length $length:literal
        ) {
            $( $field:ident $letter:literal $label:path: $help:path, )*
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
        #[serde(default, deny_unknown_fields)]
        pub struct $name {
            pub players: u8,
            $(
                #[doc = concat!("The variant named by `", stringify!($label), "`, explained by `", stringify!($help), "`.")]
                pub $field: bool,
            )*
            pub until: $crate::mechanics::matchplay::Until,
            /// Hands, or the target score.
            pub length: u32,
        }

        impl Default for $name {
            fn default() -> Self {
                $name {
                    players: $players,
                    $( $field: false, )*
                    until: $crate::mechanics::matchplay::Until::Hands,
                    length: $length,
                }
            }
        }

        impl $crate::mechanics::toggles::Toggled for $name {
            const GAME: &'static str = $game;
            const SEATS: (usize, usize) = ($fewest, $most);
            const PARTNER_TABLES: &'static [usize] = &[$($table),*];
            const TOGGLES: &'static [$crate::mechanics::toggles::Toggle<Self>] = &[$(
                $crate::mechanics::toggles::Toggle {
                    letter: $letter,
                    key: stringify!($field),
                    label: $label,
                    help: $help,
                    flag: |o| &mut o.$field,
                },
            )*];
            fn match_mut(&mut self) -> (&mut $crate::mechanics::matchplay::Until, &mut u32) {
                (&mut self.until, &mut self.length)
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::{Deserialize, Serialize};

    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    struct Opts {
        players: u8,
        loud: bool,
        slow: bool,
        until: Until,
        length: u32,
    }

    impl Default for Opts {
        fn default() -> Self {
            Opts {
                players: 2,
                loud: false,
                slow: false,
                until: Until::Hands,
                length: 4,
            }
        }
    }

    impl GameOptions for Opts {
        fn players(&self) -> usize {
            self.players as usize
        }
        fn with_players(&self, players: usize) -> Self {
            Opts {
                players: players.min(255) as u8,
                ..self.clone()
            }
        }
        fn check(&self) -> Result<(), trumps_words::Said> {
            match self.players {
                2 => self.until.check(self.length),
                p => check_seats("Test", (2, 2), p.into()),
            }
        }
        crate::toggled_options!();
    }

    impl Toggled for Opts {
        const GAME: &'static str = "Test";
        const SEATS: (usize, usize) = (2, 2);
        const TOGGLES: &'static [Toggle<Self>] = &[
            Toggle {
                letter: 'L',
                key: "loud",
                label: Msg::OptionsExcuse,
                help: Msg::OptionsAceExcuseHelp,
                flag: |o| &mut o.loud,
            },
            Toggle {
                letter: 'S',
                key: "slow",
                label: Msg::OptionsPawns,
                help: Msg::OptionsAcePawnsHelp,
                flag: |o| &mut o.slow,
            },
        ];
        fn match_mut(&mut self) -> (&mut Until, &mut u32) {
            (&mut self.until, &mut self.length)
        }
    }

    #[test]
    fn words_fields_and_codes_follow_the_table() {
        let mut o = Opts::seated(2);
        assert_eq!(o.describe(), "basic rules");
        assert_eq!(o.code(), "");
        o.loud = true;
        o.slow = true;
        o.until = Until::Target;
        o.length = 30;
        assert_eq!(o.describe(), "Excuse, Pawns");
        assert_eq!(o.code(), "LSR30");
        assert_eq!(Opts::from_code(2, "LSR30"), Ok(o.clone()));
        assert_eq!(Opts::from_code(2, "slr30"), Ok(o));
        let keys: Vec<&str> = Opts::fields().iter().map(|f| f.key).collect();
        assert_eq!(keys, ["loud", "slow", "until", "length"]);
        assert!(Opts::fields()[..2]
            .iter()
            .all(|f| f.kind == FieldKind::Toggle));
    }

    #[test]
    fn codes_that_say_nothing_sensible_are_refused() {
        for bad in ["LL", "R", "H05", "Q"] {
            let why = format!("\"{bad}\" is not a set of Test options");
            assert_eq!(Opts::from_code(2, bad), Err(why));
        }
        assert_eq!(
            Opts::from_code(2, "H0"),
            Err("\"H0\" is not a set of Test options".into())
        );
        assert_eq!(
            Opts::from_code(3, "L"),
            Err("Test is for 2 players, not 3".into())
        );
        assert!(Opts::from_code(2, "R900").unwrap_err().contains("target"));
    }
}

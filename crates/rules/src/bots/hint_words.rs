//! A hint's numbers and a review's amounts, said in the game's own unit and put into words
//! where they are read (`hints.ftl`): "about +1.2 points by the end of the hand", "about a
//! 34% chance of winning the game", "1.3 more points by the end of the round".

use super::request::{HintBasis, HintChoice};
use crate::engine::GameInfo;
use trumps_words::{Msg, Said};

/// The game's unit as the catalogue knows it (`hint-units`): point, card or chip.
fn unit_key(info: &GameInfo) -> &'static str {
    match info.score_unit {
        "card" => "card",
        "chip shed" => "chip",
        _ => "point",
    }
}

/// "by the end of the round".
fn by_end(info: &GameInfo) -> Said {
    Said::new(Msg::HintByEnd).text("hand", info.hand_word)
}

/// "points" (`count` of them: only the plural form depends on it).
fn units(info: &GameInfo, count: f64) -> Said {
    Said::new(Msg::HintUnits)
        .text("unit", unit_key(info))
        .num("count", count)
}

/// What the deal's one point is, as a chance is said of it: "shedding a chip".
fn one_a_hand(info: &GameInfo) -> Said {
    Said::new(Msg::HintOneAHand).text("unit", unit_key(info))
}

impl HintChoice {
    /// The number shown, in the game's own unit: "about +1.2 points by the end of the hand",
    /// "about a 34% chance of winning the game".
    pub fn number_said(&self, info: &GameInfo) -> Said {
        let n = self.shown();
        let said = Said::new(Msg::HintNumber);
        match self.basis {
            HintBasis::Chance => said.text("basis", "chance").num("n", n),
            HintBasis::HandChance => said
                .text("basis", "hand-chance")
                .num("n", n)
                .said("one", one_a_hand(info))
                .said("by", by_end(info)),
            HintBasis::Gain if n == 0.0 => said
                .text("basis", "none")
                .said("units", units(info, 0.0))
                .said("by", by_end(info)),
            HintBasis::Gain => said
                .text("basis", "gain")
                .text("sign", if n > 0.0 { "plus" } else { "minus" })
                .figure("n", n, 1)
                .said("units", units(info, n.abs()))
                .said("by", by_end(info)),
        }
    }
}

impl HintBasis {
    /// The review's margin: "0.5 points by the end of the hand", "20 percentage points of
    /// the chance of shedding a chip by the end of the round".
    pub fn margin_said(self, info: &GameInfo) -> Said {
        let steps = f64::from(self.margin_steps(info)) / self.steps_per_unit();
        self.amount(steps, info, false)
    }

    /// A difference of `d` between two numbers shown: "1.3 more points by the end of the
    /// hand", "12 percentage points more chance of winning the game".
    pub fn more_said(self, d: f64, info: &GameInfo) -> Said {
        self.amount(d, info, true)
    }

    /// `d` in this basis's unit, said as a difference (`more`) or as a margin.
    fn amount(self, d: f64, info: &GameInfo, more: bool) -> Said {
        let said = Said::new(Msg::HintAmount)
            .text("more", if more { "yes" } else { "no" })
            .num("count", d);
        match self {
            HintBasis::Gain => said
                .text("basis", "gain")
                .figure("n", d, 1)
                .said("units", units(info, d))
                .said("by", by_end(info)),
            HintBasis::Chance => said.text("basis", "chance").figure("n", d, 0),
            HintBasis::HandChance => said
                .text("basis", "hand-chance")
                .figure("n", d, 0)
                .said("one", one_a_hand(info))
                .said("by", by_end(info)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;

    fn choice(gain: f64, basis: HintBasis) -> HintChoice {
        HintChoice {
            action: Value::Null,
            text: String::new(),
            words: String::new(),
            visits: 1,
            value: gain,
            gain,
            basis,
        }
    }

    fn gain(gain: f64) -> HintChoice {
        choice(gain, HintBasis::Gain)
    }

    #[test]
    fn a_hint_says_what_a_choice_is_expected_to_bring_in_the_games_unit() {
        let round = GameInfo::new("x", "XX", "X").words("round", "point", "points");
        let hand = GameInfo::new("x", "XX", "X");
        let turn = GameInfo::new("x", "XX", "X").words("turn", "card", "cards");
        let say = |c: HintChoice, info: &GameInfo| c.number_said(info).en();
        assert_eq!(
            say(gain(2.26), &round),
            "about +2.3 points by the end of the round"
        );
        assert_eq!(
            say(gain(-1.0), &hand),
            "about -1.0 point by the end of the hand"
        );
        assert_eq!(
            say(gain(0.01), &hand),
            "no points expected by the end of the hand"
        );
        assert_eq!(
            say(gain(1.44), &turn),
            "about +1.4 cards by the end of the turn"
        );
        let chips = GameInfo::new("x", "XX", "X")
            .words("round", "chip shed", "chips shed")
            .one_a_hand("shedding a chip");
        assert_eq!(
            say(choice(0.344, HintBasis::HandChance), &chips),
            "about a 34% chance of shedding a chip by the end of the round"
        );
        assert_eq!(
            say(choice(0.5, HintBasis::Chance), &chips),
            "about a 50% chance of winning the game"
        );
    }

    #[test]
    fn amounts_are_said_as_a_margin_or_as_more() {
        let hand = GameInfo::new("x", "XX", "X").clearly_worse(5, 10);
        assert_eq!(
            HintBasis::Gain.more_said(1.3, &hand).en(),
            "1.3 more points by the end of the hand"
        );
        assert_eq!(
            HintBasis::Gain.margin_said(&hand).en(),
            "0.5 points by the end of the hand"
        );
        assert_eq!(
            HintBasis::Chance.more_said(1.0, &hand).en(),
            "1 percentage point more chance of winning the game"
        );
        let chips = GameInfo::new("x", "XX", "X")
            .words("round", "chip shed", "chips shed")
            .one_a_hand("shedding a chip")
            .clearly_worse(5, 10);
        assert_eq!(
            HintBasis::HandChance.margin_said(&chips).en(),
            "50 percentage points of the chance of shedding a chip by the end of the round"
        );
    }
}

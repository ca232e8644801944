//! A judgement in one sentence, for the review's list: what was played, what Expert prefers,
//! by how much in the game's unit, and how sure the search is.

use super::decisions::ReviewDecision;
use super::judge::{Judgement, Verdict};
use crate::bots::request::HintBasis;
use crate::engine::person_words::{agree, asked, possessive};
use crate::engine::GameInfo;
use crate::records::size::grouped;

/// `judgement` of `decision` in words, for the seat named `name` ("You" reads in the second
/// person): "You play the 7 of Moons; Expert prefers to play the King of Waves: about 1.3
/// more points by the end of the hand (Expert is sure of this)." How sure is said in words
/// from how much of its search went to the choice made (the numbers are for the curious, in
/// [`search_words`]).
pub fn judgement_words(
    judgement: &Judgement,
    decision: &ReviewDecision,
    info: &GameInfo,
    name: &str,
) -> String {
    let made = agree(&format!("{name} {}", decision.words));
    let best = asked(&judgement.best.words);
    let yours = possessive(name, false);
    let how_sure = match (judgement.basis, &judgement.chosen) {
        (HintBasis::Chance, _) => "judged over the whole game".to_string(),
        (_, Some(c)) if c.visits >= SURE_VISITS => "Expert is sure of this".into(),
        (_, Some(c)) if c.visits >= FAIRLY_SURE_VISITS => "Expert is fairly sure of this".into(),
        (_, _) => {
            format!("a rough estimate: Expert looked at {yours} choice only briefly")
        }
    };
    let by = judgement
        .difference
        .map(|d| amount(d, judgement.basis, info))
        .unwrap_or_default();
    match judgement.verdict {
        Verdict::Best => format!("{made}: Expert's choice too."),
        Verdict::ClearlyWorse => {
            format!("{made}; Expert prefers to {best}: {by} ({how_sure}).")
        }
        Verdict::CloseEnough => {
            format!("{made}; Expert prefers to {best}, though by little: {by} ({how_sure}).")
        }
        Verdict::NotTried => format!(
            "{made}; Expert prefers to {best} ({}), and gave {yours} choice too little thought \
             to say by how much.",
            judgement.best.number_words(info)
        ),
    }
}

/// The search of most choices gets this many tries or more: "sure".
const SURE_VISITS: u32 = 500;
/// Enough to say which is better, if not by exactly how much: "fairly sure".
const FAIRLY_SURE_VISITS: u32 = 100;

/// The search behind a judgement in numbers: "18,000 tries, 900 of them of your choice".
pub fn search_words(judgement: &Judgement, name: &str) -> String {
    let yours = possessive(name, false);
    match &judgement.chosen {
        Some(c) => format!(
            "{} tries, {} of them of {yours} choice",
            grouped(u64::from(judgement.tries)),
            grouped(u64::from(c.visits))
        ),
        None => format!("{} tries", grouped(u64::from(judgement.tries))),
    }
}

/// How much more Expert's best brings: "about 1.3 more points by the end of the hand", "about
/// 12 percentage points more chance of winning the game".
fn amount(difference: f64, basis: HintBasis, info: &GameInfo) -> String {
    format!("about {}", basis.more_words(difference, info))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::request::HintChoice;
    use crate::engine::Seat;
    use serde_json::json;

    fn choice(words: &str, gain: f64, visits: u32) -> HintChoice {
        HintChoice {
            action: json!({"type": "play"}),
            text: String::new(),
            words: words.into(),
            visits,
            value: 0.5,
            gain,
            basis: HintBasis::Gain,
        }
    }

    fn decision() -> ReviewDecision {
        ReviewDecision {
            step: 12,
            seat: Seat(0),
            view: json!({}),
            action: json!({"type": "play"}),
            text: "play 7M".into(),
            words: "plays the 7 of Moons".into(),
            choices: 3,
            seed: 1,
        }
    }

    fn judged(verdict: Verdict, chosen: Option<HintChoice>, difference: Option<f64>) -> Judgement {
        Judgement {
            step: 12,
            basis: HintBasis::Gain,
            best: choice("plays the King of Waves", 1.6, 17_100),
            chosen,
            difference,
            tries: 18_000,
            verdict,
        }
    }

    #[test]
    fn a_clearly_worse_choice_is_told_in_the_games_unit_and_person() {
        let hand = GameInfo::new("x", "XX", "X");
        let j = judged(
            Verdict::ClearlyWorse,
            Some(choice("plays the 7 of Moons", 0.3, 900)),
            Some(1.3),
        );
        assert_eq!(
            judgement_words(&j, &decision(), &hand, "You"),
            "You play the 7 of Moons; Expert prefers to play the King of Waves: about 1.3 \
             more points by the end of the hand (Expert is sure of this)."
        );
        assert_eq!(
            judgement_words(&j, &decision(), &hand, "Ann"),
            "Ann plays the 7 of Moons; Expert prefers to play the King of Waves: about 1.3 \
             more points by the end of the hand (Expert is sure of this)."
        );
        assert_eq!(
            search_words(&j, "Ann"),
            "18,000 tries, 900 of them of Ann's choice"
        );
        let brief = judged(
            Verdict::ClearlyWorse,
            Some(choice("plays the 7 of Moons", 0.3, 40)),
            Some(1.3),
        );
        assert!(judgement_words(&brief, &decision(), &hand, "You")
            .ends_with("(a rough estimate: Expert looked at your choice only briefly)."));
    }

    #[test]
    fn a_choice_never_tried_is_not_given_a_number() {
        let round = GameInfo::new("x", "XX", "X").words("round", "chip shed", "chips shed");
        let j = judged(Verdict::NotTried, None, None);
        let said = judgement_words(&j, &decision(), &round, "You");
        assert_eq!(
            said,
            "You play the 7 of Moons; Expert prefers to play the King of Waves (about +1.6 \
             chips shed by the end of the round), and gave your choice too little thought to \
             say by how much."
        );
    }
}

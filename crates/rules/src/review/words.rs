//! A judgement in one sentence, for the review's list: what was played, what Expert prefers,
//! by how much in the game's unit, and how sure the search is; said (`hints.ftl`) and put
//! into words where it is read.

use super::decisions::ReviewDecision;
use super::judge::{Judgement, Verdict};
use crate::bots::request::HintBasis;
use crate::engine::person_words::YOU;
use crate::engine::GameInfo;
use trumps_words::{Msg, Said};

/// `judgement` of `decision`, for the seat named `name` ("You" reads in the second person):
/// "You play the 7 of Moons; Expert prefers to play the King of Waves: about 1.3 more points
/// by the end of the hand (Expert is sure of this)." How sure is said in words from how much
/// of its search went to the choice made (the numbers are for the curious, in
/// [`search_said`]).
pub fn judgement_said(
    judgement: &Judgement,
    decision: &ReviewDecision,
    info: &GameInfo,
    name: &str,
) -> Said {
    let form = if name == YOU { "you" } else { "other" };
    let made = Said::new(Msg::ReviewMade)
        .seat("who", name)
        .said("action", decision.said.clone().text("form", form));
    let best = judgement.best_said.clone().text("form", "asked");
    let sure = match (judgement.basis, &judgement.chosen) {
        (HintBasis::Chance, _) => "game",
        (_, Some(c)) if c.visits >= SURE_VISITS => "sure",
        (_, Some(c)) if c.visits >= FAIRLY_SURE_VISITS => "fairly",
        (_, _) => "rough",
    };
    let sure = whose(Said::new(Msg::ReviewSure).text("sure", sure), name);
    let said = whose(Said::new(Msg::ReviewJudged), name)
        .said("made", made)
        .said("best", best);
    let by = |d: f64| judgement.basis.more_said(d, info);
    match (judgement.verdict, judgement.difference) {
        (Verdict::Best, _) => said.text("verdict", "best"),
        (Verdict::ClearlyWorse, Some(d)) => said
            .text("verdict", "worse")
            .said("by", by(d))
            .said("sure", sure),
        (Verdict::CloseEnough, Some(d)) => said
            .text("verdict", "close")
            .said("by", by(d))
            .said("sure", sure),
        (Verdict::ClearlyWorse | Verdict::CloseEnough | Verdict::NotTried, _) => said
            .text("verdict", "not-tried")
            .said("number", judgement.best.number_said(info)),
    }
}

/// `said` with whose choice it speaks of: `you` ("yes" for the seat named "You") and `name`,
/// as the review's messages take them.
fn whose(said: Said, name: &str) -> Said {
    said.text("you", if name == YOU { "yes" } else { "no" })
        .text("name", name)
}

/// The search of most choices gets this many tries or more: "sure".
const SURE_VISITS: u32 = 500;
/// Enough to say which is better, if not by exactly how much: "fairly sure".
const FAIRLY_SURE_VISITS: u32 = 100;

/// The search behind a judgement in numbers: "18,000 tries, 900 of them of your choice".
pub fn search_said(judgement: &Judgement, name: &str) -> Said {
    let tries = f64::from(judgement.tries);
    match &judgement.chosen {
        Some(c) => whose(Said::new(Msg::ReviewSearchMine), name)
            .figure("tries", tries, 0)
            .figure("visits", f64::from(c.visits), 0),
        None => Said::new(Msg::ReviewSearch).figure("tries", tries, 0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::request::HintChoice;
    use crate::engine::Seat;
    use serde_json::json;

    pub(super) fn choice(gain: f64, visits: u32) -> HintChoice {
        HintChoice {
            action: json!({"type": "play"}),
            text: String::new(),
            words: String::new(),
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
            said: Said::new(Msg::CaptionActionPlays).text("card", "the 7 of Moons"),
            choices: 3,
            seed: 1,
        }
    }

    fn judged(verdict: Verdict, chosen: Option<HintChoice>, difference: Option<f64>) -> Judgement {
        Judgement {
            step: 12,
            basis: HintBasis::Gain,
            best: choice(1.6, 17_100),
            best_said: Said::new(Msg::CaptionActionPlays).text("card", "the King of Waves"),
            chosen,
            difference,
            tries: 18_000,
            verdict,
        }
    }

    #[test]
    fn a_clearly_worse_choice_is_told_in_the_games_unit_and_person() {
        let hand = GameInfo::new("x", "XX", "X");
        let j = judged(Verdict::ClearlyWorse, Some(choice(0.3, 900)), Some(1.3));
        assert_eq!(
            judgement_said(&j, &decision(), &hand, "You").en(),
            "You play the 7 of Moons; Expert prefers to play the King of Waves: about 1.3 \
             more points by the end of the hand (Expert is sure of this)."
        );
        assert_eq!(
            judgement_said(&j, &decision(), &hand, "Ann").en(),
            "Ann plays the 7 of Moons; Expert prefers to play the King of Waves: about 1.3 \
             more points by the end of the hand (Expert is sure of this)."
        );
        assert_eq!(
            search_said(&j, "Ann").en(),
            "18,000 tries, 900 of them of Ann's choice"
        );
        let brief = judged(Verdict::ClearlyWorse, Some(choice(0.3, 40)), Some(1.3));
        assert!(judgement_said(&brief, &decision(), &hand, "You")
            .en()
            .ends_with("(a rough estimate: Expert looked at your choice only briefly)."));
    }

    #[test]
    fn a_choice_never_tried_is_not_given_a_number() {
        let round = GameInfo::new("x", "XX", "X").words("round", "chip shed", "chips shed");
        let j = judged(Verdict::NotTried, None, None);
        let said = judgement_said(&j, &decision(), &round, "You").en();
        assert_eq!(
            said,
            "You play the 7 of Moons; Expert prefers to play the King of Waves (about +1.6 \
             chips shed by the end of the round), and gave your choice too little thought to \
             say by how much."
        );
    }
}

#[cfg(test)]
mod in_other_languages {
    use super::tests::choice;
    use super::*;
    use crate::engine::Seat;
    use serde_json::json;
    use trumps_words::Catalogue;

    fn catalogue(lang: &'static str) -> Catalogue {
        trumps_words::whole_catalogue(lang).expect("read")
    }

    #[test]
    fn a_judgement_reads_in_the_persons_own_person_and_language() {
        let card = |name: &str| Said::new(Msg::SaidText).text("text", name);
        let d = ReviewDecision {
            step: 3,
            seat: Seat(0),
            view: json!({}),
            action: json!({"type": "play"}),
            text: String::new(),
            said: Said::new(Msg::CaptionActionPlays).said("card", card("X7")),
            choices: 2,
            seed: 1,
        };
        let j = Judgement {
            step: 3,
            basis: HintBasis::Gain,
            best: choice(1.6, 900),
            best_said: Said::new(Msg::CaptionActionPlays).said("card", card("K9")),
            chosen: Some(choice(0.3, 900)),
            difference: Some(1.3),
            tries: 18_000,
            verdict: Verdict::ClearlyWorse,
        };
        let info = GameInfo::new("x", "XX", "X").words("round", "point", "points");
        let say = |lang, name| {
            catalogue(lang).render(&judgement_said(&j, &d, &info, name), &|n| {
                trumps_words::plural(lang, n)
            })
        };
        assert_eq!(
            say("de", "You"),
            "Du spielst X7; der Experte rät: spiel K9. Das bringt etwa 1,3 Punkte mehr bis \
             zum Ende der Runde (der Experte ist sich sicher)."
        );
        assert!(say("de", "Ann").starts_with("Ann spielt X7;"));
        assert_eq!(
            say("id", "You"),
            "Kamu memainkan X7; Ahli menyarankan: mainkan K9. Itu memberi sekitar 1,3 poin \
             lebih banyak di akhir ronde (Ahli yakin akan hal ini)."
        );
        let search =
            catalogue("de").render(&search_said(&j, "You"), &|n| trumps_words::plural("de", n));
        assert_eq!(search, "18.000 Versuche, 900 davon mit deiner Wahl");
    }
}

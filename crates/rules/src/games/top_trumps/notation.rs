//! Top Trumps' action notation: `choose 3` names the third attribute of the pack.

use super::actions::Action;

pub fn text(action: &Action) -> String {
    let Action::Choose { attribute } = action;
    format!("choose {}", u32::from(*attribute) + 1)
}

pub fn parse(text: &str) -> Result<Action, String> {
    let bad = || {
        format!(
            "\"{text}\" is not a Top Trumps action (write \"choose 2\" for the second attribute)"
        )
    };
    let mut words = text.split_whitespace();
    match (words.next(), words.next(), words.next()) {
        (Some(w), Some(n), None) if w.eq_ignore_ascii_case("choose") => {
            let n: u32 = n.parse().map_err(|_| bad())?;
            if (1..=8).contains(&n) {
                Ok(Action::Choose {
                    attribute: (n - 1) as u8,
                })
            } else {
                Err(format!(
                    "a pack has at most 8 attributes: there is no attribute {n}"
                ))
            }
        }
        _ => Err(bad()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_read_back() {
        for a in 0..8u8 {
            let action = Action::Choose { attribute: a };
            assert_eq!(parse(&text(&action)), Ok(action));
        }
        assert_eq!(parse("CHOOSE 2"), Ok(Action::Choose { attribute: 1 }));
        for bad in [
            "",
            "choose",
            "choose 0",
            "choose 9",
            "choose two",
            "pick 1",
            "choose 1 2",
        ] {
            assert!(parse(bad).is_err(), "{bad}");
        }
    }
}

//! Shared-deal codes: codes already shared open the deal they named.

use serde_json::Value;
use trumps_rules::records::DealCode;
use trumps_rules::registry;

#[test]
fn codes_of_the_old_format_still_open_their_deal() {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/deal-codes/old-format.json");
    let text = std::fs::read_to_string(path).expect("the fixture");
    let doc: Value = serde_json::from_str(&text).expect("JSON");
    let codes = doc["codes"].as_array().expect("a list of codes");
    assert!(codes.len() >= 100);
    let mut games = std::collections::BTreeSet::new();
    for c in codes {
        let old = c["code"].as_str().expect("a code");
        for typed in [old.to_string(), old.to_lowercase(), format!("?deal={old}")] {
            let deal = DealCode::parse(&typed).unwrap_or_else(|e| panic!("{typed}: {e}"));
            assert_eq!(deal.game, c["game"], "{typed}");
            assert_eq!(
                Some(u64::from(deal.players)),
                c["players"].as_u64(),
                "{typed}"
            );
            assert_eq!(Some(deal.seed), c["seed"].as_u64(), "{typed}");
            assert_eq!(deal.options_json(), c["options"], "{typed}");
            // Shared again, it names the same deal.
            assert_eq!(DealCode::parse(&deal.code()), Ok(deal.clone()));
        }
        games.insert(c["game"].as_str().unwrap_or_default().to_string());
    }
    assert_eq!(
        games.len(),
        registry::GAMES.len(),
        "every game has old codes"
    );
}

use super::samples::{CHROMIUM_ANSWER, CHROMIUM_OFFER, FIREFOX_OFFER};
use super::*;

const NOW: u64 = 1_795_000_000_000;
const TEN_MINUTES: u64 = 10 * 60 * 1000;

fn invite() -> Invite {
    Invite {
        table: "t7k2m9qx".to_string(),
        code: "k7m2pq9xza".to_string(),
    }
}

fn offer_of(sdp: &str) -> Decoded {
    Decoded::Offer(Offer {
        invite: invite(),
        expires_ms: NOW + TEN_MINUTES,
        sdp: sdp.to_string(),
    })
}

/// Small, seeded randomness for the fuzzing (SplitMix64).
struct Dice(u64);

impl Dice {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

#[test]
fn offers_and_answers_round_trip_byte_exact() {
    for sdp in [CHROMIUM_OFFER, CHROMIUM_ANSWER, FIREFOX_OFFER] {
        let offer = encode_offer(&invite(), sdp, NOW, TEN_MINUTES);
        assert_eq!(decode(&offer, NOW), Ok(offer_of(sdp)));
        let answer = encode_answer(&invite(), sdp);
        let expected = Answer {
            invite: invite(),
            sdp: sdp.to_string(),
        };
        assert_eq!(decode(&answer, NOW), Ok(Decoded::Answer(expected.clone())));
        assert_eq!(decode_answer(&answer), Ok(expected));
    }
}

#[test]
fn codes_use_only_link_safe_characters_and_a_fixed_start() {
    let offer = encode_offer(&invite(), CHROMIUM_OFFER, NOW, TEN_MINUTES);
    let answer = encode_answer(&invite(), CHROMIUM_ANSWER);
    assert!(offer.chars().all(is_code_char), "{offer}");
    assert!(answer.chars().all(is_code_char), "{answer}");
    assert!(offer.starts_with("TgEB"), "{offer}");
    assert!(answer.starts_with("TgEC"), "{answer}");
}

/// The lengths the module's doc gives: run with `--nocapture` to see them.
#[test]
fn sizes_of_real_offers() {
    for (name, sdp) in [
        ("Chromium offer", CHROMIUM_OFFER),
        ("Chromium answer", CHROMIUM_ANSWER),
        ("Firefox offer", FIREFOX_OFFER),
    ] {
        let code = encode_offer(&invite(), sdp, NOW, TEN_MINUTES);
        let answer = encode_answer(&invite(), sdp);
        println!(
            "{name}: {} bytes of SDP -> offer code {} characters, answer code {}",
            sdp.len(),
            code.len(),
            answer.len()
        );
        assert!(code.len() < sdp.len(), "{name}: {} characters", code.len());
    }
}

#[test]
fn links_carry_the_offer() {
    let code = encode_offer(&invite(), FIREFOX_OFFER, NOW, TEN_MINUTES);
    let plain = link("https://example.org/trumps/", &code);
    assert_eq!(plain, format!("https://example.org/trumps/?join={code}"));
    let with_query = link("https://example.org/trumps/?lang=en", &code);
    assert_eq!(
        with_query,
        format!("https://example.org/trumps/?lang=en&join={code}")
    );
    for text in [plain, with_query] {
        assert_eq!(decode(&text, NOW), Ok(offer_of(FIREFOX_OFFER)));
    }
}

#[test]
fn sloppy_pastes_are_read() {
    let code = encode_offer(&invite(), CHROMIUM_OFFER, NOW, TEN_MINUTES);
    let (first, second) = code.split_at(code.len() / 2);
    let pastes = [
        format!("  {code}\n"),
        format!("\r\n\t{code} \r\n\r\n"),
        format!("{first}\n{second}"),
        format!("{first}\r\n  {second}"),
        format!("\"{code}\""),
        format!("<{code}>."),
        format!("https://example.org/trumps/?join={code}#table"),
        format!("http://192.168.1.20:8080/index.html?x=1&join={code}&y=2"),
        format!("  https://example.org/?join={first}\n{second}  "),
        format!("Join me: https://example.org/?join={code}"),
    ];
    for paste in pastes {
        assert_eq!(
            decode(&paste, NOW),
            Ok(offer_of(CHROMIUM_OFFER)),
            "{paste:?}"
        );
    }
}

#[test]
fn expired_invitations_are_refused() {
    let code = encode_offer(&invite(), CHROMIUM_OFFER, NOW, TEN_MINUTES);
    assert!(decode(&code, NOW + TEN_MINUTES).is_ok());
    assert_eq!(
        decode(&code, NOW + TEN_MINUTES + 1),
        Err(CodeProblem::Expired)
    );
    assert_eq!(
        decode_offer(&code, NOW + TEN_MINUTES + 1),
        Err(CodeProblem::Expired)
    );
    assert_eq!(
        CodeProblem::Expired.words(),
        "This invitation has expired: ask the host for a new one."
    );
    // On the host's side its own expired invitation is named for what it is.
    assert_eq!(decode_answer(&code), Err(CodeProblem::OfferNotAnswer));
}

#[test]
fn the_wrong_kind_is_named() {
    let offer = encode_offer(&invite(), CHROMIUM_OFFER, NOW, TEN_MINUTES);
    let answer = encode_answer(&invite(), CHROMIUM_ANSWER);
    assert_eq!(decode_offer(&answer, NOW), Err(CodeProblem::AnswerNotOffer));
    assert_eq!(decode_answer(&offer), Err(CodeProblem::OfferNotAnswer));
    assert_eq!(
        CodeProblem::AnswerNotOffer.words(),
        "This is an answer code: show it to the host, who scans it."
    );
    assert_eq!(
        CodeProblem::OfferNotAnswer.words(),
        "This is an invitation: open it on the device that will join."
    );
}

#[test]
fn the_host_checks_table_and_seat() {
    let answer = decode(&encode_answer(&invite(), CHROMIUM_ANSWER), NOW).unwrap();
    assert_eq!(check_answer(&answer, "t7k2m9qx", "k7m2pq9xza"), Ok(()));
    assert_eq!(
        check_answer(&answer, "other123", "k7m2pq9xza"),
        Err(CodeProblem::OtherTable)
    );
    assert_eq!(
        check_answer(&answer, "t7k2m9qx", "abcdefghjk"),
        Err(CodeProblem::OtherSeat)
    );
    assert_eq!(
        check_answer(&offer_of(CHROMIUM_OFFER), "t7k2m9qx", "k7m2pq9xza"),
        Err(CodeProblem::OfferNotAnswer)
    );
    assert_eq!(
        CodeProblem::OtherTable.words(),
        "This code is for another table."
    );
    assert!(CodeProblem::OtherSeat
        .words()
        .starts_with("This answer is for another seat's invitation: "));
}

/// A code as another version of the format would start it.
fn with_version(version: u8) -> String {
    let code = encode_answer(&invite(), CHROMIUM_ANSWER);
    let head = URL_SAFE_NO_PAD.encode([MARK, version, KIND_ANSWER]);
    format!("{head}{}", &code[HEADER_CHARS..])
}

#[test]
fn other_versions_are_told_apart_from_damage() {
    assert!(decode(&with_version(FORMAT_VERSION), NOW).is_ok());
    assert_eq!(
        decode(&with_version(FORMAT_VERSION + 1), NOW),
        Err(CodeProblem::NewerVersion)
    );
    assert_eq!(
        decode(&with_version(FORMAT_VERSION - 1), NOW),
        Err(CodeProblem::OlderVersion)
    );
    assert_eq!(
        CodeProblem::NewerVersion.words(),
        "This code was made by a newer version of Trumps: update this app first (reload while \
         online)."
    );
}

#[test]
fn text_that_is_no_code_says_so() {
    for text in ["", "  \n\t ", "\r\n"] {
        assert_eq!(decode(text, NOW), Err(CodeProblem::Empty), "{text:?}");
    }
    for text in [
        "hello",
        "Hello, how are you?",
        "https://example.org/trumps/",
        "abc",
        "TgE",
        "ÿÿÿÿ",
        "AAAAAAAAAAAAAAAAAAAAAAA",
    ] {
        assert_eq!(decode(text, NOW), Err(CodeProblem::NotACode), "{text:?}");
    }
    assert_eq!(
        CodeProblem::NotACode.words(),
        "This is not a Trumps invitation or answer: copy the whole code again."
    );
    assert_eq!(
        decode("https://example.org/?join=#x", NOW),
        Err(CodeProblem::Damaged("a link with no code"))
    );
}

#[test]
fn cut_codes_are_damaged() {
    let code = encode_offer(&invite(), CHROMIUM_OFFER, NOW, TEN_MINUTES);
    for keep in [
        HEADER_CHARS,
        HEADER_CHARS + 1,
        code.len() / 2,
        code.len() - 1,
    ] {
        let problem = decode(&code[..keep], NOW).unwrap_err();
        assert!(
            matches!(problem, CodeProblem::Damaged(_)),
            "{keep}: {problem:?}"
        );
        assert!(problem
            .words()
            .starts_with("This code is incomplete or damaged: "));
    }
}

/// Random text, and valid codes cut, changed and stretched at random: decoding never panics,
/// and what it reads is either refused or exactly what was written.
#[test]
fn decoding_never_panics_nor_misreads() {
    let mut dice = Dice(30);
    let offer = encode_offer(&invite(), CHROMIUM_OFFER, NOW, TEN_MINUTES);
    let answer = encode_answer(&invite(), FIREFOX_OFFER);
    let alphabet: Vec<char> = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
        .chars()
        .collect();
    for round in 0..3000 {
        // Random bytes, as text (lossy) and as code characters.
        let length = dice.below(1200);
        let bytes: Vec<u8> = (0..length).map(|_| dice.next() as u8).collect();
        let _ = decode(&String::from_utf8_lossy(&bytes), NOW);
        let chars: String = bytes
            .iter()
            .map(|b| alphabet[usize::from(*b) % 64])
            .collect();
        let _ = decode(&format!("TgEB{chars}"), NOW);
        let _ = decode(&format!("TgEC{chars}"), NOW);

        let (original, expected) = if round % 2 == 0 {
            (&offer, offer_of(CHROMIUM_OFFER))
        } else {
            (
                &answer,
                Decoded::Answer(Answer {
                    invite: invite(),
                    sdp: FIREFOX_OFFER.to_string(),
                }),
            )
        };
        let mut mutated: Vec<char> = original.chars().collect();
        match round % 4 {
            0 => mutated.truncate(dice.below(mutated.len())),
            1 => {
                let at = dice.below(mutated.len());
                mutated[at] = alphabet[dice.below(64)];
            }
            2 => {
                for _ in 0..1 + dice.below(5) {
                    let at = dice.below(mutated.len());
                    mutated[at] = alphabet[dice.below(64)];
                }
            }
            _ => {
                let at = dice.below(mutated.len());
                mutated.insert(at, alphabet[dice.below(64)]);
            }
        }
        let text: String = mutated.into_iter().collect();
        if let Ok(read) = decode(&text, NOW) {
            assert_eq!(read, expected, "round {round}: {text}");
        }
    }
}

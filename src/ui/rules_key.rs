/// The key a game's rules are filed under (FNV-1a of its Markdown): `build.rs` files the HTML
/// it renders under it, and the rules panel looks the HTML up by it. One function, included by
/// both (`include!`), so the two can never disagree.
fn rules_key(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

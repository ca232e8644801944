//! The characters of a deal code: Crockford's base-32 alphabet, the characters that read
//! alike, the seed's digits and their groups of four, and undoing a link's escapes.

/// Crockford's base-32 alphabet.
pub const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// Whether `c` separates groups (a dash or any space): ignored within the seed.
pub fn separator(c: char) -> bool {
    c.is_whitespace() || c == '-'
}

/// `c` as the code reads it: upper case, I and L as 1, O as 0.
pub fn read_alike(c: char) -> char {
    match c.to_ascii_uppercase() {
        'I' | 'L' => '1',
        'O' => '0',
        c => c,
    }
}

/// The value of a base-32 digit (any case; I and L read as 1, O as 0).
pub fn digit(c: char) -> Option<u64> {
    let c = read_alike(c);
    ALPHABET
        .iter()
        .position(|&a| a as char == c)
        .map(|p| p as u64)
}

/// The seed in base 32, most significant digit first, without leading zeros.
pub fn seed_digits(seed: u64) -> String {
    let mut out = Vec::new();
    let mut x = seed;
    loop {
        out.push(ALPHABET[(x % 32) as usize]);
        x /= 32;
        if x == 0 {
            break;
        }
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

/// Groups of four from the right-hand end: `7K2M9QXA` → `7K2M-9QXA`.
pub fn grouped(digits: &str) -> String {
    let chars: Vec<char> = digits.chars().collect();
    let first = match chars.len() % 4 {
        0 => 4.min(chars.len()),
        r => r,
    };
    let mut out: String = chars[..first].iter().collect();
    for chunk in chars[first..].chunks(4) {
        out.push('-');
        out.extend(chunk);
    }
    out
}

/// The code in a text: the value of `deal=` in a whole link, else the text; URL escapes undone
/// and in upper case, without spaces around it.
pub fn code_in(text: &str) -> String {
    let text = text.trim();
    let text = match text.find("deal=") {
        Some(i) => {
            let rest = &text[i + 5..];
            rest.split(['&', '#']).next().unwrap_or("")
        }
        None => text,
    };
    // Links escape spaces ("%20", "+"): read them as the spaces they stand for.
    percent_decoded(text)
        .to_ascii_uppercase()
        .trim()
        .to_string()
}

/// `text` with URL escapes undone: "%20" and "+" become spaces, "%2D" a dash. A `%` that does
/// not start an escape stays (and is then refused as a character of the code).
pub fn percent_decoded(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |k: usize| bytes.get(k).and_then(|&b| (b as char).to_digit(16));
        match (bytes[i], hex(i + 1), hex(i + 2)) {
            (b'%', Some(h), Some(l)) => {
                out.push((h * 16 + l) as u8);
                i += 3;
            }
            (b'+', _, _) => {
                out.push(b' ');
                i += 1;
            }
            (b, _, _) => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

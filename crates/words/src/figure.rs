//! A figure with a fixed number of decimals, written the way a language writes numbers:
//! English `12,742.5`, German and Indonesian `12.742,5`. Thousands are set apart only in a
//! whole part of five digits or more (`4879`, a year `1953`, stay as they are). The
//! separators are words of the language (`pack-figure-thousands`, `pack-figure-decimal`).

/// `value` with `decimals` decimals, its thousands set apart by `thousands` and its decimals
/// by `decimal`: `figure(12742.46, 1, ",", ".")` is `12,742.5`.
pub fn figure(value: f64, decimals: u8, thousands: &str, decimal: &str) -> String {
    let number = format!("{:.*}", decimals as usize, value);
    let (sign, digits) = match number.strip_prefix('-') {
        Some(d) => ("-", d),
        None => ("", number.as_str()),
    };
    let (whole, frac) = match digits.split_once('.') {
        Some((w, f)) => (w, Some(f)),
        None => (digits, None),
    };
    let mut out = String::from(sign);
    for (i, c) in whole.chars().enumerate() {
        if whole.len() > 4 && i > 0 && (whole.len() - i) % 3 == 0 {
            out.push_str(thousands);
        }
        out.push(c);
    }
    if let Some(f) = frac {
        out.push_str(decimal);
        out.push_str(f);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::figure;

    #[test]
    fn figures_in_english_and_in_german() {
        assert_eq!(figure(12742.4, 0, ",", "."), "12,742");
        assert_eq!(figure(4879.0, 0, ",", "."), "4879");
        assert_eq!(figure(-273150.0, 0, ",", "."), "-273,150");
        assert_eq!(figure(5.514, 2, ",", "."), "5.51");
        assert_eq!(figure(123456.789, 2, ",", "."), "123,456.79");
        assert_eq!(figure(10158.0, 0, ".", ","), "10.158");
        assert_eq!(figure(12742.46, 1, ".", ","), "12.742,5");
        assert_eq!(figure(1234567.0, 0, ".", ","), "1.234.567");
        assert_eq!(figure(-0.5, 1, ".", ","), "-0,5");
    }
}

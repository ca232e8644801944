//! A whole number of any size, for the person's decisions in a share: each decision is one
//! digit of a mixed radix (the index of the action taken, in a base of the number of actions
//! there were), so a decision among 3 costs under two bits and a forced one nothing.

/// Little-endian limbs of 32 bits; no limb of value 0 at the top.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Number(Vec<u32>);

impl Number {
    pub fn is_zero(&self) -> bool {
        self.0.is_empty()
    }

    /// `self × base + digit` (`digit < base`).
    fn push(&mut self, base: u32, digit: u32) {
        let mut carry = u64::from(digit);
        for limb in &mut self.0 {
            let v = u64::from(*limb) * u64::from(base) + carry;
            *limb = v as u32;
            carry = v >> 32;
        }
        if carry > 0 {
            self.0.push(carry as u32);
        }
    }

    /// Takes the lowest digit in `base` off: `self mod base`, leaving `self div base`.
    pub fn take(&mut self, base: u32) -> u32 {
        if base <= 1 {
            return 0;
        }
        let mut rest = 0u64;
        for limb in self.0.iter_mut().rev() {
            let v = (rest << 32) | u64::from(*limb);
            *limb = (v / u64::from(base)) as u32;
            rest = v % u64::from(base);
        }
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
        rest as u32
    }

    /// The number whose digits, taken lowest first, are `digits` (each `(digit, base)`).
    pub fn of_digits(digits: &[(u32, u32)]) -> Number {
        let mut n = Number::default();
        for &(digit, base) in digits.iter().rev() {
            if base > 1 {
                n.push(base, digit.min(base - 1));
            }
        }
        n
    }

    /// Its digits in base 32, most significant first (none for zero).
    pub fn base32(&self) -> Vec<u8> {
        let mut n = self.clone();
        let mut out = Vec::new();
        while !n.is_zero() {
            out.push(n.take(32) as u8);
        }
        out.reverse();
        out
    }

    /// The number of these base-32 digits, most significant first.
    pub fn from_base32(digits: &[u8]) -> Number {
        let mut n = Number::default();
        for &d in digits {
            n.push(32, u32::from(d) & 31);
        }
        n
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_of_mixed_bases_come_back_in_order() {
        let digits = [(2, 3), (0, 1), (6, 7), (0, 2), (40, 52), (1, 2), (0, 5)];
        let n = Number::of_digits(&digits);
        let back = Number::from_base32(&n.base32());
        assert_eq!(back, n);
        let mut m = back;
        for &(d, base) in &digits {
            assert_eq!(m.take(base), d);
        }
        assert!(m.is_zero());
        // Past the end, every digit reads 0.
        assert_eq!(m.take(9), 0);
    }

    #[test]
    fn a_long_number_round_trips() {
        let digits: Vec<(u32, u32)> = (0..400u32).map(|i| ((i * 7919) % 13, 13)).collect();
        let n = Number::of_digits(&digits);
        let mut m = Number::from_base32(&n.base32());
        let back: Vec<u32> = digits.iter().map(|&(_, b)| m.take(b)).collect();
        assert_eq!(back, digits.iter().map(|&(d, _)| d).collect::<Vec<_>>());
        assert!(Number::default().base32().is_empty());
    }
}

// The tests' own reading of a day's result's code (docs/daily.md, "A result's code"), written
// from the format and not from the app: enough to take a code apart, change one thing in it
// and sign it again, as someone editing a friend's result would.

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const MASK = (1n << 64n) - 1n;

/** One SplitMix64 step, as the rules crate's `mix64`. */
function mix64(x) {
  let z = (x + 0x9E3779B97F4A7C15n) & MASK;
  z = ((z ^ (z >> 30n)) * 0xBF58476D1CE4E5B9n) & MASK;
  z = ((z ^ (z >> 27n)) * 0x94D049BB133111EBn) & MASK;
  return z ^ (z >> 31n);
}

function fixed(v, digits) {
  let s = '';
  for (let i = 0; i < digits; i++) {
    s = ALPHABET[Number(v % 32n)] + s;
    v /= 32n;
  }
  return s;
}

function valueOf(text) {
  let v = 0n;
  for (const c of text) v = v * 32n + BigInt(ALPHABET.indexOf(c));
  return v;
}

/** The four check digits of a code's body (everything before them, dashes left out). */
export function checkDigits(body) {
  let h = 0x5EEDDA11n;
  for (const b of Buffer.from(body.replaceAll('-', ''))) h = mix64(h ^ BigInt(b));
  return fixed(h & 0xFFFFFn, 4);
}

/** A code taken apart: its head (letters and version), day, result, game, decisions and check. */
export function parse(code) {
  const parts = code.split('-');
  return {
    head: parts[0],
    day: Number(valueOf(parts[1])),
    result: Number(valueOf(parts[2])),
    game: parts[3],
    decisions: parts.slice(4, -1).join(''),
    check: parts.at(-1),
  };
}

/** A code of `p` (as `parse` gives), signed with its right check digits. */
export function sign(p) {
  const groups = p.decisions.match(/.{1,5}/g) ?? ['0'];
  const body = [p.head, fixed(BigInt(p.day), 4), fixed(BigInt(p.result), 4), p.game, ...groups].join('-');
  return `${body}-${checkDigits(body)}`;
}

/** The score a result claims (its value is (score + 32768) × 4 + won × 2 + aids). */
export const claimedScore = (p) => Math.floor(p.result / 4) - 32768;

/** `p` claiming `delta` more points. */
export const withScore = (p, delta) => ({ ...p, result: p.result + 4 * delta });

/** `p` of the day `delta` days away. */
export const withDay = (p, delta) => ({ ...p, day: p.day + delta });

/**
 * `p` with its first decision changed: the decisions are one number whose lowest digit (in
 * the base of how many actions there were) is the first decision, so one more changes that
 * decision to the next action (carrying over into the second only past the last).
 */
export function withFirstDecisionChanged(p) {
  const v = valueOf(p.decisions) + 1n;
  let s = '';
  for (let x = v; x > 0n; x /= 32n) s = ALPHABET[Number(x % 32n)] + s;
  return { ...p, decisions: s };
}

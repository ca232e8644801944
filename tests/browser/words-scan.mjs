// Scanning a page for the words of another language (issue 48): the phrases of a language's
// catalogue, common English words, raw message ids, a pattern's marks, and text that overflows
// its box. Used by the tests that play in German and Indonesian.
import fs from 'node:fs';
import path from 'node:path';

/** The phrases of two words or more of language `lang`'s catalogue (the text between a
 *  message's arguments), read from crates/words/locales/LANG/*.ftl: a page in another
 *  language shows none of them. */
export function phrasesOf(lang) {
  const dir = path.resolve(`crates/words/locales/${lang}`);
  const phrases = new Set();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ftl'))) {
    for (const line of fs.readFileSync(path.join(dir, file), 'utf8').split('\n')) {
      // A message's first line (`id = words`) or a variant's (`[one] words`).
      const m = line.match(/^[a-z][a-z0-9-]* = (.*)$/) ?? line.match(/^\s*\*?\[[^\]]+\]\s*(.*)$/);
      if (!m) continue;
      for (const piece of m[1].split(/\{[^}]*\}?/)) {
        const words = piece.trim().replace(/[.,:;!?()…—–-]+$/, '').trim();
        if (words.split(/\s+/).length >= 2 && words.length >= 8) phrases.add(words);
      }
    }
  }
  return [...phrases];
}

/** The phrases a page in `lang` must not show: every other language's that `lang` does not
 *  share. */
export function foreignPhrases(lang) {
  const own = new Set(phrasesOf(lang));
  return ['en', 'de', 'id'].filter((l) => l !== lang).flatMap(phrasesOf).filter((p) => !own.has(p));
}

// Common English words that no German or Indonesian sentence of ours uses (whole words).
// ("Hand" is German too; "Truf" and "trik" are Indonesian.)
export const COMMON = ['the', 'and', 'your', 'you', 'with', 'wins', 'trick', 'tricks', 'plays', 'play', 'next', 'round', 'score', 'points', 'trump', 'bid', 'of', 'is', 'are', 'to', 'Ready', 'Back', 'Continue', 'Hint', 'Undo', 'Rules', 'Settings'];

/** What is wrong on the page now, in words: the text of another language, a raw id, a pattern's
 *  mark, text overflowing its box. */
export async function scan(page, phrases) {
  return page.evaluate(
    ({ phrases, common }) => {
      const found = [];
      const visible = (el) => {
        const s = getComputedStyle(el);
        const r = el.getBoundingClientRect();
        return s.visibility !== 'hidden' && s.display !== 'none' && r.width > 0 && r.height > 0;
      };
      // Every text a person reads or hears: visible text, aria-labels, titles.
      const texts = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement;
        if (!el || el.closest('script, style, noscript, [aria-hidden="true"]') || !visible(el)) continue;
        const t = n.textContent.trim();
        if (t) texts.push([t, el]);
      }
      for (const el of document.querySelectorAll('[aria-label], [title]')) {
        if (!visible(el)) continue;
        for (const a of ['aria-label', 'title']) if (el.getAttribute(a)) texts.push([el.getAttribute(a), el]);
      }
      const where = (el) => el.dataset?.testid ?? el.closest('[data-testid]')?.dataset.testid ?? el.tagName.toLowerCase();
      const seen = new Set();
      const say = (what) => {
        if (!seen.has(what)) found.push(what);
        seen.add(what);
      };
      const words = new RegExp(`(^|[^\\p{L}])(${common.join('|')})(?=$|[^\\p{L}])`, 'iu');
      for (const [t, el] of texts) {
        // Players' names and the games' own names are data.
        const plain = t.replace(/\b(Ann|Ben|Cleo|Top Trumps|Truf|Trumps|Decktet)\b/g, '');
        const phrase = phrases.find((p) => plain.includes(p));
        if (phrase) say(`another language: "${phrase}" in [${where(el)}]: ${t.slice(0, 80)}`);
        else if (words.test(plain)) say(`English word "${plain.match(words)[2]}" in [${where(el)}]: ${t.slice(0, 80)}`);
        if (/\b[a-z]+(-[a-z0-9]+){2,}\b/.test(t) && !/https?:|\.json|\.txt/.test(t)) say(`a raw id in [${where(el)}]: ${t.slice(0, 80)}`);
        if (/[{}]|\$[a-z]/.test(t)) say(`a pattern's mark in [${where(el)}]: ${t.slice(0, 80)}`);
      }
      for (const el of document.querySelectorAll('body *')) {
        if (!visible(el) || getComputedStyle(el).display === 'inline') continue;
        const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
        // (A box of 1 px is text for screen readers only: .sr-only. A hint's rank badge
        // overhangs its control's corner on purpose: [data-hint]'s ::after.)
        const badged = el.matches('[data-hint], [data-hint-part]');
        if (own && !badged && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 1) {
          say(`text wider than its box [${where(el)}] (${el.scrollWidth} > ${el.clientWidth}): ${el.textContent.trim().slice(0, 60)}`);
        }
      }
      return found;
    },
    { phrases, common: COMMON },
  );
}


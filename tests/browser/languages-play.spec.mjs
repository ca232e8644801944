// Every game's first hand in German and in Indonesian at 390×844 (issue 48): at each decision
// the person makes, and on the hub, the page is scanned for words of another language (English
// phrases of the catalogue, common English words), raw message ids and marks of a pattern, and
// text that overflows its box. What is found is listed, by game and decision, in one failure.
// Repeated findings are listed once per screen.
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, PHONE } from './helpers.mjs';
import { walkEveryGame } from './every-game.mjs';

test.use({ viewport: PHONE });

/** The English catalogue's phrases of two words or more (the text between a message's
 *  arguments), read from crates/words/locales/en/*.ftl: a German or Indonesian page shows
 *  none of them. */
function englishPhrases() {
  const dir = path.resolve('crates/words/locales/en');
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

// Common English words that no German or Indonesian sentence of ours uses (whole words).
// ("Hand" is German too; "Truf" and "trik" are Indonesian.)
const COMMON = ['the', 'and', 'your', 'you', 'with', 'wins', 'trick', 'tricks', 'plays', 'play', 'next', 'round', 'score', 'points', 'trump', 'bid', 'of', 'is', 'are', 'to', 'Ready', 'Back', 'Continue', 'Hint', 'Undo', 'Rules', 'Settings'];

/** What is wrong on the page now, in words: the text of another language, a raw id, a pattern's
 *  mark, text overflowing its box. */
async function scan(page, phrases) {
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
        if (phrase) say(`English "${phrase}" in [${where(el)}]: ${t.slice(0, 80)}`);
        else if (words.test(plain)) say(`English word "${plain.match(words)[2]}" in [${where(el)}]: ${t.slice(0, 80)}`);
        if (/\b[a-z]+(-[a-z0-9]+){2,}\b/.test(t) && !/https?:|\.json|\.txt/.test(t)) say(`a raw id in [${where(el)}]: ${t.slice(0, 80)}`);
        if (/[{}]|\$[a-z]/.test(t)) say(`a pattern's mark in [${where(el)}]: ${t.slice(0, 80)}`);
      }
      for (const el of document.querySelectorAll('body *')) {
        if (!visible(el) || getComputedStyle(el).display === 'inline') continue;
        const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
        // (A box of 1 px is text for screen readers only: .sr-only.)
        if (own && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 1) {
          say(`text wider than its box [${where(el)}] (${el.scrollWidth} > ${el.clientWidth}): ${el.textContent.trim().slice(0, 60)}`);
        }
      }
      return found;
    },
    { phrases, common: COMMON },
  );
}

// It walks every game twice (a few minutes): it runs with LANG_SCAN=1 or under
// scripts/test.sh --full (TRUMPS_FULL=1), not in the everyday suite.
for (const lang of ['de', 'id']) {
  test.skip(!process.env.LANG_SCAN && !process.env.TRUMPS_FULL, 'LANG_SCAN=1 (or scripts/test.sh --full) runs the scan of every game in German and Indonesian');
  test(`every game's first hand in ${lang === 'de' ? 'German' : 'Indonesian'}: no other language, no raw id, nothing overflowing`, async ({ page }) => {
    test.setTimeout(600_000);
    const phrases = englishPhrases();
    expect(phrases.length).toBeGreaterThan(200);
    const problems = [];
    const look = async (label) => {
      for (const p of await scan(page, phrases)) problems.push(`${label}: ${p}`);
    };
    await walkEveryGame(page, {
      url: `/?pace=instant&seed=31&lang=${lang}`,
      each: async (id) => {
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await look(`hub before ${id}`);
      },
      onDecision: (id, action) => look(`${id} at ${action}`),
    });
    expect(problems, problems.join('\n')).toEqual([]);
  });
}

// Issue 28, item 5: on a touch screen every control is at least 44×44 CSS px (WCAG 2.5.5):
// Hint was 49×28, the top bar's buttons 34 px high, the replay's selects 22 px. The phone-size
// walk of every game in layout.spec.mjs checks every screen at 390×844 with these (the hub,
// each set-up, the rules, each decision of each game the hub lists, the summaries, the end, the
// replay and its options) and lists any smaller control. Cards in an overlapping (fanned) hand
// count by their exposed strip: at least 24 px wide and 44 px tall. Disabled controls are no
// targets; a link inside a sentence is exempt (WCAG's inline exception).
import { expect } from './helpers.mjs';

/** Runs in the page: each enabled, shown control smaller than a finger, with its size. */
export function smallTargets() {
  const out = [];
  const name = (el) => {
    const id = el.dataset.testid ? `[${el.dataset.testid}]` : '';
    const text = (el.getAttribute('aria-label') || el.textContent || el.value || '').trim().replace(/\s+/g, ' ').slice(0, 30);
    return `${el.tagName.toLowerCase()}${id} "${text}"`;
  };
  const shown = (el) => {
    const st = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    return st.visibility !== 'hidden' && st.display !== 'none' && r.width > 0 && r.height > 0;
  };
  const controls = 'button, a[href], select, input:not([type=hidden]), textarea, summary, [role="button"], label.btn';
  for (const el of document.querySelectorAll(controls)) {
    if (el.disabled || el.closest('[inert], [aria-hidden="true"], .sr-only')) continue;
    if (!shown(el)) continue;
    // A file input is tapped through the label drawn as its button.
    if (el.matches('input[type=file]')) continue;
    if (el.matches('a') && !el.matches('.btn') && el.closest('p, li, td')) continue;
    let r = el.getBoundingClientRect();
    // A checkbox or radio is tapped through its whole label.
    if (el.matches('input[type=checkbox], input[type=radio]') && el.closest('label')) r = el.closest('label').getBoundingClientRect();
    let minW = 44;
    let w = r.width;
    // A card overlapped by the next card of its hand: its exposed strip.
    if (el.closest('[data-testid="hand"]') && el.matches('button.card, button.dcard')) {
      const next = el.nextElementSibling;
      if (next) {
        const n = next.getBoundingClientRect();
        if (Math.abs(n.top - r.top) < 8 && n.left < r.right - 0.5 && n.left > r.left) {
          w = n.left - r.left;
          minW = 24;
        }
      }
    }
    if (w < minW - 0.5 || r.height < 44 - 0.5) out.push(`${name(el)} ${Math.round(w)}×${Math.round(r.height)}`);
  }
  return out;
}

/** The tap-target checks of a walk of every game (`walkEveryGame`'s `each` and `onDecision`),
 *  and `end()`, which plays a Top Trumps game of bots to its end and checks the game-over
 *  screen and the replay; `found` lists every control under 44×44 px, `checked` the screens. */
export function tapTargetChecks(page) {
  const found = new Set();
  const checked = new Set();
  const check = async (where) => {
    for (const p of await page.evaluate(smallTargets)) found.add(`${where}: ${p}`);
  };
  return {
    found,
    checked,
    each: async (id) => {
      await check('hub');
      await page.getByTestId('rules-button').click();
      await expect(page.getByTestId('rules-body')).toBeVisible();
      await check('rules');
      await page.keyboard.press('Escape');
      await page.getByTestId(`set-up-${id}`).click();
      await expect(page.getByTestId('setup-dialog')).toBeVisible();
      await check(`${id} set-up`);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('setup-dialog')).toHaveCount(0);
    },
    onDecision: async (id, action) => {
      // Each kind of screen once per game (and the game menu at the first).
      if (checked.has(`${id} ${action}`)) return;
      checked.add(`${id} ${action}`);
      await check(`${id} ${action}`);
      if (!checked.has(`${id} menu`) && (await page.getByTestId('game-menu').count())) {
        checked.add(`${id} menu`);
        await page.getByTestId('game-menu').click();
        await check(`${id} game menu`);
        await page.keyboard.press('Escape');
      }
    },
    end: async () => {
      // The end of a game and its replay (Top Trumps, played out by bots).
      await page.getByTestId('set-up-top-trumps').click();
      await page.getByTestId('player-count').selectOption('2');
      for (const i of [0, 1]) await page.getByTestId(`seat-kind-${i}`).selectOption('bot');
      await page.getByTestId('new-game').click();
      await expect(page.getByTestId('game-over')).toBeVisible({ timeout: 120_000 });
      await check('game over');
      await page.getByTestId('over-watch').click();
      await expect(page.getByTestId('replay')).toBeVisible();
      await page.getByTestId('replay-forward').click();
      await check('replay');
      await page.getByTestId('replay-more').click();
      await check('replay, more');
      await page.getByTestId('replay-hub').click();
      await check('hub with a finished game');
    },
  };
}

// Playing Truf in the browser as a person would, shared by the specs: set-up, what the person
// sees, and a loop that plays the person's turns (a bid of the picked cards, the even game's
// turn, random legal cards) to a given point.
import { expect } from './helpers.mjs';
import { startDecktet } from './decktet-play.mjs';

export const startTruf = (page, o = {}) => startDecktet(page, { ...o, game: 'truf', name: 'Truf' });

/** What the person at the device sees: null while bots are acting. */
export async function snapshot(page) {
  return page.evaluate(() => {
    const q = (s, r = document) => r.querySelector(s);
    const qa = (s, r = document) => [...r.querySelectorAll(s)];
    let action = null;
    if (q('[data-testid="pass-device"]')) action = 'pass-device';
    else if (q('[data-testid="game-over"]')) action = 'game-over';
    else if (q('[data-testid="round-summary"]')) action = 'summary';
    else if (q('[data-testid="bid-picker"]')) action = 'bid';
    else if (q('[data-testid="turn-choice"]')) action = 'turn';
    else if (qa('[data-testid="hand"] button.fcard').some((b) => !b.disabled)) action = 'play';
    const trickEl = q('[data-testid="trick"]');
    return {
      action,
      hand: qa('[data-testid="hand"] button.fcard').map((b) => ({ id: b.dataset.card, suit: b.dataset.card.slice(-1), enabled: !b.disabled })),
      trick: trickEl
        ? {
            complete: trickEl.classList.contains('complete'),
            plays: qa('.slot', trickEl)
              .filter((s) => q('[data-card]', s))
              .map((s) => ({ seat: Number(s.dataset.seat), id: q('[data-card]', s).dataset.card })),
          }
        : null,
      backs: qa('[data-testid="trick"] .fcard.back').length,
      cardsInPage: qa('[data-card]').length,
      trump: q('[data-testid="trump"] h2')?.textContent ?? '',
      // Every card anywhere on the page outside the hand, the trick and the bids.
      elsewhere: qa('[data-card]').filter((el) => !el.closest('[data-testid="hand"]') && !el.closest('[data-testid="trick"]') && !el.closest('[data-testid="bids"]') && !el.closest('[data-testid="bid-picker"]')).length,
    };
  });
}

export async function waitForPerson(page) {
  await expect
    .poll(async () => (await snapshot(page)).action, { timeout: 60_000, intervals: [50] })
    .not.toBeNull();
  return snapshot(page);
}

/** The person's cards that may be played when following: the led suit if held, else any. */
export function followByRule(s) {
  const open = s.trick && !s.trick.complete ? s.trick.plays : [];
  const led = open[0];
  if (!led || led.id === 'face-down') return null;
  const suit = led.id.slice(-1);
  const follows = s.hand.filter((c) => c.suit === suit);
  return (follows.length ? follows : s.hand).map((c) => c.id).sort();
}

/** Bids `cards` (ids from the hand): picks each, sets the minus marks, makes the bid. */
export async function makeBid(page, cards, minus = []) {
  for (const c of cards) await page.locator(`[data-testid="hand"] button[data-card="${c}"]`).click();
  for (const c of minus) await page.locator(`[data-testid="bid-picker"] li[data-card="${c}"] [data-testid="bid-sign"]`).click();
  await page.getByTestId('make-bid').click();
  await expect(page.getByTestId('bid-picker')).toHaveCount(0);
}

/** Plays the person's turns (a bid of the first card, the even game up, random legal cards)
 *  until `stop(snapshot)` is true. */
export async function playUntil(page, stop, { seed = 1, onCover, onState } = {}) {
  let r = seed;
  const rand = (n) => {
    r = (r * 1103515245 + 12345) % 2147483648;
    return r % n;
  };
  for (let step = 0; step < 1000; step++) {
    const s = await waitForPerson(page);
    expect(s.elsewhere, 'no card outside the hand, the trick and the bids').toBe(0);
    if (onState) await onState(s);
    if (stop(s)) return s;
    if (s.action === 'pass-device') {
      expect(s.hand).toHaveLength(0);
      expect(s.cardsInPage).toBe(0);
      if (onCover) await onCover(s);
      await page.getByTestId('pass-device').locator('button').click();
    } else if (s.action === 'bid') {
      await makeBid(page, [s.hand[rand(s.hand.length)].id]);
    } else if (s.action === 'turn') {
      await page.getByTestId(rand(2) ? 'turn-up' : 'turn-down').click();
      await expect(page.getByTestId('turn-choice')).toHaveCount(0);
    } else if (s.action === 'play') {
      const enabled = s.hand.filter((c) => c.enabled).map((c) => c.id).sort();
      const rule = followByRule(s);
      if (rule) expect(enabled).toEqual(rule);
      const pick = enabled[rand(enabled.length)];
      const before = s.hand.length;
      await page.locator(`[data-testid="hand"] button[data-card="${pick}"]`).click();
      await expect
        .poll(async () => {
          const t = await snapshot(page);
          return ['pass-device', 'summary', 'game-over'].includes(t.action) || t.hand.length === before - 1;
        })
        .toBe(true);
    } else if (s.action === 'summary') {
      await page.getByTestId('next-round').click();
    } else {
      throw new Error(`nothing to do at ${s.action}`);
    }
  }
  throw new Error('the game did not reach the expected point');
}

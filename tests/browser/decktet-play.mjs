// Playing the Decktet games (Ace Trump, Ransom Trump) in the browser as a person would, shared
// by the specs: set-up, what the person sees, and a loop that plays the person's turns (random
// legal cards, ransoms, trump choices, bids) to a given point.
import { expect, openApp } from './helpers.mjs';

export const seats4 = [
  { kind: 'human', name: 'Tess' },
  { kind: 'bot', name: 'Ann', level: 'beginner' },
  { kind: 'bot', name: 'Ben', level: 'beginner' },
  { kind: 'bot', name: 'Cleo', level: 'beginner' },
];

/** Opens the hub (`url: null`: it is open), chooses the game, sets the seats and options,
 *  starts the game. */
export async function startDecktet(page, { game, name, seats = seats4, options = {}, url = '/?pace=instant&seed=4242' }) {
  if (url !== null) await openApp(page, url);
  await page.getByTestId(`set-up-${game}`).click();
  await expect(page.locator('#setup-title')).toHaveText(`New game of ${name}`);
  await page.getByTestId('player-count').selectOption(String(seats.length));
  for (const [i, s] of seats.entries()) {
    await page.getByTestId(`seat-kind-${i}`).selectOption(s.kind);
    await page.getByTestId(`seat-name-${i}`).fill(s.name);
    if (s.level) await page.getByTestId(`seat-level-${i}`).selectOption(s.level);
  }
  for (const [key, value] of Object.entries(options)) {
    const field = page.getByTestId(`option-${key}`);
    if (typeof value === 'boolean') await field.setChecked(value);
    else if (typeof value === 'number') await field.fill(String(value)).then(() => field.blur());
    else await field.selectOption(value);
  }
  await expect(page.getByTestId('options-problem')).toHaveCount(0);
  await page.getByTestId('new-game').click();
  await expect(page.locator('.table-screen .game-name')).toHaveText(name);
}

export const startAceTrump = (page, o = {}) => startDecktet(page, { ...o, game: 'ace-trump', name: 'Ace Trump' });
export const startRansomTrump = (page, o = {}) => startDecktet(page, { ...o, game: 'ransom-trump', name: 'Ransom Trump' });

/** What the person at the device sees: null while bots are acting. */
export async function snapshot(page) {
  return page.evaluate(() => {
    const q = (s, r = document) => r.querySelector(s);
    const qa = (s, r = document) => [...r.querySelectorAll(s)];
    const suitsOf = (el) => qa('.dsym', el).map((x) => [...x.classList].find((c) => c.startsWith('ds-')));
    const cardOf = (el) => ({ id: el.dataset.card, suits: suitsOf(el), excuse: el.classList.contains('excuse') });
    let action = null;
    if (q('[data-testid="pass-device"]')) action = 'pass-device';
    else if (q('[data-testid="game-over"]')) action = 'game-over';
    else if (q('[data-testid="round-summary"]')) action = 'summary';
    else if (q('[data-testid="bid"]')) action = 'bid';
    else if (q('[data-testid="name-trump"]')) action = 'name-trump';
    else if (q('[data-testid="choose-trump"]')) action = 'choose-trump';
    else if (qa('[data-testid="hand"] button.dcard').some((b) => !b.disabled)) action = 'play';
    const trickEl = q('[data-testid="trick"]');
    return {
      action,
      hand: qa('[data-testid="hand"] button.dcard').map((b) => ({ ...cardOf(b), enabled: !b.disabled })),
      trick: trickEl
        ? {
            complete: trickEl.classList.contains('complete'),
            plays: qa('.slot', trickEl)
              .filter((s) => q('[data-card]', s))
              .map((s) => ({ seat: Number(s.dataset.seat), ...cardOf(q('[data-card]', s)) })),
          }
        : null,
      handTitle: q('.hand-title')?.textContent ?? null,
      cardsInPage: qa('[data-card]').length,
      // Ransom Trump: the ransoms shown face up (your own while the others are face down; all
      // once shown) and those face down.
      ransoms: {
        up: qa('[data-testid="ransoms"] [data-card]').map((el) => el.dataset.card),
        down: qa('[data-testid="ransoms"] .dcard.back').length,
        shown: !!q('[data-testid="ransom-outcome"]'),
        // The person is choosing a ransom (the explanation is up).
        choosing: !!q('[data-testid="ransoms"] .ransom-help'),
      },
      // Every card anywhere on the page outside the hand, the trick and the ransoms.
      elsewhere: qa('[data-card]').filter((el) => !el.closest('[data-testid="hand"]') && !el.closest('[data-testid="trick"]') && !el.closest('[data-testid="ransoms"]')).length,
    };
  });
}

export async function waitForPerson(page) {
  await expect
    .poll(async () => (await snapshot(page)).action, { timeout: 60_000, intervals: [50] })
    .not.toBeNull();
  return snapshot(page);
}

/** The person's cards that follow the led card (the rule: share any suit); the Excuse always. */
export function legalByRule(s) {
  const open = s.trick && !s.trick.complete ? s.trick.plays : [];
  const led = open.find((p) => !p.excuse);
  if (!led) return s.hand.map((c) => c.id).sort();
  const follows = s.hand.filter((c) => !c.excuse && c.suits.some((x) => led.suits.includes(x)));
  if (follows.length === 0) return s.hand.map((c) => c.id).sort();
  return [...follows, ...s.hand.filter((c) => c.excuse)].map((c) => c.id).sort();
}

/** Plays the person's turns (random legal card or ransom / bid 1 / a suit) until `stop(snapshot)`
 *  is true. */
export async function playUntil(page, stop, { seed = 1, onPlay, onCover, onState } = {}) {
  let r = seed;
  const rand = (n) => {
    r = (r * 1103515245 + 12345) % 2147483648;
    return r % n;
  };
  for (let step = 0; step < 1000; step++) {
    const s = await waitForPerson(page);
    expect(s.elsewhere, 'no card outside the hand, the trick and the ransoms').toBe(0);
    if (onState) await onState(s);
    if (stop(s)) return s;
    if (s.action === 'pass-device') {
      // Under the cover nothing of anybody's hand is in the page.
      expect(s.hand).toHaveLength(0);
      expect(s.cardsInPage).toBe(0);
      if (onCover) await onCover(s);
      await page.getByTestId('pass-device').locator('button').click();
    } else if (s.action === 'play') {
      const enabled = s.hand.filter((c) => c.enabled).map((c) => c.id).sort();
      expect(enabled).toEqual(legalByRule(s));
      if (onPlay) await onPlay(s);
      const pick = enabled[rand(enabled.length)];
      const before = s.hand.length;
      await page.locator(`[data-testid="hand"] button[data-card="${pick}"]`).click();
      // The card leaves the hand (or the cover comes up for the next person).
      await expect
        .poll(async () => {
          const t = await snapshot(page);
          // (After a hand's last card, the summary comes up over the next hand's cards.)
          return ['pass-device', 'summary', 'game-over'].includes(t.action) || t.hand.length === before - 1;
        })
        .toBe(true);
    } else if (s.action === 'bid') {
      await page.locator('[data-testid="bid"] button.bid-choice').nth(1).click();
      await expect(page.getByTestId('bid')).toHaveCount(0);
    } else if (s.action === 'name-trump') {
      await page.locator('[data-testid="name-trump"] button').first().click();
    } else if (s.action === 'choose-trump') {
      await page.locator('[data-testid="choose-trump"] button.suit-choice').last().click();
      await expect(page.getByTestId('choose-trump')).toHaveCount(0);
    } else if (s.action === 'summary') {
      await page.getByTestId('next-round').click();
    } else {
      throw new Error(`nothing to do at ${s.action}`);
    }
  }
  throw new Error('the game did not reach the expected point');
}


// Playing the Decktet games (Ace Trump, Ransom Trump) in the browser as a person would, shared
// by the specs: set-up, what the person sees, and a loop that plays the person's turns (random
// legal cards, ransoms, trump choices, bids) to a given point.
import { expect, openApp, openSetUp, startSetUp, waitForAction, playCard, readPage } from './helpers.mjs';

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
  await openSetUp(page, { id: game, name }, seats);
  for (const [key, value] of Object.entries(options)) {
    const field = page.getByTestId(`option-${key}`);
    if (typeof value === 'boolean') await field.setChecked(value);
    else if (typeof value === 'number') await field.fill(String(value)).then(() => field.blur());
    else await field.selectOption(value);
  }
  await startSetUp(page, name);
}

export const startAceTrump = (page, o = {}) => startDecktet(page, { ...o, game: 'ace-trump', name: 'Ace Trump' });
export const startRansomTrump = (page, o = {}) => startDecktet(page, { ...o, game: 'ransom-trump', name: 'Ransom Trump' });

/** What the person at the device sees: `action` null while bots are acting. */
export async function snapshot(page) {
  return readPage(page, ({ q, qa, action, trick, cardsOutside }) => {
    const suitsOf = (el) => qa('.dsym', el).map((x) => [...x.classList].find((c) => c.startsWith('ds-')));
    const cardOf = (el) => ({ id: el.dataset.card, suits: suitsOf(el), excuse: el.classList.contains('excuse') });
    return {
      action: action(
        [
          ['summary', 'round-summary'],
          ['bid', 'bid'],
          ['name-trump', 'name-trump'],
          ['choose-trump', 'choose-trump'],
        ],
        ['play', '[data-testid="hand"] button.dcard'],
      ),
      hand: qa('[data-testid="hand"] button.dcard').map((b) => ({ ...cardOf(b), enabled: !b.disabled })),
      trick: trick(cardOf),
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
      elsewhere: cardsOutside(['hand', 'trick', 'ransoms']),
    };
  });
}

export const waitForPerson = (page) => waitForAction(page, snapshot);

/** The person's cards that follow the led card (the rule: share any suit); the Excuse always. */
export function legalByRule(s) {
  const open = s.trick && !s.trick.complete ? s.trick.plays : [];
  const led = open.find((p) => !p.excuse);
  if (!led) return s.hand.map((c) => c.id).sort();
  const follows = s.hand.filter((c) => !c.excuse && c.suits.some((x) => led.suits.includes(x)));
  if (follows.length === 0) return s.hand.map((c) => c.id).sort();
  return [...follows, ...s.hand.filter((c) => c.excuse)].map((c) => c.id).sort();
}

/**
 * The loop of the card games' playUntil: waits for the person and checks what they see
 * (`outside`: where a card may be besides the hand and the trick; under the cover no card at
 * all), returns the snapshot once `stop(snapshot)` holds, and otherwise does the person's
 * part: hands the device on, plays a random enabled card (after `checkPlay(snapshot, enabled)`),
 * dismisses a summary, or leaves the game's other actions to `act(snapshot, rand)` (false:
 * nothing to do). `rand(n)` is seeded by `seed`.
 */
export async function personPlays(page, stop, { snapshot, outside, checkPlay, act, seed = 1, onPlay, onCover, onState }) {
  let r = seed;
  const rand = (n) => {
    r = (r * 1103515245 + 12345) % 2147483648;
    return r % n;
  };
  for (let step = 0; step < 1000; step++) {
    const s = await waitForAction(page, snapshot);
    expect(s.elsewhere, `no card outside the hand, the trick and ${outside}`).toBe(0);
    if (onState) await onState(s);
    if (stop(s)) return s;
    if (s.action === 'pass-device') {
      // Under the cover nothing of anybody's hand is in the page.
      expect(s.hand).toHaveLength(0);
      expect(s.cardsInPage).toBe(0);
      if (onCover) await onCover(s);
      await page.getByTestId('pass-device').locator('.pass-button').click();
    } else if (s.action === 'play') {
      const enabled = s.hand.filter((c) => c.enabled).map((c) => c.id).sort();
      checkPlay(s, enabled);
      if (onPlay) await onPlay(s);
      // The card leaves the hand (or the cover comes up for the next person).
      await playCard(page, snapshot, s, enabled[rand(enabled.length)]);
    } else if (s.action === 'summary') {
      await page.getByTestId('next-round').click();
    } else if (!(await act(s, rand))) {
      throw new Error(`nothing to do at ${s.action}`);
    }
  }
  throw new Error('the game did not reach the expected point');
}

/** Plays the person's turns (random legal card or ransom / bid 1 / a suit) until `stop(snapshot)`
 *  is true. */
export function playUntil(page, stop, options = {}) {
  return personPlays(page, stop, {
    ...options,
    snapshot,
    outside: 'the ransoms',
    checkPlay: (s, enabled) => expect(enabled).toEqual(legalByRule(s)),
    act: async (s) => {
      if (s.action === 'bid') {
        await page.locator('[data-testid="bid"] button.bid-choice').nth(1).click();
        await expect(page.getByTestId('bid')).toHaveCount(0);
      } else if (s.action === 'name-trump') {
        await page.locator('[data-testid="name-trump"] button').first().click();
      } else if (s.action === 'choose-trump') {
        await page.locator('[data-testid="choose-trump"] button.suit-choice').last().click();
        await expect(page.getByTestId('choose-trump')).toHaveCount(0);
      } else {
        return false;
      }
      return true;
    },
  });
}

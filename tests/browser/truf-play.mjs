// Playing Truf in the browser as a person would, shared by the specs: set-up, what the person
// sees, and a loop that plays the person's turns (a bid of the picked cards, the even game's
// turn, random legal cards) to a given point.
import { expect, waitForAction, readPage } from './helpers.mjs';
import { startDecktet, personPlays } from './decktet-play.mjs';

export const startTruf = (page, o = {}) => startDecktet(page, { ...o, game: 'truf', name: 'Truf' });

/** What the person at the device sees: `action` null while bots are acting. */
export async function snapshot(page) {
  return readPage(page, ({ q, qa, action, trick, cardsOutside }) => ({
    action: action(
      [
        ['summary', 'round-summary'],
        ['bid', 'bid-picker'],
        ['turn', 'turn-choice'],
      ],
      ['play', '[data-testid="hand"] button.fcard'],
    ),
    hand: qa('[data-testid="hand"] button.fcard').map((b) => ({ id: b.dataset.card, suit: b.dataset.card.slice(-1), enabled: !b.disabled })),
    trick: trick((el) => ({ id: el.dataset.card })),
    backs: qa('[data-testid="trick"] .fcard.back').length,
    cardsInPage: qa('[data-card]').length,
    trump: q('[data-testid="trump"] h2')?.textContent ?? '',
    // Every card anywhere on the page outside the hand, the trick and the bids.
    elsewhere: cardsOutside(['hand', 'trick', 'bids', 'bid-picker']),
  }));
}

export const waitForPerson = (page) => waitForAction(page, snapshot);

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

/** Plays the person's turns (a bid of a random card, the even game up or down, random legal
 *  cards) until `stop(snapshot)` is true. */
export function playUntil(page, stop, options = {}) {
  return personPlays(page, stop, {
    ...options,
    snapshot,
    outside: 'the bids',
    checkPlay: (s, enabled) => {
      const rule = followByRule(s);
      if (rule) expect(enabled).toEqual(rule);
    },
    act: async (s, rand) => {
      if (s.action === 'bid') {
        await makeBid(page, [s.hand[rand(s.hand.length)].id]);
      } else if (s.action === 'turn') {
        await page.getByTestId(rand(2) ? 'turn-up' : 'turn-down').click();
        await expect(page.getByTestId('turn-choice')).toHaveCount(0);
      } else {
        return false;
      }
      return true;
    },
  });
}

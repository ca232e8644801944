// Every game of the hub, played as a person would, for the tests that walk every decision of
// every game (layout, tap targets, the first-session screenshots). The list of games is read
// from the hub (drawn from the registry); a game without a driver here fails the test, so a new
// game is not skipped silently.
import { expect, openApp, setUpSeats, startGame, playUntil as playWhatTrump, seededRandom, waitForAction } from './helpers.mjs';
import { startAceTrump, startRansomTrump, playUntil as playDecktet } from './decktet-play.mjs';
import { startTruf, playUntil as playTruf } from './truf-play.mjs';
import { startTopTrumps, snapshotOrOut } from './top-trumps-play.mjs';

/** The games the hub lists, in its order: their ids. */
export async function hubGames(page) {
  await expect(page.getByTestId('hub')).toBeVisible();
  return page.locator('[data-testid^="set-up-"]').evaluateAll((els) => els.map((e) => e.dataset.testid.slice('set-up-'.length)));
}

const you = (others, level = 'beginner') => [
  { kind: 'human', name: 'You' },
  ...others.map((name) => ({ kind: 'bot', name, level })),
];

/**
 * Each game's driver: `start(page)` sets up a person ("You") and bots from the open hub and
 * starts; `play(page, onDecision, whole)` plays the person's decisions until the first hand is
 * scored (its summary shown, or the end of a game that has no summaries), or with `whole` until
 * the game is over, calling `onDecision(action)` at each decision before acting (the action as
 * the game's play helper names it: 'draft', 'play', 'bid', 'summary'…).
 */
export const DRIVERS = {
  'what-trump': {
    start: async (page) => {
      await setUpSeats(page, you(['Ann', 'Ben', 'Cleo']), null);
      await startGame(page);
    },
    play: (page, onDecision, whole) =>
      playWhatTrump(page, async (s) => {
        await onDecision(s.action === 'next-round' ? 'summary' : s.action);
        return s.action === (whole ? 'game-over' : 'next-round');
      }, { rand: seededRandom(3), maxSteps: 20_000 }),
  },
  'ace-trump': {
    start: (page) => startAceTrump(page, { url: null, seats: you(['Ann', 'Ben', 'Cleo']), options: { bidding: true } }),
    play: (page, onDecision, whole) => playDecktet(page, untilOver(whole), { onState: (s) => onDecision(s.action) }),
  },
  'ransom-trump': {
    start: (page) => startRansomTrump(page, { url: null, seats: you(['Ann', 'Ben', 'Cleo']) }),
    play: (page, onDecision, whole) =>
      playDecktet(page, untilOver(whole), { onState: (s) => onDecision(s.action === 'play' && s.ransoms.choosing ? 'ransom' : s.action) }),
  },
  truf: {
    start: (page) => startTruf(page, { url: null, seats: you(['Ann', 'Ben', 'Cleo']) }),
    play: (page, onDecision, whole) => playTruf(page, untilOver(whole), { onState: (s) => onDecision(s.action) }),
  },
  'top-trumps': {
    start: (page) => startTopTrumps(page, { url: null, seats: you(['Ann', 'Ben'], 'standard') }),
    play: async (page, onDecision, whole) => {
      for (let turn = 0; turn < (whole ? 2000 : 8); turn++) {
        const s = await waitForAction(page, snapshotOrOut);
        await onDecision(s.action);
        if (s.action === 'out') {
          // The bots play on while the offer shows, so at instant pace on a busy machine they
          // can finish (and the offer go) before the tap: either way the game ends.
          const skip = page.getByTestId('out-skip');
          const over = page.getByTestId('game-over');
          await expect(skip.or(over).first()).toBeVisible();
          if (await skip.isVisible()) await skip.click({ timeout: 5_000 }).catch(() => {});
          return expect(over).toBeVisible({ timeout: 60_000 });
        }
        if (s.action !== 'choose') return;
        const a = s.attributes.find((x) => x.enabled);
        await page.locator(`[data-testid="attribute"][data-action="${a.action}"]`).click();
      }
    },
  },
};

/** Where a card game's play stops: at the first hand's summary, or (`whole`) at the end. */
const untilOver = (whole) => (s) => s.action === (whole ? 'game-over' : 'summary');

/** Opens the hub at `url` and walks every game: `each(id)` before it starts, `onDecision(id,
 *  action)` at each decision, the first hand of each or (`whole`) the whole game; back to the
 *  hub after each. */
export async function walkEveryGame(page, { url = '/?pace=instant&seed=31', each = async () => {}, onDecision, whole = false }) {
  await openApp(page, url);
  const games = await hubGames(page);
  expect(games.length).toBeGreaterThanOrEqual(5);
  for (const id of games) {
    const driver = DRIVERS[id];
    expect(driver, `a driver for ${id} in every-game.mjs`).toBeTruthy();
    await each(id);
    await driver.start(page);
    await driver.play(page, (action) => onDecision(id, action), whole);
    // Past the summary (it covers the table), then back to the hub.
    if (await page.getByTestId('round-summary').count()) await page.getByTestId('next-round').click();
    if (await page.getByTestId('game-over').count()) await page.getByTestId('back-to-hub').click();
    else await page.getByTestId('table-hub').click();
    await expect(page.getByTestId('hub')).toBeVisible();
  }
  return games;
}

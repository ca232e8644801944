// What Trump?: the game in progress survives a reload, and an unreadable save is set aside with a
// clear notice (and nothing else in storage is touched).
import { promises as fs } from 'node:fs';
import {
  test,
  expect,
  setUpSeats,
  playOnFrom,
  startGame,
  playUntil,
  readTable,
  waitForDecision,
  seededRandom,
  oneHumanThreeBots,
  checkPlayDecision,
} from './helpers.mjs';

const GAME_KEY = 'trumps.v1.game.what-trump'; // src/ui/session.rs: game_key("what-trump")
const SETTINGS_KEY = 'trumps.v1.settings';
const STATS_KEY = 'trumps.v1.stats';

/** The parts of the table a person would compare by eye after a reload. */
function visible(s) {
  return {
    roundLabel: s.roundLabel,
    phase: s.phase,
    status: s.status,
    trumpTitle: s.trumpTitle,
    hand: s.hand,
    trick: s.trick,
    players: s.players,
    draftLog: s.draftLog,
    draftPicks: s.draftPicks,
    action: s.action,
  };
}

const storage = (page) => page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));

test('a reload in the middle of a trick shows the same table, and play goes on', async ({ page, consoleErrors }) => {
  test.setTimeout(3 * 60_000);
  // From a recorded game's first play.
  await playOnFrom(page, { step: 60 });
  const rand = seededRandom(99);
  // Into the play: a trick with 1–3 cards on the table and my turn.
  const midTrick = (s) =>
    s.action === 'play' && !s.trick.complete && s.trick.slots.length >= 1 && s.trick.slots.length <= 3;
  const before = await playUntil(page, midTrick, { rand });
  checkPlayDecision(before);
  expect(before.hand.length).toBeGreaterThan(0);
  expect(before.draftPicks).toHaveLength(36);
  const saved = await storage(page);
  expect(Object.keys(saved)).toContain(GAME_KEY);

  await page.reload();
  // The table comes back directly (no detour through the hub).
  const after = await waitForDecision(page);
  expect(after.hub).toBe(false);
  expect(visible(after)).toEqual(visible(before));
  await expect(page.getByTestId('save-notice')).toHaveCount(0);
  checkPlayDecision(after);

  // And it goes on: five more of my cards (the trick I was in is finished).
  let plays = 0;
  const handSize = after.hand.length;
  const end = await playUntil(page, (s) => plays >= Math.min(5, handSize) || s.action === 'next-round', {
    rand,
    onState: (s) => {
      if (s.action === 'play') checkPlayDecision(s);
    },
    onMove: (m) => {
      if (m.action === 'play') plays += 1;
    },
  });
  expect(plays).toBeGreaterThanOrEqual(Math.min(5, handSize));
  if (end.action === 'play') expect(end.hand.length).toBe(handSize - plays);
  expect(consoleErrors, 'console errors').toEqual([]);
});

test('an unreadable saved game is set aside with a notice; settings and stats are untouched', async ({ page, consoleErrors }) => {
  test.setTimeout(2 * 60_000);
  await setUpSeats(page, oneHumanThreeBots('Tester', 'beginner'), '/?pace=instant&seed=3');
  await startGame(page);
  await playUntil(page, (s) => s.action === 'draft', { rand: seededRandom(5) });

  // Statistics as an earlier finished game would have left them (format of src/ui/stats.rs).
  const stats = JSON.stringify({
    version: 2,
    data: {
      tallies: [
        { id: 77, game: 'what-trump', finished_ms: 0, totals: { played: 3, won_by_people: 1, players: { Tester: { played: 3, won: 1 } } } },
      ],
    },
  });
  await page.evaluate(
    ([gameKey, statsKey, statsValue]) => {
      localStorage.setItem(statsKey, statsValue);
      localStorage.setItem(gameKey, '{"version":1,"data":{"this is": not a game');
      localStorage.setItem('unrelated.key', 'keep me');
    },
    [GAME_KEY, STATS_KEY, stats],
  );
  const before = await storage(page);
  expect(before[SETTINGS_KEY]).toBeTruthy();

  await page.reload();
  const notice = page.getByTestId('save-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('saved game could not be read');
  await expect(notice).toContainText('new game was started');
  await expect(notice).toContainText('Everything else you had saved is untouched.');
  // The damaged data can be downloaded, exactly as it was stored.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-damaged').click()]);
  expect(download.suggestedFilename()).toMatch(/^trumps-damaged-data-.*\.json$/);
  const damaged = JSON.parse(await fs.readFile(await download.path(), 'utf8'));
  expect(damaged.values[`${GAME_KEY}.backup`]).toBe(before[GAME_KEY]);

  // A fresh game is on the table, from the chip draft, with the set-up seats.
  const fresh = await waitForDecision(page);
  expect(fresh.phase).toBe('chipdraft');
  expect(fresh.roundLabel).toBe('Chip draft');
  expect(fresh.players.map((p) => p.name)).toEqual(['Tester', 'Ann', 'Ben', 'Cleo']);
  expect(fresh.players.every((p) => p.chips.length <= 1)).toBe(true);

  const after = await storage(page);
  expect(after[`${GAME_KEY}.backup`], 'the unreadable save is kept aside').toBe(before[GAME_KEY]);
  expect(after[SETTINGS_KEY]).toBe(before[SETTINGS_KEY]);
  expect(after[STATS_KEY]).toBe(before[STATS_KEY]);
  expect(after['unrelated.key']).toBe('keep me');
  expect(JSON.parse(after[GAME_KEY]).version, 'the new game is saved in place').toBe(1);

  // The stats were read, not reset: the hub shows them.
  await page.getByRole('button', { name: '← Hub' }).click();
  await expect(page.getByTestId('stats')).toContainText('3 finished games, 1 won by a person.');
  await expect(page.getByTestId('continue-what-trump')).toBeVisible();
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
  // Only the "could not be read" messages may be logged, nothing else.
  expect(consoleErrors, 'console errors').toEqual([]);
});

// Moving around the app like a player on a phone or a desktop browser:
//   - the browser's Back returns from the table or the replay viewer to the hub (it does not
//     leave the app), and Forward goes back to the game;
//   - Escape closes the Game menu and the share dialog;
//   - removing a finished game asks first;
//   - on a phone the hub fits the screen (nothing wider than the viewport), so its dialogs do.
import {
  test,
  expect,
  setUpSeats,
  startGame,
  playUntil,
  seededRandom,
  oneHumanThreeBots,
  openApp,
  botsPlayToTheEnd,
  PHONE,
} from './helpers.mjs';
import { startAceTrump } from './decktet-play.mjs';

/** Does `step` (a click, Back, Forward, a reload) and waits for the hub. */
async function toHub(page, step) {
  await step();
  await expect(page.getByTestId('hub')).toBeVisible();
}

/** Does `step` and waits for the table. */
async function toTable(page, step) {
  await step();
  await expect(page.locator('.table-screen')).toBeVisible();
}

test('Back and Forward move between the hub and the game; Escape closes dialogs', async ({ page, consoleErrors }) => {
  test.setTimeout(3 * 60_000);
  await setUpSeats(page, oneHumanThreeBots('Tester', 'beginner'), '/?pace=instant&seed=8');
  await startGame(page);
  await playUntil(page, (s) => s.action === 'draft', { rand: seededRandom(2) });

  await toHub(page, () => page.goBack());
  await expect(page.getByTestId('continue-what-trump')).toBeVisible();
  await toTable(page, () => page.goForward());

  // The in-app "← Hub" button steps back over the table's entry, as Back would: Forward
  // returns to the table.
  await toHub(page, () => page.getByText('← Hub').click());
  await toTable(page, () => page.goForward());
  await toHub(page, () => page.getByText('← Hub').click());
  await toTable(page, () => page.getByTestId('continue-what-trump').click());

  // Escape closes the Game menu and the share dialog.
  await page.getByTestId('game-menu').click();
  await expect(page.getByTestId('game-menu-dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('game-menu-dialog')).toHaveCount(0);
  await page.getByTestId('game-menu').click();
  await page.getByTestId('menu-share').click();
  await expect(page.getByTestId('share-dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('share-dialog')).toHaveCount(0);

  // Watching one's own game: a button leads back to it.
  await page.getByTestId('game-menu').click();
  await page.getByTestId('menu-watch').click();
  await expect(page.getByTestId('replay')).toBeVisible();
  await toTable(page, () => page.getByTestId('replay-to-game').click());

  // The viewer, then Back: the hub again; a reload there stays on the hub.
  await page.getByTestId('game-menu').click();
  await page.getByTestId('menu-watch').click();
  await expect(page.getByTestId('replay')).toBeVisible();
  await toHub(page, () => page.goBack());
  await toHub(page, () => page.reload());

  // After a reload on the table, Back still leads to the hub rather than out of the app.
  await toTable(page, () => page.getByTestId('continue-what-trump').click());
  await toTable(page, () => page.reload());
  await toHub(page, () => page.goBack());
  expect(consoleErrors).toEqual([]);
});

test('a finished game is removed from the list only after a second click', async ({ page, consoleErrors }) => {
  // A whole game of bots, every decision through the bot worker: one hand of Ace Trump, a
  // game of a known length (a bots-only What Trump? game, whose bots draw fresh seeds each
  // run, took up to 9 minutes on a loaded machine).
  const bots = ['Ann', 'Ben', 'Cleo'].map((name) => ({ kind: 'bot', name, level: 'beginner' }));
  await startAceTrump(page, { url: '/?pace=instant&seed=11', seats: bots, options: { length: 1 } });
  await botsPlayToTheEnd(page);
  await page.getByTestId('back-to-hub').click();
  await expect(page.getByTestId('history-item')).toHaveCount(1);
  await page.getByTestId('history-remove').click();
  await expect(page.getByTestId('history-item')).toContainText('Remove this game from the list?');
  await page.getByTestId('history-remove-no').click();
  await expect(page.getByTestId('history-item')).toHaveCount(1);
  await expect(page.getByTestId('history-watch')).toBeVisible();
  await page.getByTestId('history-remove').click();
  await page.getByTestId('history-remove-yes').click();
  await expect(page.getByTestId('history-item')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('history-item')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('on a phone the hub and a shared-deal offer fit the screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await openApp(page, '/?deal=WT4-2D');
  const offer = page.getByTestId('deal-offer');
  await expect(offer).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  const box = await offer.boundingBox();
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await expect(page.getByTestId('deal-offer-cancel')).toBeInViewport();
  await page.getByTestId('deal-offer-cancel').tap();
  await expect(offer).toHaveCount(0);
  await context.close();
});

// The first screen: before the app's wasm arrives, index.html already shows the title, the five
// games and a line saying how much has loaded; the app then takes its place without moving
// anything; and when the app cannot load, the line says so and offers to reload.
import { test, expect, PHONE } from './helpers.mjs';

const APP_WASM = /trumps-app-[0-9a-f]+_bg\.wasm$/;
const GAMES = ['What Trump?', 'Ace Trump', 'Ransom Trump', 'Truf', 'Top Trumps'];

test.use({ viewport: PHONE });

test('the title, the games and the loading line show before the app, which takes over without a jump', async ({ page, consoleErrors }) => {
  // The app's wasm is held back until the first screen has been checked.
  let release;
  const held = new Promise((resolve) => (release = resolve));
  let asked = false;
  await page.route(APP_WASM, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.locator('#boot h1')).toHaveText('Trumps');
  await expect(page.locator('#boot .game-card h3')).toHaveText(GAMES);
  await expect(page.locator('#boot-words')).toHaveText(/Loading the games/);
  await expect(page.locator('#boot-progress')).toBeVisible();
  for (const button of await page.locator('#boot button:visible').all()) await expect(button).toBeDisabled();
  expect(asked, 'the app was asked for while the first screen showed').toBe(true);
  await expect(page.getByTestId('hub')).toHaveCount(0);
  const before = {
    title: await page.locator('#boot h1').boundingBox(),
    cards: await page.locator('#boot .game-card').evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().toJSON())),
  };

  release();
  await expect(page.getByTestId('hub')).toBeVisible();
  await expect(page.locator('#boot')).toHaveCount(0);
  await expect(page.getByTestId('set-up-what-trump')).toBeEnabled();
  // The app's hub stands where the first screen stood.
  expect(await page.locator('.hub-head h1').boundingBox()).toEqual(before.title);
  const after = await page.locator('.game-list .game-card').evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().toJSON()));
  expect(after).toEqual(before.cards);
  expect(consoleErrors).toEqual([]);
});

test('when the app cannot load, the first screen says so and offers to reload', async ({ page }) => {
  await page.route(APP_WASM, (route) => route.abort('failed'));
  await page.goto('/');
  await expect(page.locator('#boot-words')).toHaveText('The games could not load: the connection dropped. Reload to try again.');
  await expect(page.locator('#boot-reload')).toBeVisible();
  expect((await page.locator('#boot-reload').boundingBox()).height).toBeGreaterThanOrEqual(44);
  await expect(page.locator('#boot h1')).toHaveText('Trumps');
});

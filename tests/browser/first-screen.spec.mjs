// The first screen: before the app's wasm arrives, index.html already shows the title, the five
// games and a line saying how much has loaded; the app then takes its place without moving
// anything; when the app cannot load, the line says so and offers to reload; and on a phone's
// slow network the first screen comes well before the app, which then opens every game offline.
import { test, expect, PHONE } from './helpers.mjs';
import { onSite, waitUntilOfflineReady } from './site.mjs';

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
  // Only the games' "New game" can be tapped before the app is there (see below).
  for (const button of await page.locator('#boot button:visible:not([data-boot-game])').all()) await expect(button).toBeDisabled();
  await expect(page.locator('#boot [data-boot-game]')).toHaveCount(GAMES.length);
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

test('a game tapped on the first screen while the app loads opens its set-up once the app is there', async ({ page, consoleErrors }) => {
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route(APP_WASM, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.locator('#boot-words')).toHaveText(/Loading the games/);
  const card = page.locator('#boot .game-card').filter({ hasText: 'Ace Trump' });
  await card.getByRole('button', { name: /^New game/ }).click();
  // The line says which game opens next; the tap is kept, nothing else happens yet.
  await expect(page.locator('#boot-words')).toHaveText(/Loading Ace Trump/);
  await expect(card.getByRole('button', { name: /^New game/ })).toHaveAttribute('aria-pressed', 'true');
  release();
  await expect(page.getByTestId('setup-dialog')).toBeVisible();
  await expect(page.locator('#setup-title')).toHaveText('New game of Ace Trump');
  expect(await page.evaluate(() => globalThis.trumpsEarlyTap ?? null)).toBeNull();
  expect(consoleErrors).toEqual([]);
});

test('when the app cannot load, the first screen says so and offers to reload', async ({ page }) => {
  await page.route(APP_WASM, (route) => route.abort('failed'));
  await page.goto('/');
  await expect(page.locator('#boot-words')).toHaveText('The games could not load: the connection dropped. Reload to try again.');
  await expect(page.locator('#boot-reload')).toBeVisible();
  expect((await page.locator('#boot-reload').boundingBox()).height).toBeGreaterThanOrEqual(44);
  await expect(page.locator('#boot h1')).toHaveText('Trumps');
  // A game cannot be tapped any more: it would never open.
  for (const button of await page.locator('#boot [data-boot-game]').all()) await expect(button).toBeDisabled();
});

test('on a slow phone network the title and the loading line show before the app has arrived, and every game then opens offline', async ({ browser }) => {
  test.setTimeout(4 * 60_000);
  await onSite(browser, { base: '/' }, async ({ site, context, page, errors }) => {
    // When the first screen first showed the title and a figure of how much has loaded, in
    // the page's own clock (watched from before the page's scripts run).
    await page.addInitScript(() => {
      const seen = () => {
        // The games the first screen names, as long as it is there (the app replaces it).
        const games = [...document.querySelectorAll('#boot .game-card h3')].map((h) => h.textContent);
        if (games.length > (window.__bootGames?.length ?? 0)) window.__bootGames = games;
        const words = document.getElementById('boot-words')?.textContent ?? '';
        if (window.__bootShown === undefined && document.querySelector('#boot h1')?.textContent === 'Trumps' && /\d+\s*%/.test(words)) {
          window.__bootShown = performance.now();
        }
      };
      new MutationObserver(seen).observe(document, { childList: true, subtree: true, characterData: true });
    });
    // The phone's network: 1.6 Mbps down, 750 kbps up, 150 ms round trip.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
    await page.goto(site.url);
    // What the first screen drew is read from the page's own record of it: the app may have
    // replaced it by the time the test looks.
    await expect(page.getByTestId('hub')).toBeVisible({ timeout: 60_000 });
    const { shown, wasmDone, bootGames } = await page.evaluate(() => ({
      bootGames: window.__bootGames,
      shown: window.__bootShown,
      wasmDone: performance.getEntriesByType('resource').find((e) => /trumps-app-[0-9a-f]+_bg\.wasm$/.test(e.name))?.responseEnd,
    }));
    expect(bootGames, 'the first screen named the five games').toEqual(GAMES);
    expect(shown, 'the title and the loading figure were drawn').toBeGreaterThan(0);
    expect(wasmDone, 'the app arrived over the network').toBeGreaterThan(0);
    expect(shown, 'the first screen came before the app had arrived').toBeLessThan(wasmDone);

    // The rest of the site is saved for offline play (at full speed: the figure above is done).
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await waitUntilOfflineReady(page, null, 60_000);
    await site.stop();
    await context.setOffline(true);
    // Bots at their usual pace: a game of bots alone at the instant pace can end (its result
    // over the table) before the test goes back to the hub.
    await page.goto(site.url);
    await expect(page.getByTestId('hub')).toBeVisible();
    // Every game's set-up opens and its table starts, with no network at all.
    for (const [i, id] of ['what-trump', 'ace-trump', 'ransom-trump', 'truf', 'top-trumps'].entries()) {
      await page.getByTestId(`set-up-${id}`).click();
      await expect(page.getByTestId('setup-dialog')).toBeVisible();
      await page.getByTestId('new-game').click();
      await expect(page.locator('.table-screen .game-name')).toHaveText(GAMES[i]);
      await page.getByTestId('table-hub').click();
      await expect(page.getByTestId('hub')).toBeVisible();
    }
    expect(errors.filter((e) => !/Failed to fetch|ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_REFUSED|ERR_FAILED|FetchEvent/.test(e))).toEqual([]);
  });
});

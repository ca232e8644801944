// The app's second part (the table, every game's own table and the replay viewer: see
// src/ui/parts.rs and scripts/wasm-split.mjs): it is fetched after the hub is usable, without
// a tap, so a game then opens at once; and when it cannot be fetched, the screen says why in
// plain words and *Try again* opens the table once the network is back. The set-up's body is a
// part of its own, fetched as soon as the hub is up; Top Trumps' pack editor is one too,
// fetched when that game's set-up is shown.
import { test, expect, PHONE, screenshot } from './helpers.mjs';

const APP_WASM = /trumps-app-[0-9a-f]+_bg\.wasm$/;
const PART = /trumps-app-[0-9a-f]+_screens\.wasm$/;
const EDITOR = /trumps-app-[0-9a-f]+_pack_editor\.wasm$/;
const SETUP = /trumps-app-[0-9a-f]+_setup\.wasm$/;

test.use({ viewport: PHONE });

test('the table\'s part is fetched once the hub is up, not before, and a game then opens', async ({ page, consoleErrors }) => {
  // When the hub could first be used, in the page's clock (watched before the app's scripts run).
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (window.__hubAt === undefined && document.querySelector('[data-testid="set-up-what-trump"]:not([disabled])')) {
        window.__hubAt = performance.now();
      }
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
  await page.goto('/?pace=instant');
  await expect(page.getByTestId('hub')).toBeVisible();
  // Nothing is tapped: the part comes by itself.
  await expect
    .poll(() => page.evaluate((part) => performance.getEntriesByType('resource').some((e) => new RegExp(part).test(e.name) && e.responseEnd > 0), PART.source))
    .toBe(true);
  const times = await page.evaluate(([app, part]) => {
    const entries = performance.getEntriesByType('resource');
    const find = (re) => entries.find((e) => new RegExp(re).test(e.name));
    return { hub: window.__hubAt, appDone: find(app).responseEnd, partAsked: find(part).startTime };
  }, [APP_WASM.source, PART.source]);
  expect(times.hub, 'the hub was seen usable').toBeGreaterThan(0);
  expect(times.partAsked, 'the part is asked for after the first part has arrived').toBeGreaterThan(times.appDone);
  expect(times.partAsked, 'the part is asked for after the hub is usable').toBeGreaterThanOrEqual(times.hub);

  await page.getByTestId('set-up-truf').click();
  await page.getByTestId('new-game').click();
  await expect(page.locator('.table-screen .game-name')).toHaveText('Truf');
  await expect(page.getByTestId('part-loading')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test.describe('without the service worker (it would answer the fetch the test holds back)', () => {
  test.use({ serviceWorkers: 'block' });

test('a new game asked for while the part cannot be fetched: the screen says why, Try again starts it, Back drops it', async ({ page }) => {
  let blocked = true;
  let asked = 0;
  await page.route(PART, async (route) => {
    asked += 1;
    if (blocked) await route.abort('internetdisconnected');
    else await route.continue();
  });
  await page.goto('/?pace=instant');
  await expect(page.getByTestId('hub')).toBeVisible();
  await expect.poll(() => asked, { message: 'the part is fetched ahead' }).toBeGreaterThan(0);

  await page.getByTestId('set-up-ace-trump').click();
  await page.getByTestId('new-game').click();
  const failed = page.getByTestId('part-failed');
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('The table could not open');
  await screenshot(page, 'part-failed-phone');
  // Back to the hub: the game asked for is no longer wanted, and none was started. The
  // panels that come with the part say why they are missing, with Try again.
  await failed.getByRole('button', { name: 'Back to the hub' }).click();
  await expect(page.getByTestId('hub')).toBeVisible();
  await expect(page.getByTestId('unfinished-games')).toHaveCount(0);
  await expect(page.getByTestId('panels-failed')).toContainText('could not be shown');

  // Asked again, still without the part; then the network is back and Try again starts it.
  await page.getByTestId('set-up-truf').click();
  await page.getByTestId('new-game').click();
  await expect(failed).toBeVisible();
  blocked = false;
  await failed.getByTestId('part-retry').click();
  await expect(page.locator('.table-screen .game-name')).toHaveText('Truf');
  await expect(failed).toHaveCount(0);
  // Only the game asked for last was started: the dropped one never comes back.
  await page.goto('/?pace=instant');
  await expect(page.locator('.table-screen .game-name')).toHaveText('Truf');
  await page.evaluate(() => history.back());
  await expect(page.getByTestId('hub')).toBeVisible();
  await expect(page.getByTestId('unfinished-games')).not.toContainText('Ace Trump');
});

test('a game saved at the table, reopened while the part cannot be fetched, is kept and opens once it comes', async ({ page }) => {
  await page.goto('/?pace=instant');
  await page.getByTestId('set-up-ace-trump').click();
  await page.getByTestId('new-game').click();
  await expect(page.locator('.table-screen .game-name')).toHaveText('Ace Trump');

  let blocked = true;
  await page.route(PART, async (route) => {
    if (blocked) await route.abort('internetdisconnected');
    else await route.continue();
  });
  await page.reload();
  const failed = page.getByTestId('part-failed');
  await expect(failed).toContainText('Your saved games are kept on this device');
  await failed.getByRole('button', { name: 'Back to the hub' }).click();
  // The hub lists it without the games' rules, from its summary.
  await expect(page.getByTestId('unfinished-games')).toContainText('Ace Trump');
  await page.getByTestId('continue-ace-trump').click();
  await expect(failed).toBeVisible();
  blocked = false;
  await failed.getByTestId('part-retry').click();
  await expect(page.locator('.table-screen .game-name')).toHaveText('Ace Trump');
  await expect(failed).toHaveCount(0);
});

test('going Back while the table opens drops the game asked for: it does not start behind the hub later', async ({ page }) => {
  let release;
  const held = new Promise((r) => { release = r; });
  await page.route(PART, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/?pace=instant');
  await expect(page.getByTestId('hub')).toBeVisible();
  await page.getByTestId('set-up-truf').click();
  await page.getByTestId('new-game').click();
  await expect(page.getByTestId('part-loading')).toHaveText('Opening the table…');
  await page.goBack();
  await expect(page.getByTestId('hub')).toBeVisible();
  release();
  // The part arrives (its panels are drawn): the player stays on the hub, and no game began.
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(page.getByTestId('hub')).toBeVisible();
  await expect(page.getByTestId('unfinished-games')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('trumps.v1.game.truf'))).toBeNull();
});

test('the pack editor is a part of its own: fetched when Top Trumps is set up, and one that cannot come says why, with Try again', async ({ page }) => {
  let blocked = true;
  let asked = 0;
  await page.route(EDITOR, async (route) => {
    asked += 1;
    if (blocked) await route.abort('internetdisconnected');
    else await route.continue();
  });
  await page.goto('/?pace=instant');
  await expect(page.getByTestId('hub')).toBeVisible();
  // Another game's set-up does not ask for it.
  await page.getByTestId('set-up-truf').click();
  await expect(page.getByTestId('setup-dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  expect(asked, 'the editor is not fetched for the hub or another game').toBe(0);
  await page.getByTestId('set-up-top-trumps').click();
  await expect(page.getByTestId('pack-chooser')).toBeVisible();
  await expect.poll(() => asked, { message: 'the editor is fetched ahead with the pack chooser' }).toBeGreaterThan(0);

  await page.getByTestId('pack-new').click();
  const waiting = page.getByTestId('pack-editor-waiting');
  await expect(waiting).toContainText('The pack editor could not be loaded: the connection dropped. Your packs and your draft are kept.');
  await screenshot(page, 'pack-editor-failed-phone');
  // Close: back to the set-up, nothing changed.
  await page.getByTestId('pack-editor-close').click();
  await expect(waiting).toHaveCount(0);
  await expect(page.getByTestId('pack-chooser')).toBeVisible();
  // Asked again, with the network back: Try again opens the editor, which works.
  await page.getByTestId('pack-new').click();
  await expect(waiting).toContainText('could not be loaded');
  blocked = false;
  await page.getByTestId('pack-editor-retry').click();
  await expect(page.getByTestId('pack-editor')).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await page.getByTestId('ed-name').fill('Moons');
  await expect(page.getByTestId('ed-name')).toHaveValue('Moons');
});

test('the set-up is a part of its own, fetched as the hub is up: one that cannot come says why, and Try again opens it', async ({ page }) => {
  let blocked = true;
  let asked = 0;
  await page.route(SETUP, async (route) => {
    asked += 1;
    if (blocked) await route.abort('internetdisconnected');
    else await route.continue();
  });
  await page.goto('/?pace=instant');
  await expect(page.getByTestId('hub')).toBeVisible();
  await expect.poll(() => asked, { message: 'the set-up is fetched ahead, untapped' }).toBeGreaterThan(0);
  // The dialog opens at once with its title; its body says why it is missing.
  await page.getByTestId('set-up-ransom-trump').click();
  await expect(page.getByTestId('setup-dialog')).toContainText('New game of Ransom Trump');
  const failed = page.getByTestId('setup-failed');
  await expect(failed).toContainText('The rest of the set-up could not be loaded: the connection dropped. Nothing was changed.');
  await expect(page.getByTestId('new-game')).toHaveCount(0);
  await screenshot(page, 'setup-failed-phone', { fullPage: false });
  blocked = false;
  await page.getByTestId('setup-retry').click();
  await expect(page.getByTestId('player-count')).toBeVisible();
  await expect(failed).toHaveCount(0);
  await page.getByTestId('new-game').click();
  await expect(page.locator('.table-screen .game-name')).toHaveText('Ransom Trump');
});

test('a shared deal\'s link waits for the part it needs: its frame says so, Not now drops it, Try again offers the deal', async ({ page }) => {
  let blocked = true;
  await page.route(PART, async (route) => {
    if (blocked) await route.abort('internetdisconnected');
    else await route.continue();
  });
  await page.goto('/?deal=WT4-2D');
  const waiting = page.getByTestId('deal-offer-waiting');
  // Over the hub at once, so no other game is started under it; then why it cannot come.
  await expect(waiting).toContainText('Play a shared deal?');
  await expect(waiting).toContainText('could not be loaded');
  await expect(page.getByTestId('deal-offer-cancel')).toBeFocused();
  // Try again, with the part back: the deal itself is offered, and starts.
  blocked = false;
  await page.getByTestId('deal-offer-retry').click();
  await expect(page.getByTestId('deal-offer')).toContainText('What Trump? · 4 players');
  await expect(waiting).toHaveCount(0);
  await page.getByTestId('deal-offer-cancel').click();
  await expect(page.getByTestId('deal-offer')).toHaveCount(0);
  expect(new URL(page.url()).search).toBe('');

  // Not now while it waits: the link is dropped, and the part arriving later offers nothing.
  blocked = true;
  await page.goto('/?deal=WT4-2D');
  await expect(waiting).toContainText('could not be loaded');
  await page.getByTestId('deal-offer-cancel').click();
  await expect(waiting).toHaveCount(0);
  expect(new URL(page.url()).search).toBe('');
  blocked = false;
  await page.getByTestId('set-up-truf').click();
  await page.getByTestId('new-game').click();
  await expect(page.locator('.table-screen .game-name')).toHaveText('Truf');
  await expect(page.getByTestId('deal-offer')).toHaveCount(0);
});
});

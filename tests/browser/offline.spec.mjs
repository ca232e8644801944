// The installed, offline, any-path static site: dist/ is served by the project's static server
// under a sub-path (/games/trumps/), as a host would.
//   - after one online visit the app starts, deals today's deals, plays and shows its rules
//     with no network;
//   - a newer build deployed to the same path is offered ("A new version is ready"), and the
//     reload runs it with the game in progress intact;
//   - the manifest is valid and Chromium finds the app installable from the sub-path, and every
//     file of the build is in the precache list;
//   - a file that cannot be saved is reported, not silently skipped;
//   - deal links and the 404 page work under the sub-path.
import { chromium } from '@playwright/test';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  test,
  expect,
  openApp,
  screenshotBoth,
  setUpSeats,
  startGame,
  oneHumanThreeBots,
  playUntil,
  doDecision,
  seededRandom,
  readTable,
} from './helpers.mjs';
import { DIST, listFiles, precacheOf, serveCopy, onSite, waitUntilOfflineReady, launchOptions, pngSize } from './site.mjs';

const SUB = '/games/trumps/';

/** Errors a page may log when the network is gone on purpose (the update check, say). */
const offlineNoise = (e) =>
  /Failed to fetch|ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_REFUSED|ERR_FAILED|FetchEvent|An unknown error occurred when fetching the script/.test(e);

test('after one online visit the whole app starts and plays offline, served from a sub-path', async ({ browser }) => {
  test.setTimeout(5 * 60_000);
  await onSite(browser, { base: SUB }, async ({ site, context, page, errors }) => {
    await openApp(page, `${site.url}?pace=instant`);
    const status = await waitUntilOfflineReady(page);
    const build = await precacheOf(site.dir);
    expect(status.version).toBe(build.version);
    expect(status.build).toBe(build.version);
    expect(status.files).toBe(build.files.length);
    // Every file of the build is in the cache, under the sub-path.
    const cached = await page.evaluate(async (v) => {
      const cache = await caches.open(`trumps-${v}`);
      return (await cache.keys()).map((r) => new URL(r.url).pathname).sort();
    }, build.version);
    expect(cached).toEqual(build.files.map((f) => `${SUB}${f}`).sort());

    // No network at all: the server is gone and the browser is offline.
    await site.stop();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('hub')).toBeVisible();
    await expect(page.getByTestId('offline-line')).toContainText('Ready: the whole app');
    // Today's deal needs no network: the bot worker, from the cache, deals every game.
    await expect(page.locator('[data-testid="daily"] .daily-game')).toHaveCount(5, { timeout: 60_000 });

    // A new game, played up to the person's first card, and a card played.
    await setUpSeats(page, oneHumanThreeBots('Offline', 'standard'), `${site.url}?pace=instant`);
    await startGame(page);
    const rand = seededRandom(7);
    const state = await playUntil(page, (s) => s.action === 'play', { rand });
    const decisions = () => page.evaluate(() => JSON.parse(localStorage.getItem('trumps.v1.game.what-trump')).data.decisions);
    const made = (await decisions()).length;
    const move = await doDecision(page, state, rand);
    // The card left the hand, and the game recorded it (the trick may be gathered at once).
    await expect.poll(async () => (await readTable(page)).hand.map((h) => h.card)).not.toContain(move.choice);
    const after = await decisions();
    expect(after.length).toBeGreaterThan(made);
    expect(after[made].action).toEqual({ type: 'play', card: move.choice });
    // The bots thought offline in the bot worker (its files came from the cache), not on the page.
    const times = await page.evaluate(() => globalThis.trumpsBotTimes);
    for (const t of Object.values(times)) expect(t.inWorker).toBe(t.count);

    // The rules, offline too.
    await page.getByTestId('rules-button').click();
    await expect(page.getByTestId('rules')).toBeVisible();
    await expect(page.getByTestId('rules')).toContainText('What Trump?');
    await expect(page.getByTestId('rules')).toContainText('trick');

    // A wrong address inside the site, offline: the saved 404 page finds the app's folder.
    await page.goto(`${site.url}some/where/else.html`);
    await page.waitForURL(site.url);
    await expect(page.locator('.table-screen')).toBeVisible();

    expect(errors.filter((e) => !offlineNoise(e))).toEqual([]);
  });
});

test('a newer build deployed to the same path is offered, and the reload keeps the game in progress', async ({ browser }) => {
  // Each new worker takes over once it has stored the build and cleared the older caches: over
  // 90 s once on a loaded 2-core machine (2.3–2.9 min for the whole test beside a CI run).
  test.setTimeout(8 * 60_000);
  await onSite(browser, { base: SUB }, async ({ site, page, errors }) => {
    await setUpSeats(page, oneHumanThreeBots('Updater', 'beginner'), `${site.url}?pace=instant`);
    const first = await waitUntilOfflineReady(page);
    await startGame(page);
    // At a decision of the person the bots wait: the game stands still.
    await playUntil(page, (s) => s.action === 'draft' || s.action === 'play', { rand: seededRandom(3) });
    const saved = () => page.evaluate(() => localStorage.getItem('trumps.v1.game.what-trump'));
    const before = await saved();
    expect(before).toBeTruthy();
    await expect(page.getByTestId('update-banner')).toHaveCount(0);

    // Deploy: one changed file is enough; the build's own post_build step stamps a new version.
    const deploy = async (n) => {
      await site.deploy(async (dir) => {
        const index = path.join(dir, 'index.html');
        const html = (await fs.readFile(index, 'utf8')).replace(/\n *<meta name="trumps-test-deploy"[^>]*>/, '');
        await fs.writeFile(index, html.replace('<title>Trumps</title>', `<title>Trumps</title>\n    <meta name="trumps-test-deploy" content="${n}" />`));
      });
      return (await precacheOf(site.dir)).version;
    };
    const runs = () => page.evaluate(() => document.querySelector('meta[name="trumps-build"]')?.content);
    const v2 = await deploy(2);
    expect(v2).not.toBe(first.version);

    // The open app notices when it comes back to the foreground (and every 30 minutes).
    const banner = page.getByTestId('update-banner');
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(banner).toBeVisible({ timeout: 20_000 });
    await expect(banner).toContainText('A new version of Trumps is ready');
    await expect(banner).toContainText('your game in progress carries on');
    // Nothing is forced: the table is still there and the game unchanged.
    await expect(page.locator('.table-screen')).toBeVisible();
    expect(await runs()).toBe(first.version);
    expect(await saved()).toBe(before);
    await screenshotBoth(page, 'update-offer');

    // "Later" hides the offer for this page. A plain reload loads the new build from the network
    // anyway (and then nothing is offered: it already runs).
    await page.getByTestId('update-later').click();
    await expect(banner).toHaveCount(0);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.waitForTimeout(500);
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.locator('.table-screen')).toBeVisible();
    expect(await runs()).toBe(v2);
    // The waiting worker holds the build the page runs: it takes over without another reload.
    // (Generous: on a busy 2-core machine installing the new worker's cache takes a while.)
    expect((await waitUntilOfflineReady(page, v2, 180_000)).version).toBe(v2);
    await expect(banner).toHaveCount(0);
    expect(await saved()).toBe(before);

    // The next deploy, taken with the offer's "Reload" button.
    const v3 = await deploy(3);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(banner).toBeVisible({ timeout: 20_000 });
    await page.getByTestId('update-reload').click();
    await page.waitForFunction((v) => document.querySelector('meta[name="trumps-build"]')?.content === v, v3, { timeout: 20_000 });
    await expect(page.locator('meta[name="trumps-test-deploy"]')).toHaveAttribute('content', '3');
    expect((await waitUntilOfflineReady(page, v3, 180_000)).version).toBe(v3);
    await expect(banner).toHaveCount(0);
    await expect(page.locator('.table-screen')).toBeVisible();
    expect(await saved()).toBe(before);
    // Older versions' caches are gone.
    expect(await page.evaluate(() => caches.keys())).toEqual([`trumps-${v3}`]);
    expect(errors).toEqual([]);
  });
});

test('the manifest is valid and the app installable from a sub-path; every file of dist/ is precached', async ({}, testInfo) => {
  test.setTimeout(2 * 60_000);
  const site = await serveCopy({ base: SUB });
  // Installability is judged in a normal (not incognito) profile.
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'trumps-profile-'));
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions(testInfo), headless: true });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await openApp(page, site.url);
    await waitUntilOfflineReady(page);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toBe(`${site.url}manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    const m = JSON.parse(manifest.data);
    expect(m.name).toMatch(/^Trumps/);
    expect(m.short_name).toBe('Trumps');
    expect(m.description.length).toBeGreaterThan(20);
    expect(m.display).toBe('standalone');
    for (const key of ['start_url', 'scope', 'id']) {
      expect(m[key], `${key} is relative, so it follows the sub-path`).toBe('./');
    }
    expect(m.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(m.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    // The icons installers ask for, each of the size it claims.
    const want = [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['192x192', 'maskable'],
      ['512x512', 'maskable'],
    ];
    for (const [sizes, purpose] of want) {
      const icon = m.icons.find((i) => i.sizes === sizes && i.purpose === purpose);
      expect(icon, `${purpose} icon ${sizes}`).toBeTruthy();
      const res = await page.request.get(new URL(icon.src, manifest.url).href);
      expect(res.status()).toBe(200);
      const { width, height } = pngSize(await res.body());
      expect(`${width}x${height}`).toBe(sizes);
    }
    const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    const touchPng = await page.request.get(new URL(touch, site.url).href);
    expect(pngSize(await touchPng.body())).toEqual({ width: 180, height: 180 });
    for (const href of await page.locator('link[rel="icon"]').evaluateAll((ls) => ls.map((l) => l.href))) {
      expect((await page.request.get(href)).status(), href).toBe(200);
    }

    // The precache list is every file of dist/ (but sw.js itself and the .br/.gz transfer copies).
    const build = await precacheOf(DIST);
    const files = (await listFiles(DIST)).filter((f) => f !== 'sw.js' && !/\.(br|gz)$/.test(f));
    expect(build.files).toEqual(files);
    let bytes = 0;
    for (const f of files) bytes += (await fs.stat(path.join(DIST, f))).size;
    expect(build.bytes).toBe(bytes);
    console.log(`precache: ${files.length} files, ${(bytes / 1024).toFixed(1)} KB (build ${build.version})`);
  } finally {
    await context.close();
    await site.remove();
    await fs.rm(profile, { recursive: true, force: true });
  }
});

test('a file that cannot be saved for offline play is reported, and the app still works online', async ({ browser }) => {
  // A deploy that lost a file on the way: the precache list names it, the host answers 404.
  await onSite(browser, { base: SUB, change: (dir) => fs.rm(path.join(dir, 'icons', 'icon-512.png')) }, async ({ site, page, errors }) => {
    await openApp(page, site.url);
    await page.waitForFunction(() => window.trumpsOffline?.status.state === 'failed', null, { timeout: 30_000 });
    const line = page.getByTestId('offline-line');
    await expect(line).toContainText('Not available: 1 file(s) could not be saved');
    await expect(line).toContainText('icons/icon-512.png (HTTP 404)');
    expect(errors.some((e) => e.includes('could not be saved for offline play') && e.includes('icons/icon-512.png'))).toBe(true);
    // Nothing half-saved is kept, and nothing controls the page.
    expect(await page.evaluate(() => caches.keys())).toEqual([]);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await expect(page.getByTestId('hub')).toBeVisible();
    await page.getByTestId('set-up-what-trump').click();
    await expect(page.getByTestId('new-game')).toBeEnabled();
  });
});

test('under a sub-path, deal links, the share link and the 404 page stay inside it', async ({ browser }) => {
  test.setTimeout(2 * 60_000);
  await onSite(browser, { base: SUB }, async ({ site, context, page, errors }) => {
    // A deal link opened under the sub-path asks once, then plays; the query is removed.
    await openApp(page, `${site.url}?deal=WT4-7K2M-9QXA&pace=instant`);
    await expect(page.getByTestId('deal-offer')).toBeVisible();
    await page.getByTestId('deal-offer-start').click();
    await expect(page.locator('.table-screen')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(SUB);
    expect(page.url()).not.toContain('deal=');
    // The share dialog's link points into the sub-path.
    await page.getByTestId('game-menu').click();
    await page.getByTestId('menu-share').click();
    const link = await page.getByTestId('share-link').inputValue();
    expect(link.startsWith(`${site.url}?deal=4WT-`)).toBe(true);
    await page.keyboard.press('Escape');
    // Back returns to the hub without leaving the sub-path.
    await page.goBack();
    await expect(page.getByTestId('hub')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(SUB);

    // An unknown address under the site gets the 404 page, which finds the game and keeps the query.
    const lost = await context.newPage();
    const res = await lost.goto(`${site.url.replace(/\/$/, '')}/no/such/page.html?deal=WT4-7K2M-9QXA`);
    expect(res.status()).toBe(404);
    await lost.waitForURL(`${site.url}?deal=WT4-7K2M-9QXA`);
    await expect(lost.getByTestId('deal-offer')).toBeVisible();
    expect(errors).toEqual([]);
  });
});

// Keeping the player's data (Settings on the hub):
//   - statistics (here in the first stored format, which is carried over) and a finished game
//     are exported to a file, imported into a fresh profile (equal afterwards), and imported
//     again without counting or listing anything twice; broken files give a clear message and
//     change nothing in storage;
//   - the browser is asked for persistent storage once settings are saved, and Settings says
//     how much is stored and whether it is persistent.
import { promises as fs } from 'node:fs';
import {
  test,
  expect,
  collectConsoleErrors,
  openApp,
  botsPlayToTheEnd,
  SCREENSHOT_DIR,
  DESKTOP,
  PHONE,
} from './helpers.mjs';
import { startAceTrump } from './decktet-play.mjs';

const STATS_V1 = JSON.stringify({
  version: 1,
  data: { games: { 'what-trump': { played: 3, won_by_people: 2, players: { Ann: { played: 3, won: 2 }, Ben: { played: 1, won: 0 } } } } },
});

const stored = (page) =>
  page.evaluate(() => Object.fromEntries(Object.keys(localStorage).sort().map((k) => [k, localStorage.getItem(k)])));

/** The Settings panel at desktop and phone size: target/screenshots/<name>-{desktop,phone}.png. */
async function settingsShots(page, name) {
  for (const [size, vp] of [['desktop', DESKTOP], ['phone', PHONE]]) {
    await page.setViewportSize(vp);
    const panel = page.getByTestId('settings');
    await panel.scrollIntoViewIfNeeded();
    await panel.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${size}.png` });
  }
  await page.setViewportSize(DESKTOP);
}

async function importFile(page, name, text) {
  await page.getByTestId('backup-import').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

test('statistics and finished games: exported, imported into a fresh profile, merged once; broken files change nothing', async ({ page, browser, consoleErrors }) => {
  test.setTimeout(8 * 60_000); // whole bot games through the bot worker, on a loaded machine
  // Statistics from before games had ids: they are carried over on load.
  await openApp(page, '/?pace=instant');
  await page.evaluate((v1) => localStorage.setItem('trumps.v1.stats', v1), STATS_V1);
  await page.reload();
  await expect(page.getByTestId('stats')).toContainText('3 finished games, 2 won by a person.');
  expect(JSON.parse(await page.evaluate(() => localStorage.getItem('trumps.v1.stats'))).version).toBe(2);

  // A finished game for the history (bots only: listed, not counted). One hand of Ace Trump:
  // a game of a known length (a bots-only What Trump? game, whose bots draw fresh seeds each
  // run, once took 9 minutes on a loaded machine).
  const bots = ['Xena', 'Yuri', 'Zoe'].map((name) => ({ kind: 'bot', name, level: 'beginner' }));
  await startAceTrump(page, { url: null, seats: bots, options: { length: 1 } });
  await botsPlayToTheEnd(page);
  await page.getByTestId('back-to-hub').click();
  await expect(page.getByTestId('history-item')).toHaveCount(1);
  await expect(page.getByTestId('storage-line')).toContainText(/\d+\.\d KB of games, finished games, statistics and settings/);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('backup-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^trumps-backup-\d{4}-\d{2}-\d{2}\.json$/);
  await expect(page.getByTestId('backup-message')).toContainText('statistics of 3 games and 1 finished game');
  const text = await fs.readFile(await download.path(), 'utf8');
  const file = JSON.parse(text);
  expect(file.format).toBe('trumps-backup');
  expect(file.version).toBe(1);
  expect(file.history.entries).toHaveLength(1);
  await settingsShots(page, 'settings-storage');
  const here = await stored(page);

  // A fresh profile: import, and it holds the same statistics and finished games.
  const context = await browser.newContext();
  const p2 = await context.newPage();
  const errors2 = collectConsoleErrors(p2);
  await openApp(p2, '/?pace=instant');
  await expect(p2.getByTestId('stats')).toContainText('No statistics yet.');
  await importFile(p2, download.suggestedFilename(), text);
  await expect(p2.getByTestId('backup-message')).toContainText(
    `From ${download.suggestedFilename()}: 3 games added to the statistics and 1 game to the finished games.`,
  );
  await expect(p2.getByTestId('stats')).toContainText('3 finished games, 2 won by a person.');
  await expect(p2.getByTestId('history-item')).toHaveCount(1);
  await expect(p2.getByTestId('history-item')).toContainText('Xena, Yuri, Zoe');
  const there = await stored(p2);
  // (The same values: each profile numbers its own revisions of them.)
  const value = (raw) => {
    const { rev, ...rest } = JSON.parse(raw);
    return rest;
  };
  expect(value(there['trumps.v1.stats'])).toEqual(value(here['trumps.v1.stats']));
  expect(value(there['trumps.v1.history'])).toEqual(value(here['trumps.v1.history']));
  // The imported game can be watched.
  await p2.getByTestId('history-watch').click();
  await expect(p2.getByTestId('replay')).toBeVisible();
  await p2.goBack();
  await expect(p2.getByTestId('hub')).toBeVisible();

  // The same file again: nothing new, nothing doubled.
  await importFile(p2, download.suggestedFilename(), text);
  await expect(p2.getByTestId('backup-message')).toContainText('Nothing new in');
  await expect(p2.getByTestId('stats')).toContainText('3 finished games, 2 won by a person.');
  await expect(p2.getByTestId('history-item')).toHaveCount(1);

  // Broken files: a clear message each, and storage exactly as it was.
  const before = await stored(p2);
  const broken = [
    ['notes.txt', 'these are not my statistics', 'notes.txt could not be imported: it is not a JSON file'],
    ['game.json', file.history.entries[0].record, 'it is a game record, not a backup'],
    ['cut.json', text.slice(0, text.length / 2), 'it is not a JSON file'],
    ['newer.json', JSON.stringify({ ...file, version: 7 }), 'made by a newer version of Trumps'],
    [
      'tampered.json',
      JSON.stringify({ ...file, history: { entries: [{ ...file.history.entries[0], record: '{"format":"trumps-record"}' }] } }),
      'finished game 1 (Xena, Yuri, Zoe) has a record that cannot be read',
    ],
  ];
  for (const [name, content, message] of broken) {
    await importFile(p2, name, content);
    const error = p2.getByTestId('backup-error');
    await expect(error).toContainText(message);
    await expect(error).toContainText('Nothing was changed.');
    await expect(p2.getByTestId('backup-message')).toHaveCount(0);
    expect(await stored(p2), `${name} changed nothing`).toEqual(before);
  }
  await expect(p2.getByTestId('stats')).toContainText('3 finished games, 2 won by a person.');
  expect(errors2).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test('settings saved: the browser is asked to keep the storage, and Settings says whether it does', async ({ page, consoleErrors }) => {
  // The browser's answer, recorded: Chromium decides by itself (installed apps, bookmarks…).
  await page.addInitScript(() => {
    window.__persist = { asked: 0, granted: false };
    StorageManager.prototype.persisted = async () => window.__persist.granted;
    StorageManager.prototype.persist = async () => {
      window.__persist.asked += 1;
      window.__persist.granted = true;
      return true;
    };
  });
  await openApp(page, '/');
  const line = page.getByTestId('storage-line');
  await expect(line).toContainText('No games, finished games, statistics or settings stored yet');
  await expect(line).toContainText('Not persistent: the browser may clear it when space runs low');
  await expect(line).toHaveClass(/warn/);
  expect(await page.evaluate(() => window.__persist.asked)).toBe(0);

  // Saving a setting is worth keeping: the browser is asked once.
  await page.getByTestId('pace').selectOption('fast');
  await expect(line).toContainText('Persistent: the browser keeps it even when space runs low.');
  await expect(line).toHaveClass(/good/);
  await expect(line).toContainText(/\d+\.\d KB of games, finished games, statistics and settings/);
  await page.getByTestId('pace').selectOption('slow');
  await page.getByTestId('set-up-what-trump').click();
  await page.getByTestId('player-count').selectOption('3');
  await page.getByTestId('setup-close').click();
  expect(await page.evaluate(() => window.__persist.asked)).toBe(1);
  await expect(page.getByTestId('version-line')).toContainText(/0\.\d+\.\d+ \(build [0-9a-f]{16}\)/);
  expect(consoleErrors).toEqual([]);
});

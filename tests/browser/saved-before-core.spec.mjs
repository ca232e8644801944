// What players stored before the game-generic core still opens in the browser: the fixtures in
// tests/fixtures/*-before-core.json were written by the app of that day (see
// tests/ui_saved_compat.rs). A game in progress continues, the finished game in the history is
// watched, the statistics count it, and a record file downloaded then is imported and stepped.
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect, openApp, waitForDecision, readTable } from './helpers.mjs';

const fixture = (name) => readFileSync(path.join('tests/fixtures', name), 'utf8');

// The keys the app used before the change.
const STORED = {
  'trumps.v1.game.what-trump': fixture('game-in-progress-before-core.json'),
  'trumps.v1.history': fixture('history-before-core.json'),
  'trumps.v1.stats': fixture('stats-before-core.json'),
  'trumps.v1.replay': fixture('replay-before-core.json'),
};

test('a game in progress, history, statistics and a record from before the change still open', async ({ page, consoleErrors }) => {
  test.setTimeout(3 * 60_000);
  await openApp(page, '/?pace=instant');
  await page.evaluate((stored) => {
    localStorage.clear();
    for (const [k, v] of Object.entries(stored)) localStorage.setItem(k, v);
  }, STORED);
  await page.reload();

  // The replay viewer was open then: it comes back at the same step.
  const saved = JSON.parse(STORED['trumps.v1.replay']).data;
  await expect(page.getByTestId('replay')).toBeVisible();
  await expect(page.getByTestId('replay-step')).toHaveText(`Step ${saved.step} of ${JSON.parse(saved.record).decisions.length}`);
  await page.getByTestId('replay-hub').click();

  // The hub offers the game in progress, lists the finished game and counts it.
  await expect(page.getByTestId('continue-what-trump')).toBeVisible();
  await expect(page.getByTestId('unfinished-what-trump')).toContainText('What Trump?');
  await expect(page.getByTestId('history-item')).toHaveCount(1);
  await expect(page.getByTestId('history-item')).toContainText('Cleo');
  await expect(page.getByTestId('stats')).toContainText('You');
  await expect(page.getByTestId('stats')).not.toContainText('No statistics yet.');

  // The game goes on where it was: the person plays a card of the trick in progress.
  await page.getByTestId('continue-what-trump').click();
  await expect(page.locator('.round-label')).toHaveText(/^Round \d+$/);
  const state = await waitForDecision(page, { timeout: 60_000 });
  expect(['play', 'next-round', 'choose-task', 'set-trump', 'draft', 'dealer-discard']).toContain(state.action);
  const table = await readTable(page);
  expect(table.hand.length).toBeGreaterThan(0);
  await page.getByTestId('table-hub').click();

  // The finished game is watched from the history, to its end.
  await page.getByTestId('history-watch').click();
  await expect(page.getByTestId('replay')).toBeVisible();
  const n = JSON.parse(JSON.parse(STORED['trumps.v1.history']).data.entries[0].record).decisions.length;
  await expect(page.getByTestId('replay-step')).toHaveText(`Step 0 of ${n}`);
  await page.getByTestId('replay-end').click();
  await expect(page.getByTestId('replay-caption')).toContainText('The game is over');
  await expect(page.getByTestId('status')).toContainText('Cleo');

  // The record file of that day, imported into a fresh profile.
  const record = JSON.parse(STORED['trumps.v1.history']).data.entries[0].record;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'trumps-old-record-'));
  const file = path.join(dir, 'what-trump-before-core.json');
  writeFileSync(file, record);
  const context = await page.context().browser().newContext();
  const p2 = await context.newPage();
  await openApp(p2, '/');
  await p2.getByTestId('import-file').setInputFiles(file);
  await expect(p2.getByTestId('replay')).toBeVisible();
  await expect(p2.getByTestId('replay-step')).toHaveText(`Step 0 of ${n}`);
  await p2.getByTestId('replay-forward').click();
  await expect(p2.getByTestId('replay-caption')).toContainText('You took the chip');
  await context.close();

  expect(consoleErrors).toEqual([]);
});

// Today's deal (issue 50; docs/daily.md): two browsers whose clocks show different local times
// on the same UTC day are dealt the same deal of every game, and the next day another; today's
// Top Trumps is played to its end from the hub and its result, with its code, is kept (the
// first game counts: practice after it changes nothing), also after a reload, with par (the
// day's Expert in the person's seat, worked out in the bot worker) beside it and copied with it.
import { test, expect, openApp, freshPage, DESKTOP } from './helpers.mjs';
import { playToEnd } from './top-trumps-play.mjs';

const NOON_UTC = Date.parse('2026-11-30T12:00:00Z');
const DAY = 86_400_000;

/** Each game's deal of the day as the hub's rows give them: { game: seed }. */
async function dealsOn(page) {
  const rows = page.locator('[data-testid="daily"] .daily-game');
  await expect(rows).toHaveCount(5, { timeout: 60_000 });
  return page.evaluate(() => Object.fromEntries(
    [...document.querySelectorAll('[data-testid="daily"] .daily-game')].map((li) => [li.dataset.game, li.dataset.seed]),
  ));
}

/** A fresh browser whose clock is fixed at `ms` and whose time zone is `timezoneId`. */
async function at(browser, ms, timezoneId) {
  const page = await freshPage(browser, { timezoneId, viewport: DESKTOP });
  await page.clock.setFixedTime(ms);
  await openApp(page, '/?pace=instant');
  return page;
}

test('two clocks on the same UTC day get the same deals, and the next day others', async ({ browser }) => {
  // 13:00 in Auckland on 1 December and 04:00 in Los Angeles on 30 November: both are
  // 2026-11-30 in UTC (at noon).
  const auckland = await at(browser, NOON_UTC, 'Pacific/Auckland');
  const angeles = await at(browser, NOON_UTC, 'America/Los_Angeles');
  const a = await dealsOn(auckland);
  const b = await dealsOn(angeles);
  expect(Object.keys(a)).toHaveLength(5);
  expect(b).toEqual(a);
  await expect(auckland.getByTestId('daily')).toContainText('2026-11-30');
  // The next UTC day: every game has another deal.
  const tomorrow = await at(browser, NOON_UTC + DAY, 'Europe/Berlin');
  const c = await dealsOn(tomorrow);
  for (const game of Object.keys(a)) expect(c[game]).not.toEqual(a[game]);
  await Promise.all([auckland, angeles, tomorrow].map((p) => p.context().close()));
});

test("today's Top Trumps is played once for the score, kept with its code, then practised", async ({ browser }) => {
  const page = await at(browser, NOON_UTC, 'UTC');
  await dealsOn(page);
  await page.getByTestId('daily-play-top-trumps').click();
  await expect(page.locator('.table-screen .game-name')).toHaveText('Top Trumps');
  const end = await playToEnd(page);
  expect(end.action).toBe('game-over');
  await expect(page.getByTestId('daily-over')).toHaveText(/^Today's deal: this is your result of the day/);
  // Back on the hub, the result and its code stand where Play was.
  await page.getByTestId('back-to-hub').click();
  const result = page.getByTestId('daily-result-top-trumps');
  await expect(result).toBeVisible();
  await expect(result).toHaveText(/^You (won with|scored) -?\d+ points$/);
  const code = await result.getAttribute('data-code');
  expect(code).toMatch(/^TT1-0M9K-[0-9A-Z]{4}-[0-9A-Z-]+-[0-9A-Z]{4}$/);
  await expect(page.getByTestId('daily-play-top-trumps')).toHaveCount(0);
  // Par: the day's Expert plays the person's seat, in the bot worker, and stands beside it.
  await expect(page.getByTestId('daily-par-top-trumps')).toHaveText(/^Par \(Expert in your seat\): -?\d+ points( and a win)?$/, { timeout: 60_000 });
  // Copy result: the game and day, the result, par and a link holding the code.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByTestId('daily-copy-top-trumps').click();
  await expect(page.getByTestId('daily-copy-top-trumps')).toHaveText('Copied ✓');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const lines = copied.split('\n');
  expect(lines[0]).toBe("Trumps, today's Top Trumps (2026-11-30)");
  expect(lines[1]).toBe(await result.textContent());
  expect(lines[2]).toBe(await page.getByTestId('daily-par-top-trumps').textContent());
  expect(lines[3]).toMatch(new RegExp(`\\?daily=${code}$`));
  // Kept after a reload.
  await page.reload();
  await expect(page.getByTestId('daily-result-top-trumps')).toHaveAttribute('data-code', code, { timeout: 60_000 });
  await expect(page.getByTestId('daily-par-top-trumps')).toBeVisible();
  // Practice: the same deal again, played otherwise (the last attribute each turn); the day's
  // result stays the first game's.
  await page.getByTestId('daily-practise-top-trumps').click();
  await expect(page.locator('.table-screen .game-name')).toHaveText('Top Trumps');
  await playToEnd(page, { pick: (s) => s.attributes.filter((x) => x.enabled).at(-1) });
  await expect(page.getByTestId('daily-over')).toHaveText(/^Practice: /);
  await page.getByTestId('back-to-hub').click();
  await expect(page.getByTestId('daily-result-top-trumps')).toHaveAttribute('data-code', code);
  await page.context().close();
});

test("in a browser without Web Workers, Today's deal says in words why it cannot deal", async ({ page, consoleErrors }) => {
  await page.addInitScript(() => { delete globalThis.Worker; });
  await page.clock.setFixedTime(NOON_UTC);
  await openApp(page, '/?pace=instant');
  await expect(page.getByTestId('daily-failed')).toHaveText(/^Today's deals could not be worked out: this browser cannot run the computer players/);
  await expect(page.locator('[data-testid="daily"] .daily-game')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

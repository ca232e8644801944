#!/usr/bin/env node
// The screenshots of Today's deal (docs/screenshots/issue-50/): the hub's entry, a result with
// par and a friend's result on the board, a refused one, and the days' statistics, at 390×844
// and 1280×800, light and dark, on 2026-11-30 (the clock fixed). A friend's result is made
// first, in a page of its own, by playing today's Top Trumps otherwise.
//   node scripts/static-server.mjs dist --port 8742 &
//   BASE=http://127.0.0.1:8742/ OUT=docs/screenshots/issue-50 node scripts/daily-screenshots.mjs
import { chromium } from 'playwright';
const b = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium' });
const NOON = Date.parse('2026-11-30T12:00:00Z');
const OUT = process.env.OUT || 'docs/screenshots/issue-50';
const BASE = process.env.BASE || 'http://127.0.0.1:8742/';
async function playTT(p, last) {
  await p.getByTestId('daily-play-top-trumps').click();
  for (let i = 0; i < 600; i++) {
    if (await p.getByTestId('back-to-hub').count()) break;
    const btns = p.locator('[data-testid="attribute"]:not([disabled])');
    const n = await btns.count();
    if (n) await btns.nth(last ? n - 1 : 0).click({ timeout: 2000 }).catch(() => {});
    else await p.waitForTimeout(50);
  }
  await p.getByTestId('back-to-hub').click();
  await p.getByTestId('daily-result-top-trumps').waitFor();
  await p.getByTestId('daily-par-top-trumps').filter({ hasText: 'par ' }).or(p.getByTestId('daily-par-top-trumps').filter({ hasText: 'Level' })).waitFor({ timeout: 60000 });
}
// A friend's code: a game played otherwise.
const fctx = await b.newContext({ viewport: { width: 1280, height: 800 } });
const f = await fctx.newPage();
await f.clock.setFixedTime(NOON);
await f.goto(`${BASE}?pace=instant`);
await f.locator('[data-testid="daily"] .daily-game').first().waitFor({ timeout: 60000 });
await playTT(f, true);
const friendCode = await f.getByTestId('daily-result-top-trumps').getAttribute('data-code');
console.log('friend', friendCode, await f.getByTestId('daily-result-top-trumps').innerText());
await fctx.close();
for (const [w, h] of [[390, 844], [1280, 800]]) for (const scheme of ['light', 'dark']) {
  const ctx = await b.newContext({ viewport: { width: w, height: h }, colorScheme: scheme, hasTouch: w < 500, isMobile: w < 500 });
  const p = await ctx.newPage();
  await p.clock.setFixedTime(NOON);
  await p.goto(`${BASE}?pace=instant`);
  await p.locator('[data-testid="daily"] .daily-game').first().waitFor({ timeout: 60000 });
  await p.getByTestId('daily').scrollIntoViewIfNeeded();
  await p.screenshot({ path: `${OUT}/daily-hub-${w}-${scheme}.png` });
  await playTT(p, false);
  await p.getByTestId('daily-friend-input').fill(`Trumps…\n${BASE}?daily=${friendCode}&from=Ana`);
  await p.getByTestId('daily-friend-check').click();
  await p.getByTestId('daily-board-top-trumps').waitFor({ timeout: 60000 });
  await p.locator('.daily-game[data-game="top-trumps"]').scrollIntoViewIfNeeded();
  await p.screenshot({ path: `${OUT}/daily-board-${w}-${scheme}.png` });
  // A refusal too.
  await p.getByTestId('daily-friend-input').fill(friendCode.slice(0, -1) + (friendCode.endsWith('0') ? '1' : '0'));
  await p.getByTestId('daily-friend-check').click();
  await p.getByTestId('daily-friend-refused').waitFor();
  await p.getByTestId('daily-friend-refused').scrollIntoViewIfNeeded();
  await p.screenshot({ path: `${OUT}/daily-refused-${w}-${scheme}.png` });
  const wide = await p.evaluate(() => document.documentElement.scrollWidth > innerWidth);
  console.log(w, scheme, 'wider than screen:', wide);
  // Statistics.
  const stats = p.getByTestId('stats-daily');
  if (!(await stats.count())) {
    const open = p.getByRole('button', { name: /Statistics/ }).first();
    if (await open.count()) await open.click();
  }
  await stats.waitFor({ timeout: 20000 }).catch(() => console.log('no stats panel'));
  if (await stats.count()) { await stats.scrollIntoViewIfNeeded(); await p.screenshot({ path: `${OUT}/daily-stats-${w}-${scheme}.png` }); console.log(await stats.innerText()); }
  if (w === 390 && scheme === 'light') console.log(await p.getByTestId('daily').innerText());
  await ctx.close();
}
await b.close();

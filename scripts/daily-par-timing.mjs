#!/usr/bin/env node
// How long par of today's deal takes in the browser, game by game, and what the page's own
// thread does meanwhile: the release build (dist/) in Debian's Chromium. For each game a fresh
// page is opened with a day's result already kept for that game and no par (as after the game),
// so the hub asks the bot worker for par at once; the script prints the seconds from the hub
// up to par shown, and the main-thread tasks of 50 ms or more seen in that time
// (PerformanceObserver "longtask").
//
//   scripts/daily-par-timing.mjs [--game ID,ID,…] [--day YYYY-MM-DD] [--throttle K] [--dist DIR]
//
// --throttle K slows the page's processor K times (Emulation.setCPUThrottlingRate; the bot
// worker runs barely slower, see scripts/bot-timing.mjs). Build first (`scripts/build.sh`).
import { chromium } from 'playwright-core';
import { serveDist } from './serve-dist.mjs';

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : dflt;
};
const games = opt('game', 'what-trump,ace-trump,ransom-trump,truf,top-trumps').split(',');
const dayText = opt('day', '2026-11-30');
const dist = opt('dist', 'dist');
const throttle = Number(opt('throttle', 1));
const noon = Date.parse(`${dayText}T12:00:00Z`);
const day = Math.floor(noon / 86_400_000);

let server;
try {
  server = await serveDist(dist);
} catch {
  console.error('daily-par-timing: the static server did not start (is dist/ built?)');
  process.exit(1);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  console.log(`[par] ${dayText}, page throttled ${throttle}×`);
  for (const game of games) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.clock.setFixedTime(noon);
    // A result of the day kept for this game (its code is not read here), no par yet.
    const book = { days: [{ day, game, game_id: 1, result: { score: 0, won: false, aids: false, code: 'X' } }] };
    await page.addInitScript((value) => {
      if (!localStorage.getItem('trumps.v1.daily')) localStorage.setItem('trumps.v1.daily', value);
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, ms: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    }, JSON.stringify({ rev: 1, version: 1, data: book }));
    if (throttle > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    }
    await page.goto(`${server.url}?pace=instant`);
    await page.getByTestId(`daily-result-${game}`).waitFor({ timeout: 120_000 });
    const from = await page.evaluate(() => performance.now());
    await page.getByTestId(`daily-par-${game}`).filter({ hasText: /\d/ }).waitFor({ timeout: 600_000 });
    const to = await page.evaluate(() => performance.now());
    const par = await page.getByTestId(`daily-par-${game}`).textContent();
    const tasks = await page.evaluate(([a, b]) => window.__longTasks.filter((t) => t.start + t.ms >= a && t.start <= b), [from, to]);
    const worst = tasks.reduce((m, t) => Math.max(m, t.ms), 0);
    console.log(`[par] ${game}: ${((to - from) / 1000).toFixed(1)} s to "${par}"; main-thread tasks of 50 ms or more meanwhile: ${tasks.length} (longest ${worst.toFixed(0)} ms)`);
    await context.close();
  }
} finally {
  await browser.close();
  server.child.kill();
}

#!/usr/bin/env node
// Bot decision times in the browser: the release build (dist/) in Debian's Chromium, bots only,
// pace "instant". Prints, per bot level: decisions, the mean and the worst time from question to
// answer (ms, measured by the app with performance.now()), how many the bot worker answered,
// Expert's search iterations per decision and per second in wasm; and the longest main-thread
// task seen while the bots played (PerformanceObserver "longtask": the page's responsiveness).
//
//   scripts/bot-timing.mjs [--game ID] [--seats LEVEL,LEVEL,…] [--games N]
//                          [--think quick|normal|deep] [--throttle K] [--seed N] [--dist DIR]
//                          [--viewport WxH] [--each]
//
// --throttle K runs the page's processor K times slower (Emulation.setCPUThrottlingRate, as
// scripts/phone-load.mjs does for its phone profile: K = 4). Chromium slows the page's own
// thread; its bot worker ran barely slower (Truf, 2026-11-30: 26,300 iterations a second
// unthrottled, 21,100 at K = 4, on a busy machine), so Expert's times hardly move.
//
// --viewport WxH sizes the page (default 1280x720; a phone: 390x844, where the page lays the
// table out in one column and keeps the log below it).
//
// --each lists every long task: when it began, how long it took and which parts of the table
// the page showed as it ended (the hand's summary, What Trump?'s grid, a trick, …), then how
// many long tasks each such sight had: where the page's work for a move is still too long.
//
// Build first (`scripts/build.sh`, or `scripts/test.sh` does it). Default: What Trump?, seats
// standard,beginner,beginner,beginner, 1 game, Expert thinking "normal".
import { spawn } from 'node:child_process';
import { readFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : dflt;
};
const game = opt('game', 'what-trump');
const seats = opt('seats', 'standard,beginner,beginner,beginner').split(',');
const games = Number(opt('games', 1));
const think = opt('think', 'normal');
const dist = opt('dist', 'dist');
const throttle = Number(opt('throttle', 1));
// --seed N deals the same game each run (the page's ?seed=), so two builds can be compared.
const seed = opt('seed', null);
const each = args.includes('--each');
const [width, height] = opt('viewport', '1280x720').split('x').map(Number);
if (!(width > 0 && height > 0)) {
  console.error('bot-timing: --viewport takes WIDTHxHEIGHT in pixels, such as 390x844');
  process.exit(2);
}

const portFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'bot-timing-')), 'port');
const server = spawn(process.execPath, [path.join(path.dirname(new URL(import.meta.url).pathname), 'static-server.mjs'), dist, '--port', '0', '--port-file', portFile], {
  stdio: 'ignore',
});
let port;
for (let i = 0; i < 100 && !port; i++) {
  await new Promise((r) => setTimeout(r, 50));
  try {
    port = Number(readFileSync(portFile, 'utf8'));
  } catch {}
}
if (!port) {
  server.kill();
  console.error('bot-timing: the static server did not start (is dist/ built?)');
  process.exit(1);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const page = await browser.newPage({ viewport: { width, height } });
  // Long tasks on the page's thread (50 ms or more), from the start.
  await page.addInitScript(() => {
    globalThis.trumpsLongTasks = [];
    try {
      new PerformanceObserver((list) => {
        // The parts of the table on the page as the task ended (for --each).
        const parts = ['round-summary', 'game-over', 'grid', 'chip-pool', 'bid-picker', 'trick', 'hand'];
        for (const e of list.getEntries()) {
          const shows = parts.filter((t) => document.querySelector(`[data-testid="${t}"]`)).join(' ');
          globalThis.trumpsLongTasks.push({ at: e.startTime, ms: e.duration, shows });
        }
      }).observe({ type: 'longtask', buffered: true });
    } catch {}
  });
  if (throttle > 1) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  }
  await page.goto(`http://127.0.0.1:${port}/?pace=instant${seed === null ? '' : `&seed=${seed}`}`);
  await page.getByTestId('hub').waitFor();
  await page.getByTestId('think').selectOption(think);
  await page.getByTestId(`set-up-${game}`).click();
  await page.getByTestId('player-count').selectOption(String(seats.length));
  for (const [i, level] of seats.entries()) {
    await page.getByTestId(`seat-kind-${i}`).selectOption('bot');
    await page.getByTestId(`seat-level-${i}`).selectOption(level);
  }
  await page.getByTestId('new-game').click();
  const started = await page.evaluate(() => performance.now());
  const t0 = Date.now();
  for (let g = 0; g < games; g++) {
    const over = page.getByTestId('game-over');
    const next = page.getByTestId('next-round');
    while (!(await over.isVisible())) {
      if (await next.isVisible()) await next.click();
      else await page.waitForTimeout(50);
    }
    if (g + 1 < games) await page.getByTestId('rematch').click();
  }
  const { times, long } = await page.evaluate((from) => ({
    times: globalThis.trumpsBotTimes ?? {},
    long: (globalThis.trumpsLongTasks ?? []).filter((t) => t.at >= from),
  }), started);
  console.log(`${game}, seats ${seats.join(',')}, ${games} game(s) in Chromium at ${width}x${height}, Expert thinking "${think}"${throttle > 1 ? `, processor ${throttle}× slower` : ''}, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  console.log('level      decisions   mean ms    max ms  in worker  iterations/decision  iterations/s');
  for (const [level, t] of Object.entries(times)) {
    const its = t.iterations ?? 0;
    const perDecision = its ? (its / t.count).toFixed(0) : '-';
    const perSecond = its ? ((its / t.totalMs) * 1000).toFixed(0) : '-';
    console.log(`${level.padEnd(10)} ${String(t.count).padStart(9)} ${(t.totalMs / t.count).toFixed(2).padStart(9)} ${t.maxMs.toFixed(1).padStart(9)} ${String(t.inWorker ?? 0).padStart(10)} ${perDecision.padStart(20)} ${perSecond.padStart(13)}`);
  }
  const longest = long.reduce((m, t) => Math.max(m, t.ms), 0);
  const inAll = long.reduce((m, t) => m + t.ms, 0);
  if (each) {
    const bySight = new Map();
    for (const t of long) {
      console.log(`  at ${((t.at - started) / 1000).toFixed(1).padStart(6)} s  ${t.ms.toFixed(0).padStart(4)} ms  showing: ${t.shows || '-'}`);
      const b = bySight.get(t.shows) ?? { n: 0, max: 0 };
      bySight.set(t.shows, { n: b.n + 1, max: Math.max(b.max, t.ms) });
    }
    for (const [shows, b] of [...bySight].sort((x, y) => y[1].max - x[1].max)) {
      console.log(`  ${String(b.n).padStart(3)} long task(s), the longest ${b.max.toFixed(0)} ms, showing: ${shows || '-'}`);
    }
  }
  console.log(`main thread while the bots played: ${long.length} long task(s) (50 ms or more), the longest ${longest.toFixed(0)} ms, ${(inAll / 1000).toFixed(1)} s in all`);
} finally {
  await browser.close();
  server.kill();
}

#!/usr/bin/env node
// Bot decision times in the browser: the release build (dist/) in Debian's Chromium, bots only,
// pace "instant". Prints, per bot level, how many decisions, the mean and the worst time (ms),
// measured by the app around each decision (performance.now()).
//
//   scripts/bot-timing.mjs [--games N] [--players 3|4] [--dist DIR]
//
// Build first (`trunk build --release`, or `scripts/test.sh` does it). Seats: one Standard bot and
// the rest Beginner bots, like `trumps simulate`; the numbers are for the main thread, where the
// bots run.
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
const games = Number(opt('games', 3));
const players = Number(opt('players', 4));
const dist = opt('dist', 'dist');

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
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/?pace=instant`);
  await page.getByTestId('player-count').selectOption(String(players));
  for (let i = 0; i < players; i++) {
    await page.getByTestId(`seat-kind-${i}`).selectOption('bot');
    await page.getByTestId(`seat-level-${i}`).selectOption(i === 0 ? 'standard' : 'beginner');
  }
  await page.getByTestId('new-game').click();
  const started = Date.now();
  for (let g = 0; g < games; g++) {
    const over = page.getByTestId('game-over');
    const next = page.getByTestId('next-round');
    while (!(await over.isVisible())) {
      if (await next.isVisible()) await next.click();
      else await page.waitForTimeout(50);
    }
    if (g + 1 < games) await page.getByTestId('rematch').click();
  }
  const times = await page.evaluate(() => globalThis.trumpsBotTimes ?? {});
  console.log(`What Trump? ${players} players, 1 Standard + ${players - 1} Beginner bots, ${games} games in Chromium, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log('level      decisions   mean ms    max ms');
  for (const [level, t] of Object.entries(times)) {
    console.log(`${level.padEnd(10)} ${String(t.count).padStart(9)} ${(t.totalMs / t.count).toFixed(2).padStart(9)} ${t.maxMs.toFixed(1).padStart(9)}`);
  }
} finally {
  await browser.close();
  server.kill();
}

#!/usr/bin/env node
// How long a mid-range phone waits for the hub: Debian's Chromium at 390×844 with the CPU 4×
// slower (Emulation.setCPUThrottlingRate), 1.6 Mbps down, 750 kbps up and a 150 ms round trip
// (Network.emulateNetworkConditions), the build served precompressed by
// scripts/static-server.mjs, a fresh profile for every cold visit. Printed for each run and as
// medians:
//   - first paint and first contentful paint (text drawn): the page's paint entries;
//   - hub usable: when a game card's "New game" button is first in the page and enabled (timed
//     in the page by a MutationObserver installed before the page's own scripts);
//   - bytes on the wire until then (Network.loadingFinished's encodedDataLength, headers
//     included);
//   - each game's set-up: from a tap on its card on the hub (a second after the hub became
//     usable) until the set-up is drawn with its body (the seats: the set-up's own part),
//     the slowest of the five games;
//   - a repeat visit with the service worker warm (same profile, reloaded after the app was
//     saved for offline play; CPU still 4× slower, the network no longer matters).
// Figures, never a pass/fail: compare builds with it.
//
//   node scripts/phone-load.mjs [DIST=dist] [--runs N=3]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serveDist } from './serve-dist.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
let dist = path.join(ROOT, 'dist');
let runs = 3;
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--runs') runs = Number(args[++i]);
  else dist = path.resolve(args[i]);
}
if (!Number.isInteger(runs) || runs < 1) {
  console.error('phone-load: --runs takes a whole number of at least 1');
  process.exit(2);
}

const PHONE = { width: 390, height: 844 };
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8), uploadThroughput: (750e3 / 8) };
const CPU_SLOWDOWN = 4;
// A game card's "New game" button: the hub can be used.
const USABLE = '[data-testid^="set-up-"]:not([disabled])';

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
const median = (xs) => {
  const v = [...xs].sort((a, b) => a - b);
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};

/** Records in the page when the hub first becomes usable (performance.now(), from navigation). */
function watchForHub(selector) {
  const look = () => {
    if (window.__hubUsable === undefined && document.querySelector(selector)) window.__hubUsable = performance.now();
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true });
  look();
}

async function throttle(context, page, network) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  if (network) await cdp.send('Network.emulateNetworkConditions', NETWORK);
  return cdp;
}

async function timesOf(page) {
  await page.waitForFunction(() => window.__hubUsable !== undefined, null, { timeout: 120_000 });
  // The paint entries are written a frame after the paint.
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 10_000 }).catch(() => {});
  return page.evaluate(() => ({
    usable: window.__hubUsable,
    paint: performance.getEntriesByName('first-paint')[0]?.startTime ?? NaN,
    content: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
  }));
}

/** The milliseconds from a tap on each game's card to its set-up drawn (the page's clock). */
async function setUpTimes(page) {
  await page.waitForTimeout(1_000);
  const ids = await page.evaluate(() => [...document.querySelectorAll('[data-testid^="set-up-"]')].map((b) => b.dataset.testid.slice('set-up-'.length)));
  const times = {};
  for (const id of ids) {
    times[id] = await page.evaluate(
      (id) =>
        new Promise((resolve) => {
          const t0 = performance.now();
          document.querySelector(`[data-testid="set-up-${id}"]`).click();
          // Drawn: the dialog with its body (the set-up's own part), not only its frame.
          const drawn = () => (document.querySelector('[data-testid="setup-dialog"] [data-testid="player-count"]') ? resolve(performance.now() - t0) : requestAnimationFrame(drawn));
          drawn();
        }),
      id,
    );
    await page.getByTestId('setup-close').click();
    await page.getByTestId('setup-dialog').waitFor({ state: 'detached' });
  }
  return times;
}

/** A cold visit, then a warm one in the same profile. */
async function visit(browser, url) {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  await context.addInitScript(watchForHub, USABLE);
  const page = await context.newPage();
  const cdp = await throttle(context, page, true);
  let wire = 0;
  let counting = true;
  cdp.on('Network.loadingFinished', (e) => {
    if (counting) wire += e.encodedDataLength;
  });
  await page.goto(url);
  const cold = await timesOf(page);
  counting = false;
  const setUps = await setUpTimes(page);
  // Let the service worker save the app, then come back with it warm.
  if (await page.evaluate(() => !!window.trumpsOffline)) {
    await page.waitForFunction(() => ['ready', 'failed', 'unsupported'].includes(window.trumpsOffline.status.state), null, { timeout: 300_000 });
  }
  const again = await context.newPage();
  await throttle(context, again, false);
  await page.close();
  await again.goto(url);
  const warm = await timesOf(again);
  await context.close();
  return { ...cold, wire, warm: warm.usable, setUp: Math.max(...Object.values(setUps)), setUps };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const { child, url } = await serveDist(dist);
try {
  const all = [];
  console.log(`[phone] ${path.relative(process.cwd(), dist) || dist}: ${PHONE.width}×${PHONE.height}, CPU ${CPU_SLOWDOWN}× slower, 1.6 Mbps down, 150 ms round trip`);
  for (let r = 0; r < runs; r++) {
    const v = await visit(browser, url);
    all.push(v);
    console.log(`[phone] run ${r + 1}: first paint ${s(v.paint)}, first text ${s(v.content)}, hub usable ${s(v.usable)} after ${kb(v.wire)} on the wire; a game's set-up drawn ${s(v.setUp)} after the tap at most (${Object.entries(v.setUps).map(([id, t]) => `${id} ${s(t)}`).join(', ')}); repeat visit (service worker warm) ${s(v.warm)}`);
  }
  const m = (k) => median(all.map((v) => v[k]));
  console.log(`[phone] median of ${runs}: first paint ${s(m('paint'))}, first text ${s(m('content'))}, hub usable ${s(m('usable'))}, ${kb(m('wire'))} on the wire, a game's set-up ${s(m('setUp'))} after the tap; repeat visit ${s(m('warm'))}`);
} finally {
  child.kill();
  await browser.close();
}

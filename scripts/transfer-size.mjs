#!/usr/bin/env node
// What a first visit moves over the network, measured in Debian's Chromium with the DevTools
// protocol (Network.loadingFinished's encodedDataLength: bytes on the wire, headers included):
// the page load until the hub is shown, and separately what the service worker then fetches to
// save the app for offline play. Each build is served by scripts/static-server.mjs, with the
// precompressed files and without (--no-compress), in a fresh profile each time.
//
//   node scripts/transfer-size.mjs [DIST=dist ...] [--runs N]
//
// Several folders are measured one after the other (e.g. an older build beside dist/).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serveDist } from './serve-dist.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const dists = [];
let runs = 1;
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--runs') runs = Number(args[++i]);
  else dists.push(args[i]);
}
if (!dists.length) dists.push(path.join(ROOT, 'dist'));

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** One cold visit: { page: {requests, wire, body}, worker: {requests, wire} }. */
async function visit(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  const seen = new Map();
  cdp.on('Network.responseReceived', (e) => seen.set(e.requestId, { url: e.response.url, encoding: e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] }));
  const totals = { requests: 0, wire: 0, body: 0, files: [] };
  cdp.on('Network.dataReceived', (e) => {
    totals.body += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    totals.requests += 1;
    totals.wire += e.encodedDataLength;
    const r = seen.get(e.requestId);
    if (r) totals.files.push(`${path.basename(new URL(r.url).pathname) || '/'} ${kb(e.encodedDataLength)}${r.encoding ? ` (${r.encoding})` : ''}`);
  });
  // The service worker's own fetches (saving the app for offline play) come from its target.
  const worker = { requests: 0, wire: 0 };
  const sizes = [];
  context.on('requestfinished', (req) => {
    if (req.serviceWorker()) sizes.push(req.sizes().then((s) => ({ wire: s.responseBodySize + s.responseHeadersSize })));
  });
  await page.goto(url);
  await page.waitForSelector('[data-testid="hub"]');
  const pageLoad = { ...totals, files: [...totals.files] };
  // A build without a service worker (an older one) has nothing more to fetch.
  if (await page.evaluate(() => !!window.trumpsOffline)) {
    await page.waitForFunction(() => ['ready', 'failed', 'unsupported'].includes(window.trumpsOffline.status.state), null, { timeout: 60_000 });
  }
  for (const s of await Promise.all(sizes)) {
    worker.requests += 1;
    worker.wire += s.wire;
  }
  await context.close();
  return { page: pageLoad, worker };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const dist of dists) {
    for (const compress of [false, true]) {
      const { child, url } = await serveDist(dist, { compress });
      try {
        for (let r = 0; r < runs; r++) {
          const v = await visit(browser, url);
          const label = `${path.relative(process.cwd(), dist) || dist}, ${compress ? 'precompressed' : 'uncompressed'}`;
          console.log(`[transfer] ${label}: page load ${v.page.requests} requests, ${kb(v.page.wire)} on the wire (${kb(v.page.body)} of content)`);
          if (v.worker.requests) console.log(`[transfer] ${label}: saving for offline play ${v.worker.requests} requests, ${kb(v.worker.wire)}`);
          if (process.env.VERBOSE) for (const f of v.page.files) console.log(`[transfer]     ${f}`);
        }
      } finally {
        child.kill();
      }
    }
  }
} finally {
  await browser.close();
}

#!/usr/bin/env node
// Lighthouse's mobile performance audit of a build, as the first-load issue measures it:
// Lighthouse 12.2.3 (pinned in package.json), its default mobile settings (a Moto G Power-sized
// screen, simulated slow 4G and a CPU 4× slower), Debian's Chromium headless, the build served
// precompressed by scripts/static-server.mjs, a fresh profile for every run. Prints each run and
// the medians: the performance and accessibility scores, first and largest contentful paint,
// time to interactive, total blocking time, speed index and layout shift. (It audits the first
// screen and the hub; the largest-paint element itself is not named: Lighthouse 12.2.3's trace
// gatherer fails on Chromium 156.)
// Figures, never a pass/fail: compare builds with it.
//
//   node scripts/lighthouse.mjs [DIST=dist] [--runs N=5] [--json FILE]
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serveDist } from './serve-dist.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
let dist = path.join(ROOT, 'dist');
let runs = 5;
let jsonOut = null;
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--runs') runs = Number(args[++i]);
  else if (args[i] === '--json') jsonOut = path.resolve(args[++i]);
  else dist = path.resolve(args[i]);
}
if (!Number.isInteger(runs) || runs < 1) {
  console.error('lighthouse: --runs takes a whole number of at least 1');
  process.exit(2);
}
try {
  await fs.access(path.join(dist, 'index.html'));
} catch {
  console.error(`lighthouse: no build in ${dist} (run scripts/build.sh first)`);
  process.exit(2);
}

const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const AUDITS = [
  ['first-contentful-paint', 'FCP', 'ms'],
  ['largest-contentful-paint', 'LCP', 'ms'],
  ['interactive', 'TTI', 'ms'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['speed-index', 'SI', 'ms'],
  ['cumulative-layout-shift', 'CLS', ''],
];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const show = (v, unit) => (unit === 'ms' ? `${(v / 1000).toFixed(2)} s` : v.toFixed(3));

const { child, url } = await serveDist(dist);
const results = [];
try {
  for (let run = 1; run <= runs; run++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance', 'accessibility'],
        output: 'json',
        logLevel: 'error',
      });
      const lhr = result.lhr;
      if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      const row = {
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        a11y: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      };
      for (const [id, name] of AUDITS) row[name] = lhr.audits[id]?.numericValue ?? NaN;
      results.push(row);
      // The element Lighthouse took as the largest paint (what LCP measures).
      const lcp = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
      if (lcp) console.log(`run ${run}: largest paint ${lcp.selector ?? ''} ${(lcp.snippet ?? '').slice(0, 120)}`);
      console.log(
        `run ${run}: performance ${row.score}, accessibility ${row.a11y}  ` +
          AUDITS.map(([, name, unit]) => `${name} ${show(row[name], unit)}`).join('  '),
      );
    } finally {
      await chrome.kill();
    }
  }
} finally {
  child.kill();
}

const med = { score: median(results.map((r) => r.score)), a11y: median(results.map((r) => r.a11y)) };
for (const [, name] of AUDITS) med[name] = median(results.map((r) => r[name]));
console.log(
  `median of ${runs}: performance ${med.score}, accessibility ${med.a11y}  ` +
    AUDITS.map(([, name, unit]) => `${name} ${show(med[name], unit)}`).join('  '),
);
if (jsonOut) await fs.writeFile(jsonOut, JSON.stringify({ runs: results, median: med }, null, 2));

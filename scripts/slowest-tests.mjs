#!/usr/bin/env node
// The cost of the browser tests, from Playwright's JSON report (playwright.config.mjs writes it
// to target/ci-logs/playwright.json): each spec file's own time (its tests' durations summed,
// over every worker) and its share, the slowest first.
//
//   node scripts/slowest-tests.mjs [REPORT] [--top N]
//
// Prints nothing but a line saying so when there is no report (the browser tests did not run).
import { existsSync, readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args[topAt + 1]) || 10 : 10;
const file = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--top') ?? 'target/ci-logs/playwright.json';

if (!existsSync(file)) {
  console.log(`[tests] no browser test report at ${file}`);
  process.exit(0);
}

let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch (e) {
  console.log(`[tests] the browser test report ${file} cannot be read: ${e.message}`);
  process.exit(0);
}

/** Every test of a suite and its sub-suites, with the file it is in. */
function* tests(suite, fileName) {
  const f = suite.file ?? fileName;
  for (const spec of suite.specs ?? []) for (const t of spec.tests ?? []) yield { file: f, title: spec.title, test: t };
  for (const s of suite.suites ?? []) yield* tests(s, f);
}

const perFile = new Map();
let total = 0;
let count = 0;
for (const suite of report.suites ?? []) {
  for (const { file: f, test } of tests(suite, suite.file)) {
    const ms = (test.results ?? []).reduce((a, r) => a + (r.duration ?? 0), 0);
    const ran = (test.results ?? []).some((r) => r.status !== 'skipped');
    const entry = perFile.get(f) ?? { ms: 0, tests: 0, skipped: 0 };
    entry.ms += ms;
    if (ran) entry.tests += 1;
    else entry.skipped += 1;
    perFile.set(f, entry);
    total += ms;
    if (ran) count += 1;
  }
}

const wall = report.stats?.duration ?? 0;
const rows = [...perFile.entries()].sort((a, b) => b[1].ms - a[1].ms);
console.log(
  `[tests] browser tests: ${count} run in ${(wall / 1000).toFixed(0)} s of wall time, ${(total / 1000).toFixed(0)} s of test time over the workers; the ${Math.min(top, rows.length)} slowest files:`,
);
for (const [f, e] of rows.slice(0, top)) {
  const share = total ? (100 * e.ms) / total : 0;
  const skipped = e.skipped ? `, ${e.skipped} skipped` : '';
  console.log(`[tests] ${(e.ms / 1000).toFixed(0).padStart(6)} s ${share.toFixed(0).padStart(3)} %  ${f} (${e.tests} tests${skipped})`);
}

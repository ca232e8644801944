// Playwright drives Debian's Chromium (/usr/bin/chromium): no browser download is possible here,
// so never run `npx playwright install`. scripts/test.sh builds dist/, serves it on a free port
// and sets BASE_URL; to run by hand against `scripts/serve.sh`, the default is port 8080.
import { defineConfig } from '@playwright/test';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  // Without these Chromium keeps dialling Google's hosts, which this closed network refuses.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests/browser',
  testMatch: '**/*.spec.mjs',
  outputDir: './test-results',
  // Whole-game tests play many hands: allow minutes per test.
  timeout: 10 * 60 * 1000,
  expect: { timeout: 10 * 1000 },
  fullyParallel: false,
  workers: Number(process.env.PW_WORKERS) || 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // The list as it goes, and a JSON report whose per-file times scripts/test.sh prints at the
  // end (scripts/slowest-tests.mjs).
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME || 'target/ci-logs/playwright.json' }]],
  use: {
    baseURL: process.env.BASE_URL || 'http://127.0.0.1:8080',
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    // The tests read the table as it settles: with reduced motion nothing travels (the motion
    // test turns it back on).
    reducedMotion: 'reduce',
    actionTimeout: 15 * 1000,
    navigationTimeout: 30 * 1000,
    // No trace unless asked for (TRUMPS_TRACE=1, or scripts/test.sh --trace): recording one for
    // every test (its screencast and DOM snapshots, kept only on failure) cost a quarter of the
    // suite's time on 2 cores (truf, ace-trump and lessons specs: 205 s of test time with it,
    // 152 s without). A failure still leaves its screenshot and the page's aria snapshot
    // (error-context.md) in test-results; rerun the one test with --trace to see every step.
    trace: process.env.TRUMPS_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
});

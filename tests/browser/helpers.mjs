// Shared helpers for the browser tests.
//
// Every Playwright test gets a new browser context (empty localStorage, no cookies) by default.
// Import `test` and `expect` from here rather than from '@playwright/test' to also get:
//   - `consoleErrors`: an array that collects console 'error' messages and uncaught page errors
//     of `page` for the whole test (assert it is empty at the end);
//   - `freshPage(browser)`: one more page in its own new context (a second, independent player);
//   - `screenshot(page, name)`: a full-page PNG in target/screenshots/<name>.png.
import { test as base, expect } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SCREENSHOT_DIR = path.join(ROOT, 'target', 'screenshots');

/** Collect console errors and uncaught exceptions of a page into an array (returned). */
export function collectConsoleErrors(page) {
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') {
      const loc = msg.location();
      errors.push(`${msg.text()}${loc?.url ? ` (${loc.url}:${loc.lineNumber})` : ''}`);
    }
  });
  page.on('pageerror', (err) => errors.push(`uncaught: ${err.message}`));
  return errors;
}

/** A page in a brand-new browser context (empty storage). Closed with its context. */
export async function freshPage(browser, options = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  return page;
}

/** Save a full-page screenshot to target/screenshots/<name>.png and return its path. */
export async function screenshot(page, name) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name.replace(/[^\w.-]+/g, '_')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Open `url` (default '/') and wait until the app has rendered something into <body>. */
export async function openApp(page, url = '/') {
  await page.goto(url);
  await page.waitForFunction(() =>
    [...document.body.children].some((el) => !['SCRIPT', 'NOSCRIPT', 'LINK'].includes(el.tagName)),
  );
}

export const test = base.extend({
  consoleErrors: async ({ page }, use) => {
    await use(collectConsoleErrors(page));
  },
});
export { expect };

import { test, expect, openApp, screenshot } from './helpers.mjs';

test('home page loads with title "Trumps" and no console errors', async ({ page, consoleErrors }) => {
  const failed = [];
  page.on('requestfailed', (req) => failed.push(`${req.url()}: ${req.failure()?.errorText}`));
  page.on('response', (res) => {
    if (res.status() >= 400) failed.push(`${res.url()}: HTTP ${res.status()}`);
  });

  await openApp(page, '/');
  await expect(page).toHaveTitle('Trumps');
  // Give the wasm app a moment to finish start-up work that might log errors.
  await page.waitForLoadState('networkidle');
  await screenshot(page, 'smoke-home');

  expect(failed, 'failed requests').toEqual([]);
  expect(consoleErrors, 'console errors').toEqual([]);
});

test('each test starts with empty localStorage (fresh context)', async ({ page }) => {
  // Read it before any app script runs: the app itself may save settings at start-up.
  await page.addInitScript(() => {
    window.__storageAtStart = localStorage.length;
  });
  await page.goto('/');
  expect(await page.evaluate(() => window.__storageAtStart)).toBe(0);
});

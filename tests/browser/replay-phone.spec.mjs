// Issue 28, item 10: the replay viewer on a phone. Its controls took half the screen, and
// "Step 2 of 15", a chooser showing "Turn 3" and a heading "Turn 2" disagreed. Now the
// controls are a bar at the foot of the screen (stepping and the slider; the rest behind
// More), and where every hand is one decision (Top Trumps) the step is counted as that hand.
import path from 'node:path';
import { test, expect, openApp, screenshot, PHONE } from './helpers.mjs';

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

/** Where the controls bar is, and whether the table shows above it. */
const bar = (page) =>
  page.evaluate(() => {
    const c = document.querySelector('.replay-controls').getBoundingClientRect();
    const caption = document.querySelector('[data-testid="replay-caption"]').getBoundingClientRect();
    return { top: c.top, bottom: c.bottom, height: c.height, screen: innerHeight, captionBottom: caption.bottom };
  });

test('item 10: on a phone the replay controls are a bar at the foot of the screen, the rest behind More', async ({ page, consoleErrors }) => {
  await openApp(page, '/?pace=instant');
  await page.getByTestId('import-file').setInputFiles(path.join('tests', 'fixtures', 'what-trump-dealer-discard.json'));
  await expect(page.getByTestId('replay')).toBeVisible();
  await page.getByTestId('replay-slider').fill('60');
  await expect(page.getByTestId('replay-step')).toHaveText('Step 60 of 173');
  const b = await bar(page);
  expect(Math.abs(b.bottom - b.screen)).toBeLessThan(1);
  expect(b.height, 'the bar takes under a sixth of the screen').toBeLessThan(b.screen / 6);
  expect(b.captionBottom, 'the caption shows above the bar').toBeLessThan(b.top);
  // Stepping and the slider are in the bar; the rest opens from More.
  for (const id of ['replay-back', 'replay-forward', 'replay-start', 'replay-end', 'replay-slider', 'replay-more']) {
    await expect(page.getByTestId(id)).toBeVisible();
  }
  await expect(page.getByTestId('replay-viewpoint')).toBeHidden();
  await page.getByTestId('replay-forward').click();
  await expect(page.getByTestId('replay-step')).toHaveText('Step 61 of 173');
  await screenshot(page, 'replay-phone-bar', { fullPage: false });
  await page.getByTestId('replay-more').click();
  await expect(page.getByTestId('replay-more')).toHaveAttribute('aria-expanded', 'true');
  for (const id of ['replay-viewpoint', 'replay-round', 'replay-autoplay', 'replay-download', 'replay-play-on']) {
    await expect(page.getByTestId(id)).toBeVisible();
  }
  await screenshot(page, 'replay-phone-more', { fullPage: false });
  await page.getByTestId('replay-viewpoint').selectOption('seat-2');
  await page.getByTestId('replay-more').click();
  await expect(page.getByTestId('replay-viewpoint')).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

test('item 10: a Top Trumps replay counts its turns once: the step, the heading and the caption agree', async ({ page, consoleErrors }) => {
  test.setTimeout(3 * 60_000);
  await openApp(page, '/?pace=instant&seed=7');
  await page.getByTestId('set-up-top-trumps').click();
  await page.getByTestId('player-count').selectOption('2');
  for (const i of [0, 1]) await page.getByTestId(`seat-kind-${i}`).selectOption('bot');
  await page.getByTestId('new-game').click();
  await expect(page.getByTestId('game-over')).toBeVisible({ timeout: 120_000 });
  await page.getByTestId('over-watch').click();
  await expect(page.getByTestId('replay')).toBeVisible();
  await expect(page.getByTestId('replay-step')).toHaveText(/^Start · \d+ in all$/);
  for (let turn = 1; turn <= 4; turn++) {
    await page.getByTestId('replay-forward').click();
    await expect(page.getByTestId('replay-step')).toHaveText(new RegExp(`^Turn ${turn} of \\d+$`));
    await expect(page.locator('.tt-turn-title')).toHaveText(new RegExp(`^Turn ${turn}\\b`));
  }
  // No second count of the same turns.
  await page.getByTestId('replay-more').click();
  await expect(page.getByTestId('replay-round')).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

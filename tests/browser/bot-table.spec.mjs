// A table of bots only, watched by a person: the seat that was "You" takes a bot's name when a
// bot is put in it, and while the bots play nothing on the table calls a bot "you" (its hand is
// "Finn's hand") or offers its cards to the person watching.
import { test, expect, openApp } from './helpers.mjs';

test('a table of bots only: seat 1 takes a bot name, no "your turn", no card of a bot to press', async ({ page, consoleErrors }) => {
  test.setTimeout(2 * 60_000);
  // Everything the status line says and every enabled card of the hand, from the first frame.
  await page.addInitScript(() => {
    globalThis.seen = { status: new Set(), enabledCards: 0 };
    const look = () => {
      const status = document.querySelector('[data-testid="status"]');
      if (status) globalThis.seen.status.add(status.textContent.trim());
      globalThis.seen.enabledCards += document.querySelectorAll('[data-testid="hand"] button:not([disabled])').length;
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  });
  await openApp(page, '/?pace=instant&seed=5');
  await page.getByTestId('set-up-ace-trump').click();
  await page.getByTestId('player-count').selectOption('3');
  await expect(page.getByTestId('seat-name-0')).toHaveValue('You');
  await page.getByTestId('seat-kind-0').selectOption('bot');
  // Ann, Ben, Cleo, Dan and Eve keep the other seats (with more players, Cleo sits third): the
  // first bot name free is Finn's.
  await expect(page.getByTestId('seat-name-0')).toHaveValue('Finn');
  await page.getByTestId('seat-kind-1').selectOption('bot');
  await page.getByTestId('seat-kind-2').selectOption('bot');
  await page.getByTestId('new-game').click();
  // Three tricks played by the bots.
  const tricks = page.locator('[data-testid="trick-log"] .log-list > li');
  await expect.poll(() => tricks.count(), { timeout: 60_000 }).toBeGreaterThanOrEqual(3);
  const seen = await page.evaluate(() => ({ status: [...globalThis.seen.status], enabledCards: globalThis.seen.enabledCards }));
  console.log(`status lines seen: ${seen.status.length}, e.g. "${seen.status.find((s) => /Finn/.test(s)) ?? seen.status[0]}"`);
  expect(seen.status.length).toBeGreaterThan(2);
  expect(seen.status.filter((s) => /\byou(r)?\b/i.test(s))).toEqual([]);
  expect(seen.enabledCards).toBe(0);
  await expect(page.locator('.panel.players')).toContainText('Finn');
  // The hand shown is the bot's, by its name.
  await expect(page.locator('.hand-title')).toHaveText(/^Finn's hand/);
  await expect(page.locator('.panel.players')).not.toContainText(/\bYou\b/);
  expect(consoleErrors).toEqual([]);
});

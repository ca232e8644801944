// A table of bots only, watched by a person: the seat that was "You" takes a bot's name when a
// bot is put in it, and while the bots play nothing on the table calls a bot "you" (its hand is
// "Finn's hand") or offers its cards to the person watching.
import { test, expect, openApp } from './helpers.mjs';

test('a table of bots only: seat 1 takes a bot name, no "your turn", no card of a bot to press', async ({ page, consoleErrors }) => {
  test.setTimeout(2 * 60_000);
  // Everything the status line says and every enabled card of the hand, from the first frame.
  await page.addInitScript(() => {
    globalThis.seen = { status: new Set(), enabledCards: 0, tricks: 0 };
    const look = () => {
      const status = document.querySelector('[data-testid="status"]');
      if (status) globalThis.seen.status.add(status.textContent.trim());
      // The most tricks the log has shown: at the instant pace the hand can end, and its log
      // make way for the next hand's, between two looks of the test.
      const tricks = document.querySelectorAll('[data-testid="trick-log"] .log-list > li').length;
      globalThis.seen.tricks = Math.max(globalThis.seen.tricks, tricks);
      // Any choice of a decision on the table: the hand, a grid, chips, a bid, a trump to name.
      globalThis.seen.enabledCards += document.querySelectorAll(
        '.table-body [data-decision] button:not([disabled]), .table-body [data-decision] input:not([disabled])',
      ).length;
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
  await expect.poll(() => page.evaluate(() => globalThis.seen.tricks), { timeout: 60_000 }).toBeGreaterThanOrEqual(3);
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

// The same in every other game, to its third trick (Top Trumps: its sixth status line): What
// Trump?'s status line once said "Your turn" to the person watching, and its grid, chips and
// hand, Truf's bid and hand and Top Trumps' attributes were open to the bot's turn.
for (const [id, players] of [['what-trump', 4], ['ransom-trump', 3], ['truf', 4], ['top-trumps', 3]]) {
  test(`a table of bots only, ${id}: no "your turn", no choice of a bot's to press`, async ({ page, consoleErrors }) => {
    test.setTimeout(2 * 60_000);
    const t0 = Date.now();
    await page.addInitScript(() => {
      globalThis.seen = { status: new Set(), enabled: [], trick: 0 };
      const look = () => {
        const status = document.querySelector('[data-testid="status"]');
        if (status) globalThis.seen.status.add(status.textContent.trim());
        const caption = document.querySelector('.trick-caption');
        const n = Number(/Trick (\d+) of/.exec(caption?.textContent ?? '')?.[1] ?? 0);
        if (n > globalThis.seen.trick) globalThis.seen.trick = n;
        for (const b of document.querySelectorAll(
          '.table-body [data-decision] button:not([disabled]), .table-body [data-decision] input:not([disabled])',
        )) {
          if (globalThis.seen.enabled.length < 5) globalThis.seen.enabled.push(b.outerHTML.slice(0, 120));
        }
      };
      new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
    });
    await openApp(page, '/?pace=instant&seed=5');
    await page.getByTestId(`set-up-${id}`).click();
    await page.getByTestId('player-count').selectOption(String(players));
    for (let i = 0; i < players; i++) await page.getByTestId(`seat-kind-${i}`).selectOption('bot');
    await page.getByTestId('new-game').click();
    if (id === 'top-trumps') {
      await expect.poll(() => page.evaluate(() => globalThis.seen.status.size), { timeout: 60_000 }).toBeGreaterThanOrEqual(6);
    } else {
      // At the instant pace a whole round can pass between two looks of a poll, so the observer,
      // installed before the game starts, keeps the highest trick number it saw.
      await expect.poll(() => page.evaluate(() => globalThis.seen.trick), { timeout: 90_000 }).toBeGreaterThanOrEqual(3);
    }
    const seen = await page.evaluate(() => ({ status: [...globalThis.seen.status], enabled: globalThis.seen.enabled }));
    expect(seen.status.filter((s) => /\byou(r)?\b/i.test(s))).toEqual([]);
    expect(seen.enabled).toEqual([]);
    expect(consoleErrors).toEqual([]);
    console.log(`bot table ${id}: ${seen.status.length} status lines, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  });
}

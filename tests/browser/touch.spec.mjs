// Touch: on a touch screen no control keeps a hover style after a tap (a card stayed raised
// under the finger and lost its legal ring); with a mouse a card under the pointer is raised and
// keeps its ring. The legal marking is never hidden.
import { test, expect, PHONE } from './helpers.mjs';
import { startAceTrump, waitForPerson } from './decktet-play.mjs';

/** Each enabled card of the person's hand: whether it is raised and whether its ring shows. */
const handLooks = (page) =>
  page.locator('[data-testid="hand"] button.dcard:not([disabled])').evaluateAll((cards) =>
    cards.map((c) => {
      const style = getComputedStyle(c);
      return { raised: style.transform !== 'none', ring: /rgb\(224, 168, 0\)/.test(style.boxShadow) };
    }),
  );

test.describe('on a touch screen', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('item 7: touch leaves no card raised: after taps, every playable card lies flat with its legal ring', async ({ page, consoleErrors }) => {
    await startAceTrump(page, { options: { length: 1 } });
    expect(await page.evaluate(() => matchMedia('(hover: hover)').matches)).toBe(false);
    for (let turn = 0; turn < 3; turn++) {
      const s = await waitForPerson(page);
      if (s.action !== 'play') break;
      const legal = s.hand.filter((c) => c.enabled);
      // The finger rests on a card (as after a tap on the card before): it does not rise.
      await page.locator(`[data-testid="hand"] button.dcard[data-card="${legal[legal.length - 1].id}"]`).hover();
      const looks = await handLooks(page);
      expect(looks.length).toBe(legal.length);
      for (const l of looks) expect(l).toEqual({ raised: false, ring: true });
      await page.locator(`[data-testid="hand"] button.dcard[data-card="${legal[0].id}"]`).tap();
      await expect(page.locator(`[data-testid="hand"] button.dcard[data-card="${legal[0].id}"]`)).toHaveCount(0);
    }
    expect(consoleErrors).toEqual([]);
  });
});

test('with a mouse a playable card rises under the pointer and keeps its legal ring', async ({ page, consoleErrors }) => {
  await startAceTrump(page, { options: { length: 1 } });
  const s = await waitForPerson(page);
  expect(s.action).toBe('play');
  const legal = s.hand.filter((c) => c.enabled);
  const card = page.locator(`[data-testid="hand"] button.dcard[data-card="${legal[0].id}"]`);
  await card.hover();
  await expect.poll(() => card.evaluate((c) => getComputedStyle(c).transform)).not.toBe('none');
  expect(await card.evaluate((c) => /rgb\(224, 168, 0\)/.test(getComputedStyle(c).boxShadow))).toBe(true);
  expect(consoleErrors).toEqual([]);
});

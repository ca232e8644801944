// What Trump? by keyboard: when it is the person's turn to play, the focus is on a playable card
// of their hand (it comes back there after each card played), so tricks can be played with Enter.
import { test, expect, playOnFrom, playUntil, waitForDecision, seededRandom } from './helpers.mjs';

const focusedCard = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    const inHand = el?.closest('[data-testid="hand"]');
    return inHand && el.matches('button.card') ? { card: el.dataset.card, enabled: !el.disabled } : null;
  });

test('tricks can be played with the keyboard alone: the focus comes back to the hand', async ({ page, consoleErrors }) => {
  test.setTimeout(3 * 60_000);
  // From a recorded game's first play.
  await playOnFrom(page, { step: 60 });
  let state = await playUntil(page, (s) => s.action === 'play', { rand: seededRandom(2) });
  let keyed = 0;
  for (let plays = 0; plays < 4; plays++) {
    await expect.poll(() => focusedCard(page)).not.toBeNull();
    const focused = await focusedCard(page);
    expect(focused.enabled).toBe(true);
    expect(state.hand.find((c) => c.card === focused.card)?.enabled).toBe(true);
    const before = state.hand.length;
    const sig = await page.evaluate(() => document.body.innerHTML);
    await page.keyboard.press('Enter');
    keyed += 1;
    state = await waitForDecision(page, { changedSince: sig });
    if (state.action !== 'play') break;
    expect(state.hand.length).toBe(before - 1);
  }
  expect(keyed).toBeGreaterThanOrEqual(3);
  expect(consoleErrors).toEqual([]);
});

test('the draft grid by keys: up and down through the cards to take, left and right read the columns', async ({ page, consoleErrors }) => {
  test.setTimeout(3 * 60_000);
  await playOnFrom(page, { step: 0 });
  const state = await playUntil(page, (s) => s.action === 'draft', { rand: seededRandom(3) });
  const heardLast = () => page.evaluate(() => [...document.querySelectorAll('[data-testid="announcer"] > *')].at(-1)?.textContent ?? null);
  const focusedColumn = () =>
    page.evaluate(() => {
      const el = document.activeElement;
      const col = el?.closest('[data-testid^="column-"]');
      return col && !el.disabled ? Number(col.dataset.testid.replace('column-', '')) : null;
    });
  // The focus is on a card the person may take, in the active column; Down stays in it.
  await expect.poll(focusedColumn).toBe(state.activeColumn);
  await page.keyboard.press('ArrowDown');
  expect(await focusedColumn()).toBe(state.activeColumn);
  // Right and Left read the next and the previous column, and leave the focus where it is.
  const right = Math.min(state.activeColumn + 1, 8);
  await page.keyboard.press('ArrowRight');
  await expect.poll(heardLast).toMatch(new RegExp(`^Column ${right + 1}, `));
  const left = Math.max(right - 1, 0);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(heardLast).toMatch(new RegExp(`^Column ${left + 1}, `));
  expect(await focusedColumn()).toBe(state.activeColumn);
  // A column's line names its cards by their spoken names.
  expect(await heardLast()).toMatch(/(red|green|yellow|blue) \d/);
  expect(consoleErrors).toEqual([]);
});

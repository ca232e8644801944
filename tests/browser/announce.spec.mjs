// The table said aloud (docs/accessibility.md): every decision at the table is said once, in
// order, in the table's one polite live region, and nothing said names a card the person may
// not see; the table's keys move through the choices, jump by suit, read parts of the table
// and open their list with "?".
import { test, expect } from './helpers.mjs';
import { startTruf, playUntil } from './truf-play.mjs';
import { startAceTrump } from './decktet-play.mjs';

// Every line added to the live region, in order, from the page's first moment (installed
// before anything is drawn, so no line can come before the listener).
const listen = (page) =>
  page.addInitScript(() => {
    window.__heard = [];
    new MutationObserver((records) => {
      for (const r of records) {
        for (const n of r.addedNodes) {
          if (n.nodeType === 1 && n.parentElement?.matches('[data-testid="announcer"]')) window.__heard.push(n.textContent);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
const heard = (page) => page.evaluate(() => window.__heard.slice());
const bots = ['Ann', 'Ben', 'Cleo'];
// The person is called "You" (the set-up's own name for them): the lines say "You play".
const seats = [{ kind: 'human', name: 'You' }, ...bots.map((name) => ({ kind: 'bot', name, level: 'beginner' }))];

test('a hand of Truf is said aloud: each play once and in order, each trick won, no hidden card named', async ({ page, consoleErrors }) => {
  test.setTimeout(4 * 60_000);
  await listen(page);
  await startTruf(page, { seats, options: { hands: 1 } });
  await expect(page.getByTestId('announcer')).toHaveAttribute('aria-live', 'polite');
  // The table has one live region: the status line is said through it.
  await expect(page.locator('.table-screen [aria-live]')).toHaveCount(1);
  await playUntil(page, (x) => x.action === 'summary');
  // The hand's last line (its score, the game's end) comes with the summary: wait for it.
  await expect.poll(async () => (await heard(page)).at(-1)).toMatch(/The game is over: .* won\./);
  const lines = await heard(page);

  // The bids: a bot's card added to its secret bid is never named, only counted.
  const adds = lines.filter((l) => bots.some((b) => l.startsWith(`${b} adds`)));
  expect(adds.length).toBeGreaterThanOrEqual(3);
  for (const l of adds) expect(l).toMatch(/adds a card to the bid, unseen\./);
  expect(lines.filter((l) => l.startsWith('The bids are shown') || l.includes('The bids are shown')).length).toBe(1);

  // The tricks: 13 plays of each seat, one line each; a card played face down by another
  // seat is named only once the trick is complete (when all are turned up).
  const plays = lines.filter((l) => /^(You|Ann|Ben|Cleo) (play|plays) /.test(l));
  for (const who of bots) expect(plays.filter((l) => l.startsWith(`${who} plays`)).length).toBe(13);
  expect(plays.filter((l) => l.startsWith('You play')).length).toBe(13);
  for (const l of plays) {
    const first = l.split('. ')[0];
    if (!first.startsWith('You')) expect(first).not.toMatch(/plays the .* face down/);
  }
  // In order: a trick's winner is said with its last card, so every fourth play says who won.
  plays.forEach((l, i) => {
    if (i % 4 === 3) expect(l, `play ${i + 1} ends a trick`).toMatch(/wins the trick|win the trick/);
    else expect(l, `play ${i + 1} does not end a trick`).not.toMatch(/wins the trick|win the trick/);
  });
  // The person is told when it is their turn.
  expect(lines.some((l) => l.startsWith('Your bid') || l.startsWith('Your turn') || l.startsWith('Pick'))).toBe(true);
  expect(lines.filter((l) => l.includes('Hand 1 is over: ')).length).toBe(1);
  expect(lines.at(-1)).toMatch(/The game is over: .* won\./);
  expect(consoleErrors).toEqual([]);
});

test('the table keys: arrows move through the playable cards, a suit letter jumps, digits read, ? lists them', async ({ page, consoleErrors }) => {
  test.setTimeout(3 * 60_000);
  await listen(page);
  await startAceTrump(page, { seats: seats.slice(0, 3) });
  // The person's turn to play a card: the focus is on a card of the hand.
  const focused = () =>
    page.evaluate(() => {
      const el = document.activeElement;
      return el?.closest('[data-testid="hand"]') ? { card: el.dataset.card, suits: el.dataset.suits, enabled: !el.disabled } : null;
    });
  await expect.poll(focused, { timeout: 60_000 }).not.toBeNull();
  const enabled = await page.locator('[data-testid="hand"] button[data-card]:not([disabled])').evaluateAll((bs) => bs.map((b) => b.dataset.card));
  await page.keyboard.press('Home');
  expect((await focused()).card).toBe(enabled[0]);
  await page.keyboard.press('End');
  expect((await focused()).card).toBe(enabled[enabled.length - 1]);
  if (enabled.length > 1) {
    await page.keyboard.press('ArrowLeft');
    expect((await focused()).card).toBe(enabled[enabled.length - 2]);
    await page.keyboard.press('ArrowRight');
    expect((await focused()).card).toBe(enabled[enabled.length - 1]);
  }
  // A suit's letter: the next playable card with that suit.
  const suits = (await focused()).suits;
  if (suits) {
    await page.keyboard.press(suits[0]);
    expect((await focused()).suits).toContain(suits[0]);
  }
  // Reading keys: the hand, whose turn, the players.
  const last = async () => (await heard(page)).at(-1);
  await page.keyboard.press('3');
  await expect.poll(last).toMatch(/^Your hand/);
  await page.keyboard.press('1');
  await expect.poll(last).toBe((await page.getByTestId('status').textContent()).trim().replace(/\s+/g, ' '));
  await page.keyboard.press('4');
  await expect.poll(last).toMatch(/Ann/);
  // 5, the last trick: none yet in the first trick (the person's first turn is in it).
  await expect(page.getByTestId('last-trick')).toHaveCount(0);
  await page.keyboard.press('5');
  await expect.poll(last).toBe('There is no earlier trick to look back at.');
  // "?" lists the keys; Escape closes the list and gives the focus back to the card.
  const before = (await focused()).card;
  await page.keyboard.press('?');
  await expect(page.getByTestId('keys-help')).toBeVisible();
  await expect(page.getByTestId('keys-help')).toContainText('Arrow keys');
  // Each Decktet suit has a key of its own: Wyrms, whose first letter is Waves', has Y.
  await expect(page.getByTestId('suit-keys')).toHaveText('M Moons, S Suns, W Waves, L Leaves, Y Wyrms, K Knots');
  await expect(page.getByTestId('keys-close')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('keys-help')).toHaveCount(0);
  await expect.poll(async () => (await focused())?.card).toBe(before);
  // Enter plays it, and the line says so.
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await heard(page)).some((l) => l.startsWith('You played'))).toBe(true);
  // At a turn of the person's in the middle of a later trick: 5 shows the trick before and
  // says it, 5 again goes back. (At a lead, the trick just won is on the table.)
  for (let turn = 0; ; turn++) {
    await expect.poll(async () => (await focused())?.enabled, { timeout: 60_000 }).toBe(true);
    if (await page.getByTestId('last-trick').isVisible()) break;
    expect(turn).toBeLessThan(6);
    const played = (await heard(page)).filter((l) => l.startsWith('You played')).length;
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await heard(page)).filter((l) => l.startsWith('You played')).length).toBe(played + 1);
  }
  await page.keyboard.press('5');
  await expect(page.getByTestId('last-trick')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(last).toMatch(/Last trick: Trick \d+ of \d+ — .+ the trick/);
  await page.keyboard.press('5');
  await expect(page.getByTestId('last-trick')).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(last).toMatch(/^Trick, Trick \d+ of \d+/);
  // While the last trick is shown, 2 goes back to the trick on the table and says it.
  await page.keyboard.press('5');
  await expect(page.getByTestId('last-trick')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(last).toMatch(/Last trick: Trick \d+ of \d+/);
  await page.keyboard.press('2');
  await expect(page.getByTestId('last-trick')).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(last).toMatch(/^Trick, Trick \d+ of \d+/);
  expect(consoleErrors).toEqual([]);
});

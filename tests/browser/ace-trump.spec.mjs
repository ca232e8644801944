// Ace Trump in the browser, by clicking as a player would:
//   - a whole hand with 1 person and 3 Beginner bots: only cards that follow are playable,
//     no other seat's card is ever in the page, the hand summary and the end of the match;
//   - a hand with Bidding and Partners: the person bids, plays, and the summary and scores show
//     bids and team totals;
//   - a reload in the middle of a trick shows the same table, and play goes on.
import { test, expect, openApp, screenshotBoth, lastHandScored, watchBack } from './helpers.mjs';
import { seats4, startAceTrump, snapshot, waitForPerson, playUntil } from './decktet-play.mjs';

test('a whole hand of Ace Trump by clicking: following, trump, the summary and the result', async ({ page, consoleErrors }) => {
  test.setTimeout(4 * 60_000);
  await startAceTrump(page, { options: { length: 1 } });

  await expect(page.getByTestId('match-length')).toContainText('Hand 1 of 1');
  // No trump until an Ace is played (the bots before the person may already have played one).
  await expect(page.getByTestId('trump-display')).toContainText(/No trump yet|Set by .+ Ace in trick 1/);
  let shot = false;
  const s = await playUntil(page, (x) => x.action === 'summary', {
    onPlay: async (x) => {
      if (!shot && x.trick?.plays.length >= 2) {
        shot = true;
        await screenshotBoth(page, 'ace-trump-table');
      }
    },
  });
  expect(s.action).toBe('summary');
  // Nine tricks were shared out.
  await lastHandScored(page, { tricks: 9, shots: 'ace-trump' });
  // The ending offers what to do next.
  await expect(page.getByTestId('rematch')).toHaveText('Play again with the same seats');
  for (const id of ['same-deal', 'over-watch', 'back-to-hub', 'over-download', 'over-share']) await expect(page.getByTestId(id)).toBeVisible();
  // The finished match is in the history and is watched back step by step.
  await watchBack(page, {
    game: 'Ace Trump',
    firstStep: ' played ',
    onStart: () => expect(page.getByTestId('replay-step')).toHaveText(/^Step 0 of 36$/),
    onFirstStep: () => expect(page.locator('[data-testid="trick"] [data-card]')).toHaveCount(1),
    onEnd: async () => {
      await expect(page.getByTestId('replay-summary')).toContainText('Hand 1 scored');
      await screenshotBoth(page, 'ace-trump-replay');
    },
  });
  await expect(page.getByTestId('history-item')).toHaveCount(1);
  expect(consoleErrors).toEqual([]);
});

test('the set-up offers every variant and refuses impossible mixes with a reason', async ({ page, consoleErrors }) => {
  await openApp(page, '/');
  await page.getByTestId('set-up-ace-trump').click();
  for (const key of ['excuse', 'pawns', 'sticky_aces', 'early_bird', 'partners', 'bidding', 'tides', 'fixed_trump', 'until', 'length']) {
    await expect(page.getByTestId(`option-${key}`)).toBeVisible();
  }
  await page.getByTestId('player-count').selectOption('3');
  await page.getByTestId('option-partners').setChecked(true);
  await expect(page.getByTestId('options-problem')).toContainText('Partners needs 4 or 6 players');
  await page.getByTestId('option-partners').setChecked(false);
  await page.getByTestId('option-sticky_aces').setChecked(true);
  await page.getByTestId('option-fixed_trump').setChecked(true);
  await expect(page.getByTestId('options-problem')).toContainText('cannot be combined');
  await screenshotBoth(page, 'ace-trump-setup');
  await page.getByTestId('option-sticky_aces').setChecked(false);
  await expect(page.getByTestId('options-problem')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('Bidding and Partners: the person bids, the table shows bids and team totals', async ({ page, consoleErrors }) => {
  test.setTimeout(4 * 60_000);
  await startAceTrump(page, { options: { partners: true, bidding: true, length: 1 } });
  const first = await waitForPerson(page);
  // Bids go round from the dealer's left; the person bids when it is their turn.
  expect(['bid', 'play']).toContain(first.action);
  await expect(page.locator('[data-player="0"] .team')).toContainText('partner Ben');
  await playUntil(page, (x) => x.action === 'play');
  await expect(page.locator('[data-player="0"] .player-line')).toContainText('bid 1');
  await screenshotBoth(page, 'ace-trump-bidding');
  await playUntil(page, (x) => x.action === 'summary');
  await expect(page.locator('[data-testid="round-summary"] thead')).toContainText('Bid made?');
  // The header names the hand the summary sums up (the match's last), not what follows it.
  await expect(page.locator('.round-label')).toHaveText('Hand 1');
  const points = await page.locator('[data-testid="round-summary"] td.num').allTextContents();
  expect(points).toHaveLength(4);
  await page.getByTestId('next-round').click();
  await expect(page.getByTestId('game-over')).toBeVisible();
  // Partners share the team's total.
  const finals = await page.locator('.finals li .num').allTextContents();
  expect(finals[0]).toBe(finals[2]);
  expect(finals[1]).toBe(finals[3]);
  expect(consoleErrors).toEqual([]);
});

test('a reload in the middle of an Ace Trump trick shows the same table, and play goes on', async ({ page, consoleErrors }) => {
  test.setTimeout(3 * 60_000);
  await startAceTrump(page, { options: { excuse: true, pawns: true } });
  const mid = await playUntil(page, (x) => x.action === 'play' && x.trick && !x.trick.complete && x.trick.plays.length > 0);
  await page.reload();
  const again = await waitForPerson(page);
  expect(again.action).toBe('play');
  expect(again.hand).toEqual(mid.hand);
  expect(again.trick.plays).toEqual(mid.trick.plays);
  // The last trick can be looked at, and the table comes back.
  const last = page.getByTestId('last-trick');
  if (await last.count()) {
    await last.click();
    await expect(page.locator('.trick-caption')).toContainText('Last trick');
    await last.click();
  }
  await playUntil(page, (x) => x.hand.length < mid.hand.length);
  expect(consoleErrors).toEqual([]);
});

test('pass-and-play: two people share the device, each sees only their own hand', async ({ page, consoleErrors }) => {
  test.setTimeout(4 * 60_000);
  const seats = [
    { kind: 'human', name: 'Alice' },
    { kind: 'bot', name: 'Ann', level: 'beginner' },
    { kind: 'human', name: 'Bob' },
  ];
  await startAceTrump(page, { seats, options: { length: 1 } });
  let covers = 0;
  const hands = { Alice: new Set(), Bob: new Set() };
  await playUntil(page, (x) => x.action === 'summary', {
    onCover: async () => {
      covers += 1;
      await expect(page.getByTestId('pass-device')).toContainText(/Alice|Bob/);
    },
    onPlay: async (x) => {
      const who = (await page.locator('[data-player].me .player-name').textContent()).trim();
      for (const c of x.hand) hands[who].add(c.id);
    },
  });
  // Each person's cards were theirs alone.
  for (const c of hands.Alice) expect(hands.Bob.has(c)).toBe(false);
  expect(hands.Alice.size).toBe(12);
  expect(hands.Bob.size).toBe(12);
  // The device went round between the two people many times.
  expect(covers).toBeGreaterThan(10);
  expect(consoleErrors).toEqual([]);
});

test('the rules panel explains Ace Trump in our own words', async ({ page, consoleErrors }) => {
  await startAceTrump(page, { options: { length: 1 } });
  await page.getByRole('button', { name: 'Rules' }).click();
  const rules = page.getByTestId('rules');
  await expect(rules).toContainText('Ace Trump — how to play');
  await expect(rules).toContainText('Tides of fortune');
  await screenshotBoth(page, 'ace-trump-rules');
  expect(consoleErrors).toEqual([]);
});

test('after the end, "Same deal again" deals the same cards to the same seats', async ({ page, consoleErrors }) => {
  test.setTimeout(4 * 60_000);
  await startAceTrump(page, { options: { length: 1 } });
  const first = await waitForPerson(page);
  const dealt = first.hand.map((c) => c.id).sort();
  const s = await playUntil(page, (x) => x.action === 'summary');
  expect(s.action).toBe('summary');
  await page.getByTestId('next-round').click();
  await expect(page.getByTestId('game-over')).toBeVisible();
  await page.getByTestId('same-deal').click();
  await expect(page.getByTestId('game-over')).toHaveCount(0);
  const again = await waitForPerson(page);
  expect(again.hand.map((c) => c.id).sort()).toEqual(dealt);
  expect(consoleErrors).toEqual([]);
});

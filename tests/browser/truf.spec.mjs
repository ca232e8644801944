// Truf in the browser, by clicking as a player would:
//   - a whole hand with 1 person and 3 bots: the bid picker (cards picked, a minus mark, the
//     value worked out live and explained), the bids shown together with the winner, trump
//     and the kind of game, the tricks with cards face down, the summary, the end, the replay;
//   - pass-and-play with two people and a bot over a whole match: each bid is made behind the
//     cover, and the privacy scan finds no other seat's hand, secret bid or face-down card in
//     the page, ever.
import { test, expect, screenshotBoth, firstChoice, lastHandScored, watchBack, seatsOf } from './helpers.mjs';
import { startTruf, snapshot, waitForPerson, playUntil, makeBid } from './truf-play.mjs';
import { watchedGame, expectPrivate } from './privacy.mjs';

/** Tess, a person, against the bots Ann and Ben of `level`: a match of `hands` hands dealt
 *  from `seed`. */
const startThree = (page, level, { hands, seed }) =>
  startTruf(page, { seats: seatsOf(['Tess'], ['Ann', 'Ben'], level), options: { hands }, url: `/?pace=instant&seed=${seed}` });

test('a whole hand of Truf by clicking: the card bid, the bids shown, the tricks, the result', async ({ page, consoleErrors }) => {
  test.setTimeout(4 * 60_000);
  await startTruf(page, { options: { hands: 1 } });
  // The person bids: every card of the hand may be picked.
  const first = await firstChoice(page, waitForPerson, { trump: ['trump', 'Trump: not yet'], action: 'bid', cards: 13, status: 'Your bid' });
  // The other seats' bids made so far are face down, with nothing of them on the page.
  await expect(page.locator('[data-testid="bids"] [data-card]:not([data-card="face-down"])')).toHaveCount(0);

  // One picture card alone is worth nothing; with another card it is worth 10.
  const face = first.hand.find((c) => /^[JQK]/.test(c.id));
  const number = first.hand.find((c) => /^[2-9]/.test(c.id));
  const picker = page.getByTestId('bid-picker');
  if (face) {
    await page.locator(`[data-testid="hand"] button[data-card="${face.id}"]`).click();
    await expect(page.getByTestId('bid-value')).toContainText('Bid: 0');
    await expect(page.getByTestId('bid-why')).toContainText('on its own is worth 0');
    await page.locator(`[data-testid="hand"] button[data-card="${face.id}"]`).click();
  }
  // A number card plus, another card minus: the value is worked out as the marks change.
  const other = first.hand.find((c) => c.id !== number.id);
  await page.locator(`[data-testid="hand"] button[data-card="${number.id}"]`).click();
  const n = Number(number.id.slice(0, -1));
  await expect(page.getByTestId('bid-value')).toContainText(`Bid: ${n}`);
  await expect(page.locator(`[data-testid="hand"] button[data-card="${number.id}"]`)).toHaveAttribute('aria-pressed', 'true');
  await page.locator(`[data-testid="hand"] button[data-card="${other.id}"]`).click();
  await expect(picker.locator('li.bid-card')).toHaveCount(2);
  await picker.locator(`li[data-card="${other.id}"] [data-testid="bid-sign"]`).click();
  await expect(page.getByTestId('bid-why')).toContainText('−');
  await screenshotBoth(page, 'truf-bid');
  // Taken out again: the bid is the number card alone.
  await picker.locator(`li[data-card="${other.id}"] button.remove`).click();
  await expect(page.getByTestId('bid-value')).toContainText(`Bid: ${n}`);
  await expect(page.getByTestId('make-bid')).toHaveText(`Bid ${n}`);
  await page.getByTestId('make-bid').click();
  await expect(picker).toHaveCount(0);

  // All bids are shown together: four rows, one winner, and what the hand is.
  await expect(page.getByTestId('bid-outcome')).toBeVisible();
  await expect(page.locator('[data-testid="bids"] .bid-row')).toHaveCount(4);
  await expect(page.locator('[data-testid="bids"] .bid-row.winner')).toHaveCount(1);
  await expect(page.getByTestId('bid-outcome')).toContainText('won the bid');
  await expect(page.getByTestId('bid-outcome')).toContainText(/(High|Low|Even) game/);
  await expect(page.locator(`[data-testid="bids"] .bid-row.me [data-card="${number.id}"]`)).toBeVisible();
  await screenshotBoth(page, 'truf-bids-shown');

  let sawBack = false;
  const s = await playUntil(page, (x) => x.action === 'summary', {
    onState: async (x) => {
      if (x.backs > 0 && !sawBack) await screenshotBoth(page, 'truf-face-down');
      if (x.backs > 0) sawBack = true;
    },
  });
  expect(s.action).toBe('summary');
  await lastHandScored(page, { tricks: 13, column: 3, shots: 'truf' });

  // Watched back: each card of a bid is a step, named only to its owner.
  await watchBack(page, { game: 'Truf', firstStep: 'to the bid' });
  expect(consoleErrors).toEqual([]);
});

test('pass-and-play, a whole match of 2 people + 1 bot: each bid behind the cover, nothing private of another seat in the page', async ({ page, consoleErrors }) => {
  test.setTimeout(8 * 60_000);
  const seats = seatsOf(['Alice', 'Bob'], ['Cleo'], 'standard');
  const watch = await watchedGame(page, 'truf', () => startTruf(page, { seats, options: { hands: 1 }, url: '/?pace=instant&seed=31' }));
  let bids = 0;
  let backs = 0;
  const last = await playUntil(page, (x) => x.action === 'game-over', {
    onState: async (s) => {
      await watch.check(s);
      if (s.action === 'bid') {
        bids += 1;
        // Another person's bid is never on the page while one bids.
        await expect(page.locator('[data-testid="bids"] .bid-row:not(.me) [data-card]:not([data-card="face-down"])')).toHaveCount(0);
      }
      backs = Math.max(backs, s.backs);
    },
  });
  expect(last.action).toBe('game-over');
  const counts = await expectPrivate(page, 'truf');
  expect(bids).toBe(2);
  expect(watch.covers).toBeGreaterThan(8);
  expect(counts.checks).toBeGreaterThan(50);
  console.log(`truf privacy: ${watch.covers} covers, ${counts.scans} page states scanned, ${counts.checks} secret checks, most backs in a trick ${backs}`);
  expect(consoleErrors).toEqual([]);
});

test('an even game: the bid winner turns it, with each way explained', async ({ page, consoleErrors }) => {
  test.setTimeout(4 * 60_000);
  // Three players (17 tricks). When the person bids last, the test looks up the bots' values
  // in the saved game (as no player could) and bids the rest of 17, making an even game that
  // the person wins when that rest is the highest bid.
  await startThree(page, 'standard', { hands: 9, seed: 5 });
  const worth = (id) => {
    const r = id.slice(0, -1);
    return r === 'A' ? 1 : ['J', 'Q', 'K'].includes(r) ? 10 : Number(r);
  };
  const value = (cards) => {
    if (cards.length === 1) return /^[JQK]/.test(cards[0].id) ? 0 : worth(cards[0].id);
    return Math.max(0, cards.reduce((t, c) => t + (c.minus ? -worth(c.id) : worth(c.id)), 0));
  };
  let turned = false;
  for (let step = 0; step < 3000 && !turned; step++) {
    const s = await waitForPerson(page);
    if (s.action === 'turn') {
      await expect(page.getByTestId('turn-choice')).toContainText('An even game');
      await expect(page.getByTestId('turn-choice')).toContainText(/every bid rises by one/i);
      await expect(page.getByTestId('turn-choice')).toContainText(/every bid above zero falls by one/i);
      await screenshotBoth(page, 'truf-even-game');
      await page.getByTestId('turn-up').click();
      await expect(page.getByTestId('game-kind')).toContainText('Turned up');
      // What the turn did and what the game now is, in words a newcomer can follow.
      await expect(page.getByTestId('game-kind')).toContainText('every bid went up by one');
      await expect(page.getByTestId('game-kind')).toContainText('High game (more tricks bid than the hand has)');
      // The bids' total says what the turn made of it, so "more tricks bid" holds on screen.
      await expect(page.getByTestId('bid-outcome')).toContainText('17 → 20 tricks bid for 17.');
      await screenshotBoth(page, 'truf-turned-up');
      // Issue 28, item 6: every bid shown is shown adjusted once the game is turned, "3 → 4".
      const worths = await page.getByTestId('bid-worth').allTextContents();
      expect(worths).toHaveLength(3);
      for (const w of worths) {
        const m = w.match(/^bids (\d+) → (\d+)$/);
        expect(m, w).not.toBeNull();
        expect(Number(m[2])).toBe(Number(m[1]) + 1);
      }
      const takes = await page.locator('.player-list .player').allInnerTexts();
      expect(takes).toHaveLength(3);
      for (const t of takes) expect(t).toMatch(/to take \d+ → \d+/);
      await expect(page.locator('.hand-wrap')).toContainText(/To take \d+ → \d+/);
      turned = true;
    } else if (s.action === 'bid') {
      const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('trumps.v1.game.truf')).data.game.hand);
      const others = saved.bids.filter((b, i) => i !== 0 && saved.closed[i]).map((b) => value(b.map((x) => ({ id: x.card, minus: x.minus }))));
      const rest = 17 - others.reduce((a, b) => a + b, 0);
      let pick = null;
      if (others.length === 2 && rest > Math.max(...others)) {
        const ids = s.hand.map((c) => c.id);
        for (const a of ids) if (!pick && value([{ id: a }]) === rest) pick = [[a], []];
        for (const a of ids)
          for (const b of ids)
            if (!pick && a !== b && value([{ id: a }, { id: b }]) === rest) pick = [[a, b], []];
      }
      if (pick) await makeBid(page, ...pick);
      else await makeBid(page, [s.hand.find((c) => /^[2-4]/.test(c.id))?.id ?? s.hand[0].id]);
    } else if (s.action === 'game-over') {
      break;
    } else {
      await playUntil(page, (x) => x.action !== 'play' && x.action !== 'pass-device', {});
      const t = await snapshot(page);
      if (t.action === 'summary') await page.getByTestId('next-round').click();
    }
  }
  expect(turned, 'the person turned an even game').toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('Expert bots think in the worker, and a hint marks playable cards', async ({ page, consoleErrors }) => {
  test.setTimeout(5 * 60_000);
  await startThree(page, 'expert', { hands: 1, seed: 12 });
  // Issue 45, item 10: a hint at the bid says each choice is a card added to the bid, plus or
  // minus (not a bid of its own), and marks the card to tap first, even for a card to be
  // counted minus (the card leads to its minus switch).
  const bid = await waitForPerson(page);
  expect(bid.action).toBe('bid');
  await page.getByTestId('hint').click();
  const hintWords = page.getByTestId('hint-panel').locator('.hint-choices li .hint-words');
  await expect(hintWords.first()).toBeVisible({ timeout: 30_000 });
  const said = await hintWords.allTextContents();
  for (const w of said) expect(w).toMatch(/^Add the (\d+|Jack|Queen|King|Ace) of (Clubs|Diamonds|Hearts|Spades) to the bid, counted (plus|minus)$/);
  await expect(page.locator('.table-body [data-testid="hand"] [data-hint="1"]')).toHaveCount(1);
  await page.getByTestId('hint-panel').getByRole('button', { name: 'Close the hint' }).click();
  await expect(page.locator('.table-body [data-hint]')).toHaveCount(0);
  let hinted = false;
  const last = await playUntil(page, (x) => x.action === 'game-over' || (x.action === 'play' && !hinted), {});
  if (last.action === 'play') {
    await page.getByTestId('hint').click();
    await expect(page.getByTestId('hint-panel').locator('.hint-choices li').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.table-body [data-hint]').first()).toBeVisible();
    const marked = await page.locator('.table-body [data-hint]').evaluateAll((els) => els.map((e) => ({ card: e.dataset.card, enabled: !e.disabled })));
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.every((m) => m.enabled)).toBe(true);
    await screenshotBoth(page, 'truf-hint');
    await page.locator('.table-body [data-hint="1"]').first().click();
    await expect(page.getByTestId('hint-panel')).toHaveCount(0);
    hinted = true;
  }
  const end = await playUntil(page, (x) => x.action === 'game-over', {});
  expect(end.action).toBe('game-over');
  expect(hinted).toBe(true);
  await expect(page.locator('.finals li')).toHaveCount(3);
  expect(consoleErrors).toEqual([]);
});

// Ransom Trump in the browser, by clicking as a player would:
//   - a whole hand with 1 person and 3 bots: the ransom step (the others' ransoms face down and
//     not in the page), the reveal with the dropped ransoms marked, play, the summary, the end
//     and the replay;
//   - the owner of a winning two-suit ransom chooses trump, and bids follow (Bidding);
//   - pass-and-play with two people over a whole match: each ransom is chosen behind the cover
//     and the privacy scan finds no other seat's hand or face-down ransom in the page, ever.
import { test, expect, screenshotBoth, firstChoice, lastHandScored, watchBack, playCard, seatsOf } from './helpers.mjs';
import { startRansomTrump, snapshot, waitForPerson, playUntil } from './decktet-play.mjs';
import { watchedGame, expectPrivate, expectLeakCaught, secretsNow } from './privacy.mjs';

test('a whole hand of Ransom Trump by clicking: the ransoms, the reveal, the tricks, the result', async ({ page, consoleErrors }) => {
  test.setTimeout(4 * 60_000);
  await startRansomTrump(page, { options: { length: 1 } });
  // The person's ransom: every card of the hand may be put down; the others' ransoms already
  // down are face down and not in the page.
  const first = await firstChoice(page, waitForPerson, { trump: ['trump-display', 'Trump: to be bought'], action: 'play', cards: 9, status: 'Your ransom' });
  expect(first.ransoms.up).toEqual([]);
  await expect(page.getByTestId('ransoms')).toContainText('Pick a card from your hand to put down as your ransom');
  await screenshotBoth(page, 'ransom-trump-choose');
  const pick = first.hand[first.hand.length - 1].id;
  await page.locator(`[data-testid="hand"] button[data-card="${pick}"]`).click();

  // All four are shown together, each marked: one wins (or every one is dropped).
  await expect(page.getByTestId('ransom-outcome')).toBeVisible();
  const shown = await snapshot(page);
  expect(shown.ransoms.up).toHaveLength(4);
  expect(shown.ransoms.up).toContain(pick);
  expect(shown.ransoms.down).toBe(0);
  const fates = await page.locator('[data-testid="ransoms"] [data-ransom]').evaluateAll((els) => els.map((e) => e.dataset.ransom));
  expect(fates).toHaveLength(4);
  expect(fates.filter((f) => f === 'won').length).toBeLessThanOrEqual(1);
  if (fates.includes('won')) await expect(page.getByTestId('ransom-outcome')).toContainText(' wins');
  else await expect(page.getByTestId('ransom-outcome')).toContainText('no trump this hand');
  expect(fates.filter((f) => f === 'dropped').length).not.toBe(1);
  await expect(page.getByTestId('ransom-list').locator('li')).toHaveCount(4);
  await screenshotBoth(page, 'ransom-trump-reveal');

  const s = await playUntil(page, (x) => x.action === 'summary', {
    onPlay: async (x) => {
      // The person's hand is one card short of the deal: the ransom is out of play.
      expect(x.hand.length).toBeLessThanOrEqual(8);
    },
  });
  expect(s.action).toBe('summary');
  await lastHandScored(page, { tricks: 8, shots: 'ransom-trump' });

  // Watched back: the ransoms are steps of their own, face down until the last one.
  await watchBack(page, { game: 'Ransom Trump', firstStep: 'put down' });
  expect(consoleErrors).toEqual([]);
});

test('a winning two-suit ransom: its owner chooses trump from its suits, then everyone bids', async ({ page, consoleErrors }) => {
  test.setTimeout(4 * 60_000);
  // Two players: the person puts down their highest number card each hand, which often wins
  // alone; the seed makes the match the same on every run.
  await startRansomTrump(page, {
    seats: seatsOf(['Tess'], ['Ann'], 'beginner'),
    options: { bidding: true, length: 6 },
    url: '/?pace=instant&seed=77',
  });
  let chose = false;
  const numerals = ['pact', 'darkness', 'merchant', 'diplomat', 'mill', 'betrayal', 'chance-meeting', 'castle', 'cave'];
  for (let step = 0; step < 600 && !chose; step++) {
    const s = await waitForPerson(page);
    if (s.action === 'choose-trump') {
      const suits = await page.locator('[data-testid="choose-trump"] button.suit-choice').evaluateAll((els) => els.map((e) => e.dataset.suit));
      expect(suits.length).toBeGreaterThanOrEqual(2);
      await expect(page.getByTestId('choose-trump')).toContainText('won the ransom: choose trump');
      await screenshotBoth(page, 'ransom-trump-choose-suit');
      await page.locator(`[data-testid="choose-trump"] button[data-suit="${suits[1]}"]`).click();
      await expect(page.getByTestId('trump-display')).toContainText(new RegExp(`Trump: .*${suits[1]}`, 'i'));
      // Bids follow, up to the tricks of the hand (9 with two players: 10 cards less the ransom).
      const b = await waitForPerson(page);
      expect(b.action).toBe('bid');
      await expect(page.locator('[data-testid="bid"] button.bid-choice')).toHaveCount(10);
      chose = true;
    } else if (s.action === 'play') {
      const enabled = s.hand.filter((c) => c.enabled).map((c) => c.id);
      // The ransom: the highest number card (two suits); in the tricks, any playable card.
      const pick = s.ransoms.choosing ? (numerals.find((n) => enabled.includes(n)) ?? enabled[0]) : enabled[step % enabled.length];
      // The card leaves the hand (after a hand's last card, the summary comes up over the
      // next hand's cards).
      await playCard(page, snapshot, s, pick);
    } else if (s.action === 'bid') {
      await page.locator('[data-testid="bid"] button.bid-choice').first().click();
      await expect(page.getByTestId('bid')).toHaveCount(0);
    } else if (s.action === 'summary') {
      await page.getByTestId('next-round').click();
    } else {
      break;
    }
  }
  expect(chose, 'the person chose trump from a winning ransom').toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('pass-and-play, a whole match of 2 people + 1 bot: every ransom behind the cover, nothing private of another seat in the page', async ({ page, consoleErrors }) => {
  test.setTimeout(8 * 60_000);
  const seats = seatsOf(['Alice', 'Bob'], ['Cleo'], 'standard');
  const watch = await watchedGame(page, 'ransom-trump', () => startRansomTrump(page, { seats, options: { length: 2 }, url: '/?pace=instant&seed=31' }));
  let ransomsSeen = 0;
  let planted = false;
  const last = await playUntil(page, (x) => x.action === 'game-over', {
    onState: async (s) => {
      await watch.check(s);
      // While ransoms are face down, at most the person's own is face up.
      if (!s.ransoms.shown) expect(s.ransoms.up.length).toBeLessThanOrEqual(1);
      if (s.ransoms.shown) ransomsSeen += 1;
      // Once, while a person plays: plant a card of the other person's hand in a hidden
      // element, as a careless component might, and see the scan catch it.
      if (!planted && s.action === 'play' && s.ransoms.shown) {
        const { secrets, toAct } = await secretsNow(page, 'ransom-trump');
        const other = secrets.find((x) => x.owner !== null && x.owner !== toAct && x.owner !== 2 && x.what.includes('hand'));
        if (other) {
          planted = true;
          const card = /data-card="([^"]+)"/.exec(other.needles[0].selector)[1];
          await expectLeakCaught(page, 'ransom-trump', { html: `<span data-card="${card}"></span>` });
        }
      }
    },
  });
  expect(last.action).toBe('game-over');
  const counts = await expectPrivate(page, 'ransom-trump');
  // Two hands, each with two people choosing a ransom behind the cover and many plays.
  expect(watch.covers).toBeGreaterThan(8);
  expect(ransomsSeen).toBeGreaterThan(0);
  expect(planted, 'a leak was planted and caught').toBe(true);
  expect(counts.checks).toBeGreaterThan(50);
  console.log(`ransom privacy: ${watch.covers} covers, ${counts.scans} page states scanned, ${counts.checks} secret checks`);
  expect(consoleErrors).toEqual([]);
});

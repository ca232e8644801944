// Issue 28, item 9: the words read right with a person named "You" (the default name of a
// person), in every game, at every decision, in the summaries, at the end and in the replay:
// "You choose", "your seat", never "You chooses", "You's", "You You". The hub has one name
// ("Hub", never "lobby"), and a touch screen is never told to click or to use arrow keys.
import { test, expect, openApp, setUpSeats, startGame, playUntil as playWhatTrump, seededRandom } from './helpers.mjs';
import { startAceTrump, startRansomTrump, playUntil as playDecktet } from './decktet-play.mjs';
import { startTruf, playUntil as playTruf } from './truf-play.mjs';
import { startTopTrumps, snapshotOrOut } from './top-trumps-play.mjs';
import { waitForAction } from './helpers.mjs';

/** Runs in the page: every wording problem in what the page says now (its text, and the
 *  names given to controls: aria-label, title, placeholder), each with where it was seen. */
function wordingProblems({ touch }) {
  const texts = [document.title, document.body.innerText];
  for (const el of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
    for (const a of ['aria-label', 'title', 'placeholder']) {
      const v = el.getAttribute(a);
      if (v) texts.push(v);
    }
  }
  const rules = [
    [/\bYou (is|has|[a-z]*[^s\W]s)\b/, 'a verb after "You" keeps its "s"'],
    [/\bYou's\b/, '"You\'s" for "your"'],
    [/\bYou\s+You\b/, '"You You"'],
    [/\blobby\b/i, 'the hub called "lobby"'],
    [/\bwon(?!'t)[a-z]/, 'words run together'],
  ];
  if (touch) {
    rules.push([/\bclick/i, '"click" on a touch screen'], [/arrow keys/i, 'arrow keys on a touch screen']);
  }
  const out = [];
  // Words side by side in separate elements ("You" and its seat tag "You").
  const whole = document.body.innerText.replace(/\s+/g, ' ');
  const twice = whole.match(/.{0,30}\bYou You\b.{0,30}/);
  if (twice) out.push(`"You You": "${twice[0]}"`);
  for (const t of texts) {
    for (const line of t.split('\n')) {
      for (const [re, why] of rules) {
        const m = line.match(re);
        if (m) out.push(`${why}: "${line.trim().slice(0, 140)}"`);
      }
    }
  }
  return out;
}

/** A collector of the problems seen on the way, checked once at the end (each line once). */
function wordWatch(page, { touch = false } = {}) {
  const seen = new Set();
  return {
    check: async (where) => {
      for (const p of await page.evaluate(wordingProblems, { touch })) seen.add(`${where}: ${p}`);
    },
    expectNone: () => expect([...seen], 'wording problems').toEqual([]),
  };
}

const withYou = (others, level = 'beginner') => [
  { kind: 'human', name: 'You' },
  ...others.map((name) => ({ kind: 'bot', name, level })),
];

/** From the game-over screen: the replay, stepped from its start to its end. */
async function replayChecked(page, words) {
  await page.getByTestId('over-watch').click();
  await expect(page.getByTestId('replay')).toBeVisible();
  await words.check('replay start');
  for (let i = 0; i < 12; i++) {
    await page.getByTestId('replay-forward').click();
    await words.check(`replay step ${i + 1}`);
  }
  await page.getByTestId('replay-end').click();
  await expect(page.getByTestId('replay-caption')).toContainText('The game is over');
  await words.check('replay end');
  // The hub lists the game among those finished.
  await page.getByTestId('replay-hub').click();
  await expect(page.getByTestId('history-item').first()).toBeVisible();
  await words.check('history');
}

test('item 9: What Trump? with a person named You reads right to the round summary', async ({ page, consoleErrors }) => {
  test.setTimeout(4 * 60_000);
  const words = wordWatch(page);
  await setUpSeats(page, withYou(['Ann', 'Ben']), '/?pace=instant&seed=5');
  await words.check('set-up');
  await startGame(page);
  await playWhatTrump(page, (s) => s.action === 'next-round', {
    rand: seededRandom(9),
    onState: async (s) => words.check(s.action),
  });
  await words.check('round summary');
  words.expectNone();
  expect(consoleErrors).toEqual([]);
});

for (const [name, start, opts] of [
  ['Ace Trump', startAceTrump, { until: 'hands', length: 1 }],
  ['Ransom Trump', startRansomTrump, { until: 'hands', length: 1 }],
  ['Truf', startTruf, { hands: 1 }],
]) {
  test(`item 9: ${name} with a person named You reads right to the end and in the replay`, async ({ page, consoleErrors }) => {
    test.setTimeout(4 * 60_000);
    const words = wordWatch(page);
    await openApp(page, '/?pace=instant&seed=31');
    await words.check('hub');
    await start(page, { url: null, seats: withYou(['Ann', 'Ben', 'Cleo']), options: opts });
    const play = name === 'Truf' ? playTruf : playDecktet;
    let hinted = name !== 'Ace Trump';
    await play(page, (s) => s.action === 'summary', {
      seed: 3,
      onState: async (s) => {
        await words.check(s.action);
        // One hint in Ace Trump, so the history says the game was played "with 1 hint".
        if (!hinted && s.action === 'play') {
          hinted = true;
          await page.getByTestId('hint').click();
          await expect(page.locator('[data-testid="hint-panel"] .hint-choices li').first()).toBeVisible({ timeout: 30_000 });
          await words.check('hint');
        }
      },
    });
    await words.check('summary');
    await page.getByTestId('next-round').click();
    await expect(page.getByTestId('game-over')).toBeVisible();
    await words.check('game over');
    await replayChecked(page, words);
    words.expectNone();
    expect(consoleErrors).toEqual([]);
  });
}

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('item 9: Top Trumps with a person named You reads right, with touch words, to the end and in the replay', async ({ page, consoleErrors }) => {
    test.setTimeout(4 * 60_000);
    const words = wordWatch(page, { touch: true });
    await startTopTrumps(page, { seats: withYou(['Ann', 'Ben'], 'standard') });
    // The person plays (the first attribute each time) until the end or until they are out;
    // then skips to the result.
    let s;
    for (let turn = 0; turn < 500; turn++) {
      s = await waitForAction(page, snapshotOrOut);
      await words.check(s.action);
      if (s.action !== 'choose') break;
      const a = s.attributes.find((x) => x.enabled);
      await page.locator(`[data-testid="attribute"][data-action="${a.action}"]`).click();
    }
    if (s.action === 'out') {
      // The bots play on meanwhile and may finish before the tap: either way the game ends.
      const skip = page.getByTestId('out-skip');
      const over = page.getByTestId('game-over');
      await expect(skip.or(over).first()).toBeVisible();
      if (await skip.isVisible()) await skip.click({ timeout: 5_000 }).catch(() => {});
      await expect(over).toBeVisible({ timeout: 60_000 });
    }
    expect(await page.getByTestId('game-over').count()).toBe(1);
    await words.check('game over');
    await replayChecked(page, words);
    words.expectNone();
    expect(consoleErrors).toEqual([]);
  });
});

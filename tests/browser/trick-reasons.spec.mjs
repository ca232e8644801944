// Issue 28, item 14: after every trick one line says why it was won, in the game's terms
// ("Ann's Mountain wins the trick: the highest trump."), from the rules code; on the table,
// in the trick log and in the replay. For every trick-taking game: a person named You plays a
// hand, and each completed trick on the table is checked against the seat marked as its winner.
import { test, expect, openApp, botsPlayToTheEnd, playOnFrom } from './helpers.mjs';
import { DRIVERS } from './every-game.mjs';

const TRICK_TAKERS = ['what-trump', 'ace-trump', 'ransom-trump', 'truf'];

/** Runs in the page: the trick on the table, if complete: its winner's name and the line. */
function completedTrick() {
  const trick = document.querySelector('[data-testid="trick"]');
  if (!trick?.classList.contains('complete')) return null;
  const winner = trick.querySelector('.slot.winner .slot-name')?.firstChild?.textContent?.trim() ?? null;
  return { winner, reason: document.querySelector('[data-testid="trick-reason"]')?.textContent ?? '' };
}

for (const id of TRICK_TAKERS) {
  test(`item 14: ${id}: every trick taken says why, naming its winner`, async ({ page, consoleErrors }) => {
    test.setTimeout(4 * 60_000);
    if (id === 'what-trump') {
      // The tricks only: a recorded game's first round from its first play (its draft is
      // some 40 decisions, played in other tests).
      await playOnFrom(page, { step: 60 });
    } else {
      await openApp(page, '/?pace=instant&seed=31');
      await DRIVERS[id].start(page);
    }
    const seen = [];
    const whys = new Set();
    const checkShown = async () => {
      const t = await page.evaluate(completedTrick);
      if (!t) return;
      seen.push(t);
      // "Your 9 of Hearts wins the trick: …" or "Ann's Mountain wins the trick: …".
      const m = t.reason.match(/^(Your|(.+)'s) .+ wins the trick: .+\.$/);
      expect(m, `a reason for the trick ${t.winner} took: "${t.reason}"`).not.toBeNull();
      expect(m[1] === 'Your' ? 'You' : m[2]).toBe(t.winner);
    };
    await DRIVERS[id].play(page, async (action) => {
      // A trick just taken, still on the table.
      await checkShown();
      if (action !== 'play') return;
      // A trick being played has no reason yet.
      if (!(await page.evaluate(completedTrick))) await expect(page.getByTestId('trick-reason')).toHaveText('');
      // The trick before, looked at again.
      if (await page.getByTestId('last-trick').count()) {
        await page.getByTestId('last-trick').click();
        await expect(page.locator('[data-testid="trick"].complete')).toBeVisible();
        await checkShown();
        await page.getByTestId('last-trick').click();
      }
      for (const w of await page.locator('[data-testid="trick-log"] .log-why').allTextContents()) whys.add(w);
    });
    expect(seen.length, 'completed tricks seen on the table').toBeGreaterThan(0);
    // The Decktet games' trick log says why each trick was won.
    if (id === 'ace-trump' || id === 'ransom-trump') {
      expect(whys.size).toBeGreaterThan(0);
      for (const w of whys) expect(w).toMatch(/^(the |nothing |two )/);
    }
    console.log(`${id}: ${seen.length} tricks explained, e.g. "${seen[0].reason}"`);
    expect(consoleErrors).toEqual([]);
  });
}

test('item 14: the replay shows why a trick was won, on its table and in its caption', async ({ page, consoleErrors }) => {
  test.setTimeout(3 * 60_000);
  await openApp(page, '/?pace=instant&seed=4242');
  await page.getByTestId('set-up-ace-trump').click();
  for (const i of [0, 1, 2, 3]) await page.getByTestId(`seat-kind-${i}`).selectOption('bot').catch(() => {});
  await page.getByTestId('option-length').fill('1');
  await page.getByTestId('option-length').blur();
  await page.getByTestId('new-game').click();
  await botsPlayToTheEnd(page);
  await page.getByTestId('over-watch').click();
  await expect(page.getByTestId('replay')).toBeVisible();
  let found = false;
  for (let step = 0; step < 80 && !found; step++) {
    await page.getByTestId('replay-forward').click();
    const caption = await page.getByTestId('replay-caption').textContent();
    if (/wins the trick: /.test(caption)) {
      found = true;
      const line = caption.match(/((?:Your|[A-Z][^.]*'s) [^.]+ wins the trick: [^.]+\.)/)[1];
      await expect(page.getByTestId('trick-reason')).toHaveText(/wins the trick: /);
      // The table and the caption give the same reason.
      expect(line.split(': ')[1]).toBe((await page.getByTestId('trick-reason').textContent()).split(': ')[1]);
    }
  }
  expect(found, 'a trick taken in the replay').toBe(true);
  expect(consoleErrors).toEqual([]);
});

// Every game played by keys alone, from the hub (docs/accessibility.md, "How the tests read
// the page"): the set-up is opened and the game started with Tab and Enter, and a hand (a
// round; in Top Trumps three of the person's turns) is played to its end by the arrow keys
// and Enter, finding every decision in the accessibility tree only. Under --full, a whole
// game of every kind.
import { test, expect, FULL, accessibilityProblems, seededRandom } from './helpers.mjs';
import { listen, heard, focusNow, playByKeys, tabTo } from './keys-play.mjs';

const GAMES = [
  // What Trump?: on past the round's summary to the person's first deal (the secret trump is
  // set behind the summary, and the focus must reach it once the summary closes).
  { id: 'what-trump', name: 'What Trump?', end: /^You set the secret trump/ },
  { id: 'ace-trump', name: 'Ace Trump', end: /Hand 1 is over/ },
  { id: 'ransom-trump', name: 'Ransom Trump', end: /Hand 1 is over/ },
  { id: 'truf', name: 'Truf', end: /Hand 1 is over/ },
  { id: 'top-trumps', name: 'Top Trumps', turns: 3 },
];

for (const game of GAMES) {
  test(`${game.name} by keys alone: from the hub to the end of a ${game.turns ? 'few turns' : 'hand'}, found in the accessibility tree`, async ({ page, consoleErrors }) => {
    test.setTimeout((FULL ? 12 : 4) * 60_000);
    await listen(page);
    await page.goto('/?pace=instant&seed=4242');
    const cdp = await page.context().newCDPSession(page);
    // The hub is drawn (the boot screen before it has no game).
    await expect(page.getByRole('button', { name: `Learn ${game.name}` })).toBeVisible();
    await tabTo(page, cdp, new RegExp(`^New game of ${game.name.replace('?', '\\?')}$`));
    await page.keyboard.press('Enter');
    // The set-up: its New game button, by Tab.
    await tabTo(page, cdp, /^New game$/);
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.keyboard.press('Enter');
    const rand = seededRandom(7);
    const over = (lines) => lines.some((l) => /The game is over/.test(l));
    const done = FULL
      ? over
      : game.turns
        ? (lines) => over(lines) || lines.filter((l) => /^You chose /.test(l)).length >= game.turns
        : (lines) => over(lines) || lines.some((l) => game.end.test(l));
    const made = await playByKeys(page, cdp, { done, rand, expect });
    const lines = await heard(page);
    expect(done(lines)).toBe(true);
    expect(made.decisions).toBeGreaterThan(0);
    // The focus never fell to the page after a move: it went to the next decision itself.
    expect(made.recovered, `times an arrow key had to bring the focus back: ${made.lost.join('; ')}`).toBe(0);
    // Whose turn it is is not said twice over.
    lines.forEach((l, i) => {
      if (/^Your /.test(l)) expect(l, `line ${i} said again`).not.toBe(lines[i - 1]);
    });
    // The seats, from every sentence that says what one of them did.
    const sentences = lines.flatMap((l) => l.split(/(?<=\.) /));
    const names = new Set(
      sentences
        .map((x) => x.match(/^(\S+) (plays|played|chose|took|takes|picked|put|adds|closes|set) /)?.[1])
        .filter((n) => n && n !== 'You'),
    );
    // Every play at the table was said once and in order: between two tricks' ends each seat
    // plays once, in the same turn order every trick, the trick's winner leads the next
    // (unless a hand or round ended with it), and only a trick's last play says who won it.
    // The last trick may be unfinished.
    if (!game.turns) {
      const seats = names.size + 1;
      expect(names.size, 'the other seats are heard').toBeGreaterThanOrEqual(2);
      const plays = lines.filter((l) => /^\S+ (play|plays|played) /.test(l));
      let trick = [];
      let order = null;
      let leader = null;
      for (const l of plays) {
        const who = l.split(' ')[0];
        if (trick.length === 0 && leader) expect(who, `the trick's winner leads: ${l}`).toBe(leader);
        trick.push(who);
        expect(new Set(trick).size, `each seat once in a trick: ${l}`).toBe(trick.length);
        if (order && trick.length > 1) {
          const at = order.indexOf(trick.at(-2));
          expect(who, `in turn after ${trick.at(-2)}: ${l}`).toBe(order[(at + 1) % seats]);
        }
        const won = l.match(/(?:^|\. )(Your|\S+'s) [^.]* wins the trick/g) ?? [];
        expect(won.length, `a trick's winner said once, with its last play: ${l}`).toBe(trick.length === seats ? 1 : 0);
        if (won.length) {
          order ??= trick.slice();
          const by = won[0].replace(/^\. /, '').split(' ')[0];
          leader = /is over|is scored/.test(l) ? null : by === 'Your' ? 'You' : by.replace(/'s$/, '');
          trick = [];
        }
      }
      expect(order, 'a whole trick was heard').not.toBeNull();
      expect(lines.filter((l) => /wins the trick/.test(l) && !/^\S+ (play|plays|played) /.test(l))).toEqual([]);
    }
    // What another seat does unseen is said without its card: a card played face down, a
    // ransom, a card added to a secret bid, a secret trump, a secret task.
    const unseen = /^\S+ (plays a card face down|put down a ransom, face down|adds a card to the bid, unseen|set the secret trump|chose a secret task)\.$/;
    const theirs = sentences.filter((x) => names.has(x.split(' ')[0]));
    for (const x of theirs.filter((x) => /face down|unseen|secret|^\S+ (put down|adds|set the|chose (a|the) (secret )?task)/i.test(x))) {
      expect(x).toMatch(unseen);
    }
    // Each card the person played by keys was said once, in the second person.
    const played = lines.filter((l) => /^You (play|played|put down) /.test(l)).length;
    expect(played).toBe(made.cards);
    // Truf: each bid was of two cards, one switched to minus by keys, and said so.
    if (game.id === 'truf') {
      expect(made.minus).toBe(made.bids);
      expect(lines.filter((l) => /^You add the .+ to the bid, minus\.$/.test(l)).length).toBe(made.minus);
    }
    // The table passes axe at its end, once its cards have stopped moving.
    await expect.poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length)).toBe(0);
    expect(await accessibilityProblems(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test('Tab stays inside a dialog: the set-up goes round from its last control to its first and back', async ({ page }) => {
  await page.goto('/?pace=instant');
  const cdp = await page.context().newCDPSession(page);
  await expect(page.getByRole('button', { name: 'New game of Truf' })).toBeVisible();
  await tabTo(page, cdp, /^New game of Truf$/);
  await page.keyboard.press('Enter');
  const inDialog = async () => (await focusNow(cdp))?.ancestors.some((a) => a.role === 'dialog');
  await expect.poll(inDialog).toBe(true);
  // The set-up's body comes as a part of its own: wait for its last button before counting.
  await expect(page.getByRole('button', { name: 'New game', exact: true })).toBeVisible();
  const first = (await focusNow(cdp)).name;
  // Shift+Tab from the first control: the dialog's last, not the hub behind it.
  await page.keyboard.press('Shift+Tab');
  expect(await inDialog()).toBe(true);
  const last = (await focusNow(cdp)).name;
  expect(last).not.toBe(first);
  // And Tab from there comes round to the first again.
  await page.keyboard.press('Tab');
  expect((await focusNow(cdp)).name).toBe(first);
  // Forty presses of Tab never leave it.
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    expect(await inDialog(), `Tab ${i + 1} stays in the set-up`).toBe(true);
  }
});

test('the replay viewer and its review by keys: arrows step and the caption is said, the review is started and its moment shown by Tab and Enter', async ({ page, consoleErrors }) => {
  test.setTimeout(4 * 60_000);
  await page.goto('/?pace=instant&review-iterations=60');
  const cdp = await page.context().newCDPSession(page);
  // (Opening a file is the browser's own dialog: the record is given to the page.)
  await page.getByTestId('import-file').setInputFiles('tests/fixtures/review-what-trump-game.json');
  await expect(page.getByTestId('replay')).toBeVisible();
  const step = page.getByTestId('replay-step');
  const caption = page.getByTestId('replay-caption');
  // The step and its caption are live regions: a screen reader says each step.
  await expect(step).toHaveAttribute('aria-live', 'polite');
  await expect(caption).toHaveAttribute('aria-live', 'polite');
  await page.keyboard.press('ArrowRight');
  await expect(step).toHaveText(/^Step 1 of \d+$/);
  await expect(caption).toContainText('took the chip');
  await page.keyboard.press('End');
  const total = Number((await step.textContent()).match(/of (\d+)/)[1]);
  await expect(step).toHaveText(`Step ${total} of ${total}`);
  await page.keyboard.press('Home');
  await expect(step).toHaveText(`Step 0 of ${total}`);
  expect(await accessibilityProblems(page)).toEqual([]);
  // Seen as the person (the list of viewpoints, by Tab and an arrow), then the review of
  // their play, by Tab and Enter.
  const viewAs = await tabTo(page, cdp, /^View as/);
  expect(viewAs.role).toBe('combobox');
  for (let i = 0; i < 6 && (await page.getByTestId('replay-viewpoint').inputValue()) !== 'seat-0'; i++) await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('replay-viewpoint')).toHaveValue('seat-0');
  await tabTo(page, cdp, /^Review my play$/);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('review-list').or(page.getByTestId('review-none'))).toBeVisible({ timeout: 180_000 });
  await expect(page.getByTestId('review-progress')).toHaveCount(0);
  // (Expert finds mistakes in this game at any budget: the review's seed is the record's.)
  await expect(page.getByTestId('review-list')).toBeVisible();
  // Each item's button is described by its moment and finding.
  const show = await tabTo(page, cdp, /^Show this moment$/);
  expect(show.description).toMatch(/step \d+/);
  const at = Number(show.description.match(/step (\d+)/)[1]);
  await page.keyboard.press('Enter');
  await expect(step).toHaveText(new RegExp(`^Step ${at} of `));
  expect(await accessibilityProblems(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("Today's deal by keys: from the hub's Play today's Ace Trump to the person's cards played, found in the accessibility tree", async ({ page, consoleErrors }) => {
  test.setTimeout(3 * 60_000);
  await listen(page);
  await page.goto('/?pace=instant');
  const cdp = await page.context().newCDPSession(page);
  await expect(page.getByRole('button', { name: "Play today's Ace Trump" })).toBeVisible();
  expect(await accessibilityProblems(page)).toEqual([]);
  await tabTo(page, cdp, /^Play today's Ace Trump$/);
  await page.keyboard.press('Enter');
  const played = (lines) => lines.filter((l) => /^You played /.test(l)).length >= 2;
  const made = await playByKeys(page, cdp, { done: played, rand: seededRandom(11), expect });
  expect(made.cards).toBeGreaterThanOrEqual(2);
  expect(made.recovered).toBe(0);
  expect(consoleErrors).toEqual([]);
});

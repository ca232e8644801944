// Expert in the browser: it thinks in the bot worker (off the page's thread), the table says
// who is thinking, a person can ask for a hint (Expert's best choices, marked on the table)
// and take back a decision, and leaving the table while Expert thinks stops it cleanly.
import { test, expect, openApp, setUpSeats, oneHumanThreeBots, startGame, playUntil as playWhatTrumpUntil, seededRandom } from './helpers.mjs';
import { startAceTrump, snapshot, waitForPerson, playUntil } from './decktet-play.mjs';

const experts = [
  { kind: 'human', name: 'Tess' },
  { kind: 'bot', name: 'Ann', level: 'expert' },
  { kind: 'bot', name: 'Ben', level: 'expert' },
  { kind: 'bot', name: 'Cleo', level: 'expert' },
];

/** Expert's thinking time (Settings, on the hub). */
async function setThink(page, think) {
  await page.getByTestId('think').selectOption(think);
}

/** The game in progress as saved (its decisions so far). */
async function savedDecisions(page, game) {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key))?.data?.decisions?.length ?? null, `trumps.v1.game.${game}`);
}

test('a person and three Expert bots play a whole Ace Trump game; the bots think in the worker and say so', async ({ page, consoleErrors }) => {
  await openApp(page, '/?pace=instant&seed=77');
  await setThink(page, 'quick');
  await startAceTrump(page, { seats: experts, options: { length: 1 }, url: null });
  let sawThinking = false;
  const watch = setInterval(async () => {
    if (await page.locator('[data-testid="thinking"] .thinking-text').count().catch(() => 0)) sawThinking = true;
  }, 50);
  const end = await playUntil(page, (s) => s.action === 'game-over', { seed: 5 });
  clearInterval(watch);
  expect(end.action).toBe('game-over');
  await expect(page.getByTestId('game-over')).toBeVisible();
  const times = await page.evaluate(() => globalThis.trumpsBotTimes?.expert);
  // 4 players, 9 cards each: 27 Expert plays, every one answered by the worker.
  expect(times.count).toBe(27);
  expect(times.inWorker).toBe(27);
  expect(times.iterations).toBeGreaterThan(27 * 64);
  expect(sawThinking, 'the table said a bot was thinking').toBe(true);
  await expect(page.getByTestId('thinking').locator('.thinking-text')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('a hint marks legal choices on the table (Ace Trump cards, What Trump? chips) and marks the game', async ({ page, consoleErrors }) => {
  await openApp(page, '/?pace=instant&seed=31');
  await setThink(page, 'quick');
  await startAceTrump(page, { seats: experts, options: { length: 1 }, url: null });
  const s = await waitForPerson(page);
  expect(s.action).toBe('play');
  await expect(page.getByTestId('hint-panel')).toHaveCount(0);
  await page.getByTestId('hint').click();
  const choices = page.getByTestId('hint-panel').locator('.hint-choices li');
  await expect(choices.first()).toBeVisible({ timeout: 15_000 });
  const legal = s.hand.filter((c) => c.enabled).map((c) => c.id);
  expect(await choices.count()).toBe(Math.min(3, legal.length));
  // Every marked control is one of the person's playable cards, ranked 1, 2, 3 (the marks are
  // drawn on the table just after the panel's list: wait for them).
  await expect(page.locator('.table-body [data-hint]')).toHaveCount(await choices.count());
  const marked = await page.locator('.table-body [data-hint]').evaluateAll((els) =>
    els.map((e) => ({ card: e.dataset.card, rank: e.dataset.hint, enabled: !e.disabled })));
  for (const m of marked) {
    expect(legal).toContain(m.card);
    expect(m.enabled).toBe(true);
  }
  expect(marked.map((m) => m.rank).sort()).toEqual(['1', '2', '3'].slice(0, marked.length));
  await expect(choices.first()).toContainText(/points? by the end of the hand/);
  // Playing the first choice closes the hint.
  await page.locator('.table-body [data-hint="1"]').click();
  await expect(page.getByTestId('hint-panel')).toHaveCount(0);
  await expect(page.locator('.table-body [data-hint]')).toHaveCount(0);
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('trumps.v1.game.ace-trump')).data.aids);
  expect(saved).toEqual({ hints: 1, undos: 0 });

  // What Trump?'s chip draft: the hint marks chips of the pool the person may take.
  await page.getByTestId('table-hub').click();
  await setUpSeats(page, oneHumanThreeBots('Tess', 'expert'), null);
  await page.getByTestId('new-game').click();
  const pool = page.locator('[data-testid="chip-pool"] button.chip:not([disabled])');
  await expect(pool.first()).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('hint-panel').locator('.hint-choices li').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.table-body [data-hint]').first()).toBeVisible();
  const chips = await page.locator('.table-body [data-hint]').evaluateAll((els) => els.map((e) => ({ task: e.dataset.task, enabled: !e.disabled, inPool: !!e.closest('[data-testid="chip-pool"]') })));
  expect(chips.length).toBeGreaterThan(0);
  for (const c of chips) expect(c).toMatchObject({ enabled: true, inPool: true });
  // Each choice's number in What Trump?'s unit (the chance of shedding a chip this round; or,
  // where the draft is judged by the whole game, the chance of winning it), highest first: the order is the numbers' order.
  const numbers = await page.locator('[data-testid="hint-panel"] .hint-gain').allTextContents();
  const shown = numbers.map((c) => {
    const m = c.match(/^about a (\d+)% chance of (?:winning the game|shedding a chip by the end of the round)$/);
    expect(m, c).not.toBeNull();
    return Number(m[1]);
  });
  expect(shown).toEqual([...shown].sort((a, b) => b - a));
  expect(consoleErrors).toEqual([]);
});

test('a hint for What Trump?\'s secret trump marks a suit and a number of the form', async ({ page, consoleErrors }) => {
  test.setTimeout(3 * 60_000);
  await openApp(page, '/?pace=instant&seed=3');
  await setThink(page, 'quick');
  await setUpSeats(page, oneHumanThreeBots('Tess', 'beginner'), null);
  await startGame(page);
  await playWhatTrumpUntil(page, (s) => s.action === 'trump', { rand: seededRandom(3) });
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('hint-panel').locator('.hint-choices li')).toHaveCount(3, { timeout: 15_000 });
  await expect(page.locator('[data-testid="trump-choice"] [data-hint-part="1"]')).toHaveCount(2);
  const parts = await page.locator('[data-testid="trump-choice"] [data-hint-part="1"]').evaluateAll((els) =>
    els.map((e) => (e.dataset.trumpSuit ? 'suit' : e.dataset.trumpNumber ? 'number' : '?')));
  expect(parts.sort()).toEqual(['number', 'suit']);
  expect(consoleErrors).toEqual([]);
});

test('Undo takes the table back to the person\'s previous decision', async ({ page, consoleErrors }) => {
  await openApp(page, '/?pace=instant&seed=12');
  await setThink(page, 'quick');
  await startAceTrump(page, { seats: experts, options: { length: 1 }, url: null });
  // After a first play, so that the person has a decision to take back.
  await expect(page.getByTestId('undo')).toBeDisabled();
  await playUntil(page, (x) => x.action === 'play' && x.hand.length === 8, { seed: 2 });
  const before = await snapshot(page);
  const decisions = await savedDecisions(page, 'ace-trump');
  const pick = before.hand.filter((c) => c.enabled)[0].id;
  await page.locator(`[data-testid="hand"] button[data-card="${pick}"]`).click();
  // The bots reply; then the person takes it all back.
  await expect.poll(async () => (await snapshot(page)).action === 'play' || (await snapshot(page)).hand.length === 7).toBe(true);
  await page.getByTestId('undo').click();
  await expect.poll(async () => (await snapshot(page)).hand.length).toBe(8);
  const after = await snapshot(page);
  expect(after.action).toBe('play');
  expect(after.hand).toEqual(before.hand);
  expect(after.trick).toEqual(before.trick);
  expect(await savedDecisions(page, 'ace-trump')).toBe(decisions);
  const aids = await page.evaluate(() => JSON.parse(localStorage.getItem('trumps.v1.game.ace-trump')).data.aids);
  expect(aids.undos).toBe(1);
  // Play goes on from there.
  await page.locator(`[data-testid="hand"] button[data-card="${pick}"]`).click();
  await expect.poll(async () => (await snapshot(page)).hand.length).toBe(7);
  expect(consoleErrors).toEqual([]);
});

test('leaving the table while Expert thinks stops it: no error, no move made behind the hub, and it thinks again on return', async ({ page, consoleErrors }) => {
  await openApp(page, '/?pace=instant&seed=5');
  await setThink(page, 'deep');
  // Three Expert bots, the person last: the bots think first.
  await startAceTrump(page, {
    seats: [experts[1], experts[2], experts[3], experts[0]],
    options: { length: 1 },
    url: null,
  });
  await expect(page.getByTestId('thinking').locator('.thinking-text')).toBeVisible({ timeout: 10_000 });
  await page.getByTestId('table-hub').click();
  await expect(page.getByTestId('hub')).toBeVisible();
  // Counted once the hub shows: a bot may still have moved while the click waited for the
  // table to hold still (a busy machine once saw two moves there, before the click).
  const decisions = await savedDecisions(page, 'ace-trump');
  // Deep thinking is up to 3 seconds: wait longer than that.
  await page.waitForTimeout(3_500);
  expect(await savedDecisions(page, 'ace-trump')).toBe(decisions);
  // The hub stays responsive meanwhile (the page's thread is free).
  const lag = await page.evaluate(() => new Promise((r) => { const t = performance.now(); setTimeout(() => r(performance.now() - t), 0); }));
  expect(lag).toBeLessThan(200);
  // Back at the table the bots go on, and play reaches the person.
  await page.getByTestId('continue-ace-trump').click();
  const s = await waitForPerson(page);
  expect(s.action).toBe('play');
  // The bots went on from where they were stopped. On a busy machine the last bot before the
  // person may have moved while the click waited for the table to hold still: then the person
  // was already to act at the hub, and nothing more was to be thought.
  expect(await savedDecisions(page, 'ace-trump')).toBeGreaterThanOrEqual(decisions);
  expect(consoleErrors).toEqual([]);
});

test('in a browser without Web Workers the set-up says bots cannot play there, and a table of people plays', async ({ page, consoleErrors }) => {
  // The page carries no bot of its own: they think only in the worker.
  await page.addInitScript(() => { delete globalThis.Worker; });
  await openApp(page, '/?pace=instant&seed=9');
  await page.getByTestId('set-up-ace-trump').click();
  await page.getByTestId('player-count').selectOption('3');
  // The default seats hold bots: the set-up says why they cannot play, and how to go on.
  const note = page.getByTestId('no-bots');
  await expect(note).toBeVisible();
  await expect(note).toContainText('cannot run the computer players');
  await expect(page.getByTestId('options-problem')).toContainText('Make every seat a person');
  await expect(page.getByTestId('new-game')).toBeDisabled();
  await expect(page.getByTestId('seat-kind-1').locator('option[value="bot"]')).toBeDisabled();
  await page.getByTestId('all-people').click();
  for (const i of [0, 1, 2]) await expect(page.getByTestId(`seat-kind-${i}`)).toHaveValue('human');
  await expect(page.getByTestId('all-people')).toHaveCount(0);
  for (const [i, name] of ['Tess', 'Ann', 'Ben'].entries()) await page.getByTestId(`seat-name-${i}`).fill(name);
  await page.getByTestId('option-length').fill('1');
  await page.getByTestId('option-length').blur();
  await expect(page.getByTestId('options-problem')).toHaveCount(0);
  await page.getByTestId('new-game').click();
  // Three people pass the device round: each of them plays a card.
  let covers = 0;
  const s = await playUntil(page, (x) => x.action === 'play' && covers >= 3, {
    seed: 3,
    onCover: () => { covers += 1; },
  });
  expect(s.action).toBe('play');
  // No bot was asked anything.
  expect(await page.evaluate(() => globalThis.trumpsBotTimes ?? null)).toBeNull();
  expect(consoleErrors).toEqual([]);
});

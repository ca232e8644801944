// How the table feels. Motion, with reduced motion off: the card just played travels in from
// its seat and ends in the trick; a complete trick gathers at its winner; a chip taken from the
// pool flies to its owner; an Ace Trump hand is dealt in card by card; a won trick is counted
// at its winner; the summary reveals the secret tasks seat by seat.
// (Every other test runs with reduced motion, where nothing moves.) Sounds: off by default;
// once turned on in Settings, a played card makes one. High contrast: a setting that marks
// the page and keeps the table free of serious accessibility problems.
import { test, expect, openApp, startAceTrump, setUpSeats, startGame, oneHumanThreeBots, playUntil, playOnFrom, seededRandom, screenshot, accessibilityProblems } from './helpers.mjs';

test.use({ reducedMotion: 'no-preference' });

/** Waits until every finite animation on the page has finished. */
async function settle(page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => {})),
    ),
  );
}

const inside = (r, box, slack = 0) =>
  r.x + r.width / 2 >= box.x - slack && r.x + r.width / 2 <= box.x + box.width + slack && r.y + r.height / 2 >= box.y - slack && r.y + r.height / 2 <= box.y + box.height + slack;

test('a played card travels into the trick, and a complete trick gathers at its winner', async ({ page, consoleErrors }) => {
  test.setTimeout(3 * 60_000);
  // The draft goes by at once; the tricks at the Normal pace.
  await setUpSeats(page, oneHumanThreeBots('Tess', 'beginner'), '/?pace=instant&seed=5');
  await startGame(page);
  const rand = seededRandom(3);
  await playUntil(page, (x) => x.action === 'play', { rand, timeout: 120_000 });
  await page.getByTestId('pace').selectOption('normal');
  // Your card leaves the hand, travels, and lies in your place in the trick.
  const s = await playUntil(page, (x) => x.action === 'play' && x.trick && !x.trick.complete && x.trick.slots.filter((y) => y.card).length < 3, { rand, timeout: 120_000 });
  const card = s.hand.find((c) => c.enabled).card;
  // The card's own animation, read the moment its element is added (installed before the
  // click): where it starts, and where it ends, by finishing that animation at once. On a busy
  // machine a bot may play before the travel would end on its own, and the trick is drawn
  // again, so waiting for its animationend would race the bots.
  await page.evaluate(() => {
    window.__travel = [];
    const seen = new Set();
    const observer = new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-testid="trick"] .slot .fresh')) {
        if (seen.has(el)) continue;
        seen.add(el);
        const anim = el.getAnimations().find((a) => a.animationName === 'card-travel');
        const slot = el.closest('.slot');
        const centre = () => {
          const r = el.getBoundingClientRect();
          return [r.x + r.width / 2, r.y + r.height / 2];
        };
        const p = slot.getBoundingClientRect();
        const [sx, sy] = centre();
        anim?.finish();
        const [cx, cy] = centre();
        window.__travel.push({
          card: el.dataset.card,
          mine: slot.classList.contains('pos-bottom'),
          animated: !!anim,
          fromBelow: sy > cy + 40 && Math.abs(sx - cx) < 40,
          inPlace: cx >= p.x && cx <= p.x + p.width && cy >= p.y && cy <= p.y + p.height,
        });
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  await page.getByTestId('hand').locator(`button.card[data-card="${card}"]`).click();
  await expect
    .poll(() => page.evaluate((id) => window.__travel.find((t) => t.card === id) ?? null, card), { message: 'the card travels into the trick' })
    .toEqual({ card, mine: true, animated: true, fromBelow: true, inPlace: true });

  // A complete trick (one you won: it is still on the table when you lead): after its moment,
  // every card lies on the winner's place.
  await playUntil(page, (x) => x.action === 'play' && x.trick?.complete, { rand, timeout: 120_000 });
  const moving = await page.evaluate(() => document.querySelectorAll('.trick.gather .in-trick').length);
  expect(moving).toBe(4);
  await settle(page);
  const winner = await page.locator('[data-testid="trick"] .slot.winner').boundingBox();
  for (const c of await page.locator('[data-testid="trick"] .in-trick').all()) {
    expect(inside(await c.boundingBox(), winner, 12), 'a card of the trick ends at its winner').toBe(true);
  }
  await screenshot(page, 'motion-trick-gathered', { fullPage: false });
  expect(consoleErrors).toEqual([]);
});

/**
 * Records, in the page, where each element animated with `name` is when its animation ends:
 * its `data-task`/class, the `data-player` of the player row it is in, and whether its centre
 * lies inside that row (or, for cards, inside the hand). The end is read from the animation
 * itself when it starts (finished at once), not by waiting for `animationend`: on a busy
 * machine the element can be drawn again before its animation would end on its own.
 */
async function recordEnds(page, name) {
  await page.evaluate((name) => {
    window.__ends = window.__ends ?? {};
    window.__ends[name] = [];
    document.addEventListener(
      'animationstart',
      (e) => {
        if (e.animationName !== name) return;
        e.target
          .getAnimations()
          .filter((a) => a.animationName === name)
          .forEach((a) => a.finish());
        const home = e.target.closest('[data-player], [data-testid="hand"]');
        const r = e.target.getBoundingClientRect();
        const p = home?.getBoundingClientRect();
        const [cx, cy] = [r.x + r.width / 2, r.y + r.height / 2];
        window.__ends[name].push({
          task: e.target.dataset.task ?? null,
          card: e.target.dataset.card ?? null,
          what: e.target.classList.contains('chip-token') ? 'chip' : e.target.classList.contains('won') ? 'tricks' : e.target.classList.contains('points') ? 'points' : 'card',
          player: home?.dataset.player ?? null,
          inPlace: !!p && cx >= p.x && cx <= p.x + p.width && cy >= p.y && cy <= p.y + p.height,
          from: [e.target.style.getPropertyValue('--fly-x'), e.target.style.getPropertyValue('--fly-y')],
        });
      },
      true,
    );
  }, name);
}

const ends = (page, name) => page.evaluate((name) => window.__ends[name], name);

test('a chip taken from the pool flies to its owner', async ({ page, consoleErrors }) => {
  await setUpSeats(page, oneHumanThreeBots('Tess', 'beginner'), '/?pace=instant&seed=5');
  await page.getByTestId('new-game').click();
  await expect(page.getByTestId('chip-pool')).toBeVisible();
  await page.getByTestId('pace').selectOption('normal');
  await recordEnds(page, 'fly-in');
  const chip = page.locator('[data-testid="chip-pool"] button.chip:not([disabled])').first();
  await expect(chip).toBeVisible({ timeout: 30_000 });
  const task = await chip.getAttribute('data-task');
  const me = await page.locator('.player-list .player.me').getAttribute('data-player');
  await chip.click();
  await expect
    .poll(async () => (await ends(page, 'fly-in')).find((e) => e.what === 'chip' && e.player === me) ?? null, { message: 'your chip flies to you', timeout: 10_000 })
    .toMatchObject({ task, inPlace: true });
  const mine = (await ends(page, 'fly-in')).find((e) => e.what === 'chip' && e.player === me);
  expect(mine.from.some((d) => d && d !== '0px'), `it came from the pool (${mine.from})`).toBe(true);
  // The bots' chips fly to them as well.
  await expect
    .poll(async () => (await ends(page, 'fly-in')).filter((e) => e.what === 'chip' && e.player !== me && e.inPlace).length, { timeout: 20_000 })
    .toBeGreaterThan(0);
  expect(consoleErrors).toEqual([]);
});

test('Ace Trump: the hand is dealt in card by card, and a won trick counts at its winner', async ({ page, consoleErrors }) => {
  test.setTimeout(2 * 60_000);
  await page.addInitScript(() => {
    window.__dealt = 0;
    document.addEventListener('animationstart', (e) => (window.__dealt += e.animationName === 'hand-deal' ? 1 : 0), true);
  });
  // The listeners go in before the game starts: on a busy machine the deal can be over before
  // the first look at the table.
  await openApp(page, '/?pace=normal&seed=11');
  await recordEnds(page, 'hand-deal');
  await recordEnds(page, 'fly-in');
  await startAceTrump(page, { url: null });
  const hand = page.locator('[data-testid="hand"] .dcard');
  await expect(hand.first()).toBeVisible();
  const n = await hand.count();
  await expect.poll(() => page.evaluate(() => window.__dealt), { message: 'every card of the hand is dealt in' }).toBe(n);
  await expect.poll(async () => (await ends(page, 'hand-deal')).filter((e) => e.inPlace).length).toBe(n);
  // Play on (the first legal card each time) until a trick has been counted at its winner.
  for (let i = 0; i < 12; i++) {
    // Wait for the state, not the clock: a trick counted, or a card of yours to play.
    await page.waitForFunction(
      () => window.__ends['fly-in'].some((e) => e.what === 'tricks') || document.querySelector('[data-testid="hand"] button.dcard:not([disabled])'),
      null,
      { timeout: 60_000 },
    );
    const flew = (await ends(page, 'fly-in')).find((e) => e.what === 'tricks');
    if (flew) {
      expect(flew.inPlace, 'the trick count ends in its row').toBe(true);
      break;
    }
    // The hand may be drawn again under the click as a bot plays: then the loop looks again.
    await page
      .locator('[data-testid="hand"] button.dcard:not([disabled])')
      .first()
      .click({ timeout: 5_000 })
      .catch(() => {});
  }
  expect((await ends(page, 'fly-in')).some((e) => e.what === 'tricks' && e.inPlace), 'a trick count flew to its winner').toBe(true);
  expect(consoleErrors).toEqual([]);
});

test("the round's summary turns the secret tasks over one seat after the other", async ({ page, consoleErrors }) => {
  test.setTimeout(2 * 60_000);
  // The last trick of a recorded game's first round: the person (seat 0) plays its last card.
  await playOnFrom(page, { step: 94 });
  await playUntil(page, (s) => s.action === 'play' && s.hand.length === 1, { rand: seededRandom(3) });
  await page.getByTestId('pace').selectOption('normal');
  await page.evaluate(() => {
    window.__reveals = [];
    document.addEventListener(
      'animationstart',
      (e) => {
        if (e.animationName === 'reveal-flip' && e.target.closest('.summary')) window.__reveals.push({ row: e.target.closest('tr').rowIndex, at: e.elapsedTime, t: performance.now() });
      },
      true,
    );
  });
  // The last card; played again if the hand was redrawn under the click (CI run 21 lost it).
  const lastCard = page.locator('[data-testid="hand"] button.card:not([disabled])').first();
  await expect(async () => {
    if (await lastCard.count()) await lastCard.click({ timeout: 2_000 });
    await expect(page.locator('[data-testid="hand"] button.card')).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  const discard = page.locator('[data-testid="dealer-discard"] button.chip:not([disabled])').first();
  await expect(page.getByTestId('round-summary').or(discard)).toBeVisible({ timeout: 60_000 });
  if (await discard.count()) await discard.click();
  await expect(page.getByTestId('round-summary')).toBeVisible();
  // Task and result of every seat, the rows one after the other.
  await expect.poll(() => page.evaluate(() => window.__reveals.length)).toBe(8);
  const reveals = await page.evaluate(() => window.__reveals);
  const firstOf = (row) => Math.min(...reveals.filter((r) => r.row === row).map((r) => r.t));
  // Each row is scheduled after the one above (its delay), and never starts before it. Two rows
  // may start in one frame when the machine stalls for longer than the stagger (CI run 27), so
  // the start times are compared with >=.
  const delays = await page.evaluate(() =>
    [...document.querySelectorAll('.summary tbody tr')].map((tr) => parseFloat(getComputedStyle(tr.querySelector('td[data-label="Task"]')).animationDelay)),
  );
  for (let i = 1; i < delays.length; i++) expect(delays[i], `row ${i + 1} scheduled after row ${i}`).toBeGreaterThan(delays[i - 1]);
  for (const row of [2, 3, 4]) expect(firstOf(row), `row ${row} not before row ${row - 1}`).toBeGreaterThanOrEqual(firstOf(row - 1));
  expect(consoleErrors).toEqual([]);
});

test('card sounds are off by default; turned on in Settings, playing a card makes one', async ({ page, consoleErrors }) => {
  // Counts the sounds the page starts (Web Audio sources), without playing them.
  await page.addInitScript(() => {
    window.__sounds = 0;
    for (const kind of [AudioBufferSourceNode, OscillatorNode]) {
      const start = kind.prototype.start;
      kind.prototype.start = function (...args) {
        window.__sounds += 1;
        return start.apply(this, args);
      };
    }
  });
  await setUpSeats(page, oneHumanThreeBots('Tess', 'beginner'), '/?pace=instant&seed=5');
  await startGame(page);
  const before = await playUntil(page, (s) => s.action === 'draft', { rand: seededRandom(2) });
  expect(await page.evaluate(() => window.__sounds), 'no sound unless turned on').toBe(0);
  await page.getByTestId('table-hub').click();
  await expect(page.getByTestId('sound')).not.toBeChecked();
  await page.getByTestId('sound').check();
  await page.getByTestId('continue-what-trump').click();
  const left = before.gridCards.length;
  await playUntil(page, (s) => s.action === 'draft' && s.gridCards.length <= left - 2, { rand: seededRandom(2) });
  expect(await page.evaluate(() => window.__sounds), 'a card drafted or played makes a sound').toBeGreaterThan(0);
  // The choice is kept.
  await page.reload();
  await page.getByTestId('table-hub').click();
  await expect(page.getByTestId('sound')).toBeChecked();
  expect(consoleErrors).toEqual([]);
});

test('high contrast: set in Settings, marks the page, and the table has no serious accessibility problem', async ({ page, consoleErrors }) => {
  await openApp(page, '/?pace=instant&seed=5');
  await page.getByTestId('high-contrast').check();
  await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
  await setUpSeats(page, oneHumanThreeBots('Tess', 'beginner'), '/?pace=instant&seed=5');
  await startGame(page);
  await playUntil(page, (s) => s.action === 'play', { rand: seededRandom(2) });
  await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
  await screenshot(page, 'high-contrast-table', { fullPage: false });
  expect(await accessibilityProblems(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

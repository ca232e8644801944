// Issue 29, the guided first hand of every game: *Learn* on each game's card opens the "what's
// different" card, then the coach leads the hand line by line, pointing at the table and
// marking the move it asks for.
//   - Every lesson is played to its end by following the coach, as a newcomer would (tap Next,
//     tap the marked move; Truf's bid is put together as the coach says), and every line of
//     the lesson's file shows at its step.
//   - Leaving the lesson keeps it apart from the unfinished games; a reload at the table and a
//     later Continue both go on where it was; the hub marks it done at the end.
//   - A move off the script is shown with what Expert reckons it cost, and *Take back* returns
//     to the lesson's line.
//   - The lesson is offered once, at the top of the set-up of a first *New game* of a game
//     never played.
// Screenshots of a lesson step per game (the first line about a rule), phone and desktop, go to
// target/screenshots/lessons/.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect, openApp, screenshot, DESKTOP, PHONE } from './helpers.mjs';
import { listen, heard } from './keys-play.mjs';

const GAMES = ['what-trump', 'ace-trump', 'ransom-trump', 'truf', 'top-trumps'];
const lessonFile = (id) => JSON.parse(readFileSync(path.join('crates', 'rules', 'lessons', `${id}.json`), 'utf8'));

/** What the lesson shows now, read from the page. */
function coachState(page) {
  return page.evaluate(() => {
    const c = document.querySelector('[data-testid=coach]');
    return {
      intro: !!document.querySelector('[data-testid=lesson-intro]'),
      end: !!document.querySelector('[data-testid=lesson-end]'),
      off: !!document.querySelector('[data-testid=coach-off]'),
      summary: !!document.querySelector('[data-testid=next-round]'),
      step: c ? Number(c.dataset.step) : null,
      wait: c?.dataset.wait ?? null,
      target: c?.dataset.target ?? null,
      text: c?.querySelector('[data-testid=coach-text]')?.textContent ?? null,
      moves: [...document.querySelectorAll('.table-body [data-coach-move]')].map((e) => e.dataset.action),
      coached: document.querySelectorAll('.table-body [data-coached]').length,
    };
  });
}

const key = (s) => JSON.stringify([s.intro, s.end, s.off, s.summary, s.step, s.wait, s.text]);

/** Waits until the lesson shows something else than `before` (a new line, a summary, the end). */
async function changed(page, before) {
  await page.waitForFunction(
    (k) => {
      const c = document.querySelector('[data-testid=coach]');
      const now = JSON.stringify([
        !!document.querySelector('[data-testid=lesson-intro]'),
        !!document.querySelector('[data-testid=lesson-end]'),
        !!document.querySelector('[data-testid=coach-off]'),
        !!document.querySelector('[data-testid=next-round]'),
        c ? Number(c.dataset.step) : null,
        c?.dataset.wait ?? null,
        c?.querySelector('[data-testid=coach-text]')?.textContent ?? null,
      ]);
      return now !== k;
    },
    key(before),
  );
}

/** Opens the lesson of `id` from its card on the hub and starts it past the "what's different" card. */
async function openLesson(page, id) {
  await page.getByTestId(`learn-${id}`).click();
  const intro = page.getByTestId('lesson-intro');
  await expect(intro).toBeVisible();
  for (const line of lessonFile(id).intro) await expect(intro).toContainText(line);
  await page.getByTestId('lesson-start').click();
  await expect(intro).toBeHidden();
}

/**
 * Follows the coach as a person would until `stop(state)` holds or the lesson ends: reads each
 * line and taps Next, plays the move the coach marks (Truf's bid: the two cards, the Ace
 * switched to minus, then Bid), dismisses a hand's summary. Every line shown is kept in `seen`
 * as "step|text"; `onLine(state)` runs when a line first shows.
 */
async function followCoach(page, id, { seen = new Set(), stop = () => false, onLine = async () => {} } = {}) {
  for (let i = 0; i < 400; i++) {
    // The lesson has shown something: a line, a summary or its end (bots play between).
    await page.waitForSelector('[data-testid=coach], [data-testid=next-round], [data-testid=lesson-end]');
    const s = await coachState(page);
    if (s.end || stop(s)) return s;
    if (s.text !== null && !seen.has(`${s.step}|${s.text}`)) {
      seen.add(`${s.step}|${s.text}`);
      await onLine(s);
    }
    if (s.wait === 'next') {
      await page.getByTestId('coach-next').click();
    } else if (s.summary) {
      await page.getByTestId('next-round').click();
    } else if (s.wait === 'move') {
      // The move asked for is marked on the table once it is drawn.
      const marked = page.locator('.table-body [data-coach-move]').first();
      await expect(marked).toBeVisible();
      const action = await marked.getAttribute('data-action');
      if (id === 'truf' && action === 'bid 5D+') {
        await page.locator('[data-action="bid 5D+"]').click();
        await page.locator('[data-action="bid AD+"]').click();
        await page.locator('[data-testid=bid-picker] li[data-card="AD"] [data-testid=bid-sign]').click();
        await expect(page.getByTestId('bid-picker')).toContainText('4');
        await page.getByTestId('make-bid').click();
      } else {
        await marked.click();
      }
    } else {
      // A bot is about to play its scripted move.
    }
    await changed(page, s);
  }
  throw new Error(`${id}: the lesson did not end`);
}

for (const id of GAMES) {
  test(`the lesson of ${id} plays to its end by following the coach, each line at its step`, async ({ page, consoleErrors }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(PHONE);
    await openApp(page, '/?pace=instant');
    await openLesson(page, id);
    const lesson = lessonFile(id);
    const firstRule = lesson.coach.find((c) => c.event);
    const seen = new Set();
    const shot = async (s) => {
      // The coach points somewhere on the table (unless a summary covers it).
      if (s.target && !s.summary) await expect.poll(async () => (await coachState(page)).coached).toBeGreaterThan(0);
      if (s.step === firstRule.step && s.text === firstRule.text) {
        await page.waitForTimeout(250); // the coach's fade-in
        await screenshot(page, `lessons/${id}-phone`, { fullPage: false });
      }
    };
    const end = await followCoach(page, id, { seen, onLine: shot });
    expect(end.end).toBe(true);
    for (const c of lesson.coach) {
      expect(seen.has(`${c.step}|${c.text}`), `${id}: the line at step ${c.step} "${c.text.slice(0, 50)}…"`).toBe(true);
    }
    const endCard = page.getByTestId('lesson-end');
    await expect(endCard).toContainText(lesson.end.text);
    await page.getByTestId('lesson-hub').click();
    await expect(page.getByTestId(`lesson-done-${id}`)).toBeVisible();
    await expect(page.getByTestId('lessons-open')).toHaveCount(0);
    // A lesson is not a game of the player's: nothing unfinished, nothing counted.
    await expect(page.getByTestId('unfinished-games')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
}

test('a lesson left at the table and reloaded goes on where it was; the hub lists it apart and marks it done', async ({ page, consoleErrors }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await openApp(page, '/?pace=instant');
  await openLesson(page, 'ace-trump');
  // Follow to the symbol tie's line (step 9).
  const at = await followCoach(page, 'ace-trump', { stop: (s) => s.step >= 9 && s.text !== null });
  // A reload at the table reopens the lesson on the same line.
  await openApp(page, '/?pace=instant');
  await expect(page.getByTestId('coach')).toBeVisible();
  let now = await coachState(page);
  expect([now.step, now.text]).toEqual([at.step, at.text]);
  // Leaving: the hub lists the lesson apart from the unfinished games.
  await page.getByTestId('table-hub').click();
  const row = page.getByTestId('lesson-open-ace-trump');
  await expect(row).toContainText(`${at.step} of 36 moves played`);
  await expect(page.getByTestId('unfinished-games')).toHaveCount(0);
  await expect(page.getByTestId('learn-ace-trump')).toHaveText('Continue lesson');
  // Later (another visit), Continue takes it up on the same line.
  await openApp(page, '/?pace=instant');
  await page.getByTestId('lesson-continue-ace-trump').click();
  await expect(page.getByTestId('coach')).toBeVisible();
  now = await coachState(page);
  expect([now.step, now.text]).toEqual([at.step, at.text]);
  const end = await followCoach(page, 'ace-trump');
  expect(end.end).toBe(true);
  await page.getByTestId('lesson-hub').click();
  await expect(page.getByTestId('lesson-done-ace-trump')).toBeVisible();
  await expect(page.getByTestId('learn-ace-trump')).toContainText('Learn');
  await expect(page.getByTestId('lessons-open')).toHaveCount(0);
  // Started again from its deal, with the card about the game first.
  await page.getByTestId('learn-ace-trump').click();
  await expect(page.getByTestId('lesson-intro')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a move off the script shows what it cost, and Take back returns to the lesson', async ({ page, consoleErrors }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await listen(page);
  await openApp(page, '/?pace=instant');
  await openLesson(page, 'ace-trump');
  // The lesson asks for the Ace of Wyrms (step 2).
  const asked = await followCoach(page, 'ace-trump', { stop: (s) => s.wait === 'move' && s.step === 2 });
  await expect(page.locator('.table-body [data-coach-move]')).toHaveAttribute('data-action', 'play ace-wyrms');
  const other = page.locator('.table-body [data-testid=hand] button[data-action^="play "]:not([data-coach-move]):not([disabled])').first();
  const played = await other.getAttribute('data-action');
  await other.click();
  const off = page.getByTestId('coach-off');
  await expect(off).toBeVisible();
  await expect(off).toContainText("The lesson's move: play Ace of Wyrms");
  // The move is on the table meanwhile (the card has left the hand), and Expert weighs it in
  // the bot worker.
  await expect(page.locator(`.table-body [data-testid=hand] [data-action="${played}"]`)).toHaveCount(0);
  const cost = page.getByTestId('coach-cost');
  await expect(cost).not.toHaveText('Expert is weighing your move…', { timeout: 60_000 });
  await expect(cost).toContainText(/Expert (reckons|even rates|rates the two alike)/);
  await screenshot(page, 'lessons/off-script-phone', { fullPage: false });
  // Said in the table's live region: what was played against what the lesson asked, once,
  // then the cost, once.
  const said = async (text) => (await heard(page)).filter((l) => l === text).length;
  await expect.poll(async () => said((await off.locator('.coach-text').textContent()).trim())).toBe(1);
  await expect.poll(async () => said((await cost.textContent()).trim())).toBe(1);
  expect(await said(asked.text)).toBe(1);
  // Nothing else moves until it is taken back.
  await page.getByTestId('coach-take-back').click();
  await expect(off).toBeHidden();
  const back = await coachState(page);
  expect([back.step, back.text, back.wait]).toEqual([asked.step, asked.text, 'move']);
  // The coach's line, back, is said again.
  await expect.poll(() => said(asked.text)).toBe(2);
  await expect(page.locator(`.table-body [data-testid=hand] [data-action="${played}"]`)).toBeVisible();
  // And the lesson goes on along its line.
  await page.locator('.table-body [data-coach-move]').click();
  await expect(page.getByTestId('coach')).not.toHaveAttribute('data-step', '2');
  expect(consoleErrors).toEqual([]);
});

test('a first New game of a game never played offers its lesson in the set-up, once', async ({ page, consoleErrors }) => {
  await page.setViewportSize(PHONE);
  await openApp(page, '/?pace=instant');
  await page.getByTestId('set-up-truf').click();
  const setup = page.getByTestId('setup-dialog');
  const offer = page.getByTestId('lesson-offer');
  await expect(setup).toBeVisible();
  await expect(offer).toContainText('New to Truf?');
  await page.getByTestId('setup-close').click();
  await page.getByTestId('set-up-truf').click();
  await expect(setup).toBeVisible();
  await expect(offer).toHaveCount(0);
  await page.getByTestId('setup-close').click();
  // Another game: the offer opens its lesson.
  await page.getByTestId('set-up-top-trumps').click();
  await page.getByTestId('offer-learn').click();
  await expect(setup).toHaveCount(0);
  await expect(page.getByTestId('lesson-intro')).toContainText("What's different in Top Trumps");
  expect(consoleErrors).toEqual([]);
});

test('a lesson step of every game on the desktop', async ({ page, consoleErrors }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  for (const id of GAMES) {
    await openApp(page, '/?pace=instant');
    if (await page.getByTestId('table-hub').isVisible()) await page.getByTestId('table-hub').click();
    await openLesson(page, id);
    const rule = lessonFile(id).coach.find((c) => c.event);
    const s = await followCoach(page, id, { stop: (s) => s.step === rule.step && s.text === rule.text });
    expect(s.text).toBe(rule.text);
    if (s.target && !s.summary) await expect.poll(async () => (await coachState(page)).coached).toBeGreaterThan(0);
    await page.waitForTimeout(250); // the coach's fade-in
    // Over a side column, the coach covers nothing of the table's middle (a column narrower
    // than the coach once had it cover Top Trumps' top card and Truf's bid).
    const covered = await page.evaluate(() => {
      const coach = document.querySelector('[data-testid="coach"]');
      if (!/at-(left|right)/.test(coach.className)) return [];
      const c = coach.getBoundingClientRect();
      const hits = [];
      for (const el of document.querySelectorAll('.table-body .panel, .table-body .hand-wrap')) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.left <= 48 || r.right >= innerWidth - 48) continue; // a side column
        const x = Math.min(c.right, r.right) - Math.max(c.left, r.left);
        const y = Math.min(c.bottom, r.bottom) - Math.max(c.top, r.top);
        if (x > 0 && y > 0) hits.push(`${el.className} (${Math.round(x)}×${Math.round(y)} px)`);
      }
      return hits;
    });
    expect(covered, `${id}: what the coach covers`).toEqual([]);
    await screenshot(page, `lessons/${id}-desktop`, { fullPage: false });
    await page.getByTestId('table-hub').click();
  }
  expect(consoleErrors).toEqual([]);
});

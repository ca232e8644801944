// Shared helpers for the browser tests.
//
// Every Playwright test gets a new browser context (empty localStorage, no cookies) by default.
// Import `test` and `expect` from here rather than from '@playwright/test' to also get:
//   - `consoleErrors`: an array that collects console 'error' and 'warning' messages and uncaught page errors
//     of `page` for the whole test (assert it is empty at the end);
//   - `freshPage(browser)`: one more page in its own new context (a second, independent player);
//   - `screenshot(page, name)`: a full-page PNG in target/screenshots/<name>.png.
import { test as base, expect } from '@playwright/test';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SCREENSHOT_DIR = path.join(ROOT, 'target', 'screenshots');

/** Collect console errors, console warnings and uncaught exceptions of a page into an array
 *  (returned): a page load of the parlour prints none of them. */
export function collectConsoleErrors(page) {
  const errors = [];
  page.on('console', (msg) => {
    // (Playwright itself warns where a test blocks service workers: not the page's doing.)
    if (msg.type() === 'warning' && !msg.text().includes('blocked by Playwright')) {
      errors.push(`warning: ${msg.text()}`);
    } else if (msg.type() === 'error') {
      const loc = msg.location();
      errors.push(`${msg.text()}${loc?.url ? ` (${loc.url}:${loc.lineNumber})` : ''}`);
    }
  });
  page.on('pageerror', (err) => errors.push(`uncaught: ${err.message}`));
  return errors;
}

/** A page in a brand-new browser context (empty storage). Closed with its context. */
export async function freshPage(browser, options = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  return page;
}

/**
 * Save a screenshot to target/screenshots/<name>.png and return its path: the full page, or
 * with `{ fullPage: false }` only the first screen (what a player sees without scrolling).
 */
export async function screenshot(page, name, { fullPage = true } = {}) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name.replace(/[^\w.-]+/g, '_')}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}

/** A finished 4-player What Trump? game (631 decisions, 8 rounds; review.spec.mjs says how it
 *  was made): seat 0 is "You". Its round 1 is played at decisions 60–95 (nine tricks). */
export const WHAT_TRUMP_GAME = path.join(ROOT, 'tests', 'fixtures', 'review-what-trump-game.json');
export const whatTrumpGame = () => JSON.parse(readFileSync(WHAT_TRUMP_GAME, 'utf8'));

/**
 * Starts a test at the moment it is about, not at a game's beginning: opens the app at `url`,
 * opens the record `file` and plays on from its first `step` decisions, each seat played as
 * `kinds` says ('human', 'beginner', …; by default seat 0 a person and the others Beginner
 * bots), and waits for the table.
 */
export async function playOnFrom(page, { file = WHAT_TRUMP_GAME, step, kinds = null, url = '/?pace=instant' }) {
  const seats = JSON.parse(readFileSync(file, 'utf8')).seats.length;
  await openApp(page, url);
  await page.getByTestId('import-file').setInputFiles(file);
  await expect(page.getByTestId('replay')).toBeVisible();
  await page.getByTestId('replay-slider').fill(String(step));
  await expect(page.getByTestId('replay-step')).toHaveText(new RegExp(`^Step ${step} of `));
  // (On a phone it is among the replay's further controls.)
  const playOn = page.getByTestId('replay-play-on');
  if (!(await playOn.isVisible())) await page.getByTestId('replay-more').click();
  await playOn.click();
  for (let seat = 0; seat < seats; seat++) {
    await page.getByTestId(`play-on-seat-${seat}`).selectOption(kinds?.[seat] ?? (seat === 0 ? 'human' : 'beginner'));
  }
  await page.getByTestId('play-on-start').click();
  await expect(page.getByTestId('replay')).toHaveCount(0);
  await expect(page.locator('.table-body')).toBeVisible();
}

/** Open `url` (default '/') and wait until the app has rendered something into <body>. */
export async function openApp(page, url = '/') {
  await page.goto(url);
  // The app has mounted in place of the first screen index.html draws (#boot).
  await page.waitForFunction(
    () =>
      !document.getElementById('boot') &&
      [...document.body.children].some((el) => !['SCRIPT', 'NOSCRIPT', 'LINK'].includes(el.tagName)),
  );
}

export const test = base.extend({
  consoleErrors: async ({ page }, use) => {
    await use(collectConsoleErrors(page));
  },
});
export { expect };

// ───────────────────────── every game: set-up, the person's turn, the end ─────────────────────────

/** Seats for a set-up: a person for each of `people`, then a bot of `level` for each of `bots`. */
export const seatsOf = (people, bots = [], level = 'beginner') => [
  ...people.map((name) => ({ kind: 'human', name })),
  ...bots.map((name) => ({ kind: 'bot', name, level })),
];

/** Opens the set-up of game `id` from the hub, checks that it names `name`, and seats `seats`
 *  ([{ kind, name, level? }]). */
export async function openSetUp(page, { id, name }, seats) {
  await page.getByTestId(`set-up-${id}`).click();
  // In English the title names the game (in another language, its name there).
  if ((await page.locator('html').getAttribute('lang')) === 'en') await expect(page.locator('#setup-title')).toHaveText(`New game of ${name}`);
  else await expect(page.getByTestId('setup-dialog')).toBeVisible();
  await page.getByTestId('player-count').selectOption(String(seats.length));
  for (const [i, s] of seats.entries()) {
    await page.getByTestId(`seat-kind-${i}`).selectOption(s.kind);
    await page.getByTestId(`seat-name-${i}`).fill(s.name);
    if (s.level) await page.getByTestId(`seat-level-${i}`).selectOption(s.level);
  }
}

/** Starts the game set up (its options are fine) and waits for the table of `name`. */
export async function startSetUp(page, name) {
  await expect(page.getByTestId('options-problem')).toHaveCount(0);
  await page.getByTestId('new-game').click();
  // In English the table names the game (in another language, its name there).
  if ((await page.locator('html').getAttribute('lang')) === 'en') await expect(page.locator('.table-screen .game-name')).toHaveText(name);
  else await expect(page.locator('.table-screen .game-name')).toBeVisible();
}

// Runs in the page: the readers the card games' snapshots share.
function pageReaders() {
  const q = (s, r = document) => r.querySelector(s);
  const qa = (s, r = document) => [...r.querySelectorAll(s)];
  const shown = (id) => q(`[data-testid="${id}"]`);
  /** What the person at the device is to do: 'pass-device' under the cover, 'game-over' at the
   *  end, else the first of `steps` ([action, test id]) shown, else `idle[0]` when a button
   *  matching `idle[1]` is enabled; null while bots act. */
  const action = (steps, [name, buttons]) => {
    const step = [['pass-device', 'pass-device'], ['game-over', 'game-over'], ...steps].find(([, id]) => shown(id));
    if (step) return step[0];
    return qa(buttons).some((b) => !b.disabled) ? name : null;
  };
  /** The trick on the table (null: none): complete or not, and each card in it with its seat
   *  (`card(el)` reads a card). */
  const trick = (card) => {
    const el = shown('trick');
    if (!el) return null;
    return {
      complete: el.classList.contains('complete'),
      plays: qa('.slot', el)
        .filter((s) => q('[data-card]', s))
        .map((s) => ({ seat: Number(s.dataset.seat), ...card(q('[data-card]', s)) })),
    };
  };
  /** How many cards are on the page outside the elements of these test ids. */
  const cardsOutside = (ids) => qa('[data-card]').filter((el) => !ids.some((id) => el.closest(`[data-testid="${id}"]`))).length;
  return { q, qa, action, trick, cardsOutside };
}

/** Runs `read(readers)` in the page: `read` is self-contained but for the readers of
 *  pageReaders (q, qa, action, trick, cardsOutside). Returns what it returns. */
export function readPage(page, read) {
  return page.evaluate(`(${read})((${pageReaders})())`);
}

/** Waits until `snapshot(page)` (what the person at the device sees) has an action for the
 *  person (null while bots act); returns that snapshot. */
export async function waitForAction(page, snapshot) {
  await expect
    .poll(async () => (await snapshot(page)).action, { timeout: 60_000, intervals: [50] })
    .not.toBeNull();
  return snapshot(page);
}

/** Clicks card `id` of the person's hand (as `s`, a snapshot, shows it) and waits until it has
 *  left the hand (or, after the person's move, the cover, a summary or the end is up: the
 *  summary comes up over the next hand's cards). */
export async function playCard(page, snapshot, s, id) {
  const before = s.hand.length;
  await page.locator(`[data-testid="hand"] button[data-card="${id}"]`).click();
  await expect
    .poll(async () => {
      const t = await snapshot(page);
      return ['pass-device', 'summary', 'game-over'].includes(t.action) || t.hand.length === before - 1;
    })
    .toBe(true);
}

/** The start of a one-hand match: the match length and `trump` (test id, text) say so; then
 *  the person's first decision (`waitForPerson` waits for it) is `action`, with every one of
 *  the `cards` cards of the hand to choose from, and the status line says `status`. Returns
 *  that snapshot. */
export async function firstChoice(page, waitForPerson, { trump: [trumpId, trumpText], action, cards, status }) {
  await expect(page.getByTestId('match-length')).toContainText('Hand 1 of 1');
  await expect(page.getByTestId(trumpId)).toContainText(trumpText);
  const first = await waitForPerson(page);
  expect(first.action).toBe(action);
  expect(first.hand).toHaveLength(cards);
  expect(first.hand.every((c) => c.enabled)).toBe(true);
  await expect(page.getByTestId('status')).toContainText(status);
  return first;
}

/** The summary of a match's last hand: `tricks` tricks shared out (column `column` of its
 *  table), screenshots `shots`-summary; then the end, with `players` final results. */
export async function lastHandScored(page, { tricks, column = 2, shots, players = 4 }) {
  await expect(page.getByTestId('round-summary')).toContainText('Hand 1 scored');
  const took = await page.locator(`[data-testid="round-summary"] tbody tr td:nth-child(${column})`).allTextContents();
  expect(took.map(Number).reduce((a, b) => a + b, 0)).toBe(tricks);
  await screenshotBoth(page, `${shots}-summary`);
  await page.getByTestId('next-round').click();
  await expect(page.getByTestId('game-over')).toBeVisible();
  await expect(page.locator('.finals li')).toHaveCount(players);
}

/** From the end of `game`: watched back, its first step says `firstStep` and its last that
 *  the game is over; then the hub lists it in the history. `onStart`, `onFirstStep`, `onEnd`:
 *  more checks at those points. */
export async function watchBack(page, { game, firstStep, onStart, onFirstStep, onEnd }) {
  await page.getByTestId('over-watch').click();
  await expect(page.getByTestId('replay')).toBeVisible();
  if (onStart) await onStart();
  await page.getByTestId('replay-forward').click();
  await expect(page.getByTestId('replay-caption')).toContainText(firstStep);
  if (onFirstStep) await onFirstStep();
  await page.getByTestId('replay-end').click();
  await expect(page.getByTestId('replay-caption')).toContainText('The game is over');
  if (onEnd) await onEnd();
  await page.getByTestId('replay-hub').click();
  await expect(page.getByTestId('history-item')).toContainText(game);
}

// ───────────────────────── What Trump? table helpers ─────────────────────────
//
// The table is driven only through what a player sees and clicks. `readTable(page)` returns a
// plain snapshot of the visible table; `playUntil(page, predicate)` repeatedly waits (by polling
// the DOM, no fixed sleeps) until the person at the device must do something, checks
// `predicate(snapshot)`, and otherwise does it with a seeded random choice among the enabled
// options.

/** A small seeded PRNG (mulberry32): `rand()` in [0, 1), `rand.pick(list)`. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  const rand = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  rand.pick = (list) => list[Math.floor(rand() * list.length)];
  return rand;
}

/** Viewports used for the screenshots. */
export const DESKTOP = { width: 1280, height: 800 };

/** The long plays run too (`scripts/test.sh --full` sets TRUMPS_FULL=1; docs/testing.md). */
export const FULL = process.env.TRUMPS_FULL === '1';
/** Why a long play is skipped in the everyday suite. */
export const LONG_PLAY = 'a long play: it runs under scripts/test.sh --full (docs/testing.md)';
export const PHONE = { width: 390, height: 844 };

/** Screenshots `name-desktop` (1280×800) and `name-phone` (390×844), then restores the size. */
export async function screenshotBoth(page, name) {
  const before = page.viewportSize() ?? DESKTOP;
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(before);
}

/**
 * Opens the hub (default `/?pace=instant`; `null`: it is open), opens What Trump?'s set-up
 * and fills it in:
 * `seats` = [{ kind: 'human'|'bot', name, level: 'beginner'|'standard' }, …] (3 or 4 seats).
 */
export async function setUpSeats(page, seats, url = '/?pace=instant') {
  if (url !== null) await openApp(page, url);
  await expect(page.getByTestId('hub')).toBeVisible();
  // The lobby's game card opens the set-up in one tap.
  await page.getByTestId('set-up-what-trump').click();
  await expect(page.getByTestId('setup-dialog')).toBeVisible();
  await page.getByTestId('player-count').selectOption(String(seats.length));
  for (const [i, s] of seats.entries()) {
    await page.getByTestId(`seat-kind-${i}`).selectOption(s.kind);
    if (s.name !== undefined) await page.getByTestId(`seat-name-${i}`).fill(s.name);
    if (s.kind === 'bot' && s.level) await page.getByTestId(`seat-level-${i}`).selectOption(s.level);
  }
}

/**
 * Opens `url` (unless `url` is null: the hub is already shown), opens Ace Trump's set-up and
 * seats `names` (seat 0 a person unless `kinds` says otherwise, the rest bots), ticks the
 * options named in `options` (their set-up ids), and starts the game.
 */
export async function startAceTrump(page, { url = '/?pace=instant', names = ['Tess', 'Ann', 'Ben'], kinds, options = [] } = {}) {
  if (url !== null) await openApp(page, url);
  await page.getByTestId('set-up-ace-trump').click();
  await page.getByTestId('player-count').selectOption(String(names.length));
  for (const [i, name] of names.entries()) {
    await page.getByTestId(`seat-kind-${i}`).selectOption(kinds?.[i] ?? (i === 0 ? 'human' : 'bot'));
    await page.getByTestId(`seat-name-${i}`).fill(name);
  }
  for (const id of options) await page.getByTestId(`option-${id}`).setChecked(true);
  await page.getByTestId('new-game').click();
}

/** Clicks "New game" and waits for the table. */
export async function startGame(page) {
  await page.getByTestId('new-game').click();
  await expect(page.getByTestId('hub')).toHaveCount(0);
  await expect(page.locator('.table-screen')).toBeVisible();
}

/** One human seat and three bots of `level`, seat 0 named `name`. */
export function oneHumanThreeBots(name = 'Tester', level = 'standard') {
  return [
    { kind: 'human', name },
    { kind: 'bot', name: 'Ann', level },
    { kind: 'bot', name: 'Ben', level },
    { kind: 'bot', name: 'Cleo', level },
  ];
}

// Runs in the page: a snapshot of the visible table, or null while nobody at the device has
// anything to do (bots are thinking). `force` returns the snapshot anyway.
function pageSnapshot({ force, sig }) {
  const q = (sel, root = document) => root.querySelector(sel);
  const qa = (sel, root = document) => [...root.querySelectorAll(sel)];
  const enabled = (sel) => qa(sel).filter((b) => !b.disabled);
  const tid = (id) => q(`[data-testid="${id}"]`);
  const chipCodes = (sel) => enabled(sel).map((b) => b.dataset.task);
  let action = null;
  if (tid('pass-device')) action = 'pass-device';
  else if (tid('game-over')) action = 'game-over';
  else if (tid('round-summary')) action = 'next-round';
  else if (tid('trump-choice')) action = 'trump';
  else if (enabled('[data-testid="chip-pool"] button.chip').length) action = 'chip';
  else if (enabled('[data-testid="grid"] button.card').length) action = 'draft';
  else if (enabled('[data-testid="task-choice"] button.chip').length) action = 'task';
  else if (enabled('[data-testid="dealer-discard"] button.chip').length) action = 'discard';
  else if (enabled('[data-testid="hand"] button.card').length) action = 'play';
  if (!force && (!action || (sig !== undefined && document.body.innerHTML === sig))) return null;
  const body = q('.table-body');
  const phase = body ? ([...body.classList].find((c) => c.startsWith('phase-')) ?? '').slice(6) : null;
  const trickEl = tid('trick');
  const players = qa('.player-list .player').map((li) => ({
    seat: Number(li.dataset.player),
    name: q('.player-name', li)?.textContent ?? '',
    dealer: !!q('.dealer-badge', li),
    toAct: li.classList.contains('to-act'),
    me: li.classList.contains('me'),
    chips: qa('.player-chips [data-task]', li).flatMap((c) => {
      const n = Number((q('.chip-count', c)?.textContent ?? '×1').slice(1)) || 1;
      return Array(n).fill(c.dataset.task);
    }),
    taskState: q('.task-state', li)?.textContent ?? null,
    tricks: q('.tricks-won .count', li)?.textContent ?? null,
  }));
  return {
    action,
    phase,
    hub: !!tid('hub'),
    status: tid('status')?.textContent ?? null,
    myTurn: !!q('[data-testid="status"].my-turn'),
    roundLabel: q('.round-label')?.textContent ?? null,
    trumpTitle: q('[data-testid="trump-display"] h2')?.textContent ?? null,
    players,
    hand: qa('[data-testid="hand"] button.card').map((b) => ({
      card: b.dataset.card,
      enabled: !b.disabled,
      trump: b.classList.contains('trump'),
    })),
    trick: trickEl
      ? {
          complete: trickEl.classList.contains('complete'),
          slots: qa('[data-seat]', trickEl).map((s) => ({
            seat: Number(s.dataset.seat),
            card: q('[data-card]', s)?.dataset.card ?? null,
            trump: !!q('.card.trump', s),
            led: s.classList.contains('led'),
            winner: s.classList.contains('winner'),
          })),
        }
      : null,
    activeColumn: (() => {
      const a = q('[data-testid="grid"] .column.active');
      return a ? Number(a.dataset.testid.replace('column-', '')) : null;
    })(),
    gridEnabled: enabled('[data-testid="grid"] button.card').map((b) => ({
      card: b.dataset.card,
      column: Number(b.closest('[data-testid^="column-"]')?.dataset.testid.replace('column-', '')),
    })),
    gridCards: qa('[data-testid="grid"] button.card').map((b) => b.dataset.card),
    poolEnabled: chipCodes('[data-testid="chip-pool"] button.chip'),
    taskEnabled: chipCodes('[data-testid="task-choice"] button.chip'),
    discardEnabled: chipCodes('[data-testid="dealer-discard"] button.chip'),
    trumpCardsShown: qa('.card.trump').length,
    draftLog: q('.draft-log')?.innerText ?? null,
    notice: tid('save-notice')?.textContent ?? null,
    // Every pick of the card draft, from the draft log: [{ who: 'you' | name, card: 'R5' }].
    draftPicks: qa('.draft-log .log .pick').map((p) => {
      // The tag draws its suit; the card's code is on it (data-card-tag, "R5").
      const el = q('.card-tag', p);
      const tag = el?.textContent ?? '';
      return { who: p.textContent.slice(0, p.textContent.length - tag.length).trim(), card: el?.dataset.cardTag ?? '?' };
    }),
    // Visible text of the table (not the attributes): what a person can read.
    tableText: q('.table-screen')?.innerText ?? '',
  };
}

/** A snapshot of what the table shows now (see pageSnapshot). */
export async function readTable(page) {
  return page.evaluate(pageSnapshot, { force: true });
}

/** Waits until the person at the device has something to do; returns the snapshot. */
export async function waitForDecision(page, { changedSince, timeout = 60_000 } = {}) {
  const handle = await page.waitForFunction(pageSnapshot, { force: false, sig: changedSince }, {
    polling: 25,
    timeout,
  });
  return handle.jsonValue();
}

async function clickAndRecord(page, locator) {
  const sig = await page.evaluate(() => document.body.innerHTML);
  await locator.click();
  return sig;
}

/**
 * Does what the snapshot asks of the person at the device, choosing with `rand` among the
 * enabled options. Returns a description of the move, e.g. { action: 'play', choice: 'R5' }, and
 * `sig` (the page before the click, to wait for a change).
 */
export async function doDecision(page, state, rand) {
  const click = (loc) => clickAndRecord(page, loc);
  switch (state.action) {
    case 'pass-device':
      return { action: state.action, sig: await click(page.getByTestId('pass-device').locator('.pass-button')) };
    case 'next-round':
      return { action: state.action, sig: await click(page.getByTestId('next-round')) };
    case 'trump': {
      const suit = rand.pick(['R', 'G', 'Y', 'B', 'none']);
      const number = rand.pick(['1', '2', '3', '4', '5', '6', '7', '8', '9', 'none']);
      const form = page.getByTestId('trump-choice');
      await form.locator(`[data-trump-suit="${suit}"]`).click();
      await form.locator(`[data-trump-number="${number}"]`).click();
      await expect(form.locator(`[data-trump-suit="${suit}"]`)).toHaveAttribute('aria-pressed', 'true');
      await expect(form.locator(`[data-trump-number="${number}"]`)).toHaveAttribute('aria-pressed', 'true');
      return { action: state.action, choice: { suit, number }, sig: await click(page.getByTestId('trump-confirm')) };
    }
    case 'chip':
    case 'task':
    case 'discard': {
      const where = { chip: 'chip-pool', task: 'task-choice', discard: 'dealer-discard' }[state.action];
      const list = { chip: state.poolEnabled, task: state.taskEnabled, discard: state.discardEnabled }[state.action];
      const code = rand.pick(list);
      const sig = await click(page.getByTestId(where).locator(`button.chip[data-task="${code}"]`));
      return { action: state.action, choice: code, sig };
    }
    case 'draft': {
      const { card } = rand.pick(state.gridEnabled);
      const sig = await click(page.getByTestId('grid').locator(`button.card[data-card="${card}"]`));
      return { action: state.action, choice: card, sig };
    }
    case 'play': {
      const card = rand.pick(state.hand.filter((c) => c.enabled)).card;
      const sig = await click(page.getByTestId('hand').locator(`button.card[data-card="${card}"]`));
      return { action: state.action, choice: card, sig };
    }
    default:
      throw new Error(`nothing to do at the table: ${state.action}`);
  }
}

/**
 * Plays by clicking until `predicate(snapshot)` holds at a moment the person at the device must
 * act (or the game is over). `onState(snapshot)` is called at every decision point (for checks),
 * `onMove(move, snapshot)` after each click. Returns the snapshot that satisfied the predicate.
 * Reaching the game-over screen without the predicate holding is an error.
 */
export async function playUntil(page, predicate, { maxSteps = 2000, rand = seededRandom(1), onState, onMove, timeout } = {}) {
  let sig;
  for (let step = 0; step < maxSteps; step++) {
    const state = await waitForDecision(page, { changedSince: sig, timeout });
    if (onState) await onState(state);
    if (await predicate(state)) return state;
    if (state.action === 'game-over') throw new Error('playUntil: the game ended before the predicate held');
    const move = await doDecision(page, state, rand);
    sig = move.sig;
    if (onMove) await onMove(move, state);
  }
  throw new Error(`playUntil: predicate not reached in ${maxSteps} steps`);
}

// ─────────────── the rules, read from what the page shows (an independent oracle) ───────────────

const SUIT_BY_NAME = { red: 'R', green: 'G', yellow: 'Y', blue: 'B' };
const SUIT_ORDER = 'RGYB';

/**
 * The trump from the trump display's title once revealed ("Trump: ♥ red and 5s", "Trump: ♥ red,
 * no trump number", "Trump: 5s, no trump suit", "Trump: no trump at all"); null while secret.
 * Returns { suit: 'R'|…|null, number: 1..9|null }.
 */
export function parseTrump(title) {
  const t = (title ?? '').replace(/^Your secret trump: /, 'Trump: ').trim();
  let m;
  if ((m = /^Trump: \S+ (red|green|yellow|blue) and (\d)s$/.exec(t))) return { suit: SUIT_BY_NAME[m[1]], number: Number(m[2]) };
  if ((m = /^Trump: \S+ (red|green|yellow|blue), no trump number$/.exec(t))) return { suit: SUIT_BY_NAME[m[1]], number: null };
  if ((m = /^Trump: (\d)s, no trump suit$/.exec(t))) return { suit: null, number: Number(m[1]) };
  if (t === 'Trump: no trump at all') return { suit: null, number: null };
  return null;
}

export const cardSuit = (card) => card[0];
export const cardRank = (card) => Number(card.slice(1));
export const isTrump = (card, trump) => cardSuit(card) === trump.suit || cardRank(card) === trump.number;
/** The ruling: trumps form one group; a trump of the led printed suit does not follow a plain lead. */
export const follows = (led, card, trump) =>
  isTrump(led, trump) ? isTrump(card, trump) : !isTrump(card, trump) && cardSuit(card) === cardSuit(led);

/** The cards a hand may play to a trick led by `led` (null: leading, anything goes). */
export function playable(hand, led, trump) {
  if (!led) return [...hand];
  const f = hand.filter((c) => follows(led, c, trump));
  return f.length ? f : [...hand];
}

/** The winning index among `cards` (in order of play): the ruling's first rule that applies. */
export function trickWinner(cards, trump) {
  const sup = cards.findIndex((c) => cardSuit(c) === trump.suit && cardRank(c) === trump.number);
  if (sup >= 0) return sup;
  const num = cards.findIndex((c) => cardRank(c) === trump.number);
  if (num >= 0) return num;
  const best = (pred) => {
    let win = -1;
    cards.forEach((c, i) => {
      if (pred(c) && (win < 0 || cardRank(c) > cardRank(cards[win]))) win = i;
    });
    return win;
  };
  const ts = best((c) => cardSuit(c) === trump.suit);
  if (ts >= 0) return ts;
  return best((c) => !isTrump(c, trump) && cardSuit(c) === cardSuit(cards[0]));
}

/** Sorts cards by rank then suit order (for stable comparisons). */
export const sortCards = (cards) =>
  [...cards].sort((a, b) => cardRank(a) - cardRank(b) || SUIT_ORDER.indexOf(a[0]) - SUIT_ORDER.indexOf(b[0]));

/**
 * Checks a playing decision against the rules: the enabled hand cards are exactly the legal
 * ones (computed here from the led card in the trick area and the displayed trump), trump marks
 * on cards agree with the displayed trump, and a complete trick on the table has the right
 * `.winner`. Returns { trump, led, legal }.
 */
export function checkPlayDecision(state) {
  const trump = parseTrump(state.trumpTitle);
  expect(trump, `trump is revealed during play (title: ${state.trumpTitle})`).not.toBeNull();
  for (const h of state.hand) expect(h.trump, `trump mark on ${h.card}`).toBe(isTrump(h.card, trump));
  const trick = state.trick;
  expect(trick, 'trick area is shown').not.toBeNull();
  const players = state.players.length;
  if (trick.complete) {
    checkCompleteTrick(trick, trump, players);
  }
  const open = trick.complete ? [] : trick.slots;
  const ledSlot = open.find((s) => s.led);
  if (open.length) expect(ledSlot, 'an open trick marks its led card').toBeTruthy();
  const led = ledSlot?.card ?? null;
  const hand = state.hand.map((h) => h.card);
  const legal = playable(hand, led, trump);
  const enabled = state.hand.filter((h) => h.enabled).map((h) => h.card);
  expect(sortCards(enabled), `enabled cards (led ${led}, trump ${JSON.stringify(trump)})`).toEqual(sortCards(legal));
  if (led && legal.length < hand.length) {
    for (const c of enabled) expect(follows(led, c, trump), `${c} follows ${led}`).toBe(true);
  }
  return { trump, led, legal };
}

/** A complete trick: one card per seat, one led card, exactly one `.winner`, the right one. */
export function checkCompleteTrick(trick, trump, players) {
  expect(trick.slots.length, 'a complete trick has a card per seat').toBe(players);
  const leader = trick.slots.find((s) => s.led);
  expect(leader, 'complete trick marks its leader').toBeTruthy();
  const order = [];
  for (let k = 0; k < players; k++) {
    const seat = (leader.seat + k) % players;
    const slot = trick.slots.find((s) => s.seat === seat);
    expect(slot?.card, `seat ${seat} has a card in the trick`).toBeTruthy();
    order.push(slot);
  }
  const winners = trick.slots.filter((s) => s.winner);
  expect(winners.length, 'exactly one .winner').toBe(1);
  const expected = order[trickWinner(order.map((s) => s.card), trump)];
  expect(winners[0].seat, `winner of ${order.map((s) => s.card).join(' ')} with ${JSON.stringify(trump)}`).toBe(expected.seat);
  return winners[0].seat;
}

/** Reads the round summary table: [{ name, task, result, tricks, chips }]. */
export async function readSummary(page) {
  const modal = page.getByTestId('round-summary');
  await expect(modal).toBeVisible();
  return modal.locator('tbody tr').evaluateAll((rows) =>
    rows.map((tr) => ({
      name: tr.querySelector('th')?.textContent ?? '',
      task: tr.querySelector('[data-label="Task"]')?.textContent ?? '',
      result: tr.querySelector('[data-label="Result"]')?.textContent ?? '',
      tricks: Number(tr.querySelector('[data-label="Tricks"]')?.textContent ?? NaN),
      chips: [...tr.querySelectorAll('[data-label="Chips now"] [data-task]')].map((c) => c.dataset.task),
    })),
  );
}

/** With bots in every seat: dismisses each round summary until the game-over screen shows. */
export async function botsPlayToTheEnd(page) {
  const over = page.getByTestId('game-over');
  const next = page.getByTestId('next-round');
  // Bounded by the test's own time limit (a slow machine may need many polls).
  for (let i = 0; i < 20_000 && !(await over.isVisible()); i++) {
    if (await next.isVisible()) await next.click();
    else await page.waitForTimeout(50);
  }
  await expect(over).toBeVisible();
}

/** axe-core's browser build (npm `axe-core`), run inside the page. */
const AXE = path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js');

/**
 * The serious and critical accessibility problems axe-core finds in the page as it is now,
 * one line each (rule, impact, help, the first elements concerned).
 */
export async function accessibilityProblems(page) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 4).map((n) => n.target.join(' ')).join(' | ')}`);
  });
}

const LESSONS = path.join(ROOT, 'crates', 'rules', 'lessons');
/** Every game with a lesson (its id), from the lessons' files. */
export const LESSON_GAMES = readdirSync(LESSONS)
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -'.json'.length))
  .sort();
/** Game `id`'s lesson, as its file holds it. */
export const lessonFile = (id) => JSON.parse(readFileSync(path.join(LESSONS, `${id}.json`), 'utf8'));

// Today's deal (issue 50; docs/daily.md): two browsers whose clocks show different local times
// on the same UTC day are dealt the same deal of every game, and the next day another; today's
// Top Trumps is played to its end from the hub and its result, with its code, is kept (the
// first game counts: practice after it changes nothing), also after a reload, with par (the
// day's Expert in the person's seat, worked out in the bot worker) beside it and copied with it;
// a friend's result opened from the link shared with it replays true and joins the friend's
// board, and codes changed in one way or another are refused in words.
import { test, expect, openApp, freshPage, DESKTOP, FULL, LONG_PLAY } from './helpers.mjs';
import { DRIVERS } from './every-game.mjs';
import { playToEnd } from './top-trumps-play.mjs';
import { parse, sign, claimedScore, withScore, withDay, withFirstDecisionChanged } from './daily-code.mjs';

const NOON_UTC = Date.parse('2026-11-30T12:00:00Z');
const DAY = 86_400_000;

/** Each game's deal of the day as the hub's rows give them: { game: seed }. */
async function dealsOn(page) {
  const rows = page.locator('[data-testid="daily"] .daily-game');
  await expect(rows).toHaveCount(5, { timeout: 60_000 });
  return page.evaluate(() => Object.fromEntries(
    [...document.querySelectorAll('[data-testid="daily"] .daily-game')].map((li) => [li.dataset.game, li.dataset.seed]),
  ));
}

/** A fresh browser whose clock is fixed at `ms` and whose time zone is `timezoneId`. */
async function at(browser, ms, timezoneId, url = '/?pace=instant') {
  const page = await freshPage(browser, { timezoneId, viewport: DESKTOP });
  await page.clock.setFixedTime(ms);
  await openApp(page, url);
  return page;
}

/** Plays today's Top Trumps from the hub to its end and goes back to the hub. */
async function playTodaysTopTrumps(page) {
  await dealsOn(page);
  await page.getByTestId('daily-play-top-trumps').click();
  await expect(page.locator('.table-screen .game-name')).toHaveText('Top Trumps');
  const end = await playToEnd(page);
  expect(end.action).toBe('game-over');
  await page.getByTestId('back-to-hub').click();
}

test('two clocks on the same UTC day get the same deals, and the next day others', async ({ browser }) => {
  // 13:00 in Auckland on 1 December and 04:00 in Los Angeles on 30 November: both are
  // 2026-11-30 in UTC (at noon).
  const auckland = await at(browser, NOON_UTC, 'Pacific/Auckland');
  const angeles = await at(browser, NOON_UTC, 'America/Los_Angeles');
  const a = await dealsOn(auckland);
  const b = await dealsOn(angeles);
  expect(Object.keys(a)).toHaveLength(5);
  expect(b).toEqual(a);
  await expect(auckland.getByTestId('daily')).toContainText('2026-11-30');
  // The next UTC day: every game has another deal.
  const tomorrow = await at(browser, NOON_UTC + DAY, 'Europe/Berlin');
  const c = await dealsOn(tomorrow);
  for (const game of Object.keys(a)) expect(c[game]).not.toEqual(a[game]);
  await Promise.all([auckland, angeles, tomorrow].map((p) => p.context().close()));
});

test("today's Top Trumps is played once for the score, kept with its code, then practised", async ({ browser }) => {
  const page = await at(browser, NOON_UTC, 'UTC');
  await dealsOn(page);
  await page.getByTestId('daily-play-top-trumps').click();
  await expect(page.locator('.table-screen .game-name')).toHaveText('Top Trumps');
  const end = await playToEnd(page);
  expect(end.action).toBe('game-over');
  await expect(page.getByTestId('daily-over')).toHaveText(/^Today's deal: this is your result of the day/);
  // Back on the hub, the result and its code stand where Play was.
  await page.getByTestId('back-to-hub').click();
  const result = page.getByTestId('daily-result-top-trumps');
  await expect(result).toBeVisible();
  // (Top Trumps counts the cards held.)
  await expect(result).toHaveText(/^You (won with|scored) \d+ cards?$/);
  const code = await result.getAttribute('data-code');
  expect(code).toMatch(/^TT2-0M9K-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z-]+-[0-9A-Z]{4}$/);
  await expect(page.getByTestId('daily-play-top-trumps')).toHaveCount(0);
  // Par: the day's Expert plays the person's seat, in the bot worker, and stands beside it.
  const par = page.getByTestId('daily-par-top-trumps');
  await expect(par).toHaveText(/^Par \(Expert in your seat\): \d+ cards?( and a win)?$/, { timeout: 60_000 });
  const vsPar = page.getByTestId('daily-vs-par-top-trumps');
  await expect(vsPar).toHaveText(/^(\d+ (above|below) par|Level with par)$/);
  // Without a share sheet (Chromium on Linux has none) the result is copied: the game and
  // day, its picture, the result, par and how it stands to par, and a link holding the code.
  await expect(page.getByTestId('daily-share-top-trumps')).toHaveText('Copy result');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByTestId('daily-share-top-trumps').click();
  await expect(page.getByTestId('daily-share-top-trumps')).toHaveText('Copied ✓');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const lines = copied.split('\n');
  expect(lines[0]).toBe("Trumps, today's Top Trumps (2026-11-30)");
  const resultAt = lines.indexOf(await result.textContent());
  // The picture: a square a hand, and a cup for a win; nothing of the cards.
  const picture = lines.slice(1, resultAt);
  expect(picture.length).toBeGreaterThan(0);
  for (const line of picture) expect(line).toMatch(/^[🟩🟨🟥]{1,10}( 🏆)?$|^🏆$/u);
  expect(lines.slice(resultAt + 1, resultAt + 3)).toEqual([await par.textContent(), await vsPar.textContent()]);
  expect(lines.at(-1)).toMatch(new RegExp(`\\?daily=${code}$`));
  expect(lines).toHaveLength(resultAt + 4);
  // Kept after a reload.
  await page.reload();
  await expect(page.getByTestId('daily-result-top-trumps')).toHaveAttribute('data-code', code, { timeout: 60_000 });
  await expect(page.getByTestId('daily-par-top-trumps')).toBeVisible();
  // Practice: the same deal again, played otherwise (the last attribute each turn); the day's
  // result stays the first game's.
  await page.getByTestId('daily-practise-top-trumps').click();
  await expect(page.locator('.table-screen .game-name')).toHaveText('Top Trumps');
  await playToEnd(page, { pick: (s) => s.attributes.filter((x) => x.enabled).at(-1) });
  await expect(page.getByTestId('daily-over')).toHaveText(/^Practice: /);
  await page.getByTestId('back-to-hub').click();
  await expect(page.getByTestId('daily-result-top-trumps')).toHaveAttribute('data-code', code);
  await page.context().close();
});

test("a friend's shared result joins the board; one changed in any way is refused in words", async ({ browser }) => {
  // The player's device has a share sheet: what it is handed is the shared text.
  const player = await freshPage(browser, { viewport: DESKTOP });
  await player.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data) => { globalThis.sharedText = data.text; },
    });
  });
  await player.clock.setFixedTime(NOON_UTC);
  await openApp(player, '/?pace=instant');
  await playTodaysTopTrumps(player);
  const code = await player.getByTestId('daily-result-top-trumps').getAttribute('data-code');
  await expect(player.getByTestId('daily-share-top-trumps')).toHaveText('Share result');
  await player.getByTestId('daily-share-top-trumps').click();
  await player.waitForFunction(() => typeof globalThis.sharedText === 'string');
  const shared = await player.evaluate(() => globalThis.sharedText);
  const link = shared.split('\n').at(-1);
  expect(link).toMatch(new RegExp(`^http://[^?]+\\?daily=${code}$`));
  const score = claimedScore(parse(code));

  // The friend opens the link, with a name added as a named player's link has it.
  const url = new URL(link);
  const friend = await at(browser, NOON_UTC, 'Asia/Jakarta', `${url.pathname}${url.search}&from=Ana&pace=instant`);
  await expect(friend.getByTestId('daily-friend-added')).toHaveText("Ana's Top Trumps result replays true: it is on today's board.", { timeout: 60_000 });
  const board = friend.getByTestId('daily-board-top-trumps');
  await expect(board.getByTestId('daily-board-line')).toHaveCount(1);
  await expect(board.getByTestId('daily-board-line')).toHaveAttribute('data-name', 'Ana');
  await expect(board.getByTestId('daily-board-line')).toHaveAttribute('data-score', String(score));
  // The link's query is gone once read: a reload keeps the board and checks nothing again.
  await expect(friend).not.toHaveURL(/daily=/);
  await friend.reload();
  await expect(board.getByTestId('daily-board-line')).toHaveAttribute('data-name', 'Ana', { timeout: 60_000 });
  await expect(friend.getByTestId('daily-friend-checking')).toHaveCount(0);
  await expect(friend.getByTestId('daily-friend-added')).toHaveCount(0);

  /** Pastes `text` as a friend's result and waits for its refusal. */
  const refused = async (text, why) => {
    await friend.getByTestId('daily-friend-input').fill(text);
    await friend.getByTestId('daily-friend-check').click();
    await expect(friend.getByTestId('daily-friend-refused')).toHaveText(why, { timeout: 60_000 });
  };
  const p = parse(code);
  // One character changed, not signed again: the check digits find it.
  const typo = code.slice(0, -1) + (code.endsWith('0') ? '1' : '0');
  await refused(typo, 'Not added to the board: this result has been changed or mistyped: its check does not fit.');
  // The result edited and signed again: played again, it ends otherwise.
  await refused(sign(withScore(p, 1)), new RegExp(`^Not added to the board: it claims ${score + 1} cards? .*, but its decisions play to ${score} cards?`));
  // One decision changed and signed again: played again, it is another game (even where
  // that game ends with the same score).
  await refused(sign(withFirstDecisionChanged(p)), new RegExp(`^Not added to the board: (it claims ${score} cards? .*, but its decisions play to (?!${score} )\\d+ cards?|its decisions play another game than the one it was made from|its decisions cannot be played again|it holds more decisions)`));
  // Yesterday's result (signed as yesterday's): not today's.
  await refused(sign(withDay(p, -1)), 'Not added to the board: this result is for 2026-11-29, not for today (2026-11-30).');
  // Still the one result on the board.
  await expect(board.getByTestId('daily-board-line')).toHaveCount(1);
  await Promise.all([player, friend].map((q) => q.context().close()));
});

test("every game's deal of the day is played to its end, and its result checks on a friend's board", async ({ browser }) => {
  test.skip(!FULL, LONG_PLAY);
  test.setTimeout(30 * 60_000);
  const player = await at(browser, NOON_UTC, 'UTC');
  const games = Object.keys(await dealsOn(player));
  const codes = {};
  for (const id of games) {
    await player.getByTestId(`daily-play-${id}`).click();
    await expect(player.getByTestId('table-hub')).toBeVisible();
    await DRIVERS[id].play(player, async () => {}, true);
    await expect(player.getByTestId('game-over')).toBeVisible({ timeout: 120_000 });
    await player.getByTestId('back-to-hub').click();
    codes[id] = await player.getByTestId(`daily-result-${id}`).getAttribute('data-code');
    expect(codes[id], id).toMatch(/^[A-Z]+2-0M9K-/);
  }
  const friend = await at(browser, NOON_UTC, 'UTC');
  await dealsOn(friend);
  for (const id of games) {
    await friend.getByTestId('daily-friend-input').fill(codes[id]);
    await friend.getByTestId('daily-friend-check').click();
    await expect(friend.getByTestId(`daily-board-${id}`).getByTestId('daily-board-line'), id).toHaveCount(1, { timeout: 300_000 });
  }
  await Promise.all([player, friend].map((q) => q.context().close()));
});

test("in a browser without Web Workers, Today's deal says in words why it cannot deal, and why a friend's result cannot be checked", async ({ page, consoleErrors }) => {
  await page.addInitScript(() => { delete globalThis.Worker; });
  await page.clock.setFixedTime(NOON_UTC);
  // A friend's link (a true result of that day: it would check where bots can play).
  await openApp(page, '/?pace=instant&daily=TT2-0M9K-4000-JFY9-6-W2P0');
  await expect(page.getByTestId('daily-failed')).toHaveText(/^Today's deals could not be worked out: this browser cannot run the computer players/);
  await expect(page.locator('[data-testid="daily"] .daily-game')).toHaveCount(0);
  await expect(page.getByTestId('daily-friend-refused')).toHaveText(/^Not added to the board: this browser cannot run the computer players/);
  // (The refusal comes from a timer after the check is asked: a page that asked again and
  // again without yielding, as an earlier version did, never shows it.)
  expect(consoleErrors).toEqual([]);
});

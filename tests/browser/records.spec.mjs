// Game records in the app:
//   - a finished game is downloaded from the game-over screen, lands in the history, and the file
//     opens in a fresh browser profile, where it is stepped through (forward, back, slider, to the
//     end), seen as an observer (secrets revealed: the game is over) and as a seat (secrets kept),
//     survives a reload, and can be played on from a middle step;
//   - a shared-deal link opened in a fresh profile asks once, then deals the same grid;
//   - a broken record or code is refused with a clear message and nothing is lost.
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  test,
  expect,
  setUpSeats,
  startGame,
  openApp,
  playUntil,
  readTable,
  waitForDecision,
  seededRandom,
  oneHumanThreeBots,
  collectConsoleErrors,
  screenshotBoth,
  botsPlayToTheEnd,
  playOnFrom,
  whatTrumpGame,
} from './helpers.mjs';

const GAME_KEY = 'trumps.v1.game.what-trump';

/** The 36 cards of the grid in column order, as the page shows them. */
const gridCards = (page) =>
  page.evaluate(() => [...document.querySelectorAll('[data-testid="grid"] [data-card]')].map((c) => c.dataset.card));

const stepText = (page) => page.getByTestId('replay-step');

test('a finished game is exported, imported into a fresh profile and stepped through', async ({ page, browser, consoleErrors }) => {
  // A finished game, quickly: a fixture record of a whole 4-player game is opened, played on
  // by bots alone from a few plays before its end, and finished here. (A whole What Trump? game
  // in the browser is what-trump-full-game.spec.mjs's, under scripts/test.sh --full.)
  const fixture = whatTrumpGame();
  const end = fixture.decisions.length - 5;
  await playOnFrom(page, { step: end, kinds: fixture.seats.map(() => 'beginner') });
  await botsPlayToTheEnd(page);
  const headline = await page.getByTestId('game-over').locator('h2').first().textContent();

  // Download the record from the game-over screen.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('over-download').click()]);
  expect(download.suggestedFilename()).toMatch(/^what-trump-\d{4}-\d{2}-\d{2}-4WT-[0-9A-Z-]+\.json$/);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'trumps-record-'));
  const file = path.join(dir, download.suggestedFilename());
  await download.saveAs(file);
  const record = JSON.parse(readFileSync(file, 'utf8'));
  expect(record.format).toBe('trumps-record');
  expect(record.seed).toBe(fixture.seed);
  const seatNames = fixture.seats.map((s) => s.name);
  expect(record.seats.map((s) => s.name)).toEqual(seatNames);
  expect(record.seats.every((s) => s.kind === 'bot')).toBe(true);
  // The fixture's decisions up to where it was played on, then the bots' to the end.
  const n = record.decisions.length;
  expect(record.decisions.slice(0, end)).toEqual(fixture.decisions.slice(0, end));
  expect(n).toBeGreaterThan(end);

  // The finished game is in the history.
  await page.getByTestId('back-to-hub').click();
  await expect(page.getByTestId('history-item')).toHaveCount(1);
  // Bots alone played it: it is in the history but not in the players' statistics.
  await expect(page.getByTestId('stats')).toContainText('No statistics yet.');
  await expect(page.getByTestId('stats')).toContainText('games played by bots alone are not counted');
  const winners = seatNames.filter((name) => headline.includes(name));
  expect(winners.length).toBeGreaterThan(0);
  for (const w of winners) await expect(page.getByTestId('history-item')).toContainText(w);

  // A fresh profile: nothing stored; open the file.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const p2 = await context.newPage();
  const errors2 = collectConsoleErrors(p2);
  await openApp(p2, '/');
  await expect(p2.getByTestId('history-item')).toHaveCount(0);
  await p2.getByTestId('import-file').setInputFiles(file);
  await expect(p2.getByTestId('replay')).toBeVisible();
  await expect(p2.getByTestId('replay-title')).toHaveText(download.suggestedFilename());
  await expect(stepText(p2)).toHaveText(`Step 0 of ${n}`);
  await expect(p2.getByTestId('replay-back')).toBeDisabled();

  // Forward through the first decisions: each caption names the seat that acted.
  const names = record.seats.map((s) => s.name);
  for (let k = 1; k <= 6; k++) {
    await p2.getByTestId('replay-forward').click();
    await expect(stepText(p2)).toHaveText(`Step ${k} of ${n}`);
    const d = record.decisions[k - 1];
    await expect(p2.getByTestId('replay-caption')).toContainText(`${names[d.seat]} took the chip`);
  }
  await p2.keyboard.press('ArrowLeft');
  await expect(stepText(p2)).toHaveText(`Step 5 of ${n}`);
  await p2.getByTestId('replay-back').click();
  await expect(stepText(p2)).toHaveText(`Step 4 of ${n}`);
  // The status line says who acts next (not that they are acting now).
  await expect(p2.getByTestId('status')).toContainText('Next: ');
  // Autoplay at the fast pace moves on by itself until it is paused.
  await p2.getByTestId('replay-pace').selectOption('300');
  await p2.getByTestId('replay-autoplay').click();
  await expect(stepText(p2)).not.toHaveText(`Step 4 of ${n}`);
  await p2.getByTestId('replay-autoplay').click();
  await expect(p2.getByTestId('replay-autoplay')).toHaveText('▶ Autoplay');
  const paused = await stepText(p2).textContent();
  await p2.waitForTimeout(700);
  await expect(stepText(p2)).toHaveText(paused);

  // Dragging the slider moves through the game (the slider is not rebuilt under the pointer).
  const slider = await p2.getByTestId('replay-slider').elementHandle();
  const box = await slider.boundingBox();
  await p2.mouse.move(box.x + 4, box.y + box.height / 2);
  await p2.mouse.down();
  for (let f = 1; f <= 10; f++) await p2.mouse.move(box.x + (box.width * f) / 20, box.y + box.height / 2);
  await p2.mouse.up();
  expect(await slider.evaluate((e) => e.isConnected)).toBe(true);
  const dragged = Number((await stepText(p2).textContent()).split(' ')[1]);
  expect(dragged).toBeGreaterThan(n / 4);
  expect(dragged).toBeLessThan((3 * n) / 4);

  // To the end: the result is the one the first profile saw.
  await p2.getByTestId('replay-end').click();
  await expect(stepText(p2)).toHaveText(`Step ${n} of ${n}`);
  await expect(p2.getByTestId('replay-caption')).toContainText('The game is over');
  for (const w of winners) await expect(p2.getByTestId('status')).toContainText(w);
  await expect(p2.getByTestId('replay-summary')).toBeVisible();
  await expect(p2.getByTestId('replay-forward')).toBeDisabled();
  await expect(p2.getByTestId('replay-play-on')).toBeDisabled();

  // Round 1's draft, seen by an observer of the finished game: the secret trump is shown.
  const setTrump = record.decisions.findIndex((d) => d.action.type === 'set-trump');
  const dealer = record.decisions[setTrump].seat;
  const k = setTrump + 3;
  await p2.getByTestId('replay-slider').fill(String(k));
  await expect(stepText(p2)).toHaveText(`Step ${k} of ${n}`);
  const secretTitle = p2.getByTestId('trump-display').locator('h2');
  await expect(secretTitle).toContainText('Secret trump: ');
  const trumpWords = (await secretTitle.textContent()).replace('Secret trump: ', '').trim();
  await expect(p2.locator('.draft-log')).toContainText('Every pick was made in the open, so every hand is known.');
  await screenshotBoth(p2, 'replay-observer-draft');

  // The same step as a seat that is not the dealer: the trump is secret and not on the page.
  const other = (dealer + 1) % 4;
  await p2.getByTestId('replay-viewpoint').selectOption(`seat-${other}`);
  await expect(secretTitle).toHaveText('Trump: secret');
  expect(await p2.locator('body').innerText()).not.toContain(trumpWords);
  await expect(p2.locator('.hand-title')).toContainText(names[other] === 'You' ? 'Your hand' : `${names[other]}'s hand`);
  // The dealer's own seat sees it.
  await p2.getByTestId('replay-viewpoint').selectOption(`seat-${dealer}`);
  await expect(secretTitle).toContainText(trumpWords);
  await p2.getByTestId('replay-viewpoint').selectOption(`seat-${other}`);

  // The round list starts with the chip draft, which jumps back to the first step.
  await expect(p2.getByTestId('replay-round')).toHaveValue(String(record.decisions.findIndex((d) => d.action.type !== 'pick-chip')));
  await p2.getByTestId('replay-round').selectOption({ label: 'Chip draft' });
  await expect(stepText(p2)).toHaveText(`Step 0 of ${n}`);
  await p2.getByTestId('replay-slider').fill(String(k));
  await expect(stepText(p2)).toHaveText(`Step ${k} of ${n}`);

  // A reload comes back to the same step and viewpoint.
  await p2.reload();
  await expect(stepText(p2)).toHaveText(`Step ${k} of ${n}`);
  await expect(p2.getByTestId('replay-viewpoint')).toHaveValue(`seat-${other}`);

  // Play on from the middle of the first round's tricks, as the seat that acts next (so no bot
  // moves before the table is read).
  const firstPlay = record.decisions.findIndex((d) => d.action.type === 'play');
  const cut = firstPlay + 2;
  const next = record.decisions[cut].seat;
  await p2.getByTestId('replay-slider').fill(String(cut));
  await expect(stepText(p2)).toHaveText(`Step ${cut} of ${n}`);
  await p2.getByTestId('replay-play-on').click();
  await expect(p2.getByTestId('play-on')).toBeVisible();
  await p2.getByTestId(`play-on-seat-${next}`).selectOption('human');
  await screenshotBoth(p2, 'replay-play-on');
  await p2.getByTestId('play-on-start').click();
  await expect(p2.getByTestId('replay')).toHaveCount(0);
  await expect(p2.locator('.round-label')).toHaveText('Round 1');
  const played = record.decisions.slice(firstPlay, cut).map((d) => ({ seat: d.seat, card: d.action.card }));
  const state = await waitForDecision(p2, { timeout: 60_000 });
  expect(state.action).toBe('play');
  const table = await readTable(p2);
  const onTable = table.trick.slots.filter((s) => s.card).map((s) => ({ seat: s.seat, card: s.card }));
  expect(onTable.sort((a, b) => a.seat - b.seat)).toEqual(played.sort((a, b) => a.seat - b.seat));

  expect(errors2).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test('a shared-deal link starts the same deal on another device after one confirmation', async ({ page, browser, consoleErrors }) => {
  test.setTimeout(4 * 60_000);
  await setUpSeats(page, oneHumanThreeBots('Tester', 'beginner'), '/?pace=instant');
  await startGame(page);
  const inDraft = (s) => s.phase === 'choosetrump' || s.phase === 'draft';
  const a = await playUntil(page, inDraft, { rand: seededRandom(5) });
  const gridA = await gridCards(page);
  expect(gridA).toHaveLength(36);
  const dealerA = a.players.find((p) => p.dealer).seat;

  await page.getByTestId('game-menu').click();
  await page.getByTestId('menu-share').click();
  const code = await page.getByTestId('share-code').inputValue();
  const link = await page.getByTestId('share-link').inputValue();
  // Players, game, the app's 40-bit seed in 8 digits, two check characters.
  expect(code).toMatch(/^4WT-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{2}$/);
  expect(link).toMatch(new RegExp(`\\?deal=${code}$`));
  await screenshotBoth(page, 'share-dialog');

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const p2 = await context.newPage();
  const errors2 = collectConsoleErrors(p2);
  // The link as some apps pass it on, with the dashes escaped.
  await openApp(p2, link.replace(/-/g, '%2D'));
  const offer = p2.getByTestId('deal-offer');
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('What Trump? · 4 players · deal');
  await expect(offer).toContainText(code.slice(4));
  await screenshotBoth(p2, 'deal-offer');
  await p2.getByTestId('deal-offer-start').click();
  await expect(offer).toHaveCount(0);
  expect(p2.url()).not.toContain('deal=');
  const b = await playUntil(p2, inDraft, { rand: seededRandom(99) });
  expect(await gridCards(p2)).toEqual(gridA);
  expect(b.players.find((p) => p.dealer).seat).toBe(dealerA);
  // The link was used once: a reload goes on with the game and does not ask again.
  await p2.reload();
  await expect(p2.locator('.table-screen')).toBeVisible();
  await expect(p2.getByTestId('deal-offer')).toHaveCount(0);
  expect(await gridCards(p2)).toEqual(gridA);

  // The code typed on the hub asks the same question; a wrong code says what is wrong.
  await p2.getByText('← Hub').click();
  await p2.getByTestId('deal-code-input').fill('wt4 zzzz u');
  await p2.getByTestId('deal-code-go').click();
  await expect(p2.getByTestId('deal-code-error')).toContainText("'U' cannot appear in a deal code");
  // One character mistyped: refused as a typo before anything is dealt.
  const typo = code.replace(/-(.)/, (m, c) => `-${c === '7' ? '8' : '7'}`);
  expect(typo).not.toBe(code);
  await p2.getByTestId('deal-code-input').fill(typo);
  await p2.getByTestId('deal-code-go').click();
  await expect(p2.getByTestId('deal-code-error')).toContainText('this code has a typo');
  await expect(p2.getByTestId('deal-offer')).toHaveCount(0);
  await p2.getByTestId('deal-code-input').fill(code.toLowerCase());
  await p2.getByTestId('deal-code-go').click();
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('Starting it ends your What Trump? game with');
  await p2.getByTestId('deal-offer-cancel').click();
  await expect(p2.getByTestId('continue-what-trump')).toBeVisible();

  // A link with a broken code: a notice, and nothing starts.
  const p3 = await context.newPage();
  await openApp(p3, '/?deal=WT9-1234');
  await expect(p3.getByTestId('save-notice')).toContainText('could not be read: "9" is not a number of players');
  await expect(p3.getByTestId('deal-offer')).toHaveCount(0);

  expect(errors2).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test('a broken record is refused with a clear message and loses nothing', async ({ page, consoleErrors }) => {
  test.setTimeout(3 * 60_000);
  await setUpSeats(page, oneHumanThreeBots('Tester', 'beginner'), '/?pace=instant&seed=8');
  await startGame(page);
  await playUntil(page, (s) => s.action === 'draft', { rand: seededRandom(3) });
  // The record so far, from the Game menu.
  await page.getByTestId('game-menu').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('menu-download').click()]);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'trumps-bad-'));
  const good = JSON.parse(readFileSync(await download.path(), 'utf8'));
  await page.getByText('← Hub').click();
  const before = await page.evaluate((k) => localStorage.getItem(k), GAME_KEY);

  // Pasted text that is not JSON.
  await page.locator('.paste summary').click();
  await page.getByTestId('import-text').fill('{"format": "trumps-record", "version": 1,');
  await page.getByTestId('import-open').click();
  await expect(page.getByTestId('import-error')).toContainText('not a game record this app can open');
  // A file whose fourth decision is made by the wrong seat.
  const bad = structuredClone(good);
  bad.decisions[3].seat = (bad.decisions[3].seat + 1) % 4;
  const badFile = path.join(dir, 'bad.json');
  writeFileSync(badFile, JSON.stringify(bad));
  await page.getByTestId('import-file').setInputFiles(badFile);
  await expect(page.getByTestId('import-error')).toContainText('bad.json is not a game record this app can open');
  await expect(page.getByTestId('import-error')).toContainText('decision 3');
  // Nothing was lost: the game in progress is still there, unchanged, and continues.
  await expect(page.getByTestId('hub')).toBeVisible();
  expect(await page.evaluate((k) => localStorage.getItem(k), GAME_KEY)).toBe(before);
  await page.getByTestId('continue-what-trump').click();
  const s = await waitForDecision(page);
  expect(s.action).toBe('draft');

  // Watching one's own game in progress: only one's own seat or the public view can be chosen.
  await page.getByTestId('game-menu').click();
  await page.getByTestId('menu-watch').click();
  await expect(page.getByTestId('replay')).toBeVisible();
  const options = await page.getByTestId('replay-viewpoint').locator('option').allTextContents();
  expect(options).toEqual(['Observer (public cards only)', "Tester's seat"]);
  await expect(page.getByTestId('replay-viewpoint')).toHaveValue('seat-0');
  await expect(page.getByTestId('replay-step')).toHaveText(`Step 0 of ${good.decisions.length}`);
  // Leaving the viewer while autoplay runs: no error, and the record is closed (a reload
  // shows the table, not the viewer).
  await page.getByTestId('replay-pace').selectOption('300');
  await page.getByTestId('replay-autoplay').click();
  await expect(page.getByTestId('replay-step')).not.toHaveText(`Step 0 of ${good.decisions.length}`);
  await page.getByText('← Hub').click();
  await expect(page.getByTestId('hub')).toBeVisible();
  await page.waitForTimeout(700);
  expect(await page.evaluate(() => localStorage.getItem('trumps.v1.replay'))).toBeNull();
  await page.reload();
  await expect(page.getByTestId('hub')).toBeVisible();
  await expect(page.getByTestId('replay')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

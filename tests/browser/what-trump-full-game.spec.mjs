// What Trump?: whole games by clicking, to the game-over screen.
//   - 1 person + 3 Beginner bots (4 players), pace instant (under scripts/test.sh --full): every play decision is checked
//     against the rules, every summary is dismissed, and the game-over screen names the
//     winner(s), each with no chips left. The privacy scan (privacy.mjs) watches the whole game:
//     no bot's secret (its task, the trump it set as dealer) is ever in the page.
//   - 2 people (pass-and-play) + 1 bot (3 players): the pass-the-device cover hides the table
//     between people; each person sees only their own task; a whole round of 12 tricks.
import { test, expect, setUpSeats, startGame, playUntil, readSummary, seededRandom, screenshotBoth, oneHumanThreeBots, checkPlayDecision, seatsOf, FULL, LONG_PLAY } from './helpers.mjs';
import { watchPrivacy, expectPrivate } from './privacy.mjs';

const SECRET_TASK_STATES = ['Task chosen (secret)', 'Choosing a task…', 'Dealer: no task, claims failed ones'];

async function readGameOver(page) {
  const over = page.getByTestId('game-over');
  await expect(over).toBeVisible();
  return {
    headline: await over.locator('h2').first().textContent(),
    finals: await over.locator('.finals li').evaluateAll((lis) =>
      lis.map((li) => ({
        who: li.querySelector('.who')?.textContent ?? '',
        winner: li.classList.contains('winner'),
        chips: li.querySelectorAll('[data-task]').length,
        text: li.textContent,
      })),
    ),
    rounds: await over.locator('.rounds-table tbody tr').count(),
  };
}

test('a whole 4-player game to the game-over screen (1 person, 3 Beginner bots)', async ({ page, consoleErrors }) => {
  // Every day: the rules of each play are proved natively over thousands of games
  // (crates/rules/tests/what_trump_properties.rs), a round by clicking in
  // what-trump-round.spec.mjs, the privacy of a round in privacy.spec.mjs.
  test.skip(!FULL, LONG_PLAY);
  // The bots draw fresh seeds each game, so its length varies: 8 minutes once with both cores
  // busy. The limit only stops a game that never ends.
  test.setTimeout(16 * 60_000);
  await watchPrivacy(page);
  await setUpSeats(page, oneHumanThreeBots('Tester', 'beginner'), '/?pace=instant&seed=2024');
  await startGame(page);
  const rand = seededRandom(31337);
  let summaries = 0;
  let plays = 0;
  let winnerShot = false;
  const last = await playUntil(page, (s) => s.action === 'game-over', {
    rand,
    maxSteps: 5000,
    onState: async (s) => {
      await expectPrivate(page);
      if (s.action === 'play') {
        plays += 1;
        checkPlayDecision(s);
        if (s.trick.complete && !winnerShot) {
          // I won the last trick and lead now: the trick stays on the table with its winner.
          winnerShot = true;
          await screenshotBoth(page, 'trick-winner-full-game');
        }
      }
      if (s.action === 'next-round') {
        summaries += 1;
        const rows = await readSummary(page);
        expect(rows).toHaveLength(4);
        expect(rows.filter((r) => r.task === 'Dealer')).toHaveLength(1);
        for (const r of rows) if (r.task !== 'Dealer') expect(r.result).toMatch(/^(✓ met|✗ failed)/);
        expect(rows.reduce((n, r) => n + r.tricks, 0)).toBe(9);
      }
    },
  });
  expect(last.action).toBe('game-over');
  expect(summaries).toBeGreaterThanOrEqual(2);
  expect(plays).toBeGreaterThan(9);
  // The bots' secrets were there to find, at every change of the page, and never were found.
  const privacy = await expectPrivate(page);
  expect(privacy.checks).toBeGreaterThan(plays);

  const over = await readGameOver(page);
  const winners = over.finals.filter((f) => f.winner);
  expect(winners.length).toBeGreaterThanOrEqual(1);
  for (const w of winners) {
    expect(w.who).toContain('★ winner');
    expect(w.chips, `${w.who} has no chips left`).toBe(0);
    expect(w.text).toContain('no chips left');
  }
  for (const f of over.finals.filter((x) => !x.winner)) expect(f.chips, `${f.who} still has chips`).toBeGreaterThan(0);
  const names = winners.map((w) => w.who.replace(' ★ winner', '').trim());
  if (names.length === 1) expect(over.headline).toBe(names[0] === 'Tester' ? 'You win!' : `${names[0]} wins!`);
  else expect(over.headline).toBe(`Shared win: ${names.join(' & ')}`);
  expect(over.rounds).toBe(summaries);
  // The players panel agrees: the winners' racks are empty.
  for (const p of last.players) {
    if (names.includes(p.name)) expect(p.chips).toEqual([]);
  }
  await expect(page.getByTestId('status')).toContainText('Game over');
  await screenshotBoth(page, 'game-over');

  // The finished game is counted in the hub's statistics and there is nothing to continue.
  await page.getByTestId('back-to-hub').click();
  await expect(page.getByTestId('stats')).toContainText('1 finished game');
  await expect(page.getByTestId('continue-what-trump')).toHaveCount(0);
  expect(consoleErrors, 'console errors').toEqual([]);
});

test('pass-and-play: 2 people + 1 bot, the cover hides the table between people, a whole round', async ({ page, consoleErrors }) => {
  test.setTimeout(4 * 60_000);
  await setUpSeats(page, seatsOf(['Alice', 'Bob'], ['Cleo'], 'beginner'), '/?pace=instant&seed=7');
  await expect(page.getByTestId('seat-3')).toHaveCount(0);
  await startGame(page);
  const rand = seededRandom(4242);
  let covers = 0;
  let coverShot = false;
  const viewers = new Set();
  const s = await playUntil(page, (st) => st.action === 'next-round', {
    rand,
    maxSteps: 600,
    onState: async (st) => {
      if (st.action === 'pass-device') {
        covers += 1;
        // Nothing of the table is shown under the cover, only whose turn it is.
        await expect(page.getByTestId('pass-device')).toContainText(/Pass the device to (Alice|Bob)/);
        expect(st.hand).toEqual([]);
        expect(st.players).toEqual([]);
        expect(st.trick).toBeNull();
        // The Game menu (watch, download) waits until the next person has the device.
        await expect(page.getByTestId('game-menu')).toBeDisabled();
        if (!coverShot) {
          coverShot = true;
          await screenshotBoth(page, 'pass-device');
        }
        return;
      }
      if (st.action === 'next-round') return;
      expect(st.players).toHaveLength(3);
      const me = st.players.find((p) => p.me);
      expect(me, 'the table is shown for one person').toBeTruthy();
      viewers.add(me.name);
      // The person shown is the one who must act (status "Your turn…", or a chip/trump/task choice).
      expect(st.myTurn).toBe(true);
      for (const p of st.players) {
        if (p.me || p.taskState === null) continue;
        expect(SECRET_TASK_STATES, `${me.name} sees ${p.name}'s task state`).toContain(p.taskState);
      }
      if (st.action === 'play') {
        checkPlayDecision(st);
        expect(st.hand.length).toBeLessThanOrEqual(12);
      }
      if (st.action === 'draft') expect(st.gridEnabled.every((g) => g.column === st.activeColumn)).toBe(true);
    },
  });
  expect(covers).toBeGreaterThan(2);
  expect([...viewers].sort()).toEqual(['Alice', 'Bob']);
  const rows = await readSummary(page);
  expect(rows).toHaveLength(3);
  expect(rows.reduce((n, r) => n + r.tricks, 0)).toBe(12);
  for (const r of rows) if (r.task !== 'Dealer') expect(r.task).not.toBe('—');
  expect(s.action).toBe('next-round');
  await screenshotBoth(page, 'round-summary-3p');
  await page.getByTestId('next-round').click();
  await expect(page.getByTestId('round-summary')).toHaveCount(0);
  expect(consoleErrors, 'console errors').toEqual([]);
});

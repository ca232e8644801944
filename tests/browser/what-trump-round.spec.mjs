// What Trump?: one person (seat 0) and three Standard bots play whole rounds by clicking, at
// pace "instant". Checked along the way, from what the page shows only:
//   - only the active column's cards can be drafted, only legal cards can be played (the rules
//     are recomputed here from the led card and the displayed trump, with the trump-group
//     follow rule), every card in the trick sits at the seat that drafted it, and a complete
//     trick highlights the right winner;
//   - secrets: during the draft a non-dealer sees no trump at all, and before the summary no
//     other seat's task is shown anywhere on the table;
//   - the round summary reveals every non-dealer's task with met/failed, and "Next round" goes on.
// Seed 4 makes seat 3 the first dealer, so round 1 is played as a non-dealer and in round 2 the
// person deals (sets the trump).
import { test, expect, setUpSeats, startGame, playUntil, readSummary, readTable, waitForDecision, doDecision, seededRandom, screenshotBoth, screenshot, oneHumanThreeBots, checkPlayDecision, checkCompleteTrick, parseTrump } from './helpers.mjs';

const ME = 0;
const SECRET_TASK_STATES = ['Task chosen (secret)', 'Choosing a task…', 'Dealer: no task, claims failed ones'];

test('What Trump? rounds by clicking: legal moves, secrets, trick winner, summary', async ({ page, consoleErrors }) => {
  test.setTimeout(4 * 60_000);
  await setUpSeats(page, oneHumanThreeBots('Tester', 'standard'), '/?pace=instant&seed=4');
  for (let i = 1; i < 4; i++) {
    await expect(page.getByTestId(`seat-kind-${i}`)).toHaveValue('bot');
    await expect(page.getByTestId(`seat-level-${i}`)).toHaveValue('standard');
  }
  await expect(page.getByTestId('seat-name-0')).toHaveValue('Tester');
  await expect(page.getByTestId('pace')).toHaveValue('instant');
  await screenshotBoth(page, 'setup-dialog');
  await startGame(page);

  const rand = seededRandom(20240);
  const shots = new Set();
  const shotOnce = async (name) => {
    if (!shots.has(name)) {
      shots.add(name);
      await screenshotBoth(page, name);
    }
  };

  // Per round: what was visible while playing, my task, who dealt.
  let round = null;
  const rounds = [];
  let sawTrumpChoice = false;
  let slowTrickChecked = false;

  const onState = async (s) => {
    if (s.action === 'game-over') return;
    if (s.action === 'chip') {
      expect(s.phase).toBe('chipdraft');
      expect(s.myTurn).toBe(true);
      await shotOnce('chip-draft');
      return;
    }
    if (s.action === 'next-round') return;
    const label = s.roundLabel;
    if (!round || round.label !== label) {
      round = { label, meDealer: s.players[ME].dealer, dealer: s.players.findIndex((p) => p.dealer), playTexts: [], myTask: null };
      rounds.push(round);
    }
    // Secret tasks: no other seat's task is ever named before the summary.
    for (const p of s.players) {
      if (p.seat === ME || p.taskState === null) continue;
      expect(SECRET_TASK_STATES, `task state of seat ${p.seat}`).toContain(p.taskState);
    }
    const mine = s.players[ME].taskState;
    if (mine !== null) expect(mine).toMatch(/^(Your task: .+|Choosing a task…|Dealer: no task, claims failed ones)$/);
    expect(s.tableText.match(/Your task:/g)?.length ?? 0).toBeLessThanOrEqual(1);

    if (s.phase === 'choosetrump' || s.phase === 'draft') {
      if (!round.meDealer) {
        // The trump is the dealer's secret: nothing on the page describes it.
        expect(['Trump: secret', 'Trump']).toContain(s.trumpTitle);
        expect(s.trumpCardsShown, 'no card is marked as a trump').toBe(0);
        expect(s.tableText).not.toMatch(/supertrump|Trumps: every|No trumps:|secret trump:|Trump: (?!secret)/);
        expect(s.action).not.toBe('trump');
      } else if (s.phase === 'draft') {
        expect(s.trumpTitle).toMatch(/^Your secret trump: /);
      }
    }
    if (s.action === 'draft') {
      expect(s.phase).toBe('draft');
      expect(s.status).toMatch(/^Your turn: pick a card from column \d/);
      expect(s.activeColumn).not.toBeNull();
      for (const g of s.gridEnabled) expect(g.column, `${g.card} is in the active column`).toBe(s.activeColumn);
      await shotOnce('card-draft');
    }
    if (s.action === 'trump') {
      expect(round.meDealer).toBe(true);
      sawTrumpChoice = true;
    }
    if (s.action === 'task') {
      expect(round.meDealer).toBe(false);
      expect(parseTrump(s.trumpTitle), 'the trump is revealed before the tasks').not.toBeNull();
    }
    if (s.action === 'play') {
      expect(s.phase).toBe('play');
      checkPlayDecision(s);
      // Every card on the table sits at the seat that drafted it (the draft log is public).
      const seatOf = Object.fromEntries(s.players.map((p) => [p.seat === ME ? 'you' : p.name, p.seat]));
      const drafter = Object.fromEntries(s.draftPicks.map((d) => [d.card, seatOf[d.who]]));
      expect(Object.keys(drafter).length).toBe(36);
      for (const slot of s.trick.slots) expect(drafter[slot.card], `${slot.card} played by seat ${slot.seat}`).toBe(slot.seat);
      if (s.trick.complete) {
        // I lead after winning the last trick: it is still on the table, with me as its winner.
        expect(s.trick.slots.find((x) => x.winner)?.seat).toBe(ME);
        await shotOnce('trick-winner');
      }
      round.playTexts.push(s.tableText);
    }
  };

  const onMove = async (move) => {
    if (move.action === 'task') round.myTask = move.choice;
  };

  // The last card of a trick, played at pace "slow", so the complete trick can be inspected.
  const lastToPlay = (s) =>
    !slowTrickChecked && s.action === 'play' && !s.trick.complete && s.trick.slots.length === s.players.length - 1;

  let summaries = 0;
  // At least two rounds (one as dealer); more if the person has not yet been last to play a
  // trick (bots' choices decide who plays last), up to a bound.
  while ((summaries < 2 || !sawTrumpChoice || !slowTrickChecked) && summaries < 8) {
    const s = await playUntil(page, (st) => st.action === 'next-round' || lastToPlay(st), { rand, onState, onMove });
    if (s.action === 'play') {
      slowTrickChecked = true;
      await page.getByTestId('pace').selectOption('slow');
      const move = await doDecision(page, s, rand);
      const trick = page.getByTestId('trick');
      await expect(trick.locator(`[data-seat="${ME}"] [data-card="${move.choice}"]`)).toBeVisible();
      await expect(trick).toHaveClass(/\bcomplete\b/);
      await expect(trick.locator('[data-seat]')).toHaveCount(4);
      await expect(trick.locator('.winner')).toHaveCount(1);
      const after = await readTable(page);
      checkCompleteTrick(after.trick, parseTrump(after.trumpTitle), 4);
      await screenshot(page, 'trick-complete-desktop');
      await page.getByTestId('pace').selectOption('instant');
      continue;
    }
    // The round summary.
    summaries += 1;
    const rows = await readSummary(page);
    expect(rows).toHaveLength(4);
    const r = rounds.at(-1);
    const names = ['Tester', 'Ann', 'Ben', 'Cleo'];
    const dealer = r.dealer;
    expect(dealer).toBeGreaterThanOrEqual(0);
    await expect(page.getByTestId('round-summary').locator('h2')).toHaveText(`${r.label} scored`);
    for (const [i, row] of rows.entries()) {
      expect(row.name).toContain(names[i]);
      if (i === dealer) {
        expect(row.task).toBe('Dealer');
        expect(row.result).toMatch(/^(no claim|claim met.*)$/);
      } else {
        expect(row.task, `seat ${i}'s task is revealed`).not.toBe('—');
        expect(row.result).toMatch(/^(✓ met — chip discarded|✗ failed.*)$/);
      }
      expect(row.tricks).toBeGreaterThanOrEqual(0);
    }
    expect(rows.reduce((n, row) => n + row.tricks, 0)).toBe(9);
    if (!r.meDealer) {
      const myLabel = rows[ME].task;
      expect(r.myTask, 'I chose a task').not.toBeNull();
      // The task I clicked is the one scored.
      const chosenLabel = await page
        .getByTestId('round-summary')
        .locator(`tbody tr:nth-child(${ME + 1}) [data-label="Task"]`)
        .textContent();
      expect(chosenLabel).toBe(myLabel);
      expect(r.playTexts.length).toBeGreaterThan(0);
      expect(r.playTexts.some((t) => t.includes(`Your task: ${myLabel}`))).toBe(true);
      // Before the summary, no other seat's task label was readable on the table.
      for (const [i, row] of rows.entries()) {
        if (i === ME || i === dealer || row.task === myLabel) continue;
        for (const text of r.playTexts) expect(text, `seat ${i}'s task "${row.task}" was visible`).not.toContain(row.task);
      }
    }
    await shotOnce('round-summary');
    // Behind the summary the header names the round it sums up, not the next one.
    await expect(page.locator('.round-label')).toHaveText(r.label);
    await page.getByTestId('next-round').click();
    await expect(page.getByTestId('round-summary')).toHaveCount(0);
    const next = await waitForDecision(page);
    if (next.action === 'game-over') break;
    expect(next.roundLabel).toBe(`Round ${Number(r.label.split(' ')[1]) + 1}`);
  }
  expect(rounds.some((r) => !r.meDealer)).toBe(true);
  expect(sawTrumpChoice, 'the person dealt and set a trump').toBe(true);
  expect(slowTrickChecked).toBe(true);
  expect(consoleErrors, 'console errors').toEqual([]);
});

// Top Trumps in a real browser, as a player sees it: a whole game with a built-in pack (the
// chosen attribute marked on every card shown, every card accounted for, the keyboard, a
// hint, Expert thinking in the worker), pass-and-play privacy, a game with an imported pack,
// a broken pack refused with every problem named, and a pack made from scratch in the editor
// on a phone and played.
import { test, expect, screenshot, openApp, seatsOf, startSetUp, waitForAction } from './helpers.mjs';
import { setUpTopTrumps, startTopTrumps, snapshot, snapshotOrOut, waitForPerson, playToEnd, robotPack } from './top-trumps-play.mjs';
import { watchedGame, expectPrivate } from './privacy.mjs';

const PHONE = { width: 390, height: 844 };

/** The cards on the table: every stack and the middle pile. */
const middleCount = (s) => parseInt((s.middle.match(/(\d+) card/) ?? [0, 0])[1], 10);
const total = (s) => s.counts.reduce((a, b) => a + b, 0) + middleCount(s);

test('a whole game with a built-in pack: the chosen attribute on every card shown, every card counted, keyboard, hint and Expert', async ({ page, consoleErrors }) => {
  test.setTimeout(6 * 60_000);
  await startTopTrumps(page, {
    seats: [
      { kind: 'human', name: 'Tess' },
      { kind: 'bot', name: 'Ann', level: 'beginner' },
      { kind: 'bot', name: 'Ben', level: 'expert' },
    ],
    pack: 'pack-elements',
    url: '/?pace=instant&seed=5',
  });
  await expect(page.getByTestId('pack-panel')).toContainText('The chemical elements');
  await expect(page.getByTestId('pack-panel')).toContainText('60 cards · 5 attributes');
  let mine = 0;
  let usedKeys = false;
  let hinted = false;
  let sawTurn = false;
  const last = await playToEnd(page, {
    onTurn: async (s) => {
      expect(total(s), 'every card is in a stack or the middle').toBe(60);
      if (s.revealed.length) {
        sawTurn = true;
        expect(s.chosen, 'the chosen attribute is marked on every card shown').toBe(s.revealed.length);
        expect(s.outcome).not.toBe('');
      }
      if (s.action !== 'choose') return;
      mine += 1;
      expect(s.attributes).toHaveLength(5);
      expect(s.myCard).not.toBeNull();
      // Only my own top card and the cards of the last turn are on the page.
      expect(s.cardsInPage.length).toBe(1 + s.revealed.length);
      if (mine === 2 && !hinted) {
        hinted = true;
        await page.getByTestId('hint').click();
        await expect(page.getByTestId('hint-panel').locator('.hint-choices li').first()).toBeVisible({ timeout: 30_000 });
        await expect(page.getByTestId('hint-panel')).toContainText(/Choose (Atomic|Density|Covalent|Isotopes)/);
        await expect(page.locator('[data-testid="attribute"][data-hint="1"]')).toHaveCount(1);
        await screenshot(page, 'top-trumps-hint', { fullPage: false });
      }
      if (mine === 3 && !usedKeys) {
        usedKeys = true;
        // The keyboard alone: the first attribute, two steps down, Enter. (At the slow pace,
        // so the turn stays on the table long enough to be read before a bot chooses.)
        await page.getByTestId('pace').selectOption('slow');
        await page.locator('[data-testid="attribute"]').first().focus();
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowDown');
        expect(await page.evaluate(() => document.activeElement?.dataset.action)).toBe('choose 3');
        const third = s.attributes[2].label;
        await page.keyboard.press('Enter');
        await expect(page.getByTestId('tt-turn')).toContainText(`You chose ${third}`);
        await page.getByTestId('pace').selectOption('instant');
        return;
      }
      if (mine === 4) await screenshot(page, 'top-trumps-table', { fullPage: false });
    },
    // Mostly the biggest-looking value, sometimes the last attribute.
    pick: (s) => {
      const enabled = s.attributes.filter((a) => a.enabled);
      return enabled[mine % 3 === 0 ? enabled.length - 1 : 0];
    },
    until: (s) => s.action === 'choose' && mine === 3 && !usedKeys,
  }).then(async (s) => (s.action === 'game-over' ? s : playToEnd(page, {})));
  expect(last.action).toBe('game-over');
  expect(sawTurn).toBe(true);
  const over = page.getByTestId('game-over');
  await expect(over).toContainText(/wins!|You win!|Shared win/);
  await expect(over).toContainText(/after \d+ turns|1000 turns/);
  await screenshot(page, 'top-trumps-over', { fullPage: false });
  console.log(`top trumps: ${mine} of my turns, ${(await snapshot(page)).counts.join('/')} cards at the end`);
  // The replay viewer shows the same table, turn by turn.
  await page.getByTestId('over-watch').click();
  await expect(page.locator('.table-body.top-trumps [data-testid="tt-turn"]')).toBeVisible();
  await screenshot(page, 'top-trumps-replay', { fullPage: false });
  expect(consoleErrors).toEqual([]);
});

test('pass-and-play with 2 people and a bot: nobody sees another seat\'s unseen cards', async ({ page, consoleErrors }) => {
  test.setTimeout(5 * 60_000);
  const seats = seatsOf(['Alice', 'Bob'], ['Cleo'], 'beginner');
  const watch = await watchedGame(page, 'top-trumps', () => startTopTrumps(page, { seats, pack: 'pack-mountains', url: '/?pace=instant&seed=12' }));
  let turns = 0;
  await playToEnd(page, {
    onTurn: async (s) => {
      if (s.action === 'choose') turns += 1;
      await watch.check(s);
    },
    until: () => turns >= 40,
  });
  const counts = await expectPrivate(page, 'top-trumps');
  expect(counts.checks).toBeGreaterThan(100);
  expect(watch.covers).toBeGreaterThan(2);
  console.log(`top trumps privacy: ${turns} turns of people, ${watch.covers} covers, ${counts.scans} page states scanned, ${counts.checks} secret checks`);
  expect(consoleErrors).toEqual([]);
});

test('a pack imported from pasted text is kept, chosen and played to the end', async ({ page, consoleErrors }) => {
  test.setTimeout(4 * 60_000);
  await setUpTopTrumps(page, { seats: [{ kind: 'human', name: 'Tess' }, { kind: 'bot', name: 'Ann', level: 'standard' }] });
  await page.getByTestId('pack-chooser').locator('summary').click();
  await page.getByTestId('pack-import-text').fill(JSON.stringify(robotPack()));
  await page.getByTestId('pack-import-open').click();
  await expect(page.getByTestId('pack-notice')).toContainText('“Robots of the test bench” was saved on this device');
  await expect(page.getByTestId('pack-mine-0').locator('input[type=radio]')).toBeChecked();
  await expect(page.getByTestId('pack-problems')).toHaveCount(0);
  // The same pack again is kept beside the first, renamed, never over it.
  await page.getByTestId('pack-import-text').fill(JSON.stringify(robotPack()));
  await page.getByTestId('pack-import-open').click();
  await expect(page.getByTestId('pack-notice')).toContainText('so this one is called “Robots of the test bench (2)”');
  await expect(page.getByTestId('pack-mine-1').locator('input[type=radio]')).toBeChecked();
  await page.getByTestId('pack-mine-0').locator('input[type=radio]').check();
  await screenshot(page, 'top-trumps-imported');
  await page.getByTestId('new-game').click();
  await expect(page.getByTestId('pack-panel')).toContainText('Robots of the test bench');
  const last = await playToEnd(page, {
    onTurn: async (s) => {
      expect(total(s)).toBe(20);
      if (s.action === 'choose') expect(s.attributes.map((a) => a.label.replace(/\s*[▲▼]\s*$/, ''))).toEqual(['Power', 'Weight', 'Speed', 'Age']);
    },
  });
  expect(last.action).toBe('game-over');
  // The pack is still on this device after a reload.
  await page.reload();
  await page.getByTestId('back-to-hub').click();
  await page.getByTestId('set-up-top-trumps').click();
  await expect(page.getByTestId('pack-mine-0')).toContainText('Robots of the test bench');
  expect(consoleErrors).toEqual([]);
});

test('a broken pack is refused with every problem and where it is, and nothing changes', async ({ page, consoleErrors }) => {
  await setUpTopTrumps(page, {});
  const broken = robotPack(20);
  broken.cards[11].values.power = 'heavy';
  broken.cards[6].name = 'Robot 1';
  for (let i = 0; i < 41; i++) broken.cards.push({ ...broken.cards[1], name: `Extra ${i}` });
  await page.getByTestId('pack-chooser').locator('summary').click();
  await page.getByTestId('pack-import-text').fill(JSON.stringify(broken));
  await page.getByTestId('pack-import-open').click();
  const problems = page.getByTestId('pack-problems');
  await expect(problems).toContainText('The pasted text is not a pack this app can use (3 problems)');
  await expect(problems).toContainText('cards: 61 cards, at most 60');
  await expect(problems).toContainText('card 7 "Robot 1": the name "Robot 1" is used by card 1 too');
  await expect(problems).toContainText('card 12 "Robot 12", attribute "Power": "heavy" is not a number');
  await expect(page.getByTestId('pack-planets').locator('input[type=radio]')).toBeChecked();
  await expect(page.locator('[data-testid^="pack-mine-"]')).toHaveCount(0);
  await screenshot(page, 'top-trumps-broken-pack');
  // A file that is not JSON at all.
  await page.getByTestId('pack-import-file').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"name": "Robots",') });
  await expect(problems).toContainText('notes.json is not a pack this app can use (1 problem)');
  await expect(problems).toContainText('this is not JSON (line 1');
  await expect(page.locator('[data-testid^="pack-mine-"]')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the pack editor makes a pack from scratch, checks it as it is typed, and the pack is played', async ({ page, consoleErrors }) => {
    test.setTimeout(5 * 60_000);
    await setUpTopTrumps(page, { seats: [{ kind: 'human', name: 'Tess' }, { kind: 'bot', name: 'Ann', level: 'beginner' }] });
    await page.getByTestId('pack-new').click();
    const editor = page.getByTestId('pack-editor');
    await expect(editor).toBeVisible();
    await expect(editor.getByTestId('ed-status')).toContainText('to fix before the pack can be saved');
    await expect(editor.getByTestId('ed-save')).toBeDisabled();
    // Attributes and cards are added and removed with buttons (a fifth attribute, a 21st card).
    await editor.getByTestId('ed-add-attribute').click();
    await expect(editor.getByTestId('ed-attribute')).toHaveCount(5);
    await editor.getByRole('button', { name: 'Remove attribute 5' }).click();
    await expect(editor.getByTestId('ed-attribute')).toHaveCount(4);
    await expect(editor.getByRole('button', { name: 'Remove attribute 4' })).toBeDisabled();
    await editor.getByTestId('ed-add-card').click();
    await expect(editor.getByTestId('ed-card')).toHaveCount(21);
    await editor.getByRole('button', { name: 'Remove card 21' }).click();
    await expect(editor.getByTestId('ed-card')).toHaveCount(20);
    // No code of the page is shown as text anywhere in the editor.
    expect(await editor.innerText()).not.toMatch(/move \||edit\(packs|MAX_/);
    await editor.getByTestId('ed-name').fill('Dogs of our street');
    await editor.getByTestId('ed-source').fill('Measured by us');
    const labels = ['Height', 'Weight', 'Age', 'Barks a day'];
    for (const [i, label] of labels.entries()) await editor.getByTestId('ed-attr-label').nth(i).fill(label);
    await editor.getByTestId('ed-attr-unit').nth(0).fill('cm');
    await editor.getByTestId('ed-attr-better').nth(3).selectOption('lower');
    await editor.getByTestId('ed-attr-precision').nth(1).fill('1');
    await editor.getByTestId('ed-attr-precision').nth(1).blur();
    await screenshot(page, 'top-trumps-editor-phone', { fullPage: false });
    const names = editor.getByTestId('ed-card-name');
    const values = editor.getByTestId('ed-value');
    for (let c = 0; c < 20; c++) {
      await names.nth(c).fill(`Dog ${c + 1}`);
      const row = [20 + ((c * 7) % 50), (c * 13) % 40 + 0.5, c % 15, c === 4 ? '-' : (c * 11) % 30];
      for (let a = 0; a < 4; a++) await values.nth(c * 4 + a).fill(String(row[a]));
      if (c === 0) {
        // Checked as typed: the card's unfilled neighbours are named.
        await expect(editor.getByTestId('ed-problems')).toContainText('card 2');
      }
    }
    await values.nth(5).fill('tall');
    await expect(editor.getByTestId('ed-problems')).toContainText('card 2 "Dog 2", attribute "Weight": "tall" is not a number');
    await values.nth(5).fill('12.5');
    await expect(editor.getByTestId('ed-status')).toContainText('Ready to play: 20 cards, 4 attributes');
    await editor.locator('.ed-card').nth(4).getByRole('button', { name: 'Preview' }).click();
    await expect(editor.getByTestId('ed-preview')).toContainText('Dog 5');
    await expect(editor.getByTestId('ed-preview')).toContainText('no data');
    await editor.getByTestId('ed-preview').scrollIntoViewIfNeeded();
    await screenshot(page, 'top-trumps-editor-preview-phone', { fullPage: false });
    // Nothing sticks out sideways on the phone.
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(PHONE.width);
    // A device whose storage is full: the pack is not lost, and the message says what to do.
    await page.evaluate(() => {
      const chunk = 'x'.repeat(512 * 1024);
      for (let i = 0; i < 40; i++) {
        try {
          localStorage.setItem(`junk.${i}`, chunk);
        } catch {
          let small = 'x'.repeat(1024);
          for (let j = 0; j < 2000; j++) {
            try {
              localStorage.setItem(`junk.s${j}`, small);
            } catch {
              break;
            }
          }
          break;
        }
      }
    });
    await editor.getByTestId('ed-save').click();
    await expect(editor.getByTestId('ed-message')).toContainText('storage for the app is full, so the pack was not saved');
    await expect(editor).toBeVisible();
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('junk.')).forEach((k) => localStorage.removeItem(k)));
    await editor.getByTestId('ed-save').click();
    await expect(editor).toHaveCount(0);
    await expect(page.getByTestId('pack-notice')).toContainText('“Dogs of our street” was saved on this device');
    await expect(page.getByTestId('pack-mine-0').locator('input[type=radio]')).toBeChecked();
    await page.getByTestId('new-game').click();
    await expect(page.getByTestId('pack-panel')).toContainText('Dogs of our street');
    const first = await waitForPerson(page);
    await screenshot(page, 'top-trumps-phone', { fullPage: false });
    const last = await playToEnd(page, {
      onTurn: async (s) => {
        expect(total(s)).toBe(20);
      },
    });
    expect(first.action === 'choose' || first.action === 'game-over').toBe(true);
    expect(last.action).toBe('game-over');
    expect(consoleErrors).toEqual([]);
  });
});

test('item 1: once the person is out, Skip to the result finishes the game at once, or they can watch; a first game is set up for 3', async ({ page, consoleErrors }) => {
  test.setTimeout(5 * 60_000);
  // The bots take their time (the Fast pace, not Instant): the offer is seen while the game
  // goes on.
  await openApp(page, '/?pace=fast&seed=21');
  // A first Top Trumps game is set up for three players.
  await page.getByTestId('set-up-top-trumps').click();
  await expect(page.getByTestId('player-count')).toHaveValue('3');
  await page.getByTestId('seat-kind-0').selectOption('human');
  await page.getByTestId('seat-name-0').fill('You');
  for (const i of [1, 2]) {
    await page.getByTestId(`seat-kind-${i}`).selectOption('bot');
    await page.getByTestId(`seat-level-${i}`).selectOption('expert');
  }
  await page.getByTestId('pack-planets').locator('input[type=radio]').check();
  await startSetUp(page, 'Top Trumps');
  const offer = page.getByTestId('people-out');
  // The person plays (the first attribute each time) until they are out.
  let s;
  for (let turn = 0; turn < 500; turn++) {
    s = await waitForAction(page, snapshotOrOut);
    if (s.action !== 'choose') break;
    const a = s.attributes.find((x) => x.enabled);
    await page.locator(`[data-testid="attribute"][data-action="${a.action}"]`).click();
  }
  expect(s.action, 'the person is out before the end').toBe('out');
  await expect(offer).toContainText('You are out of this game. The bots play on until one of them wins.');
  await expect(page.getByTestId('game-over')).toHaveCount(0);
  await screenshot(page, 'top-trumps-people-out', { fullPage: false });
  // Watching keeps skipping at hand.
  await page.getByTestId('out-watch').click();
  await expect(page.getByTestId('out-watch')).toHaveCount(0);
  await expect(offer).toContainText('You are out of this game.');
  await page.getByTestId('out-skip').click();
  await expect(offer).toContainText('Playing out the rest');
  await expect(page.getByTestId('game-over')).toBeVisible({ timeout: 60_000 });
  await expect(offer).toHaveCount(0);
  // Skipping changed this game only: the pace chosen stays.
  await expect(page.getByTestId('pace')).toHaveValue('fast');
  expect(consoleErrors).toEqual([]);
});

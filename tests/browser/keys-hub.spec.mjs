// The hub's statistics and settings and Top Trumps' pack editor by keys alone (issue 51,
// docs/accessibility.md): every control is reached with Tab and known by its name, role and
// value in Chromium's accessibility tree (CDP `Accessibility.getFullAXTree`); a setting is
// changed with the arrow keys, a pack is made by typing into the fields Tab reaches, and
// Escape closes only the dialog on top. No click, and no CSS selector finds a control.
import { test, expect, accessibilityProblems } from './helpers.mjs';
import { focusNow, tabTo, isDecision } from './keys-play.mjs';

const STATS = JSON.stringify({
  version: 1,
  data: { games: { 'what-trump': { played: 3, won_by_people: 2, players: { Ann: { played: 3, won: 2 }, Ben: { played: 1, won: 0 } } } } },
});

const settings = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('trumps.v1.settings'))?.data ?? {});

test('the hub by keys: its statistics are a table with headers, a setting is changed with the arrows, the backup is exported with Enter', async ({ page, consoleErrors }) => {
  await page.goto('/?pace=instant');
  await page.evaluate((s) => localStorage.setItem('trumps.v1.stats', s), STATS);
  await page.reload();
  const cdp = await page.context().newCDPSession(page);
  // The statistics are read as a screen reader reads them: a heading, a table with headers.
  const stats = page.getByRole('region', { name: 'Statistics' });
  await expect(stats.getByRole('heading', { name: 'What Trump?' })).toBeVisible();
  for (const header of ['Player', 'Played', 'Won']) await expect(stats.getByRole('columnheader', { name: header })).toHaveCount(1);
  await expect(stats.getByRole('row', { name: 'Ann 3 2' })).toHaveCount(1);
  expect(await accessibilityProblems(page)).toEqual([]);
  // A setting, by Tab and the arrow keys: what the table says aloud, from Everything to Short.
  let f = await tabTo(page, cdp, /^Said aloud at the table$/);
  expect(f.role).toBe('combobox');
  expect(f.ancestors.some((a) => a.role === 'region' && a.name === 'Settings')).toBe(true);
  const before = f.value;
  await page.keyboard.press('ArrowDown');
  await expect.poll(async () => (await focusNow(cdp)).value).not.toBe(before);
  await expect.poll(async () => (await settings(page)).announce).toBe('Short');
  // The field for the servers of play across devices is described by the note beside it.
  f = await tabTo(page, cdp, /^Playing on several devices$/);
  expect(f.role).toBe('textbox');
  expect(f.description).toMatch(/STUN/);
  // The backup, by Tab and Enter.
  await tabTo(page, cdp, /^Export statistics and finished games$/);
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toMatch(/\.json$/);
  f = await tabTo(page, cdp, /^Import a backup/);
  expect(f.ancestors.some((a) => a.role === 'region' && a.name === 'Settings')).toBe(true);
  expect(consoleErrors).toEqual([]);
});

/** What to type into the editor's field named `name` (none: leave it). */
function typed(name) {
  const labels = ['Height', 'Weight', 'Age', 'Barks a day'];
  let m = /^Card (\d+), name$/.exec(name);
  if (m) return `Dog ${m[1]}`;
  m = /^Card (\d+), (Height|Weight|Age|Barks a day)$/.exec(name);
  if (m) {
    const c = Number(m[1]) - 1;
    return String([20 + ((c * 7) % 50), ((c * 13) % 40) + 0.5, c % 15, (c * 11) % 30][labels.indexOf(m[2])]);
  }
  m = /^Attribute (\d+), Label$/.exec(name);
  if (m) return labels[Number(m[1]) - 1];
  // (Weights have a decimal.)
  if (name === 'Attribute 2, Decimals') return '1';
  return { 'Where the facts come from': 'Measured by us' }[name];
}

test('the pack editor by keys: opened from the set-up, filled in by Tab and typing, Escape closes it alone, and the pack saved is chosen', async ({ page, consoleErrors }) => {
  test.setTimeout(4 * 60_000);
  await page.goto('/?pace=instant');
  const cdp = await page.context().newCDPSession(page);
  await expect(page.getByRole('button', { name: 'New game of Top Trumps' })).toBeVisible();
  await tabTo(page, cdp, /^New game of Top Trumps$/);
  await page.keyboard.press('Enter');
  await tabTo(page, cdp, /^Make a pack/);
  await page.keyboard.press('Enter');
  // The editor's first field takes the focus.
  await expect.poll(async () => (await focusNow(cdp))?.name).toBe('Name');
  let f = await focusNow(cdp);
  expect(f.ancestors.some((a) => a.role === 'dialog' && a.name === 'Make a pack')).toBe(true);
  await page.keyboard.type('Dogs of our street');
  // Escape closes the editor (the pack is kept as typed), not the set-up under it, and the
  // focus goes back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await focusNow(cdp))?.name).toMatch(/^Make a pack/);
  f = await focusNow(cdp);
  expect(f.ancestors.some((a) => a.role === 'dialog' && a.name === 'New game of Top Trumps')).toBe(true);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await focusNow(cdp))?.value).toBe('Dogs of our street');
  // Every field by Tab, known by its name ("Attribute 2, Label", "Card 3, Height"), typed into.
  const named = new Set();
  for (let i = 0; i < 300; i++) {
    await page.keyboard.press('Tab');
    f = await focusNow(cdp);
    if (f.role === 'button' && /^Save/.test(f.name) && !f.disabled) break;
    named.add(f.name);
    const text = typed(f.name);
    if (text !== undefined && (f.role === 'textbox' || f.role === 'spinbutton')) {
      await page.keyboard.type(text);
      // Typed into the field named, checked as typed (a card's later fields follow).
      await expect.poll(async () => String((await focusNow(cdp)).value)).toBe(text);
    }
  }
  const status = await page.getByRole('dialog', { name: 'Make a pack' }).getByTestId('ed-status').innerText();
  expect(f.name, `Tab reached Save once the pack was ready (${status})`).toMatch(/^Save/);
  for (let a = 1; a <= 4; a++) {
    for (const field of ['Label', 'Unit', 'Wins', 'Decimals']) expect(named.has(`Attribute ${a}, ${field}`), `attribute ${a}'s ${field}`).toBe(true);
  }
  await expect(page.getByRole('dialog', { name: 'Make a pack' })).toContainText('Ready to play: 20 cards, 4 attributes');
  expect(await accessibilityProblems(page)).toEqual([]);
  await page.keyboard.press('Enter');
  // Saved and chosen: the editor gone, the focus back on the button that opened it, the
  // pack's own buttons named with the pack.
  await expect.poll(async () => (await focusNow(cdp))?.name).toMatch(/^Make a pack/);
  await expect(page.getByRole('radio', { name: /^Dogs of our street/ })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Edit: Dogs of our street' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^See the cards: The planets/ })).toHaveCount(1);
  expect(await accessibilityProblems(page)).toEqual([]);
  // Changed and saved again by keys: the focus goes back to its Edit button (or, were that
  // drawn anew, to the pack chosen).
  await tabTo(page, cdp, /^Edit: Dogs of our street$/);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await focusNow(cdp))?.value).toBe('Dogs of our street');
  f = await focusNow(cdp);
  for (let i = 0; i < 8 && !/^Save/.test(f.name); i++) {
    await page.keyboard.press('Shift+Tab');
    f = await focusNow(cdp);
  }
  expect(f.name).toMatch(/^Save/);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await focusNow(cdp))?.name ?? '').toMatch(/^(Edit: )?Dogs of our street/);
  console.log(`after saving a pack of yours, the focus is on: ${(await focusNow(cdp)).role} "${(await focusNow(cdp)).name}"`);
  // The game with it, by Tab and Enter: the table's first decision has the focus.
  await tabTo(page, cdp, /^New game$/);
  await page.keyboard.press('Enter');
  await expect.poll(async () => isDecision(await focusNow(cdp)), { timeout: 30_000 }).toBe(true);
  await expect(page.getByRole('main')).toContainText('Dogs of our street');
  expect(consoleErrors).toEqual([]);
});

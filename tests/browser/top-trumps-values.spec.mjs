// Issue 28, item 4: a Top Trumps value always fits its card. "10,158 million km" and
// "3,527 kg/m³" ran past the card's edge on phones. Every attribute of every card of every
// built-in pack is checked at 320 px (the set-up's "See the cards", which lays the cards out at
// their table size), and so is every card of a game's turns, mine and those shown.
import { test, expect, openApp, screenshot } from './helpers.mjs';
import { setUpTopTrumps, snapshot } from './top-trumps-play.mjs';
import { waitForAction } from './helpers.mjs';

const NARROW = { width: 320, height: 640 };

/** Runs in the page: each value (or card) under `root` that does not fit: a value past its
 *  row or its card, a card past the screen, or an element that scrolls sideways. Returns the
 *  problems and how many values were looked at. */
function valuesThatDoNotFit(root) {
  const out = [];
  let values = 0;
  const inside = (a, b) => a.left >= b.left - 0.5 && a.right <= b.right + 0.5;
  for (const card of document.querySelectorAll(`${root} .tt-card`)) {
    const c = card.getBoundingClientRect();
    const name = card.dataset.card;
    if (c.left < -0.5 || c.right > innerWidth + 0.5) out.push(`${name}: the card runs past the screen (${Math.round(c.left)}–${Math.round(c.right)})`);
    if (card.scrollWidth > card.clientWidth + 1) out.push(`${name}: the card scrolls sideways`);
    for (const row of card.querySelectorAll('.tt-attr')) {
      if (getComputedStyle(row).display === 'none') continue;
      const v = row.querySelector('.tt-value');
      values += 1;
      const r = row.getBoundingClientRect();
      const inner = { left: r.left, right: r.right };
      const label = row.querySelector('.tt-label-text')?.textContent ?? '?';
      for (const part of [v, ...v.children, row.querySelector('.tt-label')]) {
        const p = part.getBoundingClientRect();
        if (!inside(p, inner) || !inside(p, c)) {
          out.push(`${name} · ${label} "${v.textContent.trim()}": ${part.className} at ${Math.round(p.left)}–${Math.round(p.right)}, its row ${Math.round(r.left)}–${Math.round(r.right)}`);
        }
      }
      if (row.scrollWidth > row.clientWidth + 1) out.push(`${name} · ${label}: the row scrolls sideways`);
    }
  }
  return { out, values };
}

test.use({ viewport: NARROW, hasTouch: true, isMobile: true });

test('item 4: every attribute of every built-in card fits its card at 320 px', async ({ page, consoleErrors }) => {
  test.setTimeout(3 * 60_000);
  await setUpTopTrumps(page, { url: '/?pace=instant&seed=77' });
  const builtIn = await page.locator('[data-testid="pack-chooser"] li.tt-pack-option[data-testid^="pack-"]:not([data-testid^="pack-mine"])').evaluateAll((els) => els.map((e) => e.dataset.testid));
  expect(builtIn.length).toBeGreaterThanOrEqual(3);
  let total = 0;
  for (const id of builtIn) {
    const option = page.getByTestId(id);
    await option.getByTestId('pack-see').click();
    const gallery = option.getByTestId('pack-cards');
    await expect(gallery).toBeVisible();
    const facts = await option.locator('.muted.small').first().textContent();
    const cards = Number(facts.match(/(\d+) cards/)[1]);
    const attributes = Number(facts.match(/(\d+) attributes/)[1]);
    await expect(gallery.locator('.tt-card')).toHaveCount(cards);
    const { out, values } = await page.evaluate(valuesThatDoNotFit, `[data-testid="${id}"] [data-testid="pack-cards"]`);
    expect(out, `${id}: values that do not fit`).toEqual([]);
    expect(values).toBe(cards * attributes);
    total += values;
    if (id === builtIn[0]) {
      await gallery.locator('.tt-card').nth(2).scrollIntoViewIfNeeded();
      await screenshot(page, 'top-trumps-pack-cards-320', { fullPage: false });
    }
    await option.getByTestId('pack-see').click();
    await expect(gallery).toHaveCount(0);
  }
  console.log(`top trumps values: ${total} values of ${builtIn.length} built-in packs fit at 320 px`);
  expect(consoleErrors).toEqual([]);
});

test('item 4: at 320 px the top card and the cards of each turn keep their values inside', async ({ page, consoleErrors }) => {
  test.setTimeout(3 * 60_000);
  await openApp(page, '/?pace=instant&seed=77');
  await setUpTopTrumps(page, { url: null, seats: [{ kind: 'human', name: 'Tess' }, { kind: 'bot', name: 'Ann', level: 'beginner' }] });
  // The planets: the widest values of the built-in packs ("10,158 million km").
  await page.getByTestId('pack-planets').locator('input[type=radio]').check();
  await page.getByTestId('new-game').click();
  for (let turn = 0; turn < 12; turn++) {
    const s = await waitForAction(page, snapshot);
    if (s.action !== 'choose') break;
    const mine = await page.evaluate(valuesThatDoNotFit, '[data-testid="my-card"]');
    expect(mine.out, 'the top card').toEqual([]);
    expect(mine.values).toBeGreaterThan(0);
    const shown = await page.evaluate(valuesThatDoNotFit, '[data-testid="tt-turn"]');
    expect(shown.out, 'the cards of the last turn').toEqual([]);
    // The attribute with the longest value, to show the widest values.
    const pick = s.attributes.filter((a) => a.enabled).sort((a, b) => b.value.length - a.value.length)[0];
    await page.locator(`[data-testid="attribute"][data-action="${pick.action}"]`).click();
  }
  expect(consoleErrors).toEqual([]);
});

// Playing Top Trumps in the browser as a person would, shared by the specs: set-up with a
// pack, what the person sees, and a loop that plays the person's turns to the end.
import { expect, openApp } from './helpers.mjs';

export const twoSeats = [
  { kind: 'human', name: 'Tess' },
  { kind: 'bot', name: 'Ann', level: 'standard' },
];

/** Opens the set-up of Top Trumps with `seats`; `pack` is the test id of the pack to choose. */
export async function setUpTopTrumps(page, { seats = twoSeats, url = '/?pace=instant&seed=77' } = {}) {
  if (url !== null) await openApp(page, url);
  await page.getByTestId('set-up-top-trumps').click();
  await expect(page.locator('#setup-title')).toHaveText('New game of Top Trumps');
  await page.getByTestId('player-count').selectOption(String(seats.length));
  for (const [i, s] of seats.entries()) {
    await page.getByTestId(`seat-kind-${i}`).selectOption(s.kind);
    await page.getByTestId(`seat-name-${i}`).fill(s.name);
    if (s.level) await page.getByTestId(`seat-level-${i}`).selectOption(s.level);
  }
}

export async function startTopTrumps(page, { seats, url, pack = 'pack-planets' } = {}) {
  await setUpTopTrumps(page, { seats, url });
  if (pack) await page.getByTestId(pack).locator('input[type=radio]').check();
  await expect(page.getByTestId('options-problem')).toHaveCount(0);
  await page.getByTestId('new-game').click();
  await expect(page.locator('.table-screen .game-name')).toHaveText('Top Trumps');
}

/** What the person at the device sees. */
export async function snapshot(page) {
  return page.evaluate(() => {
    const q = (s, r = document) => r.querySelector(s);
    const qa = (s, r = document) => [...r.querySelectorAll(s)];
    let action = null;
    if (q('[data-testid="pass-device"]')) action = 'pass-device';
    else if (q('[data-testid="game-over"]')) action = 'game-over';
    else if (qa('[data-testid="attribute"]').some((b) => !b.disabled)) action = 'choose';
    const mine = q('[data-testid="my-card"] .tt-card');
    return {
      action,
      myCard: mine?.dataset.card ?? null,
      attributes: qa('[data-testid="attribute"]').map((b) => ({
        action: b.dataset.action,
        label: b.querySelector('.tt-label-text')?.textContent.trim(),
        value: b.querySelector('.tt-value')?.textContent.trim(),
        enabled: !b.disabled,
      })),
      revealed: qa('[data-testid="revealed"] .tt-card').map((c) => c.dataset.card),
      chosen: qa('[data-testid="revealed"] .tt-attr.chosen').length,
      outcome: q('[data-testid="turn-outcome"]')?.textContent ?? '',
      counts: qa('[data-testid="stack-count"]').map((c) => parseInt(c.textContent, 10)),
      middle: q('[data-testid="middle-pile"]')?.textContent ?? '',
      cardsInPage: qa('[data-card]').map((c) => c.dataset.card),
    };
  });
}

export async function waitForPerson(page) {
  await expect
    .poll(async () => (await snapshot(page)).action, { timeout: 60_000, intervals: [50] })
    .not.toBeNull();
  return snapshot(page);
}

/**
 * Plays the person's turns until the game is over (or `until(snapshot)` holds): `pick` chooses
 * among the enabled attribute buttons (default: the first). `onTurn` sees each snapshot.
 */
export async function playToEnd(page, { pick = (s) => s.attributes.find((a) => a.enabled), onTurn = async () => {}, until = () => false, maxTurns = 2000 } = {}) {
  for (let turn = 0; turn < maxTurns; turn++) {
    const s = await waitForPerson(page);
    await onTurn(s);
    if (s.action === 'game-over' || until(s)) return s;
    if (s.action === 'pass-device') {
      await page.getByTestId('pass-device').locator('button').click();
      continue;
    }
    const a = pick(s);
    await page.locator(`[data-testid="attribute"][data-action="${a.action}"]`).click();
  }
  throw new Error('the game did not end');
}

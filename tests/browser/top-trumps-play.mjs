// Playing Top Trumps in the browser as a person would, shared by the specs: set-up with a
// pack, what the person sees, and a loop that plays the person's turns to the end.
import { openApp, openSetUp, startSetUp, waitForAction, readPage } from './helpers.mjs';

export const twoSeats = [
  { kind: 'human', name: 'Tess' },
  { kind: 'bot', name: 'Ann', level: 'standard' },
];

/** Opens the set-up of Top Trumps with `seats`; `pack` is the test id of the pack to choose. */
export async function setUpTopTrumps(page, { seats = twoSeats, url = '/?pace=instant&seed=77' } = {}) {
  if (url !== null) await openApp(page, url);
  await openSetUp(page, { id: 'top-trumps', name: 'Top Trumps' }, seats);
}

export async function startTopTrumps(page, { seats, url, pack = 'pack-planets' } = {}) {
  await setUpTopTrumps(page, { seats, url });
  if (pack) await page.getByTestId(pack).locator('input[type=radio]').check();
  await startSetUp(page, 'Top Trumps');
}

/** What the person at the device sees. */
export async function snapshot(page) {
  return readPage(page, ({ q, qa, action }) => {
    const mine = q('[data-testid="my-card"] .tt-card');
    return {
      action: action([], ['choose', '[data-testid="attribute"]']),
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

export const waitForPerson = (page) => waitForAction(page, snapshot);

/** The snapshot, with `action` 'out' once every person is out and the skip offer is up. */
export async function snapshotOrOut(page) {
  const s = await snapshot(page);
  if (!s.action && (await page.getByTestId('people-out').count())) s.action = 'out';
  return s;
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
      await page.getByTestId('pass-device').locator('.pass-button').click();
      continue;
    }
    const a = pick(s);
    await page.locator(`[data-testid="attribute"][data-action="${a.action}"]`).click();
  }
  throw new Error('the game did not end');
}

/** A made-up pack of `cards` robots with four attributes (one lower-wins, some no data). */
export function robotPack(cards = 20) {
  return {
    format: 1,
    name: 'Robots of the test bench',
    description: 'Made-up robots for a test.',
    sources: [{ name: 'The test itself' }],
    licence: 'CC0',
    attributes: [
      { key: 'power', label: 'Power', unit: 'W', better: 'higher', precision: 0 },
      { key: 'weight', label: 'Weight', unit: 'kg', better: 'lower', precision: 1 },
      { key: 'speed', label: 'Speed', unit: 'km/h', better: 'higher', precision: 0 },
      { key: 'age', label: 'Age', unit: 'years', better: 'higher', precision: 0 },
    ],
    cards: Array.from({ length: cards }, (_, i) => ({
      name: `Robot ${i + 1}`,
      picture: '🤖',
      values: { power: (i * 7) % 23, weight: 10 + ((i * 3) % 11) / 2, speed: (i * 5) % 17, age: i % 4 === 0 ? null : i },
    })),
  };
}

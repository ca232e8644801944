// Games you never lose, hands nobody sees (every game, from the hub's list of games):
//   - an unfinished game of every kind is listed on the hub and each continues where it was;
//   - New game on a game with an unfinished one asks first; cancelling (or closing the set-up)
//     keeps it, and only Abandon (after a yes) ends it;
//   - with two people seated, every way onto the table shows the hand-over cover first (a new
//     game, Continue, Forward from the hub, a reload, the page back after 30 s hidden, play on
//     from the replay viewer, a shared-deal link), and the privacy scan finds nothing.
import { test, expect, openApp, screenshotBoth, openSetUp, startSetUp } from './helpers.mjs';
import { watchPrivacy, expectPrivate, privacyKit } from './privacy.mjs';

/** The games the hub offers, in its order: [{ id, name }]. */
async function hubGames(page) {
  await expect(page.getByTestId('hub')).toBeVisible();
  return page.locator('.game-card[data-game]').evaluateAll((cards) =>
    cards.map((c) => ({ id: c.dataset.game, name: c.querySelector('h3').textContent })),
  );
}

/** The saved game of `id` (the wrapper's data), or null. */
const saved = (page, id) =>
  page.evaluate((k) => {
    const raw = localStorage.getItem(k);
    return raw ? JSON.parse(raw).data : null;
  }, `trumps.v1.game.${id}`);

/** The seat to act in the saved game, and who the people are (the privacy kit's reading of
 *  the save, independent of what the app shows). */
async function turn(page, id) {
  return page.evaluate((g) => {
    const a = window.__privacy.adapters[g];
    const s = JSON.parse(localStorage.getItem(a.key)).data;
    return { toAct: a.toAct(s), people: a.people(s), moves: s.moves };
  }, id);
}

/** Sets up `id` with `seats` ([{ kind, name }]) and starts it. */
async function start(page, game, seats) {
  await openSetUp(page, game, seats);
  await startSetUp(page, game.name);
}

/** Waits until a person is to act in `id` (bots play at the instant pace until then). */
async function untilPersonToAct(page, id) {
  await expect
    .poll(async () => {
      // A hand's summary waits for the person: dismiss it so play goes on.
      const next = page.locator('[data-testid="next-hand"], [data-testid="next-round"]');
      if (await next.count()) await next.first().click().catch(() => {});
      const t = await turn(page, id);
      return t.toAct !== null && t.people.includes(t.toAct);
    }, { timeout: 60_000 })
    .toBe(true);
}

const ONE_PERSON = [
  { kind: 'human', name: 'Tess' },
  { kind: 'bot', name: 'Ann' },
  { kind: 'bot', name: 'Ben' },
];

test('an unfinished game of every kind is listed on the hub, and each continues where it was', async ({ page, consoleErrors }) => {
  test.setTimeout(6 * 60_000);
  await page.addInitScript(privacyKit);
  await openApp(page, '/?pace=instant&seed=31');
  const games = await hubGames(page);
  expect(games.length).toBeGreaterThanOrEqual(5);
  await expect(page.getByTestId('unfinished-games')).toHaveCount(0);
  const left = {};
  for (const g of games) {
    await start(page, g, ONE_PERSON);
    await untilPersonToAct(page, g.id);
    left[g.id] = { save: await saved(page, g.id), at: await page.locator('.table-screen .round-label').textContent() };
    await page.getByTestId('table-hub').click();
    await expect(page.getByTestId(`unfinished-${g.id}`)).toBeVisible();
  }
  // Every one listed, with where it stands and who plays.
  const rows = page.getByTestId('unfinished-games').locator('li.unfinished');
  await expect(rows).toHaveCount(games.length);
  for (const g of games) {
    const row = page.getByTestId(`unfinished-${g.id}`);
    await expect(row).toContainText(g.name);
    await expect(row).toContainText(left[g.id].at);
    await expect(row).toContainText('Tess, Bot Ann, Bot Ben');
    await expect(row).toContainText(/Last played (just now|\d+ minutes? ago)/);
  }
  await screenshotBoth(page, 'hub-unfinished-games');
  // Each continues exactly where it was (the person to act, nothing changed), in any order.
  for (const g of [...games].reverse()) {
    await page.getByTestId(`continue-${g.id}`).click();
    await expect(page.locator('.table-screen .game-name')).toHaveText(g.name);
    await expect(page.locator('.table-screen .round-label')).toHaveText(left[g.id].at);
    await expect(page.getByTestId('pass-device'), 'one person: no cover').toHaveCount(0);
    const now = await saved(page, g.id);
    expect(now.moves, `${g.name} continues where it was`).toBe(left[g.id].save.moves);
    expect(now.decisions).toEqual(left[g.id].save.decisions);
    expect(now.game).toEqual(left[g.id].save.game);
    await page.getByTestId('table-hub').click();
  }
  await expect(rows).toHaveCount(games.length);
  expect(consoleErrors).toEqual([]);
});

test('New game on a game with an unfinished one asks first; only Abandon ends it', async ({ page, consoleErrors }) => {
  test.setTimeout(4 * 60_000);
  await page.addInitScript(privacyKit);
  await openApp(page, '/?pace=instant&seed=32');
  for (const g of await hubGames(page)) {
    await start(page, g, ONE_PERSON);
    await untilPersonToAct(page, g.id);
    await page.getByTestId('table-hub').click();
    const before = await saved(page, g.id);

    // Asked; Cancel keeps it.
    await page.getByTestId(`set-up-${g.id}`).click();
    const question = page.getByTestId('new-game-question');
    await expect(question).toBeVisible();
    await expect(question).toContainText(`You have an unfinished game of ${g.name}`);
    if (g.id === 'what-trump') await screenshotBoth(page, 'new-game-question');
    await page.getByTestId('question-cancel').click();
    await expect(question).toHaveCount(0);
    await expect(page.getByTestId('setup-dialog')).toHaveCount(0);
    // Escape cancels too.
    await page.getByTestId(`set-up-${g.id}`).click();
    await expect(question).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(question).toHaveCount(0);
    // A new one set up but not started: the set-up warns, and closing it keeps the game.
    await page.getByTestId(`set-up-${g.id}`).click();
    await page.getByTestId('question-new').click();
    await expect(page.getByTestId('setup-dialog')).toBeVisible();
    await expect(page.getByTestId('setup-replaces')).toContainText(`Starting ends your ${g.name} game with Tess`);
    await page.getByTestId('setup-close').click();
    expect(await saved(page, g.id)).toEqual(before);
    await expect(page.getByTestId(`unfinished-${g.id}`)).toBeVisible();
    // "Continue it" from the question opens it where it was.
    await page.getByTestId(`set-up-${g.id}`).click();
    await page.getByTestId('question-continue').click();
    await expect(page.locator('.table-screen .game-name')).toHaveText(g.name);
    expect((await saved(page, g.id)).decisions).toEqual(before.decisions);
    await page.getByTestId('table-hub').click();

    // Abandon asks; "Keep it" keeps it; "Abandon it" ends it for good.
    await page.getByTestId(`abandon-${g.id}`).click();
    await page.getByTestId(`abandon-no-${g.id}`).click();
    await expect(page.getByTestId(`continue-${g.id}`)).toBeVisible();
    expect(await saved(page, g.id)).toEqual(before);
    await page.getByTestId(`abandon-${g.id}`).click();
    await page.getByTestId(`abandon-yes-${g.id}`).click();
    await expect(page.getByTestId(`unfinished-${g.id}`)).toHaveCount(0);
    expect(await saved(page, g.id)).toBeNull();
    // Now New game goes straight to the set-up.
    await page.getByTestId(`set-up-${g.id}`).click();
    await expect(page.getByTestId('setup-dialog')).toBeVisible();
    await expect(page.getByTestId('setup-replaces')).toHaveCount(0);
    await page.getByTestId('setup-close').click();
  }
  expect(consoleErrors).toEqual([]);
});

const TWO_PEOPLE = [
  { kind: 'human', name: 'Alice' },
  { kind: 'human', name: 'Bob' },
  { kind: 'bot', name: 'Cleo' },
];

/** The cover is up and names a person; the table under it is not in the page; the scan is
 *  clean. Then the named person taps. */
async function coverFirst(page, id, way) {
  const cover = page.getByTestId('pass-device');
  await expect(cover, `${way}: the cover comes first`).toBeVisible();
  await expect(cover).toContainText(/Pass the device to (Alice|Bob)/);
  await expect(page.locator('.table-body'), `${way}: nothing of the table under the cover`).toHaveCount(0);
  await expectPrivate(page, id);
  await cover.locator('.pass-button').click();
  await expect(cover).toHaveCount(0);
  await expect(page.locator('.table-body'), `${way}: the table once the person taps`).toBeVisible();
  await expectPrivate(page, id);
}

for (const game of ['what-trump', 'ace-trump', 'ransom-trump', 'truf', 'top-trumps']) {
  test(`${game}, two people: every way onto the table shows the cover first, and nothing private leaks`, async ({ page, consoleErrors }) => {
    test.setTimeout(5 * 60_000);
    await watchPrivacy(page, game);
    await openApp(page, '/?pace=instant&seed=33');
    const g = (await hubGames(page)).find((x) => x.id === game);
    expect(g, `${game} is on the hub`).toBeTruthy();

    await start(page, g, TWO_PEOPLE);
    await coverFirst(page, game, 'a new game');

    await page.getByTestId('table-hub').click();
    await page.getByTestId(`continue-${game}`).click();
    await coverFirst(page, game, 'Continue');

    await page.getByTestId('table-hub').click();
    await expect(page.getByTestId('hub')).toBeVisible();
    await page.goForward();
    await coverFirst(page, game, 'Forward from the hub');

    await page.reload();
    await coverFirst(page, game, 'a reload');

    // The page hidden for more than 30 s (another app, a locked phone), then shown again.
    await page.evaluate(() => {
      const realNow = Date.now;
      const flip = (hidden) => {
        Object.defineProperty(document, 'hidden', { value: hidden, configurable: true });
        Object.defineProperty(document, 'visibilityState', { value: hidden ? 'hidden' : 'visible', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      };
      flip(true);
      Date.now = () => realNow() + 31_000;
      flip(false);
    });
    await coverFirst(page, game, 'the page back after 30 s hidden');
    // Hidden briefly (under 30 s): the table stays as it was.
    await page.evaluate(() => {
      const flip = (hidden) => {
        Object.defineProperty(document, 'hidden', { value: hidden, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      };
      flip(true);
      flip(false);
    });
    await expect(page.getByTestId('pass-device')).toHaveCount(0);

    // Play on from the replay viewer, two people seated.
    await page.getByTestId('game-menu').click();
    await page.getByTestId('menu-watch').click();
    await expect(page.getByTestId('replay')).toBeVisible();
    await expectPrivate(page, game);
    await page.getByTestId('replay-play-on').click();
    await expect(page.getByTestId('play-on')).toBeVisible();
    await expect(page.getByTestId('replaces-warning')).toContainText(`This ends your ${g.name} game`);
    await page.getByTestId('play-on-seat-0').selectOption('human');
    await page.getByTestId('play-on-seat-1').selectOption('human');
    await page.getByTestId('play-on-start').click();
    await coverFirst(page, game, 'play on from the replay viewer');

    // A shared-deal link opened on this device while the table is covered: the offer shows
    // above the cover, names the game, players and options, and lets the seats be chosen.
    await page.getByTestId('game-menu').click();
    await page.getByTestId('menu-share').click();
    const code = await page.getByTestId('share-code').inputValue();
    await page.getByRole('button', { name: 'Done' }).click();
    await page.reload();
    await expect(page.getByTestId('pass-device')).toBeVisible();
    await page.goto(`/?pace=instant&deal=${code}`);
    const offer = page.getByTestId('deal-offer');
    await expect(offer).toBeVisible();
    await expect(page.getByTestId('pass-device')).toBeVisible();
    await expect(page.getByTestId('deal-offer-what')).toContainText(`${g.name} · 3 players · deal`);
    await expect(page.getByTestId('deal-offer-options')).toContainText(/options/i);
    await expect(page.getByTestId('replaces-warning')).toContainText(`Starting it ends your ${g.name} game`);
    // Offered with one person (a link is mostly opened alone); a second is seated here.
    await expect(page.getByTestId('deal-seat-1')).toHaveValue(/standard|beginner|expert/);
    await page.getByTestId('deal-seat-1').selectOption('human');
    await page.getByTestId('deal-seat-name-1').fill('Bob');
    await page.getByTestId('deal-offer-start').click();
    await expect(offer).toHaveCount(0);
    await coverFirst(page, game, 'a shared-deal link');
    expect((await turn(page, game)).people).toEqual([0, 1]);
    expect(consoleErrors).toEqual([]);
  });
}

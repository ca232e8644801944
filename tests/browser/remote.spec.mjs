// Playing on several devices (issue 30): a host and two guests in three browser contexts.
import { test, expect, collectConsoleErrors, seededRandom, screenshot, FULL, LONG_PLAY, accessibilityProblems } from './helpers.mjs';
import { GAMES, seating, openHost, hostGame, connect, step, hostSecrets, scanGuest, checkGuestViews, guestState, guestPage, closeGuests } from './remote.mjs';
import { listen, heard, focusNow } from './keys-play.mjs';

// Each test has three browser contexts of its own: they run side by side.
test.describe.configure({ mode: 'parallel', timeout: 600_000 });
test.afterEach(closeGuests);

/** Plays until every page shows the game's end (or `until()` holds); scans each guest's page
 *  after every change it heard of. The pages are separate browsers: each is asked at the
 *  same time. */
async function playToTheEnd(host, guests, game, rand, until = null) {
  const leaks = [];
  let scans = 0;
  const time = { start: Date.now(), scanning: 0 };
  for (let round = 0; round < 20_000; round++) {
    const scanStart = Date.now();
    // Each guest that heard something new is scanned before anyone taps: while the game
    // waits for a guest, every guest is in step with the host. A guest a move behind may
    // still show a card the host has since dealt elsewhere, so only a guest in step counts;
    // and the host's bots play on their own, so only a scan during which the host did not
    // move counts (a card played meanwhile is public by the time a guest shows it).
    const before = await hostSecrets(host, game.id);
    const found = (await Promise.all(guests.map((g) => scanGuest(g.page, g.seat, before.secrets, before.moves)))).filter((r) => r.scanned);
    if (found.length && (await hostSecrets(host, game.id)).moves === before.moves) {
      for (const r of found) leaks.push(...r.found);
      scans += found.length;
    }
    time.scanning += Date.now() - scanStart;
    const acted = await Promise.all([host, ...guests.map((g) => g.page)].map((p) => step(p, rand)));
    if (acted.every((a) => a === 'over') || (until && (await until()))) {
      const s = (ms) => (ms / 1000).toFixed(0);
      console.log(`${game.name}: ${round} rounds, ${scans} guest pages scanned, ${s(Date.now() - time.start)} s (${s(time.scanning)} s scanning)`);
      return { leaks, scans };
    }
    await host.waitForTimeout(acted.some(Boolean) ? 30 : 120);
  }
  throw new Error('the game did not end');
}

// One kind's whole game runs every time: Truf's (a bid of several taps goes move by move, the
// protocol's hardest path; under two minutes). Every kind's whole game runs under
// scripts/test.sh --full (REMOTE_EVERY_GAME=1 too): one to seven minutes each beside the rest
// of the suite, What Trump?'s (about 1,200 decisions) fifteen minutes and more with three
// browsers on two cores. What a whole game proves of the protocol (every device ends alike,
// each guest is sent only its seat's view) is proved natively over random games of every kind
// on bad connections (crates/rules/tests/remote.rs); here, that a person on each device plays.
const EVERY_GAME = FULL || process.env.REMOTE_EVERY_GAME === '1';
const EVERYDAY_KIND = 'truf';
for (const game of GAMES) {
  test(`${game.name}: a host and two guests play a whole game, each guest seeing only its seat`, async ({ page, browser }) => {
    test.skip(!EVERY_GAME && game.id !== EVERYDAY_KIND, LONG_PLAY);
    if (game.id === 'what-trump') test.setTimeout(45 * 60_000);
    const errors = collectConsoleErrors(page);
    await openHost(page, 'instant');
    await hostGame(page, game, seating(game.players));
    const guests = [];
    for (const seat of [1, 2]) {
      const g = await guestPage(browser);
      const guestErrors = collectConsoleErrors(g);
      await connect(page, g, seat);
      guests.push({ page: g, seat, errors: guestErrors });
    }
    await expect(guests[0].page.getByTestId('guest-seat')).toHaveText('You play as Ann.');
    const { leaks, scans } = await playToTheEnd(page, guests, game, seededRandom(7));
    expect(scans).toBeGreaterThan(5);
    expect(leaks).toEqual([]);
    // Every state each guest held, built from the messages it received, was exactly its own
    // seat's view of the host's game at that position.
    for (const g of guests) {
      const v = await checkGuestViews(page, g.page, g.seat);
      expect(v.wrong).toEqual([]);
      expect(v.unknown).toEqual([]);
      expect(v.checked).toBeGreaterThan(20);
    }
    for (const g of guests) errors.push(...g.errors);
    expect(errors).toEqual([]);
    // Every device ends where the host ended: the same final lines (each guest's own seat is
    // "You" there), and the guests' last states agree with each other.
    const finals = (p) => p.locator('.game-over .finals li > :last-child').allTextContents();
    const hostFinals = await finals(page);
    expect(hostFinals.length).toBe(game.players);
    for (const g of guests) {
      await expect(g.page.getByTestId('game-over')).toBeVisible();
      expect(await finals(g.page)).toEqual(hostFinals);
    }
    const [a, b] = await Promise.all(guests.map((g) => guestState(g.page)));
    expect(a.outcome).toEqual(b.outcome);
    expect(a.outcome?.winners?.length).toBeGreaterThan(0);
  });
}

/** Host's decisions so far (its save). */
const hostDecisions = (host, id) =>
  host.evaluate((key) => JSON.parse(localStorage.getItem(key)).data.decisions, `trumps.v1.game.${id}`);

/** Steps every page (in the order given) until `done()` holds. `pages` may be a function giving
 *  the pages to step this round. */
async function playUntil(pages, done, rand, limit = 2000) {
  for (let i = 0; i < limit; i++) {
    if (await done()) return;
    let acted = false;
    const now = typeof pages === 'function' ? await pages() : pages;
    for (const p of now) acted = Boolean(await step(p, rand)) || acted;
    await now[0].waitForTimeout(acted ? 30 : 120);
  }
  throw new Error('never got there');
}

const ACE = GAMES.find((g) => g.id === 'ace-trump');

/** Ace Trump at the host (Hal a bot, or with `hostPerson` a person there), with Ann and Ben
 *  joined from their own devices. */
async function aceWithAnnAndBen(page, browser, options = {}) {
  await openHost(page, 'instant');
  await hostGame(page, ACE, seating(3, options));
  const ann = await guestPage(browser);
  const ben = await guestPage(browser);
  await connect(page, ann, 1);
  await connect(page, ben, 2);
  return { ann, ben };
}

/** Until the host's save holds, after its first `from` decisions, three tricks' worth of
 *  moves and a move by each of `seats` (the game going on with everyone back at the table);
 *  under scripts/test.sh --full, until the game's end on every page (`pages`). That every
 *  device ends alike is proved natively over random games (crates/rules/tests/remote.rs). */
const playedOnBy = (host, pages, from, seats) => async () => {
  if (FULL) return allOver(pages);
  const later = (await hostDecisions(host, ACE.id)).slice(from);
  return later.length >= 9 && seats.every((seat) => later.some((d) => d.seat === seat));
};

/** Whether every page shows the game's end. */
async function allOver(pages) {
  for (const p of pages) if (!(await p.getByTestId('game-over').count())) return false;
  return true;
}

test('a guest whose connection drops mid-trick is waited for, then played for by a bot at the time the host chose, and comes back with a new code; nothing lost', async ({ page, browser }) => {
  const { ann, ben } = await aceWithAnnAndBen(page, browser);
  const rand = seededRandom(11);
  await playUntil([ann, ben, page], async () => (await hostDecisions(page, ACE.id)).length >= 6, rand);
  // Everyone plays on until Ann has played to a trick someone else is still to play to, as
  // the host has it (Ann's device in step with it).
  const midTrick = async () => {
    const s = await guestState(ann);
    const inTrick = (s.view?.trick?.plays ?? []).some(([seat]) => seat === 1);
    const moves = (await hostSecrets(page, ACE.id)).moves;
    return s.view?.phase === 'play' && inTrick && s.to_act != null && s.to_act !== 1 && s.token?.moves === moves;
  };
  // (Ann taps last in each round: Ben, next after her, would otherwise answer at once.)
  await playUntil([ben, page, ann], midTrick, rand);
  const before = await hostDecisions(page, ACE.id);
  await ann.context().close();
  await expect(page.getByTestId('remote-presence-1')).toHaveText(/Away/, { timeout: 45_000 });
  // The game goes on without her (Ben's moves, Hal's) until it is her turn.
  await playUntil([ben, page], async () => (await hostDecisions(page, ACE.id)).length > before.length && (await guestState(ben)).to_act === 1, rand);
  // While Ann is away, nothing is played for her.
  await page.waitForTimeout(1500);
  const waiting = await hostDecisions(page, ACE.id);
  expect(waiting.slice(before.length).filter((d) => d.seat === 1)).toEqual([]);
  await expect(page.getByTestId('remote-seat-1')).toContainText('The game waits for them.');
  // The host chooses that a bot plays for someone away after 30 seconds: it counts down,
  // then plays Ann's move.
  await page.getByTestId('away-bot-after').selectOption('30');
  await expect(page.getByTestId('bot-in-1')).toHaveText(/^A bot plays for them in \d+ s\.$/);
  await expect(page.getByTestId('remote-presence-1')).toHaveText('Away: a bot plays for them', { timeout: 45_000 });
  await expect(page.getByTestId('remote-note')).toContainText('Ann has been away too long');
  await expect
    .poll(async () => (await hostDecisions(page, ACE.id)).slice(waiting.length).some((d) => d.seat === 1), { timeout: 30_000 })
    .toBe(true);
  const stoodIn = await hostDecisions(page, ACE.id);
  const ann2 = await guestPage(browser);
  await connect(page, ann2, 1);
  await expect(ann2.getByTestId('guest-seat')).toHaveText('You play as Ann.');
  // Back: Ann plays her seat again, not the bot.
  await expect(page.getByTestId('remote-presence-1')).toHaveText('Here');
  // Everything played before the drop is still the game's.
  const after = await hostDecisions(page, ACE.id);
  expect(after.slice(0, stoodIn.length)).toEqual(stoodIn);
  await playUntil([ann2, ben, page], playedOnBy(page, [ann2, ben, page], stoodIn.length, [1, 2]), rand, 4000);
  const final = await hostDecisions(page, ACE.id);
  expect(final.slice(0, before.length)).toEqual(before);
  // Ben's device and Ann's new one held only their own views throughout.
  for (const [g, seat] of [[ben, 2], [ann2, 1]]) {
    const v = await checkGuestViews(page, g, seat);
    expect(v.wrong).toEqual([]);
    expect(v.unknown).toEqual([]);
    expect(v.checked).toBeGreaterThan(5);
  }
});

test('someone invited to watch sees the table as an onlooker: every move, no one\'s cards', async ({ page, browser }) => {
  const { ann, ben } = await aceWithAnnAndBen(page, browser);
  const watcher = await guestPage(browser);
  await connect(page, watcher, 'spectator');
  await expect(watcher.getByTestId('guest-seat')).toHaveText('You watch this table.');
  await expect(watcher.getByTestId('guest-connection')).toHaveText('Connected');
  let scans = 0;
  const leaks = [];
  const rand = seededRandom(17);
  await playUntil(
    [ann, ben, page],
    async () => {
      const before = await hostSecrets(page, ACE.id);
      const r = await scanGuest(watcher, null, before.secrets, before.moves);
      if (r.scanned && (await hostSecrets(page, ACE.id)).moves === before.moves) {
        scans++;
        leaks.push(...r.found);
      }
      // A scan counts only where the onlooker holds the host's position and nothing moved
      // while it was read: how many of the first twelve moves allow one depends on the
      // machine's pace, so play goes on until four were made.
      return before.moves >= 12 && scans > 3;
    },
    rand,
  );
  expect(leaks).toEqual([]);
  const v = await checkGuestViews(page, watcher, null);
  expect(v.wrong).toEqual([]);
  expect(v.unknown).toEqual([]);
  expect(v.checked).toBeGreaterThan(5);
  // The onlooker holds no hand and has nothing to do.
  await expect(watcher.locator('.guest-table .table-body')).toBeVisible();
  // (A hand's summary shows an onlooker too: dismissing it is all it may do.)
  expect([null, 'summary']).toContain(await step(watcher, rand));
  expect((await guestState(watcher)).seat ?? null).toBeNull();
  // A guest's page has the game's rules and a way back to its own parlour, asked first.
  await watcher.getByTestId('guest-rules').click();
  await expect(watcher.getByTestId('rules-body')).toContainText('Ace');
  await watcher.keyboard.press('Escape');
  await watcher.getByTestId('guest-leave-ask').click();
  await expect(watcher.getByTestId('guest-leave-question')).toContainText('Leave the host\'s table?');
  await screenshot(watcher, 'guest-leave-question', { fullPage: false });
  await watcher.getByTestId('guest-leave-no').click();
  await expect(watcher.getByTestId('guest-leave-question')).toHaveCount(0);
  await expect(watcher.getByTestId('guest-connection')).toHaveText('Connected');
});

test('a guest hears the table in its own live region and plays by keys; another, set to Short, is not told his own plays back', async ({ page, browser }) => {
  await openHost(page, 'instant');
  await hostGame(page, ACE, seating(3));
  const ann = await guestPage(browser);
  const errors = collectConsoleErrors(ann);
  await listen(ann);
  await connect(page, ann, 1);
  // Ben chose Short on his device's hub before he joined.
  const ben = await guestPage(browser);
  await listen(ben);
  await ben.goto('/');
  await ben.getByTestId('announce').selectOption('short');
  await connect(page, ben, 2);
  const rand = seededRandom(23);
  // Ann acts by keys only: at each of her decisions the focus is on its first choice (it went
  // there by itself), and Enter takes it. Ben and the host's bot play on.
  const focused = () =>
    ann.evaluate(() => {
      const el = document.activeElement;
      if (!el || el.disabled || !el.closest('.table-body [data-decision]')) return null;
      return { card: el.dataset.card ?? null };
    });
  const mine = (re) => async () => (await heard(ann)).filter((l) => re.test(l)).length;
  let played = 0;
  for (let i = 0; i < 3000 && played < 4; i++) {
    const f = await focused();
    if (f) {
      const before = await mine(/^You /)();
      await ann.keyboard.press('Enter');
      if (f.card) played += 1;
      await expect.poll(mine(/^You /)).toBeGreaterThan(before);
      continue;
    }
    if (await ann.getByTestId('next-round').count()) await ann.getByTestId('next-round').press('Enter');
    const acted = (await step(ben, rand)) || (await step(page, rand));
    await ann.waitForTimeout(acted ? 30 : 100);
  }
  expect(played).toBe(4);
  // Each of Ben's plays is said on Ann's page once, in order (he joined after her); her own
  // in the second person; whose turn it is, never twice in a row.
  const bens = async () => (await hostDecisions(page, ACE.id)).filter((d) => d.seat === 2 && d.action.type === 'play').length;
  await expect.poll(async () => (await mine(/^Ben played /)()) - (await bens())).toBe(0);
  expect(await mine(/^You played /)()).toBe(played);
  // Ben hears Ann's plays and the tricks, not his own plays said back.
  const benHeard = await heard(ben);
  expect(benHeard.filter((l) => /^Ann played /.test(l)).length).toBeGreaterThan(0);
  expect(await bens()).toBeGreaterThan(0);
  expect(benHeard.filter((l) => /^You played /.test(l))).toEqual([]);
  expect(benHeard.filter((l) => /wins? the trick/.test(l)).length, 'what follows a play is said').toBeGreaterThan(0);
  const lines = await heard(ann);
  // (Whose turn it is comes after what led to it: never two such lines with no move between.)
  lines.forEach((l, i) => {
    if (/^Your /.test(l)) expect(lines[i - 1] ?? '', `line ${i}: whose turn, said twice over`).not.toMatch(/^Your /);
  });
  // (Each card of Ann's after a line that says it is her turn or her lead.)
  expect(lines.filter((l) => /(^|\. )Your (turn|lead)/.test(l)).length).toBeGreaterThanOrEqual(played);
  // The reading keys work there too; the page has one live region.
  await ann.keyboard.press('3');
  await expect.poll(async () => (await heard(ann)).at(-1)).toMatch(/^Your hand/);
  await expect(ann.locator('[aria-live]')).toHaveCount(1);
  // And axe finds nothing there, once its cards have stopped moving.
  await expect.poll(() => ann.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length)).toBe(0);
  expect(await accessibilityProblems(ann)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a host invites a guest and connects it by keys alone: Tab, Enter and typing the answer', async ({ page, browser }) => {
  await openHost(page, 'instant');
  await hostGame(page, ACE, seating(3));
  const cdp = await page.context().newCDPSession(page);
  const tabTo = async (name) => {
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press('Tab');
      const f = await focusNow(cdp);
      if (f && name.test(f.name)) return f;
    }
    throw new Error(`Tab never reached ${name}`);
  };
  await tabTo(/^Invite Ann$/);
  await page.keyboard.press('Enter');
  const link = page.getByTestId('invite-link');
  await expect(link).toBeVisible({ timeout: 20_000 });
  expect(await accessibilityProblems(page)).toEqual([]);
  // (The link reaches Ann's phone by other means: here, a page of its own.)
  const ann = await guestPage(browser);
  await ann.goto(`${await link.inputValue()}&hooks=1`);
  const answer = ann.getByTestId('answer-code');
  await expect(answer).toBeVisible({ timeout: 20_000 });
  const code = await answer.inputValue();
  // Her answer typed into its field, reached by Tab; Connect by Tab and Enter.
  const field = await tabTo(/^Ann's code$/);
  expect(field.role).toBe('textbox');
  await page.keyboard.insertText(code);
  await tabTo(/^Connect$/);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('remote-presence-1')).toHaveText('Here', { timeout: 20_000 });
  await expect(page.getByTestId('invite-dialog')).toHaveCount(0);
  await expect(ann.locator('.guest-table .table-body')).toBeVisible({ timeout: 20_000 });
  expect(await accessibilityProblems(ann)).toEqual([]);
});

test('a host that reloads mid-hand takes the game up from its save and both guests rejoin', async ({ page, browser }) => {
  const { ann, ben } = await aceWithAnnAndBen(page, browser);
  const rand = seededRandom(5);
  await playUntil([ann, ben, page], async () => (await hostDecisions(page, ACE.id)).length >= 8, rand);
  const before = await hostDecisions(page, ACE.id);
  await page.reload();
  await expect(page.getByTestId('remote-seats')).toBeVisible();
  await expect(ann.getByTestId('guest-lost')).toBeVisible({ timeout: 45_000 });
  await expect(ben.getByTestId('guest-lost')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('remote-presence-1')).toHaveText('Not joined yet');
  await connect(page, ann, 1);
  await connect(page, ben, 2);
  expect((await hostDecisions(page, ACE.id)).slice(0, before.length)).toEqual(before);
  const rejoined = (await hostDecisions(page, ACE.id)).length;
  await playUntil([ann, ben, page], playedOnBy(page, [ann, ben, page], rejoined, [1, 2]), rand, 4000);
  expect((await hostDecisions(page, ACE.id)).slice(0, before.length)).toEqual(before);
});

test('out-of-turn, illegal, malformed and oversized messages from a guest are refused and change nothing', async ({ page, browser }) => {
  // No bot: nothing moves unless a device does.
  const { ann, ben } = await aceWithAnnAndBen(page, browser, { hostPerson: true });
  // A few moves in (a position to be stale), then until a guest is to act (the host's
  // person plays when it is Hal's turn).
  await playUntil([ann, ben, page], async () => (await hostDecisions(page, ACE.id)).length >= 2, seededRandom(2));
  await playUntil([page], async () => [1, 2].includes((await guestState(ann)).to_act), seededRandom(2));
  const s = await guestState(ann);
  const [mover, idle, moverSeat, idleSeat] = s.to_act === 1 ? [ann, ben, 1, 2] : [ben, ann, 2, 1];
  const ms = await guestState(mover);
  const legal = ms.view.legal;
  expect(legal.length).toBeGreaterThan(0);
  const halCard = (await hostSecrets(page, ACE.id)).secrets
    .find((x) => x.owner === 0)
    .needles.map((n) => /data-card="(.*)"/.exec(n.selector)?.[1])
    .find(Boolean);
  const withCard = (action, card) => {
    const a = structuredClone(action);
    const key = Object.keys(a).find((k) => k !== 'type' && typeof a[k] === 'string');
    if (key) a[key] = card;
    return a;
  };
  const act = (token, seat, action) => `{"Act":{"token":${token},"seat":${seat},"action":${JSON.stringify(action)}}}`;
  const decisions = await hostDecisions(page, ACE.id);
  const tries = [
    [idle, act((await guestState(idle)).tokenText, idleSeat, legal[0]), /turn/i],
    [idle, act((await guestState(idle)).tokenText, moverSeat, legal[0]), /holds your seat, not (Ann|Ben)'s/],
    [mover, act(ms.tokenText.replace(/"moves":(\d+)/, (_, n) => `"moves":${Number(n) - 1}`), moverSeat, legal[0]), /earlier position/],
    [mover, act(ms.tokenText, moverSeat, withCard(legal[legal.length - 1], halCard)), /not allowed|not in|cannot|illegal|hand/i],
    [mover, act(ms.tokenText, moverSeat, { type: 'no-such-move' }), /.+/],
    [mover, 'this is not JSON', /not a message this app understands/],
    [mover, act(ms.tokenText, moverSeat, 'x'.repeat(70_000)), /longer than the 64 KiB accepted/],
  ];
  const refusals = (p) => p.evaluate(() => Number(document.querySelector('[data-testid="guest-refused"]')?.dataset.count ?? 0));
  for (const [who, text, words] of tries) {
    const n = await refusals(who);
    await who.evaluate((t) => window.__trumpsGuestSend(t, false), text);
    await expect.poll(() => refusals(who), { timeout: 15_000 }).toBe(n + 1);
    await expect(who.getByTestId('guest-refused')).toHaveText(words);
    expect(await hostDecisions(page, ACE.id)).toEqual(decisions);
  }
  // Frames that are not frames at all.
  for (const raw of ['garbage', '{"v":1,"ack":0,"data":5}', '{"v":1,"ack":0,"resend":"x"}']) {
    const n = await refusals(mover);
    await mover.evaluate((t) => window.__trumpsGuestSend(t, true), raw);
    await expect.poll(() => refusals(mover), { timeout: 15_000 }).toBe(n + 1);
    expect(await hostDecisions(page, ACE.id)).toEqual(decisions);
  }
  // And a real move still goes through.
  await mover.locator('.table-body [data-decision] button:not([disabled])').first().click();
  await expect.poll(async () => (await hostDecisions(page, ACE.id)).length).toBe(decisions.length + 1);
});

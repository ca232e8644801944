// Playing on several devices: a host and its guests, each in a browser context of its own,
// connected as people connect them (the host's link opened on the guest, the guest's answer
// pasted on the host), and a whole game played by everyone at once.
import { expect, freshPage, openApp, openSetUp, startSetUp } from './helpers.mjs';
import { privacyKit } from './privacy.mjs';

/** The games, with a seating: a bot at the host's device, two guests, bots in the rest. */
export const GAMES = [
  { id: 'what-trump', name: 'What Trump?', players: 3 },
  { id: 'ace-trump', name: 'Ace Trump', players: 3 },
  { id: 'ransom-trump', name: 'Ransom Trump', players: 4 },
  // Two hands, not four: a whole match, in half the time.
  { id: 'truf', name: 'Truf', players: 4, options: { hands: '2' } },
  { id: 'top-trumps', name: 'Top Trumps', players: 3 },
];

/** Seats: `Hal` a Beginner bot at the host, `Ann` and `Ben` on their own devices, then bots. */
export function seating(players, { hostPerson = false } = {}) {
  const seats = [
    hostPerson ? { kind: 'human', name: 'Hal' } : { kind: 'bot', name: 'Hal', level: 'beginner' },
    { kind: 'remote', name: 'Ann' },
    { kind: 'remote', name: 'Ben' },
    { kind: 'bot', name: 'Cleo', level: 'beginner' },
    { kind: 'bot', name: 'Dan', level: 'beginner' },
  ];
  return seats.slice(0, players);
}

const opened = [];

/** A guest's device: a page in a browser context of its own (closed by `closeGuests`). */
export async function guestPage(browser) {
  const page = await freshPage(browser);
  opened.push(page.context());
  return page;
}

/** Closes every guest's context this test opened (their connections and timers go too). */
export async function closeGuests() {
  for (const c of opened.splice(0)) await c.close().catch(() => {});
}

/** Opens the host's hub with no STUN servers (the machine is its own network) and the bots
 *  at `pace`; the host keeps every view it could send (`hooks=1`) for `checkGuestViews`. */
export async function openHost(page, pace = 'fast') {
  await openApp(page, `/?pace=${pace}&hooks=1`);
  await page.evaluate(privacyKit);
  await expect(page.getByTestId('hub')).toBeVisible();
  const servers = page.getByTestId('ice-servers');
  await servers.fill('');
  await servers.dispatchEvent('change');
}

/** Sets up and starts `game` at the host with `seats`. */
export async function hostGame(page, game, seats) {
  await openSetUp(page, game, seats);
  for (const [key, value] of Object.entries(game.options ?? {})) {
    const field = page.getByTestId(`option-${key}`);
    await field.fill(value);
    await field.dispatchEvent('change');
  }
  await startSetUp(page, game.name);
  await expect(page.getByTestId('remote-seats')).toBeVisible();
}

/** Invites `seat` (its index, or `'spectator'` to watch) from the host and joins it from
 *  `guest` (a page of its own context), passing the link and the answer between them as text. */
export async function connect(host, guest, seat) {
  await host.getByTestId(seat === 'spectator' ? 'invite-spectator' : `invite-${seat}`).click();
  const link = host.getByTestId('invite-link');
  await expect(link).toBeVisible({ timeout: 20_000 });
  // `&hooks=1`: the guest's page keeps what it receives for the privacy scan and lets the
  // test send what a tampered guest would.
  const url = `${await link.inputValue()}&hooks=1`;
  expect(url).toContain('?join=');
  await guest.goto(url);
  const answer = guest.getByTestId('answer-code');
  await expect(answer).toBeVisible({ timeout: 20_000 });
  await host.getByTestId('answer-input').fill(await answer.inputValue());
  await host.getByTestId('answer-connect').click();
  if (seat === 'spectator') await expect(host.getByTestId('remote-note')).toContainText('A spectator joined', { timeout: 20_000 });
  else await expect(host.getByTestId(`remote-presence-${seat}`)).toHaveText('Here', { timeout: 20_000 });
  await expect(host.getByTestId('invite-dialog')).toHaveCount(0);
  await expect(guest.locator('.guest-table .table-body')).toBeVisible({ timeout: 20_000 });
}

/** One decision on `page`, if it has one: dismisses a hand's summary, or taps one of the
 *  enabled controls of the decision on the table (chosen by `rand`). Whether it acted. */
export async function step(page, rand) {
  return page.evaluate((r) => {
    const next = document.querySelector('[data-testid="next-round"]');
    if (next) {
      next.click();
      return 'summary';
    }
    if (document.querySelector('[data-testid="game-over"]')) return 'over';
    // A bid made of the first card picked (Truf), as the Truf tests' player does: a random
    // walk through a bid's form would take the whole evening.
    const bid = document.querySelector('[data-testid="make-bid"]');
    if (bid && !bid.disabled) {
      bid.click();
      return 'make-bid';
    }
    const open = (sel) => [...document.querySelectorAll(sel)].filter((b) => !b.disabled && b.offsetParent !== null);
    let choices = open('.table-body [data-decision] button, .table-body [data-decision] input[type="radio"]');
    // A decision that starts in the hand (Truf's bid: a card first, then the bid's form).
    if (!choices.length) choices = open('.table-body [data-testid="hand"] button[data-card]');
    // A form's main button is taken more often than its toggles, as a person would.
    const main = choices.filter((b) => b.classList.contains('primary'));
    if (main.length && r < 0.6) choices = main;
    if (!choices.length) return null;
    const b = choices[Math.floor(((r * 7919) % 1) * choices.length)];
    b.click();
    return b.dataset.testid ?? b.className;
  }, rand());
}

/** The private facts of every seat now, read from the host's save, as the privacy kit's
 *  adapter for `game` lists them. */
export async function hostSecrets(host, game) {
  return host.evaluate((g) => {
    const adapter = window.__privacy.adapters[g];
    const raw = localStorage.getItem(adapter.key);
    const saved = raw ? JSON.parse(raw).data : null;
    return { secrets: saved ? adapter.secrets(saved) : [], moves: saved?.moves ?? null };
  }, game);
}

/** What a guest holds now (its seat, the position, whose turn, the outcome, its view). */
export async function guestState(guest) {
  const raw = await guest.evaluate(() => window.__trumpsGuestState?.() ?? '{}');
  // The token's numbers are 64-bit: JavaScript's numbers would round the game's; its text
  // is kept as it came, to send back.
  return { ...JSON.parse(raw), tokenText: /"token":(\{[^}]*\})/.exec(raw)?.[1] ?? null };
}

const kitted = new WeakSet();

/** Scans the page of a guest seated at `seat` (`null` for a spectator) against the host's
 *  `secrets`, if it holds the position `moves` (the host's now) and heard something since its
 *  last scan. Returns whether it scanned, and what leaked. */
export async function scanGuest(guest, seat, secrets, moves) {
  if (!kitted.has(guest)) {
    await guest.evaluate(privacyKit);
    kitted.add(guest);
  }
  return guest.evaluate(
    ([secrets, seat, moves]) => {
      const held = (window.__trumpsGuestViews ?? []).length;
      const state = JSON.parse(window.__trumpsGuestState?.() ?? '{}');
      // A guest a move behind the host may still show a card the host has since dealt
      // elsewhere: only a guest in step with the host counts.
      if (state.token?.moves !== moves || held === window.__scannedAt) return { scanned: false, found: [] };
      window.__scannedAt = held;
      return { scanned: true, found: window.__privacy.scan(secrets, seat) };
    },
    [secrets, seat, moves],
  );
}

/** JSON with every object's keys in order, to compare two views. */
const canonical = (v) =>
  Array.isArray(v)
    ? `[${v.map(canonical).join(',')}]`
    : v && typeof v === 'object'
      ? `{${Object.keys(v)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`)
          .join(',')}}`
      : JSON.stringify(v);

/** Every state guest `seat` (`null`: a spectator) held, as the messages it received built
 *  them, against the view of its place the host had at that position: each must be exactly
 *  that view, nothing more. Returns how many were checked, and the positions that were not
 *  the host's view of that place (`wrong`) or that the host never had (`unknown`). */
export async function checkGuestViews(host, guest, seat) {
  const hostViews = await host.evaluate(() => window.__trumpsHostViews ?? {});
  const held = await guest.evaluate(() => window.__trumpsGuestViews ?? []);
  const out = { checked: 0, wrong: [], unknown: [] };
  for (const text of held) {
    const s = JSON.parse(text);
    const at = hostViews[`${s.game}:${s.moves}`];
    if (!at) {
      out.unknown.push(s.moves);
      continue;
    }
    const views = JSON.parse(at);
    const expected = seat === null ? views.observer : views.seats[seat];
    if (canonical(expected) === canonical(s.view)) out.checked++;
    else out.wrong.push(s.moves);
  }
  return out;
}

// Pass-and-play privacy, enforced: nothing private of a seat other than the one whose turn it
// is may be anywhere in the page (text, attributes, aria-*, title, data-*, form values, hidden
// elements, shadow roots) while the pass-the-device cover is up or while another person acts.
//
//   await watchPrivacy(page)          // before the app loads: every DOM change is scanned
//   ... play ...
//   await expectPrivate(page)         // scans now and fails on any leak seen so far
//
// How it knows the secrets: a game adapter reads the saved game (the full state, which the app
// keeps in localStorage, outside the DOM) and lists each seat's private facts with the forms
// in which they could appear on the page ("needles"). It also says whose turn it is and which
// seats are people, independently of what the app shows, so a table shown for the wrong
// person is caught too. Who may see what:
//   - the cover is up: no seat's private facts;
//   - a person is to act: that person's only;
//   - a bot is to act: the person who acted last (they still hold the device);
//   - facts hidden from everybody (chance not revealed yet): never.
// A later game adds its adapter to ADAPTERS below (secrets, toAct, people) and calls the same
// helpers.
import { expect } from '@playwright/test';

/**
 * Runs in the page. Defines window.__privacy = { scan, watch, violations, stats, adapters }.
 * Self-contained: Playwright passes it to the page as source text.
 */
export function privacyKit() {
  if (window.__privacy) return;

  // ───────────── the scan: every string of the page against every needle ─────────────
  // A needle is { text: 'literal' } or { re: 'source', flags } (matched against every text
  // node, every attribute value and every form value, and the whole text of the page), or
  // { selector: 'css', textRe?: 'source' } (an element that must not exist).
  const strings = (root) => {
    const out = [];
    const visit = (node) => {
      for (const el of node.querySelectorAll('*')) {
        for (const a of el.attributes) out.push({ el, how: `[${a.name}]`, value: a.value });
        if ('value' in el && typeof el.value === 'string' && el.value && !el.hasAttribute('value')) {
          out.push({ el, how: '(value)', value: el.value });
        }
        if (el.shadowRoot) visit(el.shadowRoot);
        if (el.tagName === 'TEMPLATE') visit(el.content);
      }
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let t = walker.nextNode(); t; t = walker.nextNode()) {
        if (t.data.trim()) out.push({ el: t.parentElement, how: '(text)', value: t.data });
      }
    };
    visit(root);
    return out;
  };
  const describe = (el) => {
    if (!el) return '(detached)';
    const id = el.getAttribute?.('data-testid');
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
    const hidden = el.closest?.('[hidden], [aria-hidden="true"]') || (el.isConnected && getComputedStyle(el).display === 'none') ? ' (hidden)' : '';
    return `<${el.tagName.toLowerCase()}${id ? ` data-testid="${id}"` : cls}>${hidden}`;
  };
  const matcher = (n) => {
    if (n.text !== undefined) return (s) => s.includes(n.text);
    const re = new RegExp(n.re, n.flags ?? '');
    return (s) => re.test(s);
  };

  /** Every place a secret not allowed to `allowed` (a seat, or null: nobody) appears. A needle
   * that is also a needle of a secret the seat may see (two players chose the same task, say)
   * proves nothing and is skipped; a game's adapter adds needles scoped to the owner's seat. */
  function scan(secrets, allowed, root = document.documentElement) {
    const mine = (s) => s.owner !== null && s.owner === allowed;
    const hidden = secrets.filter((s) => !mine(s));
    const found = [];
    if (!hidden.length) return found;
    const own = new Set(secrets.filter(mine).flatMap((s) => s.needles.map((n) => JSON.stringify(n))));
    const all = strings(root);
    const whole = root.textContent ?? '';
    for (const s of hidden) {
      for (const n of s.needles) {
        if (own.has(JSON.stringify(n))) continue;
        if (n.selector) {
          const els = [...root.querySelectorAll(n.selector)];
          const textRe = n.textRe ? new RegExp(n.textRe, n.flags ?? '') : null;
          const el = els.find((e) => !textRe || textRe.test(e.textContent ?? ''));
          if (el) found.push({ secret: s.what, owner: s.owner, allowed, needle: n.selector, where: describe(el), value: (el.outerHTML ?? '').slice(0, 160) });
          continue;
        }
        const match = matcher(n);
        const hit = all.find((x) => match(x.value));
        if (hit) {
          found.push({ secret: s.what, owner: s.owner, allowed, needle: n.text ?? n.re, where: `${describe(hit.el)} ${hit.how}`, value: hit.value.slice(0, 160) });
        } else if (match(whole)) {
          found.push({ secret: s.what, owner: s.owner, allowed, needle: n.text ?? n.re, where: 'the text of the page, across elements', value: '' });
        }
      }
    }
    return found;
  }

  // ───────────── What Trump? ─────────────
  const SUITS = {
    Red: { sym: '♥', name: 'red', id: 'R' },
    Green: { sym: '♣', name: 'green', id: 'G' },
    Yellow: { sym: '♠', name: 'yellow', id: 'Y' },
    Blue: { sym: '♦', name: 'blue', id: 'B' },
  };
  const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const taskLabel = (code) => {
    let m;
    if ((m = /^exactly-(\d)$/.exec(code))) return m[1] === '1' ? 'Exactly 1 trick' : `Exactly ${m[1]} tricks`;
    if ((m = /^no-(red|green|yellow|blue)$/.exec(code))) {
      const s = Object.values(SUITS).find((x) => x.name === m[1]);
      return `No ${s.sym} ${s.name}`;
    }
    return { fewest: 'Fewest tricks', most: 'Most tricks', last: 'Win the last trick', zero: 'No tricks' }[code] ?? code;
  };
  const trumpWords = ({ suit, number }) => {
    const s = suit && SUITS[suit];
    if (s && number) return [`${s.sym} ${s.name} and ${number}s`, `Trumps: every ${s.sym} ${s.name} card and every ${number}.`];
    if (s) return [`${s.sym} ${s.name}, no trump number`, `Trumps: every ${s.sym} ${s.name} card.`];
    if (number) return [`${number}s, no trump suit`, `Trumps: every ${number}, whatever its suit.`];
    return ['no trump at all', 'No trumps: the highest card of the led suit wins.'];
  };
  const whatTrump = {
    key: 'trumps.v1.game.what-trump',
    people: (saved) => saved.seats.map((c, i) => (/^human$/i.test(c.kind) ? i : null)).filter((i) => i !== null),
    toAct(saved) {
      const g = saved.game;
      const r = g.round;
      const n = g.options.players;
      switch (g.phase) {
        case 'chip-draft':
          return g.chip_turn;
        case 'choose-trump':
        case 'dealer-discard':
          return g.dealer;
        case 'draft': {
          const taken = 4 - r.columns[r.active_column].length;
          return (r.markers[r.active_column] + taken) % n;
        }
        case 'choose-tasks':
          for (let k = 1; k < n; k++) {
            const s = (r.dealer + k) % n;
            if (r.tasks[s] === null) return s;
          }
          return null;
        case 'play':
          return (r.trick.leader + r.trick.plays.length) % n;
        default:
          return null;
      }
    },
    /** Each seat's private facts now. Hands are public in What Trump? (every pick is made in
     * the open: RULINGS), so the secrets are the trump during the draft, the tasks until they
     * are scored, and the column markers not yet revealed (nobody's). */
    secrets(saved) {
      const g = saved.game;
      const r = g.round;
      const out = [];
      if (!r) return out;
      if (g.phase === 'draft' && r.trump) {
        const [short, long] = trumpWords(r.trump);
        const needles = [{ re: `trump:\\s*${escape(short)}`, flags: 'i' }, { text: long }];
        if (r.trump.suit || r.trump.number) needles.push({ selector: '.card.trump, .card.supertrump' });
        if (r.trump.suit) needles.push({ selector: `[data-trump-suit="${SUITS[r.trump.suit].id}"][aria-pressed="true"]` });
        if (r.trump.number) needles.push({ selector: `[data-trump-number="${r.trump.number}"][aria-pressed="true"]` });
        out.push({ owner: r.dealer, what: `the dealer's secret trump (${short})`, needles });
      }
      if (g.phase === 'choose-tasks' || g.phase === 'play') {
        r.tasks.forEach((code, seat) => {
          if (!code) return;
          const label = taskLabel(code);
          const chosen = ['[aria-pressed="true"]', '[aria-checked="true"]', '[aria-selected="true"]', '.chosen', '.selected']
            .map((x) => `[data-task="${code}"]${x}`)
            .join(', ');
          const said = `\\btask:\\s*${escape(label)}`;
          out.push({
            owner: seat,
            what: `seat ${seat}'s task (${label})`,
            needles: [
              { re: said, flags: 'i' },
              { text: `${label} — ` },
              { selector: chosen },
              // In that seat's own row of the players panel (even when another seat has the
              // same task, which makes the needles above ambiguous).
              { selector: `[data-player="${seat}"]`, textRe: said, flags: 'i' },
            ],
          });
        });
      }
      if (g.phase === 'choose-trump' || g.phase === 'draft') {
        const from = g.phase === 'draft' ? r.active_column + 1 : 0;
        for (let c = from; c < r.markers.length; c++) {
          out.push({ owner: null, what: `the marker of column ${c + 1} (not revealed yet)`, needles: [{ selector: `[data-testid="column-${c}"] .marker`, textRe: '\\S' }] });
        }
      }
      return out;
    },
  };
  // The trick games on cards that carry data-card (Ace Trump, Ransom Trump, Truf) share the
  // shape of their saved game: `game.hand` holds each seat's cards and the trick in play. A
  // game names whose turn it is in its other phases (`turns`: phase → (game, hand) → seat),
  // which of a seat's cards are public (`shown`), and its other secrets (`more`).
  const cardNeedles = (cards) => cards.map((c) => ({ selector: `[data-card="${c}"]` }));
  /** The first seat from the dealer's left for which `open(seat)` holds (null: none). */
  const fromLeft = (g, open) => {
    const n = g.options.players;
    for (let k = 1; k <= n; k++) {
      const s = (g.dealer + k) % n;
      if (open(s)) return s;
    }
    return null;
  };
  const trickGame = ({ key, turns, shown = () => [], more = () => [] }) => ({
    key,
    people: whatTrump.people,
    toAct(saved) {
      const g = saved.game;
      const h = g.hand;
      if (g.phase === 'play') return (h.trick.leader + h.trick.plays.length) % g.options.players;
      return Object.hasOwn(turns, g.phase) ? turns[g.phase](g, h) : null;
    },
    secrets(saved) {
      const g = saved.game;
      const h = g.hand;
      if (g.phase === 'game-over') return [];
      const out = [];
      h.hands.forEach((cards, seat) => {
        const open = shown(h, seat);
        const hidden = cards.filter((c) => !open.includes(c));
        if (hidden.length) out.push({ owner: seat, what: `seat ${seat}'s hand`, needles: cardNeedles(hidden) });
      });
      return [...out, ...more(h)];
    },
  });
  /** The cards set aside at the deal: nobody's. */
  const setAside = (h) => (h.set_aside.length ? [{ owner: null, what: 'the cards set aside', needles: cardNeedles(h.set_aside) }] : []);
  // Ransom Trump (the Decktet): each seat's hand, and its ransom while the ransoms are face
  // down; the cards set aside are nobody's.
  const ransomTrump = trickGame({
    key: 'trumps.v1.game.ransom-trump',
    turns: {
      ransom: (g, h) => fromLeft(g, (s) => h.ransoms[s] === null),
      'choose-trump': (g, h) => (h.reveal ? h.reveal.winner : null),
      bid: (g, h) => fromLeft(g, (s) => h.bids[s] === null),
    },
    more: (h) => [
      ...(h.reveal ? [] : h.ransoms.flatMap((c, seat) => (c ? [{ owner: seat, what: `seat ${seat}'s face-down ransom (${c})`, needles: cardNeedles([c]) }] : []))),
      ...setAside(h),
    ],
  });
  // Ace Trump (the Decktet): each seat's hand; the cards set aside are nobody's.
  const aceTrump = trickGame({
    key: 'trumps.v1.game.ace-trump',
    turns: {
      'name-trump': (g) => g.dealer,
      bid: (g, h) => fromLeft(g, (s) => h.bids[s] === null),
    },
    more: setAside,
  });
  // Truf (the 52-card deck): each seat's hand, less the cards its bid showed once all bids
  // are shown (public from then on); a card lying face down in the open trick is its
  // player's until the trick is complete.
  const truf = trickGame({
    key: 'trumps.v1.game.truf',
    turns: {
      bid: (g, h) => fromLeft(g, (s) => !h.closed[s]),
      turn: (g, h) => (h.reveal ? h.reveal.winner : null),
    },
    shown: (h, seat) => (h.reveal ? h.bids[seat].map((b) => b.card) : []),
    more: (h) =>
      (h.trick.face_down ?? []).flatMap((seat) => {
        const play = h.trick.plays.find(([s]) => s === seat);
        return play ? [{ owner: seat, what: `seat ${seat}'s card face down (${play[1]})`, needles: cardNeedles([play[1]]) }] : [];
      }),
  });
  // Top Trumps: the top of each stack that nobody has seen since the deal. Its first card is
  // its owner's (they may look at their own top card); the cards under it are nobody's.
  const topTrumps = {
    key: 'trumps.v1.game.top-trumps',
    people: whatTrump.people,
    toAct(saved) {
      const g = saved.game;
      return g.phase === 'choose' ? g.chooser : null;
    },
    secrets(saved) {
      const g = saved.game;
      const out = [];
      if (g.phase === 'game-over') return out;
      const name = (c) => g.options.pack.cards[c].name;
      const needles = (cards) => cards.map((c) => ({ selector: `[data-card="${CSS.escape(name(c))}"]` }));
      g.stacks.forEach((stack, seat) => {
        const unseen = stack.slice(0, g.unseen[seat]);
        if (unseen.length) out.push({ owner: seat, what: `seat ${seat}'s top card`, needles: needles(unseen.slice(0, 1)) });
        if (unseen.length > 1) out.push({ owner: null, what: `the unseen cards under seat ${seat}'s top card`, needles: needles(unseen.slice(1)) });
      });
      return out;
    },
  };
  const ADAPTERS = { 'what-trump': whatTrump, 'ace-trump': aceTrump, 'ransom-trump': ransomTrump, truf, 'top-trumps': topTrumps };

  // ───────────── watching a live game ─────────────
  const state = { violations: [], scans: 0, checks: 0, lastPerson: null, observer: null };

  /** Who may see their own secrets now: see the file's header. */
  function allowedSeat(adapter, saved) {
    if (document.querySelector('[data-testid="pass-device"]')) return null;
    const people = adapter.people(saved);
    const t = adapter.toAct(saved);
    if (t !== null && people.includes(t)) state.lastPerson = t;
    if (state.lastPerson === null && people.length === 1) state.lastPerson = people[0];
    // Opened (or reloaded) while a bot acts: the person the app last showed the table to.
    if (state.lastPerson === null && people.includes(saved.viewer)) state.lastPerson = saved.viewer;
    return state.lastPerson;
  }

  function check(game) {
    const adapter = ADAPTERS[game];
    const raw = localStorage.getItem(adapter.key);
    if (!raw) return [];
    let saved;
    try {
      saved = JSON.parse(raw).data;
    } catch {
      return [];
    }
    const secrets = adapter.secrets(saved);
    const allowed = allowedSeat(adapter, saved);
    state.scans += 1;
    state.checks += secrets.filter((s) => s.owner === null || s.owner !== allowed).length;
    const found = scan(secrets, allowed);
    for (const v of found) state.violations.push({ ...v, phase: saved.game.phase, scan: state.scans });
    return found;
  }

  // The page is checked as it can be seen: once the changes of a task (a click, a bot's move)
  // and their follow-up microtasks are done, before the next task, not half-way through.
  function watch(game) {
    if (state.observer) return;
    let pending = false;
    const later = () => {
      if (pending) return;
      pending = true;
      setTimeout(() => {
        pending = false;
        check(game);
      }, 0);
    };
    const start = () => {
      state.observer = new MutationObserver(later);
      state.observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
    };
    if (document.documentElement) start();
    else document.addEventListener('DOMContentLoaded', start, { once: true });
  }

  window.__privacy = { scan, check, watch, state, adapters: ADAPTERS };
}

/** Installs the kit in every page load of `page` and watches `game` from its first DOM change. */
export async function watchPrivacy(page, game = 'what-trump') {
  await page.addInitScript(`(${privacyKit.toString()})(); window.__privacy.watch(${JSON.stringify(game)});`);
}

/**
 * A pass-and-play game of `game` under the watch from its first page: `start()` sets it up and
 * starts it. Returns `{ check(snapshot), covers }`: call `check` with every snapshot the test's
 * player loop sees (an `action` of 'pass-device' is the cover); it scans the page then and
 * counts the covers.
 */
export async function watchedGame(page, game, start) {
  await watchPrivacy(page, game);
  await start();
  const watch = {
    covers: 0,
    async check(s) {
      if (s.action === 'pass-device') watch.covers += 1;
      await expectPrivate(page, game);
    },
  };
  return watch;
}

/** Scans now, then fails if this or any earlier scan found a leak. Returns the watch's counts. */
export async function expectPrivate(page, game = 'what-trump') {
  const result = await page.evaluate((g) => {
    window.__privacy.check(g);
    const { violations, scans, checks } = window.__privacy.state;
    return { violations: violations.slice(0, 5), count: violations.length, scans, checks };
  }, game);
  expect(result.violations, `${result.count} leak(s) of private facts into the page`).toEqual([]);
  return result;
}

/** Plants a leak in a hidden element (`data`: its data-* attributes, `html`: its content), as a
 *  careless component might, checks that the scan of `game` catches it, then takes it out
 *  again and forgets it: the page is private again. */
export async function expectLeakCaught(page, game, { data = {}, html = '' }) {
  await page.evaluate(([d, h]) => {
    const div = document.createElement('div');
    div.hidden = true;
    div.id = 'leak';
    Object.assign(div.dataset, d);
    div.innerHTML = h;
    document.body.append(div);
  }, [data, html]);
  await expect(expectPrivate(page, game)).rejects.toThrow(/leak\(s\) of private facts/);
  await page.evaluate(() => {
    document.getElementById('leak').remove();
    window.__privacy.state.violations.length = 0;
  });
  await expectPrivate(page, game);
}

/** Runs the scanner over the current page with explicit secrets (for testing the scanner). */
export async function scanWith(page, secrets, allowed) {
  await page.evaluate(privacyKit);
  return page.evaluate(([s, a]) => window.__privacy.scan(s, a), [secrets, allowed]);
}

/** Reads the private facts the adapter finds in the saved game now, and whose turn it is. */
export async function secretsNow(page, game = 'what-trump') {
  return page.evaluate((g) => {
    const adapter = window.__privacy.adapters[g];
    const saved = JSON.parse(localStorage.getItem(adapter.key)).data;
    return { secrets: adapter.secrets(saved), toAct: adapter.toAct(saved), people: adapter.people(saved) };
  }, game);
}

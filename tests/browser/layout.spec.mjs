// The table's layout at a phone size (390×844) and a desktop size (1280×800), for every decision
// type of every game: what the person needs to act (the status, the choice or the cards, the
// trick, the trump, their task or bid) is on the first screen without scrolling, and the table
// does not move while cards are played (the trick area, the trump and the hand keep their
// places from one play to the next). axe-core finds no serious or critical accessibility
// problem at the table or in the summary. At the phone size the walk of every game also checks
// that every control is at least 44×44 px (tap-targets.mjs).
import path from 'node:path';
import { test, expect, openApp, startAceTrump, setUpSeats, startGame, oneHumanThreeBots, playUntil, playOnFrom, seededRandom, screenshot, accessibilityProblems, PHONE, DESKTOP } from './helpers.mjs';
import { walkEveryGame } from './every-game.mjs';
import { tapTargetChecks } from './tap-targets.mjs';

const STATUS = '[data-testid="status"]';
const TRUMP = '[data-testid="trump-display"]';
const FACTS = '[data-testid="my-facts"]';

/** What Trump?: per decision, the elements that must be on screen. */
const WHAT_TRUMP_NEEDS = {
  chip: [STATUS, '[data-testid="chip-pool"] button.chip:not([disabled])'],
  trump: [STATUS, '[data-testid="trump-choice"]', '[data-testid="trump-confirm"]'],
  draft: [STATUS, '[data-testid="grid"] button.card:not([disabled])', '[data-testid="hand"]', TRUMP],
  task: [STATUS, '[data-testid="task-choice"] button.chip:not([disabled])', TRUMP],
  discard: [STATUS, '[data-testid="dealer-discard"] button.chip:not([disabled])'],
  play: [STATUS, '[data-testid="trick"]', '[data-testid="hand"] button.card', TRUMP, FACTS],
  'next-round': ['[data-testid="next-round"]'],
};

/** Ace Trump: per decision, the elements that must be on screen. */
const ACE_TRUMP_NEEDS = {
  bid: [STATUS, '[data-testid="bid"]', '[data-testid="hand"] .dcard', TRUMP],
  'name-trump': [STATUS, '[data-testid="name-trump"]'],
  play: [STATUS, '[data-testid="trick"]', '[data-testid="hand"] button.dcard', TRUMP, FACTS],
  summary: ['[data-testid="next-round"]'],
};

/**
 * With the page (and any dialog) scrolled to the top, the elements of `selectors` that are not
 * wholly inside the viewport, or selectors that match nothing.
 */
async function offScreen(page, selectors) {
  // A passing highlight (a panel that pulses when the trump changes) is let finish first.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => {})),
      ),
      new Promise((r) => setTimeout(r, 3000)),
    ]),
  );
  return page.evaluate((sels) => {
    window.scrollTo(0, 0);
    for (const d of document.querySelectorAll('.modal, .modal-backdrop, [role="dialog"]')) d.scrollTop = 0;
    const out = [];
    // Never wider than the screen (issue 45, item 4), at every decision of every game.
    if (document.documentElement.scrollWidth > innerWidth + 0.5) out.push(`the page is ${document.documentElement.scrollWidth} px wide on a ${innerWidth}-px screen`);
    for (const sel of sels) {
      const els = [...document.querySelectorAll(sel)];
      if (els.length === 0) out.push(`${sel}: not in the page`);
      for (const el of els) {
        const r = el.getBoundingClientRect();
        if (r.top < -0.5 || r.left < -0.5 || r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5) {
          out.push(`${sel}: at x ${Math.round(r.left)}–${Math.round(r.right)}, y ${Math.round(r.top)}–${Math.round(r.bottom)} of ${innerWidth}×${innerHeight}`);
        }
      }
    }
    return out;
  }, selectors);
}

/**
 * Where the parts of the table are laid out (page coordinates, without the passing transforms
 * of an animation), to see that nothing moves.
 */
async function boxes(page, selectors) {
  return page.evaluate((sels) => {
    const out = {};
    for (const sel of sels) {
      const el = document.querySelector(sel);
      if (!el) continue;
      let [x, y] = [0, 0];
      for (let e = el; e; e = e.offsetParent) {
        x += e.offsetLeft;
        y += e.offsetTop;
      }
      // (A line of text, such as the tricks won, may grow and shift sideways; not up or down.)
      out[sel] = el.matches('[data-testid="my-facts"]') ? { y } : { x, y, w: el.offsetWidth };
    }
    // The heights above the table, to say what pushed it if it moved.
    for (const sel of ['[data-testid="status"]', '.center', '.trick-head', '.trump-changes', '.trick-caption']) {
      const el = document.querySelector(sel);
      if (el) out[`${sel} height`] = el.offsetHeight;
    }
    return out;
  }, selectors);
}

/** What the person must do at the Ace Trump table now, or null while the bots play. */
function aceTrumpAction(page) {
  return page.evaluate(() => {
    const q = (s) => document.querySelector(s);
    if (q('[data-testid="game-over"]')) return 'game-over';
    if (q('[data-testid="round-summary"]')) return 'summary';
    if (q('[data-testid="bid"]')) return 'bid';
    if (q('[data-testid="name-trump"]')) return 'name-trump';
    if ([...document.querySelectorAll('[data-testid="hand"] button.dcard')].some((b) => !b.disabled)) return 'play';
    return null;
  });
}

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
]) {
  test.describe(`at ${viewport.width}×${viewport.height} (${label})`, () => {
    // A phone is a touch screen (its controls are drawn a finger's size).
    test.use(label === 'phone' ? { viewport, hasTouch: true, isMobile: true } : { viewport });

    test(`item 6: every decision of every game is on the first screen: the status, each control of the decision and the trick${label === 'phone' ? '; every control at least 44×44 px (item 5)' : ''}`, async ({ page, consoleErrors }) => {
      test.setTimeout(8 * 60_000);
      const problems = [];
      const seen = {};
      // At the phone size the same walk checks every control's size on a touch screen
      // (tap-targets.mjs): the hub, the rules, each set-up and each screen of play.
      const taps = label === 'phone' ? tapTargetChecks(page) : null;
      await walkEveryGame(page, {
        each: async (id) => taps?.each(id),
        onDecision: async (id, action) => {
          await taps?.onDecision(id, action);
          if (['pass-device', 'game-over', 'out'].includes(action)) return;
          (seen[id] ??= new Set()).add(action);
          // The decision's controls are marked data-decision (the hand, a choice, a grid, a
          // form); a summary's is its button.
          const needs = action === 'summary'
            ? ['[data-testid="next-round"]']
            : [STATUS, '.table-body [data-decision]:has(:is(button, input):not([disabled]))', ...(await page.locator('[data-testid="trick"]').count() ? ['[data-testid="trick"]'] : [])];
          for (const p of await offScreen(page, needs)) problems.push(`${id} ${action}: ${p}`);
        },
      });
      console.log(`first screen (${label}): ${Object.entries(seen).map(([id, a]) => `${id} ${[...a].join('/')}`).join('; ')}`);
      expect(problems, 'everything needed to act is on the first screen').toEqual([]);
      if (taps) {
        await taps.end();
        console.log(`tap targets: ${taps.checked.size} screens of play checked`);
        expect([...taps.found], 'controls under 44×44 px on a touch screen').toEqual([]);
      }
      expect(consoleErrors).toEqual([]);
    });

    test('What Trump?: every decision is on the first screen, and the table stays put during play', async ({ page, consoleErrors }) => {
      test.setTimeout(6 * 60_000);
      // A recorded game from the end of its first round's draft: the person drafts, chooses a
      // task and plays the round, then deals the second (the trump choice). The chip draft
      // is checked by the walk of every game above.
      await playOnFrom(page, { step: 50 });
      const seen = new Set();
      const problems = [];
      let placed = null;
      let round = null;
      let shot = false;
      await playUntil(
        page,
        () => ['draft', 'task', 'play', 'next-round', 'trump', 'last-trick'].every((a) => seen.has(a)),
        {
          rand: seededRandom(7),
          onState: async (s) => {
            const needs = WHAT_TRUMP_NEEDS[s.action];
            if (!needs) return;
            seen.add(s.action);
            for (const p of await offScreen(page, needs)) problems.push(`${s.action}: ${p}`);
            if (s.action === 'play') {
              // From one play to the next in a round, nothing of the table moves.
              const now = await boxes(page, ['[data-testid="trick"]', '[data-testid="hand"]', TRUMP, FACTS]);
              if (placed && round === s.roundLabel) expect(now, `the table moved between two plays (${s.status})`).toEqual(placed);
              placed = now;
              round = s.roundLabel;
              // The last trick can be looked at again, and the table comes back to this one.
              if (!seen.has('last-trick') && (await page.getByTestId('last-trick').count())) {
                seen.add('last-trick');
                await page.getByTestId('last-trick').click();
                await expect(page.locator('.trick-caption')).toContainText(/^Last trick: Trick \d+ of \d+ — .+ the trick$/);
                await expect(page.locator('[data-testid="trick"] [data-card]')).toHaveCount(4);
                await expect(page.locator('[data-testid="trick"] .slot.winner')).toHaveCount(1);
                // Why it was won is said beside the cards, not over them (on a phone the line
                // once lay over the foot of the trick: your own card and name).
                await expect(page.getByTestId('trick-reason')).toContainText(' wins the trick: ');
                const covered = await page.evaluate(() => {
                  const r = document.querySelector('[data-testid="trick-reason"]').getBoundingClientRect();
                  return [...document.querySelectorAll('[data-testid="trick"] .slot :is(.card, .slot-name)')]
                    .filter((el) => {
                      const b = el.getBoundingClientRect();
                      return b.left < r.right && r.left < b.right && b.top < r.bottom && r.top < b.bottom;
                    })
                    .map((el) => el.textContent.trim());
                });
                expect(covered, 'cards or names under the line saying why the trick was won').toEqual([]);
                expect(await boxes(page, ['[data-testid="trick"]', '[data-testid="hand"]'])).toMatchObject({
                  '[data-testid="trick"]': now['[data-testid="trick"]'],
                  '[data-testid="hand"]': now['[data-testid="hand"]'],
                });
                await page.getByTestId('last-trick').click();
                await expect(page.locator('.trick-caption')).not.toContainText('Last trick:');
              }
              if (!shot && s.trick?.slots.some((x) => x.card)) {
                shot = true;
                await screenshot(page, `layout-what-trump-play-${label}`, { fullPage: false });
                for (const p of await accessibilityProblems(page)) problems.push(`axe at the table: ${p}`);
              }
            } else {
              placed = null;
              if (s.action === 'next-round') {
                // Behind the summary the next round is not shown yet.
                if (await page.locator('.felt').isVisible()) problems.push('next-round: the table behind the summary is shown');
              }
              if (s.action === 'next-round' && !seen.has('summary-scanned')) {
                seen.add('summary-scanned');
                await screenshot(page, `layout-what-trump-summary-${label}`, { fullPage: false });
                for (const p of await accessibilityProblems(page)) problems.push(`axe in the summary: ${p}`);
              }
            }
          },
        },
      );
      expect(problems, 'everything needed to act is on the first screen').toEqual([]);
      expect(consoleErrors).toEqual([]);
    });

    test('Ace Trump with Bidding and Partners: bids, plays and the summary are on the first screen, the table stays put', async ({ page, consoleErrors }) => {
      test.setTimeout(4 * 60_000);
      await openApp(page, '/?pace=instant&seed=4242');
      await page.getByTestId('set-up-ace-trump').click();
      await page.getByTestId('player-count').selectOption('4');
      const names = ['Tess', 'Ann', 'Ben', 'Cleo'];
      for (const [i, name] of names.entries()) {
        await page.getByTestId(`seat-kind-${i}`).selectOption(i === 0 ? 'human' : 'bot');
        await page.getByTestId(`seat-name-${i}`).fill(name);
      }
      await page.getByTestId('option-partners').setChecked(true);
      await page.getByTestId('option-bidding').setChecked(true);
      await page.getByTestId('option-length').fill('1');
      await page.getByTestId('option-length').blur();
      await page.getByTestId('new-game').click();
      await expect(page.locator('.table-screen .game-name')).toHaveText('Ace Trump');

      const problems = [];
      const seen = new Set();
      let placed = null;
      for (let step = 0; step < 200; step++) {
        await expect.poll(() => aceTrumpAction(page), { timeout: 60_000, intervals: [50] }).not.toBeNull();
        const action = await aceTrumpAction(page);
        if (action === null) continue;
        if (action === 'game-over') break;
        seen.add(action);
        for (const p of await offScreen(page, ACE_TRUMP_NEEDS[action])) problems.push(`${action}: ${p}`);
        if (action === 'bid') {
          await page.locator('[data-testid="bid"] button.bid-choice').nth(1).click();
          await expect(page.getByTestId('bid')).toHaveCount(0);
        } else if (action === 'name-trump') {
          await page.locator('[data-testid="name-trump"] button').first().click();
        } else if (action === 'summary') {
          if (await page.locator('.felt').isVisible()) problems.push('summary: the table behind the summary is shown');
          await screenshot(page, `layout-ace-trump-summary-${label}`, { fullPage: false });
          for (const p of await accessibilityProblems(page)) problems.push(`axe in the summary: ${p}`);
          await page.getByTestId('next-round').click();
        } else {
          const now = await boxes(page, ['[data-testid="trick"]', '[data-testid="hand"]', TRUMP, FACTS]);
          if (placed) expect(now, 'the table moved between two plays').toEqual(placed);
          placed = now;
          if (step > 3 && !seen.has('shot')) {
            seen.add('shot');
            await screenshot(page, `layout-ace-trump-play-${label}`, { fullPage: false });
            for (const p of await accessibilityProblems(page)) problems.push(`axe at the table: ${p}`);
          }
          const before = await page.locator('[data-testid="hand"] button.dcard').count();
          await page.locator('[data-testid="hand"] button.dcard:not([disabled])').first().click();
          await expect(page.locator('[data-testid="hand"] button.dcard')).toHaveCount(before - 1);
        }
      }
      expect([...seen]).toEqual(expect.arrayContaining(['bid', 'play', 'summary']));
      expect(problems, 'everything needed to act is on the first screen').toEqual([]);
      expect(consoleErrors).toEqual([]);
    });

    test('the rarer decisions: the dealer discards a chip (What Trump?), the dealer names the trump (Ace Trump)', async ({ page, consoleErrors }) => {
      // A recorded game of four Standard bots that stops where Tess (seat 2), the dealer,
      // must discard a chip for a failed task she met: played on with Tess as a person.
      await openApp(page, '/?pace=instant');
      await page.getByTestId('import-file').setInputFiles(path.join('tests', 'fixtures', 'what-trump-dealer-discard.json'));
      await expect(page.getByTestId('replay')).toBeVisible();
      await page.getByTestId('replay-slider').fill('172');
      await expect(page.getByTestId('replay-step')).toHaveText('Step 172 of 173');
      // On a phone the replay's rarer controls are behind More.
      if (await page.getByTestId('replay-more').isVisible()) await page.getByTestId('replay-more').click();
      await page.getByTestId('replay-play-on').click();
      await page.getByTestId('play-on-seat-2').selectOption('human');
      await page.getByTestId('play-on-start').click();
      const chip = page.locator('[data-testid="dealer-discard"] button.chip:not([disabled])').first();
      await expect(chip).toBeVisible({ timeout: 30_000 });
      const problems = (await offScreen(page, WHAT_TRUMP_NEEDS.discard)).map((p) => `discard: ${p}`);
      await screenshot(page, `layout-what-trump-discard-${label}`, { fullPage: false });
      for (const p of await accessibilityProblems(page)) problems.push(`axe at the discard: ${p}`);
      await chip.click();
      await expect(page.getByTestId('dealer-discard')).toHaveCount(0);
      // Then the round's summary.
      await expect(page.getByTestId('round-summary')).toBeVisible();
      for (const p of await offScreen(page, WHAT_TRUMP_NEEDS['next-round'])) problems.push(`next-round: ${p}`);
      await page.getByTestId('next-round').click();

      // Ace Trump with a fixed trump, everyone at this device: the dealer names the trump first.
      await page.getByTestId('table-hub').click();
      await startAceTrump(page, { url: null, kinds: ['human', 'human', 'human'], options: ['fixed_trump'] });
      await page.getByTestId('pass-device').locator('.pass-button').click();
      await expect(page.getByTestId('name-trump')).toBeVisible();
      expect(await aceTrumpAction(page)).toBe('name-trump');
      for (const p of await offScreen(page, ACE_TRUMP_NEEDS['name-trump'])) problems.push(`name-trump: ${p}`);
      await screenshot(page, `layout-ace-trump-name-trump-${label}`, { fullPage: false });
      for (const p of await accessibilityProblems(page)) problems.push(`axe at the naming of trump: ${p}`);
      await page.locator('[data-testid="name-trump"] button').first().click();
      await expect(page.getByTestId('name-trump')).toHaveCount(0);
      expect(problems, 'everything needed to act is on the first screen').toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  });
}

test.describe('at 320×568 (a small phone)', () => {
  test.use({ viewport: { width: 320, height: 568 } });

  /** What spills out sideways: the page wider than the screen, or a needed element cut at a side. */
  const sideways = (page, selectors) =>
    page.evaluate((sels) => {
      const out = [];
      if (document.documentElement.scrollWidth > innerWidth + 0.5) out.push(`the page is ${document.documentElement.scrollWidth} px wide`);
      for (const sel of sels) {
        for (const el of document.querySelectorAll(sel)) {
          const r = el.getBoundingClientRect();
          if (r.left < -0.5 || r.right > innerWidth + 0.5) out.push(`${sel}: at x ${Math.round(r.left)}–${Math.round(r.right)}`);
        }
      }
      return out;
    }, selectors);

  test('What Trump? and Ace Trump with six players: nothing spills sideways', async ({ page, consoleErrors }) => {
    test.setTimeout(4 * 60_000);
    await setUpSeats(page, oneHumanThreeBots('Tess'), '/?pace=instant&seed=3');
    expect(await sideways(page, ['[data-testid="new-game"]'])).toEqual([]);
    await startGame(page);
    const problems = [];
    const seen = new Set();
    await playUntil(page, (s) => ['chip', 'draft', 'play', 'next-round'].every((a) => seen.has(a)), {
      rand: seededRandom(4),
      onState: async (s) => {
        const needs = WHAT_TRUMP_NEEDS[s.action];
        if (!needs || seen.has(s.action)) return;
        seen.add(s.action);
        for (const p of await sideways(page, needs)) problems.push(`${s.action}: ${p}`);
        await screenshot(page, `small-what-trump-${s.action}`, { fullPage: false });
      },
    });
    await page.getByTestId('next-round').click();
    await page.getByTestId('table-hub').click();
    await startAceTrump(page, { url: null, names: ['Tess', 'Ann', 'Ben', 'Cleo', 'Dan', 'Eve'] });
    for (let i = 0; i < 4; i++) {
      const card = page.locator('[data-testid="hand"] button.dcard:not([disabled])').first();
      await expect(card).toBeVisible({ timeout: 30_000 });
      for (const p of await sideways(page, ACE_TRUMP_NEEDS.play)) problems.push(`Ace Trump play: ${p}`);
      if (i === 1) await screenshot(page, 'small-ace-trump-play', { fullPage: false });
      await card.click();
    }
    expect(problems, 'nothing cut off at the sides at 320 px').toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

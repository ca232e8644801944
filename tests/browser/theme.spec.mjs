// Colours: the page follows the device's light or dark preference unless Settings picks one; the
// choice is kept; in the dark theme the panels are dark with light text while the cards and
// chips stay paper-white with their suit colours; axe-core finds no serious or critical problem
// (contrast included) in the dark lobby, at the dark tables and in the dark summary.
import { test, expect, openApp, startAceTrump, setUpSeats, oneHumanThreeBots, playUntil, playOnFrom, seededRandom, screenshot, accessibilityProblems, PHONE, DESKTOP } from './helpers.mjs';

/** Relative luminance (0 black … 1 white) of the computed colour `prop` of the first `sel`. */
function luminance(page, sel, prop = 'backgroundColor') {
  return page.evaluate(
    ([sel, prop]) => {
      const el = document.querySelector(sel);
      if (!el) return null;
      const cs = getComputedStyle(el);
      // A card with a gradient face has a transparent background colour: read the gradient's
      // first colour instead.
      let value = cs[prop];
      if (prop === 'backgroundColor' && /rgba\(.*, 0\)$/.test(value)) value = cs.backgroundImage.match(/rgba?\([^)]*\)/)?.[0] ?? value;
      const m = value.match(/[\d.]+/g);
      if (!m) return null;
      const lin = (c) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      const [r, g, b] = m.slice(0, 3).map(Number).map(lin);
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    },
    [sel, prop],
  );
}

const rootTheme = (page) => page.evaluate(() => document.documentElement.dataset.theme ?? null);

test.describe('on a device that prefers dark', () => {
  test.use({ colorScheme: 'dark' });

  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ]) {
    test(`What Trump? in the dark theme at ${label} size: dark panels, light cards, no contrast problem`, async ({ page, consoleErrors }) => {
      test.setTimeout(4 * 60_000);
      await page.setViewportSize(viewport);
      await openApp(page, '/?pace=instant&seed=3');
      await expect(page.getByTestId('hub')).toBeVisible();
      expect(await rootTheme(page), 'the device decides').toBeNull();
      expect(await luminance(page, '.game-card'), 'a game card is dark').toBeLessThan(0.1);
      expect(await luminance(page, 'body', 'color'), 'text is light').toBeGreaterThan(0.6);
      await screenshot(page, `dark-lobby-${label}`, { fullPage: false });
      expect(await accessibilityProblems(page), 'the dark lobby').toEqual([]);

      await setUpSeats(page, oneHumanThreeBots('Tess'), null);
      expect(await accessibilityProblems(page), 'the dark set-up').toEqual([]);
      await page.keyboard.press('Escape');
      // The table and the summary: the last two tricks of a recorded game's first round.
      await playOnFrom(page, { step: 88 });
      const problems = [];
      let tableDone = false;
      await playUntil(page, (s) => tableDone && s.action === 'next-round', {
        rand: seededRandom(5),
        onState: async (s) => {
          if (!tableDone && s.action === 'play' && s.trick?.slots.some((x) => x.card)) {
            tableDone = true;
            expect(await luminance(page, '[data-testid="hand"] button.card:not([disabled])'), 'a card stays paper-white').toBeGreaterThan(0.8);
            expect(await luminance(page, '.player'), 'a player panel is dark').toBeLessThan(0.1);
            await screenshot(page, `dark-what-trump-play-${label}`, { fullPage: false });
            for (const p of await accessibilityProblems(page)) problems.push(`at the table: ${p}`);
          }
        },
      });
      expect(await luminance(page, '.modal.summary'), 'the summary is dark').toBeLessThan(0.1);
      await screenshot(page, `dark-what-trump-summary-${label}`, { fullPage: false });
      for (const p of await accessibilityProblems(page)) problems.push(`in the summary: ${p}`);
      expect(problems).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('Ace Trump in the dark theme: Decktet cards keep their light faces, no contrast problem', async ({ page, consoleErrors }) => {
    await startAceTrump(page, { url: '/?pace=instant&seed=11' });
    const card = page.locator('[data-testid="hand"] button.dcard:not([disabled])').first();
    await expect(card).toBeVisible({ timeout: 30_000 });
    expect(await luminance(page, '[data-testid="hand"] button.dcard:not([disabled])'), 'a Decktet card stays light').toBeGreaterThan(0.7);
    await screenshot(page, 'dark-ace-trump-play-desktop', { fullPage: false });
    expect(await accessibilityProblems(page), 'the dark Ace Trump table').toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('the rules, passing the device and the end of a game in the dark theme', async ({ page, consoleErrors }) => {
    await openApp(page, '/?pace=instant');
    await page.getByRole('button', { name: 'Rules' }).first().click();
    await expect(page.locator('.rules-body h3').first()).toBeVisible();
    expect(await luminance(page, '.rules-body h3', 'color'), 'rules headings are light on the dark panel').toBeGreaterThan(0.4);
    expect(await accessibilityProblems(page), 'the dark rules').toEqual([]);
    await page.keyboard.press('Escape');
    // Ace Trump, one hand, two people and a bot: the pass-the-device cover, then the ending.
    await page.getByTestId('set-up-ace-trump').click();
    await page.getByTestId('player-count').selectOption('3');
    for (const [i, k] of ['human', 'human', 'bot'].entries()) await page.getByTestId(`seat-kind-${i}`).selectOption(k);
    // Two people at one device: a person called "You" is refused (the table says "you" to
    // whoever holds the device).
    await page.getByTestId('seat-name-0').fill('You');
    await expect(page.getByTestId('options-problem')).toContainText('give each person their name');
    await expect(page.getByTestId('new-game')).toBeDisabled();
    await page.getByTestId('seat-name-0').fill('Tess');
    await expect(page.getByTestId('options-problem')).toHaveCount(0);
    await page.getByTestId('option-length').fill('1');
    await page.getByTestId('option-length').blur();
    await page.getByTestId('new-game').click();
    let covered = false;
    for (let i = 0; i < 300 && !(await page.getByTestId('game-over').count()); i++) {
      const pass = page.getByTestId('pass-device');
      const card = page.locator('[data-testid="hand"] button.dcard:not([disabled])').first();
      if (await pass.count()) {
        if (!covered) {
          covered = true;
          expect(await accessibilityProblems(page), 'the dark pass-the-device cover').toEqual([]);
        }
        await pass.locator('.pass-button').click();
      } else if (await page.getByTestId('round-summary').count()) await page.getByTestId('next-round').click();
      else if (await card.count()) await card.click();
      else await page.waitForTimeout(50);
    }
    await expect(page.getByTestId('game-over')).toBeVisible();
    expect(covered).toBe(true);
    expect(await luminance(page, '.finals li.winner', 'color'), "the winner's line is dark ink on its gold").toBeLessThan(0.05);
    await screenshot(page, 'dark-game-over-desktop', { fullPage: false });
    expect(await accessibilityProblems(page), 'the dark ending').toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('Settings: "Light" overrides the device, is kept after a reload, and "As the device" hands back', async ({ page, consoleErrors }) => {
    await openApp(page, '/');
    const theme = page.getByTestId('theme');
    await expect(theme).toHaveValue('device');
    await theme.selectOption('light');
    await expect.poll(() => rootTheme(page)).toBe('light');
    await expect.poll(() => luminance(page, '.game-card'), { message: 'a game card is white' }).toBeGreaterThan(0.9);
    expect(await accessibilityProblems(page), 'the light lobby on a dark device').toEqual([]);
    // After a reload the chosen theme is there before the app starts (no flash of dark).
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => (window.__themeAtStart = document.documentElement.dataset.theme ?? null)),
    );
    await page.reload();
    expect(await page.evaluate(() => window.__themeAtStart), 'the theme before the app starts').toBe('light');
    await expect(page.getByTestId('theme')).toHaveValue('light');
    await expect.poll(() => rootTheme(page)).toBe('light');
    await page.getByTestId('theme').selectOption('device');
    await expect.poll(() => rootTheme(page)).toBeNull();
    await expect.poll(() => luminance(page, '.game-card')).toBeLessThan(0.1);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('on a device that prefers light', () => {
  test.use({ colorScheme: 'light' });

  test('Settings: "Dark" darkens the page, high contrast keeps both readable', async ({ page, consoleErrors }) => {
    await openApp(page, '/');
    expect(await luminance(page, '.game-card')).toBeGreaterThan(0.9);
    await page.getByTestId('theme').selectOption('dark');
    await expect.poll(() => rootTheme(page)).toBe('dark');
    await expect.poll(() => luminance(page, '.game-card')).toBeLessThan(0.1);
    await page.getByTestId('high-contrast').check();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.contrast ?? null)).toBe('high');
    await expect.poll(() => luminance(page, 'body', 'color'), { message: 'white text in dark high contrast' }).toBeGreaterThan(0.95);
    await screenshot(page, 'dark-high-contrast-lobby-desktop', { fullPage: false });
    expect(await accessibilityProblems(page), 'dark, high contrast').toEqual([]);
    await page.getByTestId('theme').selectOption('light');
    await expect.poll(() => luminance(page, 'body', 'color'), { message: 'black text in light high contrast' }).toBeLessThan(0.01);
    expect(await accessibilityProblems(page), 'light, high contrast').toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

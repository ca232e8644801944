// The hub as a lobby, at a phone size and a desktop size: every game is a card with its pitch
// and player range, and "New game" (on the first screen, even on a phone) opens that game's
// set-up in one tap; the last set-up of each game is remembered; two seats of one name are
// refused; axe-core finds no serious or critical accessibility problem in the lobby or the
// set-up; the set-up says in one line a level how strong each bot level is.
import { test, expect, openApp, screenshot, accessibilityProblems, PHONE, DESKTOP } from './helpers.mjs';

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
]) {
  test.describe(`at ${viewport.width}×${viewport.height} (${label})`, () => {
    test.use({ viewport });

    test('the lobby: a game card opens its set-up in one tap, set-ups are kept per game, names are distinct', async ({ page, consoleErrors }) => {
      await openApp(page, '/');
      await expect(page.getByTestId('hub')).toBeVisible();
      const cards = page.locator('.game-list .game-card');
      await expect(cards).toHaveCount(5);
      await expect(cards.nth(0)).toContainText('What Trump?');
      await expect(cards.nth(0)).toContainText('3 or 4 players');
      await expect(cards.nth(1)).toContainText('Ace Trump');
      await expect(cards.nth(1)).toContainText('2–6 players');
      await expect(cards.nth(2)).toContainText('Ransom Trump');
      await expect(cards.nth(2)).toContainText('2–4 players');
      await expect(cards.nth(3)).toContainText('Truf');
      await expect(cards.nth(3)).toContainText('3 or 4 players');
      await expect(cards.nth(4)).toContainText('Top Trumps');
      await expect(cards.nth(4)).toContainText('2–6 players');
      // Every game's "New game" is on the first screen.
      for (const id of ['what-trump', 'ace-trump', 'ransom-trump', 'truf', 'top-trumps']) {
        const box = await page.getByTestId(`set-up-${id}`).boundingBox();
        expect(box.y + box.height, `New game of ${id} on the first screen`).toBeLessThanOrEqual(viewport.height);
      }
      await screenshot(page, `lobby-${label}`, { fullPage: false });
      expect(await accessibilityProblems(page), 'the lobby').toEqual([]);

      // One tap: the set-up of that game, its title and its own options.
      await page.getByTestId('set-up-ace-trump').click();
      const dialog = page.getByTestId('setup-dialog');
      await expect(dialog).toBeVisible();
      await expect(page.locator('#setup-title')).toHaveText('New game of Ace Trump');
      await expect(page.getByTestId('option-bidding')).toBeVisible();
      await page.getByTestId('player-count').selectOption('5');
      await page.getByTestId('option-bidding').setChecked(true);
      // Two seats of one name are refused, with the reason; a distinct name lifts it.
      await page.getByTestId('seat-name-1').fill('Ann');
      await page.getByTestId('seat-name-2').fill(' ann ');
      await expect(page.getByTestId('options-problem')).toHaveText('Two seats are called ann: give each seat its own name.');
      await expect(page.getByTestId('new-game')).toBeDisabled();
      // The reason and the button stay in sight while the set-up is longer than the screen.
      await expect(page.getByTestId('options-problem')).toBeInViewport({ ratio: 1 });
      await expect(page.getByTestId('new-game')).toBeInViewport({ ratio: 1 });
      await screenshot(page, `setup-dialog-${label}`, { fullPage: false });
      expect(await accessibilityProblems(page), 'the set-up').toEqual([]);
      await page.getByTestId('seat-name-2').fill('Ben');
      await expect(page.getByTestId('options-problem')).toHaveCount(0);
      await expect(page.getByTestId('new-game')).toBeEnabled();
      // Escape closes the set-up; What Trump?'s set-up is its own.
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await page.getByTestId('set-up-what-trump').click();
      await expect(page.locator('#setup-title')).toHaveText('New game of What Trump?');
      await expect(page.getByTestId('player-count')).toHaveValue('4');
      await expect(page.getByTestId('option-bidding')).toHaveCount(0);
      // One line a level says how strong it is, from the published ladder (docs/bots.md).
      await expect(page.getByTestId('level-line-expert')).toHaveText(
        /^Expert: wins about \d+ in \d+ games against 3 Standard bots, where an even share is 1 in 4\.$/,
      );
      await expect(page.getByTestId('level-line-standard')).toContainText('against 3 Beginner bots');
      await expect(page.getByTestId('level-line-beginner')).toContainText('Beginner: wins');
      await page.getByTestId('player-count').selectOption('3');
      await expect(page.getByTestId('level-line-expert')).toContainText('against 2 Standard bots, where an even share is 1 in 3.');
      await page.getByTestId('player-count').selectOption('4');
      await page.getByTestId('setup-close').click();
      // Ace Trump's last set-up is remembered, after a reload too.
      await page.reload();
      await page.getByTestId('set-up-ace-trump').click();
      await expect(page.getByTestId('player-count')).toHaveValue('5');
      await expect(page.getByTestId('option-bidding')).toBeChecked();
      await page.getByTestId('new-game').click();
      await expect(page.locator('.table-screen .game-name')).toHaveText('Ace Trump');
      expect(consoleErrors).toEqual([]);
    });
  });
}

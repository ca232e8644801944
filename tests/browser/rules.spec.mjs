// How to play: every game card on the hub opens that game's rules, the rules panel switches
// between games, and the rules read as written: rendered from Markdown at build time (no stray
// Markdown characters, nested lists nested), with the close button clear of the text. Each
// game's rules are a page of their own, fetched when first shown: one that cannot be fetched
// says so, with Try again.
import { test, expect, openApp, PHONE } from './helpers.mjs';

const GAMES = [
  ['what-trump', 'What Trump?'],
  ['ace-trump', 'Ace Trump'],
  ['ransom-trump', 'Ransom Trump'],
  ['truf', 'Truf'],
  ['top-trumps', 'Top Trumps'],
];

/** Markdown that a renderer would have turned into formatting, left in the text. */
function strayMarkdown(text) {
  return text
    .split('\n')
    .flatMap((line) => {
      const found = [];
      if (/\*\*|__|`/.test(line)) found.push(line);
      else if (/(^|\s)\*[^\s*][^*]*\*(\s|[.,;:!?)]|$)/.test(line)) found.push(line);
      else if (/^\s*(#{1,6} |[-*+] )/.test(line)) found.push(line);
      else if (/\]\(|\s-\s[A-Z]/.test(line)) found.push(line);
      return found;
    });
}

test.use({ viewport: PHONE, hasTouch: true });

test('items 2 and 3: every game card has How to play, and the rules panel can switch games; no stray Markdown in any rules', async ({ page, consoleErrors }) => {
  await openApp(page, '/');
  const rules = page.getByTestId('rules');
  for (const [id, name] of GAMES) {
    await page.getByTestId(`how-to-play-${id}`).click();
    await expect(rules).toBeVisible();
    await expect(page.getByTestId('rules-game')).toHaveValue(id);
    const body = page.getByTestId('rules-body');
    await expect(body.locator('h1')).toContainText(name);
    // Rendered as lists and headings, with nothing of the Markdown showing.
    expect(await body.locator('li').count()).toBeGreaterThan(3);
    expect(strayMarkdown(await body.innerText()), `${name}: text that is still Markdown`).toEqual([]);
    // The close button stands clear of the rules text.
    const close = await page.getByRole('button', { name: 'Close the rules' }).boundingBox();
    const title = await body.locator('h1').boundingBox();
    expect(close.y + close.height <= title.y || close.x >= title.x + title.width, `${name}: ✕ clear of the title`).toBe(true);
    expect(close.height).toBeGreaterThanOrEqual(44);
    await page.getByRole('button', { name: 'Close the rules' }).click();
    await expect(rules).toHaveCount(0);
  }
  // Ransom Trump's nested list ("Buying the trump") is a list inside a list item.
  await page.getByTestId('how-to-play-ransom-trump').click();
  expect(await page.getByTestId('rules-body').locator('li ul li').count()).toBeGreaterThan(0);
  // The panel switches games in place: Truf's rules without starting a game.
  await page.getByTestId('rules-game').selectOption('truf');
  await expect(page.getByTestId('rules-body').locator('h1')).toContainText('Truf');
  await expect(page.getByTestId('hub')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rules).toHaveCount(0);
  // The hub's own Rules button opens the panel too, on the game chosen last.
  await page.getByTestId('rules-button').click();
  await expect(page.getByTestId('rules-game')).toHaveValue(/.+/);
  expect(consoleErrors).toEqual([]);
});

test.describe('with no service worker to answer from its cache', () => {
test.use({ serviceWorkers: 'block' });
test('rules that cannot be fetched say so in plain words, and Try again shows them', async ({ page, consoleErrors }) => {
  await openApp(page, '/');
  // The pages of rules cannot be fetched: the site answers 503.
  let blocked = true;
  await page.route('**/rules/*.html', (route) => (blocked ? route.fulfill({ status: 503, body: 'down' }) : route.continue()));
  await page.getByTestId('how-to-play-truf').click();
  const failed = page.getByTestId('rules-failed');
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('The rules of Truf could not be fetched: the site answered 503.');
  await expect(page.getByTestId('rules-body')).toHaveCount(0);
  const retry = page.getByTestId('rules-retry');
  expect((await retry.boundingBox()).height).toBeGreaterThanOrEqual(44);
  // Still down: the same words again, nothing else changes.
  await retry.click();
  await expect(failed).toContainText('answered 503');
  // Back up: Try again shows them; switching away and back shows them at once.
  blocked = false;
  await retry.click();
  await expect(page.getByTestId('rules-body').locator('h1')).toContainText('Truf');
  await page.getByTestId('rules-game').selectOption('ace-trump');
  await expect(page.getByTestId('rules-body').locator('h1')).toContainText('Ace Trump');
  blocked = true;
  await page.getByTestId('rules-game').selectOption('truf');
  await expect(page.getByTestId('rules-body').locator('h1')).toContainText('Truf');
  await expect(page.getByTestId('hub')).toBeVisible();
  // Left: the browser's own lines about the 503s, and the offline set-up's report that this
  // test blocks service workers. Nothing else.
  expect(consoleErrors.filter((e) => !/503|Failed to load resource|offline play could not be set up/.test(e))).toEqual([]);
});
});

// The page's language (issue 48): the address asks for German or Indonesian (`?lang=de`,
// `?lang=id`), or the browser's languages do on a first visit; its files of words are fetched,
// and the hub redraws in it with `<html lang>` following; a file that cannot come leaves the
// page in English and says why.
import { test, expect, openApp, PHONE } from './helpers.mjs';

test.use({ viewport: PHONE });

for (const [lang, words] of [
  ['de', { choose: 'Spiel wählen', newGame: 'Neues Spiel', rules: 'Spielregeln', players: '3 oder 4 Spieler', setup: 'Neues Spiel: Ass-Trumpf', close: 'Einrichtung schließen', ace: 'Ass-Trumpf', rulesButton: 'Regeln', learn: 'Lernen' }],
  ['id', { choose: 'Pilih permainan', newGame: 'Permainan baru', rules: 'Cara bermain', players: '3 atau 4 pemain', setup: 'Permainan baru: Truf As', close: 'Tutup pengaturan', ace: 'Truf As', rulesButton: 'Aturan', learn: 'Belajar' }],
]) {
  test(`?lang=${lang}: the hub and the set-up's head in its words, <html lang> too`, async ({ page, consoleErrors }) => {
    const fetched = page.waitForResponse((r) => /\/words\/[a-z]{2}-first-[0-9a-f]{16}\.txt$/.test(r.url()));
    await openApp(page, `/?lang=${lang}`);
    expect((await fetched).ok()).toBe(true);
    await expect(page.locator('#games-title')).toHaveText(words.choose);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const card = page.locator('.game-card[data-game="truf"]');
    await expect(card.locator('.players')).toHaveText(words.players);
    await expect(card.getByTestId('set-up-truf')).toHaveText(words.newGame);
    await expect(card.getByTestId('how-to-play-truf')).toHaveText(words.rules);
    await expect(card.getByTestId('learn-truf')).toHaveText(words.learn);
    await expect(page.locator('.game-card[data-game="ace-trump"] h3')).toHaveText(words.ace);
    await expect(page.getByTestId('rules-button')).toHaveText(words.rulesButton);
    await page.getByTestId('set-up-ace-trump').click();
    await expect(page.locator('#setup-title')).toHaveText(words.setup);
    await expect(page.getByTestId('setup-close')).toHaveAttribute('aria-label', words.close);
  });
}

test('a file of words that cannot come leaves the page in English and says why', async ({ page }) => {
  await page.route(/\/words\/de-first-[0-9a-f]{16}\.txt$/, (route) => route.abort());
  await openApp(page, '/?lang=de');
  await expect(page.getByRole('alert').filter({ hasText: 'The words in Deutsch could not be loaded' })).toBeVisible();
  await expect(page.locator('#games-title')).toHaveText('Choose a game');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

for (const [lang, words] of [
  ['de', { title: 'Deine offene Partie', played: 'Zuletzt gespielt: gerade eben', cont: 'Fortsetzen', players: 'Spieler', seat: 'Platz 1', start: 'Neues Spiel', question: 'Du hast noch eine offene Partie Ass-Trumpf', line: /^Runde 1 · Du, Bot /, game: 'Ass-Trumpf' }],
  ['id', { title: 'Permainanmu yang belum selesai', played: 'Terakhir dimainkan baru saja', cont: 'Lanjutkan', players: 'Pemain', seat: 'Kursi 1', start: 'Permainan baru', question: 'Kamu punya permainan Truf As yang belum selesai', line: /^Ronde 1 · Kamu, Bot /, game: 'Truf As' }],
]) {
  test(`?lang=${lang}: the set-up's seats and an unfinished game on the hub in its words`, async ({ page }) => {
    await openApp(page, `/?lang=${lang}&pace=instant`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.getByTestId('set-up-ace-trump').click();
    const dialog = page.getByTestId('setup-dialog');
    await expect(dialog.locator('.seat-setup .field > span').first()).toHaveText(words.players);
    await expect(dialog.getByTestId('seat-0').locator('.seat-no')).toHaveText(words.seat);
    await expect(dialog.getByTestId('new-game')).toHaveText(words.start);
    await dialog.getByTestId('new-game').click();
    await expect(page.getByTestId('table-hub')).toBeVisible();
    await page.getByTestId('table-hub').click();
    const box = page.getByTestId('unfinished-games');
    await expect(box.locator('h2')).toHaveText(words.title);
    await expect(box.locator('.unfinished-what .muted')).toHaveText(words.played);
    // Where it stands and who sits there, in the page's words (kept in none).
    await expect(box.locator('.unfinished-what h3')).toHaveText(words.game);
    await expect(box.locator('.unfinished-what p').first()).toHaveText(words.line);
    await expect(box.getByTestId('continue-ace-trump')).toHaveText(words.cont);
    // New game of a game with an unfinished one asks first, in the same words.
    await page.getByTestId('set-up-ace-trump').click();
    await expect(page.locator('#ask-title')).toHaveText(words.question);
  });
}

test('a first visit follows the browser\'s languages', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-AT', viewport: PHONE });
  const page = await context.newPage();
  await openApp(page, '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('#games-title')).toHaveText('Spiel wählen');
  await context.close();
});

for (const [lang, name] of [
  ['de', 'Trumps — Trumpf-Kartenspiele im Salon'],
  ['id', 'Trumps — ruang permainan kartu truf'],
]) {
  test(`?lang=${lang}: the page links the manifest in its language, so the parlour installs under its name there`, async ({ page }) => {
    await openApp(page, `/?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const link = page.locator('link[rel="manifest"]');
    await expect(link).toHaveAttribute('href', `manifest-${lang}.webmanifest`);
    const manifest = await page.evaluate(async () => (await fetch(document.querySelector('link[rel="manifest"]').href)).json());
    expect(manifest.name).toBe(name);
    expect(manifest.lang).toBe(lang);
    expect(manifest.id).toBe('./');
    // Back to English in Settings: the English manifest again.
    await page.getByTestId('settings-language').selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(link).toHaveAttribute('href', 'manifest.webmanifest');
  });
}

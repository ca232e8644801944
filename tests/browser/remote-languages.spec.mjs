// A host in German and a guest in Indonesian play across devices (issue 48): between devices
// only message ids and their arguments travel, so each reads the table in their own language.
// The host asks for German (`?lang=de`); the guest's browser speaks Indonesian (its locale), and
// the link the host gives carries no language. Both pages are scanned, as they play, for the
// other languages' phrases (tests/browser/words-scan.mjs).
import { test, expect, PHONE, freshPage, openApp, openSetUp, startSetUp, seededRandom } from './helpers.mjs';
import { step } from './remote.mjs';
import { foreignPhrases, scan } from './words-scan.mjs';

test.use({ viewport: PHONE });

test('a host reading German and a guest reading Indonesian play Ace Trump, each only in their own language', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const started = Date.now();
  // The host: a person (Hal) at the host's device, Ann on her own phone, a bot.
  await openApp(page, '/?pace=instant&lang=de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const servers = page.getByTestId('ice-servers');
  await servers.fill('');
  await servers.dispatchEvent('change');
  await openSetUp(page, { id: 'ace-trump', name: 'Ace Trump' }, [
    { kind: 'human', name: 'Hal' },
    { kind: 'remote', name: 'Ann' },
    { kind: 'bot', name: 'Cleo', level: 'beginner' },
  ]);
  await startSetUp(page, 'Ace Trump');
  await expect(page.getByTestId('remote-seats')).toBeVisible();

  // The guest: a phone whose browser speaks Indonesian.
  const guest = await freshPage(browser, { locale: 'id-ID', viewport: PHONE });
  await page.getByTestId('invite-1').click();
  const link = page.getByTestId('invite-link');
  await expect(link).toBeVisible({ timeout: 20_000 });
  const url = await link.inputValue();
  expect(url).not.toContain('lang=');
  await guest.goto(url);
  const answer = guest.getByTestId('answer-code');
  await expect(answer).toBeVisible({ timeout: 20_000 });
  await expect(guest.locator('html')).toHaveAttribute('lang', 'id');
  await page.getByTestId('answer-input').fill(await answer.inputValue());
  await page.getByTestId('answer-connect').click();
  await expect(page.getByTestId('remote-seat-1')).toHaveClass(/\bhere\b/, { timeout: 20_000 });
  await expect(page.getByTestId('invite-dialog')).toHaveCount(0);
  await expect(guest.locator('.guest-table .table-body')).toBeVisible({ timeout: 20_000 });
  // Each says in its own words whose seat the guest holds.
  await expect(guest.getByTestId('guest-seat')).toHaveText('Kamu bermain sebagai Ann.');

  const pages = [
    { who: 'host (de)', page, phrases: foreignPhrases('de') },
    { who: 'guest (id)', page: guest, phrases: foreignPhrases('id') },
  ];
  const problems = [];
  const rand = seededRandom(5);
  const decisions = () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('trumps.v1.game.ace-trump') ?? '{}')?.data?.decisions?.length ?? 0);
  // Until two tricks are played (captions, a trick's reason, a status line, whose turn: each
  // made by the host's rules and read on both devices), every page scanned after each round of
  // taps.
  for (let i = 0; i < 400 && (await decisions()) < 6; i++) {
    let acted = false;
    for (const p of pages) acted = Boolean(await step(p.page, rand)) || acted;
    for (const p of pages) for (const found of await scan(p.page, p.phrases)) problems.push(`${p.who}: ${found}`);
    await page.waitForTimeout(acted ? 30 : 120);
  }
  expect(await decisions()).toBeGreaterThanOrEqual(6);
  // Both read the same game: the guest's hand is in Indonesian, the host's status in German.
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(guest.locator('html')).toHaveAttribute('lang', 'id');
  expect([...new Set(problems)], [...new Set(problems)].join('\n')).toEqual([]);
  await guest.context().close();
  console.log(`host in German, guest in Indonesian: ${((Date.now() - started) / 1000).toFixed(0)} s`);
});

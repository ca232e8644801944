// The slips a newcomer met (issue 45, items 4, 6, 7, 10, 11), each checked where a person meets it,
// with a screenshot to look at: a What Trump? table on a phone stays as wide as the phone
// while cards travel into the trick (motion on); the pass-and-play cover keeps the way out in sight; the replay
// viewer's top bar fits a phone; the hint panel keeps its close button beside its title; words
// that read right ("New to What Trump?", a label that says which way it wins said once, the
// seat's kind whole on a desktop, the rules' long example inside the phone's screen).
import { test, expect, openApp, openSetUp, startSetUp, screenshot, playOnFrom, playUntil, seededRandom, PHONE } from './helpers.mjs';

const TWO_PEOPLE = [
  { kind: 'human', name: 'Ann' },
  { kind: 'human', name: 'Ben' },
  { kind: 'bot', name: 'Cleo', level: 'beginner' },
];

/** Whether two boxes overlap. */
const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('the pass-and-play cover keeps the game\'s name and the way to the hub; the replay bar fits; the hint panel\'s close button stays by its title', async ({ page, consoleErrors }) => {
    const t0 = Date.now();
    await openApp(page, '/?pace=instant&seed=4');
    await openSetUp(page, { id: 'ace-trump', name: 'Ace Trump' }, TWO_PEOPLE);
    await startSetUp(page, 'Ace Trump');
    // Item 6: the cover names the game and offers the hub, revealing nothing.
    const cover = page.getByTestId('pass-device');
    await expect(cover).toBeVisible();
    await expect(cover.locator('.pass-game')).toHaveText('Ace Trump');
    await screenshot(page, 'slips-pass-cover-phone', { fullPage: false });
    await cover.getByTestId('pass-hub').click();
    await expect(page.getByTestId('hub')).toBeVisible();
    await page.getByTestId('continue-ace-trump').click();
    await expect(page.getByTestId('pass-device')).toBeVisible();
    await page.locator('.pass-button').click();
    // Item 10: the hint panel's close button on the title's row, the choices inside the screen.
    await page.getByTestId('hint').click();
    const panel = page.getByTestId('hint-panel');
    await expect(panel.locator('.hint-choices li').first()).toBeVisible({ timeout: 60_000 });
    const title = await panel.locator('#hint-title').boundingBox();
    const close = await panel.getByRole('button', { name: 'Close the hint' }).boundingBox();
    expect(Math.abs(title.y + title.height / 2 - (close.y + close.height / 2))).toBeLessThan(12);
    const choices = await panel.locator('.hint-choices').boundingBox();
    expect(choices.x + choices.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'slips-hint-panel-phone', { fullPage: false });
    await panel.getByRole('button', { name: 'Close the hint' }).click();
    // Item 7: the replay of the game so far: its title whole, nothing over "← Hub".
    await page.getByTestId('game-menu').click();
    await page.getByTestId('menu-watch').click();
    const bar = page.locator('.replay-screen .topbar');
    await expect(bar.getByTestId('replay-title')).toHaveText('This game so far');
    const name = bar.locator('.game-name');
    const fits = await name.evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits).toBe(true);
    const hub = await bar.getByTestId('replay-hub').boundingBox();
    for (const part of [name, bar.getByTestId('replay-title')]) {
      expect(overlap(hub, await part.boundingBox())).toBe(false);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'slips-replay-bar-phone', { fullPage: false });
    // Item 11: the rules' long example (Top Trumps' pack) stays inside the screen.
    await page.getByTestId('replay-hub').click();
    await page.getByTestId('set-up-top-trumps').click();
    await page.getByTestId('setup-dialog').getByRole('button', { name: 'Rules' }).click().catch(async () => {
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Rules' }).first().click();
    });
    await page.getByTestId('rules-game').selectOption('top-trumps');
    const pre = page.getByTestId('rules-body').locator('pre').first();
    await expect(pre).toBeVisible();
    const box = await pre.boundingBox();
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await pre.scrollIntoViewIfNeeded();
    await screenshot(page, 'slips-rules-example-phone', { fullPage: false });
    expect(consoleErrors).toEqual([]);
    console.log(`newcomer slips on a phone: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  });
  test.describe('with motion', () => {
    test.use({ reducedMotion: 'no-preference' });

    test('item 4: What Trump? on a phone is never wider than the phone while cards travel into the trick', async ({ page, consoleErrors }) => {
      test.setTimeout(3 * 60_000);
      const t0 = Date.now();
      // At the Fast pace, where cards travel (the pace's choice is in the settings on a phone),
      // from a recorded game's first play.
      await playOnFrom(page, { step: 60, url: '/?pace=fast' });
      const rand = seededRandom(3);
      await playUntil(page, (x) => x.action === 'play', { rand, timeout: 120_000 });
      // The page's width, read at every frame and at the start of every animation, from now on.
      await page.evaluate(() => {
        window.__widest = { width: 0, travels: 0 };
        const read = () => {
          window.__widest.width = Math.max(window.__widest.width, document.documentElement.scrollWidth, document.body.scrollWidth);
        };
        const frame = () => {
          read();
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
        document.addEventListener(
          'animationstart',
          (e) => {
            if (e.animationName === 'card-travel') window.__widest.travels += 1;
            read();
          },
          true,
        );
      });
      // Two tricks at least: the person's cards and the bots' travel in.
      let tricks = 0;
      await playUntil(
        page,
        (x) => {
          if (x.action === 'play' && x.trick?.complete) tricks += 1;
          return tricks >= 2 || x.action === 'next-round';
        },
        { rand, timeout: 120_000 },
      );
      const widest = await page.evaluate(() => window.__widest);
      expect(widest.travels, 'cards travelled into the trick').toBeGreaterThanOrEqual(4);
      expect(widest.width, 'the page is never wider than the phone').toBeLessThanOrEqual(PHONE.width);
      expect(consoleErrors).toEqual([]);
      console.log(`item 4 with motion: ${widest.travels} travels, widest ${widest.width} px, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    });
  });
});

test('words that read right: the lesson offer, a label that says which way it wins, the seat\'s kind whole', async ({ page, consoleErrors }) => {
  await openApp(page, '/?pace=instant&seed=4');
  // "New to What Trump?", never "What Trump??".
  await page.getByTestId('set-up-what-trump').click();
  const offer = page.locator('#offer-title');
  if (await offer.count()) {
    await expect(offer).toHaveText('New to What Trump?');
    await page.keyboard.press('Escape');
  }
  await page.keyboard.press('Escape');
  // The seat's kind reads whole on a desktop ("Own device", not "Own devi").
  await openSetUp(page, { id: 'ace-trump', name: 'Ace Trump' }, [
    { kind: 'remote', name: 'Ann' },
    { kind: 'human', name: 'Ben' },
    { kind: 'bot', name: 'Cleo', level: 'beginner' },
  ]);
  const kind = page.getByTestId('seat-kind-0');
  const whole = await kind.evaluate((el) => {
    const probe = document.createElement('span');
    probe.textContent = el.selectedOptions[0].textContent;
    probe.style.font = getComputedStyle(el).font;
    probe.style.position = 'absolute';
    document.body.append(probe);
    const need = probe.getBoundingClientRect().width;
    probe.remove();
    return need + 24 <= el.getBoundingClientRect().width;
  });
  expect(whole).toBe(true);
  await screenshot(page, 'slips-seat-kind-desktop', { fullPage: false });
  expect(consoleErrors).toEqual([]);
});

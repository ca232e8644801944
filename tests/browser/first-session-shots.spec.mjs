// Issue 28's screenshot set: every decision of every game at 390×844 (a touch phone) and
// 1280×800, light and dark, in target/screenshots/first-session/ (looked at by a person; the
// closing note names the weakest). Slow and only pictures, so it runs only when asked:
//   FIRST_SESSION_SHOTS=1 npx playwright test tests/browser/first-session-shots.spec.mjs
// (and under scripts/test.sh --full).
import path from 'node:path';
import fs from 'node:fs';
import { test, SCREENSHOT_DIR, PHONE, DESKTOP, FULL } from './helpers.mjs';
import { walkEveryGame } from './every-game.mjs';

const DIR = path.join(SCREENSHOT_DIR, 'first-session');

for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  for (const scheme of ['light', 'dark']) {
    test.describe(`${size}, ${scheme}`, () => {
      test.skip(!process.env.FIRST_SESSION_SHOTS && !FULL, 'pictures only: FIRST_SESSION_SHOTS=1, or scripts/test.sh --full');
      const touch = size === 'phone' ? { hasTouch: true, isMobile: true } : {};
      test.use({ viewport, colorScheme: scheme, ...touch });

      test(`every decision of every game (${size}, ${scheme})`, async ({ page }) => {
        test.setTimeout(10 * 60_000);
        fs.mkdirSync(DIR, { recursive: true });
        const shot = async (name) => {
          // Opening dialogs and cards in flight are let land first.
          await page.evaluate(() =>
            Promise.race([
              Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity).map((a) => a.finished.catch(() => {}))),
              new Promise((r) => setTimeout(r, 2000)),
            ]),
          );
          await page.screenshot({ path: path.join(DIR, `${name}-${size}-${scheme}.png`) });
        };
        const taken = new Set();
        await walkEveryGame(page, {
          each: async (id) => {
            if (!taken.has('hub')) {
              taken.add('hub');
              await shot('hub');
            }
            await page.getByTestId(`set-up-${id}`).click();
            await page.getByTestId('setup-dialog').waitFor();
            await shot(`${id}-set-up`);
            await page.keyboard.press('Escape');
          },
          onDecision: async (id, action) => {
            if (taken.has(`${id}-${action}`) || action === 'pass-device') return;
            taken.add(`${id}-${action}`);
            await shot(`${id}-${action}`);
          },
        });
      });
    });
  }
}

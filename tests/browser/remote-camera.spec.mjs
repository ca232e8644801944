// Playing on several devices (issue 30): the host scans the guest's answer with the camera.
// The host's Chromium has a fake camera that films a file: once the guest's page shows its
// answer as a QR code, that code is drawn into the file (a Y4M video), and the host's
// *Scan their code with the camera* reads it with the QR reader in wasm.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect, collectConsoleErrors } from './helpers.mjs';
import { GAMES, seating, openHost, hostGame, guestPage, closeGuests, step } from './remote.mjs';
import { seededRandom } from './helpers.mjs';

test.afterEach(closeGuests);

const W = 640;
const H = 480;

/** A Y4M video of a few frames of the greyscale picture `luma` (W×H bytes). */
function y4m(luma) {
  const header = Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`);
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), Buffer.from(luma), chroma]);
  return Buffer.concat([header, frame, frame, frame]);
}

/** The guest's answer as the camera would film it: its QR code on a white page, as greys. */
async function answerPicture(guest) {
  const bytes = await guest.evaluate(
    async ([w, h]) => {
      const svg = document.querySelector('[data-testid="guest-answer"] .qr svg');
      const url = URL.createObjectURL(new Blob([svg.outerHTML], { type: 'image/svg+xml' }));
      const img = new Image();
      await new Promise((ok, fail) => {
        img.onload = ok;
        img.onerror = fail;
        img.src = url;
      });
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const g = canvas.getContext('2d');
      g.fillStyle = '#fff';
      g.fillRect(0, 0, w, h);
      const side = Math.min(w, h) - 40;
      g.drawImage(img, (w - side) / 2, (h - side) / 2, side, side);
      const rgba = g.getImageData(0, 0, w, h).data;
      const luma = new Array(w * h);
      for (let i = 0; i < w * h; i++) luma[i] = Math.round(0.299 * rgba[4 * i] + 0.587 * rgba[4 * i + 1] + 0.114 * rgba[4 * i + 2]);
      return luma;
    },
    [W, H],
  );
  return Uint8Array.from(bytes);
}

test("the host scans a guest's answer with the camera, and they play", async ({ browser, playwright }) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'trumps-camera-'));
  const video = path.join(dir, 'camera.y4m');
  // A blank picture until the answer is known (the camera is opened only to scan).
  writeFileSync(video, y4m(new Uint8Array(W * H).fill(255)));
  const launch = test.info().project.use.launchOptions ?? {};
  const hostBrowser = await playwright.chromium.launch({
    ...launch,
    args: [...(launch.args ?? []), '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
  try {
    const context = await hostBrowser.newContext({ baseURL: test.info().project.use.baseURL, permissions: ['camera'], reducedMotion: 'reduce' });
    const host = await context.newPage();
    const errors = collectConsoleErrors(host);
    const ace = GAMES.find((g) => g.id === 'ace-trump');
    await openHost(host, 'instant');
    // Ben plays at the host's device: only Ann joins.
    const seats = seating(3);
    seats[2] = { kind: 'bot', name: 'Ben', level: 'beginner' };
    await hostGame(host, ace, seats);
    await host.getByTestId('invite-1').click();
    const link = host.getByTestId('invite-link');
    await expect(link).toBeVisible({ timeout: 20_000 });
    const ann = await guestPage(browser);
    await ann.goto(await link.inputValue());
    await expect(ann.locator('[data-testid="guest-answer"] .qr svg')).toBeVisible({ timeout: 20_000 });
    writeFileSync(video, y4m(await answerPicture(ann)));
    // The host films Ann's screen: nothing is typed or pasted. (The camera's picture may come
    // and go quickly: it is watched for from before the tap.)
    await host.evaluate(() => {
      window.__sawCamera = false;
      new MutationObserver(() => {
        if (document.querySelector('video.scan-view')) window.__sawCamera = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await host.getByTestId('answer-scan').click();
    await expect(host.getByTestId('remote-presence-1')).toHaveText('Here', { timeout: 30_000 });
    await expect(host.getByTestId('invite-dialog')).toHaveCount(0);
    await expect(host.getByTestId('answer-input')).toHaveCount(0);
    expect(await host.evaluate(() => window.__sawCamera)).toBe(true);
    await expect(ann.getByTestId('guest-seat')).toHaveText('You play as Ann.');
    // Bots' seats read as bots on Ann's phone.
    await expect(ann.locator('.guest-table')).toContainText('Bot');
    // A few of Ann's moves go through.
    const rand = seededRandom(3);
    let moved = 0;
    for (let i = 0; i < 400 && moved < 3; i++) {
      if (await step(ann, rand)) moved++;
      await ann.waitForTimeout(50);
    }
    expect(moved).toBe(3);
    expect(errors).toEqual([]);
  } finally {
    await hostBrowser.close();
  }
});

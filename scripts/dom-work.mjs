#!/usr/bin/env node
// The page's DOM work for a stretch of play: a table of Standard bots plays from the deal to the
// first hand's (or round's) scoring, pace "instant", and a MutationObserver counts the elements
// added and removed and the attributes written on the way, with the busiest places. The bots
// are seeded (?seed=), so two builds play the same moves and their counts compare (within a few, as the
// thinking line comes and goes with the clock); a
// count is work the browser's style and layout then redo, on a phone as on a desktop.
//
//   scripts/dom-work.mjs [--game ID] [--players N] [--seed N] [--dist DIR] [--places K]
//
// Build first (`scripts/build.sh`). Default: What Trump?, 4 players, seed 5, dist/.
import { chromium } from 'playwright-core';
import { serveDist } from './serve-dist.mjs';

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : dflt;
};
const game = opt('game', 'what-trump');
const players = Number(opt('players', 4));
const seed = opt('seed', '5');
const dist = opt('dist', 'dist');
const places = Number(opt('places', 6));

const { child: server, url } = await serveDist(dist);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${url}?pace=instant&seed=${seed}`);
  await page.getByTestId(`set-up-${game}`).click();
  await page.getByTestId('setup-dialog').waitFor();
  await page.getByTestId('player-count').selectOption(String(players));
  for (let i = 0; i < players; i++) {
    await page.getByTestId(`seat-kind-${i}`).selectOption('bot');
    await page.getByTestId(`seat-level-${i}`).selectOption('standard');
  }
  // The observer is in place before the game starts.
  await page.evaluate(() => {
    const m = { added: 0, removed: 0, attributes: 0, text: 0, places: {} };
    window.__domWork = m;
    const place = (el) => {
      const at = el && el.closest ? el.closest('[data-testid],section,.panel') : null;
      return at ? at.dataset.testid || at.className : '(page)';
    };
    new MutationObserver((list) => {
      for (const r of list) {
        let n = 1;
        if (r.type === 'childList') {
          m.added += r.addedNodes.length;
          m.removed += r.removedNodes.length;
          n = r.addedNodes.length + r.removedNodes.length;
        } else if (r.type === 'attributes') m.attributes++;
        else m.text++;
        const p = place(r.target.nodeType === 1 ? r.target : r.target.parentElement);
        m.places[p] = (m.places[p] || 0) + n;
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  const started = Date.now();
  await page.getByTestId('new-game').click();
  // The first scoring: its summary's button to go on, or the game's end.
  await page
    .getByRole('button', { name: /^Next (round|hand)/ })
    .or(page.getByTestId('game-over'))
    .first()
    .waitFor({ timeout: 600_000 });
  const m = await page.evaluate(() => window.__domWork);
  const busiest = Object.entries(m.places)
    .sort((a, b) => b[1] - a[1])
    .slice(0, places)
    .map(([p, n]) => `${p} ${n}`)
    .join(', ');
  console.log(
    `${game}, ${players} Standard bots, seed ${seed}, to the first scoring: ${m.added} elements added, ${m.removed} removed, ${m.attributes} attribute writes, ${m.text} text changes (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  console.log(`  busiest places (changes): ${busiest}`);
} finally {
  await browser.close();
  server.kill();
}

import { chromium } from 'playwright-core';
const [url, out, w, h, scheme] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const p = await b.newPage({ viewport: { width: +w, height: +h }, colorScheme: scheme ?? 'light' });
await p.goto(url);
await p.waitForSelector('[data-testid="hub"]');
await p.waitForTimeout(800);
const info = await p.evaluate(() => {
  const r = (s) => { const e = document.querySelector(s); if (!e) return null; const b = e.getBoundingClientRect(); return [Math.round(b.top), Math.round(b.bottom), Math.round(b.left), Math.round(b.right)]; };
  return { head: r('.hub-head'), brand: r('.brand'), rules: r('[data-testid="rules-button"]'), tt: r('[data-testid="set-up-top-trumps"]'), h: innerHeight };
});
console.log(JSON.stringify(info));
await p.screenshot({ path: out });
await b.close();

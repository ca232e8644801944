#!/usr/bin/env node
// Draws the app's icons: renders the SVG sources in pwa/icons/ and public/favicon.svg to the PNG
// sizes installers ask for, with Debian's Chromium (playwright-core). The PNGs are checked in;
// run this again after changing a source:
//
//   node scripts/icons.mjs
//
// Writes public/icons/{icon,maskable}-{192,512}.png, public/icons/apple-touch-icon.png (180,
// full-bleed: iOS rounds the corners itself) and public/favicon.ico (16, 32 and 48 px PNGs).
// With Debian's pngquant on PATH (`apt-get install pngquant`) the PNGs are quantised: about a
// quarter of the size, indistinguishable to the eye (they are precached by every install).
import { spawnSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = (f) => path.join(ROOT, f);
const OUT = src('public/icons');

const PNGS = [
  { from: 'pwa/icons/icon.svg', to: 'icon-192.png', size: 192, transparent: true },
  { from: 'pwa/icons/icon.svg', to: 'icon-512.png', size: 512, transparent: true },
  { from: 'pwa/icons/maskable.svg', to: 'maskable-192.png', size: 192 },
  { from: 'pwa/icons/maskable.svg', to: 'maskable-512.png', size: 512 },
  { from: 'pwa/icons/maskable.svg', to: 'apple-touch-icon.png', size: 180 },
];
const ICO = { from: 'public/favicon.svg', to: 'public/favicon.ico', sizes: [16, 32, 48] };

const hasPngquant = spawnSync('pngquant', ['--version']).status === 0;
if (!hasPngquant) console.warn('[icons] pngquant not found: the PNGs are written unquantised (apt-get install pngquant)');

/** The PNG made smaller by pngquant when it is there. */
function quantise(png) {
  if (!hasPngquant) return png;
  const q = spawnSync('pngquant', ['--quality', '80-95', '--speed', '1', '--strip', '-'], { input: png, maxBuffer: 1 << 24 });
  return q.status === 0 && q.stdout.length > 0 && q.stdout.length < png.length ? q.stdout : png;
}

/** An .ico file holding PNG images (supported by every current browser). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const e = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, e);
    header.writeUInt8(size >= 256 ? 0 : size, e + 1);
    header.writeUInt16LE(1, e + 4); // colour planes
    header.writeUInt16LE(32, e + 6); // bits per pixel
    header.writeUInt32LE(png.length, e + 8);
    header.writeUInt32LE(offset, e + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.png)]);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage();
  const render = async (file, size, transparent) => {
    const svg = await fs.readFile(src(file), 'utf8');
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">` +
        `<div style="width:${size}px;height:${size}px">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</div></body></html>`,
    );
    return page.screenshot({ omitBackground: !!transparent, clip: { x: 0, y: 0, width: size, height: size } });
  };
  await fs.mkdir(OUT, { recursive: true });
  for (const { from, to, size, transparent } of PNGS) {
    const png = quantise(await render(from, size, transparent));
    await fs.writeFile(path.join(OUT, to), png);
    console.log(`[icons] public/icons/${to} (${size}×${size}, ${png.length} bytes)`);
  }
  const images = [];
  for (const size of ICO.sizes) images.push({ size, png: quantise(await render(ICO.from, size, true)) });
  const data = ico(images);
  await fs.writeFile(src(ICO.to), data);
  console.log(`[icons] ${ICO.to} (${ICO.sizes.join(', ')} px, ${data.length} bytes)`);
} finally {
  await browser.close();
}

#!/usr/bin/env node
// Trunk post_build hook (see Trunk.toml): turns the build in the staging folder into an
// installable, offline static site.
//
//   node scripts/pwa-build.mjs [DIR]     # DIR defaults to $TRUNK_STAGING_DIR
//
// 1. Lists every file of the build (the precache list) and derives the build version from their
//    names and contents and from pwa/sw.js, so a new deploy always has a new version (and a new
//    cache) and never a stale mix.
// 2. Stamps the version into index.html (<meta name="trumps-build">) so the page knows which
//    build it runs, and the bot worker's loader (<meta name="trumps-bot-worker">: its name
//    carries a content hash the app cannot know when it is compiled).
// 3. Writes sw.js from the template pwa/sw.js with the list, the version and the total size.
// 4. Writes precompressed .br and .gz files next to every text and wasm file (for servers that
//    serve them: scripts/static-server.mjs, nginx's gzip_static/brotli_static).
// 5. Keeps the browser's console quiet at every load: Trunk marks the wasm's preload with an
//    `integrity` digest that Chromium ignores for a fetch preload (and warns of), and its worker
//    loader calls wasm-bindgen's initialiser with a bare path, which the initialiser warns is
//    deprecated. The digest goes from that one tag (the scripts keep theirs) and the loader
//    passes `{ module_or_path }`.
//
// Running it again over its own output gives the same result (the old sw.js, stamp and
// compressed files are replaced), so a finished dist/ can be changed and re-stamped.
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

const TEMPLATE = fileURLToPath(new URL('../pwa/sw.js', import.meta.url));
const SW = 'sw.js';
const SHELL = 'index.html';
const COMPRESSED = ['.br', '.gz'];
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.wasm', '.svg', '.json', '.webmanifest', '.txt', '.md', '.xml']);
const STAMP = /[ \t]*<meta name="trumps-(build|bot-worker)" content="[^"]*"\s*\/?>\n?/g;
const WORKER_LOADER = /^bot-worker(-[0-9a-f]+)?_loader\.js$/;
/** The wasm's preload tag (`as="fetch"`): Chromium ignores its `integrity` and warns. */
const FETCH_PRELOAD = /<link rel="preload"[^>]*as="fetch"[^>]*>/g;
const INTEGRITY = /\s+integrity="[^"]*"/;
/** The worker loader's call of wasm-bindgen's initialiser with a bare path. */
const WORKER_INIT = /wasm_bindgen\(("[^"]*")\)/;
const BUILD_BLOCK = /\/\*BUILD\*\/[\s\S]*?\/\*END BUILD\*\//;

const log = (msg) => console.log(`[pwa] ${msg}`);
const fail = (msg) => {
  console.error(`[pwa] ERROR: ${msg}`);
  process.exit(1);
};
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Every file under `dir`, as sorted forward-slash paths relative to it. */
async function listFiles(dir, sub = '') {
  const out = [];
  for (const entry of await fs.readdir(path.join(dir, sub), { withFileTypes: true })) {
    const rel = sub ? `${sub}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await listFiles(dir, rel)));
    else if (entry.isFile()) out.push(rel);
  }
  return out.sort();
}

const isCompressedCopy = (f) => COMPRESSED.some((ext) => f.endsWith(ext));

/** Trunk's initializer is told the app wasm's size before wasm-opt shrank it, so the first
 *  screen's progress would stop short of the end: the size of the file served instead. */
const INITIALIZER_SIZE = /(__trunkInitializer\(init, '\.\/([^']+_bg\.wasm)', )(\d+)(,)/;
async function fixLoadSize(root, shell) {
  const found = shell.match(INITIALIZER_SIZE);
  if (!found) return shell;
  const size = (await fs.stat(path.join(root, found[2]))).size;
  return shell.replace(INITIALIZER_SIZE, (_, head, _name, _old, tail) => `${head}${size}${tail}`);
}

async function main() {
  const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
  if (!dir) fail('no folder given and TRUNK_STAGING_DIR is not set');
  const root = path.resolve(dir);
  const at = (f) => path.join(root, ...f.split('/'));

  // Earlier output of this script goes first.
  for (const f of await listFiles(root)) {
    if (f === SW || isCompressedCopy(f)) await fs.rm(at(f));
  }
  const files = await listFiles(root);
  if (!files.includes(SHELL)) fail(`${root} has no ${SHELL}: is it a Trunk build?`);
  for (const f of files.filter((f) => WORKER_LOADER.test(f))) {
    const loader = await fs.readFile(at(f), 'utf8');
    await fs.writeFile(at(f), loader.replace(WORKER_INIT, (_, p) => `wasm_bindgen({ module_or_path: ${p} })`));
  }
  const shell = await fixLoadSize(root, (await fs.readFile(at(SHELL), 'utf8')).replace(STAMP, '').replace(FETCH_PRELOAD, (tag) => tag.replace(INTEGRITY, '')));
  await fs.writeFile(at(SHELL), shell);

  // The version: every file's name and content, and the service worker's own code (a change
  // to it alone must not reuse the cache the running worker serves from).
  const template = await fs.readFile(TEMPLATE, 'utf8');
  if (!BUILD_BLOCK.test(template)) fail(`${TEMPLATE} has no /*BUILD*/ … /*END BUILD*/ block`);
  const whole = createHash('sha256').update(`${SW}\0${createHash('sha256').update(template).digest('hex')}\n`);
  for (const f of files) {
    const content = await fs.readFile(at(f));
    whole.update(`${f}\0${createHash('sha256').update(content).digest('hex')}\n`);
  }
  const version = whole.digest('hex').slice(0, 16);

  const loaders = files.filter((f) => WORKER_LOADER.test(f));
  if (loaders.length > 1) fail(`more than one bot worker loader: ${loaders.join(', ')}`);
  if (loaders.length === 0) log('no bot worker in this build: computer players cannot play in it');
  const metas = [`<meta name="trumps-build" content="${version}" />`];
  if (loaders.length) metas.push(`<meta name="trumps-bot-worker" content="${loaders[0]}" />`);
  const meta = (indent) => metas.map((m) => `${indent}${m}`).join('\n');
  // After <meta charset> (which must stay first), else first in <head>.
  let stamped = shell.replace(/^([ \t]*)(<meta charset=[^>]*>)[ \t]*\n/im, (_, indent, charset) => `${indent}${charset}\n${meta(indent)}\n`);
  if (stamped === shell) stamped = shell.replace(/<head>/i, (head) => `${head}\n${meta('')}`);
  if (stamped === shell) fail(`${SHELL} has no <head> to stamp the build version into`);
  await fs.writeFile(at(SHELL), stamped);

  let bytes = 0;
  for (const f of files) bytes += (await fs.stat(at(f))).size;

  const build = JSON.stringify({ version, files, bytes });
  await fs.writeFile(at(SW), template.replace(BUILD_BLOCK, () => build));

  // Precompressed copies (also of sw.js). Skipped for debug builds: `trunk serve` never sends them.
  let gzBytes = 0;
  let brBytes = 0;
  if (process.env.TRUNK_PROFILE !== 'debug') {
    for (const f of [...files, SW]) {
      const raw = await fs.readFile(at(f));
      if (!COMPRESSIBLE.has(path.extname(f).toLowerCase())) {
        gzBytes += raw.length;
        brBytes += raw.length;
        continue;
      }
      const gz = await gzip(raw, { level: 9 });
      const br = await brotli(raw, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          [zlib.constants.BROTLI_PARAM_MODE]: f.endsWith('.wasm') ? zlib.constants.BROTLI_MODE_GENERIC : zlib.constants.BROTLI_MODE_TEXT,
        },
      });
      if (gz.length < raw.length) await fs.writeFile(`${at(f)}.gz`, gz);
      if (br.length < raw.length) await fs.writeFile(`${at(f)}.br`, br);
      if (f !== SW) {
        gzBytes += Math.min(gz.length, raw.length);
        brBytes += Math.min(br.length, raw.length);
      }
    }
  }
  log(`build ${version}: precache ${files.length} files, ${kb(bytes)}` +
    (gzBytes ? ` (${kb(gzBytes)} gzip, ${kb(brBytes)} brotli)` : ''));
}

main().catch((err) => fail(err?.stack ?? String(err)));

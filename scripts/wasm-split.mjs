#!/usr/bin/env node
// Cuts the page's wasm in two (Trunk's post_build hook, before scripts/pwa-build.mjs): the
// part the hub needs, loaded first, and the part with the table and the replay viewer
// (src/ui/view/parts.rs), fetched once the hub is up. Trunk builds the app and runs wasm-bindgen on
// the whole wasm; this hook replaces that output, in Trunk's staging folder, with:
//
//   1. `wasm-split-cli` on the raw wasm Cargo linked (with relocations: build.rs), giving the
//      main module, one wasm per split point and the loader `__wasm_split.js`;
//   2. wasm-bindgen on the main module (keeping the exports the parts import);
//   3. wasm-opt -Oz on every wasm (release builds; Trunk's own run is off: data-wasm-opt="0");
//   4. the files under Trunk's hashed name for the app (`trumps-app-HASH.js`, `_bg.wasm`, and
//      `trumps-app-HASH_split.js`, `trumps-app-HASH_screens.wasm`), and index.html's
//      preloads, integrity hashes and the wasm's size (the first screen's progress line).
//
// Needs wasm-split-cli, wasm-bindgen and wasm-opt on PATH (scripts/setup.sh installs them and
// scripts/lib.sh puts node_modules/.bin on PATH). Run by hand (from the project root) with the
// variables Trunk sets: TRUNK_STAGING_DIR, TRUNK_PROFILE (release or debug).
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APP, hookContext } from './trunk-hook.mjs';

// The raw wasm Cargo linked is in Cargo's target folder (CARGO_TARGET_DIR or the workspace's).
const { fail, log, staging, profile, raw } = hookContext('wasm-split');
const run = (cmd, args) => {
  try {
    execFileSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  } catch (e) {
    fail(`${cmd} failed (${e.message.split('\n')[0]}): is it installed? scripts/setup.sh installs it`);
  }
};

// Trunk's output for the app: trumps-app-HASH.js and trumps-app-HASH_bg.wasm.
const js = fs.readdirSync(staging).find((f) => new RegExp(`^${APP}-[0-9a-f]+\\.js$`).test(f));
if (!js) fail(`no ${APP}-HASH.js in ${staging}: did Trunk build the app?`);
const stem = js.slice(0, -3);
const wasmName = `${stem}_bg.wasm`;
if (!fs.existsSync(path.join(staging, wasmName))) fail(`no ${wasmName} beside ${js}`);

// The splitter needs the relocations build.rs asks the linker to keep (a custom section named
// "linking"). Without them it fails with a backtrace: say what to do instead.
if (!fs.readFileSync(raw).includes(Buffer.from('\x07linking'))) {
  fail(`${raw} was linked without relocations (build.rs asks for --emit-relocs; its output may come from another checkout sharing this target folder): run \`touch build.rs\` and build again`);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'trumps-split-'));
try {
  const split = path.join(work, 'split');
  const bound = path.join(work, 'bound');
  run('wasm-split-cli', ['--target', 'web', '--out-name', stem, raw, split]);
  // The first part must not hold the games' rules: the page reaches them only through the
  // part (src/ui/stores/with_rules.rs). A save reader linked into it means some code of the hub, the
  // set-up or the controller calls them directly.
  const first = fs.readFileSync(path.join(split, `${stem}.wasm`));
  if (profile === 'release' && first.includes(Buffer.from('registry..entry..Entry$GT$10load_state'))) {
    fail('the first part holds the games\' rules (a save reader is linked into it): code the hub or the controller runs calls registry::find, a record or lesson reader or a saved game\'s reader directly; ask for it through src/ui/stores/with_rules.rs instead. Find the caller with: node scripts/wasm-profile.mjs on the split first part --list \'registry::find\'');
  }
  // Nor the games' option forms and checks: the hub reads the games' facts as plain data
  // (registry::info, registry::INFOS), and only the set-up's and the table's parts read
  // registry::about.
  if (profile === 'release' && first.includes(Buffer.from('About$GT$12read_options'))) {
    fail('the first part holds the games\' option forms and checks (registry::About is linked into it): code the hub or the controller runs calls registry::about, registry::CATALOGUE or a deal-code reader; read registry::info instead, or move the code into a part. Find the caller with: node scripts/wasm-profile.mjs on the split first part --list \'About\'');
  }
  const parts = fs
    .readdirSync(split)
    .filter((f) => f.endsWith('.wasm') && f !== `${stem}.wasm`)
    .sort();
  if (parts.length === 0) fail('the splitter found no split point (src/ui/view/parts.rs)');
  run('wasm-bindgen', [
    '--target', 'web', '--no-typescript', '--keep-lld-exports', '--no-demangle',
    '--out-dir', bound, '--out-name', stem, path.join(split, `${stem}.wasm`),
  ]);

  // Every wasm through wasm-opt -Oz (the features the Rust target emits).
  const optimise = (from, to) => {
    if (profile !== 'release') {
      fs.copyFileSync(from, to);
      return;
    }
    // TRUMPS_WASM_NAMES=1 keeps the functions' names (for a profile in DevTools; bigger files).
    const names = process.env.TRUMPS_WASM_NAMES === '1' ? ['-g'] : [];
    run('wasm-opt', [
      ...names, '-Oz', '--enable-bulk-memory', '--enable-nontrapping-float-to-int', '--enable-sign-ext',
      '--enable-mutable-globals', from, '-o', to,
    ]);
  };
  const loaderName = `${stem}_split.js`;
  const partName = (f) => `${stem}_${f.replace(/^split_/, '')}`;
  optimise(path.join(bound, `${stem}_bg.wasm`), path.join(staging, wasmName));
  for (const part of parts) optimise(path.join(split, part), path.join(staging, partName(part)));

  // The main JS imports the loader by its hashed name (once for each group of imports
  // wasm-bindgen makes: with two split points, twice); the import object's key stays
  // "./__wasm_split.js" (the wasm's import module).
  let mainJs = fs.readFileSync(path.join(bound, `${stem}.js`), 'utf8');
  const importFrom = /from\s*(["'])\.\/__wasm_split\.js\1/g;
  if (!importFrom.test(mainJs)) fail(`${stem}.js does not import ./__wasm_split.js`);
  mainJs = mainJs.replace(importFrom, `from "./${loaderName}"`);
  if (/from\s*["']\.\/__wasm_split\.js/.test(mainJs)) fail(`${stem}.js still imports ./__wasm_split.js`);
  fs.writeFileSync(path.join(staging, js), mainJs);

  let loader = fs.readFileSync(path.join(split, '__wasm_split.js'), 'utf8');
  if (!loader.includes(`"./${stem}.js"`)) fail(`__wasm_split.js does not import ./${stem}.js`);
  for (const part of parts) {
    const quoted = `"./${part}"`;
    if (!loader.includes(quoted)) fail(`__wasm_split.js does not fetch ${part}`);
    loader = loader.replaceAll(quoted, `"./${partName(part)}"`);
  }
  fs.writeFileSync(path.join(staging, loaderName), loader);

  // index.html: the changed files' integrity, the wasm's size, and a preload of the loader.
  const htmlPath = path.join(staging, 'index.html');
  let html = fs.readFileSync(htmlPath, 'utf8');
  const sri = (name) =>
    `sha384-${crypto.createHash('sha384').update(fs.readFileSync(path.join(staging, name))).digest('base64')}`;
  for (const name of [js, wasmName]) {
    const tag = new RegExp(`(href="\\./${name.replace(/[.]/g, '\\.')}"[^>]*?integrity=")[^"]*(")`);
    if (!tag.test(html)) fail(`index.html has no preload of ${name} with an integrity hash`);
    html = html.replace(tag, `$1${sri(name)}$2`);
  }
  const size = new RegExp(`('\\./${wasmName.replace(/[.]/g, '\\.')}',\\s*)\\d+`);
  if (!size.test(html)) fail(`index.html does not start ${wasmName} with its size`);
  html = html.replace(size, `$1${fs.statSync(path.join(staging, wasmName)).size}`);
  const preload = `<link rel="modulepreload" href="./${loaderName}" crossorigin="anonymous" integrity="${sri(loaderName)}">`;
  html = html.replace(/(<link rel="modulepreload" href="\.\/[^"]+"[^>]*>)/, `$1${preload}`);
  if (!html.includes(preload)) fail('index.html has no modulepreload to put the loader beside');
  fs.writeFileSync(htmlPath, html);

  const kb = (name) => `${(fs.statSync(path.join(staging, name)).size / 1024).toFixed(1)} KB`;
  log(`${profile}: ${wasmName} ${kb(wasmName)}; ${parts.map((p) => `${partName(p)} ${kb(partName(p))}`).join(', ')} (raw)`);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}

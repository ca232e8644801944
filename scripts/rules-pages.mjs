#!/usr/bin/env node
// Puts the pages of the games' rules, and the files of the other languages' words, into the build (Trunk's post_build hook, after
// scripts/wasm-split.mjs and before scripts/pwa-build.mjs, which precaches them and writes their
// .br/.gz copies; their names carry a 16-digit hash, like Trunk's, so the service worker
// takes them from the browser's cache when unchanged). The app's build.rs renders each game's rules (docs/*.md) into
// `$OUT_DIR/rules/ID-HASH.html` and lists them in the app (src/ui/view/rules_help.rs); the rules
// panel fetches them from `rules/` beside index.html.
//
// The pages copied are exactly those the app's wasm names: a build script's output folder may
// hold older pages, and a shared target folder may hold another checkout's, so each named page
// is looked for in every build-script output of the app and a missing one fails the build.
//
// Run by hand (from the project root) with the variables Trunk sets: TRUNK_STAGING_DIR,
// TRUNK_PROFILE (release or debug).
import fs from 'node:fs';
import path from 'node:path';
import { hookContext } from './trunk-hook.mjs';

const { fail, log, staging, built, raw } = hookContext('rules-pages');

const data = fs.readFileSync(raw, 'latin1');
const outs = fs
  .readdirSync(path.join(built, 'build'))
  .filter((d) => d.startsWith('trumps-'))
  .map((d) => path.join(built, 'build', d, 'out'));

/** Copies every file of `folder` the app names (`pattern`) from a build script's output. */
function copyNamed(folder, pattern, what, linked) {
  const named = [...new Set(data.match(pattern) ?? [])].sort();
  if (named.length === 0) fail(`${raw} names no ${what}: is ${linked} linked?`);
  fs.mkdirSync(path.join(staging, folder), { recursive: true });
  let bytes = 0;
  for (const file of named) {
    const from = outs.map((d) => path.join(d, file)).find((f) => fs.existsSync(f));
    if (!from) fail(`the app names ${file}, which no build-script output under ${built}/build holds: touch the crate's build.rs and build again`);
    fs.copyFileSync(from, path.join(staging, file));
    bytes += fs.statSync(from).size;
  }
  log(`${named.length} ${what}, ${(bytes / 1024).toFixed(1)} KB raw`);
  return named;
}

// The pages the app names: "rules/ID-HASH.html" strings in its data.
copyNamed('rules', /rules\/[a-z0-9-]+-[a-z]{2}-[0-9a-f]{16}\.html/g, 'pages of rules', 'src/ui/view/rules_help.rs');
// The words (crates/words/build.rs): "words/LANG-first-HASH.txt" (not English: built in) and "words/LANG-rest-HASH.txt".
const words = copyNamed('words', /words\/[a-z]{2}-(first|rest)-[0-9a-f]{16}\.txt/g, 'files of words', 'src/ui/stores/language.rs');
// The first screen reads the other languages' first words before the app has come
// (pwa/boot.js): index.html names their files in <meta name="trumps-words">.
const firsts = words
  .map((f) => f.match(/^words\/([a-z]{2})-first-/))
  .filter(Boolean)
  .map((m) => `${m[1]}=${m.input}`);
const page = path.join(staging, 'index.html');
const html = fs.readFileSync(page, 'utf8').replace(/[ \t]*<meta name="trumps-words" content="[^"]*"\s*\/?>\n?/g, '');
if (!html.includes('</head>')) fail('index.html has no </head> to name the words in');
fs.writeFileSync(page, html.replace('</head>', `  <meta name="trumps-words" content="${firsts.join(' ')}" />\n  </head>`));
log(`index.html names the first words of ${firsts.length} languages`);

// The web app manifest in each language (its words: crates/words/locales/LANG/manifest.ftl,
// `manifest-name` and `manifest-description`): manifest-LANG.webmanifest beside the English
// manifest.webmanifest, which pwa/boot.js and the app link to in a page of that language, so
// the parlour installs under its name there. Only the name, description and lang differ: the
// same `id`, so it is one app whatever the language.
const english = JSON.parse(fs.readFileSync(path.join(staging, 'manifest.webmanifest'), 'utf8'));
const locales = path.resolve('crates/words/locales');
let manifests = 0;
for (const lang of fs.readdirSync(locales).filter((l) => l !== 'en').sort()) {
  const ftl = fs.readFileSync(path.join(locales, lang, 'manifest.ftl'), 'utf8');
  const said = (id) => {
    const m = ftl.match(new RegExp(`^${id} = (.+)$`, 'm'));
    if (!m || /[{}]/.test(m[1])) fail(`crates/words/locales/${lang}/manifest.ftl has no plain ${id}`);
    return m[1].trim();
  };
  const manifest = { ...english, name: said('manifest-name'), description: said('manifest-description'), lang };
  fs.writeFileSync(path.join(staging, `manifest-${lang}.webmanifest`), `${JSON.stringify(manifest, null, 2)}\n`);
  manifests++;
}
log(`the manifest in ${manifests} more languages`);

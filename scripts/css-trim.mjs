#!/usr/bin/env node
// Trims the stylesheet in the build (Trunk's post_build hook, after scripts/rules-pages.mjs and
// before scripts/pwa-build.mjs, which compresses it): its comments, indentation and blank lines
// go, nothing else, so every rule stays exactly as written. style/main.css explains itself in
// comments (14 KB of its 100 KB); sent to every player on the first load they cost 5 KB even
// compressed, a fifth of the stylesheet. index.html's integrity hash of it is written again.
//
// Run by hand (from the project root) with the variables Trunk sets: TRUNK_STAGING_DIR,
// TRUNK_PROFILE (release or debug). In a debug build it changes nothing.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { hookContext } from './trunk-hook.mjs';

const { fail, log, staging, profile } = hookContext('css-trim');
if (profile !== 'release') process.exit(0);

const sheets = fs.readdirSync(staging).filter((f) => /^main-[0-9a-f]+\.css$/.test(f));
if (sheets.length !== 1) fail(`expected one main-HASH.css in ${staging}, found ${sheets.length}`);
const name = sheets[0];
const file = path.join(staging, name);
const before = fs.readFileSync(file, 'utf8');
// No string of the stylesheet holds "/*" (a comment's start inside a string would be cut).
for (const m of before.matchAll(/(["'])(?:(?!\1)[^\\\n]|\\.)*\1/g)) {
  if (m[0].includes('/*')) fail(`a string in ${name} holds "/*": trim it by hand`);
}
const after = `${before
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .split('\n')
  .map((l) => l.trim())
  .filter(Boolean)
  .join('\n')}\n`;
fs.writeFileSync(file, after);

const page = path.join(staging, 'index.html');
const html = fs.readFileSync(page, 'utf8');
const sri = `sha384-${crypto.createHash('sha384').update(after).digest('base64')}`;
const tag = new RegExp(`(href="\\./${name.replace(/[.]/g, '\\.')}"[^>]*?integrity=")[^"]*(")`);
if (!tag.test(html)) fail(`index.html has no link to ${name} with an integrity hash`);
fs.writeFileSync(page, html.replace(tag, `$1${sri}$2`));
log(`${name}: ${(before.length / 1024).toFixed(1)} KB → ${(after.length / 1024).toFixed(1)} KB raw (comments and indentation out)`);

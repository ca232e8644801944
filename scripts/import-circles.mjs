#!/usr/bin/env node
// Import circles among the app's files: files of src/ui that reach each other through `use`
// lines and paths (crate::ui::…, super::…, self::…), a module being its file. Prints every
// circle (a strongly connected set of more than one file), largest first, and fails when the
// largest has more than MAX files.
//   node scripts/import-circles.mjs [ROOT=src/ui] [--max N (5)]
// Comments are not read; `mod` declarations are not imports; a path is the longest module file
// it names (`crate::ui::view::games::GuestFeed` is view/games/mod.rs).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const args = process.argv.slice(2);
const maxAt = args.indexOf('--max');
const MAX = maxAt >= 0 ? Number(args[maxAt + 1]) : 5;
const root = args.find((a, i) => !a.startsWith('--') && (maxAt < 0 || i !== maxAt + 1)) ?? 'src/ui';
const PREFIX = ['crate', 'ui'];

const files = [];
(function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (name.endsWith('.rs') && !name.endsWith('tests.rs')) files.push(path);
  }
})(root);

const modOf = (f) => {
  const parts = relative(root, f).slice(0, -3).split(sep);
  if (parts[parts.length - 1] === 'mod') parts.pop();
  return parts;
};
const key = (parts) => parts.join('/');
const mods = new Map(files.map((f) => [key(modOf(f)), f]));

const resolve = (parts) => {
  for (let k = parts.length; k > 0; k--) {
    const m = key(parts.slice(0, k));
    if (mods.has(m)) return m;
  }
  return null;
};

// `a::{b, c::{d}}` → ['a::b', 'a::c::d'].
function expand(path) {
  const m = /^(.*?)::\{(.*)\}$/s.exec(path);
  if (!m) return [path];
  const [, head, body] = m;
  const out = [];
  let depth = 0;
  let cur = '';
  for (const ch of body) {
    if (ch === '{') depth++;
    if (ch === '}') depth--;
    if (ch === ',' && depth === 0) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out
    .map((p) => p.trim())
    .filter(Boolean)
    .flatMap((p) => (p === 'self' ? [head] : expand(`${head}::${p}`)));
}

const word = '[A-Za-z_][A-Za-z0-9_]*';
const pathRe = new RegExp(`\\b((?:crate|super|self)(?:::(?:${word}|\\{[^;]*?\\}))+)`, 'gs');
const edges = new Map([...mods.keys()].map((m) => [m, new Set()]));

for (const f of files) {
  const me = modOf(f);
  let text = readFileSync(f, 'utf8');
  text = text.replace(/#\[cfg\(test\)\]\s*mod tests\s*\{[\s\S]*/, '');
  text = text.replace(/\/\/[^\n]*/g, '');
  for (const match of text.matchAll(pathRe)) {
    for (const p of expand(match[1])) {
      const parts = p.split('::').map((x) => x.trim().replace(/\s+as\s+\w+$/, ''));
      let target;
      if (parts[0] === 'crate') {
        if (parts[1] !== PREFIX[1]) continue;
        target = parts.slice(PREFIX.length);
      } else if (parts[0] === 'self') {
        target = [...me, ...parts.slice(1)];
      } else {
        let up = 0;
        while (parts[up] === 'super') up++;
        // `super` of a file is its folder's module; of a folder's mod.rs, the folder's parent.
        const base = me.slice(0, me.length - up);
        target = [...base, ...parts.slice(up)];
      }
      const t = resolve(target);
      if (t !== null && t !== key(me)) edges.get(key(me)).add(t);
    }
  }
}

// Tarjan's strongly connected components.
let index = 0;
const idx = new Map();
const low = new Map();
const stack = [];
const on = new Set();
const circles = [];
function strong(v) {
  idx.set(v, index);
  low.set(v, index);
  index++;
  stack.push(v);
  on.add(v);
  for (const w of edges.get(v)) {
    if (!idx.has(w)) {
      strong(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
  }
  if (low.get(v) === idx.get(v)) {
    const comp = [];
    let w;
    do {
      w = stack.pop();
      on.delete(w);
      comp.push(w);
    } while (w !== v);
    if (comp.length > 1) circles.push(comp.sort());
  }
}
for (const v of mods.keys()) if (!idx.has(v)) strong(v);
circles.sort((a, b) => b.length - a.length);

console.log(`[circles] ${mods.size} files in ${root}; circles of ${circles.map((c) => c.length).join(', ') || 'none'} files`);
for (const c of circles) console.log(`[circles]   ${c.join(' ')}`);
const largest = circles[0]?.length ?? 0;
if (largest > MAX) {
  console.error(`[circles] ERROR: ${largest} files import each other in a circle (at most ${MAX}): make the imports point down`);
  process.exit(1);
}

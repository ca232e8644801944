#!/usr/bin/env node
// Where a wasm file's bytes go: its code by crate and by module (from the function names the
// linker keeps in the raw build's name section, target/wasm32-unknown-unknown/release/*.wasm,
// before wasm-bindgen and wasm-opt strip them), its data (strings, tables), and the largest
// functions. Figures to compare builds with, never a pass/fail.
//
//   node scripts/wasm-profile.mjs [WASM=target/wasm32-unknown-unknown/release/trumps-app.wasm]
//        [--top N=25] [--depth D=3]
//
// --depth is how many path segments name a module in the second table (`trumps_rules::bots::
// search` at 3). A generic function counts toward the crate that defined it (`core`, `alloc`,
// `serde_json`...), an `impl Trait for Type` toward the type's path.
//
// --list REGEX prints every function whose name matches instead (`--list 'Entry>::load_state'`
// on the splitter's first part shows whether a game's rules stayed in it).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
let file = path.join(ROOT, 'target/wasm32-unknown-unknown/release/trumps-app.wasm');
let top = 25;
let depth = 3;
let list = null;
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--top') top = Number(args[++i]);
  else if (args[i] === '--depth') depth = Number(args[++i]);
  else if (args[i] === '--list') list = new RegExp(args[++i]);
  else file = path.resolve(args[i]);
}
if (!fs.existsSync(file)) {
  console.error(`wasm-profile: no file ${file}: build first (scripts/build.sh)`);
  process.exit(2);
}
const bytes = fs.readFileSync(file);

/** A reader of unsigned LEB128 numbers and names at a moving offset. */
function reader(buf, at) {
  return {
    at,
    u32() {
      let result = 0;
      let shift = 0;
      for (;;) {
        const b = buf[this.at++];
        result += (b & 0x7f) * 2 ** shift;
        if (!(b & 0x80)) return result;
        shift += 7;
      }
    },
    name() {
      const len = this.u32();
      const s = buf.toString('utf8', this.at, this.at + len);
      this.at += len;
      return s;
    },
  };
}

if (bytes.readUInt32LE(0) !== 0x6d736100) {
  console.error(`wasm-profile: ${file} is not a wasm file`);
  process.exit(2);
}
const sections = [];
for (let r = reader(bytes, 8); r.at < bytes.length;) {
  const id = bytes[r.at++];
  const size = r.u32();
  const start = r.at;
  const s = { id, start, size };
  if (id === 0) s.custom = reader(bytes, start).name();
  sections.push(s);
  r.at = start + size;
}

// Imported functions come first in the function index space.
let imported = 0;
const imports = sections.find((s) => s.id === 2);
if (imports) {
  const r = reader(bytes, imports.start);
  for (let n = r.u32(); n > 0; n--) {
    r.name();
    r.name();
    const kind = bytes[r.at++];
    if (kind === 0) {
      imported++;
      r.u32();
    } else if (kind === 1) {
      r.at++;
      const flags = r.u32();
      r.u32();
      if (flags & 1) r.u32();
    } else if (kind === 2) {
      const flags = r.u32();
      r.u32();
      if (flags & 1) r.u32();
    } else if (kind === 3) {
      r.at += 2;
    } else {
      r.u32();
      r.u32();
    }
  }
}

const bodies = [];
const code = sections.find((s) => s.id === 10);
if (code) {
  const r = reader(bytes, code.start);
  const n = r.u32();
  for (let i = 0; i < n; i++) {
    const size = r.u32();
    bodies.push({ index: imported + i, size });
    r.at += size;
  }
}

const names = new Map();
const nameSection = sections.find((s) => s.custom === 'name');
if (nameSection) {
  const r = reader(bytes, nameSection.start);
  r.name();
  const end = nameSection.start + nameSection.size;
  while (r.at < end) {
    const sub = bytes[r.at++];
    const size = r.u32();
    const next = r.at + size;
    if (sub === 1) {
      for (let n = r.u32(); n > 0; n--) {
        const index = r.u32();
        names.set(index, r.name());
      }
    }
    r.at = next;
  }
}

/** `_ZN4core3fmt5write17h…E` → ['core', 'fmt', 'write'], with `$LT$`-style escapes read. */
function demangle(mangled) {
  if (!mangled.startsWith('_ZN')) return [mangled];
  const parts = [];
  let i = 3;
  while (i < mangled.length && mangled[i] !== 'E') {
    let j = i;
    while (/[0-9]/.test(mangled[j])) j++;
    const len = Number(mangled.slice(i, j));
    if (!len) break;
    parts.push(mangled.slice(j, j + len));
    i = j + len;
  }
  if (parts.length && /^h[0-9a-f]{16}$/.test(parts[parts.length - 1])) parts.pop();
  return parts.map((p) =>
    p
      .replace(/^_/, '')
      .replace(/\$LT\$/g, '<')
      .replace(/\$GT\$/g, '>')
      .replace(/\$u20\$/g, ' ')
      .replace(/\$RF\$/g, '&')
      .replace(/\$C\$/g, ',')
      .replace(/\.\./g, '::')
      .replace(/\$u7b\$/g, '{')
      .replace(/\$u7d\$/g, '}')
      .replace(/\$BP\$/g, '*'),
  );
}

/** The path a function counts toward: for `<impl X for Y>` and `<Y as X>`, Y's path. */
function owner(parts) {
  if (!parts.length) return ['?'];
  const first = parts[0];
  // `<T as Trait>`: a blanket impl counts toward the trait's path.
  const blanket = first.match(/^<[A-Z]\w* as ([A-Za-z_][\w:]*)/);
  if (blanket) return blanket[1].split('::').concat(parts.slice(1));
  const m = first.match(/^<(?:impl (?:.* for )?)?([A-Za-z_][\w:]*)/) || first.match(/^<([A-Za-z_][\w:]*)/);
  if (first.startsWith('<') && m) return m[1].split('::').concat(parts.slice(1));
  return parts;
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`.padStart(10);
const byCrate = new Map();
const byModule = new Map();
const fns = [];
let codeTotal = 0;
for (const b of bodies) {
  const raw = names.get(b.index) ?? `function[${b.index}]`;
  const parts = owner(demangle(raw));
  const crate = parts[0];
  const module = parts.slice(0, Math.min(depth, Math.max(1, parts.length - 1))).join('::');
  byCrate.set(crate, (byCrate.get(crate) ?? 0) + b.size);
  byModule.set(module, (byModule.get(module) ?? 0) + b.size);
  fns.push({ name: demangle(raw).join('::'), size: b.size });
  codeTotal += b.size;
}
if (list) {
  const hits = fns.filter((f) => list.test(f.name)).sort((a, b) => b.size - a.size);
  for (const f of hits) console.log(`[profile] ${kb(f.size)}  ${f.name}`);
  console.log(`[profile] ${hits.length} functions match ${list}, ${kb(hits.reduce((n, f) => n + f.size, 0)).trim()}`);
  process.exit(0);
}
const data = sections.filter((s) => s.id === 11).reduce((n, s) => n + s.size, 0);
const custom = sections.filter((s) => s.id === 0).reduce((n, s) => n + s.size, 0);

const out = [];
out.push(`[profile] ${path.relative(ROOT, file)}: ${kb(bytes.length).trim()} in all; code ${kb(codeTotal).trim()} in ${bodies.length} functions, data ${kb(data).trim()}, names and other custom sections ${kb(custom).trim()}`);
if (!names.size) out.push('[profile] no name section: profile the raw build in target/, not dist/');
const table = (title, map, limit) => {
  out.push(`[profile] ${title}`);
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .forEach(([k, v]) => out.push(`[profile] ${kb(v)} ${((100 * v) / codeTotal).toFixed(1).padStart(5)}%  ${k}`));
};
table('code by crate:', byCrate, 20);
table(`code by module (depth ${depth}):`, byModule, top);
out.push(`[profile] largest functions:`);
fns
  .sort((a, b) => b.size - a.size)
  .slice(0, top)
  .forEach((f) => out.push(`[profile] ${kb(f.size)}  ${f.name.slice(0, 150)}`));
console.log(out.join('\n'));

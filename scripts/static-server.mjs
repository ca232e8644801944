#!/usr/bin/env node
// Small static file server for the release build (no dependencies), used by the tests and fit
// to serve the game on a local network.
//
//   node scripts/static-server.mjs [dir=dist] [--port N] [--host H] [--base /path/]
//                                  [--port-file FILE] [--no-compress] [--quiet]
//
// --port 0 (the default) picks a free port. The URL is printed on stdout and, with --port-file,
//   the port number is written to FILE once the server is listening.
// --base serves the folder under a sub-path (/games/trumps/), as a host would; anything outside
//   it is 404, and the sub-path without its final slash is redirected to it.
// Precompressed files (x.wasm.br, x.wasm.gz, written by scripts/pwa-build.mjs) are sent with
// Content-Encoding when the browser accepts them; --no-compress never sends them.
// Content-hashed files (name-0123456789abcdef.ext) are cached for a year; everything else is
// revalidated (ETag) on each use. A path with no extension that matches no file gets index.html
// (single-page-app fallback); another miss gets the folder's 404.html if it has one.
import { createServer } from 'node:http';
import { createReadStream, promises as fs } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
let dir = 'dist';
let port = 0;
let host = '127.0.0.1';
let portFile = null;
let base = '/';
let compress = true;
let quiet = false;
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === '--port') port = Number(args[++i]);
  else if (a === '--host') host = args[++i];
  else if (a === '--port-file') portFile = args[++i];
  else if (a === '--base') base = args[++i];
  else if (a === '--no-compress') compress = false;
  else if (a === '--quiet') quiet = true;
  else if (a.startsWith('--')) {
    console.error(`static-server: unknown option ${a}`);
    process.exit(2);
  } else dir = a;
}
if (!base.startsWith('/')) base = `/${base}`;
if (!base.endsWith('/')) base = `${base}/`;
const root = path.resolve(dir);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json',
};
const HASHED = /-[0-9a-f]{16}(_bg)?\.[a-z0-9]+$/;

async function statFile(p) {
  try {
    const st = await fs.stat(p);
    return st.isFile() ? st : null;
  } catch {
    return null;
  }
}

/** The precompressed copy to send, if the browser accepts it and it exists. */
async function encoded(file, acceptEncoding) {
  if (!compress) return null;
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(/\s*;\s*/))
      .filter(([, q]) => !q || Number(q.replace(/^q=/, '')) > 0)
      .map(([name]) => name.toLowerCase()),
  );
  const accepts = (enc) => accepted.has(enc);
  for (const [enc, ext] of [['br', '.br'], ['gzip', '.gz']]) {
    if (!accepts(enc)) continue;
    const st = await statFile(file + ext);
    if (st) return { enc, file: file + ext, st };
  }
  return null;
}

function send(req, res, status, file, st, headers) {
  res.writeHead(status, { ...headers, 'Content-Length': st.size });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

const server = createServer(async (req, res) => {
  try {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const url = new URL(req.url, 'http://x');
    let pathname = decodeURIComponent(url.pathname);
    if (`${pathname}/` === base) {
      res.writeHead(301, { Location: base + url.search }).end();
      return;
    }
    if (!pathname.startsWith(base)) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found');
      return;
    }
    pathname = `/${pathname.slice(base.length)}`;
    if (pathname.endsWith('/')) pathname += 'index.html';
    let file = path.join(root, path.normalize(pathname));
    if (file !== root && !file.startsWith(root + path.sep)) {
      res.writeHead(403).end('forbidden');
      return;
    }
    let status = 200;
    let st = await statFile(file);
    if (!st && path.extname(pathname) === '') {
      file = path.join(root, 'index.html'); // SPA fallback
      st = await statFile(file);
    }
    if (!st) {
      file = path.join(root, '404.html');
      st = await statFile(file);
      status = 404;
    }
    if (!st) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found');
      return;
    }
    const headers = {
      'Content-Type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Cache-Control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
    };
    const variant = await encoded(file, String(req.headers['accept-encoding'] ?? ''));
    const sent = variant ?? { file, st };
    const etag = `"${sent.st.size.toString(16)}-${Math.floor(sent.st.mtimeMs).toString(16)}${variant ? `-${variant.enc}` : ''}"`;
    headers.ETag = etag;
    if (variant) headers['Content-Encoding'] = variant.enc;
    if (status === 200 && req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers).end();
      return;
    }
    send(req, res, status, sent.file, sent.st, headers);
  } catch (err) {
    res.writeHead(500).end(String(err));
  }
});

server.listen(port, host, async () => {
  const actual = server.address().port;
  if (portFile) {
    await fs.writeFile(`${portFile}.tmp`, `${actual}\n`);
    await fs.rename(`${portFile}.tmp`, portFile); // atomic: a reader never sees it half-written
  }
  if (!quiet) console.log(`static-server: serving ${root} at http://${host}:${actual}${base}${compress ? '' : ' (no compression)'}`);
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(0));

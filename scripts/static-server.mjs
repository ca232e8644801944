#!/usr/bin/env node
// Tiny static file server for the release build (no dependencies).
//
//   node scripts/static-server.mjs [dir=dist] [--port N] [--host H] [--port-file FILE]
//
// --port 0 (the default) picks a free port. The chosen URL is printed on stdout and, with
// --port-file, the port number is written to FILE once the server is listening.
// Serves .wasm as application/wasm (needed for streaming compilation). A path that matches no
// file and has no file extension gets index.html (single-page-app fallback); other misses 404.
import { createServer } from 'node:http';
import { createReadStream, promises as fs } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
let dir = 'dist';
let port = 0;
let host = '127.0.0.1';
let portFile = null;
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === '--port') port = Number(args[++i]);
  else if (a === '--host') host = args[++i];
  else if (a === '--port-file') portFile = args[++i];
  else if (a.startsWith('--')) {
    console.error(`static-server: unknown option ${a}`);
    process.exit(2);
  } else dir = a;
}
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
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json',
};

async function statFile(p) {
  try {
    const st = await fs.stat(p);
    return st.isFile() ? st : null;
  } catch {
    return null;
  }
}

const server = createServer(async (req, res) => {
  try {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (pathname.endsWith('/')) pathname += 'index.html';
    let file = path.join(root, path.normalize(pathname));
    if (file !== root && !file.startsWith(root + path.sep)) {
      res.writeHead(403).end('forbidden');
      return;
    }
    let st = await statFile(file);
    if (!st && path.extname(pathname) === '') {
      file = path.join(root, 'index.html'); // SPA fallback
      st = await statFile(file);
    }
    if (!st) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found');
      return;
    }
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': st.size,
      'Cache-Control': 'no-cache',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
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
  console.log(`static-server: serving ${root} at http://${host}:${actual}/`);
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(0));

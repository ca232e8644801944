// Serves a build folder with scripts/static-server.mjs on a free local port, for the measuring
// scripts (transfer-size.mjs, phone-load.mjs): `const { child, url } = await serveDist(dir)`;
// `child.kill()` when done. `compress: false` serves without the precompressed files.
import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function serveDist(dir, { compress = true } = {}) {
  const portFile = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'trumps-serve-')), 'port');
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/static-server.mjs'), dir, '--port', '0', '--port-file', portFile, '--quiet', ...(compress ? [] : ['--no-compress'])], { stdio: 'inherit' });
  for (let i = 0; i < 100; i++) {
    try {
      return { child, url: `http://127.0.0.1:${Number(await fs.readFile(portFile, 'utf8'))}/` };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill();
  throw new Error('static server did not start');
}

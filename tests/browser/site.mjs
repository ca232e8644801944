// The built site as a host serves it, for the offline, update and install tests: a private copy
// of dist/ served by scripts/static-server.mjs under a sub-path, which a test can stop, or deploy
// a newer build into.
//
//   const site = await serveCopy({ base: '/games/trumps/' });
//   site.url                      // http://127.0.0.1:PORT/games/trumps/
//   await site.deploy((dir) => …) // change the copy in place (a newer build), re-stamped
//   await site.stop()
import { spawn, spawnSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { collectConsoleErrors } from './helpers.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The release build the tests run against (scripts/test.sh builds it). */
export const DIST = path.resolve(process.env.DIST_DIR ?? path.join(ROOT, 'dist'));

/** Every file of a build folder, as sorted forward-slash paths. */
export async function listFiles(dir, sub = '') {
  const out = [];
  for (const e of await fs.readdir(path.join(dir, sub), { withFileTypes: true })) {
    const rel = sub ? `${sub}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await listFiles(dir, rel)));
    else out.push(rel);
  }
  return out.sort();
}

/** The build's precache list and version, read from its sw.js. */
export async function precacheOf(dir) {
  const sw = await fs.readFile(path.join(dir, 'sw.js'), 'utf8');
  const m = /const BUILD = (\{.*?\});\n/.exec(sw);
  if (!m) throw new Error(`${dir}/sw.js has no build list`);
  return JSON.parse(m[1]);
}

/** Runs the build's post_build step (scripts/pwa-build.mjs) again over a changed build. */
export function restamp(dir) {
  const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'pwa-build.mjs'), dir], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`pwa-build failed: ${r.stderr}`);
  return r.stdout;
}

async function startServer(dir, base, port = 0) {
  const portFile = path.join(dir, '..', `port-${process.pid}-${Math.random().toString(36).slice(2)}`);
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'static-server.mjs'), dir, '--port', String(port), '--base', base, '--port-file', portFile, '--quiet'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 100; i++) {
    try {
      const p = Number((await fs.readFile(portFile, 'utf8')).trim());
      await fs.rm(portFile, { force: true });
      return { child, port: p };
    } catch {
      if (child.exitCode !== null) throw new Error('static server exited');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill();
  throw new Error('static server did not start within 10 s');
}

/** Serves a private copy of dist/ under `base`. `change(dir)` may alter the copy first. */
export async function serveCopy({ base = '/games/trumps/', change } = {}) {
  const top = await fs.mkdtemp(path.join(os.tmpdir(), 'trumps-site-'));
  const dir = path.join(top, 'site');
  await fs.cp(DIST, dir, { recursive: true });
  if (change) await change(dir);
  let { child, port } = await startServer(dir, base);
  const site = {
    dir,
    base,
    url: `http://127.0.0.1:${port}${base}`,
    /** Changes the served build in place, then stamps it as a new build (a deploy). */
    async deploy(change) {
      await change(dir);
      return restamp(dir);
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill();
        await exited;
      }
    },
    async remove() {
      await site.stop();
      await fs.rm(top, { recursive: true, force: true });
    },
  };
  return site;
}

/**
 * Serves a copy of dist/ (`options` as for serveCopy), opens a page in a new context, runs
 * `body({ site, context, page, errors })`, then closes the context and removes the copy.
 */
export async function onSite(browser, options, body) {
  const site = await serveCopy(options);
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  try {
    return await body({ site, context, page, errors });
  } finally {
    await context.close();
    await site.remove();
  }
}

/** Waits until a service worker controls the page and the whole build (of `version`, if given)
 * is saved for offline play. */
export async function waitUntilOfflineReady(page, version = null, timeout = 30_000) {
  try {
    await page.waitForFunction(
      (v) => navigator.serviceWorker?.controller && window.trumpsOffline?.status.state === 'ready' && (!v || window.trumpsOffline.status.version === v),
      version,
      { timeout },
    );
  } catch (err) {
    // Say what the page knew: its status and the registration's workers.
    const seen = await page
      .evaluate(async () => {
        const reg = await navigator.serviceWorker?.getRegistration();
        const w = (x) => x && { state: x.state };
        return {
          status: window.trumpsOffline?.status,
          events: window.trumpsOffline?.events,
          controller: w(navigator.serviceWorker?.controller),
          active: w(reg?.active),
          waiting: w(reg?.waiting),
          installing: w(reg?.installing),
        };
      })
      .catch((e) => String(e));
    throw new Error(`offline play not ready${version ? ` with build ${version}` : ''}: ${JSON.stringify(seen)}\n${err.message}`);
  }
  return page.evaluate(() => ({ ...window.trumpsOffline.status }));
}

/** The Chromium launch options of the Playwright config (for a persistent context). */
export function launchOptions(testInfo) {
  return testInfo.project.use.launchOptions ?? {};
}

/** Width and height of a PNG, from its header. */
export function pngSize(buf) {
  expect(buf.subarray(1, 4).toString('latin1'), 'a PNG file').toBe('PNG');
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

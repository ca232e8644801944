// Trumps' service worker: the whole build is cached at install, so that after one online visit
// the app starts and plays with no network.
//
// This file is a template. The build's post_build hook (scripts/pwa-build.mjs) writes `sw.js`
// into the build with the two constants below filled in from the build output; never edit a
// precache list by hand.
//
// - Install: every file of the build is fetched and stored in a cache named after the build
//   version. If any file fails, nothing is kept, the failure is reported to the open pages, and
//   the install fails (the browser keeps the previous version and tries again later).
// - Activate: caches of other versions are deleted; open pages are taken over.
// - Fetch: page navigations go to the network first (a slow or absent network falls back to the
//   cached page, or to the cached 404 page for an address that is not the app's); every other
//   file of the build comes from the cache first.
// - An update waits until the player chooses to reload (message `skip-waiting`), unless the
//   page already runs the new build (message `take-over-if` with the page's build).

/* eslint-env serviceworker */
const BUILD = /*BUILD*/ { version: 'dev', files: [], bytes: 0 } /*END BUILD*/;

const PREFIX = 'trumps-';
const CACHE = `${PREFIX}${BUILD.version}`;
// The app's page: what a navigation to the app's folder falls back to when the network fails.
const SHELL = 'index.html';
// What any other address inside the folder falls back to: it finds the app's folder and goes
// there (the app's relative addresses only work from its own folder).
const NOT_FOUND = '404.html';
// How long a navigation waits for the network before the cached page is used.
const NAVIGATION_TIMEOUT_MS = 4000;
// Trunk's content-hashed file names (name-0123456789abcdef.ext) never change content.
const HASHED = /-[0-9a-f]{16}(_bg)?\.[a-z0-9]+$/;

const scopeUrl = (path) => new URL(path, self.registration.scope).href;

/** Tells every page of the app (controlled or not) what happened. */
async function tell(message) {
  const pages = await self.clients.matchAll({ includeUncontrolled: true, type: 'window' });
  for (const page of pages) page.postMessage({ source: 'trumps-sw', version: BUILD.version, ...message });
}

/** One file of the build, for the cache: a hashed file may come from an older cache or the
 * HTTP cache (its content cannot differ); any other file is revalidated with the server. */
async function fetchForCache(path) {
  const url = scopeUrl(path);
  if (HASHED.test(path)) {
    const old = await caches.match(url);
    if (old) return old;
  }
  const response = await fetch(new Request(url, { cache: HASHED.test(path) ? 'default' : 'no-cache' }));
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  // A host that redirects (index.html to ./, say): keep the content, not the redirect, which a
  // navigation could not use.
  if (response.redirected) {
    return new Response(await response.blob(), { status: 200, headers: response.headers });
  }
  return response;
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      // (A cache of this version left half-filled by an interrupted attempt is simply filled
      // again: it can only hold files of this same build.)
      const cache = await caches.open(CACHE);
      const failures = [];
      await Promise.all(
        BUILD.files.map(async (path) => {
          try {
            await cache.put(scopeUrl(path), await fetchForCache(path));
          } catch (err) {
            failures.push({ file: path, error: String(err?.message ?? err) });
          }
        }),
      );
      if (failures.length) {
        await caches.delete(CACHE);
        await tell({ type: 'precache-failed', failures });
        const list = failures.map((f) => `${f.file} (${f.error})`).join(', ');
        throw new Error(`Trumps could not save ${failures.length} file(s) for offline play: ${list}`);
      }
      await tell({ type: 'precached', files: BUILD.files.length, bytes: BUILD.bytes });
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
      await tell({ type: 'activated', files: BUILD.files.length, bytes: BUILD.bytes });
    })(),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data ?? {};
  if (data.type === 'skip-waiting') {
    self.skipWaiting();
  } else if (data.type === 'take-over-if') {
    // A page that already runs this build (loaded from the network) needs no reload to use it.
    if (data.build === BUILD.version) self.skipWaiting();
  } else if (data.type === 'status') {
    event.ports[0]?.postMessage({ version: BUILD.version, files: BUILD.files.length, bytes: BUILD.bytes });
  }
});

/** The network, or the cached page if the network fails, answers with a server error or takes
 * too long. */
async function navigation(request) {
  const path = new URL(request.url).pathname;
  const folder = new URL(self.registration.scope).pathname;
  const page = path === folder || path === folder + SHELL ? SHELL : NOT_FOUND;
  const cached = await caches.match(scopeUrl(page), { cacheName: CACHE });
  const network = fetch(request);
  if (!cached) return network;
  network.catch(() => {}); // a failure after the timeout is no longer anyone's concern
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve(cached), NAVIGATION_TIMEOUT_MS);
  });
  try {
    const response = await Promise.race([network, late]);
    return response.status >= 500 ? cached : response;
  } catch {
    return cached;
  } finally {
    clearTimeout(timer);
  }
}

/** The cached copy of a file of the build, else the network. */
async function asset(request) {
  const cached = await caches.match(request, { cacheName: CACHE, ignoreSearch: true });
  return cached ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !request.url.startsWith(self.registration.scope)) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigation(request));
  } else if (url.pathname !== new URL(self.registration.scope).pathname + 'sw.js') {
    event.respondWith(asset(request));
  }
});

// Registers the service worker (sw.js, written by scripts/pwa-build.mjs) and keeps the page told
// about offline play and updates. Plain JavaScript, independent of the wasm: it runs even if the
// app fails to start.
//
// The app reads `window.trumpsOffline.status` whenever a `trumps-offline` event fires on
// `window`:
//   state        'unsupported' | 'installing' | 'ready' | 'failed'
//   build        the build this page runs (<meta name="trumps-build">)
//   version      the build saved for offline play, once ready
//   files, bytes its number of files and their size
//   failures     [{ file, error }] of the last failed attempt to save a build
//   updateReady  a newer build is saved and waits for `applyUpdate()` (a reload)
//   reason       why offline play is unsupported
// and calls `window.trumpsOffline.applyUpdate()` / `.checkForUpdate()`.
(() => {
  const build = document.querySelector('meta[name="trumps-build"]')?.content ?? null;
  const status = {
    state: 'installing',
    build,
    version: null,
    files: 0,
    bytes: 0,
    failures: [],
    updateReady: false,
    reason: null,
  };
  let registration = null;
  let reloading = false;
  // The last few things that happened, for diagnosing a stuck update (`trumpsOffline.events`).
  const events = [];
  const note = (what) => {
    events.push(`${Math.round(performance.now())} ${what}`);
    if (events.length > 40) events.shift();
  };

  const changed = () => window.dispatchEvent(new Event('trumps-offline'));
  const set = (patch) => {
    Object.assign(status, patch);
    changed();
  };

  /** Asks a service worker which build it holds: { version, files, bytes }, or null. A worker
   * that is not running has to start first, which on a busy device can take seconds: each
   * unanswered question is asked again with a longer wait. */
  const askOnce = (worker, wait) =>
    new Promise((resolve) => {
      const channel = new MessageChannel();
      const timer = setTimeout(() => resolve(null), wait);
      channel.port1.onmessage = (ev) => {
        clearTimeout(timer);
        resolve(ev.data);
      };
      try {
        worker.postMessage({ type: 'status' }, [channel.port2]);
      } catch {
        clearTimeout(timer);
        resolve(null); // the worker became redundant meanwhile
      }
    });
  const ask = async (worker) => {
    for (const wait of [3000, 6000, 12000, 24000]) {
      if (worker.state === 'redundant') return null;
      const info = await askOnce(worker, wait);
      if (info) return info;
    }
    return null;
  };

  /** The active worker controls the page: offline play is ready with its build. */
  async function readActive() {
    const active = registration?.active;
    if (!active || !navigator.serviceWorker.controller) return;
    const info = await ask(active);
    note(`active (${active.state}) holds ${info?.version ?? 'no answer'}`);
    // (An answer that comes after a newer worker took over is stale.)
    if (info && registration.active === active) set({ state: 'ready', version: info.version, files: info.files, bytes: info.bytes });
  }

  /** A newer build has been saved and waits: offer it, unless this page already runs it. */
  async function readWaiting() {
    const waiting = registration?.waiting;
    if (!waiting || !navigator.serviceWorker.controller) return;
    // If the waiting worker holds the build this page runs (the page came from the network),
    // it takes over at once. The worker compares the builds itself: this needs no answer, so a
    // worker slow to start cannot leave the page waiting.
    try {
      waiting.postMessage({ type: 'take-over-if', build });
    } catch {
      return; // it became redundant meanwhile
    }
    const info = await ask(waiting);
    note(`waiting (${waiting.state}) holds ${info?.version ?? 'no answer'}; this page runs ${build}`);
    if (!info || registration.waiting !== waiting) return;
    // The same build as this page's has been told to take over above: nothing to offer. Until
    // it has, it is told again every few seconds (once was seen to leave it waiting for over a
    // minute on a loaded machine).
    if (info.version !== build) set({ updateReady: true, failures: [] });
    else setTimeout(() => registration.waiting === waiting && readWaiting(), 5000);
  }

  function watchInstalling(worker) {
    if (!worker) return;
    worker.addEventListener('statechange', () => {
      note(`a new worker is ${worker.state}`);
      if (worker.state === 'installed') readWaiting();
      if (worker.state === 'redundant' && !registration?.active && status.failures.length === 0) {
        set({ state: 'failed', failures: [{ file: '(install)', error: 'the offline copy could not be saved' }] });
      }
    });
  }

  const api = {
    status,
    events,
    /** Reloads into the waiting build (only ever on the player's request). */
    applyUpdate() {
      const waiting = registration?.waiting;
      if (!waiting) return false;
      reloading = true;
      waiting.postMessage({ type: 'skip-waiting' });
      return true;
    },
    /** Asks the server for a newer sw.js (the browser does so too on each visit). */
    checkForUpdate() {
      return registration ? registration.update().then(() => true, () => false) : Promise.resolve(false);
    },
  };
  window.trumpsOffline = api;

  if (!('serviceWorker' in navigator)) {
    set({
      state: 'unsupported',
      reason: window.isSecureContext
        ? 'this browser cannot keep the app for offline use'
        : 'offline play needs the app to be opened over https (or on this computer)',
    });
    return;
  }

  navigator.serviceWorker.addEventListener('message', (ev) => {
    const msg = ev.data ?? {};
    if (msg.source !== 'trumps-sw') return;
    note(`message ${msg.type} from ${msg.version}`);
    if (msg.type === 'precache-failed') {
      console.error(
        `Trumps: build ${msg.version} could not be saved for offline play: ` +
          msg.failures.map((f) => `${f.file} (${f.error})`).join(', '),
      );
      set(registration?.active ? { failures: msg.failures } : { state: 'failed', failures: msg.failures });
    } else if (msg.type === 'activated') {
      if (navigator.serviceWorker.controller && Number.isInteger(msg.files)) {
        set({ state: 'ready', version: msg.version, files: msg.files, bytes: msg.bytes });
      }
      readActive();
      readWaiting();
    }
  });
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    note('the controller changed');
    if (reloading) window.location.reload();
    else readActive();
  });

  // Coming back to the page also re-reads the workers, so a missed message costs nothing.
  const check = () => {
    readActive();
    readWaiting();
    return api.checkForUpdate();
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  window.addEventListener('online', check);
  setInterval(check, 30 * 60 * 1000);

  navigator.serviceWorker
    .register(new URL('sw.js', document.baseURI), { scope: './', updateViaCache: 'none' })
    .then((reg) => {
      registration = reg;
      note(`registered: active ${!!reg.active}, waiting ${!!reg.waiting}, installing ${!!reg.installing}`);
      watchInstalling(reg.installing);
      reg.addEventListener('updatefound', () => watchInstalling(reg.installing));
      readActive();
      readWaiting();
    })
    .catch((err) => {
      console.error(`Trumps: offline play could not be set up: ${err?.message ?? err}`);
      set({ state: 'failed', failures: [{ file: 'sw.js', error: String(err?.message ?? err) }] });
    });
})();

// The first screen's line while the app loads (Trunk's initializer, named by data-initializer
// in index.html): how much of the app has arrived, and what went wrong if it could not start.
// A game's "New game" tapped while the app loads is kept in `globalThis.trumpsEarlyTap` (the
// game's id): the line says that game opens next, and the app opens its set-up as it mounts
// (src/ui/mod.rs). The app itself removes the first screen (#boot) as it mounts.
export default function boot() {
  markMissingEmoji();
  const fill = () => document.getElementById('boot-fill');
  const words = () => document.getElementById('boot-words');
  const say = (text) => {
    const w = words();
    if (w) w.textContent = text;
  };
  // What is loading: the games, or the one game tapped meanwhile.
  let loading = 'the games';
  let share = 0;
  const progress = () => say(share < 1 ? `Loading ${loading}… ${Math.floor(share * 100)}%` : 'Starting…');
  document.getElementById('boot')?.addEventListener('click', (event) => {
    const button = event.target.closest?.('[data-boot-game]');
    if (!button) return;
    globalThis.trumpsEarlyTap = button.dataset.bootGame;
    for (const b of document.querySelectorAll('[data-boot-game]')) b.removeAttribute('aria-pressed');
    button.setAttribute('aria-pressed', 'true');
    const name = button.closest('.game-card')?.querySelector('h3')?.textContent;
    loading = name ? `${name}` : 'the games';
    progress();
  });
  return {
    onStart: () => say('Loading the games…'),
    onProgress: ({ current, total }) => {
      if (!total) return;
      share = Math.min(1, current / total);
      const f = fill();
      if (f) f.style.width = `${Math.round(share * 100)}%`;
      progress();
    },
    onComplete: () => {},
    onSuccess: () => {},
    onFailure: (error) => {
      // A fetch that fails is a TypeError: the connection, not the app.
      say(
        navigator.onLine === false
          ? 'The games could not load: this device is offline and has not saved them yet. Connect once, then reload.'
          : error instanceof TypeError
            ? 'The games could not load: the connection dropped. Reload to try again.'
            : `The games could not start (${error?.message ?? error}). Reload to try again.`,
      );
      document.getElementById('boot-progress')?.classList.add('failed');
      for (const b of document.querySelectorAll('[data-boot-game]')) b.disabled = true;
      const again = document.getElementById('boot-reload');
      if (again) again.hidden = false;
    },
  };
}

// Whether this system draws emoji (Top Trumps' built-in pictures are emoji): a planet drawn on
// a canvas is compared with a character no font has; alike, the system would show an empty
// box, so the page is marked `no-emoji` and the cards show their name's first letter instead.
function markMissingEmoji() {
  try {
    const draw = (text) => {
      const c = document.createElement('canvas');
      c.width = c.height = 24;
      const g = c.getContext('2d', { willReadFrequently: true });
      if (!g) return null;
      g.textBaseline = 'top';
      g.font = '20px sans-serif';
      g.fillText(text, 0, 0);
      return g.getImageData(0, 0, 24, 24).data.join();
    };
    const planet = draw('\u{1FA90}');
    const missing = draw('\u{10FFFD}');
    if (planet !== null && planet === missing) document.documentElement.classList.add('no-emoji');
  } catch {
    // Nothing to mark: the pictures stay as they are.
  }
}

// The first screen's line while the app loads (Trunk's initializer, named by data-initializer
// in index.html): how much of the app has arrived, and what went wrong if it could not start.
// A game's "New game" tapped while the app loads is kept in `globalThis.trumpsEarlyTap` (the
// game's id): the line says that game opens next, and the app opens its set-up as it mounts
// (src/ui/mod.rs). The app itself removes the first screen (#boot) as it mounts.
export default function boot() {
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

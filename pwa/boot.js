// The first screen's line while the app loads (Trunk's initializer, named by data-initializer
// in index.html): how much of the app has arrived, and what went wrong if it could not start.
// The app itself removes the first screen (#boot) as it mounts.
export default function boot() {
  const fill = () => document.getElementById('boot-fill');
  const words = () => document.getElementById('boot-words');
  const say = (text) => {
    const w = words();
    if (w) w.textContent = text;
  };
  return {
    onStart: () => say('Loading the games…'),
    onProgress: ({ current, total }) => {
      if (!total) return;
      const share = Math.min(1, current / total);
      const f = fill();
      if (f) f.style.width = `${Math.round(share * 100)}%`;
      say(share < 1 ? `Loading the games… ${Math.floor(share * 100)}%` : 'Starting…');
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
      const again = document.getElementById('boot-reload');
      if (again) again.hidden = false;
    },
  };
}

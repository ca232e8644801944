// The first screen's line while the app loads (Trunk's initializer, named by data-initializer
// in index.html): how much of the app has arrived, and what went wrong if it could not start.
// A game's "New game" tapped while the app loads is kept in `globalThis.trumpsEarlyTap` (the
// game's id): the line says that game opens next, and the app opens its set-up as it mounts
// (src/ui/mod.rs). The app itself removes the first screen (#boot) as it mounts.
export default function boot() {
  markMissingEmoji();
  const words = firstWords();
  const fill = () => document.getElementById('boot-fill');
  const line = () => document.getElementById('boot-words');
  // Message `id` with `args`; in English (checked by tests/ui_boot_screen.rs) until the words come.
  let said = null;
  const say = (id, english, args = {}) => {
    said = [id, english, args];
    const w = line();
    if (w) w.textContent = words.say(id, args) ?? english;
  };
  words.ready.then(() => said && say(...said));
  // What is loading: the games, or the one game tapped meanwhile.
  let game = null;
  let share = 0;
  const progress = () => {
    const percent = Math.floor(share * 100);
    if (share >= 1) say('boot-starting', 'Starting…');
    else if (game) say('boot-loading-game', `Loading ${game}… ${percent}%`, { game, percent });
    else say('boot-loading-games', `Loading the games… ${percent}%`, { percent });
  };
  document.getElementById('boot')?.addEventListener('click', (event) => {
    const button = event.target.closest?.('[data-boot-game]');
    if (!button) return;
    globalThis.trumpsEarlyTap = button.dataset.bootGame;
    for (const b of document.querySelectorAll('[data-boot-game]')) b.removeAttribute('aria-pressed');
    button.setAttribute('aria-pressed', 'true');
    game = button.closest('.game-card')?.querySelector('h3')?.textContent || null;
    progress();
  });
  return {
    onStart: () => say('boot-loading', 'Loading the games…'),
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
      if (navigator.onLine === false) {
        say('boot-offline', 'The games could not load: this device is offline and has not saved them yet. Connect once, then reload.');
      } else if (error instanceof TypeError) {
        say('boot-dropped', 'The games could not load: the connection dropped. Reload to try again.');
      } else {
        const why = String(error?.message ?? error);
        say('boot-failed', `The games could not start (${why}). Reload to try again.`, { why });
      }
      document.getElementById('boot-progress')?.classList.add('failed');
      for (const b of document.querySelectorAll('[data-boot-game]')) b.disabled = true;
      const again = document.getElementById('boot-reload');
      if (again) again.hidden = false;
    },
  };
}

// The first screen in the reader's language (docs/architecture.md, "The first screen's words").
function firstWords() {
  const ours = ['en', 'de', 'id'];
  const primary = (code) => String(code ?? '').split(/[-_]/)[0].toLowerCase();
  let kept = null;
  try {
    kept = JSON.parse(localStorage.getItem('trumps.v1.settings')).data.language;
  } catch {}
  const asked = new URLSearchParams(location.search).get('lang');
  const lang = [asked, kept, ...(navigator.languages ?? [])].map(primary).find((c) => ours.includes(c)) ?? 'en';
  // Installed from a page in German, the parlour is named in German (scripts/rules-pages.mjs
  // writes the manifest of each language).
  if (lang !== 'en') document.querySelector('link[rel="manifest"]')?.setAttribute('href', `manifest-${lang}.webmanifest`);
  const picker = document.querySelector('#boot .language-picker select');
  if (picker) picker.value = lang;
  const code = document.getElementById('boot-lang');
  if (code) code.textContent = lang.toUpperCase();
  const files = Object.fromEntries(
    (document.querySelector('meta[name="trumps-words"]')?.content ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => pair.split('=')),
  );
  const patterns = new Map();
  const say = (id, args = {}) => {
    const line = patterns.get(id);
    return line === undefined ? null : render(line, args, lang);
  };
  const ready = !files[lang]
    ? Promise.resolve()
    : fetch(files[lang])
        .then((r) => (r.ok ? r.text() : ''))
        .then((text) => {
          for (const l of text.split('\n')) {
            const tab = l.indexOf('\t');
            if (tab > 0) patterns.set(l.slice(0, tab), l.slice(tab + 1));
          }
          if (patterns.size === 0) return;
          document.documentElement.lang = lang;
          const argsOf = (el) => {
            const args = {};
            for (const pair of (el.dataset.args ?? '').split(';').filter(Boolean)) {
              const [k, v] = pair.split('=');
              args[k] = v.startsWith('@') ? (say(v.slice(1)) ?? '') : /^\d+$/.test(v) ? Number(v) : v;
            }
            return args;
          };
          for (const el of document.querySelectorAll('#boot [data-msg], #boot [data-msg-aria]')) {
            const args = argsOf(el);
            const text = el.dataset.msg && say(el.dataset.msg, args);
            if (text != null && el.id !== 'boot-words') el.textContent = text;
            const aria = el.dataset.msgAria && say(el.dataset.msgAria, args);
            if (aria != null) el.setAttribute('aria-label', aria);
          }
        })
        .catch(() => {});
  return { say, ready };
}

// A pattern in words, as crates/words/src/pattern.rs reads it.
function render(line, args, lang) {
  const plural = new Intl.PluralRules(lang);
  let at = 0;
  const name = () => {
    let n = '';
    while (at < line.length && line[at] !== '}' && line[at] !== '|') n += line[at++];
    return n;
  };
  const segment = (nested) => {
    let out = '';
    while (at < line.length) {
      const c = line[at];
      if (c === '\\') {
        const e = line[at + 1];
        out += e === 'n' ? '\n' : (e ?? '');
        at += 2;
      } else if (nested && (c === '|' || c === '}')) {
        return out;
      } else if (c === '{') {
        at += 1;
        const value = args[name()];
        if (line[at] === '}') {
          at += 1;
          out += value ?? '';
        } else {
          out += choice(value);
        }
      } else {
        out += c;
        at += 1;
      }
    }
    return out;
  };
  const choice = (value) => {
    const wanted = typeof value === 'number' ? [`=${value}`, plural.select(value)] : value === undefined ? [] : [String(value)];
    let best = null;
    let rank = Infinity;
    let fallback = '';
    while (line[at] === '|') {
      at += 1;
      const isDefault = line[at] === '*';
      if (isDefault) at += 1;
      let key = '';
      while (at < line.length && line[at] !== ':') key += line[at++];
      at += 1;
      const words = segment(true);
      const r = wanted.indexOf(key);
      if (r >= 0 && r < rank) {
        rank = r;
        best = words;
      }
      if (isDefault) fallback = words;
    }
    if (line[at] === '}') at += 1;
    return best ?? fallback;
  };
  return segment(false);
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

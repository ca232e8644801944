#!/usr/bin/env node
// The bots' published ladder, from `trumps arena` runs: every game, every level against each
// other level, on duplicate deals. One script makes all of it:
//
//   node scripts/ladder.mjs run [--deals-scale K] [--only GAME] [--players N] [--bin PATH]
//       plays the runs (release `trumps`, seeded, iterations not time, so the same tree gives
//       the same figures), keeps each as JSON in docs/ladder/, then writes the two files below
//   node scripts/ladder.mjs write   writes them from the kept runs
//   node scripts/ladder.mjs check   fails if either file differs from what the kept runs give
//
// It writes docs/bots.md (the ladder, for people) and crates/rules/src/bots/ladder.json (the
// figures the set-up's level picker words in one line a level). `check` runs with the tests,
// so the page, the picker and the kept runs never disagree. A full `run` takes about an hour
// on one core (the time of each run is kept in its file and printed at the end of bots.md).

import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const keptDir = join(root, "docs/ladder");
const pagePath = join(root, "docs/bots.md");
const figuresPath = join(root, "crates/rules/src/bots/ladder.json");

// The games and their tables: the players each is measured with, and how many deals a table
// of each kind plays (an Expert seat costs far more than the others). Every game is played
// with its default options, as the app starts it (Truf: four hands); the seats give the
// number of players.
const GAMES = [
  { id: "what-trump", name: "What Trump?", players: [3, 4], deals: { expert: 20, other: 100 } },
  { id: "ace-trump", name: "Ace Trump", players: [3], deals: { expert: 60, other: 300 } },
  { id: "ransom-trump", name: "Ransom Trump", players: [3], deals: { expert: 60, other: 300 } },
  { id: "truf", name: "Truf", players: [3, 4], deals: { expert: 60, other: 100 } },
  { id: "top-trumps", name: "Top Trumps", players: [4], deals: { expert: 200, other: 1000 } },
];

// Each table: one seat of `level`, every other seat `against`. The picker's line for a level
// comes from the table marked `line`.
const TABLES = [
  { level: "expert", against: "standard", line: true },
  { level: "expert", against: "beginner" },
  { level: "standard", against: "beginner", line: true },
  { level: "beginner", against: "standard", line: true },
];

const LEVEL_NAMES = { beginner: "Beginner", standard: "Standard", expert: "Expert" };
const SEED = 1;
const ITERATIONS = 2000;

function keptName(game, players, t) {
  return `${game.id}-${players}p-${t.level}-vs-${t.against}.json`;
}

function args() {
  const a = process.argv.slice(2);
  const get = (flag) => {
    const i = a.indexOf(flag);
    return i >= 0 ? a[i + 1] : undefined;
  };
  return {
    command: a[0] ?? "write",
    scale: Number(get("--deals-scale") ?? 1),
    only: get("--only"),
    players: get("--players"),
    bin: get("--bin") ?? join(root, "target/release/trumps"),
  };
}

function run({ scale, only, players: onlyPlayers, bin }) {
  if (!existsSync(bin)) {
    console.error(`ladder: no ${bin}; build it first: cargo build --release --bin trumps`);
    process.exit(2);
  }
  mkdirSync(keptDir, { recursive: true });
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root })
    .toString()
    .trim();
  for (const game of GAMES) {
    if (only && !only.split(",").includes(game.id)) continue;
    for (const players of game.players) {
      if (onlyPlayers && !onlyPlayers.split(",").map(Number).includes(players)) continue;
      for (const t of TABLES) {
        const base = t.level === "expert" ? game.deals.expert : game.deals.other;
        const deals = Math.max(1, Math.round(base * scale));
        const seats = [t.level, ...Array(players - 1).fill(t.against)].join(",");
        const started = Date.now();
        const out = execFileSync(
          bin,
          [
            "arena", "--game", game.id, "--seats", seats,
            "--deals", String(deals), "--seed", String(SEED),
            "--iterations", String(ITERATIONS), "--json",
          ],
          { maxBuffer: 1 << 26, stdio: ["ignore", "pipe", "inherit"] },
        ).toString();
        const report = JSON.parse(out);
        const kept = { commit, measured: new Date().toISOString().slice(0, 10), report };
        writeFileSync(join(keptDir, keptName(game, players, t)), JSON.stringify(kept, null, 1) + "\n");
        console.log(
          `${game.id} ${players}p ${seats}: ${deals} deals, ${((Date.now() - started) / 1000).toFixed(0)} s`,
        );
      }
    }
  }
}

function kept() {
  const runs = [];
  for (const game of GAMES) {
    for (const players of game.players) {
      for (const t of TABLES) {
        const path = join(keptDir, keptName(game, players, t));
        if (!existsSync(path)) continue;
        let k;
        try {
          k = JSON.parse(readFileSync(path, "utf8"));
        } catch (e) {
          throw new Error(`ladder: ${path} is not JSON (${e.message}); run it again`);
        }
        const lv = (id) => k.report.levels.find((l) => l.level === id);
        if (!lv(t.level) || !lv(t.against)) {
          throw new Error(`ladder: ${path} has no figures for ${t.level} and ${t.against}`);
        }
        runs.push({ game, players, table: t, kept: k, focal: lv(t.level), other: lv(t.against) });
      }
    }
  }
  return runs;
}

const f2 = (x) => x.toFixed(2);
const range = (e, d = 2) => `${e.mean.toFixed(d)} [${e.ci95[0].toFixed(d)}, ${e.ci95[1].toFixed(d)}]`;
// A share in per cent; its interval (the normal approximation) held to 0…100.
const clampPct = (x) => Math.min(100, Math.max(0, x * 100)).toFixed(1);
const pct = (e) => `${(e.mean * 100).toFixed(1)}% [${clampPct(e.ci95[0])}, ${clampPct(e.ci95[1])}]`;

function page(runs) {
  const out = [];
  out.push("# The bots' ladder");
  out.push("");
  out.push("<!-- Written by scripts/ladder.mjs from the runs kept in docs/ladder/: do not edit. -->");
  out.push("");
  const para = (text) => {
    // Wrapped at 92 columns, as the other docs are.
    let line = "";
    for (const word of text.split(/\s+/)) {
      if (line && line.length + 1 + word.length > 92) {
        out.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    out.push(line, "");
  };
  para(
    "How strong each bot level is, game by game. Each table seats one bot of a level against " +
      "bots of one other level, and plays every deal once per rotation of the seats, so every " +
      "level holds every hand (`trumps arena`, duplicate deals). Each figure is a mean over the " +
      "deals with its 95% confidence interval in brackets (a share's interval held to 0–100%). " +
      "Wins count a shared win as a share; \"× fair\" is the share of wins against what an equal " +
      "player would win (1 in the number of players). Expert searches 2,000 iterations a " +
      "decision here (in the app it searches for up to its time budget). Games are played with " +
      "their default options, as the app starts them. In Truf, where every point comes from an " +
      "exact bid, points are per hand, and \"bids made\" is the share of hands in which a seat " +
      "took exactly the tricks it bid.",
  );
  para(
    "The set-up's level picker says in one line what each level is, from the tables marked ★ " +
      "(`crates/rules/src/bots/ladder.json`, written by the same script).",
  );
  para(
    "To measure again: `cargo build --release --bin trumps && node scripts/ladder.mjs run` " +
      "(about an hour and a half of one core; `--deals-scale 0.2` for a quick look, `--only truf` " +
      "for one game or several, comma-separated, and `--players 3` for one table size, to run " +
      "side by side). " +
      "`node scripts/ladder.mjs check` runs with the tests.",
  );
  out.pop();
  for (const game of GAMES) {
    const mine = runs.filter((r) => r.game.id === game.id);
    if (mine.length === 0) continue;
    out.push("");
    out.push(`## ${game.name}`);
    for (const players of game.players) {
      const rows = mine.filter((r) => r.players === players);
      if (rows.length === 0) continue;
      const bids = rows.some((r) => r.focal.contracts_made);
      out.push("");
      out.push(`${players} players:`);
      out.push("");
      out.push(
        `| table | deals | wins | × fair | points a ${bids ? "hand" : "game"} | the others' points |${bids ? " bids made | the others' bids made |" : ""} ms a decision |`,
      );
      out.push(`|---|---:|---:|---:|---:|---:|${bids ? "---:|---:|" : ""}---:|`);
      for (const r of rows) {
        const t = r.table;
        const rep = r.kept.report;
        const points = (l) => range(bids ? l.points_per_hand : l.points_per_game);
        out.push(
          `| ${t.line ? "★ " : ""}${LEVEL_NAMES[t.level]} against ${players - 1} ${LEVEL_NAMES[t.against]} ${players === 2 ? "bot" : "bots"} | ${rep.deals} | ${pct(r.focal.win_share)} | ${range(r.focal.of_fair)} | ${points(r.focal)} | ${points(r.other)} |${bids ? ` ${pct(r.focal.contracts_made)} | ${pct(r.other.contracts_made)} |` : ""} ${f2(r.focal.mean_decision_ms)} |`,
        );
      }
    }
  }
  out.push("");
  out.push("## The runs");
  out.push("");
  out.push("| run | commit | measured | games | seconds |");
  out.push("|---|---|---|---:|---:|");
  let total = 0;
  for (const r of runs) {
    total += r.kept.report.seconds;
    out.push(
      `| ${keptName(r.game, r.players, r.table).replace(/\.json$/, "")} | ${r.kept.commit} | ${r.kept.measured} | ${r.kept.report.games} | ${r.kept.report.seconds.toFixed(0)} |`,
    );
  }
  out.push("");
  para(
    `All runs: ${(total / 60).toFixed(0)} minutes of play. The decision times are those of the ` +
      "machine that ran them, often with its cores shared; speed is measured apart " +
      "(`docs/strength.md`, `scripts/bot-timing.mjs`). The figures that matter here are the wins " +
      "and points.",
  );
  out.pop();
  out.push("");
  return out.join("\n");
}

function figures(runs) {
  // The picker's figures: one rung a level, game and number of players measured, from the
  // tables marked `line`. Data, read by crates/rules/src/bots/ladder.rs.
  const rungs = runs
    .filter((r) => r.table.line)
    .map((r) => ({
      game: r.game.id,
      players: r.players,
      level: r.table.level,
      against: r.table.against,
      win_share: Number(r.focal.win_share.mean.toFixed(4)),
      deals: r.kept.report.deals,
    }));
  return JSON.stringify({ written_by: "scripts/ladder.mjs from docs/ladder/", rungs }, null, 1) + "\n";
}

function main() {
  const a = args();
  if (a.command === "run") run(a);
  if (!["run", "write", "check"].includes(a.command)) {
    console.error("usage: node scripts/ladder.mjs run|write|check [--deals-scale K] [--only GAME]");
    process.exit(2);
  }
  const runs = kept();
  const want = [
    [pagePath, page(runs)],
    [figuresPath, figures(runs)],
  ];
  if (a.command === "check") {
    const stale = want.filter(([p, text]) => !existsSync(p) || readFileSync(p, "utf8") !== text);
    if (stale.length === 0) {
      console.log(`ladder: docs/bots.md and ladder.json agree with the ${runs.length} runs kept`);
    }
    for (const [p] of stale) {
      console.error(`ladder: ${p} is not what the runs in docs/ladder/ give: run node scripts/ladder.mjs write`);
    }
    process.exit(stale.length ? 1 : 0);
  }
  for (const [p, text] of want) writeFileSync(p, text);
  console.log(`ladder: wrote docs/bots.md and crates/rules/src/bots/ladder.json from ${runs.length} runs`);
}

main();

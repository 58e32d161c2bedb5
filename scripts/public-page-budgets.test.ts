import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The public pages' first-load budgets (decision 190): what a browser receives before the visitor
 * does anything — the page's entry script and every chunk it imports statically, and its styles
 * and fonts — compressed as the server sends it (the build's `.br` copies, decision 052). The app
 * is built once, into a folder of the test's own; the test fails naming the chunks of a page over
 * its budget.
 */

const KB = 1024;
const WEB = path.resolve(import.meta.dirname, '../apps/web');

interface Budget {
  /** The pages, as people reach them. */
  pages: string;
  /** Their shell in the build, and the manifest its build wrote. */
  shell: string;
  manifest: string;
  script: number;
  styles: number;
}

const BUDGETS: Budget[] = [
  {
    pages:
      'the home page (/), city pages (/trivia-near-{slug}), venue pages (/trivia-at-{slug}) and provider pages (/trivia-by-{slug})',
    shell: 'public.html',
    manifest: '.vite/public-manifest.json',
    script: 30 * KB,
    styles: 30 * KB,
  },
  {
    // The whole app (decision 190): the home page's list and manual screen load it once the
    // visitor has shared a location or asked to type one (decision 212). Its budget is what it
    // ships today, so that it cannot grow.
    pages: "the home page's list and manual screen (/?lat=…, /?manual=1)",
    shell: 'index.html',
    manifest: '.vite/manifest.json',
    script: 106 * KB,
    styles: 30 * KB,
  },
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  assets?: string[];
}
type Manifest = Record<string, ManifestChunk>;

let outDir = '';

beforeAll(async () => {
  outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'trivia-budgets-'));
  const vite = path.resolve(import.meta.dirname, '../node_modules/vite/bin/vite.js');
  const run = promisify(execFile);
  // As `npm run build` does: the public pages' build first, then the app's beside it. Vitest sets
  // NODE_ENV to `test`, which would build React's development code.
  const options = { cwd: WEB, env: { ...process.env, NODE_ENV: 'production' } };
  await run(process.execPath, [vite, 'build', '--mode', 'public', '--outDir', outDir], options);
  await run(process.execPath, [vite, 'build', '--outDir', outDir], options);
}, 300_000);

afterAll(async () => {
  if (outDir) await fs.rm(outDir, { recursive: true, force: true });
});

/** The entry's chunk and every chunk it imports statically: what loads before any tap. */
function firstLoad(manifest: Manifest, key: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { scripts: [...scripts], styles: [...styles] };
}

/** A file's bytes on the wire: its brotli copy, or itself when too small to have one. */
async function sentSize(file: string): Promise<number> {
  const full = path.join(outDir, file);
  try {
    return (await fs.stat(`${full}.br`)).size;
  } catch {
    return (await fs.stat(full)).size;
  }
}

/** The fonts a stylesheet loads, as files of the build. */
async function fontsOf(css: string): Promise<string[]> {
  const text = await fs.readFile(path.join(outDir, css), 'utf8');
  return [...text.matchAll(/url\(["']?\/?([^)"']+\.(?:woff2?|ttf|otf))["']?\)/g)].flatMap(
    (match) => (match[1] ? [match[1]] : []),
  );
}

async function sized(files: string[]): Promise<{ total: number; listing: string }> {
  const sizes = await Promise.all(
    files.map(async (file) => ({ file, size: await sentSize(file) })),
  );
  const total = sizes.reduce((sum, { size }) => sum + size, 0);
  const listing = sizes
    .sort((a, b) => b.size - a.size)
    .map(({ file, size }) => `${file} ${(size / KB).toFixed(1)} KB`)
    .join(', ');
  return { total, listing };
}

describe.each(BUDGETS)('$pages', (budget) => {
  it('ships its first-load JavaScript within budget', async () => {
    const manifest = JSON.parse(
      await fs.readFile(path.join(outDir, budget.manifest), 'utf8'),
    ) as Manifest;
    expect(manifest[budget.shell], `${budget.shell} is not an entry of the build`).toBeDefined();
    const { scripts } = firstLoad(manifest, budget.shell);
    const { total, listing } = await sized(scripts);
    expect(
      total,
      `${budget.pages}: ${(total / KB).toFixed(1)} KB of JavaScript before the first tap, over ${
        budget.script / KB
      } KB: ${listing}`,
    ).toBeLessThanOrEqual(budget.script);
  });

  it('ships its styles and fonts within budget', async () => {
    const manifest = JSON.parse(
      await fs.readFile(path.join(outDir, budget.manifest), 'utf8'),
    ) as Manifest;
    const { styles } = firstLoad(manifest, budget.shell);
    expect(styles, `${budget.shell} has no stylesheet`).not.toHaveLength(0);
    const fonts = (await Promise.all(styles.map(fontsOf))).flat();
    const { total, listing } = await sized([...styles, ...fonts]);
    expect(
      total,
      `${budget.pages}: ${(total / KB).toFixed(1)} KB of styles and fonts, over ${
        budget.styles / KB
      } KB: ${listing}`,
    ).toBeLessThanOrEqual(budget.styles);
  });
});

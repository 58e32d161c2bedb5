import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of docs/ARCHITECTURE.md are lint rules (biome.json): this lints the files
 * of scripts/lint-fixtures, each at the path it names, with the repository's own biome.json, and
 * expects each boundary to be refused, and each import cycle (decision 104).
 */
const root = path.resolve(import.meta.dirname, '..');
const fixtures = path.join(root, 'scripts/lint-fixtures');
const biome = path.join(root, 'node_modules/@biomejs/biome/bin/biome');
let workspace = '';

beforeAll(() => {
  workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'trivia-lint-'));
  fs.cpSync(fixtures, workspace, { recursive: true });
  const config = JSON.parse(fs.readFileSync(path.join(root, 'biome.json'), 'utf8'));
  // The copy is no git checkout; everything else is the repository's configuration.
  config.vcs = { enabled: false };
  delete config.$schema;
  fs.writeFileSync(path.join(workspace, 'biome.json'), JSON.stringify(config));
});

afterAll(() => {
  if (workspace) fs.rmSync(workspace, { recursive: true, force: true });
});

function lint(file: string): { code: number | null; output: string } {
  const result = spawnSync(process.execPath, [biome, 'lint', '--max-diagnostics=50', file], {
    cwd: workspace,
    encoding: 'utf8',
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the import boundaries', () => {
  it.each([
    [
      'a feature importing another feature',
      'apps/web/src/features/city-pages/components/imports-the-finder.tsx',
      'style/noRestrictedImports',
    ],
    [
      'a feature reaching another by a relative path',
      'apps/web/src/features/venues/components/reaches-events-by-path.tsx',
      'style/noRestrictedImports',
    ],
    [
      'components/ importing a feature',
      'apps/web/src/components/ui/imports-a-feature.tsx',
      'style/noRestrictedImports',
    ],
    [
      'packages/shared importing Node',
      'packages/shared/src/uses-the-dom.ts',
      'style/noRestrictedImports',
    ],
    [
      'packages/shared using the DOM',
      'packages/shared/src/uses-the-dom.ts',
      'style/noRestrictedGlobals',
    ],
    [
      "a route reaching past a service domain's index",
      'apps/server/src/routes/api/reaches-into-a-domain.ts',
      'style/noRestrictedImports',
    ],
    [
      "the bench reaching past a service domain's index",
      'bench/reaches-into-a-domain.ts',
      'style/noRestrictedImports',
    ],
    [
      'a service domain reaching into another',
      'apps/server/src/services/reports/reaches-into-events.ts',
      'style/noRestrictedImports',
    ],
    [
      "a domain's subfolder reaching into another domain",
      'apps/server/src/services/feeds/match/reaches-into-venues.ts',
      'style/noRestrictedImports',
    ],
    [
      'two server modules importing each other',
      'apps/server/src/services/import-cycle/count-nights.ts',
      'suspicious/noImportCycles',
    ],
    [
      'a web cycle closed by a type import through the @/ alias',
      'apps/web/src/lib/import-cycle/use-filters.tsx',
      'suspicious/noImportCycles',
    ],
  ])('fail lint: %s', (_, file, rule) => {
    const { code, output } = lint(file);
    expect(code).not.toBe(0);
    expect(output).toContain(`lint/${rule}`);
  });

  it('let a route enter a service domain through its index, and a one-file service', () => {
    const { code, output } = lint('apps/server/src/routes/api/enters-through-the-index.ts');
    expect(output).not.toContain('lint/');
    expect(code).toBe(0);
  });

  it("let a service domain import its own files, another domain's index and a one-file service", () => {
    const { code, output } = lint('apps/server/src/services/reports/stays-in-its-domain.ts');
    expect(output).not.toContain('lint/');
    expect(code).toBe(0);
  });

  it('let a feature import its own files and the shared components', () => {
    const { code, output } = lint(
      'apps/web/src/features/venues/components/stays-in-its-feature.tsx',
    );
    expect(output).not.toContain('lint/');
    expect(code).toBe(0);
  });
});

import { format } from 'node:util';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A stray console.error fails the test that caused it (STYLE.md "Tests"). A test that expects one
 * calls `expectConsoleError()` first.
 */
let errors: string[] = [];
let expected = false;

export function expectConsoleError(): void {
  expected = true;
}

beforeEach(() => {
  errors = [];
  expected = false;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(format(...args));
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (errors.length > 0 && !expected) {
    throw new Error(`console.error was called during the test:\n${errors.join('\n')}`);
  }
});

import { expect } from 'vitest';

/**
 * What an answer must never show: SQL, a stack frame, a file path. Each pattern names
 * what it found, for the failure message.
 */
const INTERNALS: [string, RegExp][] = [
  ['SQL', /\b(insert\s+into|select\s+.+\s+from|update\s+"?\w+"?\s+set|delete\s+from)\b/i],
  ['a failed query', /failed query|syntax error at|violates .* constraint|invalid byte sequence/i],
  ['a stack frame', /\bat\s+\S+\s+\(|\bat\s+(file:|node:|\/)|\.(ts|js|mjs):\d+:\d+/],
  ['a file path', /(\/(work|home|usr|tmp|var|opt)\/)|node_modules|[A-Z]:\\/],
];

/** Fails when an answer's body shows one of INTERNALS. */
export function expectNoInternals(body: string, where: string): void {
  for (const [what, pattern] of INTERNALS) {
    expect(pattern.test(body), `${where} shows ${what}: ${body.slice(0, 300)}`).toBe(false);
  }
}

import { expect } from '@playwright/test';

/** The page's JSON-LD nodes: its elements, and the nodes of an element's `@graph`. */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(
    (match) => {
      const block = JSON.parse(match[1] ?? '') as Record<string, unknown>;
      const graph = block['@graph'];
      if (!Array.isArray(graph)) return [block];
      expect(block['@context']).toBe('https://schema.org');
      return graph as Record<string, unknown>[];
    },
  );
}

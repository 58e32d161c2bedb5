import { describe, expect, it } from 'vitest';
import { embedIframeSnippet, embedPageUrl, embedScriptSnippet } from './embed-snippets.ts';

const BASE = {
  publicUrl: 'https://trivia.example',
  kind: 'venue',
  slug: 'the-crown-1a2b',
} as const;

describe('the embed snippets', () => {
  it('leaves the defaults out of the embed address', () => {
    expect(embedPageUrl({ ...BASE, theme: 'auto' })).toBe(
      'https://trivia.example/embed/venue/the-crown-1a2b',
    );
    expect(embedPageUrl({ ...BASE, kind: 'provider', theme: 'dark', accent: '#ABC' })).toBe(
      'https://trivia.example/embed/provider/the-crown-1a2b?theme=dark&accent=%23abc',
    );
  });

  it('drops an accent that is not # and 3 or 6 hex digits', () => {
    expect(embedPageUrl({ ...BASE, theme: 'light', accent: 'red' })).toBe(
      'https://trivia.example/embed/venue/the-crown-1a2b?theme=light',
    );
    expect(embedScriptSnippet({ ...BASE, theme: 'auto', accent: '#12345' })).not.toContain(
      'data-accent',
    );
  });

  it('writes the two snippets of the contract', () => {
    expect(embedIframeSnippet({ ...BASE, theme: 'light', accent: '#ff0066' })).toBe(
      '<iframe src="https://trivia.example/embed/venue/the-crown-1a2b?theme=light&amp;accent=%23ff0066" title="Trivia schedule" width="100%" height="480" style="border:0" loading="lazy"></iframe>',
    );
    expect(embedScriptSnippet({ ...BASE, theme: 'auto', accent: '#ff0066' })).toBe(
      '<script async src="https://trivia.example/embed.js" data-trivia-embed="venue" data-slug="the-crown-1a2b" data-theme="auto" data-accent="#ff0066"></script>',
    );
  });
});

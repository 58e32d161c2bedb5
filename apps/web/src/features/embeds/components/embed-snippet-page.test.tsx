import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EmbedTargetsResponse } from '@trivia/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render-page.tsx';
import { EmbedSnippetPage } from './embed-snippet-page.tsx';

const PUBLIC_URL = 'https://trivia.example';
const PROVIDER_ANSWER: EmbedTargetsResponse = {
  publicUrl: PUBLIC_URL,
  canSearch: false,
  targets: [
    { kind: 'provider', slug: 'music-city-trivia-3f9a', name: 'Music City Trivia' },
    {
      kind: 'venue',
      slug: 'the-crown-nashville-tn-1a2b',
      name: 'The Crown',
      detail: '1 Main St, Nashville, TN',
    },
  ],
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** The server, answering by path; records the paths asked for. */
function serve(answer: (path: string) => unknown) {
  const fetchMock = vi.fn(async (path: string) => json(answer(path)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Put your schedule on your website (/admin/embed)', () => {
  it('previews the first choice and offers both snippets with the public address', async () => {
    serve(() => PROVIDER_ANSWER);
    renderPage(<EmbedSnippetPage />);
    expect(
      screen.getByRole('heading', { name: 'Put your schedule on your website', level: 1 }),
    ).toBeVisible();
    const what = await screen.findByRole('combobox', { name: 'What to show' });
    expect(what).toHaveDisplayValue('Music City Trivia');
    expect(screen.getByTitle('Preview of your schedule')).toHaveAttribute(
      'src',
      '/embed/provider/music-city-trivia-3f9a',
    );
    expect(screen.getByRole('textbox', { name: 'Script snippet' })).toHaveValue(
      `<script async src="${PUBLIC_URL}/embed.js" data-trivia-embed="provider" data-slug="music-city-trivia-3f9a" data-theme="auto"></script>`,
    );
    expect(screen.getByRole('textbox', { name: 'Iframe snippet' })).toHaveValue(
      `<iframe src="${PUBLIC_URL}/embed/provider/music-city-trivia-3f9a" title="Trivia schedule" width="100%" height="480" style="border:0" loading="lazy"></iframe>`,
    );
    // Admins search; a provider's member has their own short list.
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('follows the venue, theme and accent chosen, in the preview and the snippets', async () => {
    const user = userEvent.setup();
    serve(() => PROVIDER_ANSWER);
    renderPage(<EmbedSnippetPage />);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'What to show' }),
      'The Crown — 1 Main St, Nashville, TN',
    );
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    const accent = screen.getByLabelText('Accent colour');
    // A colour input takes its value as a colour picker gives it.
    accent.focus();
    await user.click(accent);
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
      accent,
      '#0055ff',
    );
    accent.dispatchEvent(new Event('input', { bubbles: true }));

    expect(await screen.findByTitle('Preview of your schedule')).toHaveAttribute(
      'src',
      '/embed/venue/the-crown-nashville-tn-1a2b?theme=dark&accent=%230055ff',
    );
    expect(screen.getByRole('textbox', { name: 'Script snippet' })).toHaveValue(
      `<script async src="${PUBLIC_URL}/embed.js" data-trivia-embed="venue" data-slug="the-crown-nashville-tn-1a2b" data-theme="dark" data-accent="#0055ff"></script>`,
    );
    expect(screen.getByRole('textbox', { name: 'Iframe snippet' })).toHaveValue(
      `<iframe src="${PUBLIC_URL}/embed/venue/the-crown-nashville-tn-1a2b?theme=dark&amp;accent=%230055ff" title="Trivia schedule" width="100%" height="480" style="border:0" loading="lazy"></iframe>`,
    );

    await user.click(screen.getByRole('button', { name: 'Use the default colour' }));
    expect(screen.getByRole('textbox', { name: 'Script snippet' })).not.toHaveValue(
      expect.stringContaining('data-accent'),
    );
  });

  it('copies a snippet and says so', async () => {
    const user = userEvent.setup();
    serve(() => PROVIDER_ANSWER);
    renderPage(<EmbedSnippetPage />);
    const snippet = await screen.findByRole('textbox', { name: 'Script snippet' });
    await user.click(screen.getByRole('button', { name: 'Copy the script snippet' }));
    expect(await navigator.clipboard.readText()).toBe((snippet as HTMLTextAreaElement).value);
    expect(screen.getByText('Copied!')).toBeVisible();
    expect(screen.getByText('Copied the script snippet')).toBeInTheDocument();
  });

  it('lets an admin search for a venue', async () => {
    const user = userEvent.setup();
    const fetchMock = serve((path) =>
      path.includes('q=')
        ? {
            publicUrl: PUBLIC_URL,
            canSearch: true,
            targets: [{ kind: 'venue', slug: 'blue-moon-franklin-tn-9c0d', name: 'Blue Moon' }],
          }
        : { publicUrl: PUBLIC_URL, canSearch: true, targets: PROVIDER_ANSWER.targets.slice(0, 1) },
    );
    renderPage(<EmbedSnippetPage />);
    await user.type(
      await screen.findByRole('searchbox', { name: 'Find a venue or provider' }),
      'blue',
    );
    const what = await screen.findByRole('combobox', { name: 'What to show' });
    await within(what).findByRole('option', { name: 'Blue Moon' });
    expect(what).toHaveDisplayValue('Blue Moon');
    expect(fetchMock).toHaveBeenLastCalledWith('/api/admin/embeds?q=blue', expect.anything());
  });

  it('says when there is nothing to embed', async () => {
    serve(() => ({ publicUrl: PUBLIC_URL, canSearch: false, targets: [] }));
    renderPage(<EmbedSnippetPage />);
    expect(await screen.findByText('Nothing to show yet')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Script snippet' })).not.toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render-page.tsx';
import { LinkResults } from './link-results.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe("a mailed Results link's form (decision 209)", () => {
  it('reads and posts through the link, and names the teams coming', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        return url.includes('/team-names')
          ? json({ names: [] })
          : json({
              eventId: 'e',
              date: '2026-11-30',
              entries: [],
              postedAt: null,
              revision: 0,
              suggestions: [{ team: 'Quiz Bears', status: 'coming' }],
            });
      }),
    );
    renderPage(<LinkResults token="tok_en" />);
    expect(await screen.findByLabelText('Team 1')).toHaveValue('Quiz Bears');
    expect(asked[0]).toBe('/api/night-links/tok_en/results');
  });

  it("before the night, shows the server's reason without the field's name", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'date: That night has not started yet: post its results once it has',
              details: [
                {
                  field: 'date',
                  message: 'That night has not started yet: post its results once it has',
                },
              ],
            },
          },
          400,
        ),
      ),
    );
    renderPage(<LinkResults token="tok_en" />);
    expect(
      await screen.findByText('That night has not started yet: post its results once it has'),
    ).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Results' })).toBeNull();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { NightResultsResponse } from '@trivia/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render-page.tsx';
import { scheduleResultsEndpoints } from '../api/night-results.ts';
import { ResultsForm } from './results-form.tsx';

const EVENT = '3f9a0000-0000-4000-8000-000000000001';
const DATE = '2026-11-23';
const RESULTS_URL = `/api/admin/events/${EVENT}/nights/${DATE}/results`;

/** Nothing posted yet; two teams said they were coming. */
const FRESH: NightResultsResponse = {
  eventId: EVENT,
  date: DATE,
  entries: [],
  postedAt: null,
  revision: 0,
  suggestions: [
    { team: 'Quiz Bears', status: 'coming' },
    { team: 'Owls', status: 'waitlist' },
  ],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server: the PUTs it is sent, answered with `answer`; names suggested for any prefix. */
function serve(answer: () => Response) {
  const puts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('/team-names')) return json({ names: ['Quiz Bears', 'Quizzly Bears'] });
      if (url === RESULTS_URL && init?.method === 'PUT') {
        puts.push(JSON.parse(String(init.body)));
        return answer();
      }
      throw new Error(`unexpected ${init?.method ?? 'GET'} ${url}`);
    }),
  );
  return puts;
}

afterEach(() => vi.unstubAllGlobals());

const form = () => (
  <ResultsForm endpoints={scheduleResultsEndpoints(EVENT, DATE, 'venue-1')} results={FRESH} />
);

describe('the results form (decision 205)', () => {
  it('starts with the teams that said they were coming, and posts places when asked for places only', async () => {
    const puts = serve(() =>
      json({
        ...FRESH,
        suggestions: undefined,
        revision: 1,
        postedAt: '2026-11-24T04:00:00Z',
        entries: [
          { team: 'Owls', score: null, placement: 1 },
          { team: 'Quiz Bears', score: null, placement: 2 },
        ],
      }),
    );
    renderPage(form());
    expect(screen.getByLabelText('Team 1')).toHaveValue('Quiz Bears');
    expect(screen.getByLabelText('Team 2')).toHaveValue('Owls');
    expect(screen.getByLabelText('Team 3')).toHaveValue('');

    fireEvent.click(screen.getByLabelText('Places only'));
    fireEvent.change(screen.getByLabelText('Place of team 1'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Place of team 2'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post results' }));

    await screen.findByText('Results posted.');
    // The empty third row is left out.
    expect(puts).toEqual([
      {
        entries: [
          { team: 'Quiz Bears', placement: 2 },
          { team: 'Owls', placement: 1 },
        ],
      },
    ]);
    const rows = screen.getByRole('region', { name: 'Posted results' }).querySelectorAll('tr');
    expect([...rows].map((row) => row.textContent)).toEqual([
      'PlaceTeamScore',
      '1Owls',
      '2Quiz Bears',
    ]);
    expect(screen.getByRole('button', { name: 'Save correction' })).toBeVisible();
  });

  it('sends a pasted CSV as it is, and says what the server refused, with nothing changed', async () => {
    const puts = serve(() =>
      json(
        {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'csv: line 2: Must be a score from 0 to 100000, whole or to one decimal place',
          },
        },
        400,
      ),
    );
    renderPage(form());
    const csv = 'team,score\nQuiz Bears,-3';
    fireEvent.change(screen.getByLabelText('CSV of team,score'), { target: { value: csv } });
    fireEvent.click(screen.getByRole('button', { name: 'Post results' }));

    await waitFor(() => expect(screen.getByText('Nothing was changed')).toBeVisible());
    expect(screen.getByText(/csv: line 2: Must be a score/)).toBeVisible();
    expect(puts).toEqual([{ csv }]);
    expect(screen.queryByRole('region', { name: 'Posted results' })).toBeNull();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { EventListResponse, MeResponse } from '@trivia/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render-page.tsx';
import { SeasonForm } from './season-form.tsx';

const PROVIDER = '3f9a0000-0000-4000-8000-0000000000aa';
const ME = {
  user: null,
  profile: null,
  isAdmin: false,
  adminAccess: 'granted',
  providers: [{ providerId: PROVIDER, providerName: 'Quiz Co', status: 'approved', role: 'admin' }],
} as unknown as MeResponse;

const event = (id: string, eventType: string, providerId: string | null) => ({
  id,
  venueId: `venue-${id}`,
  venueName: `Venue ${id}`,
  providerId,
  providerName: providerId ? 'Quiz Co' : null,
  eventType,
  dayOfWeek: 'Tuesday',
});

const EVENTS = {
  events: [event('e1', 'Pub Quiz', PROVIDER), event('e2', 'Music Bingo', PROVIDER)],
  providers: [],
} as unknown as EventListResponse;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server: the events, and the POSTs it is sent, answered with `answer`. */
function serve(answer: () => Response) {
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/admin/events?')) return json(EVENTS);
      if (url === '/api/admin/seasons' && init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return answer();
      }
      throw new Error(`unexpected ${init?.method ?? 'GET'} ${url}`);
    }),
  );
  return posts;
}

afterEach(() => vi.unstubAllGlobals());

async function fillIn() {
  fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Winter League' } });
  fireEvent.change(screen.getByLabelText('Run by'), { target: { value: `provider:${PROVIDER}` } });
  fireEvent.click(await screen.findByRole('checkbox', { name: /Pub Quiz/ }));
  fireEvent.change(screen.getByLabelText(/^First day/), { target: { value: '2027-01-05' } });
  fireEvent.change(screen.getByLabelText(/^Last day/), { target: { value: '2027-03-30' } });
}

describe('the season form (decision 207)', () => {
  it('sends the whole season: its provider, events, points by place, best of, qualifying and tie-breaks', async () => {
    const onDone = vi.fn();
    const posts = serve(() => json({ id: 's1', name: 'Winter League' }, 201));
    renderPage(<SeasonForm me={ME} season={null} onDone={onDone} />);
    await fillIn();
    fireEvent.change(screen.getByLabelText('Points for 1st, 2nd, 3rd…'), {
      target: { value: '10, 8, 6' },
    });
    fireEvent.change(screen.getByLabelText(/^Only the best nights count/), {
      target: { value: '8' },
    });
    fireEvent.change(screen.getByLabelText('Nights to qualify'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Most wins' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create season' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(posts).toEqual([
      {
        name: 'Winter League',
        providerId: PROVIDER,
        startsOn: '2027-01-05',
        endsOn: '2027-03-30',
        eventIds: ['e1'],
        rule: {
          scoring: { kind: 'placement', points: [10, 8, 6], rest: 0 },
          bestOf: 8,
          minNights: 4,
          tieBreaks: ['wins'],
        },
      },
    ]);
  });

  it('shows what the server refused, and sends a total-score season as such', async () => {
    const posts = serve(() =>
      json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'endsOn: The season must end on or after its first day',
          },
        },
        400,
      ),
    );
    renderPage(<SeasonForm me={ME} season={null} onDone={vi.fn()} />);
    await fillIn();
    fireEvent.click(screen.getByLabelText('Each night’s score added up'));
    fireEvent.click(screen.getByRole('button', { name: 'Create season' }));
    expect(await screen.findByText(/endsOn: The season must end/)).toBeVisible();
    expect(screen.getByText('Nothing was changed')).toBeVisible();
    expect((posts[0] as { rule: { scoring: unknown } }).rule.scoring).toEqual({ kind: 'score' });
  });
});

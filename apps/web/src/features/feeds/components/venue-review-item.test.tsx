import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MeResponse, VenueReview } from '@trivia/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { meQuery } from '@/lib/session.ts';
import { eventProposalsQuery } from '../api/get-event-proposals.ts';
import { venueReviewsQuery } from '../api/get-venue-reviews.ts';
import { VenueReviewsPage } from './venue-reviews-page.tsx';

const REVIEW: VenueReview = {
  id: '0d6f0c3e-4444-4000-8000-000000000004',
  feedId: '0d6f0c3e-1111-4000-8000-000000000001',
  feedName: 'Quiz Riot schedule',
  incoming: {
    name: 'Rose Tavern',
    address: '45 Elm Ave, Memphis, TN',
    latitude: null,
    longitude: null,
  },
  candidate: {
    id: '0d6f0c3e-3333-4000-8000-000000000003',
    name: 'The Rose',
    address: '45 Elm Avenue, Memphis, TN 38103',
  },
  score: 0.72,
};

const ADMIN: MeResponse = {
  user: {
    id: 'u1',
    email: 'admin@example.com',
    name: 'Admin',
    createdAt: '2026-01-01T00:00:00.000Z',
    emailVerified: true,
    metadata: { full_name: 'Admin' },
  },
  profile: null,
  isAdmin: true,
  adminAccess: 'granted',
  providers: [],
};

const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** The queue as the cache holds it after its request; the network answers the rest. */
function renderQueue(fetchMock: typeof fetch) {
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQuery.queryKey, ADMIN);
  queryClient.setQueryData(venueReviewsQuery.queryKey, { reviews: [REVIEW] });
  queryClient.setQueryData(eventProposalsQuery.queryKey, { proposals: [] });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <VenueReviewsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the review queue', () => {
  it('shows the feed’s venue beside ours, sends the answer, and drops the answered item', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/admin/feeds/reviews' && init?.method === 'GET') {
        return json({ reviews: [] });
      }
      if (init?.method === 'POST') return new Response(null, { status: 204 });
      return json({ error: { code: 'NOT_FOUND', message: 'not stubbed' } }, 404);
    });
    renderQueue(fetchMock);

    expect(screen.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Venues to review' })).toBeVisible();
    const item = screen.getByRole('listitem', { name: 'Rose Tavern from Quiz Riot schedule' });
    expect(item).toHaveTextContent('45 Elm Ave, Memphis, TN');
    expect(item).toHaveTextContent('The Rose');
    expect(item).toHaveTextContent('45 Elm Avenue, Memphis, TN 38103');

    await user.click(screen.getByRole('button', { name: 'Same venue' }));

    const venues = screen.getByRole('region', { name: 'Venues to review' });
    expect(await within(venues).findByText('Nothing to review.')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/admin/feeds/reviews/${REVIEW.id}`,
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ answer: 'same' }) }),
    );
  });

  it('keeps the item and says why when the answer is refused', async () => {
    const user = userEvent.setup();
    const message = 'That question has been answered already or does not exist.';
    renderQueue(
      vi.fn(async () => json({ error: { code: 'NOT_FOUND', message } }, 404)) as typeof fetch,
    );
    await user.click(screen.getByRole('button', { name: 'Different venues' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('listitem', { name: /Rose Tavern/ })).toBeVisible();
  });
});

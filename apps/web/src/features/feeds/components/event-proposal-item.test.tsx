import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventProposal, MeResponse } from '@trivia/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { meQuery } from '@/lib/session.ts';
import { eventProposalsQuery } from '../api/get-event-proposals.ts';
import { venueReviewsQuery } from '../api/get-venue-reviews.ts';
import { VenueReviewsPage } from './venue-reviews-page.tsx';

const ASKED: EventProposal = {
  id: '0d6f0c3e-5555-4000-8000-000000000005',
  feedId: '0d6f0c3e-1111-4000-8000-000000000001',
  feedName: 'Quiz Riot schedule',
  providerName: 'Quiz Riot',
  incomingLabel: 'Trivia, Monday 7:00 PM',
  event: {
    id: '0d6f0c3e-6666-4000-8000-000000000006',
    label: 'Trivia, Monday 7:00 PM',
    venueId: '0d6f0c3e-3333-4000-8000-000000000003',
    venueName: 'The Rose',
    providerName: null,
  },
  canAnswer: true,
  createdAt: '2026-11-29T10:00:00.000Z',
};

/** A venue owner: no provider of their own, no feeds; asked about an event at their venue. */
const OWNER: MeResponse = {
  user: {
    id: 'u2',
    email: 'owner@example.com',
    name: 'Olivia',
    createdAt: '2026-01-01T00:00:00.000Z',
    emailVerified: true,
    metadata: { full_name: 'Olivia' },
  },
  profile: { id: 'u2', displayName: 'Olivia', role: 'venue_owner' },
  isAdmin: false,
  adminAccess: 'granted',
  providers: [],
};

const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function renderQueue(proposals: EventProposal[], fetchMock: typeof fetch) {
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQuery.queryKey, OWNER);
  queryClient.setQueryData(venueReviewsQuery.queryKey, { reviews: [] });
  queryClient.setQueryData(eventProposalsQuery.queryKey, { proposals });
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

describe('events a feed asks to take over (decision 150)', () => {
  it('lets the event’s manager hand it over, and drops the answered question', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/admin/feeds/proposals' && init?.method === 'GET') {
        return json({ proposals: [] });
      }
      if (init?.method === 'POST') return new Response(null, { status: 204 });
      return json({ reviews: [] });
    });
    renderQueue([ASKED], fetchMock);

    // A venue owner manages no feed: only the events section, no way back to Feeds.
    expect(screen.queryByRole('region', { name: 'Venues to review' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Back to Feeds' })).toBeNull();
    const item = screen.getByRole('listitem', {
      name: 'Trivia, Monday 7:00 PM at The Rose from Quiz Riot schedule',
    });
    expect(item).toHaveTextContent('In Quiz Riot’s feed “Quiz Riot schedule”');
    expect(item).toHaveTextContent('at The Rose · Self-hosted');

    await user.click(within(item).getByRole('button', { name: 'Hand it over' }));

    const events = screen.getByRole('region', { name: 'Events a feed asks to take over' });
    expect(await within(events).findByText('Nothing to review.')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/admin/feeds/proposals/${ASKED.id}`,
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ answer: 'accept' }) }),
    );
  });

  it('shows the asking provider its question waiting, with nothing to press', () => {
    renderQueue([{ ...ASKED, canAnswer: false }], vi.fn() as unknown as typeof fetch);
    const item = screen.getByRole('listitem', { name: /^Trivia, Monday 7:00 PM at The Rose/ });
    expect(item).toHaveTextContent('Waiting for the event’s managers');
    expect(within(item).queryByRole('button')).toBeNull();
  });
});

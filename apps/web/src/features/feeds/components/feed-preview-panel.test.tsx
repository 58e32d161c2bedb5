import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FeedChanges, FeedCounts, FeedPreviewResponse, FeedSummary } from '@trivia/shared';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { type FeedPreviewMutation, FeedPreviewPanel } from './feed-preview-panel.tsx';

const FEED: FeedSummary = {
  id: '0d6f0c3e-1111-4000-8000-000000000001',
  providerId: '0d6f0c3e-2222-4000-8000-000000000002',
  providerName: 'Quiz Riot',
  name: 'Quiz Riot schedule',
  format: 'ical',
  url: 'https://quizriot.example/schedule.ics',
  autoApply: false,
  intervalHours: 24,
  lastReadAt: null,
  lastSuccessAt: null,
  lastChangeAt: null,
  consecutiveFailures: 0,
  lastError: null,
  lastCounts: null,
  pendingReviews: 0,
  pendingProposals: 0,
};

const COUNTS: FeedCounts = {
  venuesLinked: 0,
  venuesNew: 1,
  venuesMatched: 2,
  venuesUncertain: 1,
  venuesChanged: 2,
  eventsNew: 3,
  eventsChanged: 1,
  eventsUnchanged: 4,
  eventsGone: 1,
  eventsWaiting: 1,
  nightsCancelled: 1,
  problems: 1,
};

const CHANGES: FeedChanges = {
  counts: COUNTS,
  venues: [
    { name: 'The Crown', address: '1 Main St', outcome: 'new', venueId: null, venueName: null },
    {
      name: 'Rose Tavern',
      address: '45 Elm Ave',
      outcome: 'uncertain',
      venueId: '0d6f0c3e-3333-4000-8000-000000000003',
      venueName: 'The Rose',
    },
  ],
  events: [
    { venueName: 'The Crown', label: 'Trivia, Tuesdays 7:00 PM', outcome: 'new', fields: [] },
    {
      venueName: 'Blue Moon',
      label: 'Trivia, Wednesdays 7:30 PM',
      outcome: 'changed',
      fields: ['startTime', 'prizeAmount'],
    },
    { venueName: 'Blue Moon', label: 'Bingo, Fridays 8:00 PM', outcome: 'gone', fields: [] },
    { venueName: 'Blue Moon', label: 'Trivia, Mondays 7:00 PM', outcome: 'waiting', fields: [] },
  ],
  nightsCancelled: [
    { venueName: 'The Crown', label: 'Trivia', date: '2030-12-24', note: 'Closed for Christmas' },
  ],
  problems: [{ where: 'Venue 4 (Nowhere)', message: 'address is required' }],
};

function wrap(children: ReactNode) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

function renderPanel(preview: Partial<FeedPreviewMutation>, feed: FeedSummary = FEED) {
  const onRead = vi.fn();
  const onClose = vi.fn();
  const state: FeedPreviewMutation = {
    data: undefined,
    error: null,
    isPending: false,
    variables: { feedId: feed.id },
    ...preview,
  };
  render(wrap(<FeedPreviewPanel feed={feed} preview={state} onRead={onRead} onClose={onClose} />));
  return { onRead, onClose };
}

const read = (changes: FeedChanges, applied = false): FeedPreviewResponse => ({
  notModified: false,
  applied,
  changes,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the feed preview panel', () => {
  it('sums up the counts, then lists the venues, events, cancelled nights and problems', () => {
    renderPanel({ data: read(CHANGES) });
    expect(
      screen.getByText((_, node) =>
        node?.tagName === 'LI'
          ? node.textContent === 'Venues: 1 new · 2 matched · 1 waiting for review'
          : false,
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        (_, node) =>
          node?.tagName === 'LI' &&
          node.textContent === 'Events: 3 new · 1 changed · 4 unchanged · 1 gone at the source',
      ),
    ).toBeVisible();
    expect(screen.getByText('1 event waits for an answer in the review queue')).toBeVisible();
    expect(
      screen.getByText('2 venues have a new name or address at the source, kept in sync'),
    ).toBeVisible();

    const venues = screen.getByRole('heading', { name: 'Venues' }).parentElement;
    if (!venues) throw new Error('no venues list');
    expect(within(venues).getByText('New')).toBeVisible();
    expect(within(venues).getByText('Needs review')).toBeVisible();
    expect(within(venues).getByRole('link', { name: '→ The Rose' })).toHaveAttribute(
      'href',
      '/admin/venues/0d6f0c3e-3333-4000-8000-000000000003',
    );

    const events = screen.getByRole('heading', { name: 'Events' }).parentElement;
    if (!events) throw new Error('no events list');
    expect(within(events).getByText('Changed')).toBeVisible();
    expect(within(events).getByText('(start, prize)')).toBeVisible();
    expect(within(events).getByText('Gone — ends from today')).toBeVisible();
    // Decision 150: another host lists that night; the feed waits for their answer.
    expect(
      within(events).getByText('Another host lists it — waits for their answer'),
    ).toBeVisible();

    expect(screen.getByText('Tue, Dec 24')).toBeVisible();
    expect(screen.getByText(': Closed for Christmas')).toBeVisible();
    expect(screen.getByText('Venue 4 (Nowhere):')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Apply these changes' })).toBeEnabled();
  });

  it('applies with the same upload and says what changed, in agreeing numbers', async () => {
    const user = userEvent.setup();
    const applied: FeedChanges = {
      ...CHANGES,
      counts: { ...COUNTS, venuesMatched: 0, eventsNew: 1, eventsChanged: 2, eventsGone: 0 },
    };
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify(read(applied, true)), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const csvFeed = { ...FEED, format: 'csv' as const, url: null };
    renderPanel(
      { data: read(CHANGES), variables: { feedId: FEED.id, file: { data: 'YSxiCjEsMg==' } } },
      csvFeed,
    );

    await user.click(screen.getByRole('button', { name: 'Apply these changes' }));

    expect(
      await screen.findByText(
        'Applied: 1 new venue, 1 new event, 2 changed events, 1 night cancelled.',
        { exact: false },
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: '1 venue waits for review' })).toHaveAttribute(
      'href',
      '/admin/feeds/reviews',
    );
    expect(screen.queryByRole('button', { name: 'Apply these changes' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/admin/feeds/${FEED.id}/apply`,
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ file: { data: 'YSxiCjEsMg==' } }),
      }),
    );
  });

  it('asks for the CSV of a feed without an address, and sends its bytes as they are', async () => {
    const user = userEvent.setup();
    const { onRead } = renderPanel({ data: undefined }, { ...FEED, format: 'csv', url: null });
    // "Café" in ISO-8859-1, as an older spreadsheet saves it: the server decodes it (decision 174).
    const bytes = new Uint8Array(
      [...'venue_name,address\nCaf'].map((c) => c.charCodeAt(0)).concat(0xe9),
    );
    const file = new File([bytes], 'schedule.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Upload a CSV'), file);
    await vi.waitFor(() =>
      expect(onRead).toHaveBeenCalledWith({ file: { data: btoa(String.fromCharCode(...bytes)) } }),
    );
    expect(screen.queryByRole('button', { name: 'Apply these changes' })).toBeNull();
  });

  it('shows why a feed could not be read', () => {
    renderPanel({
      error: new ApiError(422, 'FEED_UNREADABLE', 'The feed answered 404; nothing was changed.'),
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The feed could not be readThe feed answered 404; nothing was changed.',
    );
    expect(screen.queryByRole('button', { name: 'Apply these changes' })).toBeNull();
  });

  it('counts in plurals past one', () => {
    renderPanel({
      data: read({
        ...CHANGES,
        counts: { ...COUNTS, eventsWaiting: 2 },
      }),
    });
    expect(screen.getByText('2 events wait for an answer in the review queue')).toBeVisible();
  });
});

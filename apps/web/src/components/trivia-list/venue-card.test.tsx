import { render, screen, within } from '@testing-library/react';
import { eventLines, type NearbyEvent, type NearbyVenue } from '@trivia/shared';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { VenueCard } from './venue-card.tsx';

const event = (overrides: Partial<NearbyEvent>): NearbyEvent => ({
  id: 'e1',
  eventType: 'Trivia',
  title: 'Trivia',
  dayOfWeek: 'Tuesday',
  startTime: '19:00',
  frequency: 'weekly',
  occurrences: [{ date: '2026-11-24', status: 'scheduled' }],
  ...overrides,
});

const venue: NearbyVenue = {
  id: 'v1',
  slug: 'harpeth-river-pub-franklin-tn-0001',
  name: 'Harpeth River Pub',
  address: '130 2nd Ave N, Franklin, TN 37064',
  latitude: 35.9262,
  longitude: -86.8695,
  distanceMiles: 0.06,
  photoCategory: 'pub',
  timezone: 'America/Chicago',
  events: [
    event({ id: 'a', prizeAmount: 50, endTime: '21:00', verifiedAt: '2026-11-20T15:30:00.000Z' }),
    event({
      id: 'b',
      eventType: 'bingo',
      title: 'BALLAD BINGO - Nerdy Talk',
      startTime: '20:30',
      prizeDescription: 'Free pints',
      providerName: 'Nerdy Talk',
      occurrences: [{ date: '2026-11-24', status: 'cancelled' }],
    }),
  ],
};

describe('VenueCard', () => {
  it('shows the venue, its events in 12-hour time, prizes, and a cancelled night marked', () => {
    render(
      <VenueCard
        venue={venue}
        lines={eventLines(venue, ['2026-11-24'])}
        showDates={false}
        today="2026-11-24"
      />,
      { wrapper: MemoryRouter },
    );
    expect(screen.getByRole('heading', { name: 'Harpeth River Pub' })).toBeVisible();
    expect(screen.getByText('< 0.1 mi')).toBeVisible();
    expect(screen.getByRole('presentation')).toHaveAttribute('src', '/venue-art/pub.svg');

    const [trivia, bingo] = screen.getAllByRole('listitem');
    // Today's lines say when in words (issue 16): "Tonight 7:00 PM – 9:00 PM", not "Tuesday".
    expect(within(trivia as HTMLElement).getByText('Tonight 7:00 PM – 9:00 PM')).toBeVisible();
    expect(within(trivia as HTMLElement).getByText('Prize: $50')).toBeVisible();
    expect(within(trivia as HTMLElement).queryByText(/Tuesday/)).toBeNull();
    expect(within(trivia as HTMLElement).queryByText('Cancelled')).toBeNull();
    expect(within(trivia as HTMLElement).getByText('Checked Nov 20')).toBeVisible();
    expect(within(bingo as HTMLElement).getByText('Cancelled')).toBeVisible();
    expect(within(bingo as HTMLElement).getByText('Tonight 8:30 PM')).toBeVisible();
    expect(within(bingo as HTMLElement).getByText('Prize: Free pints')).toBeVisible();
    expect(within(bingo as HTMLElement).getByText('Hosted by Nerdy Talk')).toBeVisible();
  });

  it('says how fresh each night is, and offers Report a problem on each (issue 14)', () => {
    const flagged: NearbyVenue = {
      ...venue,
      events: [
        event({ id: 'c', occurrences: [{ date: '2026-11-24', status: 'confirmed' }] }),
        event({
          id: 'r',
          title: 'Bingo',
          startTime: '20:00',
          occurrences: [{ date: '2026-11-24', status: 'scheduled', reported: true }],
        }),
        event({ id: 's', title: 'Music', startTime: '21:00', verifiedAt: '2026-09-01T12:00:00Z' }),
        event({
          id: 'x',
          title: 'Quiz',
          startTime: '22:00',
          occurrences: [
            { date: '2026-11-24', status: 'cancelled', note: 'closed for Thanksgiving' },
          ],
        }),
      ],
    };
    render(
      <VenueCard
        venue={flagged}
        lines={eventLines(flagged, ['2026-11-24'])}
        showDates={false}
        today="2026-11-24"
      />,
      { wrapper: MemoryRouter },
    );
    const [confirmed, reported, stale, cancelled] = screen.getAllByRole('listitem');
    expect(within(confirmed as HTMLElement).getByText('Confirmed')).toBeVisible();
    expect(within(reported as HTMLElement).getByText('Reported as not happening')).toBeVisible();
    expect(within(stale as HTMLElement).getByText('Not checked recently')).toBeVisible();
    expect(
      within(cancelled as HTMLElement).getByText('Cancelled — closed for Thanksgiving'),
    ).toBeVisible();
    expect(screen.getAllByRole('link', { name: /Report a problem/ })).toHaveLength(4);
  });

  it('links to the venue page and offers the save star (loaded after the card)', async () => {
    render(
      <VenueCard
        venue={venue}
        lines={eventLines(venue, ['2026-11-24'])}
        showDates={false}
        today="2026-11-24"
      />,
      { wrapper: MemoryRouter },
    );
    expect(screen.getByRole('link', { name: 'Harpeth River Pub' })).toHaveAttribute(
      'href',
      '/trivia-at-harpeth-river-pub-franklin-tn-0001',
    );
    const star = await screen.findByRole('button', { name: 'Save Harpeth River Pub' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem('trivia-saved-venues') ?? '[]')).toEqual([
      { id: 'v1', slug: venue.slug, name: 'Harpeth River Pub' },
    ]);
    star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('false');
  });

  it('shows dates on This Week, and a photo when the venue has one', () => {
    render(
      <VenueCard
        venue={{ ...venue, photoUrl: 'https://images.example/pub.jpg' }}
        lines={eventLines(venue, ['2026-11-24'])}
        showDates
        today="2026-11-24"
      />,
      { wrapper: MemoryRouter },
    );
    expect(screen.getAllByText('Tuesday, Nov 24')).toHaveLength(2);
    expect(screen.getByRole('presentation')).toHaveAttribute(
      'src',
      'https://images.example/pub.jpg',
    );
    expect(screen.getByRole('link', { name: /Directions/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=35.9262,-86.8695',
    );
  });
});

import { render, screen } from '@testing-library/react';
import { eventLines, type NearbyEvent, type NearbyVenue } from '@trivia/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    }),
    event({
      id: 'c',
      title: 'Late Quiz',
      startTime: '22:00',
      occurrences: [{ date: '2026-11-24', status: 'cancelled' }],
    }),
  ],
};

function renderCard(card: NearbyVenue, dates = ['2026-11-24'], today = '2026-11-24') {
  return render(<VenueCard venue={card} lines={eventLines(card, dates)} today={today} />, {
    wrapper: MemoryRouter,
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('VenueCard (compact)', () => {
  it('shows the name, distance, the next night only, its prize and trust word, and +N more nights', () => {
    renderCard(venue);
    expect(screen.getByRole('heading', { level: 3, name: 'Harpeth River Pub' })).toBeVisible();
    expect(screen.getByText('< 0.1 mi')).toBeVisible();
    expect(screen.getByRole('presentation')).toHaveAttribute('src', '/venue-art/pub.svg');
    expect(screen.getByText('Tonight 7:00 PM')).toBeVisible();
    expect(screen.getByText('Prize: $50')).toBeVisible();
    expect(screen.getByText('Checked Nov 20')).toBeVisible();
    // The bingo night still happens, the late quiz is cancelled: one more night, not two.
    expect(screen.getByText('+1 more night')).toBeVisible();
    expect(screen.queryByText('BALLAD BINGO - Nerdy Talk')).toBeNull();
    expect(screen.queryByText('Prize: Free pints')).toBeNull();
    // Directions and Report a problem are on the venue page now.
    expect(screen.queryByRole('link', { name: /Directions/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Report a problem/ })).toBeNull();
  });

  it('says "in 35 min" for a night later today by the venue’s clock, nothing once started', async () => {
    // Instants, read in the venue's zone (Chicago, UTC−6 in November), whatever the visitor's is.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T00:25:00Z')); // 6:25 PM in Franklin
    const { unmount } = renderCard(venue);
    // Loaded once the page's script runs (starts-in.tsx), so found, not got.
    expect(await screen.findByText('in 35 min')).toBeVisible();
    unmount();
    vi.setSystemTime(new Date('2026-11-24T23:00:00Z')); // 5:00 PM
    const second = renderCard(venue);
    expect(await screen.findByText('in 2 h')).toBeVisible();
    second.unmount();
    vi.setSystemTime(new Date('2026-11-25T01:05:00Z')); // 7:05 PM
    renderCard(venue);
    expect(screen.queryByText(/^in \d/)).toBeNull();
  });

  it('a venue whose only night is cancelled: no prize, the host’s note, no more nights', () => {
    const closed: NearbyVenue = {
      ...venue,
      events: [
        event({
          id: 'x',
          prizeAmount: 100,
          occurrences: [
            { date: '2026-11-24', status: 'cancelled', note: 'Closed for a private party' },
          ],
        }),
      ],
    };
    const { unmount } = renderCard(closed);
    // Said once: the host's note carries the word.
    expect(screen.getByText('Cancelled — Closed for a private party')).toBeVisible();
    expect(screen.queryByText('Cancelled')).toBeNull();
    expect(screen.queryByText(/Prize/)).toBeNull();
    expect(screen.queryByText(/more night/)).toBeNull();
    unmount();
    renderCard({
      ...closed,
      events: [event({ id: 'x', occurrences: [{ date: '2026-11-24', status: 'cancelled' }] })],
    });
    expect(screen.getByText('Cancelled')).toBeVisible();
  });

  it('says how fresh the next night is', () => {
    renderCard({
      ...venue,
      events: [
        event({
          id: 'r',
          occurrences: [{ date: '2026-11-24', status: 'scheduled', reported: true }],
        }),
      ],
    });
    expect(screen.getByText('Reported as not happening')).toBeVisible();
  });

  it('links to the venue page and offers the save star (loaded after the card)', async () => {
    renderCard(venue);
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

  it('names another day in words on This Week, and shows the venue’s photo when it has one', () => {
    renderCard(
      { ...venue, photoUrl: 'https://images.example/pub.jpg' },
      ['2026-11-24'],
      '2026-11-21',
    );
    expect(screen.getByText('Tuesday, Nov 24 7:00 PM')).toBeVisible();
    expect(screen.getByRole('presentation')).toHaveAttribute(
      'src',
      'https://images.example/pub.jpg',
    );
  });
});

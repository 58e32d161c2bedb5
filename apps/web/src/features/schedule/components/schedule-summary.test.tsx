import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OccurrenceStatus, ScheduleOccurrence, ScheduleResponse } from '@trivia/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { Schedule } from './schedule.tsx';

const night = (id: string, date: string, status: OccurrenceStatus) =>
  ({
    id,
    date,
    status,
    notes: null,
    theme: null,
    confirmedAt: status === 'confirmed' ? `${date}T01:00:00.000Z` : null,
    confirmedBy: null,
    event: {
      id: `event-${id}`,
      eventType: `Quiz ${id}`,
      startTime: '19:00',
      dayOfWeek: 'Tuesday',
      providerId: null,
      providerName: null,
      maxTeams: null,
    },
    venue: { id: 'venue-1', name: 'Music Row Pub' },
    canChange: true,
    isHost: true,
  }) satisfies ScheduleOccurrence;

/** The nights listed: three to confirm (one of them in the next 7 days), two confirmed, one off. */
const NIGHTS = [
  night('a', '2026-12-01', 'scheduled'),
  night('b', '2026-12-01', 'confirmed'),
  night('c', '2026-12-08', 'cancelled'),
  night('d', '2026-12-08', 'scheduled'),
  night('e', '2026-12-15', 'confirmed'),
  night('f', '2026-12-22', 'scheduled'),
];
const count = (status: OccurrenceStatus) => NIGHTS.filter((each) => each.status === status).length;
const SCHEDULE: ScheduleResponse = {
  scope: 'managed',
  from: '2026-11-27',
  to: '2026-12-25',
  occurrences: NIGHTS,
  summary: {
    total: NIGHTS.length,
    scheduled: count('scheduled'),
    confirmed: count('confirmed'),
    cancelled: count('cancelled'),
    unconfirmed: 1,
  },
  confirmationShare: [],
  providers: [],
  hasProfile: true,
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSchedule() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
    json(String(input).startsWith('/api/admin/night-teams?') ? { nights: [] } : SCHEDULE),
  );
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/admin/schedule?weeks=4&from=2026-11-27']}>
        <Schedule />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

/** A summary tile's number: the tile is named by its label (spec §2's words). */
async function tileValue(label: string): Promise<number> {
  const summary = await screen.findByRole('region', { name: 'Summary' });
  const tile = within(summary).getByRole('listitem', { name: label });
  return Number(/\d+/.exec(tile.textContent ?? '')?.[0]);
}

describe('the schedule’s summary tiles (spec §2)', () => {
  it('counts the listed nights under Total Events, Scheduled, Confirmed and Cancelled', async () => {
    renderSchedule();
    const listed = await screen.findAllByRole('listitem', { name: /^Quiz \w at Music Row Pub/ });
    const shown = (status: string) =>
      listed.filter((item) => within(item).queryByText(status, { exact: true })).length;

    expect(await tileValue('Total Events')).toBe(listed.length);
    expect(await tileValue('Total Events')).toBe(6);
    expect(await tileValue('Scheduled')).toBe(shown('Scheduled'));
    expect(await tileValue('Scheduled')).toBe(3);
    expect(await tileValue('Confirmed')).toBe(shown('Confirmed'));
    expect(await tileValue('Confirmed')).toBe(2);
    expect(await tileValue('Cancelled')).toBe(shown('Cancelled'));
    expect(await tileValue('Cancelled')).toBe(1);
    expect(await tileValue('Unconfirmed')).toBe(1);
  });

  it('the Unconfirmed tile shows only the nights still to confirm, and again all', async () => {
    const user = userEvent.setup();
    const fetchMock = renderSchedule();
    const summary = await screen.findByRole('region', { name: 'Summary' });
    const unconfirmed = within(summary).getByRole('button', { name: /Unconfirmed/ });
    expect(unconfirmed).toHaveAttribute('aria-pressed', 'false');

    await user.click(unconfirmed);
    expect(unconfirmed).toHaveAttribute('aria-pressed', 'true');
    const asked = () =>
      fetchMock.mock.calls
        .map(([input]) => String(input))
        .filter((path) => path.startsWith('/api/admin/schedule?'));
    await waitFor(() => expect(asked().at(-1)).toContain('show=unconfirmed'));

    await user.click(within(summary).getByRole('button', { name: 'Show all nights' }));
    expect(unconfirmed).toHaveAttribute('aria-pressed', 'false');
    expect(within(summary).queryByRole('button', { name: 'Show all nights' })).toBeNull();
  });
});

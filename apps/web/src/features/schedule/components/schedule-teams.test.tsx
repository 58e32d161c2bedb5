import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NightTeamsResponse, ScheduleOccurrence, ScheduleResponse } from '@trivia/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { Schedule } from './schedule.tsx';

const night = (id: string, date: string, eventType: string, maxTeams: number | null) =>
  ({
    id,
    date,
    status: 'scheduled',
    notes: null,
    theme: null,
    confirmedAt: null,
    confirmedBy: null,
    event: {
      id: `event-${id}`,
      eventType,
      startTime: '19:00',
      dayOfWeek: 'Tuesday',
      providerId: null,
      providerName: null,
      maxTeams,
    },
    venue: { id: 'venue-1', name: 'Music Row Pub' },
    canChange: true,
    isHost: true,
  }) satisfies ScheduleOccurrence;

const NIGHTS = [
  night('a', '2026-12-01', 'Trivia', 12),
  night('b', '2026-12-08', 'Trivia', 12),
  night('c', '2026-12-08', 'Music Bingo', null),
];
const SCHEDULE: ScheduleResponse = {
  scope: 'managed',
  from: '2026-11-27',
  to: '2026-12-25',
  occurrences: NIGHTS,
  summary: { total: 3, scheduled: 3, confirmed: 0, cancelled: 0, unconfirmed: 1 },
  confirmationShare: [],
  providers: [],
  hasProfile: true,
};
const TEAMS: NightTeamsResponse = {
  nights: [
    {
      eventId: 'event-b',
      date: '2026-12-08',
      teams: [
        {
          id: 'team-1',
          teamName: 'Quizly Bears',
          players: 4,
          status: 'coming',
          createdAt: '2026-11-27T12:00:00.000Z',
          email: 'bears@example.test',
        },
      ],
    },
    {
      eventId: 'event-c',
      date: '2026-12-08',
      teams: ['Trivia Newtons', 'Les Quizerables'].map((teamName, n) => ({
        id: `team-${n + 2}`,
        teamName,
        status: 'coming' as const,
        createdAt: '2026-11-27T12:00:00.000Z',
      })),
    },
  ],
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the schedule’s teams coming', () => {
  it('asks once for the whole range and shows each night its own teams', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      json(String(input).startsWith('/api/admin/night-teams?') ? TEAMS : SCHEDULE),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/admin/schedule?weeks=4&from=2026-11-27']}>
          <Schedule />
        </MemoryRouter>
      </QueryClientProvider>,
    );

    const item = (name: string) => screen.findByRole('listitem', { name });
    const second = await item('Trivia at Music Row Pub, Tuesday, Dec 8');
    const count = await within(second).findByRole('button', { name: '1 of 12 teams' });
    expect(
      within(await item('Music Bingo at Music Row Pub, Tuesday, Dec 8')).getByRole('button', {
        name: '2 teams coming',
      }),
    ).toBeVisible();
    // A night no team is coming to says nothing of teams.
    expect(
      within(await item('Trivia at Music Row Pub, Tuesday, Dec 1')).queryByText(/team/),
    ).toBeNull();

    expect(screen.queryByText('Quizly Bears')).not.toBeVisible();
    await user.click(count);
    expect(count).toHaveAttribute('aria-expanded', 'true');
    const team = within(second).getByRole('listitem', { name: 'Quizly Bears' });
    expect(team).toHaveTextContent('4 players');
    expect(team).toHaveTextContent('bears@example.test');
    expect(within(team).getByRole('button', { name: 'Remove Quizly Bears' })).toBeVisible();

    const teamRequests = fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((path) => path.startsWith('/api/admin/night-teams'));
    expect(teamRequests).toEqual(['/api/admin/night-teams?from=2026-11-27&through=2026-12-25']);
  });
});

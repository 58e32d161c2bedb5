import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NightTeamsResponse } from '@trivia/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { EventNightTeams } from './event-night-teams.tsx';

const EVENT_ID = '0d6f0c3e-5555-4000-8000-000000000005';
const TEAMS: NightTeamsResponse = {
  nights: [
    {
      eventId: EVENT_ID,
      date: '2026-12-01',
      teams: [
        {
          id: 'team-2',
          teamName: 'Late Arrivals',
          status: 'waitlist',
          createdAt: '2026-11-27T12:05:00.000Z',
          email: 'late@example.test',
        },
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
  ],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderTeams(fetchMock: typeof fetch, canRemove = true) {
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <EventNightTeams
        eventId={EVENT_ID}
        eventName="Trivia at Music Row Pub"
        maxTeams={1}
        canRemove={canRemove}
      />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the event page’s teams coming', () => {
  it('lists a night’s teams, coming before the waitlist, and a manager removes one', async () => {
    const user = userEvent.setup();
    let answer = TEAMS;
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'DELETE') {
        answer = { nights: [] };
        return new Response(null, { status: 204 });
      }
      return json(answer);
    });
    renderTeams(fetchMock as typeof fetch);

    const night = await screen.findByRole('listitem', { name: 'Tuesday, Dec 1' });
    const count = within(night).getByRole('button', {
      name: 'Full · 1 of 1 teams · 1 on the waitlist',
    });
    expect(count).toHaveAttribute('aria-expanded', 'true');
    const list = within(night).getByRole('list', {
      name: 'Teams coming to Trivia at Music Row Pub on Tuesday, Dec 1',
    });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.ariaLabel),
    ).toEqual(['Quizly Bears', 'Late Arrivals']);
    const bears = within(list).getByRole('listitem', { name: 'Quizly Bears' });
    expect(bears).toHaveTextContent('4 players');
    expect(within(bears).getByRole('link', { name: 'bears@example.test' })).toHaveAttribute(
      'href',
      'mailto:bears@example.test',
    );
    expect(within(list).getByRole('listitem', { name: 'Late Arrivals' })).toHaveTextContent(
      'Waitlist',
    );
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe('/api/admin/night-teams');
    expect(url.searchParams.get('eventId')).toBe(EVENT_ID);

    await user.click(within(bears).getByRole('button', { name: 'Remove Quizly Bears' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this team?' });
    expect(dialog).toHaveTextContent(
      'Quizly Bears will no longer be listed for Trivia at Music Row Pub on Tuesday, Dec 1. The first team on the waitlist takes its place.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove team' }));

    expect(await screen.findByText('Removed Quizly Bears from Tuesday, Dec 1.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('No team has said it is coming yet.')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/night-teams/team-1',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('shows no Remove, and no address where the answer has none, to a user who may not manage', async () => {
    const withoutEmails: NightTeamsResponse = {
      nights: TEAMS.nights.map((night) => ({
        ...night,
        teams: night.teams.map(({ email: _email, ...team }) => team),
      })),
    };
    renderTeams(vi.fn(async () => json(withoutEmails)) as typeof fetch, false);
    const list = await screen.findByRole('list', { name: /^Teams coming to/ });
    expect(within(list).getByRole('listitem', { name: 'Quizly Bears' })).toBeVisible();
    expect(within(list).queryByRole('link')).toBeNull();
    expect(within(list).queryByRole('button')).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamRsvpWithdrawView } from '@trivia/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render-route.tsx';

const VIEW: TeamRsvpWithdrawView = {
  state: 'ready',
  teamName: 'Quizteama Aguilera',
  venueName: 'Franklin Main Street Brewery',
  venueSlug: 'franklin-main-street-brewery-franklin-tn-1234',
  eventTitle: 'Trivia',
  date: '2026-12-02',
  startTime: '19:00',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/rsvp/:token', () => {
  it('names the team, venue and night; only its button withdraws the team', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        calls.push(`${init?.method} ${String(input)}`);
        return json(init?.method === 'POST' ? { ...VIEW, state: 'withdrawn' } : VIEW);
      }),
    );
    renderRoute('/rsvp/tok-123');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Withdraw your team' }),
    ).toBeVisible();
    expect(await screen.findByText('Quizteama Aguilera')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Franklin Main Street Brewery' })).toHaveAttribute(
      'href',
      '/trivia-at-franklin-main-street-brewery-franklin-tn-1234',
    );
    expect(screen.getByText('Wednesday, Dec 2 · 7:00 PM')).toBeVisible();
    expect(calls).toEqual(['GET /api/rsvps/withdraw/tok-123']);

    await user.click(screen.getByRole('button', { name: 'Withdraw our team' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your team is withdrawn' }),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Quizteama Aguilera is no longer on the list for this night.',
    );
    expect(screen.queryByRole('button', { name: 'Withdraw our team' })).toBeNull();
    expect(calls).toContain('POST /api/rsvps/withdraw/tok-123');
  });

  it('says clearly that an expired or unknown link does not work', async () => {
    const gone =
      'This link no longer works: the team was withdrawn or removed, or its night has passed.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: { code: 'NOT_FOUND', message: gone } }, 404)),
    );
    renderRoute('/rsvp/unknown');
    expect(await screen.findByRole('alert')).toHaveTextContent(`This link can't be used${gone}`);
    expect(screen.queryByRole('button', { name: 'Withdraw our team' })).toBeNull();
  });
});

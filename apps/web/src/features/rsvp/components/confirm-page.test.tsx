import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render-route.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/rsvp/confirm/:token (decision 165)', () => {
  it('names the address; only its button confirms it', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        calls.push(`${init?.method} ${String(input)}`);
        const state = init?.method === 'POST' ? 'confirmed' : 'ready';
        return json({ state, email: 'captain@example.com' });
      }),
    );
    renderRoute('/rsvp/confirm/abc.def.ghi');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm your email' }),
    ).toBeVisible();
    expect(await screen.findByText('captain@example.com')).toBeVisible();
    expect(calls).toEqual(['GET /api/rsvps/confirm/abc.def.ghi']);

    await user.click(screen.getByRole('button', { name: 'Confirm my email' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your email is confirmed' }),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      "Thanks! We'll email this address its team's place on the list",
    );
    expect(screen.queryByRole('button', { name: 'Confirm my email' })).toBeNull();
    expect(calls).toContain('POST /api/rsvps/confirm/abc.def.ghi');
  });

  it('says clearly that an expired or unknown link does not work', async () => {
    const gone = 'This link no longer works: it has expired.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: { code: 'NOT_FOUND', message: gone } }, 404)),
    );
    renderRoute('/rsvp/confirm/expired');
    expect(await screen.findByRole('alert')).toHaveTextContent(gone);
    expect(screen.getByRole('link', { name: 'Find trivia near you' })).toBeVisible();
  });
});

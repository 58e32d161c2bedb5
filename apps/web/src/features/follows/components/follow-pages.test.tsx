import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FollowsView, UnsubscribeView } from '@trivia/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render-page.tsx';
import { FollowPage } from './follow-page.tsx';
import { UnsubscribePage } from './unsubscribe-page.tsx';

const CROWN = { id: '0d6f0c3e-1111-4000-8000-000000000001', name: 'The Crown', slug: 'the-crown' };
const ANCHOR = { id: '0d6f0c3e-1111-4000-8000-000000000002', name: 'The Anchor', slug: 'anchor' };
const PENDING: FollowsView = {
  email: 'fan@example.com',
  confirmed: false,
  weekly: true,
  results: false,
  venues: [CROWN, ANCHOR],
};
const CONFIRMED: FollowsView = { ...PENDING, confirmed: true };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server, as answers by method and path; records what was sent. */
function serve(answers: Record<string, () => Response>) {
  const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
    const answer = answers[`${init?.method ?? 'GET'} ${path}`];
    if (!answer) throw new Error(`unexpected ${init?.method} ${path}`);
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the follow page (/follow/:token)', () => {
  it('confirms with its button, then manages the venues, the weekly mail and the results mail', async () => {
    const user = userEvent.setup();
    const fetchMock = serve({
      'GET /api/follows/tok': () => json(PENDING),
      'POST /api/follows/tok/confirm': () => json(CONFIRMED),
      'PATCH /api/follows/tok': () =>
        json({ ...CONFIRMED, weekly: false, results: true, venues: [CROWN] }),
    });
    renderPage(<FollowPage token="tok" />);

    expect(await screen.findByRole('heading', { name: 'Confirm your email' })).toBeVisible();
    expect(screen.getByText('fan@example.com')).toBeVisible();
    expect(screen.getByRole('link', { name: 'The Anchor' })).toHaveAttribute(
      'href',
      '/trivia-at-anchor',
    );
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('heading', { name: 'Your venue emails' })).toBeVisible();
    expect(screen.getByText("Confirmed. We'll email you about these venues.")).toBeVisible();
    const anchor = screen.getByRole('checkbox', { name: 'Email me about The Anchor' });
    expect(anchor).toBeChecked();
    await user.click(anchor);
    await user.click(screen.getByRole('checkbox', { name: /^Weekly email/ }));
    expect(screen.getByRole('checkbox', { name: /^Results email/ })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /^Results email/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved.')).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: 'Email me about The Anchor' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: /^Weekly email/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Results email/ })).toBeChecked();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/follows/tok',
      expect.objectContaining({
        method: 'PATCH',
        body: JSON.stringify({ venueIds: [CROWN.id], weekly: false, results: true }),
      }),
    );
  });

  it('will not save no venue at all, and Unsubscribe from everything deletes the address', async () => {
    const user = userEvent.setup();
    const fetchMock = serve({
      'GET /api/follows/tok': () => json(CONFIRMED),
      'PATCH /api/follows/tok': () => json({ ...PENDING, confirmed: false, venues: [] }),
    });
    renderPage(<FollowPage token="tok" />);

    await user.click(await screen.findByRole('checkbox', { name: 'Email me about The Crown' }));
    await user.click(screen.getByRole('checkbox', { name: 'Email me about The Anchor' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(
      screen.getByText('Keep at least one venue, or unsubscribe from everything below.'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Unsubscribe from everything' }));
    expect(await screen.findByRole('heading', { name: "You're unsubscribed" })).toBeVisible();
    expect(
      screen.getByText("We deleted your address and won't email you about trivia venues again."),
    ).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/follows/tok',
      expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ venueIds: [] }) }),
    );
  });

  it('says when its link is unknown or expired', async () => {
    serve({
      'GET /api/follows/old': () =>
        json(
          { error: { code: 'NOT_FOUND', message: 'This link has expired or was already used.' } },
          404,
        ),
    });
    renderPage(<FollowPage token="old" />);
    expect(await screen.findByText("This link can't be used")).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This link has expired or was already used. Nothing was changed.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('the unsubscribe page (/unsubscribe/:token)', () => {
  it('shows the address, and its button unsubscribes', async () => {
    const user = userEvent.setup();
    const ready: UnsubscribeView = { state: 'ready', email: 'fan@example.com' };
    const fetchMock = serve({
      'GET /api/unsubscribe/tok': () => json(ready),
      'POST /api/unsubscribe/tok': () => json({ ...ready, state: 'unsubscribed' }),
    });
    renderPage(<UnsubscribePage token="tok" />);

    expect(await screen.findByText('fan@example.com')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText("You're unsubscribed. We deleted your address.")).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("You're unsubscribed");
  });
});

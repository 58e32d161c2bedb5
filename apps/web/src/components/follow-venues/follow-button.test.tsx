import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FollowButton } from './follow-button.tsx';

const CROWN = '0d6f0c3e-1111-4000-8000-000000000001';
const ANCHOR = '0d6f0c3e-1111-4000-8000-000000000002';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Email me about this venue', () => {
  it('sends the address and the venue, then says to check the mail', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(async () => json({ received: true }, 202));
    vi.stubGlobal('fetch', fetchMock);
    render(<FollowButton target={{ venueIds: [CROWN], name: 'The Crown' }} />);

    await user.click(screen.getByRole('button', { name: 'Email me about this venue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email me about this venue' });
    expect(dialog).toHaveTextContent('when a night at The Crown is cancelled');
    expect(screen.getByRole('button', { name: 'Email me' })).toBeDisabled();
    await user.type(screen.getByLabelText('Your email'), 'Fan@Example.com');
    await user.click(screen.getByRole('button', { name: 'Email me' }));

    expect(
      await screen.findByRole('dialog', { name: 'Check your email to confirm' }),
    ).toHaveTextContent(
      'We sent a link to Fan@Example.com. Nothing else is sent until you use it.',
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/follows',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ email: 'Fan@Example.com', venueIds: [CROWN], website: '' }),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('follows every saved venue at once, and shows what the server refused', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(async () =>
      json(
        {
          error: {
            code: 'RATE_LIMITED',
            message: 'Too many requests from this address. Try again later.',
          },
        },
        429,
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<FollowButton target={{ venueIds: [CROWN, ANCHOR], name: 'your saved venues' }} />);

    await user.click(screen.getByRole('button', { name: 'Email me about these venues' }));
    await user.type(await screen.findByLabelText('Your email'), 'fan@example.com{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests from this address. Try again later.',
    );
    expect(screen.getByRole('dialog', { name: 'Email me about these venues' })).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/follows',
      expect.objectContaining({
        body: JSON.stringify({ email: 'fan@example.com', venueIds: [CROWN, ANCHOR], website: '' }),
      }),
    );
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FeedData } from '@trivia/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { emptyFeedForm, FeedForm } from './feed-form.tsx';

const PROVIDER_ID = '0d6f0c3e-2222-4000-8000-000000000002';
const URL_MESSAGE = 'Enter the http(s) address of the feed';

function renderForm(props: { error?: unknown; providers?: { id: string; name: string }[] } = {}) {
  const onSubmit = vi.fn<(input: FeedData) => void>();
  render(
    <FeedForm
      defaultValues={emptyFeedForm(props.providers ? '' : PROVIDER_ID)}
      providers={props.providers ?? null}
      isSaving={false}
      error={props.error ?? null}
      submitLabel="Add feed"
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
  return { onSubmit };
}

describe('the add-feed form', () => {
  it('refuses an address that is not http(s), by the field', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.type(screen.getByLabelText(/^Name/), 'Quiz Riot schedule');
    await user.type(screen.getByLabelText(/^Feed address/), 'ftp://quizriot.example/feed.ics');
    await user.click(screen.getByRole('button', { name: 'Add feed' }));

    expect(await screen.findByText(URL_MESSAGE)).toBeVisible();
    expect(screen.getByLabelText(/^Feed address/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lets a CSV feed go without an address (a file is uploaded instead)', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.type(screen.getByLabelText(/^Name/), 'Spreadsheet');
    await user.click(screen.getByRole('radio', { name: 'CSV' }));
    expect(screen.getByText('Leave empty to upload a file instead')).toBeVisible();
    await user.clear(screen.getByLabelText(/^Read every/));
    await user.type(screen.getByLabelText(/^Read every/), '12');
    await user.click(screen.getByLabelText(/Apply later reads automatically/));
    await user.click(screen.getByRole('button', { name: 'Add feed' }));

    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      providerId: PROVIDER_ID,
      name: 'Spreadsheet',
      format: 'csv',
      url: null,
      autoApply: true,
      intervalHours: 12,
    });
  });

  it('asks an admin to choose the provider', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm({ providers: [{ id: PROVIDER_ID, name: 'Quiz Riot' }] });
    await user.type(screen.getByLabelText(/^Name/), 'Quiz Riot schedule');
    await user.type(screen.getByLabelText(/^Feed address/), 'https://quizriot.example/feed.ics');
    await user.click(screen.getByRole('button', { name: 'Add feed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a provider');
    expect(screen.getByLabelText(/^Provider/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server’s word on a field by that field', () => {
    renderForm({
      error: new ApiError(400, 'VALIDATION', 'Check the address', [
        { field: 'url', message: 'That address is on a private network' },
      ]),
    });
    expect(screen.getByText('That address is on a private network')).toBeVisible();
    expect(screen.getByLabelText(/^Feed address/)).toHaveAttribute('aria-invalid', 'true');
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, type EventFormOptions, PAST_DATE_MESSAGE, todayIn } from '@trivia/shared';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { eventFormOptionsQuery } from '../api/get-form-options.ts';
import { EventForm, type EventFormValues, emptyEventForm } from './event-form.tsx';

const VENUE_ID = '6f1c9a1e-1111-4000-8000-000000000000';
const OPTIONS: EventFormOptions = {
  venues: [
    { id: VENUE_ID, name: 'Aloha Quiz Bar', address: '1 Beach Rd', timezone: 'Pacific/Honolulu' },
  ],
  providers: [{ id: '7a2b3c4d-2222-4000-8000-000000000000', name: 'Approved Quizzes' }],
};

/** The form with its options already fetched (as the query cache holds them after the request). */
function renderForm(
  defaultValues: EventFormValues,
  props: { keptProvider?: { id: string; name: string } } = {},
) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(eventFormOptionsQuery.queryKey, OPTIONS);
  const onSubmit = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <EventForm
        defaultValues={defaultValues}
        {...props}
        isVenueLocked
        isSaving={false}
        error={null}
        submitLabel="Create Event"
        onSubmit={onSubmit}
        onCancel={() => {}}
      />
    </QueryClientProvider>,
  );
  return { onSubmit };
}

async function fillOneTime(date: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Event Type/), 'Finals');
  await user.selectOptions(screen.getByLabelText(/Frequency/), 'one-time');
  await user.type(screen.getByLabelText(/^Date/), date);
  await user.type(screen.getByLabelText(/Start Time/), '19:00');
  await user.click(screen.getByRole('button', { name: 'Create Event' }));
}

/** (decision 100): the form refuses a date that has passed at the venue. */
describe('the event form’s date', () => {
  const today = todayIn('Pacific/Honolulu');

  it('refuses a date before the venue’s today, on the date field', async () => {
    const { onSubmit } = renderForm(emptyEventForm(VENUE_ID));
    await fillOneTime(addDays(today, -1));
    expect(await screen.findByText(PAST_DATE_MESSAGE)).toBeVisible();
    expect(screen.getByLabelText(/^Date/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Date/)).toHaveAttribute('min', today);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes the venue’s today', async () => {
    const { onSubmit } = renderForm(emptyEventForm(VENUE_ID));
    await fillOneTime(today);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ frequency: 'one-time', eventDate: today });
  });

  it('keeps the provider an event already has, though no longer offered', () => {
    const retired = { id: '8b3c4d5e-3333-4000-8000-000000000000', name: 'Retired Quizzes' };
    renderForm({ ...emptyEventForm(VENUE_ID), providerId: retired.id }, { keptProvider: retired });
    expect(screen.getByLabelText(/Trivia Provider/)).toHaveValue(retired.id);
    expect(
      screen.getByRole('option', { name: 'Retired Quizzes (no longer offered)' }),
    ).toBeInTheDocument();
  });
});

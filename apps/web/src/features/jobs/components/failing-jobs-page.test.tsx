import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FailingJobsResponse } from '@trivia/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { FailingJobsPage } from './failing-jobs-page.tsx';

const ANSWER: FailingJobsResponse = {
  kinds: [
    { kind: 'feed-sync', retrying: 0, givenUp: 1 },
    { kind: 'night-cancelled-mail', retrying: 2, givenUp: 0 },
  ],
  jobs: [
    {
      id: 41,
      kind: 'night-cancelled-mail',
      state: 'retrying',
      attempts: 3,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      failingSince: '2026-11-29T18:00:00.000Z',
      nextTryAt: '2026-11-29T18:04:00.000Z',
      givenUpAt: null,
    },
    {
      id: 7,
      kind: 'feed-sync',
      state: 'given_up',
      attempts: 190,
      lastError: 'the events table refused the write',
      failingSince: '2026-11-27T18:00:00.000Z',
      nextTryAt: null,
      givenUpAt: '2026-11-29T18:00:00.000Z',
    },
  ],
  leftOut: 1,
};

/** The answer's arrival, on a busy machine. */
const LOADED = { timeout: 5_000 };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <FailingJobsPage />
    </QueryClientProvider>,
  );
}

/** /admin/jobs (decision 160): failing jobs by kind, their last error, and Retry now. */
describe('the failing jobs page', () => {
  it('lists each failing job with its state, attempts, next try and last error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(ANSWER)),
    );
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Failing jobs' })).toBeVisible();
    await screen.findByText('connect ECONNREFUSED 127.0.0.1:25', {}, LOADED);
    const list = within(screen.getByRole('region', { name: 'Jobs' }));
    expect(list.getAllByRole('listitem')).toHaveLength(2);
    expect(list.getByRole('heading', { name: 'night-cancelled-mail' })).toBeVisible();
    expect(screen.getByText('2 retrying · 0 given up')).toBeVisible();
    expect(screen.getByText('0 retrying · 1 given up')).toBeVisible();
    expect(screen.getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeVisible();
    expect(screen.getByText(/^3 attempts · failing since .+ · next try /)).toBeVisible();
    expect(screen.getByText(/^190 attempts · failing since .+ · given up /)).toBeVisible();
    expect(screen.getByText('Retrying')).toBeVisible();
    expect(screen.getByText('Given up')).toBeVisible();
    // Only the given-up job offers Retry now.
    expect(screen.getAllByRole('button', { name: /^Retry now/ })).toHaveLength(1);
    expect(screen.getByText(/^1 more failing job not shown/)).toBeVisible();
  });

  it('retries a given-up job with its button', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
        if (init?.method === 'POST') return json({ job: { ...ANSWER.jobs[1], state: 'retrying' } });
        return json(ANSWER);
      }),
    );
    renderPage();
    await screen.findByText('the events table refused the write', {}, LOADED);
    await user.click(screen.getByRole('button', { name: /^Retry now/ }));
    await waitFor(() => expect(calls).toContain('POST /api/admin/jobs/7/retry'));
  });

  it('says so when nothing fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ kinds: [], jobs: [], leftOut: 0 })),
    );
    renderPage();
    expect(
      await screen.findByText(
        'No failing jobs: every background job ran or is waiting its turn.',
        {},
        LOADED,
      ),
    ).toBeVisible();
  });
});

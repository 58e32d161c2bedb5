import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EventListQuery, ScheduleQuery, TRIVIA_TABS } from '@trivia/shared';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { fromSchema } from './url-params.ts';
import { oneOf, useUrlState } from './url-state.ts';

const PARAMS = {
  weeks: fromSchema(ScheduleQuery.shape.weeks),
  day: fromSchema(EventListQuery.shape.day),
  page: fromSchema(EventListQuery.shape.page),
  tab: oneOf(TRIVIA_TABS, 'today'),
};

function Page() {
  const [values, set] = useUrlState(PARAMS);
  return (
    <>
      <output>{JSON.stringify(values)}</output>
      <button type="button" onClick={() => set({ day: 'Friday', page: 1 })}>
        Fridays
      </button>
      <button type="button" onClick={() => set({ page: values.page + 1 })}>
        Next
      </button>
      <button type="button" onClick={() => set({ tab: 'week' }, { replace: true })}>
        This Week
      </button>
      <button
        type="button"
        onClick={() => {
          // Two writes before the next render (a replayed tap and a debounced search, decision 093).
          set({ day: 'Monday' }, { replace: true });
          set({ tab: 'tomorrow' }, { replace: true });
        }}
      >
        Both at once
      </button>
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Page /> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    {
      initialEntries: ['/elsewhere', url],
      initialIndex: 1,
    },
  );
  const { unmount } = render(<RouterProvider router={router} />);
  const values = () => JSON.parse(screen.getByRole('status').textContent ?? '{}');
  return { router, values, unmount };
}

describe('useUrlState', () => {
  it('keeps both of two writes made before the page renders again', async () => {
    const { router, values, unmount } = renderAt('/?weeks=2');
    await userEvent.click(screen.getByRole('button', { name: 'Both at once' }));
    expect(router.state.location.search).toBe('?weeks=2&day=Monday&tab=tomorrow');
    expect(values()).toMatchObject({ weeks: 2, day: 'Monday', tab: 'tomorrow' });
    unmount();
  });

  it('reads typed values, each as the server would: what it refuses is the default', () => {
    const { values, unmount } = renderAt('/?weeks=3&day=Funday&page=0&tab=later');
    // The schedule's default is one week since (decision 066).
    expect(values()).toEqual({ weeks: 1, page: 1, tab: 'today' });
    unmount();
    expect(renderAt('/?weeks=8&day=Friday&page=3&tab=week').values()).toEqual({
      weeks: 8,
      day: 'Friday',
      page: 3,
      tab: 'week',
    });
  });

  it('writes only what changes, leaves defaults out of the URL, and adds a history entry', async () => {
    const user = userEvent.setup();
    const { router, values } = renderAt('/?page=3&weeks=2');
    await user.click(screen.getByRole('button', { name: 'Fridays' }));
    expect(router.state.location.search).toBe('?weeks=2&day=Friday');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?weeks=2&day=Friday&page=2');
    expect(values()).toMatchObject({ day: 'Friday', page: 2 });

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?weeks=2&day=Friday');
  });

  it('replaces the history entry when asked', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/');
    await user.click(screen.getByRole('button', { name: 'This Week' }));
    expect(router.state.location.search).toBe('?tab=week');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { PROVIDER_FILTER_PARAMS, useProviderFilters } from './use-provider-filters.ts';

function Filters() {
  const [filters, onChange] = useProviderFilters();
  return (
    <>
      <output>{JSON.stringify(filters)}</output>
      <button
        type="button"
        onClick={() => {
          // Two selects changed before the page renders again, each from this render's filters.
          onChange({ ...filters, badge: null });
          onChange({ ...filters, status: 'pending' });
        }}
      >
        All badges, then Pending
      </button>
    </>
  );
}

describe("the Providers page's URL", () => {
  it('reads and writes readable badges, and ignores values it does not know', () => {
    const { badge, status } = PROVIDER_FILTER_PARAMS;
    expect(badge.parse('research-needed')).toBe('Research Needed');
    expect(badge.format('Phone Only')).toBe('phone-only');
    expect(badge.parse('great')).toBeUndefined();
    expect(status.parse('rejected')).toBe('rejected');
    expect(status.parse('deleted')).toBeUndefined();
    expect([badge.defaultValue, status.defaultValue]).toEqual([null, null]);
  });

  it('keeps both of two filter changes made before the page renders again', async () => {
    const router = createMemoryRouter([{ path: '/', element: <Filters /> }], {
      initialEntries: ['/?badge=phone-only'],
    });
    const { unmount } = render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('button', { name: 'All badges, then Pending' }));
    expect(router.state.location.search).toBe('?status=pending');
    expect(JSON.parse(screen.getByRole('status').textContent ?? '{}')).toMatchObject({
      badge: null,
      status: 'pending',
    });
    unmount();
  });
});

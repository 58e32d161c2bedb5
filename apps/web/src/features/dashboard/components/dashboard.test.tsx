import { render, screen } from '@testing-library/react';
import type { DashboardResponse } from '@trivia/shared';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { DashboardView } from './dashboard.tsx';

const DATA: DashboardResponse = {
  scope: 'mine',
  venuesCount: 1,
  eventsCount: 0,
  openReports: 0,
  teamsComingTonight: 0,
  latestVenues: [
    {
      id: 'v1',
      name: 'Music Row Pub',
      addressOriginal: '1 Music Sq, Nashville, TN 37203',
      verificationStatus: 'verified',
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  ],
  latestEvents: [],
};

function renderDashboard(canCreate: boolean) {
  const router = createMemoryRouter([
    { path: '/', element: <DashboardView name="Pat" canCreate={canCreate} data={DATA} /> },
  ]);
  render(<RouterProvider router={router} />);
}

/**
 * Read-only staff (no profile) can't be signed in through the browser: /api/me gives every
 * signed-in user a profile (spec §6). So this renders the dashboard with what it is given.
 */
describe('the dashboard', () => {
  it('offers Add Venue and Add Event to users with a profile', () => {
    renderDashboard(true);
    expect(screen.getByRole('link', { name: 'Add Venue' })).toHaveAttribute(
      'href',
      '/admin/venues/new',
    );
    expect(screen.getByRole('link', { name: 'Add Event' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'My Venues 1' })).toBeVisible();
  });

  it('hides them from read-only staff', () => {
    renderDashboard(false);
    expect(screen.queryByRole('link', { name: 'Add Venue' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add Event' })).toBeNull();
    expect(screen.getByText('Verified')).toBeVisible();
  });
});

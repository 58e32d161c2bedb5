import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { keptInStepByFeed, managedByFeed, type VenueDetail } from '@trivia/shared';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { EditVenueForm } from './edit-venue-form.tsx';

const ALLOWED = { allowed: true } as const;
const FEED = 'Quiz Riot schedule';

/** A venue a feed brought in, with the permissions the server answers for its reader. */
function feedVenue(editOriginal: VenueDetail['permissions']['editOriginal']): VenueDetail {
  return {
    id: '0d6f0c3e-2222-4000-8000-000000000002',
    nameOriginal: 'The Crown & Anchor',
    addressOriginal: '123 Main St, Nashville, TN 37203',
    googlePlaceId: null,
    googleName: null,
    googleFormattedAddress: null,
    googleRating: null,
    googlePhoneNumber: null,
    googleWebsite: null,
    googlePhotoReference: null,
    thumbnailUrl: null,
    latitude: 36.16,
    longitude: -86.78,
    timezone: 'America/Chicago',
    verificationStatus: 'pending',
    isImported: false,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    eventsCount: 0,
    events: [],
    feedName: FEED,
    permissions: {
      view: ALLOWED,
      edit: ALLOWED,
      delete: ALLOWED,
      changeStatus: ALLOWED,
      editOriginal,
      editGoogle: { allowed: false, reason: 'Google data is never editable' },
      addEvent: ALLOWED,
    },
  };
}

function renderForm(venue: VenueDetail) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <EditVenueForm venue={venue} cancelPath="/admin/venues" onSaved={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Decision 153: the server decides who may change what a feed keeps in step; the form shows it. */
describe('the venue form of a venue a feed brought in', () => {
  it('lets an admin correct its name and address, saying the source may change them again', () => {
    renderForm(feedVenue(ALLOWED));
    for (const label of ['Venue Name', 'Address']) {
      const field = screen.getByRole('textbox', { name: new RegExp(label) });
      expect(field).toBeEnabled();
      expect(field).toHaveAccessibleDescription(keptInStepByFeed(FEED));
    }
  });

  it('shows others the fields disabled with "Managed by {feed}: change it at the source"', () => {
    renderForm(feedVenue({ allowed: false, reason: managedByFeed(FEED) }));
    for (const label of ['Venue Name', 'Address']) {
      const field = screen.getByRole('textbox', { name: new RegExp(label) });
      expect(field).toBeDisabled();
      expect(field).toHaveAccessibleDescription(
        'Managed by Quiz Riot schedule: change it at the source',
      );
    }
  });
});

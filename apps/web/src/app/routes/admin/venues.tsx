import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { useReturnTo } from '@/components/ui/return-to.tsx';
import { paths } from '@/config/paths.ts';
import { HistorySection } from '@/features/activity/components/history-section.tsx';
import { isVenueForbidden, useVenue } from '@/features/venues/api/get-venue.ts';
import { EditVenueForm } from '@/features/venues/components/edit-venue-form.tsx';
import { MyVenues } from '@/features/venues/components/my-venues.tsx';
import { NewVenueForm } from '@/features/venues/components/new-venue-form.tsx';
import { VenueDetail } from '@/features/venues/components/venue-detail.tsx';
import { AccessRestricted, VenueLoadError } from '@/features/venues/components/venue-states.tsx';
import { VenuesList } from '@/features/venues/components/venues-list.tsx';
import { useMe } from '@/lib/session.ts';

export function VenuesRoute() {
  const { data } = useMe();
  return <VenuesList isAdmin={data?.isAdmin ?? false} />;
}

export function NewVenueRoute() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Add Venue"
        description="New venues start as pending until our team verifies them."
      />
      <NewVenueForm
        onCreated={(venue) =>
          navigate(paths.admin.venueDetail(venue.id), {
            state: { saved: { id: venue.id, message: 'Venue created' } },
          })
        }
      />
    </>
  );
}

export function MyVenuesRoute() {
  return <MyVenues />;
}

function useVenueParam(): string {
  return useParams().venueId ?? '';
}

export function EditVenueRoute() {
  const venueId = useVenueParam();
  const venue = useVenue(venueId);
  // Back where the user came from: the list, My Venues, or the venue's page.
  const { returnPath, goBack } = useReturnTo(paths.admin.venueDetail(venueId));
  if (venue.isPending) return <p role="status">Loading venue...</p>;
  if (isVenueForbidden(venue.error)) return <AccessRestricted />;
  if (venue.isError) return <VenueLoadError error={venue.error} />;
  if (!venue.data.permissions.edit.allowed) return <AccessRestricted />;
  return (
    <>
      <PageHeader
        title={`Edit ${venue.data.googleName ?? venue.data.nameOriginal}`}
        description={
          <Link
            to={paths.admin.venueDetail(venueId)}
            className="text-link underline underline-offset-4"
          >
            View venue
          </Link>
        }
      />
      <EditVenueForm
        venue={venue.data}
        cancelPath={returnPath}
        onSaved={() => goBack({ id: venueId, message: 'Venue saved' })}
      />
    </>
  );
}

export function VenueDetailRoute() {
  const venue = useVenue(useVenueParam());
  const { data: me } = useMe();
  const navigate = useNavigate();
  if (venue.isPending) return <p role="status">Loading venue...</p>;
  if (venue.isError) return <VenueLoadError error={venue.error} />;
  return (
    <VenueDetail
      venue={venue.data}
      history={<HistorySection kind="venues" id={venue.data.id} />}
      isAdmin={me?.isAdmin ?? false}
      // Back to the list, which says what went (decision 076).
      onDeleted={(name) =>
        navigate(paths.admin.venues, { replace: true, state: { deletedVenue: name } })
      }
    />
  );
}

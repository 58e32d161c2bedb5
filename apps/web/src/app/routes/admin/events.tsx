import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DangerZone } from '@/components/ui/danger-zone.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { useReturnTo } from '@/components/ui/return-to.tsx';
import { paths } from '@/config/paths.ts';
import { HistorySection } from '@/features/activity/components/history-section.tsx';
import { useEvent } from '@/features/events/api/get-event.ts';
import { useCreateEvent, useUpdateEvent } from '@/features/events/api/save-event.ts';
import { DeleteEventDialog } from '@/features/events/components/delete-event-dialog.tsx';
import {
  EventForm,
  emptyEventForm,
  eventFormFrom,
} from '@/features/events/components/event-form.tsx';
import { EventLoadError } from '@/features/events/components/event-states.tsx';
import { EventsList } from '@/features/events/components/events-list.tsx';
import { EventNightTeams } from '@/features/schedule/components/event-night-teams.tsx';
import { useMe } from '@/lib/session.ts';

export function EventsRoute() {
  const { data } = useMe();
  return <EventsList isAdmin={data?.isAdmin ?? false} />;
}

/**
 * Spec §2 `/admin/events/new`: `?venue_id=` preselects and locks the venue. The form's Cancel is
 * the one way out (the header's ✕ did the same thing). Both go back where the user came
 * from (the venue they started from, say), a save with a message and the row marked.
 */
export function NewEventRoute() {
  const [searchParams] = useSearchParams();
  const venueId = searchParams.get('venue_id') ?? '';
  const create = useCreateEvent();
  const { goBack } = useReturnTo(paths.admin.events);
  return (
    <>
      <PageHeader title="Add Event" description="A recurring trivia night, or a one-off." />
      <EventForm
        defaultValues={emptyEventForm(venueId)}
        isVenueLocked={Boolean(venueId)}
        isSaving={create.isPending}
        error={create.error}
        submitLabel="Create Event"
        onSubmit={(input) =>
          create.mutate(input, {
            onSuccess: (event) => goBack({ id: event.id, message: 'Event created' }),
          })
        }
        onCancel={() => goBack()}
      />
    </>
  );
}

/**
 * Spec §2 `/admin/events/{id}`: the teams coming to its next nights, the edit form, a
 * way back, its History, and 'Delete Event' apart from the title, at the bottom.
 */
export function EventDetailRoute() {
  const eventId = useParams().eventId ?? '';
  const navigate = useNavigate();
  const event = useEvent(eventId);
  const update = useUpdateEvent();
  const [isDeleting, setIsDeleting] = useState(false);
  const { returnPath, goBack } = useReturnTo(paths.admin.events);
  if (event.isPending) return <p role="status">Loading event...</p>;
  if (event.isError) return <EventLoadError error={event.error} />;
  const { data } = event;
  return (
    <>
      <Link
        to={returnPath}
        className="mb-4 inline-block font-semibold text-link underline underline-offset-4"
      >
        {returnPath === paths.admin.events ? 'Back to Events' : 'Back'}
      </Link>
      <PageHeader title={data.eventType} description={`${data.venueName} · ${data.venueAddress}`} />
      {data.isPast ? (
        <div className="mb-5 max-w-2xl">
          <Alert title="Past">
            This one-time event's night has passed, so the public no longer sees it. Give it a new
            date to list it again.
          </Alert>
        </div>
      ) : null}
      <div className="mb-6">
        <EventNightTeams
          eventId={eventId}
          eventName={`${data.eventType} at ${data.venueName}`}
          maxTeams={data.maxTeams}
          canRemove={data.permissions.edit.allowed}
        />
      </div>
      {data.permissions.edit.allowed ? (
        <EventForm
          key={data.updatedAt}
          defaultValues={eventFormFrom(data)}
          keptProvider={
            data.providerId && data.providerName
              ? { id: data.providerId, name: data.providerName }
              : null
          }
          managedBy={data.feedName}
          isSaving={update.isPending}
          error={update.error}
          submitLabel="Save Changes"
          onSubmit={(input) =>
            update.mutate(
              { eventId, input },
              { onSuccess: () => goBack({ id: eventId, message: 'Event saved' }) },
            )
          }
          onCancel={() => goBack()}
        />
      ) : (
        <p className="text-muted">{data.permissions.edit.reason}</p>
      )}
      <div className="mt-6">
        <HistorySection kind="events" id={eventId} />
      </div>
      {data.permissions.delete.allowed ? (
        <DangerZone>
          <Button variant="danger-ghost" onClick={() => setIsDeleting(true)}>
            Delete Event
          </Button>
        </DangerZone>
      ) : null}
      <DeleteEventDialog
        event={data}
        isOpen={isDeleting}
        onClose={() => setIsDeleting(false)}
        onDeleted={() => navigate(returnPath, { replace: true })}
      />
    </>
  );
}

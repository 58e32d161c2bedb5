import { EventsList } from '../../events/components/events-list.tsx';

export function VenueEvents() {
  return <EventsList isAdmin={false} />;
}

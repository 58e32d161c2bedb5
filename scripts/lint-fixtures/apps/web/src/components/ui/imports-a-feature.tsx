import { VenuesList } from '@/features/venues/components/venues-list.tsx';

export function Everything() {
  return <VenuesList isAdmin />;
}

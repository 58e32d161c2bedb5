import { Button } from '@/components/ui/button.tsx';
import { useVenues } from '../api/get-venues.ts';

export function VenueCount() {
  const venues = useVenues({ q: '', page: 1 });
  return <Button>{venues.data?.total ?? 0} venues</Button>;
}

import { useParams } from 'react-router';
import { StandingsPage } from '@/features/venue-pages/components/standings-page.tsx';

/** `Component`: React Router's `lazy` takes the module as the route. */
export function Component() {
  const slug = useParams().slug ?? '';
  return <StandingsPage key={slug} slug={slug} />;
}

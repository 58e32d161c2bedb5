import { useParams } from 'react-router';
import { TeamPage } from '@/features/venue-pages/components/team-page.tsx';
import { NotFoundPage } from '../not-found.tsx';

/** `/trivia-by-{slug}/teams/{team}` and `/trivia-at-{slug}/teams/{team}` (decision 211). */
export function Component() {
  const { page = '', team = '' } = useParams();
  const owner = /^trivia-(by|at)-(.+)$/.exec(page);
  if (!owner?.[2]) return <NotFoundPage />;
  const kind = owner[1] === 'by' ? 'provider' : 'venue';
  return <TeamPage key={`${page}/${team}`} kind={kind} slug={owner[2]} team={team} />;
}

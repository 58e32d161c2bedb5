import { TeamPage } from '@/features/team/components/team-page.tsx';

export function TeamRoute() {
  return <TeamPage />;
}

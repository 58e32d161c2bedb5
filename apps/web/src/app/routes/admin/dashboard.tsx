import { canCreateVenue } from '@trivia/shared';
import { Dashboard } from '@/features/dashboard/components/dashboard.tsx';
import { actorOf, useMe } from '@/lib/session.ts';

export function DashboardRoute() {
  const { data } = useMe();
  return (
    <Dashboard
      name={data?.profile?.displayName ?? data?.user?.name ?? ''}
      canCreate={data ? canCreateVenue(actorOf(data)).allowed : false}
    />
  );
}

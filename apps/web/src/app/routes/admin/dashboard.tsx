import { Dashboard } from '@/features/dashboard/components/dashboard.tsx';
import { useMe } from '@/lib/session.ts';

export function DashboardRoute() {
  const { data } = useMe();
  return <Dashboard name={data?.profile?.displayName ?? data?.user?.name ?? ''} />;
}

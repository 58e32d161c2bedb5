import { ActivityPage } from '@/features/activity/components/activity-page.tsx';
import { AdminOnly } from '@/features/admin-shell/components/admin-only.tsx';

/** /admin/activity (platform admins only; the server refuses others with 403). */
export function ActivityRoute() {
  return (
    <AdminOnly>
      <ActivityPage />
    </AdminOnly>
  );
}

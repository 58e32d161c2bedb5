import { AdminOnly } from '@/features/admin-shell/components/admin-only.tsx';
import { VitalsPage } from '@/features/vitals/components/vitals-page.tsx';

/** /admin/vitals (decision 192, platform admins only; the server refuses others with 403). */
export function VitalsRoute() {
  return (
    <AdminOnly>
      <VitalsPage />
    </AdminOnly>
  );
}

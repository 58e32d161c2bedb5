import { AdminOnly } from '@/features/admin-shell/components/admin-only.tsx';
import { DuplicateVenuesPage } from '@/features/feeds/components/duplicate-venues-page.tsx';

/** /admin/venues/duplicates (platform admins only; the server refuses others with 403). */
export function VenueDuplicatesRoute() {
  return (
    <AdminOnly>
      <DuplicateVenuesPage />
    </AdminOnly>
  );
}

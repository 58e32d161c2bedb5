import { AdminOnly } from '@/features/admin-shell/components/admin-only.tsx';
import { ProviderDirectory } from '@/features/providers/components/provider-directory.tsx';

/**
 * /admin/providers (spec §2, admin only). Others see 'Access Restricted' without asking the
 * server, which would refuse them with the same message (403).
 */
export function ProvidersRoute() {
  return (
    <AdminOnly>
      <ProviderDirectory />
    </AdminOnly>
  );
}

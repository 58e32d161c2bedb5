import { ADMIN_ONLY_PAGE } from '@trivia/shared';
import { AccessRestricted } from '@/components/ui/access-restricted.tsx';
import { ProviderDirectory } from '@/features/providers/components/provider-directory.tsx';
import { useMe } from '@/lib/session.ts';

/**
 * /admin/providers (spec §2, admin only). Others see 'Access Restricted' without asking the
 * server, which would refuse them with the same message (403).
 */
export function ProvidersRoute() {
  const { data: me } = useMe();
  if (me && !me.isAdmin) return <AccessRestricted message={ADMIN_ONLY_PAGE} />;
  return <ProviderDirectory />;
}

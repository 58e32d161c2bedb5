import { ADMIN_ONLY_PAGE } from '@trivia/shared';
import type { ReactNode } from 'react';
import { AccessRestricted } from '@/components/ui/access-restricted.tsx';
import { useMe } from '@/lib/session.ts';

/**
 * A page for platform admins only (spec §2: Providers, Team). Others see 'Access Restricted' on
 * direct navigation too, not only a menu without the link; the server refuses their requests.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { data: me } = useMe();
  if (me && !me.isAdmin) return <AccessRestricted message={ADMIN_ONLY_PAGE} />;
  return children;
}

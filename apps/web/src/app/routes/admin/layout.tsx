import { AdminGuard } from '@/features/admin-shell/components/admin-guard.tsx';
import { AdminLayout } from '@/features/admin-shell/components/admin-layout.tsx';

/** Every guarded admin screen renders inside this: the guard, then the navigation and the page. */
export function AdminLayoutRoute() {
  return <AdminGuard>{(me) => <AdminLayout me={me} />}</AdminGuard>;
}

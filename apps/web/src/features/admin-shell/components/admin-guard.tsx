import type { MeResponse } from '@trivia/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Main } from '@/components/ui/main.tsx';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useMe } from '@/lib/session.ts';
import { AccessDenied } from './access-denied.tsx';

export type SignedIn = MeResponse & { user: NonNullable<MeResponse['user']> };

/**
 * Spec §2 guard: 'Loading' while checking; nobody signed in → the login page (coming back here
 * afterwards); a user the server holds back → Access Denied. The server enforces the same rule on
 * every /api/admin request; this only spares people a screen of refusals.
 */
export function AdminGuard({ children }: { children: (me: SignedIn) => ReactNode }) {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) {
    return (
      <p role="status" className="flex min-h-dvh items-center justify-center text-lg text-muted">
        Loading
      </p>
    );
  }
  if (me.isError) {
    return (
      <Main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-4 px-5 text-center">
        <p role="alert">{errorMessage(me.error, 'Could not check who is signed in.')}</p>
        <Button onClick={() => void me.refetch()}>Try again</Button>
      </Main>
    );
  }
  const { data } = me;
  if (!data.user) {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`${paths.admin.login}?redirect=${redirect}`} replace />;
  }
  if (data.adminAccess !== 'granted') {
    return (
      <AccessDenied
        access={data.adminAccess}
        unverifiedEmail={data.user.emailVerified ? null : data.user.email}
      />
    );
  }
  return children({ ...data, user: data.user });
}

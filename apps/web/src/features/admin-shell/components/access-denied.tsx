import type { AdminAccess } from '@trivia/shared';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Main } from '@/components/ui/main.tsx';
import { paths } from '@/config/paths.ts';
import { useSignOut } from '@/lib/session.ts';
import { CheckYourEmail } from './check-your-email.tsx';

const REASONS: Partial<Record<AdminAccess, string>> = {
  pending_approval:
    'Your trivia provider registration is awaiting approval. We will let you know as soon as our team has reviewed it.',
  rejected: 'Your trivia provider registration was not approved.',
};

/**
 * The spec's Access Denied screen (§2 "Guard messages"), with why when we know, and the "Check
 * your email" state while the address is not proven (a registration is approved only after).
 */
export function AccessDenied({
  access,
  unverifiedEmail,
}: {
  access: AdminAccess | null;
  /** The signed-in user's address while it is not proven yet. */
  unverifiedEmail: string | null;
}) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const reason = access ? REASONS[access] : undefined;
  return (
    <Main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-5 text-center">
      <h1 className="text-3xl font-bold">Access Denied</h1>
      <p className="mt-4">
        You don't have permission to access the admin panel. Please contact an administrator if you
        believe this is an error.
      </p>
      {reason ? (
        <p className="mt-4 rounded-xl border border-warning/60 bg-warning-bg p-4 text-sm text-warning">
          {reason}
        </p>
      ) : null}
      {unverifiedEmail ? (
        <div className="mt-4">
          <CheckYourEmail
            email={unverifiedEmail}
            waitsFor="We can approve your registration once your address is confirmed."
          />
        </div>
      ) : null}
      <div className="mt-8 flex flex-col gap-3">
        <Button size="lg" onClick={() => navigate(paths.home)}>
          Go to Homepage
        </Button>
        <Button
          variant="ghost"
          onClick={() => signOut.mutate(undefined, { onSettled: () => navigate(paths.home) })}
        >
          Sign out
        </Button>
      </div>
    </Main>
  );
}

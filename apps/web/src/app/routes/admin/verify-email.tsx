import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { useConfirmEmailAddress } from '@/features/auth/api/confirm-email-address.ts';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { errorMessage } from '@/lib/api-client.ts';

/**
 * The mailed link that proves an account's address (decision 095): opening it shows this
 * page (mail scanners open links too); only the button acts.
 */
export function VerifyEmailRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const confirm = useConfirmEmailAddress();
  if (confirm.isSuccess) {
    return (
      <AuthCard title="Email confirmed">
        <p>
          <span className="font-semibold wrap-anywhere">{confirm.data.email}</span> is confirmed as
          your address.
        </p>
        <Link to={paths.admin.root} className={`${buttonClasses('primary', 'lg')} mt-6 w-full`}>
          Go to the admin area
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Confirm your email">
      <p>Press the button to confirm that this address is yours.</p>
      {!token ? (
        <div className="mt-4">
          <Alert tone="error">This link is incomplete.</Alert>
        </div>
      ) : null}
      {confirm.isError ? (
        <div className="mt-4">
          <Alert tone="error">{errorMessage(confirm.error, 'This link cannot be used')}</Alert>
        </div>
      ) : null}
      <Button
        size="lg"
        className="mt-6 w-full"
        disabled={!token || confirm.isPending}
        onClick={() => token && confirm.mutate(token)}
      >
        Confirm email
      </Button>
    </AuthCard>
  );
}

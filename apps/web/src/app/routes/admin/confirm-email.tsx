import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { useConfirmEmailChange } from '@/features/profile/api.ts';
import { errorMessage } from '@/lib/api-client.ts';

/** The mailed link of an email change: opening it shows this page; only the button acts. */
export function ConfirmEmailRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const confirm = useConfirmEmailChange();
  if (confirm.isSuccess) {
    return (
      <AuthCard title="Email changed">
        <p>
          Your account now uses <span className="font-semibold">{confirm.data.email}</span>.
        </p>
        <Link to={paths.admin.profile} className={`${buttonClasses('primary', 'lg')} mt-6 w-full`}>
          Go to your profile
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Confirm your new email">
      {!token ? <Alert tone="error">This link is incomplete.</Alert> : null}
      {confirm.isError ? (
        <Alert tone="error">{errorMessage(confirm.error, 'This link cannot be used')}</Alert>
      ) : null}
      <Button
        size="lg"
        className="mt-4 w-full"
        disabled={!token || confirm.isPending}
        onClick={() => token && confirm.mutate(token)}
      >
        Confirm email change
      </Button>
    </AuthCard>
  );
}

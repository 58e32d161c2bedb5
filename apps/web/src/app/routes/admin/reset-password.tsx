import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import {
  InvalidLinkAlert,
  ResetPasswordForm,
} from '@/features/auth/components/reset-password-form.tsx';

export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [isDone, setIsDone] = useState(false);

  if (isDone) {
    return (
      <AuthCard title="Password Reset Successful">
        <p>
          Your password has been changed, and you have been signed out everywhere. Sign in with your
          new password.
        </p>
        <Link to={paths.admin.login} className={`${buttonClasses('primary', 'lg')} mt-6 w-full`}>
          Sign In
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a New Password">
      {token ? (
        <ResetPasswordForm token={token} onReset={() => setIsDone(true)} />
      ) : (
        <InvalidLinkAlert />
      )}
    </AuthCard>
  );
}

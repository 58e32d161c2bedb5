import type { RegistrationResponse } from '@trivia/shared';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { AuthCard, linkClasses } from '@/features/auth/components/auth-card.tsx';
import { RegisterForm } from '@/features/auth/components/register-form.tsx';
import { useMe } from '@/lib/session.ts';

export function RegisterRoute() {
  const me = useMe();
  const [registered, setRegistered] = useState<RegistrationResponse | null>(null);

  if (registered) {
    return (
      <AuthCard title="Registration Received">
        <div className="space-y-4">
          <p>
            Thanks, {registered.user.name}! Our team will review{' '}
            <strong>{registered.provider.name}</strong> and approve your registration shortly.
          </p>
          <p className="text-sm text-muted">
            You are signed in as {registered.user.email}. The admin area opens for you as soon as
            the registration is approved.
          </p>
          <Link to={paths.home} className={`${buttonClasses('secondary')} w-full`}>
            Back to Trivia Near Me
          </Link>
        </div>
      </AuthCard>
    );
  }
  // Someone already signed in has nothing to register (spec §2).
  if (me.data?.user) return <Navigate to={paths.admin.root} replace />;

  return (
    <AuthCard
      title="Register as a Trivia Provider"
      subtitle="Create an account to list your trivia nights. Our team approves every new provider."
      footer={
        <p className="text-muted">
          Already have an account?{' '}
          <Link to={paths.admin.login} className={linkClasses}>
            Sign in
          </Link>
        </p>
      }
    >
      <RegisterForm onRegistered={setRegistered} />
    </AuthCard>
  );
}

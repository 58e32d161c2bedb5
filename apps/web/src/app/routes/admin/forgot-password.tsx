import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { AuthCard, linkClasses } from '@/features/auth/components/auth-card.tsx';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form.tsx';

export function ForgotPasswordRoute() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const backToSignIn = (
    <p>
      <Link to={paths.admin.login} className={linkClasses}>
        Back to sign in
      </Link>
    </p>
  );
  if (sentTo) {
    return (
      <AuthCard title="Check Your Email" footer={backToSignIn}>
        <p>
          If an account exists for <strong className="break-all">{sentTo}</strong>, we've sent it a
          link to choose a new password.
        </p>
        <p className="mt-3 text-sm text-muted">The link works once and expires in one hour.</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Forgot Your Password?"
      subtitle="Enter your email and we'll send you a link to choose a new one."
      footer={backToSignIn}
    >
      <ForgotPasswordForm onSent={setSentTo} />
    </AuthCard>
  );
}

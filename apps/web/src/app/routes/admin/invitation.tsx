import { PROVIDER_ROLE_LABELS } from '@trivia/shared';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { paths } from '@/config/paths.ts';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { useAcceptInvitation, useInvitation, useInvitationSignUp } from '@/features/team/api.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useMe } from '@/lib/session.ts';

function SignUpForm({ token, email }: { token: string; email: string }) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const signUp = useInvitationSignUp();
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signUp.mutate({ token, name, password }, { onSuccess: () => navigate(paths.admin.root) });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {signUp.isError ? (
        <Alert tone="error">{errorMessage(signUp.error, 'Could not sign up')}</Alert>
      ) : null}
      <TextField label="Email" value={email} readOnly disabled />
      <TextField
        label="Name"
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" size="lg" className="w-full" disabled={signUp.isPending}>
        Create account and join
      </Button>
    </form>
  );
}

/** The mailed invitation: opening it shows this page; joining is a button (POST). */
export function InvitationRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const { data: invitation, error } = useInvitation(token);
  const { data: me } = useMe();
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const here = `${paths.admin.invitation}?token=${token ?? ''}`;

  if (!token || error) {
    // The server says why (an unknown or used link, or an inviter who may no longer invite).
    return (
      <AuthCard title="Invitation">
        <Alert tone="error">
          {errorMessage(error, 'This link has expired or was already used. Ask for a new one.')}
        </Alert>
      </AuthCard>
    );
  }
  if (!invitation)
    return (
      <AuthCard title="Invitation">
        <p className="text-muted">Loading</p>
      </AuthCard>
    );
  const title = `Join ${invitation.teamName}`;
  const role = PROVIDER_ROLE_LABELS[invitation.role] ?? invitation.role;
  if (invitation.state !== 'open') {
    return (
      <AuthCard title={title}>
        <Alert tone="error">
          This invitation{' '}
          {invitation.state === 'accepted' ? 'was already used' : `is ${invitation.state}`}. Ask for
          a new one.
        </Alert>
      </AuthCard>
    );
  }
  const subtitle = `${invitation.invitedBy ?? 'Someone'} invited ${invitation.email} as ${role}.`;
  if (me?.user) {
    return (
      <AuthCard title={title} subtitle={subtitle}>
        {accept.isError ? (
          <Alert tone="error">{errorMessage(accept.error, 'Could not join')}</Alert>
        ) : null}
        <Button
          size="lg"
          className="w-full"
          disabled={accept.isPending}
          onClick={() => accept.mutate(token, { onSuccess: () => navigate(paths.admin.root) })}
        >
          Accept invitation
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={title}
      subtitle={subtitle}
      footer={
        <Link
          to={`${paths.admin.login}?redirect=${encodeURIComponent(here)}`}
          className={buttonClasses('ghost')}
        >
          I already have an account: sign in
        </Link>
      }
    >
      {invitation.hasAccount ? (
        <Link
          to={`${paths.admin.login}?redirect=${encodeURIComponent(here)}`}
          className={`${buttonClasses('primary', 'lg')} w-full`}
        >
          Sign in to accept
        </Link>
      ) : (
        <SignUpForm token={token} email={invitation.email} />
      )}
    </AuthCard>
  );
}

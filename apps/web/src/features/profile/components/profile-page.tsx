import {
  ChangePasswordForm,
  describeDevice,
  RequestEmailChangeInput,
  roleLabel,
} from '@trivia/shared';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useMe } from '@/lib/session.ts';
import {
  useChangePassword,
  useRequestEmailChange,
  useSaveDisplayName,
  useSessions,
  useSignOutOthers,
} from '../api.ts';
import { fieldError } from '../utils/field-error.ts';

const CARD = 'rounded-2xl border border-border bg-surface p-5 shadow-sm space-y-4';

function DisplayNameCard({ current }: { current: string }) {
  const [name, setName] = useState(current);
  const save = useSaveDisplayName();
  const headingId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(name);
  };
  return (
    <form onSubmit={submit} noValidate className={CARD} aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-bold">
        Display name
      </h2>
      {save.isSuccess ? <Alert tone="success">Saved.</Alert> : null}
      <TextField
        label="Display name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={save.isError ? errorMessage(save.error, 'Could not save') : undefined}
      />
      <Button type="submit" disabled={save.isPending}>
        Save name
      </Button>
    </form>
  );
}

type EmailField = 'newEmail' | 'currentPassword';

/** A new address needs the current password; the old address is told once it changes. */
function EmailCard({ current }: { current: string }) {
  const [values, setValues] = useState({ newEmail: '', currentPassword: '' });
  const [problems, setProblems] = useState<Partial<Record<EmailField, string>>>({});
  const change = useRequestEmailChange();
  const headingId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = RequestEmailChangeInput.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<EmailField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as EmailField;
        found[field] ??= issue.message;
      }
      setProblems(found);
      return;
    }
    setProblems({});
    change.mutate(parsed.data, {
      onSuccess: () => setValues({ newEmail: '', currentPassword: '' }),
    });
  };
  const errorOf = (field: EmailField) => problems[field] ?? fieldError(change.error, field);
  const isOtherError = change.isError && !errorOf('newEmail') && !errorOf('currentPassword');
  const field = (key: EmailField) => ({
    value: values[key],
    error: errorOf(key),
    onChange: (event: { target: { value: string } }) =>
      setValues((before) => ({ ...before, [key]: event.target.value })),
  });
  return (
    <form onSubmit={submit} noValidate className={CARD} aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-bold">
        Email
      </h2>
      <p className="text-sm">
        Signed in as <span className="font-semibold break-all">{current}</span>
      </p>
      {change.isSuccess ? (
        <Alert tone="success" title="Check your inbox">
          We sent a link to {change.data.sentTo}. Your email changes when you open it and confirm.
        </Alert>
      ) : null}
      {isOtherError ? (
        <Alert tone="error">{errorMessage(change.error, 'Could not send the link')}</Alert>
      ) : null}
      <TextField label="New email" type="email" autoComplete="email" {...field('newEmail')} />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <Button type="submit" disabled={change.isPending}>
        Send verification link
      </Button>
    </form>
  );
}

function PasswordCard() {
  const [values, setValues] = useState({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const change = useChangePassword();
  const headingId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ChangePasswordForm.safeParse(values);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the form');
      return;
    }
    setProblem(null);
    const { confirmPassword: _, ...input } = parsed.data;
    change.mutate(input, {
      onSuccess: () => setValues({ currentPassword: '', newPassword: '', confirmPassword: '' }),
    });
  };
  const field = (key: keyof typeof values) => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) =>
      setValues((before) => ({ ...before, [key]: event.target.value })),
  });
  return (
    <form onSubmit={submit} noValidate className={CARD} aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-bold">
        Password
      </h2>
      {change.isSuccess ? (
        <Alert tone="success">Password changed. Your other sessions were signed out.</Alert>
      ) : null}
      {problem || change.isError ? (
        <Alert tone="error">{problem ?? errorMessage(change.error, 'Could not change it')}</Alert>
      ) : null}
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        {...field('newPassword')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      <Button type="submit" disabled={change.isPending}>
        Change password
      </Button>
    </form>
  );
}

function SessionsCard() {
  const { data } = useSessions();
  const signOutOthers = useSignOutOthers();
  const sessions = data?.sessions ?? [];
  return (
    <section className={CARD}>
      <h2 className="text-lg font-bold">Sessions</h2>
      <ul className="divide-y divide-border">
        {sessions.map((each) => (
          <li key={each.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
            <span className="font-semibold">
              {describeDevice(each.userAgent)}
              {each.isCurrent ? (
                <span className="ml-2 text-sm text-accent">This device</span>
              ) : null}
            </span>
            <span className="text-sm text-muted">
              Last seen {new Date(each.lastSeenAt).toLocaleString()}
            </span>
          </li>
        ))}
      </ul>
      {signOutOthers.isSuccess ? <Alert tone="success">Other sessions signed out.</Alert> : null}
      <Button
        variant="secondary"
        disabled={signOutOthers.isPending || sessions.length < 2}
        onClick={() => signOutOthers.mutate()}
      >
        Sign out everywhere else
      </Button>
    </section>
  );
}

/** /admin/profile: name, email, password, sessions, and the role in words. */
export function ProfilePage() {
  const { data: me } = useMe();
  if (!me?.user) return null;
  return (
    <section className="space-y-6">
      <h1 className="text-3xl font-bold">Profile</h1>
      <dl className="grid max-w-lg grid-cols-[auto_1fr] gap-x-6 gap-y-3">
        <dt className="font-semibold text-muted">Name</dt>
        <dd className="min-w-0 break-words">{me.profile?.displayName ?? me.user.name}</dd>
        <dt className="font-semibold text-muted">Email</dt>
        <dd className="min-w-0 break-all">{me.user.email}</dd>
        <dt className="font-semibold text-muted">Role</dt>
        <dd>{roleLabel(me)}</dd>
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <DisplayNameCard current={me.profile?.displayName ?? me.user.name} />
        <EmailCard current={me.user.email} />
        <PasswordCard />
        <SessionsCard />
      </div>
    </section>
  );
}

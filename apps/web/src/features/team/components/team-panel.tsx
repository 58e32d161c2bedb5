import {
  PROVIDER_INVITE_ROLES,
  PROVIDER_ROLE_LABELS,
  type TeamRef,
  VENUE_INVITE_ROLES,
} from '@trivia/shared';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SelectField, TextField } from '@/components/ui/field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useInvite, useRemoveMember, useResend, useRevoke, useTeam } from '../api.ts';

const label = (role: string) => PROVIDER_ROLE_LABELS[role] ?? role;
const day = (iso: string) => new Date(iso).toLocaleDateString();

function InviteForm({ team }: { team: TeamRef }) {
  const roles = team.kind === 'provider' ? PROVIDER_INVITE_ROLES : VENUE_INVITE_ROLES;
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<string>(roles[roles.length - 1] ?? 'host');
  const invite = useInvite(team);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(
      { email, role: role === 'admin' || role === 'owner' || role === 'manager' ? role : 'host' },
      { onSuccess: () => setEmail('') },
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
    >
      <TextField
        label="Email"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={invite.isError ? errorMessage(invite.error, 'Could not invite') : undefined}
      />
      <SelectField label="Role" value={role} onChange={(event) => setRole(event.target.value)}>
        {roles.map((each) => (
          <option key={each} value={each}>
            {label(each)}
          </option>
        ))}
      </SelectField>
      <Button type="submit" disabled={invite.isPending}>
        Invite
      </Button>
      {invite.isSuccess ? <Alert tone="success">Invitation sent.</Alert> : null}
    </form>
  );
}

/** One team: members (Remove), pending invitations (Resend, Revoke), and Invite. */
export function TeamPanel({ team }: { team: TeamRef }) {
  const { data, error } = useTeam(team);
  const remove = useRemoveMember(team);
  const resend = useResend(team);
  const revoke = useRevoke(team);
  if (error) return <Alert tone="error">{errorMessage(error, 'Could not load the team')}</Alert>;
  if (!data) return <p className="text-muted">Loading</p>;
  return (
    <section
      aria-label={data.name}
      className="space-y-5 rounded-2xl border border-border bg-surface p-5 shadow-sm"
    >
      <h2 className="text-xl font-bold">{data.name}</h2>
      {remove.isError ? (
        <Alert tone="error">{errorMessage(remove.error, 'Could not remove')}</Alert>
      ) : null}
      <ul className="divide-y divide-border" aria-label="Members">
        {data.members.map((member) => (
          <li
            key={member.userId}
            className="flex flex-wrap items-center justify-between gap-2 py-2"
          >
            <span className="min-w-0">
              <span className="font-semibold">{member.name}</span>{' '}
              <span className="break-all text-sm text-muted">{member.email}</span>
            </span>
            <span className="flex items-center gap-3 text-sm">
              <span>{label(member.role)}</span>
              <span className="text-muted">Joined {day(member.joinedAt)}</span>
              <Button
                size="sm"
                variant="danger-ghost"
                aria-label={`Remove ${member.name}`}
                onClick={() => remove.mutate(member.userId)}
              >
                Remove
              </Button>
            </span>
          </li>
        ))}
      </ul>
      {data.invitations.length > 0 ? (
        <div>
          <h3 className="font-semibold">Pending invitations</h3>
          <ul className="divide-y divide-border" aria-label="Pending invitations">
            {data.invitations.map((invitation) => (
              <li
                key={invitation.id}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
              >
                <span className="break-all">{invitation.email}</span>
                <span className="flex items-center gap-3 text-sm">
                  <span>{label(invitation.role)}</span>
                  <span className="text-muted">
                    {invitation.isExpired ? 'Expired' : `Expires ${day(invitation.expiresAt)}`}
                  </span>
                  <Button size="sm" variant="ghost" onClick={() => resend.mutate(invitation.id)}>
                    Resend
                  </Button>
                  <Button
                    size="sm"
                    variant="danger-ghost"
                    onClick={() => revoke.mutate(invitation.id)}
                  >
                    Revoke
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <InviteForm team={team} />
    </section>
  );
}

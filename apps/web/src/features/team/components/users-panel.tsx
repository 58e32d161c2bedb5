import { PROFILE_ROLES, ROLE_LABELS } from '@trivia/shared';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useUpdateUser, useUsers } from '../api.ts';

/** Platform admins: every user, with search, role change, and disable / re-enable. */
export function UsersPanel({ selfId }: { selfId: string }) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const { data } = useUsers(q, page, true);
  const update = useUpdateUser();
  return (
    <section className="space-y-4 rounded-2xl border border-border bg-surface p-5 shadow-sm">
      <h2 className="text-xl font-bold">All users</h2>
      <TextField
        label="Search users"
        type="search"
        value={q}
        onChange={(event) => {
          setQ(event.target.value);
          setPage(1);
        }}
      />
      {update.isError ? (
        <Alert tone="error">{errorMessage(update.error, 'Could not save')}</Alert>
      ) : null}
      <ul className="divide-y divide-border" aria-label="Users">
        {(data?.users ?? []).map((row) => (
          <li key={row.id} className="grid gap-2 py-3 sm:grid-cols-[1fr_auto] sm:items-center">
            <div className="min-w-0">
              <p>
                <span className="font-semibold">{row.name}</span>{' '}
                <span className="break-all text-sm text-muted">{row.email}</span>
                {row.disabledAt ? <span className="ml-2 text-sm text-danger">Disabled</span> : null}
              </p>
              <p className="text-sm text-muted">
                {[...row.providers, ...row.venues].join(', ') || 'No provider or venue'} · Last
                sign-in{' '}
                {row.lastSignInAt ? new Date(row.lastSignInAt).toLocaleDateString() : 'never'}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <select
                aria-label={`Role of ${row.name}`}
                className="rounded-xl border border-border bg-surface px-3 py-2"
                value={row.role ?? ''}
                onChange={(event) => {
                  const role = PROFILE_ROLES.find((each) => each === event.target.value);
                  if (role) update.mutate({ userId: row.id, input: { role } });
                }}
              >
                {row.role === null ? <option value="">{ROLE_LABELS.staff}</option> : null}
                {PROFILE_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </option>
                ))}
              </select>
              {row.id === selfId ? null : (
                <Button
                  size="sm"
                  variant={row.disabledAt ? 'secondary' : 'danger-ghost'}
                  onClick={() =>
                    update.mutate({ userId: row.id, input: { disabled: !row.disabledAt } })
                  }
                >
                  {row.disabledAt ? `Re-enable ${row.name}` : `Disable ${row.name}`}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {data && data.pageCount > 1 ? (
        <div className="flex items-center gap-3">
          <Button size="sm" variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span className="text-sm">
            Page {data.page} of {data.pageCount}
          </span>
          <Button
            size="sm"
            variant="ghost"
            disabled={page >= data.pageCount}
            onClick={() => setPage(page + 1)}
          >
            Next
          </Button>
        </div>
      ) : null}
    </section>
  );
}

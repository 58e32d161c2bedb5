import { roleLabel } from '@trivia/shared';
import type { ReactNode } from 'react';
import { AdminOnly } from '@/features/admin-shell/components/admin-only.tsx';
import { useMe } from '@/lib/session.ts';

/** Spec §2: /admin/team and /admin/profile are placeholders saying they are coming soon. */
export function ComingSoon({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-3 rounded-xl border border-dashed border-border bg-surface p-6 text-muted">
        Coming soon. We're building this page next.
      </p>
      {children}
    </section>
  );
}

/** Admin only (spec §2), on direct navigation too. */
export function TeamRoute() {
  return (
    <AdminOnly>
      <ComingSoon title="Team" />
    </AdminOnly>
  );
}

/** Who is signed in, and their role as spec §6 names it ('God Admin - Platform Owner'). */
export function ProfileRoute() {
  const { data: me } = useMe();
  return (
    <ComingSoon title="Profile">
      {me?.user ? (
        <dl className="mt-6 grid max-w-lg grid-cols-[auto_1fr] gap-x-6 gap-y-3">
          <dt className="font-semibold text-muted">Name</dt>
          <dd className="min-w-0 break-words">{me.profile?.displayName ?? me.user.name}</dd>
          <dt className="font-semibold text-muted">Email</dt>
          <dd className="min-w-0 break-all">{me.user.email}</dd>
          <dt className="font-semibold text-muted">Role</dt>
          <dd>{roleLabel(me)}</dd>
        </dl>
      ) : null}
    </ComingSoon>
  );
}

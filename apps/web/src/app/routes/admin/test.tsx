import { Link } from 'react-router';
import { Main } from '@/components/ui/main.tsx';
import { paths } from '@/config/paths.ts';
import { useMe } from '@/lib/session.ts';

function Row({ label, value }: { label: string; value: unknown }) {
  return (
    <div className="border-t border-border py-3">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="mt-1">
        <pre className="overflow-x-auto rounded-lg bg-surface-2 p-3 text-sm">
          {JSON.stringify(value, null, 2)}
        </pre>
      </dd>
    </div>
  );
}

/** Spec §2 "/admin/test": what the app knows about the signed-in user — their own data only. */
export function AuthDebugRoute() {
  const me = useMe();
  return (
    <Main className="mx-auto max-w-2xl px-5 pt-20 pb-10">
      <h1 className="text-2xl font-bold">Auth Debug</h1>
      <p className="mt-2 text-sm text-muted">What this browser's session resolves to.</p>
      <dl className="mt-6">
        <Row label="Loading" value={me.isPending} />
        <Row
          label="User"
          value={
            me.data?.user
              ? {
                  id: me.data.user.id,
                  email: me.data.user.email,
                  created_at: me.data.user.createdAt,
                }
              : null
          }
        />
        <Row label="Is Admin" value={me.data?.isAdmin ?? false} />
        <Row label="Profile" value={me.data?.profile ?? null} />
        <Row label="Metadata" value={me.data?.user?.metadata ?? null} />
        <Row label="Providers" value={me.data?.providers ?? []} />
      </dl>
      {me.data && !me.data.user ? (
        <p className="mt-4">
          Not signed in.{' '}
          <Link
            to={paths.admin.login}
            className="font-semibold text-link underline underline-offset-4"
          >
            Sign in
          </Link>
        </p>
      ) : null}
    </Main>
  );
}

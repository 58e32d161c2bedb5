import { usePublicConfig } from '../api/get-public-config.ts';

/** The demo accounts, shown only when the server says the demo data is loaded (never in production). */
export function DemoSignIns({
  onUse,
}: {
  onUse: (account: { email: string; password: string }) => void;
}) {
  const { data } = usePublicConfig();
  const accounts = data?.demoSignIns ?? [];
  if (accounts.length === 0) return null;
  return (
    <section
      aria-labelledby="demo-sign-ins"
      className="mt-6 rounded-xl border border-dashed border-border bg-surface-2 p-4 text-sm"
    >
      <h2 id="demo-sign-ins" className="font-semibold">
        Demo sign-ins
      </h2>
      <ul className="mt-2 space-y-2">
        {accounts.map((account) => (
          <li
            key={account.email}
            className="flex items-center justify-between gap-3 rounded-lg bg-surface px-3 py-2"
          >
            <div className="min-w-0">
              <p className="font-medium">{account.label}</p>
              <p className="truncate text-muted">{account.email}</p>
              <p className="text-muted">
                Password: <span className="whitespace-nowrap font-mono">{account.password}</span>
              </p>
            </div>
            <button
              type="button"
              onClick={() => onUse(account)}
              className="shrink-0 rounded-lg border border-border px-3 py-1.5 font-semibold text-link hover:bg-surface-2"
              aria-label={`Use the ${account.label.toLowerCase()} demo account`}
            >
              Use
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

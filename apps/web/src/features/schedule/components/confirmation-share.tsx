import type { ConfirmationShare } from '@trivia/shared';

/** Admins: how much of next week each provider has confirmed, the least first. */
export function ConfirmationShareList({ shares }: { shares: ConfirmationShare[] }) {
  if (shares.length === 0) return null;
  return (
    <section aria-labelledby="confirmation-share" className="mt-6">
      <h2 id="confirmation-share" className="mb-2 text-lg font-bold">
        Next week confirmed, by provider
      </h2>
      <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface">
        {shares.map((share) => {
          const percent = Math.round((share.confirmed / share.total) * 100);
          return (
            <li key={share.providerId ?? 'self'} className="flex items-center gap-3 px-4 py-2">
              <span className="min-w-0 flex-1 truncate font-semibold">{share.providerName}</span>
              <span
                aria-hidden="true"
                className="hidden h-2 w-32 overflow-hidden rounded-full bg-surface-2 sm:block"
              >
                <span className="block h-full bg-success" style={{ width: `${percent}%` }} />
              </span>
              <span className="w-36 text-right text-sm text-muted">
                {share.confirmed} of {share.total} ({percent}%)
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

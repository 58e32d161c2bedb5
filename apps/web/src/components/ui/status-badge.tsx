import { verificationStatusLabel } from '@trivia/shared';

const TONES: Record<string, string> = {
  verified: 'bg-success-bg text-success border-success/50',
  pending: 'bg-warning-bg text-warning border-warning/50',
  failed: 'bg-danger-bg text-danger border-danger/50',
  needs_review: 'bg-surface-2 text-fg border-border',
};

/** A venue's verification status (spec §4); anything unexpected reads 'Unknown'. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[status] ?? 'border-border bg-surface-2 text-muted'}`}
    >
      {verificationStatusLabel(status)}
    </span>
  );
}

/** A small neutral label ("Imported", "Inactive", "Owner"). */
export function Tag({
  children,
  tone = 'neutral',
}: {
  children: string;
  tone?: 'neutral' | 'accent' | 'danger';
}) {
  const classes = {
    neutral: 'border-border bg-surface-2 text-muted',
    accent: 'border-accent/60 bg-surface-2 text-fg',
    danger: 'border-danger/50 bg-danger-bg text-danger',
  }[tone];
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${classes}`}
    >
      {children}
    </span>
  );
}

import type { ReactNode } from 'react';

const TONES = {
  error: 'border-danger/60 bg-danger-bg text-danger',
  success: 'border-success/60 bg-success-bg text-success',
  info: 'border-border bg-surface-2 text-fg',
  warning: 'border-warning/60 bg-warning-bg text-warning',
} as const;

/** A message box; errors are announced to screen readers as they appear (the spec's "red box"). */
export function Alert({
  tone = 'info',
  title,
  children,
}: {
  tone?: keyof typeof TONES;
  title?: string;
  children?: ReactNode;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-xl border px-4 py-3 text-sm ${TONES[tone]}`}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      {children ? <div className={title ? 'mt-1' : ''}>{children}</div> : null}
    </div>
  );
}

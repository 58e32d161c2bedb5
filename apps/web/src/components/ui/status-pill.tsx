import {
  type ContactBadge,
  OCCURRENCE_STATUS_LABELS,
  type OccurrenceStatus,
  PROVIDER_STATUS_LABELS,
  type ProviderStatus,
  verificationStatusLabel,
} from '@trivia/shared';

export type PillTone = 'success' | 'warning' | 'danger' | 'neutral' | 'muted' | 'accent' | 'solid';

const TONES: Record<PillTone, string> = {
  success: 'border-success/50 bg-success-bg text-success',
  warning: 'border-warning/50 bg-warning-bg text-warning',
  danger: 'border-danger/50 bg-danger-bg text-danger',
  neutral: 'border-border bg-surface-2 text-fg',
  muted: 'border-border bg-surface-2 text-muted',
  accent: 'border-accent/60 bg-surface-2 text-fg',
  solid: 'border-accent bg-accent text-accent-fg',
};

/**
 * The app's one status pill: a short label in a rounded, coloured frame. The statuses the app
 * shows are below, each with its tone (green good, yellow waiting, red stopped).
 */
export function StatusPill({ tone, label }: { tone: PillTone; label: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[tone]}`}
    >
      {label}
    </span>
  );
}

const VERIFICATION_TONES: Record<string, PillTone> = {
  verified: 'success',
  pending: 'warning',
  failed: 'danger',
  needs_review: 'neutral',
};

/** A venue's verification status (spec §4); anything unexpected reads 'Unknown'. */
export function VerificationPill({ status }: { status: string }) {
  return (
    <StatusPill
      tone={VERIFICATION_TONES[status] ?? 'muted'}
      label={verificationStatusLabel(status)}
    />
  );
}

const OCCURRENCE_TONES: Record<OccurrenceStatus, PillTone> = {
  confirmed: 'success',
  scheduled: 'warning',
  cancelled: 'danger',
};

/** A night of the schedule (spec §4: green, yellow, red). */
export function OccurrencePill({ status }: { status: OccurrenceStatus }) {
  return <StatusPill tone={OCCURRENCE_TONES[status]} label={OCCURRENCE_STATUS_LABELS[status]} />;
}

const PROVIDER_TONES: Record<ProviderStatus, PillTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** A provider's registration (DESIGN.md "Provider approval"). */
export function ProviderStatusPill({ status }: { status: ProviderStatus }) {
  return <StatusPill tone={PROVIDER_TONES[status]} label={PROVIDER_STATUS_LABELS[status]} />;
}

const CONTACT_TONES: Record<ContactBadge, PillTone> = {
  Complete: 'success',
  'Phone Only': 'neutral',
  'Research Needed': 'warning',
  'No Contact': 'danger',
};

/** The contact completeness badge of spec §4. */
export function ContactBadgePill({ badge }: { badge: ContactBadge }) {
  return <StatusPill tone={CONTACT_TONES[badge]} label={badge} />;
}

/** An event's or a provider's active flag. */
export function ActivePill({ isActive }: { isActive: boolean }) {
  return (
    <StatusPill tone={isActive ? 'accent' : 'danger'} label={isActive ? 'Active' : 'Inactive'} />
  );
}

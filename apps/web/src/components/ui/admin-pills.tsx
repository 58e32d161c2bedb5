import {
  type ContactBadge,
  PROVIDER_STATUS_LABELS,
  type ProviderCardStatusLabel,
  type ProviderStatus,
  verificationStatusLabel,
} from '@trivia/shared';
import { type PillTone, StatusPill } from './status-pill.tsx';

/** The admin screens' statuses, each on the one StatusPill with its tone. */

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

const PROVIDER_TONES: Record<ProviderStatus, PillTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** A provider's registration (DESIGN.md "Provider approval"). */
export function ProviderStatusPill({ status }: { status: ProviderStatus }) {
  return <StatusPill tone={PROVIDER_TONES[status]} label={PROVIDER_STATUS_LABELS[status]} />;
}

const PROVIDER_CARD_TONES: Record<ProviderCardStatusLabel, PillTone> = {
  Rejected: 'danger',
  'Email not confirmed': 'warning',
  Pending: 'warning',
  Inactive: 'danger',
  Active: 'success',
};

/** A provider card's one status (decision 125: `providerCardStatus`). */
export function ProviderCardStatusPill({ label }: { label: ProviderCardStatusLabel }) {
  return <StatusPill tone={PROVIDER_CARD_TONES[label]} label={label} />;
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

/**
 * An event's status in the admin lists: "Past" once a one-time event's night has gone by in its
 * venue's time zone (decision 100), else its active flag.
 */
export function EventStatusPill({ isActive, isPast }: { isActive: boolean; isPast: boolean }) {
  return isPast ? <StatusPill tone="muted" label="Past" /> : <ActivePill isActive={isActive} />;
}

/** An event's or a provider's active flag. */
export function ActivePill({ isActive }: { isActive: boolean }) {
  return (
    <StatusPill tone={isActive ? 'accent' : 'danger'} label={isActive ? 'Active' : 'Inactive'} />
  );
}

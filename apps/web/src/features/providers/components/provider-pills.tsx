import { type ContactBadge, PROVIDER_STATUS_LABELS, type ProviderStatus } from '@trivia/shared';
import type { ReactNode } from 'react';

const TONES = {
  success: 'border-success/50 bg-success-bg text-success',
  warning: 'border-warning/50 bg-warning-bg text-warning',
  danger: 'border-danger/50 bg-danger-bg text-danger',
  neutral: 'border-border bg-surface-2 text-fg',
  accent: 'border-accent bg-accent text-accent-fg',
} as const;

function Pill({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

const BADGE_TONES: Record<ContactBadge, keyof typeof TONES> = {
  Complete: 'success',
  'Phone Only': 'neutral',
  'Research Needed': 'warning',
  'No Contact': 'danger',
};

/** The completeness badge of spec §4. */
export function ContactBadgePill({ badge }: { badge: ContactBadge }) {
  return <Pill tone={BADGE_TONES[badge]}>{badge}</Pill>;
}

const STATUS_TONES: Record<ProviderStatus, keyof typeof TONES> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

export function StatusPill({ status }: { status: ProviderStatus }) {
  return <Pill tone={STATUS_TONES[status]}>{PROVIDER_STATUS_LABELS[status]}</Pill>;
}

export function ActivePill({ isActive }: { isActive: boolean }) {
  return <Pill tone="neutral">{isActive ? 'Active' : 'Inactive'}</Pill>;
}

/** A registration whose notification nobody has read yet. */
export function NewPill() {
  return <Pill tone="accent">New</Pill>;
}

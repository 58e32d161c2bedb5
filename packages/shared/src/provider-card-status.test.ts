import { describe, expect, it } from 'vitest';
import { providerCardStatus } from './provider-card-status.ts';

const base = { status: 'approved', isActive: true, awaitingEmailConfirmation: false } as const;

describe('providerCardStatus', () => {
  it('shows an approved, active provider as Active', () => {
    expect(providerCardStatus(base)).toEqual({ label: 'Active', explanation: null });
  });

  it('shows an approved provider switched off as Inactive', () => {
    expect(providerCardStatus({ ...base, isActive: false }).label).toBe('Inactive');
  });

  it('puts a pending registration before its inactive flag, and explains it', () => {
    const pending = providerCardStatus({ ...base, status: 'pending', isActive: false });
    expect(pending.label).toBe('Pending');
    expect(pending.explanation).toBe(
      'Waiting for a platform admin to approve or reject this registration.',
    );
  });

  it('says Email not confirmed rather than Pending while the email waits', () => {
    expect(
      providerCardStatus({
        ...base,
        status: 'pending',
        isActive: false,
        awaitingEmailConfirmation: true,
      }).label,
    ).toBe('Email not confirmed');
  });

  it('puts Rejected before everything', () => {
    expect(
      providerCardStatus({ ...base, status: 'rejected', awaitingEmailConfirmation: true }).label,
    ).toBe('Rejected');
  });
});

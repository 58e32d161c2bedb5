import type { ProviderStatus } from './constants.ts';

export type ProviderCardStatusLabel =
  | 'Rejected'
  | 'Email not confirmed'
  | 'Pending'
  | 'Inactive'
  | 'Active';

export interface ProviderCardStatus {
  label: ProviderCardStatusLabel;
  /** What the status means, in a sentence, for the statuses that wait on someone. */
  explanation: string | null;
}

/**
 * The one status a provider card shows (decision 125), where it showed registration,
 * email and active flag at once. First that applies: Rejected; Email not confirmed (a pending
 * registration nobody can act on yet); Pending (waiting for a platform admin); Inactive; Active.
 * Contact completeness is a second, separate fact and is not folded in.
 */
export function providerCardStatus(provider: {
  status: ProviderStatus;
  isActive: boolean;
  awaitingEmailConfirmation: boolean;
}): ProviderCardStatus {
  if (provider.status === 'rejected') return { label: 'Rejected', explanation: null };
  if (provider.status === 'pending') {
    return provider.awaitingEmailConfirmation
      ? {
          label: 'Email not confirmed',
          explanation: 'Registered, but has not confirmed their email address yet.',
        }
      : {
          label: 'Pending',
          explanation: 'Waiting for a platform admin to approve or reject this registration.',
        };
  }
  return provider.isActive
    ? { label: 'Active', explanation: null }
    : { label: 'Inactive', explanation: null };
}

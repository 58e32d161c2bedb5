import type { VerificationStatus } from '@trivia/shared';

/** What the venues list shows: the list request and its query key. */
export interface VenueListParams {
  q: string;
  /** Only venues with this status. */
  status: VerificationStatus | undefined;
  page: number;
}

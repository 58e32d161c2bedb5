import type { DayOfWeek } from '@trivia/shared';

/** What the events list is filtered by, and its page: the list request and its query key. */
export interface EventFilters {
  day: DayOfWeek | undefined;
  venueId: string | undefined;
  /** A provider's id, or 'self'. */
  providerId: string | undefined;
  /** Venue name or event type. */
  q: string | undefined;
  /** 'Nashville, TN'. */
  town: string | undefined;
  page: number;
}

import type { FeedCancelledNight, FeedEvent, FeedProblem, FeedVenue } from '@trivia/shared';
import type { EventRow, PlanEvent } from './event-reads.ts';

/** The shape of a feed's plan (`plan.ts` makes it, `apply.ts` stores it, `changes.ts` tells it). */

export interface PlannedEvent {
  key: string;
  incoming: FeedEvent;
  /**
   * waiting / declined: another host's event is in its slot, and its managers are asked or said
   * no (decision 150); leftAlone: the feed keeps it, but another provider runs it now.
   */
  outcome: 'new' | 'changed' | 'unchanged' | 'waiting' | 'declined' | 'leftAlone';
  /**
   * Ours to change: the event the feed keeps, one typed in by hand that it may take over, or a
   * kept one that moved (decision 151). Null for the other outcomes.
   */
  existing: EventRow | null;
  /** waiting / declined: the other host's event; leftAlone: the kept event. Never changed. */
  other: EventRow | null;
  fields: string[];
  /** Nights from today that the source cancels and that are not cancelled here yet. */
  cancel: FeedCancelledNight[];
}

export interface PlannedVenue {
  key: string;
  incoming: FeedVenue;
  /** linked: the feed's venue is ours already; matched: found now; uncertain: for a person. */
  outcome: 'linked' | 'matched' | 'new' | 'uncertain';
  venueId: string | null;
  venueName: string | null;
  /** A venue renamed at the source (decision 151): the key its link had. */
  rekeyedFrom: string | null;
  candidates: { venueId: string; score: number }[];
  /** A new venue's place (feed coordinates, else the offline gazetteer). */
  location: { latitude: number; longitude: number; timezone: string } | null;
  events: PlannedEvent[];
}

export interface FeedPlan {
  venues: PlannedVenue[];
  /** Active events the feed keeps, still its provider's, that the read no longer names. */
  gone: PlanEvent[];
  problems: FeedProblem[];
  /**
   * Decision 150, by the events asked about: questions not stored yet, and stored ones the read
   * no longer asks.
   */
  questions: { fresh: string[]; withdrawn: string[] };
}

export interface FeedRef {
  id: string;
  providerId: string;
}

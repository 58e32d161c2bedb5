/**
 * Who may see and change what, as the server reads it: the SQL of the shared rules' scopes and the
 * facts those rules need for one venue or event (packages/shared/src/permissions.ts holds the rules
 * themselves; decisions 026, 185).
 */
export { EVENT_NOT_FOUND, type EventRow, requireEvent } from './event-facts.ts';
export {
  eventsInScope,
  managedEventsCondition,
  managedVenuesCondition,
  venuesInScope,
} from './scopes.ts';
export {
  loadVenueFacts,
  permissionsFor,
  requireVenue,
  VENUE_NOT_FOUND,
  type VenueRow,
  venueFactsColumns,
} from './venue-facts.ts';

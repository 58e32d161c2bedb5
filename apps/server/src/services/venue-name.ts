import type { VenueRow } from './access/index.ts';

/** The name people see: Google's when the venue came from Google, else the original. */
export function displayName(venue: Pick<VenueRow, 'googleName' | 'nameOriginal'>): string {
  return venue.googleName ?? venue.nameOriginal;
}

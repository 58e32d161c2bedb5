import type { VenueListParams } from './venue-list-params.ts';

/** Query keys of the venue screens; every change to a venue invalidates `venueKeys.all`. */
export const venueKeys = {
  all: ['venues'] as const,
  list: (params: VenueListParams) => ['venues', 'list', params] as const,
  detail: (venueId: string) => ['venues', 'detail', venueId] as const,
  mine: ['venues', 'mine'] as const,
};

/** The dashboard counts venues too; it lives in another feature, so its key is named here. */
export const DASHBOARD_KEY = ['dashboard'] as const;

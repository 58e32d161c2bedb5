/**
 * Venues as managers and admins see and change them.
 * The domain's one entry: other code imports only this file (decision 184).
 */
export { createVenue, resolveLocation } from './create-venue.ts';
export { getDashboard } from './dashboard.ts';
export { deleteVenue } from './delete-venue.ts';
export { getVenue } from './get-venue.ts';
export { importVenues, importVenuesAsOperator } from './import-venues.ts';
export { listAdminVenues } from './list-admin-venues.ts';
export { locateAddress } from './locate-address.ts';
export { mergeVenues } from './merge-venues.ts';
export { listMyVenues } from './my-venues.ts';
export { updateVenue } from './update-venue.ts';

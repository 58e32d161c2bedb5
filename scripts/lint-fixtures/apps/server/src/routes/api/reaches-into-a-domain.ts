import { createVenue } from '../../services/venues/create-venue.ts';

export const handlers = { createVenue };

import { checkHealth } from '../../services/health.ts';
import { createVenue } from '../../services/venues/index.ts';

export const handlers = { checkHealth, createVenue };

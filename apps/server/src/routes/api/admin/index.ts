import type { FastifyPluginAsync } from 'fastify';
import { requireAdminArea } from '../../../lib/guards.ts';
import { activityRoutes } from './activity.ts';
import { confirmationRoutes } from './confirmations.ts';
import { duplicateVenueRoutes } from './duplicates.ts';
import { embedRoutes } from './embeds.ts';
import { eventRoutes } from './events.ts';
import { feedRoutes } from './feeds.ts';
import { adminJobRoutes } from './jobs.ts';
import { adminTeamRoutes } from './night-teams.ts';
import { notificationRoutes } from './notifications.ts';
import { providerRoutes } from './providers.ts';
import { adminReportRoutes } from './reports.ts';
import { adminResultRoutes } from './results.ts';
import { adminSeasonRoutes } from './seasons.ts';
import { adminTeamMergeRoutes } from './team-merges.ts';
import { adminVenueRoutes } from './venues.ts';
import { adminVitalsRoutes } from './vitals.ts';

/**
 * Everything under /api/admin: signed-in users admitted to the admin area only (401 for nobody,
 * 403 for a provider awaiting approval), before any route runs. Each route then checks its own
 * permission with the rules of packages/shared.
 */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (request) => {
    await requireAdminArea(request);
  });
  await app.register(notificationRoutes);
  // Before /venues/:venueId: 'duplicates' is not a venue id.
  await app.register(duplicateVenueRoutes);
  await app.register(adminVenueRoutes);
  await app.register(eventRoutes);
  await app.register(providerRoutes);
  await app.register(activityRoutes);
  await app.register(confirmationRoutes);
  await app.register(adminReportRoutes);
  await app.register(adminTeamRoutes);
  await app.register(adminResultRoutes);
  await app.register(adminSeasonRoutes);
  await app.register(adminTeamMergeRoutes);
  await app.register(feedRoutes);
  await app.register(embedRoutes);
  await app.register(adminJobRoutes);
  await app.register(adminVitalsRoutes);
};

import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from './admin/index.ts';
import { emailVerificationRoutes } from './email-verification.ts';
import { feedSchemaRoutes } from './feed-schema.ts';
import { followRoutes } from './follows.ts';
import { geocodingRoutes } from './geocoding.ts';
import { healthRoutes } from './health.ts';
import { meRoutes } from './me.ts';
import { nightLinkRoutes } from './night-links.ts';
import { placeRoutes } from './places.ts';
import { profileRoutes } from './profile.ts';
import { publicApiRoutes } from './public-api.ts';
import { publicConfigRoutes } from './public-config.ts';
import { registrationRoutes } from './registrations.ts';
import { reportRoutes } from './reports.ts';
import { resultRoutes } from './results.ts';
import { rsvpRoutes } from './rsvps.ts';
import { teamRoutes } from './team.ts';
import { venueRoutes } from './venues.ts';
import { vitalsRoutes } from './vitals.ts';

/** Every API route, mounted under `/api`. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(publicApiRoutes, {
    publicUrl: app.config.publicUrl,
    rateLimitPerMinute: app.config.publicApiRateLimit,
  });
  await app.register(healthRoutes);
  await app.register(publicConfigRoutes);
  await app.register(feedSchemaRoutes);
  await app.register(meRoutes);
  await app.register(registrationRoutes);
  await app.register(profileRoutes);
  await app.register(emailVerificationRoutes);
  await app.register(teamRoutes);
  await app.register(geocodingRoutes);
  await app.register(placeRoutes);
  await app.register(venueRoutes);
  await app.register(nightLinkRoutes);
  await app.register(reportRoutes);
  await app.register(rsvpRoutes);
  await app.register(resultRoutes);
  await app.register(followRoutes);
  await app.register(vitalsRoutes);
  await app.register(adminRoutes, { prefix: '/admin' });
};

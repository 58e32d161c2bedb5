import {
  CityPlaceParams,
  CityPlaceResponse,
  ProviderPageParams,
  ProviderPageResponse,
  VenuePageParams,
  VenuePageResponse,
} from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendMoved } from '../../lib/send-page.ts';
import { findCityPlace } from '../../services/city-pages.ts';
import { findProviderPage } from '../../services/provider-pages.ts';
import { findMovedVenueSlug, findVenuePage } from '../../services/venue-pages.ts';

export const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The place of a city page (`/trivia-near-{slug}`), for a city page the browser opens itself. */
  app.get(
    '/places/:slug',
    { schema: { params: CityPlaceParams, response: { 200: CityPlaceResponse } } },
    async (request) => ({ place: await findCityPlace({ slug: request.params.slug }) }),
  );

  /**
   * A venue page (`/trivia-at-{slug}`) the browser opens itself (a saved venue's too); `venue` is
   * null when unknown; a merged venue's slug redirects to the kept venue's (decision 158).
   */
  app.get(
    '/venue-pages/:slug',
    { schema: { params: VenuePageParams, response: { 200: VenuePageResponse } } },
    async (request, reply) => {
      const { slug } = request.params;
      const page = await findVenuePage({ db: await app.readDbFor(request), slug });
      const movedTo = page.venue
        ? null
        : await findMovedVenueSlug({ db: await app.readDbFor(request), slug });
      return movedTo ? sendMoved(request, reply, `/api/venue-pages/${movedTo}`) : page;
    },
  );

  /** A provider's page (`/trivia-by-{slug}`); `provider` is null when it has none. */
  app.get(
    '/provider-pages/:slug',
    { schema: { params: ProviderPageParams, response: { 200: ProviderPageResponse } } },
    async (request) =>
      findProviderPage({ db: await app.readDbFor(request), slug: request.params.slug }),
  );
};

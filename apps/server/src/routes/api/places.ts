import {
  CityPlaceParams,
  CityPlaceResponse,
  VenuePageParams,
  VenuePageResponse,
} from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findCityPlace } from '../../services/city-pages.ts';
import { findVenuePage } from '../../services/venue-pages.ts';

export const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The place of a city page (`/trivia-near-{slug}`), for a city page the browser opens itself. */
  app.get(
    '/places/:slug',
    { schema: { params: CityPlaceParams, response: { 200: CityPlaceResponse } } },
    async (request) => ({ place: await findCityPlace({ slug: request.params.slug }) }),
  );

  /** A venue page (`/trivia-at-{slug}`) the browser opens itself; `venue` is null when unknown. */
  app.get(
    '/venue-pages/:slug',
    { schema: { params: VenuePageParams, response: { 200: VenuePageResponse } } },
    async (request) => findVenuePage({ db: app.db, slug: request.params.slug }),
  );
};

import { CityPlaceParams, CityPlaceResponse } from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findCityPlace } from '../../services/city-pages.ts';

export const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The place of a city page (`/trivia-near-{slug}`), for a city page the browser opens itself. */
  app.get(
    '/places/:slug',
    { schema: { params: CityPlaceParams, response: { 200: CityPlaceResponse } } },
    async (request) => ({ place: await findCityPlace({ slug: request.params.slug }) }),
  );
};

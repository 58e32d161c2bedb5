import {
  CityPlaceParams,
  EmbedQuery,
  normalizeAccent,
  ProviderPageParams,
  paths,
  SeasonSlugParams,
  VenuePageParams,
} from '@trivia/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { dataVersionReaderOf } from '../db/data-version.ts';
import {
  type EmbedView,
  findNearEmbed,
  findProviderEmbed,
  findVenueEmbed,
} from '../embeds/embed-view.ts';
import { type EmbedLook, renderEmbed, renderEmbedNotFound } from '../embeds/render-embed.ts';
import { renderStandingsEmbed } from '../embeds/render-standings.ts';
import { sendRenderedPage } from '../lib/send-page.ts';
import { findCityPlace } from '../services/city-pages.ts';
import { movedPage, PageCache, type PageRender, utcHour } from '../services/page-cache.ts';
import { findSeasonStandings } from '../services/seasons/index.ts';
import { findMovedVenueSlug } from '../services/venue-pages.ts';

export interface EmbedRoutesOptions {
  publicUrl: string;
}

/** Embeds kept apart from the pages: a flood of accents cannot push the city pages out. */
const EMBED_CACHE_BYTES = 8 * 1024 * 1024;

/**
 * Embed pages (decisions 138 and 139): `/embed/venue/{slug}`, `/embed/provider/{slug}`,
 * `/embed/near/{city-slug}` and a season's `/embed/standings/{slug}` (decision 207), rendered on the server without React and kept as the city pages
 * are (decision 072): by what they show, their look and the data version, sent with an ETag. The
 * security plugin lets any site frame them, and only them.
 */
export const embedRoutes: FastifyPluginAsyncZod<EmbedRoutesOptions> = async (
  app,
  { publicUrl },
) => {
  const pages = new PageCache(EMBED_CACHE_BYTES);

  /**
   * A kept embed, or one rendered now; 304 to a browser that holds it (as the pages). Read from a
   * replica or the primary, and kept under that database's data version (decision 194).
   */
  const sendEmbed = async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    render: (db: Db) => Promise<PageRender>,
  ) => {
    const db = await app.readDbFor(request);
    const version = await dataVersionReaderOf(db).read();
    return sendRenderedPage(request, reply, await pages.page(key, version, () => render(db)));
  };

  /** The look a query asks for, and its part of the key: one spelling per look. */
  function lookOf(query: EmbedQuery): { look: EmbedLook; key: string } {
    const look = { theme: query.theme, accent: normalizeAccent(query.accent) };
    return { look, key: `${look.theme}|${look.accent ?? ''}` };
  }

  /** A view's page, or the small 404 page (not kept: a mistyped slug renders each time). */
  const pageOf = (view: EmbedView | null, look: EmbedLook): PageRender =>
    view
      ? { status: 200, html: renderEmbed(view, look, publicUrl), keep: true }
      : { status: 404, html: renderEmbedNotFound(look, publicUrl), keep: false };

  app.get(
    '/embed/venue/:slug',
    { schema: { params: VenuePageParams, querystring: EmbedQuery } },
    (request, reply) => {
      const { slug } = request.params;
      const { look, key } = lookOf(request.query);
      // Within one UTC hour every venue's local date is one (as its page's key).
      return sendEmbed(request, reply, `venue:${slug}|${key}|${utcHour()}`, async (db) => {
        const view = await findVenueEmbed({ db, slug });
        // A merged venue's embed, still on a bar's site, shows the kept venue's (decision 158).
        const movedTo = view ? null : await findMovedVenueSlug({ db, slug });
        return movedTo ? movedPage(paths.embed.venue(movedTo)) : pageOf(view, look);
      });
    },
  );

  app.get(
    '/embed/provider/:slug',
    { schema: { params: ProviderPageParams, querystring: EmbedQuery } },
    (request, reply) => {
      const { slug } = request.params;
      const { look, key } = lookOf(request.query);
      return sendEmbed(request, reply, `provider:${slug}|${key}|${utcHour()}`, async (db) =>
        pageOf(await findProviderEmbed({ db, slug }), look),
      );
    },
  );

  // A season's standings (decision 207): no local date in it, only the data version.
  app.get(
    '/embed/standings/:slug',
    { schema: { params: SeasonSlugParams, querystring: EmbedQuery } },
    (request, reply) => {
      const { slug } = request.params;
      const { look, key } = lookOf(request.query);
      return sendEmbed(request, reply, `standings:${slug}|${key}`, async (db) => {
        const standings = await findSeasonStandings({ db, slug });
        return standings
          ? { status: 200, html: renderStandingsEmbed(standings, look, publicUrl), keep: true }
          : pageOf(null, look);
      });
    },
  );

  app.get(
    '/embed/near/:slug',
    { schema: { params: CityPlaceParams, querystring: EmbedQuery } },
    (request, reply) => {
      const { slug } = request.params;
      const { look, key } = lookOf(request.query);
      // Within one UTC hour every US place has one local date: the place is found only to render.
      return sendEmbed(request, reply, `near:${slug}|${key}|${utcHour()}`, async (db) => {
        const place = await findCityPlace({ slug });
        return pageOf(place ? await findNearEmbed({ db, place }) : null, look);
      });
    },
  );
};

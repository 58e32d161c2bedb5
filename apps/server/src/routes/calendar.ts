import {
  CALENDAR_FEED_WEEKS,
  CITY_PAGE_PATTERN,
  CityCalendarQuery,
  CombinedCalendarQuery,
  PROVIDER_PAGE_PATTERN,
  paths,
  VENUE_PAGE_PATTERN,
  VenueCalendarQuery,
} from '@trivia/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { ifNoneMatchHolds, strongEtagOf } from '../lib/etag.ts';
import { sendMoved } from '../lib/send-page.ts';
import { calendarFeed } from '../seo/calendar.ts';
import { findCityFeedVenues } from '../services/city-feed.ts';
import { findCityPlace } from '../services/city-pages.ts';
import { findProviderNights } from '../services/provider-pages.ts';
import { findMovedVenueSlug, findVenueBySlug, findVenuesForFeed } from '../services/venue-pages.ts';

export interface CalendarRoutesOptions {
  publicUrl: string;
}

/** The start of today (UTC): every VEVENT's DTSTAMP, so that a feed's ETag holds for the day. */
function startOfDay(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * Sends a feed with its ETag, answering 304 when the calendar already holds this one (any tag of
 * its If-None-Match, weak or strong, or `*`; decision 177).
 */
function sendCalendar(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  filename: string,
  download: boolean,
) {
  const etag = strongEtagOf(body);
  reply
    .header('etag', etag)
    // Calendars poll subscriptions; an hour keeps them fresh enough for a cancellation.
    .header('cache-control', 'public, max-age=3600')
    .header('content-type', 'text/calendar; charset=utf-8')
    .header('content-disposition', `${download ? 'attachment' : 'inline'}; filename="${filename}"`);
  if (ifNoneMatchHolds(request.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.send(body);
}

/**
 * Calendar feeds (decision 051): a venue's next eight weeks of nights
 * (`/trivia-at-{slug}/calendar.ics`, or one night with `?night=`) and one feed for several venues
 * (`/calendar.ics?venues=`, the saved venues'; a merged venue's id or slug leads to the kept
 * venue, decision 158); a provider's nights at all its venues
 * (`/trivia-by-{slug}/calendar.ics`) and a city page's, narrowed by the list's own URL parameters
 * (`/trivia-near-{slug}/calendar.ics?radius=…`). Each kind of page has its own route, so that
 * each validates its own query.
 */
export const calendarRoutes: FastifyPluginAsyncZod<CalendarRoutesOptions> = async (
  app,
  { publicUrl },
) => {
  app.get(
    '/trivia-at-:slug/calendar.ics',
    { schema: { querystring: VenueCalendarQuery } },
    async (request, reply) => {
      const { slug } = request.params as { slug: string };
      const isVenueSlug = VENUE_PAGE_PATTERN.test(paths.venuePage(slug));
      const found = isVenueSlug
        ? await findVenueBySlug({
            db: await app.readDbFor(request),
            slug,
            weeks: CALENDAR_FEED_WEEKS,
          })
        : null;
      if (!found) {
        // A merged venue's subscription follows the kept venue's feed (decision 158).
        const movedTo = isVenueSlug
          ? await findMovedVenueSlug({ db: await app.readDbFor(request), slug })
          : null;
        if (movedTo) return sendMoved(request, reply, paths.venueCalendar(movedTo));
        throw AppError.notFound('There is no such venue.');
      }
      const { night } = request.query;
      const feed = calendarFeed({
        name: `Trivia at ${found.venue.name}`,
        venues: [found],
        publicUrl,
        night,
        now: startOfDay(),
      });
      if (night && feed.nights === 0) {
        throw AppError.notFound('There is no such night at this venue in the next eight weeks.');
      }
      const filename = night ? `${slug}-${night.slice(-10)}.ics` : `${slug}.ics`;
      return sendCalendar(request, reply, feed.body, filename, Boolean(night));
    },
  );

  app.get(
    '/calendar.ics',
    { schema: { querystring: CombinedCalendarQuery } },
    async (request, reply) => {
      const ids = request.query.venues;
      const { found, unknown } = await findVenuesForFeed({ db: await app.readDbFor(request), ids });
      if (unknown.length > 0) {
        throw AppError.invalid([
          { field: 'venues', message: `no venue has the ids ${unknown.join(', ')}` },
        ]);
      }
      const feed = calendarFeed({
        name: 'Saved trivia nights',
        venues: found,
        publicUrl,
        now: startOfDay(),
      });
      return sendCalendar(request, reply, feed.body, 'saved-trivia-nights.ics', false);
    },
  );

  app.get('/trivia-by-:slug/calendar.ics', async (request, reply) => {
    const { slug } = request.params as { slug: string };
    const { provider, venues } = PROVIDER_PAGE_PATTERN.test(paths.providerPage(slug))
      ? await findProviderNights({
          db: await app.readDbFor(request),
          slug,
          weeks: CALENDAR_FEED_WEEKS,
        })
      : { provider: null, venues: [] };
    if (!provider) throw AppError.notFound('There is no such trivia provider.');
    const feed = calendarFeed({
      name: `Trivia by ${provider.name}`,
      venues,
      publicUrl,
      now: startOfDay(),
    });
    return sendCalendar(request, reply, feed.body, `${slug}.ics`, false);
  });

  app.get(
    '/trivia-near-:slug/calendar.ics',
    { schema: { querystring: CityCalendarQuery } },
    async (request, reply) => {
      const { slug } = request.params as { slug: string };
      const place =
        slug !== 'me' && CITY_PAGE_PATTERN.test(paths.cityPage(slug))
          ? await findCityPlace({ slug })
          : null;
      if (!place) throw AppError.notFound('There is no such town or ZIP code.');
      const venues = await findCityFeedVenues({
        db: await app.readDbFor(request),
        place,
        query: request.query,
      });
      const feed = calendarFeed({
        name: `Trivia near ${place.name}`,
        venues,
        publicUrl,
        now: startOfDay(),
      });
      return sendCalendar(request, reply, feed.body, `trivia-near-${slug}.ics`, false);
    },
  );
};

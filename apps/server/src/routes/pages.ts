import {
  CITY_PAGE_PATTERN,
  CITY_PAGE_RADIUS_MILES,
  cityPageSearch,
  firstNightEndAfter,
  isClientRoute,
  NightReportInput,
  PROVIDER_PAGE_PATTERN,
  paths,
  RADIUS_CHOICES,
  ReportNightQuery,
  SeasonSlugParams,
  TeamPageParams,
  type TimedEvents,
  VENUE_PAGE_PATTERN,
} from '@trivia/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { dataVersionReaderOf } from '../db/data-version.ts';
import { AppError } from '../lib/app-error.ts';
import {
  NOT_BUILT_HTML,
  type PostedReport,
  pageHtml,
  type RenderData,
  type WebShell,
} from '../lib/html-shell.ts';
import { sendHtml, sendMoved, sendRenderedPage } from '../lib/send-page.ts';
import {
  BETA_HEAD,
  cityPageHead,
  NOT_FOUND_HEAD,
  type PageHead,
  providerPageHead,
  REPORT_HEAD,
  standingsPageHead,
  teamPageHead,
  UNKNOWN_PROVIDER_HEAD,
  UNKNOWN_STANDINGS_HEAD,
  UNKNOWN_TEAM_HEAD,
  UNKNOWN_VENUE_HEAD,
  unknownCityHead,
  venuePageHead,
} from '../seo/head.ts';
import { robotsTxt } from '../seo/robots.ts';
import { sitemapXml } from '../seo/sitemap.ts';
import { getOrCreateAuthSecret } from '../services/app-settings.ts';
import { findCityPageVenues, findCityPlace, listSitemapEntries } from '../services/city-pages.ts';
import { placeSlugFor } from '../services/geocoding.ts';
import { movedPage, PageCache, type PageRender, utcHour } from '../services/page-cache.ts';
import { findProviderPage, listProviderSitemapEntries } from '../services/provider-pages.ts';
import { findReportNight, submitNightReport } from '../services/reports/index.ts';
import { findSeasonStandings, listSeasonSitemapEntries } from '../services/seasons/index.ts';
import { findTeamPage } from '../services/team-pages.ts';
import {
  findMovedVenueSlug,
  findVenuePage,
  listVenueSitemapEntries,
} from '../services/venue-pages.ts';

export interface PageRoutesOptions {
  shell: WebShell | null;
  /** The address people use: canonical URLs, the sitemap, and the URL pages are rendered at. */
  publicUrl: string;
}

/**
 * Every page's HTML — 200 for a known client route, 404 for an unknown one so that crawlers see
 * it — with the home page and city pages rendered on the server (decision 025); the sitemap,
 * robots.txt and the `/trivia-near-me` redirect. Unknown `/api/*` paths answer a JSON 404.
 */
export const pageRoutes = fp<PageRoutesOptions>(
  async (app: FastifyInstance, { shell, publicUrl }) => {
    const pages = new PageCache();
    const sendShell = (reply: FastifyReply, status: number, head?: PageHead) =>
      shell
        ? sendHtml(reply, status, pageHtml(shell.html, { head }))
        : sendHtml(reply, 503, NOT_BUILT_HTML);

    /** Renders a page on the server; without the renderer (or if it fails) the browser does. */
    async function renderPage(
      request: FastifyRequest,
      {
        status,
        head,
        data,
        url = request.url,
        islands = false,
        venues,
      }: {
        status: number;
        head?: PageHead;
        data?: RenderData;
        url?: string;
        /**
         * A page of islands (decision 189): the public shell, whose script hydrates only the
         * marked controls from their own props; the page carries no query cache.
         */
        islands?: boolean;
        /** The venues whose nights it judges as it renders: kept until one ends (decision 219). */
        venues?: readonly TimedEvents[];
      },
    ): Promise<PageRender> {
      if (!shell) return { status: 503, html: NOT_BUILT_HTML, keep: false };
      const expiresAt = venues && firstNightEndAfter(venues, Date.now());
      const islandShell = islands ? shell.publicHtml : null;
      let rendered: { html: string; state: unknown } | null = null;
      try {
        const pageData = islandShell ? { ...data, islands: true } : data;
        rendered = (await shell.renderer?.render(`${publicUrl}${url}`, pageData)) ?? null;
      } catch (error) {
        request.log.error({ err: error }, 'server rendering failed; the browser will render');
      }
      // A page of islands without its markup would be blank: the whole app renders it instead.
      if (islandShell && rendered) {
        const html = pageHtml(islandShell, { head, body: rendered.html });
        return { status, html, keep: true, expiresAt };
      }
      return {
        status,
        expiresAt,
        html: pageHtml(shell.html, { head, body: rendered?.html, state: rendered?.state }),
        // A page the browser had to render is not kept: the next request tries again.
        keep: rendered !== null || !shell.renderer,
      };
    }

    /**
     * A rendered page from memory (decision 072): kept by `key` (what it shows) and the data
     * version, sent with its ETag, and 304 to a browser that holds it. A URL with a query string
     * is rendered each time (it is not a page people link to, and it would fill the cache).
     * Read from a replica or the primary, and kept under that database's version (decision 194).
     */
    async function sendPage(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      render: (db: Db) => Promise<PageRender>,
    ) {
      const db = await app.readDbFor(request);
      if (request.url.includes('?')) {
        const { status, html, location } = await render(db);
        if (location) return sendMoved(request, reply, location);
        return sendHtml(reply, status, html);
      }
      const version = await dataVersionReaderOf(db).read();
      return sendRenderedPage(request, reply, await pages.page(key, version, () => render(db)));
    }

    // The splash is a page of islands (decision 212); an address with a query (a list, the manual
    // screen) is the whole app's.
    app.get('/', (request, reply) =>
      sendPage(request, reply, `home|${utcHour()}`, () =>
        renderPage(request, { status: 200, islands: !request.url.includes('?') }),
      ),
    );

    // Crawlers follow this too (spec §2).
    app.get(paths.triviaNearMe, (_request, reply) => reply.redirect(paths.home, 301));

    app.get('/robots.txt', (_request, reply) =>
      reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(robotsTxt(publicUrl)),
    );

    app.get('/sitemap.xml', async (request, reply) => {
      const db = await app.readDbFor(request);
      const entries = [
        ...(await listSitemapEntries({ db })),
        ...(await listVenueSitemapEntries({ db })),
        ...(await listProviderSitemapEntries({ db })),
        ...(await listSeasonSitemapEntries({ db })),
      ];
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(sitemapXml(entries, publicUrl));
    });

    /** A list's radius its address chose (`?radius=50`), as the list reads it; else the default. */
    function listRadiusOf(request: FastifyRequest): number {
      const query = new URLSearchParams(request.url.split('?')[1] ?? '').get('radius');
      return RADIUS_CHOICES.find((choice) => String(choice) === query) ?? CITY_PAGE_RADIUS_MILES;
    }

    async function sendCityPage(request: FastifyRequest, reply: FastifyReply, slug: string) {
      const place = await findCityPlace({ slug });
      if (!place) {
        return sendPage(request, reply, `city:${slug}`, () =>
          renderPage(request, {
            status: 404,
            head: unknownCityHead(slug),
            data: { city: { slug, response: { place: null } } },
          }),
        );
      }
      const radiusMiles = listRadiusOf(request);
      return sendPage(request, reply, `city:${slug}|${place.today}`, async (db) => {
        const nearby = await findCityPageVenues({ db, place, radiusMiles });
        // A page of islands (decision 213): its list is the server's; only its controls hydrate.
        return renderPage(request, {
          status: 200,
          venues: nearby.venues,
          head: cityPageHead({ place, nearby, publicUrl }),
          data: {
            city: { slug, response: { place } },
            nearby: { params: cityPageSearch(place, radiusMiles), response: nearby },
          },
          islands: true,
        });
      });
    }

    /**
     * `/trivia-at-{slug}`: a venue's page; 404 for an unknown or deleted venue, 301 to
     * the kept venue's page for a merged one (decision 158).
     */
    async function sendVenuePage(request: FastifyRequest, reply: FastifyReply, slug: string) {
      // Within one UTC hour every venue's local date is one: the hour keys its week.
      return sendPage(request, reply, `venue:${slug}|${utcHour()}`, async (db) => {
        const page = await findVenuePage({ db, slug });
        const { venue } = page;
        const movedTo = venue ? null : await findMovedVenueSlug({ db, slug });
        if (movedTo) return movedPage(paths.venuePage(movedTo));
        return renderPage(request, {
          status: venue ? 200 : 404,
          venues: venue ? [{ timezone: venue.timezone, events: page.events }] : [],
          head: venue ? venuePageHead({ page: { ...page, venue }, publicUrl }) : UNKNOWN_VENUE_HEAD,
          data: { venue: { slug, response: page } },
          islands: true,
        });
      });
    }

    /** `/trivia-by-{slug}`: a provider's page; 404 when it has none (decision 137). */
    async function sendProviderPage(request: FastifyRequest, reply: FastifyReply, slug: string) {
      // As a venue page's: within one UTC hour every venue's local date is one.
      return sendPage(request, reply, `provider:${slug}|${utcHour()}`, async (db) => {
        const page = await findProviderPage({ db, slug });
        const { provider } = page;
        return renderPage(request, {
          status: provider ? 200 : 404,
          venues: page.venues.map(({ venue, events }) => ({ timezone: venue.timezone, events })),
          head: provider
            ? providerPageHead({ page: { ...page, provider }, publicUrl })
            : UNKNOWN_PROVIDER_HEAD,
          data: { provider: { slug, response: page } },
          islands: true,
        });
      });
    }

    /** `/standings/{slug}`: a season's standings (decision 207), a page of islands with none. */
    app.get('/standings/:slug', (request, reply) => {
      const params = SeasonSlugParams.safeParse(request.params);
      if (!params.success) return sendShell(reply, 404, UNKNOWN_STANDINGS_HEAD);
      const { slug } = params.data;
      return sendPage(request, reply, `standings:${slug}`, async (db) => {
        const standings = await findSeasonStandings({ db, slug });
        if (!standings) return renderPage(request, { status: 404, head: UNKNOWN_STANDINGS_HEAD });
        return renderPage(request, {
          status: 200,
          head: standingsPageHead({ standings, publicUrl }),
          data: { standings: { slug, response: standings } },
          islands: true,
        });
      });
    });

    /**
     * `/trivia-by-{slug}/teams/{team}` and `/trivia-at-{slug}/teams/{team}`: a team's page at a
     * provider or a venue (decision 211), a page of islands with none.
     */
    app.get('/:page/teams/:team', (request, reply) => {
      const { page, team } = request.params as { page: string; team: string };
      if (page === 'api') throw AppError.notFound(`There is no GET ${request.url.split('?')[0]}.`);
      const owner = /^trivia-(by|at)-(.+)$/.exec(page);
      const params = TeamPageParams.safeParse({
        kind: owner?.[1] === 'by' ? 'provider' : 'venue',
        slug: owner?.[2],
        team,
      });
      if (!owner || !params.success) return sendShell(reply, 404, UNKNOWN_TEAM_HEAD);
      const { kind, slug } = params.data;
      return sendPage(request, reply, `team:${kind}:${slug}:${params.data.team}`, async (db) => {
        const response = await findTeamPage({ db, ...params.data });
        if (!response) return renderPage(request, { status: 404, head: UNKNOWN_TEAM_HEAD });
        return renderPage(request, {
          status: 200,
          head: teamPageHead({ page: response, publicUrl }),
          data: { team: { kind, slug, team: params.data.team, response } },
          islands: true,
        });
      });
    });

    // The manual screen's form without its script (decision 093): the best match's city page.
    app.get('/find', async (request, reply) => {
      const query = new URLSearchParams(request.url.split('?')[1] ?? '').get('q') ?? '';
      const slug = await placeSlugFor({ text: query.slice(0, 200) });
      return reply.redirect(slug ? paths.cityPage(slug) : `${paths.home}?manual=1`, 303);
    });

    /** `/report` (decision 093): the page of one night's report, with a refused form's message. */
    async function sendReportPage(
      request: FastifyRequest,
      reply: FastifyReply,
      night: { eventId: string; date: string },
      posted?: PostedReport & { status: number },
    ) {
      try {
        const found = await findReportNight({ db: app.db, ...night });
        const page = await renderPage(request, {
          status: posted?.status ?? 200,
          head: REPORT_HEAD,
          data: { report: { night: found, ...(posted ? { posted } : {}) } },
          // A refused form renders the page of its night (its URL has the night; a post's has not).
          ...(posted ? { url: paths.report(night) } : {}),
        });
        return sendHtml(reply, page.status, page.html);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return sendShell(reply, error.statusCode, NOT_FOUND_HEAD);
      }
    }

    app.get('/report/:eventId/:date', (request, reply) => {
      const { eventId, date } = request.params as { eventId: string; date: string };
      const query = ReportNightQuery.safeParse({ event: eventId, date });
      if (!query.success) return sendShell(reply, 404, NOT_FOUND_HEAD);
      return sendReportPage(request, reply, { eventId: query.data.event, date: query.data.date });
    });

    // The report page's form, posted without the page's script: the report is sent as the API
    // sends it (same checks, same limits), then the page says so, or shows why not.
    const secret = app.config.authSecret ?? (await getOrCreateAuthSecret({ db: app.db }));
    await app.register((form, _options, done) => {
      form.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 16_384 },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      form.post(paths.report(), async (request, reply) => {
        const fields = (request.body ?? {}) as Record<string, string>;
        const about = ReportNightQuery.safeParse({ event: fields.eventId, date: fields.date });
        // Not a night at all: no page to answer with.
        if (!about.success) return sendShell(reply, 400, NOT_FOUND_HEAD);
        const night = { eventId: about.data.event, date: about.data.date };
        const values = {
          reason: fields.reason ?? '',
          note: fields.note ?? '',
          email: fields.email ?? '',
        };
        const refuse = (error: AppError) =>
          sendReportPage(request, reply, night, {
            values,
            error: error.message,
            status: error.statusCode,
          });
        const input = NightReportInput.safeParse(fields);
        if (!input.success) {
          return refuse(
            AppError.invalid(
              input.error.issues.map((issue) => ({
                field: issue.path.join('.') || 'form',
                message: issue.message,
              })),
            ),
          );
        }
        try {
          await submitNightReport({ db: app.db, input: input.data, address: request.ip, secret });
        } catch (error) {
          if (error instanceof AppError) return refuse(error);
          throw error;
        }
        return reply.redirect(`${paths.report(night)}?sent=1`, 303);
      });
      done();
    });

    // Every other page is a route (not the not-found handler), so that responses are compressed.
    app.get('/*', (request, reply) => {
      const rawPath = request.url.split('?')[0] ?? '/';
      const pathname = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
      if (pathname === '/api' || pathname.startsWith('/api/')) {
        throw AppError.notFound(`There is no ${request.method} ${pathname}.`);
      }
      const slug = CITY_PAGE_PATTERN.exec(pathname)?.[1];
      if (slug) return sendCityPage(request, reply, slug);
      const venueSlug = VENUE_PAGE_PATTERN.exec(pathname)?.[1];
      if (venueSlug) return sendVenuePage(request, reply, venueSlug);
      const providerSlug = PROVIDER_PAGE_PATTERN.exec(pathname)?.[1];
      if (providerSlug) return sendProviderPage(request, reply, providerSlug);
      if (pathname === paths.beta) return sendShell(reply, 200, BETA_HEAD);
      return isClientRoute(pathname)
        ? sendShell(reply, 200)
        : sendShell(reply, 404, NOT_FOUND_HEAD);
    });

    app.setNotFoundHandler((request: FastifyRequest) => {
      const pathname = request.url.split('?')[0] ?? '/';
      throw AppError.notFound(`There is no ${request.method} ${pathname}.`);
    });
  },
  { name: 'pages' },
);

import { VitalsBeacon } from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { readVitalRows, recordVitals } from '../../services/vitals/index.ts';

/** A beacon is a few hundred bytes; anything much larger is not one (decision 192). */
const BEACON_BYTES = 4096;

/**
 * POST /api/vitals: the public pages' Core Web Vitals beacons (decision 192). `sendBeacon` sends a
 * string as text/plain, so text/plain is read as JSON here as application/json is. A bad beacon is
 * a 400 naming the field before anything is read from or written to the database; a flood is a
 * 429; a counted one is a 204.
 */
export const vitalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: BEACON_BYTES },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(AppError.invalid([{ field: 'body', message: 'must be JSON' }]), undefined);
      }
    },
  );

  app.post(
    '/vitals',
    {
      bodyLimit: BEACON_BYTES,
      logLevel: 'warn',
      schema: { body: VitalsBeacon, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await recordVitals({ db: app.db, beacon: request.body, address: request.ip });
      return reply.status(204).send(null);
    },
  );

  // /metrics: p75, good share, visits and the slowest parts' shares (decision 202) by route
  // template, metric and window, read at scrape time from the same counts as the admin page. One
  // read serves the four gauges of a scrape.
  let lastRead: { at: number; rows: ReturnType<typeof readVitalRows> } | undefined;
  const rows = () => {
    if (!lastRead || Date.now() - lastRead.at > 1000) {
      lastRead = { at: Date.now(), rows: readVitalRows(app.db) };
    }
    return lastRead.rows;
  };
  const labelNames = ['route', 'metric', 'window'] as const;
  const samples = async (
    pick: (row: Awaited<ReturnType<typeof readVitalRows>>[number]) => number | null,
  ) =>
    (await rows()).flatMap((row) => {
      const value = pick(row);
      if (row.visits === 0 || value === null) return [];
      const labels = { route: row.route, metric: row.metric, window: `${row.windowDays}d` };
      return [{ labels, value }];
    });
  app.metrics.registerGauge({
    name: 'trivia_web_vitals_p75',
    help: "Our visitors' 75th percentile of a Core Web Vital (upper edge of its histogram bucket): milliseconds for LCP, INP and TTFB, unitless for CLS.",
    labelNames,
    read: () => samples((row) => row.p75),
  });
  app.metrics.registerGauge({
    name: 'trivia_web_vitals_good_ratio',
    help: 'Share (0-1) of visits whose Core Web Vital was good (LCP <= 2500 ms, INP <= 200 ms, CLS <= 0.1, TTFB <= 800 ms).',
    labelNames,
    read: () => samples((row) => row.goodShare),
  });
  app.metrics.registerGauge({
    name: 'trivia_web_vitals_visits',
    help: 'Visits that reported a Core Web Vital.',
    labelNames,
    read: () => samples((row) => row.visits),
  });
  app.metrics.registerGauge({
    name: 'trivia_web_vitals_slowest_part_ratio',
    help: 'Share (0-1) of the visits naming a slowest part of a Core Web Vital that named this one (LCP, INP and TTFB: the sub-part that took longest; CLS: the load state at the largest shift).',
    labelNames: ['route', 'metric', 'part', 'window'],
    read: async () =>
      (await rows()).flatMap((row) =>
        row.slowestParts.map(({ part, share }) => ({
          labels: { route: row.route, metric: row.metric, part, window: `${row.windowDays}d` },
          value: share,
        })),
      ),
  });
};

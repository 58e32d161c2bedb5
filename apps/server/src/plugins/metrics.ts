import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';

/** One value of a gauge read at scrape time. */
export interface GaugeSample {
  labels?: Record<string, string>;
  value: number;
}

export interface Metrics {
  /** This app's registry (not prom-client's global one: tests build many apps in one process). */
  registry: Registry;
  /**
   * A gauge whose values are read at every scrape. This is the hook for modules that own a count
   * the database knows (the jobs module: `trivia_job_queue_depth` by queue and state).
   */
  registerGauge(options: {
    name: string;
    help: string;
    labelNames?: readonly string[];
    read: () => Promise<GaugeSample[]>;
  }): void;
  /** A histogram another module observes (the jobs module: cancellation-to-mail delay). */
  registerHistogram(options: { name: string; help: string; buckets: number[] }): Histogram;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export interface MetricsOptions {
  database: Database;
  /** `METRICS_TOKEN`: a bearer token that opens /metrics from anywhere. */
  token: string | undefined;
  /** Node's own metrics (event loop lag, memory, GC): on in the server, off in tests. */
  collectProcessMetrics: boolean;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

function hasToken(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * From this machine: the client's address (`request.ip`, by the TRUST_PROXY rule, decision 162)
 * is loopback, and the request is not one a local proxy TRUST_PROXY does not name passed on: that
 * one carries an X-Forwarded-For nobody believed (`request.ips`, the addresses the rule walked,
 * stops at the socket's peer).
 */
function isLocal(request: FastifyRequest): boolean {
  if (!LOOPBACK.test(request.ip)) return false;
  const believedHeader = (request.ips?.length ?? 1) > 1;
  return believedHeader || request.headers['x-forwarded-for'] === undefined;
}

/**
 * Prometheus metrics at `/metrics` (prom-client): requests by method, route and status, their
 * durations, the database pool, Node's process metrics, and any gauge another module registers.
 * Answered only to this machine or with `Authorization: Bearer $METRICS_TOKEN` (decision 042).
 */
export const metricsPlugin = fp<MetricsOptions>(
  async (app: FastifyInstance, { database, token, collectProcessMetrics }) => {
    const registry = new Registry();
    if (collectProcessMetrics) collectDefaultMetrics({ register: registry });

    const labelNames = ['method', 'route', 'status'] as const;
    const requests = new Counter({
      name: 'trivia_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames,
      registers: [registry],
    });
    const durations = new Histogram({
      name: 'trivia_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status code.',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      };
      requests.inc(labels);
      durations.observe(labels, reply.elapsedTime / 1000);
    });

    const metrics: Metrics = {
      registry,
      registerGauge({ name, help, labelNames: gaugeLabels = [], read }) {
        new Gauge({
          name,
          help,
          labelNames: gaugeLabels,
          registers: [registry],
          async collect() {
            this.reset();
            for (const sample of await read()) this.set(sample.labels ?? {}, sample.value);
          },
        });
      },
      registerHistogram({ name, help, buckets }) {
        return new Histogram({ name, help, buckets, registers: [registry] });
      },
    };
    metrics.registerGauge({
      name: 'trivia_db_pool_connections',
      help: 'Connections of this process to the database: the pool size (max), open and in use.',
      labelNames: ['state'],
      read: async () => {
        const pool = await database.poolStats();
        return [
          { labels: { state: 'max' }, value: pool.max },
          { labels: { state: 'open' }, value: pool.open },
          { labels: { state: 'active' }, value: pool.active },
        ];
      },
    });
    app.decorate('metrics', metrics);

    app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
      if (!isLocal(request) && !hasToken(request, token)) {
        throw new AppError(
          'FORBIDDEN',
          'Metrics are answered only on this machine, or with the METRICS_TOKEN bearer token.',
        );
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['error-handler'] },
);

import compress from '@fastify/compress';
import Fastify, {
  type FastifyInstance,
  type FastifySchema,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { ReadPools } from './db/read-pools.ts';
import { loadWebShell } from './lib/html-shell.ts';
import { Readiness } from './lib/readiness.ts';
import {
  REQUEST_ID_HEADER,
  REQUEST_ID_LOG_KEY,
  requestIdGenerator,
  runWithRequestId,
  withRequestIdLogging,
} from './lib/request-id.ts';
import { trustFunction } from './lib/trust-proxy.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { originCheckPlugin } from './plugins/origin-check.ts';
import { readPoolsPlugin } from './plugins/read-pools.ts';
import { securityPlugin } from './plugins/security.ts';
import { staticFilesPlugin } from './plugins/static-files.ts';
import { oneClickUnsubscribeRoutes } from './routes/api/follows.ts';
import { apiRoutes } from './routes/api/index.ts';
import { calendarRoutes } from './routes/calendar.ts';
import { embedScriptRoutes } from './routes/embed-script.ts';
import { embedRoutes } from './routes/embeds.ts';
import { pageRoutes } from './routes/pages.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    readiness: Readiness;
    /** Every route of the app, as registered, with its schema (for tests and tooling). */
    routeTable: readonly RouteTableEntry[];
  }
}

export interface RouteTableEntry {
  method: string;
  url: string;
  /** The zod schemas it validates (`querystring`, `params`, `body`, …), if any. */
  schema?: FastifySchema;
}

/** gzip's level for answers compressed per request (decision 183). */
const DYNAMIC_GZIP_LEVEL = 3;
/** Answers up to this size are compressed in one call rather than through a stream (decision 183). */
const SYNC_COMPRESSION_BYTES = 128 * 1024;

/** The longest path parameter the router matches; every route's own limit is below it. */
export const MAX_PARAM_LENGTH = 200;

export interface BuildAppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Starting, migrating, ready, stopping: set by `server.ts`; an app built without it is ready. */
  readiness?: Readiness;
  /** The HTTP server to answer on (`server.ts` listens before migrating, decision 041). */
  serverFactory?: FastifyServerOptions['serverFactory'];
  /** Node's process metrics on /metrics (the server; not the many apps of a test run). */
  collectProcessMetrics?: boolean;
  /** Where public reads go (decision 194); without it, all to `database`. */
  reads?: ReadPools;
}

/**
 * Builds the whole application without listening, so that tests can call it with `inject`
 * (fastify/demo's `app.ts`). `server.ts` owns the process: configuration, lock, database, listen.
 */
export async function buildApp({
  config,
  database,
  logger,
  readiness = new Readiness(),
  serverFactory,
  collectProcessMetrics = false,
  reads = new ReadPools({ primary: database.db, replicas: [], maxLagSeconds: 0 }),
}: BuildAppOptions): Promise<FastifyInstance> {
  // One rule for the client's address (decision 162): `request.ip` everywhere, and the request id.
  const trustProxy = trustFunction(config.trustProxy);
  const app = Fastify({
    logger: withRequestIdLogging(logger ?? { level: config.logLevel }),
    bodyLimit: 1024 * 1024,
    // Past every path parameter's own limit (a slug's is 160), so that a long one reaches its
    // route and is refused naming it, or found, rather than finding no route (decision 178).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    trustProxy,
    genReqId: requestIdGenerator(trustProxy),
    logController: new LogController({ requestIdLogLabel: REQUEST_ID_LOG_KEY }),
    ...(serverFactory ? { serverFactory } : {}),
  }).withTypeProvider<ZodTypeProvider>();

  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    runWithRequestId(request.id, done);
  });
  app.addHook('onSend', async (_request, reply) => {
    // Draining after SIGTERM: answer, and have the client reconnect (to another process).
    if (readiness.state === 'stopping') reply.header('connection', 'close');
  });

  const routeTable: RouteTableEntry[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routeTable.push({ method, url: route.url, schema: route.schema });
    }
  });
  app.decorate('routeTable', routeTable);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('readiness', readiness);

  await app.register(errorHandlerPlugin);
  await app.register(metricsPlugin, {
    database,
    token: config.metricsToken,
    collectProcessMetrics,
  });
  await app.register(readPoolsPlugin, { reads });
  const shell = await loadWebShell(config.webDistDir);
  await app.register(securityPlugin, {
    config,
    inlineScriptHashes: shell?.inlineScriptHashes ?? [],
  });
  // Answers compressed per request prefer gzip: brotli prepares its default 4 MB window for each
  // one, which makes small answers such as the autocomplete slower than gzip does, for a few bytes
  // saved. Kept pages and built assets are compressed once, with brotli, by their own code
  // (decision 089). An answer made per request (the nearby search's is about 40 KB) is compressed
  // in one call at gzip level 3, not through a zlib stream made for it at level 6: in the search's
  // profile those were the server's largest cost, for a tenth fewer bytes (decision 183).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['gzip', 'br'],
    zlibOptions: { level: DYNAMIC_GZIP_LEVEL },
    syncThreshold: SYNC_COMPRESSION_BYTES,
  });
  await app.register(originCheckPlugin, { publicUrl: config.publicUrl });
  await app.register(authPlugin, { config });
  await app.register(jobsPlugin, { config });
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(oneClickUnsubscribeRoutes);
  await app.register(staticFilesPlugin, { webDistDir: config.webDistDir, isBuilt: shell !== null });
  await app.register(calendarRoutes, { publicUrl: config.publicUrl });
  await app.register(embedScriptRoutes, { webDistDir: config.webDistDir });
  await app.register(embedRoutes, { publicUrl: config.publicUrl });
  await app.register(pageRoutes, { shell, publicUrl: config.publicUrl });
  return app;
}

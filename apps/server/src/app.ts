import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { loadWebShell } from './lib/html-shell.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { originCheckPlugin } from './plugins/origin-check.ts';
import { securityPlugin } from './plugins/security.ts';
import { staticFilesPlugin } from './plugins/static-files.ts';
import { apiRoutes } from './routes/api/index.ts';
import { calendarRoutes } from './routes/calendar.ts';
import { pageRoutes } from './routes/pages.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    /** Every route of the app, as registered (for tests and tooling). */
    routeTable: readonly { method: string; url: string }[];
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Builds the whole application without listening, so that tests can call it with `inject`
 * (fastify/demo's `app.ts`). `server.ts` owns the process: configuration, lock, database, listen.
 */
export async function buildApp({
  config,
  database,
  logger,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  const routeTable: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });
  app.decorate('routeTable', routeTable);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);

  await app.register(errorHandlerPlugin);
  const shell = await loadWebShell(config.webDistDir);
  await app.register(securityPlugin, {
    config,
    inlineScriptHashes: shell?.inlineScriptHashes ?? [],
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(originCheckPlugin, { publicUrl: config.publicUrl });
  await app.register(authPlugin, { config });
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(staticFilesPlugin, { webDistDir: config.webDistDir, isBuilt: shell !== null });
  await app.register(calendarRoutes, { publicUrl: config.publicUrl });
  await app.register(pageRoutes, { shell, publicUrl: config.publicUrl });
  return app;
}

import fastifyStatic from '@fastify/static';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { ANCHOR_PATH, anchorRoute, STATIC_PREFIX } from './anchor.ts';

/**
 * The bench's own server process (decision 181): the whole app, built as `server.ts` builds it,
 * plus what only the bench serves beside it — the anchor's baseline route (bench/anchor.ts) and a
 * static file of the nearby answer's size from BENCH_STATIC_DIR, served as the app serves its built
 * assets (@fastify/static, pre-compressed variants). The database is migrated, filled and the
 * anchor installed by `bench/run.ts` before it starts. One process, so that every run of the
 * bench meets the same one.
 */

const config = loadConfig();
const database =
  config.database.kind === 'postgres'
    ? await openPostgres(config.database.url)
    : await openPglite(config.database.dataDir);
const app = await buildApp({ config, database, logger: { level: config.logLevel } });
anchorRoute(app, database);
await app.register(fastifyStatic, {
  root: process.env.BENCH_STATIC_DIR ?? '/nonexistent',
  prefix: STATIC_PREFIX,
  decorateReply: false,
  index: false,
  preCompressed: true,
});
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.info(`The bench's server is running at ${url} (anchor: ${ANCHOR_PATH})`);

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

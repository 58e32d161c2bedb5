import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The built SPA's files: hashed assets with a long cache life (pre-compressed variants when the
 * client accepts them); the service worker and the shell it precaches checked on every visit.
 * Pages themselves are answered by `routes/pages.ts`.
 */
export const staticFilesPlugin = fp<{ webDistDir: string; isBuilt: boolean }>(
  async (app: FastifyInstance, { webDistDir, isBuilt }) => {
    if (!isBuilt) {
      app.log.warn(`The web app is not built (${webDistDir}); run "npm run build".`);
      return;
    }
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        const name = path.basename(filePath);
        // The service worker and the shell it precaches must be checked on every visit, or an
        // update would wait for a stale copy to expire (docs/decisions/023).
        const isNoCache = name === 'sw.js' || name === 'index.html';
        res.header(
          'cache-control',
          isHashed
            ? 'public, max-age=31536000, immutable'
            : isNoCache
              ? 'no-cache'
              : 'public, max-age=0, must-revalidate',
        );
      },
    });
  },
  { name: 'static-files' },
);

import fs from 'node:fs/promises';
import path from 'node:path';
import { paths } from '@trivia/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ifNoneMatchHolds, strongEtagOf } from '../lib/etag.ts';

/** The loader's build sits next to the web build, as the server renderer's does: `apps/web/dist-embed`. */
export function embedScriptFile(webDistDir: string): string {
  return path.join(path.dirname(webDistDir), 'dist-embed', 'embed.js');
}

/**
 * `GET /embed.js` (decision 140): the loader other sites paste, read once at start-up.
 * Any site may load it (`Access-Control-Allow-Origin: *`, and a cross-origin resource policy, or
 * browsers refuse it to pages elsewhere); an hour's cache and an ETag keep a new version an hour
 * away at most. Before the web build, there is no such script (404), as there are no static files.
 */
export const embedScriptRoutes: FastifyPluginAsync<{ webDistDir: string }> = async (
  app,
  { webDistDir },
) => {
  const script = await fs.readFile(embedScriptFile(webDistDir)).catch(() => null);
  const etag = script ? strongEtagOf(script) : null;

  app.get(paths.embed.script, async (request, reply) => {
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin');
    if (!script || !etag) {
      return reply
        .status(404)
        .header('cache-control', 'no-store')
        .send('// The embed script is not built yet: run "npm run build".\n');
    }
    reply.header('cache-control', 'public, max-age=3600').header('etag', etag);
    if (ifNoneMatchHolds(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.send(script);
  });
};

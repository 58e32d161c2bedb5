import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isClientRoute } from '@trivia/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

/** The built SPA's HTML, read once at start-up. */
export interface WebShell {
  html: string;
  /** CSP sources for the inline scripts in the HTML. */
  inlineScriptHashes: string[];
}

/** Reads `index.html` from the web build, or null when the web app has not been built. */
export async function loadWebShell(webDistDir: string): Promise<WebShell | null> {
  let html: string;
  try {
    html = await fs.readFile(path.join(webDistDir, 'index.html'), 'utf8');
  } catch {
    return null;
  }
  const inlineScripts = [
    ...html.matchAll(
      /<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ];
  const inlineScriptHashes = inlineScripts.map(
    (match) =>
      `sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}`,
  );
  return { html, inlineScriptHashes };
}

const NOT_BUILT_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Trivia Near Me</title></head>
<body><h1>The web app is not built yet</h1><p>Run <code>npm run build</code>, then restart the server. The API is available under <code>/api</code>.</p></body></html>`;

export interface WebAppOptions {
  webDistDir: string;
  shell: WebShell | null;
}

/**
 * Serves the built SPA: hashed assets with a long cache life (pre-compressed variants when the
 * client accepts them), and the HTML for every client route — 200 for a known route, 404 for an
 * unknown one so that crawlers see it. Unknown `/api/*` paths answer a JSON 404.
 */
export const webAppPlugin = fp<WebAppOptions>(
  async (app: FastifyInstance, { webDistDir, shell }) => {
    if (shell) {
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
    } else {
      app.log.warn(`The web app is not built (${webDistDir}); run "npm run build".`);
    }

    const sendShell = (reply: FastifyReply, status: number) =>
      reply
        .status(shell ? status : 503)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(shell?.html ?? NOT_BUILT_HTML);

    app.get('/', (_request, reply) => sendShell(reply, 200));

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
      if (pathname === '/api' || pathname.startsWith('/api/') || !isPageRequest) {
        throw AppError.notFound(`There is no ${request.method} ${pathname}.`);
      }
      return sendShell(reply, isClientRoute(pathname) ? 200 : 404);
    });
  },
  { name: 'web-app' },
);

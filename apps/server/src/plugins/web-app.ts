import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import {
  CITY_PAGE_PATTERN,
  CITY_PAGE_RADIUS_MILES,
  type CityPlaceResponse,
  isClientRoute,
  type NearbyVenuesResponse,
  PAGE_TITLES,
  paths,
} from '@trivia/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import {
  cityPageHead,
  escapeHtml,
  findCityPageVenues,
  findCityPlace,
  listSitemapEntries,
  type PageHead,
  robotsTxt,
  scriptJson,
  sitemapXml,
  unknownCityHead,
} from '../services/city-pages.ts';

/** What the server-rendering build of the web app (`apps/web/src/entry-server.tsx`) exports. */
export interface PageRenderer {
  render(url: string, data?: RenderData): Promise<{ html: string; state: unknown } | null>;
}

/** Data a page is rendered from, under the query keys the browser will look for. */
export interface RenderData {
  city?: { slug: string; response: CityPlaceResponse };
  nearby?: {
    params: { latitude: number; longitude: number; radiusMiles: number; date: string };
    response: NearbyVenuesResponse;
  };
}

/** The built SPA's HTML, read once at start-up, and its server renderer when built. */
export interface WebShell {
  html: string;
  /** CSP sources for the inline scripts in the HTML. */
  inlineScriptHashes: string[];
  renderer: PageRenderer | null;
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
  return { html, inlineScriptHashes, renderer: await loadRenderer(webDistDir) };
}

/** The server-rendering build sits next to the web build: `apps/web/dist-ssr/entry-server.js`. */
async function loadRenderer(webDistDir: string): Promise<PageRenderer | null> {
  const entry = path.join(path.dirname(webDistDir), 'dist-ssr', 'entry-server.js');
  try {
    await fs.access(entry);
  } catch {
    return null;
  }
  return (await import(pathToFileURL(entry).href)) as PageRenderer;
}

/** The shell with a page's head, its server-rendered markup and the data it was rendered from. */
export function pageHtml(
  shell: string,
  { head, body, state }: { head?: PageHead; body?: string; state?: unknown },
): string {
  let html = shell;
  if (head) {
    const title = escapeHtml(head.title);
    const description = escapeHtml(head.description);
    html = html
      .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`)
      .replace(
        /<meta\s+name="description"[\s\S]*?\/>/,
        () => `<meta name="description" content="${description}" />`,
      )
      .replace('</head>', () => `  ${head.tags}\n  </head>`);
  }
  if (body !== undefined) {
    html = html.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
  }
  if (state !== undefined) {
    html = html.replace(
      '</body>',
      () =>
        `  <script type="application/json" id="ssr-state">${scriptJson(state)}</script>\n  </body>`,
    );
  }
  return html;
}

const BETA_HEAD: PageHead = {
  title: PAGE_TITLES.beta,
  description:
    'Install Trivia Near Me on your iPhone, Android phone or computer: find trivia nights near you in one tap, even with a weak signal.',
  tags: '',
};

const NOT_FOUND_HEAD: PageHead = {
  title: PAGE_TITLES.notFound,
  description: 'This page does not exist. Find trivia nights near you on Trivia Near Me.',
  tags: '<meta name="robots" content="noindex" />',
};

const NOT_BUILT_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Trivia Near Me</title></head>
<body><h1>The web app is not built yet</h1><p>Run <code>npm run build</code>, then restart the server. The API is available under <code>/api</code>.</p></body></html>`;

export interface WebAppOptions {
  webDistDir: string;
  shell: WebShell | null;
  /** The address people use: canonical URLs, the sitemap, and the URL pages are rendered at. */
  publicUrl: string;
}

/**
 * Serves the built SPA: hashed assets with a long cache life (pre-compressed variants when the
 * client accepts them), and the HTML for every client route — 200 for a known route, 404 for an
 * unknown one so that crawlers see it. Unknown `/api/*` paths answer a JSON 404.
 */
export const webAppPlugin = fp<WebAppOptions>(
  async (app: FastifyInstance, { webDistDir, shell, publicUrl }) => {
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

    const sendHtml = (reply: FastifyReply, status: number, html: string) =>
      reply
        .status(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(html);

    const sendShell = (reply: FastifyReply, status: number, head?: PageHead) =>
      shell
        ? sendHtml(reply, status, pageHtml(shell.html, { head }))
        : sendHtml(reply, 503, NOT_BUILT_HTML);

    /** Renders a page on the server; without the renderer (or if it fails) the browser does. */
    async function sendRendered(
      request: FastifyRequest,
      reply: FastifyReply,
      { status, head, data }: { status: number; head?: PageHead; data?: RenderData },
    ) {
      if (!shell) return sendHtml(reply, 503, NOT_BUILT_HTML);
      let rendered: { html: string; state: unknown } | null = null;
      try {
        rendered = (await shell.renderer?.render(`${publicUrl}${request.url}`, data)) ?? null;
      } catch (error) {
        request.log.error({ err: error }, 'server rendering failed; the browser will render');
      }
      return sendHtml(
        reply,
        status,
        pageHtml(shell.html, { head, body: rendered?.html, state: rendered?.state }),
      );
    }

    app.get('/', (request, reply) => sendRendered(request, reply, { status: 200 }));

    // Crawlers follow this too (spec §2).
    app.get(paths.triviaNearMe, (_request, reply) => reply.redirect(paths.home, 301));

    app.get('/robots.txt', (_request, reply) =>
      reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(robotsTxt(publicUrl)),
    );

    app.get('/sitemap.xml', async (_request, reply) => {
      const entries = await listSitemapEntries({ db: app.db });
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(sitemapXml(entries, publicUrl));
    });

    async function sendCityPage(request: FastifyRequest, reply: FastifyReply, slug: string) {
      const place = await findCityPlace({ slug });
      if (!place) {
        return sendRendered(request, reply, {
          status: 404,
          head: unknownCityHead(slug),
          data: { city: { slug, response: { place: null } } },
        });
      }
      const nearby = await findCityPageVenues({ db: app.db, place });
      return sendRendered(request, reply, {
        status: 200,
        head: cityPageHead({ place, nearby, publicUrl }),
        data: {
          city: { slug, response: { place } },
          nearby: {
            params: {
              latitude: place.latitude,
              longitude: place.longitude,
              radiusMiles: CITY_PAGE_RADIUS_MILES,
              date: place.today,
            },
            response: nearby,
          },
        },
      });
    }

    // Every other page is a route (not the not-found handler), so that responses are compressed.
    app.get('/*', (request, reply) => {
      const rawPath = request.url.split('?')[0] ?? '/';
      const pathname = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
      if (pathname === '/api' || pathname.startsWith('/api/')) {
        throw AppError.notFound(`There is no ${request.method} ${pathname}.`);
      }
      const slug = CITY_PAGE_PATTERN.exec(pathname)?.[1];
      if (slug) return sendCityPage(request, reply, slug);
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
  { name: 'web-app' },
);

import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { allowAnyOrigin, answerPreflight } from './v1/http.ts';
import { publicApiV1Routes } from './v1/index.ts';

/** The path of the public API's routes; nothing else is in its document (decision 142). */
export const PUBLIC_API_PREFIX = '/api/v1/';

const RATE_HEADERS: Record<string, OpenAPIV3_1.HeaderObject> = {
  'RateLimit-Limit': {
    description: 'Requests this address may make in the window.',
    schema: { type: 'integer' },
  },
  'RateLimit-Remaining': {
    description: 'Requests left in the window.',
    schema: { type: 'integer' },
  },
  'RateLimit-Reset': {
    description: 'Seconds until the window starts again.',
    schema: { type: 'integer' },
  },
};

/** The app's mark (apps/web/public/favicon.svg), for the docs page's tab. */
const MARK =
  '<rect width="64" height="64" rx="14" fill="#0d1124"/><circle cx="32" cy="28" r="16" fill="none" stroke="#f5b83d" stroke-width="6"/><path d="M32 44v8" stroke="#f5b83d" stroke-width="6" stroke-linecap="round"/><text x="32" y="35" font-family="Arial, sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="#f5b83d">?</text>';
const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${MARK}</svg>`;
/** The mark and the name, in place of swagger-ui's logo in its top bar (a data URL). */
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 330 64"><title>Trivia Near Me</title>${MARK}<text x="78" y="42" font-family="Arial, sans-serif" font-size="28" font-weight="700" fill="#ffffff">Trivia Near Me</text></svg>`;

/** Paths whose old slugs answer 301 (decision 158: a merged venue's leads to the kept venue's). */
const MOVED: Record<string, string> = {
  '/api/v1/venues/{slug}':
    'Moved for good: this venue was merged into another, whose address here is in Location.',
};

/** What the zod schemas cannot say: the answers' headers, 301 and 304 for a matching ETag. */
function withHttpManners(document: OpenAPIV3_1.Document): OpenAPIV3_1.Document {
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const responses = item?.get?.responses;
    if (!responses) continue;
    const moved = MOVED[path];
    if (moved) {
      responses['301'] = {
        description: moved,
        headers: {
          Location: { description: 'The kept venue’s address.', schema: { type: 'string' } },
        },
      };
    }
    const ok = responses['200'] as OpenAPIV3_1.ResponseObject | undefined;
    if (ok) {
      ok.headers = {
        ETag: {
          description: 'A weak tag of the answer: send it as If-None-Match.',
          schema: { type: 'string' },
        },
        'Cache-Control': { description: 'public, max-age=60', schema: { type: 'string' } },
        ...RATE_HEADERS,
      };
    }
    responses['304'] = {
      description: 'Not modified: the ETag sent in If-None-Match is still the answer’s.',
    };
    const limited = responses['429'] as OpenAPIV3_1.ResponseObject | undefined;
    if (limited) {
      limited.headers = {
        'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } },
        ...RATE_HEADERS,
      };
    }
  }
  return document;
}

/**
 * The public API: `/api/v1/*`, its OpenAPI 3.1 document at `/api/openapi.json`
 * generated from the routes' zod schemas, and its docs page at `/api/docs` (swagger-ui's own
 * files, served from here; decision 144). `@fastify/swagger` is registered in this plugin, so the
 * only routes it sees are these: the app's private endpoints cannot enter the document.
 */
export const publicApiRoutes: FastifyPluginAsync<{
  publicUrl: string;
  rateLimitPerMinute: number;
}> = async (app, { publicUrl, rateLimitPerMinute }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Trivia Near Me public API',
        version: '1.0.0',
        description:
          'Read-only trivia nights: near a place, at a venue, by a provider, in a city. Any origin may call it (CORS); answers carry an ETag and may be cached for a minute; each address may make a limited number of requests a minute (RateLimit-* headers, 429 with Retry-After past it).',
      },
      servers: [{ url: publicUrl }],
      tags: [{ name: 'Public API', description: 'Version 1: fields are only ever added.' }],
    },
    transform: (document) =>
      document.url.startsWith(PUBLIC_API_PREFIX)
        ? jsonSchemaTransform(document)
        : { schema: { hide: true }, url: document.url },
    transformObject: (document) =>
      withHttpManners(jsonSchemaTransformObject(document) as OpenAPIV3_1.Document),
  });

  await app.register(publicApiV1Routes, { prefix: '/v1', rateLimitPerMinute });

  app.get(
    '/openapi.json',
    { schema: { hide: true }, onRequest: allowAnyOrigin },
    async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').send(app.swagger()),
  );
  app.options(
    '/openapi.json',
    { schema: { hide: true }, onRequest: allowAnyOrigin },
    answerPreflight,
  );

  await app.register(swaggerUi, {
    routePrefix: '/docs',
    indexPrefix: '/api',
    theme: {
      title: 'Trivia Near Me public API',
      favicon: [
        {
          filename: 'favicon.svg',
          rel: 'icon',
          sizes: 'any',
          type: 'image/svg+xml',
          content: FAVICON,
        },
      ],
    },
    logo: { type: 'image/svg+xml', content: LOGO },
    uiConfig: { deepLinking: true, tryItOutEnabled: true },
  });
};

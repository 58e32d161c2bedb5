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

/** What the zod schemas cannot say: the answers' headers, and 304 for a matching ETag. */
function withHttpManners(document: OpenAPIV3_1.Document): OpenAPIV3_1.Document {
  for (const item of Object.values(document.paths ?? {})) {
    const responses = item?.get?.responses;
    if (!responses) continue;
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
 * The public API (issue 33 §3): `/api/v1/*`, its OpenAPI 3.1 document at `/api/openapi.json`
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
    theme: { title: 'Trivia Near Me public API' },
    uiConfig: { deepLinking: true, tryItOutEnabled: true },
  });
};

import { compileErrors, validate as validateWithReadme } from '@readme/openapi-parser';
import { Validator } from '@seriousme/openapi-schema-validator';
import { DATE_IN_WINDOW } from '@trivia/shared';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.ts';
import { FRANKLIN, seedFranklin } from './seed.ts';

/**
 * The OpenAPI 3.1 document is valid, lists exactly the public routes, and every
 * route answers what it documents (the tests walk the document, not a list of their own).
 */

const PUBLIC_URL = 'https://trivia.example';

interface Operation {
  operationId?: string;
  parameters?: {
    name: string;
    in: 'path' | 'query';
    required?: boolean;
    schema: Record<string, unknown>;
  }[];
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}
interface Document {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

describe('the public API document (/api/openapi.json)', () => {
  const testApp = useTestApp({ PUBLIC_URL });
  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });
  const documentOf = async () => {
    const response = await get('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    return response.json() as Document;
  };

  it('is a valid OpenAPI 3.1 document, checked by a maintained validator', async () => {
    const document = await documentOf();
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: PUBLIC_URL }]);
    const validator = new Validator();
    const result = await validator.validate(
      structuredClone(document) as unknown as Record<string, unknown>,
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('is valid to a second, independent OpenAPI 3.1 validator', async () => {
    const document = await documentOf();
    const result = await validateWithReadme(
      structuredClone(document) as unknown as Parameters<typeof validateWithReadme>[0],
    );
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(result.specification).toBe('OpenAPI');
  });

  it('types and bounds every parameter as the server checks it (decision 178)', async () => {
    const document = await documentOf();
    const parameters = Object.fromEntries(
      Object.values(document.paths).flatMap((item) =>
        (item.get?.parameters ?? []).map((parameter) => [
          `${item.get?.operationId} ${parameter.in} ${parameter.name}`,
          { required: parameter.required, ...parameter.schema },
        ]),
      ),
    );
    const slug = { type: 'string', maxLength: 160, pattern: '^(?:[a-z0-9]+-)+[0-9a-f]{4}$' };
    expect(parameters).toEqual({
      'searchNearby query lat': {
        required: true,
        type: 'number',
        minimum: -90,
        maximum: 90,
        example: 36.1627,
      },
      'searchNearby query lng': {
        required: true,
        type: 'number',
        minimum: -180,
        maximum: 180,
        example: -86.7816,
      },
      'searchNearby query radius_miles': {
        required: false,
        type: 'number',
        minimum: 0.1,
        maximum: 100,
        default: 30,
      },
      'searchNearby query limit': {
        required: false,
        type: 'integer',
        minimum: 1,
        maximum: 100,
        default: 50,
      },
      'searchNearby query date': {
        required: false,
        type: 'string',
        format: 'date',
        maxLength: 10,
        pattern: DATE_IN_WINDOW.source,
      },
      'getVenue path slug': { required: true, ...slug },
      'getProvider path slug': { required: true, ...slug },
      'getSeasonStandings path slug': { required: true, ...slug, maxLength: 120 },
      'getCity path slug': {
        required: true,
        type: 'string',
        maxLength: 120,
        pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
      },
    });
    // Numbers as a client writes them, at the bounds and past them, are read as documented.
    const nearby = (query: string) => get(`/api/v1/nearby?${query}`);
    for (const query of [
      'lat=90&lng=-180&radius_miles=0.1&limit=1',
      'lat=-90&lng=180&radius_miles=100&limit=100&date=2100-12-31',
      'lat=3.6e1&lng=-8.68e%2B1&limit=1e1&date=2000-01-01',
      'lat=1e-7&lng=-0&radius_miles=.5',
    ]) {
      expect((await nearby(query)).statusCode, query).toBe(200);
    }
    for (const query of [
      'lat=90.0001&lng=0',
      'lat=0&lng=0&radius_miles=0.09',
      'lat=0&lng=0&limit=1.5',
      'lat=0x10&lng=0',
      'lat=&lng=0',
      'lat=Infinity&lng=0',
      'lat=0&lng=0&date=2101-01-01',
      'lat=0&lng=0&date=2028-02-30',
    ]) {
      expect((await nearby(query)).statusCode, query).toBe(400);
    }
  });

  it('gives each operation a unique, stable operationId', async () => {
    const document = await documentOf();
    const ids = Object.entries(document.paths).map(([path, item]) => [path, item.get?.operationId]);
    expect(Object.fromEntries(ids)).toEqual({
      '/api/v1/nearby': 'searchNearby',
      '/api/v1/venues/{slug}': 'getVenue',
      '/api/v1/providers/{slug}': 'getProvider',
      '/api/v1/cities/{slug}': 'getCity',
      '/api/v1/seasons/{slug}/standings': 'getSeasonStandings',
    });
  });

  it('lists every registered /api/v1 route and no other route of the app', async () => {
    const document = await documentOf();
    const documented = Object.entries(document.paths)
      .flatMap(([path, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    // The 404 of unknown paths (`/api/v1/*`, decision 179) is no operation: hidden.
    const isHidden = (schema: unknown) => (schema as { hide?: boolean } | undefined)?.hide === true;
    const registered = testApp.app.routeTable
      .filter((route) => route.url.startsWith('/api/v1/') && route.method === 'GET')
      .filter((route) => !isHidden(route.schema))
      .map((route) => `GET ${route.url.replace(/:(\w+)/g, '{$1}')}`)
      .sort();
    expect(registered).toEqual([
      'GET /api/v1/cities/{slug}',
      'GET /api/v1/nearby',
      'GET /api/v1/providers/{slug}',
      'GET /api/v1/seasons/{slug}/standings',
      'GET /api/v1/venues/{slug}',
    ]);
    expect(documented).toEqual(registered);
    // The app's private endpoints, and the document's own routes, stay out.
    for (const path of Object.keys(document.paths)) expect(path).toMatch(/^\/api\/v1\//);
    const text = JSON.stringify(document);
    for (const hidden of [
      '/api/venues/nearby',
      '/api/admin',
      '/api/me',
      '/api/docs',
      'openapi.json',
    ]) {
      expect(text).not.toContain(hidden);
    }
  });

  it('answers each documented path, on seeded data, with what its 200 schema says', async () => {
    const seeded = await seedFranklin(testApp.database.db);
    const document = await documentOf();
    // An example value of each parameter the document names; a new one must be given one here.
    const examples: Record<string, string> = {
      lat: String(FRANKLIN.latitude),
      lng: String(FRANKLIN.longitude),
      radius_miles: '30',
      limit: '10',
      'GET /api/v1/venues/{slug} slug': seeded.venueSlug,
      'GET /api/v1/providers/{slug} slug': seeded.providerSlug,
      'GET /api/v1/cities/{slug} slug': 'franklin-tn',
      'GET /api/v1/seasons/{slug}/standings slug': seeded.seasonSlug,
    };
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    let walked = 0;
    for (const [path, item] of Object.entries(document.paths)) {
      const operation = item.get;
      if (!operation) continue;
      const query = new URLSearchParams();
      let url = path;
      for (const parameter of operation.parameters ?? []) {
        const value = examples[`GET ${path} ${parameter.name}`] ?? examples[parameter.name];
        if (value === undefined) {
          expect(parameter.required, `${path} ${parameter.name} needs an example`).not.toBe(true);
          continue;
        }
        if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, value);
        else query.set(parameter.name, value);
      }
      const response = await get(`${url}?${query}`);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const schema = operation.responses['200']?.content?.['application/json']?.schema;
      expect(schema, path).toBeDefined();
      const validate = ajv.compile(schema as object);
      const body = response.json();
      expect(validate(body) ? [] : validate.errors, url).toEqual([]);
      // Seeded data is in every answer: the walk checks real answers, not empty ones.
      expect(JSON.stringify(body), url).toContain('Main Street Taproom');
      walked += 1;
    }
    expect(walked).toBe(5);
  });

  it('documents the errors, and answers them in the app’s error shape naming the field', async () => {
    const document = await documentOf();
    const venue = document.paths['/api/v1/venues/{slug}']?.get;
    // 301: a merged venue's slug leads to the kept venue's (decision 158).
    expect(Object.keys(venue?.responses ?? {}).sort()).toEqual([
      '200',
      '301',
      '304',
      '400',
      '404',
      '429',
    ]);
    expect(venue?.responses['301']).toMatchObject({ headers: { Location: expect.any(Object) } });
    const ajv = new Ajv2020({ strict: false });
    const errorSchema = venue?.responses['404']?.content?.['application/json']?.schema as object;

    const unknown = await get('/api/v1/venues/no-such-pub-franklin-tn-ffff');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({
      code: 'NOT_FOUND',
      message: 'No venue has this slug.',
    });
    expect(ajv.validate(errorSchema, unknown.json())).toBe(true);

    const provider = await get('/api/v1/providers/nobody-ffff');
    expect(provider.statusCode).toBe(404);
    expect(provider.json().error.message).toBe('No trivia provider has this slug.');
    const city = await get('/api/v1/cities/atlantis-zz');
    expect(city.statusCode).toBe(404);
    expect(city.json().error.message).toBe('No US town or ZIP code has this slug.');
    const season = await get('/api/v1/seasons/no-such-league-ffff/standings');
    expect(season.statusCode).toBe(404);
    expect(season.json().error.message).toBe('No season has this slug.');

    const bad = await get('/api/v1/nearby?lat=91&lng=-86.8');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'lat: must be a number from -90 to 90',
      details: [{ field: 'lat', message: 'must be a number from -90 to 90' }],
    });
    const badSlug = await get('/api/v1/venues/Not%20A%20Slug');
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json().error.details[0].field).toBe('slug');
  });
});

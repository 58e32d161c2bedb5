import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import { createGeneratorSync } from 'json-schema-faker';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_PARAM_LENGTH } from '../../../src/app.ts';
import { useTestApp } from '../../helpers/app.ts';
import { FRANKLIN, NASHVILLE, seedFew } from './seed.ts';

/**
 * The public API as a schema-driven client sees it (decision 179). Every operation of the served
 * document is called with parameter sets generated from the document's own schemas
 * (json-schema-faker, seeded: the same cases every run). A valid set never gets a 4xx, except a
 * 404 from the route itself when a path parameter names nothing (a generated slug names no
 * venue); an invalid set, breaking one constraint of one parameter, gets a 4xx naming that
 * parameter and never a 5xx.
 */

const SEED = 20_261_129;
const VALID_CASES = 30;
const INVALID_CASES = 40;
/** Tries to find a value that breaks a constraint, and nothing else, before giving it up. */
const TRIES = 40;

type JsonSchema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: 'query' | 'path';
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}
type Values = Record<string, unknown>;

/** A value in a query string or path is text: a client writes numbers and booleans so. */
function requestOf(path: string, parameters: Parameter[], values: Values): string {
  const query = new URLSearchParams();
  let url = path;
  for (const parameter of parameters) {
    const value = values[parameter.name];
    const text = value === undefined ? '' : String(value);
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(text));
    else if (value !== undefined) query.set(parameter.name, text);
  }
  const search = query.toString();
  return search ? `${url}?${search}` : url;
}

/** The parameters of an operation as one object schema, as a generator and a validator read it. */
function parametersSchema(parameters: Parameter[]): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(
      parameters.map((parameter) => [parameter.name, parameter.schema]),
    ),
    required: parameters
      .filter((parameter) => parameter.required)
      .map((parameter) => parameter.name),
    additionalProperties: false,
  };
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
// `format: date` checked as the document says (ajv-formats is CommonJS: its plugin is `default`).
ajvFormats.default(ajv);

/** The keywords of `schema` that `value` breaks (none: it is valid). */
function brokenKeywords(schema: JsonSchema, value: unknown): string[] {
  const validate = ajv.compile(schema);
  return validate(value) ? [] : [...new Set((validate.errors ?? []).map((error) => error.keyword))];
}

const jsf = createGeneratorSync({ seed: SEED, optionalsProbability: 0.5 });
const generate = (schema: JsonSchema): unknown => jsf.generate(schema);
const pick = <T>(items: readonly T[]): T =>
  items[generate({ type: 'integer', minimum: 0, maximum: items.length - 1 }) as number] as T;

const OMIT = Symbol('omit');
/** A value of another JSON type than a number, as text would carry it. */
const NOT_A_NUMBER = {
  anyOf: [{ type: 'boolean' }, { type: 'null' }, { type: 'string', pattern: '^[a-z]{0,8}$' }],
};
/** Characters a one-character slip may put in text. */
const SLIPS = [...'AZaz09-_. ~/%é'];

interface Violation {
  parameter: Parameter;
  /** The constraint broken: a keyword of the document, or `integer` for a fraction. */
  constraint: string;
  /** The keywords a value may break for it (and must break one of). */
  breaks: string[];
  make(): unknown;
}

/** One way to break each constraint the document gives a parameter. */
function violationsOf(parameter: Parameter): Violation[] {
  const { schema } = parameter;
  const violations: Violation[] = [];
  const add = (constraint: string, breaks: string[], make: () => unknown) =>
    violations.push({ parameter, constraint, breaks, make });
  if (parameter.required) add('required', ['required'], () => OMIT);
  const { type, minimum, maximum, maxLength, pattern } = schema;
  if (type === 'number' || type === 'integer') {
    add('type', ['type'], () => generate(NOT_A_NUMBER));
    if (type === 'integer') {
      add('integer', ['type'], () =>
        generate({ type: 'number', minimum, maximum, not: { type: 'integer' } }),
      );
    }
    if (typeof minimum === 'number') {
      add('minimum', ['minimum'], () =>
        generate({ type, minimum: minimum - 1000, exclusiveMaximum: minimum }),
      );
    }
    if (typeof maximum === 'number') {
      add('maximum', ['maximum'], () =>
        generate({ type, exclusiveMinimum: maximum, maximum: maximum + 1000 }),
      );
    }
  }
  if (type === 'string' && Array.isArray(schema.enum)) {
    add('enum', ['enum'], () => generate({ type: 'string', not: { enum: schema.enum } }));
  }
  if (type === 'string' && typeof maxLength === 'number') {
    // Valid values joined until too long: past the length and nothing else, where the pattern
    // allows it (a date's pattern bounds its length itself).
    add('maxLength', ['maxLength'], () => {
      let text = String(generate(schema));
      while (text.length <= maxLength) text = `${text}-${String(generate(schema))}`;
      return text;
    });
  }
  if (type === 'string' && (typeof pattern === 'string' || typeof schema.format === 'string')) {
    add('pattern', ['pattern', 'format'], () => {
      if (generate({ type: 'boolean' })) {
        return generate({ type: 'string', maxLength, not: { pattern } });
      }
      // A near miss: a valid value with one character slipped.
      const valid = String(generate(schema));
      const at = generate({ type: 'integer', minimum: 0, maximum: valid.length - 1 }) as number;
      return `${valid.slice(0, at)}${pick(SLIPS)}${valid.slice(at + 1)}`;
    });
  }
  return violations;
}

/** A value that breaks the violation's constraint and no other, or undefined after TRIES. */
function breakingValue(violation: Violation): unknown {
  for (let attempt = 0; attempt < TRIES; attempt += 1) {
    const value = violation.make();
    if (value === OMIT) return OMIT;
    const broken = brokenKeywords(violation.parameter.schema, value);
    if (broken.length > 0 && broken.every((keyword) => violation.breaks.includes(keyword))) {
      return value;
    }
  }
  return undefined;
}

describe('the public API under generated requests (a schema-driven client)', () => {
  // Hundreds of requests from one address: past the default limit a minute (decision 143).
  const testApp = useTestApp({ PUBLIC_URL: 'https://trivia.example', PUBLIC_API_LIMIT: '10000' });
  let operations: { path: string; operation: Operation }[] = [];
  /** Values naming seeded data, by operation and parameter: a generated slug names nothing. */
  let known: Record<string, Record<string, unknown[]>> = {};

  beforeAll(async () => {
    const seeded = await seedFew(testApp.database.db);
    const places = [FRANKLIN, NASHVILLE];
    known = {
      searchNearby: {
        lat: places.map((place) => place.latitude),
        lng: places.map((place) => place.longitude),
      },
      getVenue: { slug: seeded.venueSlugs },
      getProvider: { slug: seeded.providerSlugs },
      getCity: { slug: seeded.citySlugs },
      getSeasonStandings: { slug: seeded.seasonSlugs },
    };
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const document = response.json() as { paths: Record<string, Record<string, Operation>> };
    operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => {
        expect(method, path).toBe('get');
        return { path, operation };
      }),
    );
  });

  const get = (url: string) =>
    testApp.app.inject({
      method: 'GET',
      url,
      headers: { origin: 'https://someone-else.example' },
    });

  it('answers every valid request: 200 as documented, or 404 for a path parameter naming nothing', {
    timeout: 120_000,
  }, async () => {
    const walked: string[] = [];
    for (const { path, operation } of operations) {
      const parameters = operation.parameters ?? [];
      const schema = parametersSchema(parameters);
      const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
      const seededValues = known[operation.operationId];
      expect(
        seededValues,
        `${operation.operationId} needs values naming seeded data`,
      ).toBeDefined();
      const okSchema = operation.responses['200']?.content?.['application/json']?.schema;
      expect(okSchema, path).toBeDefined();
      const validateOk = ajv.compile(okSchema as JsonSchema);
      let cases = 0;
      let generated = 0;
      let withData = 0;
      while (cases < VALID_CASES) {
        generated += 1;
        expect(generated, `${path}: too few generated sets are valid`).toBeLessThan(
          4 * VALID_CASES,
        );
        const values = generate(schema) as Values;
        // Every other case names seeded data, so that answers with data are walked too.
        if (cases % 2 === 0) {
          for (const [name, choices] of Object.entries(seededValues ?? {})) {
            values[name] = pick(choices);
          }
        }
        const broken = brokenKeywords(schema, values);
        if (broken.length > 0) continue;
        cases += 1;
        const url = requestOf(path, parameters, values);
        const response = await get(url);
        const where = `${operation.operationId} ${url}: ${response.statusCode} ${response.body.slice(0, 300)}`;
        expect(response.headers['access-control-allow-origin'], where).toBe('*');
        if (response.statusCode === 404) {
          // The route itself found nothing by that name: the request reached it.
          expect(pathParameters.length, where).toBeGreaterThan(0);
          expect(response.json().error.code, where).toBe('NOT_FOUND');
          expect(response.json().error.message, where).not.toMatch(/^There is no /);
          continue;
        }
        expect(response.statusCode, where).toBe(200);
        const body = response.json();
        expect(validateOk(body) ? [] : validateOk.errors, where).toEqual([]);
        // A venue's address, or a season's first row of standings.
        if (/"address":|"rows":\[\{/.test(response.body)) withData += 1;
      }
      walked.push(operation.operationId);
      // Answers with data were walked, not only empty ones and refusals.
      expect(withData, path).toBeGreaterThan(0);
    }
    expect(walked.sort()).toEqual([
      'getCity',
      'getProvider',
      'getSeasonStandings',
      'getVenue',
      'searchNearby',
    ]);
  });

  it('refuses every invalid request with a 4xx naming the parameter, never a 5xx', {
    timeout: 120_000,
  }, async () => {
    const broken: Record<string, string[]> = {};
    for (const { path, operation } of operations) {
      const parameters = operation.parameters ?? [];
      const schema = parametersSchema(parameters);
      const violations = parameters.flatMap(violationsOf);
      const exercised = new Set<string>();
      for (let index = 0; index < INVALID_CASES; index += 1) {
        const violation = violations[index % violations.length] as Violation;
        const { parameter } = violation;
        const value = breakingValue(violation);
        if (value === undefined) continue;
        const values = generate(schema) as Values;
        if (value === OMIT) delete values[parameter.name];
        else values[parameter.name] = value;
        expect(brokenKeywords(schema, values), 'the set breaks the document').not.toEqual([]);
        exercised.add(`${parameter.name} ${violation.constraint}`);
        const url = requestOf(path, parameters, values);
        const response = await get(url);
        const where = `${operation.operationId} ${parameter.name} ${violation.constraint} ${url}: ${response.statusCode} ${response.body.slice(0, 300)}`;
        expect(response.statusCode, where).toBeLessThan(500);
        expect(response.headers['access-control-allow-origin'], where).toBe('*');
        const text = value === OMIT ? '' : String(value);
        // No slug at a path's end, or one longer than any route takes: no route, a 404 with the
        // API's CORS. An empty slug inside a path (`/seasons//standings`) reaches its route.
        const isLast = path.endsWith(`{${parameter.name}}`);
        if (
          parameter.in === 'path' &&
          ((text === '' && isLast) || text.length > MAX_PARAM_LENGTH)
        ) {
          expect(response.statusCode, where).toBe(404);
          continue;
        }
        expect(response.statusCode, where).toBe(400);
        const fields = (response.json().error.details as { field: string }[]).map((d) => d.field);
        expect(fields, where).toContain(parameter.name);
      }
      broken[operation.operationId] = [...exercised].sort();
    }
    // Each constraint the document states was broken at least once (a date's length is its
    // pattern's, so it cannot be broken alone).
    const slug = ['slug maxLength', 'slug pattern', 'slug required'];
    expect(broken).toEqual({
      searchNearby: [
        'date pattern',
        'lat maximum',
        'lat minimum',
        'lat required',
        'lat type',
        'limit integer',
        'limit maximum',
        'limit minimum',
        'limit type',
        'lng maximum',
        'lng minimum',
        'lng required',
        'lng type',
        'radius_miles maximum',
        'radius_miles minimum',
        'radius_miles type',
      ],
      getVenue: slug,
      getProvider: slug,
      getCity: slug,
      getSeasonStandings: slug,
    });
  });
});

import { CONTROL_CHARACTERS_MESSAGE, DATE_WINDOW_MESSAGE } from '@trivia/shared';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MAX_PARAM_LENGTH, type RouteTableEntry } from '../../src/app.ts';
import { useAdminApp } from '../helpers/auth.ts';
import {
  hasInputSchema,
  isDateField,
  maxLengthOf,
  type TextField,
  textFieldsOf,
} from '../helpers/input-fields.ts';
import { expectNoInternals } from '../helpers/internals.ts';
import { EXAMPLES, type Example } from './input-sweep-examples.ts';

/**
 * No input makes a 500. These sweeps walk the app's own route table and each route's
 * own schemas, so that a new route or field is swept without anyone listing it here — except its
 * valid example (input-sweep-examples.ts), which the first test insists on.
 */

/** Hundreds of requests each: PostgreSQL on a busy machine takes longer than the usual 20 s. */
const SWEEP_TIMEOUT_MS = 90_000;

const keyOf = (route: RouteTableEntry) => `${route.method} ${route.url}`;

/** The routes that validate input (HEAD answers as GET does, without a body to read). */
function inputRoutes(routes: readonly RouteTableEntry[]): RouteTableEntry[] {
  return routes.filter((route) => route.method !== 'HEAD' && hasInputSchema(route));
}

function setAt(target: Record<string, unknown>, path: (string | number)[], value: unknown) {
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  const next = target[head];
  const child = (
    typeof next === 'object' && next !== null ? next : typeof rest[0] === 'number' ? [] : {}
  ) as Record<string, unknown>;
  target[head] = child;
  setAt(child, rest, value);
}

function getAt(source: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      typeof value === 'object' && value !== null
        ? (value as Record<string, unknown>)[key]
        : undefined,
    source,
  );
}

/** The example request with one field changed. */
function requestWith(
  route: RouteTableEntry,
  field: TextField,
  value: string,
): InjectOptions & { url: string } {
  const example: Example = structuredClone(EXAMPLES[keyOf(route)] ?? {});
  const part = { ...(example[field.part] ?? {}) };
  setAt(part, field.path, value);
  example[field.part] = part;
  const params = example.params ?? {};
  const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
  return {
    method: route.method as InjectOptions['method'],
    url,
    query: example.querystring as Record<string, string> | undefined,
    ...(example.body ? { payload: example.body } : {}),
  };
}

const fieldName = (field: TextField) => field.path.join('.');

describe('every string field of every route', () => {
  const { testApp, admin } = useAdminApp();

  it('has a valid example request here, so that the sweeps below reach it', () => {
    const routes = inputRoutes(testApp.app.routeTable);
    expect(routes.length).toBeGreaterThan(15);
    expect(routes.map(keyOf).filter((key) => !(key in EXAMPLES))).toEqual([]);
  });

  it('refuses a NUL (and other control characters) with 400 naming the field, never 5xx', {
    timeout: SWEEP_TIMEOUT_MS,
  }, async () => {
    let swept = 0;
    for (const route of inputRoutes(testApp.app.routeTable)) {
      for (const field of textFieldsOf(route)) {
        const example = getAt(EXAMPLES[keyOf(route)]?.[field.part], field.path);
        for (const control of ['\u0000', '\u001b', '\u0008']) {
          const value = `${typeof example === 'string' ? example : 'x'}${control}`;
          const response = await admin.request(requestWith(route, field, value));
          const where = `${keyOf(route)} ${field.part} ${fieldName(field)} with U+${control.charCodeAt(0).toString(16).padStart(4, '0')}`;
          expect(response.statusCode, `${where}: ${response.body}`).toBe(400);
          const issues: { field: string; message: string }[] = response.json().error.details;
          expect(
            issues.map((issue) => issue.field),
            where,
          ).toContain(fieldName(field));
          expectNoInternals(response.body, where);
          swept += 1;
        }
      }
    }
    // Every field of the examples above, three times: a sweep that finds nothing proves nothing.
    expect(swept).toBeGreaterThan(3 * 60);
  });

  it('bounds the length of every string field: one character past it is 400 naming the field', {
    timeout: SWEEP_TIMEOUT_MS,
  }, async () => {
    let swept = 0;
    const unbounded: string[] = [];
    const wrong: string[] = [];
    for (const route of inputRoutes(testApp.app.routeTable)) {
      for (const field of textFieldsOf(route)) {
        const where = `${keyOf(route)} ${field.part} ${fieldName(field)}`;
        // A choice or a number is bounded by what it is; any other text declares its limit.
        const max = maxLengthOf(field);
        if (max === 'not text') continue;
        if (max === null) unbounded.push(where);
        // The import's content (12 MB) is held to its limits by venue-import-limits.test.ts.
        if (max === null || max > 10_000) continue;
        const response = await admin.request(requestWith(route, field, 'x'.repeat(max + 1)));
        // A page's path (an embed's) that no route finds is answered by the pages' HTML 404.
        const isJson = String(response.headers['content-type']).startsWith('application/json');
        const issues: { field: string; message: string }[] = isJson
          ? (response.json().error?.details ?? [])
          : [];
        // A path parameter past the router's MAX_PARAM_LENGTH finds no route at all: 404 (414
        // for a POST or PATCH, whose path no page answers). Every limit is below it (decision 178).
        const refused =
          field.part === 'params' && max >= MAX_PARAM_LENGTH
            ? response.statusCode === 404 || response.statusCode === 414
            : response.statusCode === 400 &&
              issues.some((issue) => issue.field === fieldName(field));
        if (!refused) wrong.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        swept += 1;
      }
    }
    expect(unbounded).toEqual([]);
    expect(wrong.join('\n')).toBe('');
    expect(swept).toBeGreaterThan(40);
  });

  it('names the text rule for free text (a venue name, a search, a note)', async () => {
    const venue = await admin.post('/api/admin/venues', {
      nameOriginal: 'Nul\u0000Pub',
      addressOriginal: '1 Broadway, Nashville, TN 37203',
    });
    expect(venue.json().error.details).toEqual([
      { field: 'nameOriginal', message: CONTROL_CHARACTERS_MESSAGE },
    ]);
    const search = await admin.get('/api/admin/venues?q=%00');
    expect(search.json().error.message).toBe(`q: ${CONTROL_CHARACTERS_MESSAGE}`);
  });

  it('keeps tab and newline, which text may hold', async () => {
    const response = await admin.post('/api/admin/venues', {
      nameOriginal: 'Tab\tPub',
      addressOriginal: '1 Broadway,\r\nNashville, TN 37203',
      latitude: 36.16,
      longitude: -86.78,
    });
    expect(response.statusCode).toBe(201);
  });

  it('refuses control characters anywhere in what better-auth reads itself', async () => {
    const update = await admin.post('/api/auth/update-user', { name: 'Nul\u0000Name' });
    expect(update.statusCode).toBe(400);
    expect(update.json().error.details).toEqual([
      { field: 'name', message: CONTROL_CHARACTERS_MESSAGE },
    ]);
    const session = await admin.get('/api/auth/get-session?disableCookieCache=%00');
    expect(session.statusCode).toBe(400);
    expect(session.json().error.message).toBe(`disableCookieCache: ${CONTROL_CHARACTERS_MESSAGE}`);
    const named = await admin.get('/api/me');
    expect(named.statusCode).toBe(200);
  });

  it('answers routes without schemas with a NUL in their path or query without a 5xx', async () => {
    for (const route of testApp.app.routeTable) {
      if (hasInputSchema(route) || route.method === 'HEAD') continue;
      const url = `${route.url.replace('*', 'trivia-near-%00').replace(/:(\w+)/g, '%00')}?q=%00`;
      const response = await admin.request({
        method: route.method as InjectOptions['method'],
        url,
        ...(route.method === 'POST' ? { payload: { name: '\u0000' } } : {}),
      });
      expect(response.statusCode, `${route.method} ${url}: ${response.body}`).toBeLessThan(500);
      expectNoInternals(response.body, `${route.method} ${url}`);
    }
  });
});

describe('every date parameter of every route', () => {
  const { testApp, admin } = useAdminApp();

  const dateFields = () =>
    inputRoutes(testApp.app.routeTable).flatMap((route) =>
      textFieldsOf(route)
        .filter(isDateField)
        .map((field) => ({ route, field })),
    );

  it('are found by walking the schemas', () => {
    expect(dateFields().map(({ route, field }) => `${keyOf(route)} ${fieldName(field)}`)).toEqual(
      expect.arrayContaining([
        'GET /api/venues/nearby date',
        'GET /api/admin/schedule from',
        'POST /api/admin/events eventDate',
        'PUT /api/admin/events/:eventId eventDate',
      ]),
    );
  });

  it('refuse dates outside 2000-01-01 … 2100-12-31 and dates no calendar has, with 400 naming them', {
    timeout: SWEEP_TIMEOUT_MS,
  }, async () => {
    const outside = ['9999-12-31', '9999-12-26', '2101-01-01', '1999-12-31', '0000-01-01'];
    const unreal = ['2026-02-30', '2026-13-01', '2026-1-1', '+12026-01-01', '2026-11-24T00:00'];
    for (const { route, field } of dateFields()) {
      for (const date of [...outside, ...unreal]) {
        const response = await admin.request(requestWith(route, field, date));
        const where = `${keyOf(route)} ${fieldName(field)}=${date}`;
        expect(response.statusCode, `${where}: ${response.body}`).toBe(400);
        const issues: { field: string; message: string }[] = response.json().error.details;
        const issue = issues.find((candidate) => candidate.field === fieldName(field));
        expect(issue, where).toBeDefined();
        if (outside.includes(date)) expect(issue?.message, where).toBe(DATE_WINDOW_MESSAGE);
        expectNoInternals(response.body, where);
      }
    }
  });

  it('answer the first and last dates of the window', async () => {
    for (const date of ['2000-01-01', '2100-12-31']) {
      const nearby = await admin.get(`/api/venues/nearby?lat=36.16&lng=-86.78&date=${date}`);
      expect(nearby.statusCode, nearby.body).toBe(200);
      const schedule = await admin.get(`/api/admin/schedule?from=${date}&weeks=8`);
      expect(schedule.statusCode, schedule.body).toBe(200);
    }
  });
});

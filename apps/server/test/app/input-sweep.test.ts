import { CONTROL_CHARACTERS_MESSAGE, DATE_WINDOW_MESSAGE } from '@trivia/shared';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { RouteTableEntry } from '../../src/app.ts';
import { useAdminApp } from '../helpers/auth.ts';
import {
  hasInputSchema,
  type InputPart,
  isDateField,
  maxLengthOf,
  type TextField,
  textFieldsOf,
} from '../helpers/input-fields.ts';
import { expectNoInternals } from '../helpers/internals.ts';

/**
 * Issue 13: no input makes a 500. These sweeps walk the app's own route table and each route's
 * own schemas, so that a new route or field is swept without anyone listing it here — except its
 * valid example below, which the first test insists on.
 */

const ID = '00000000-0000-4000-8000-000000000000';
type Example = Partial<Record<InputPart, Record<string, unknown>>>;

const FEED_BODY = {
  providerId: ID,
  name: 'Sweep feed',
  format: 'ical',
  url: 'https://feeds.example/trivia.ics',
  autoApply: false,
  intervalHours: 24,
};

/** A valid request of every route that takes input: the sweeps change one field at a time. */
const EXAMPLES: Record<string, Example> = {
  'GET /api/venues/nearby': {
    querystring: {
      lat: '36.16',
      lng: '-86.78',
      radius_miles: '30',
      limit: '50',
      date: '2026-11-24',
    },
  },
  'GET /api/nominatim/search': {
    querystring: { q: 'Nash', format: 'json', limit: '5', countrycodes: 'us', addressdetails: '1' },
  },
  'GET /api/venues/nearest': { querystring: { lat: '47.1', lng: '-104.71' } },
  'GET /api/geocode/reverse': { querystring: { lat: '36.16', lon: '-86.78' } },
  'GET /api/places/:slug': { params: { slug: 'franklin-tn' } },
  'GET /api/v1/nearby': {
    querystring: {
      lat: '35.93',
      lng: '-86.87',
      radius_miles: '30',
      limit: '10',
      date: '2026-11-24',
    },
  },
  'GET /api/v1/venues/:slug': { params: { slug: 'harpeth-river-pub-franklin-tn-0001' } },
  'GET /api/v1/providers/:slug': { params: { slug: 'harpeth-quiz-co-0001' } },
  'GET /api/v1/cities/:slug': { params: { slug: 'franklin-tn' } },
  'POST /api/registrations': {
    body: {
      fullName: 'Quiz Master',
      email: 'sweep@example.com',
      password: 'secret-password',
      providerName: 'Sweep Trivia',
      phone: '615-555-0100',
      website: 'https://sweep.example',
      description: 'We ask questions.',
    },
  },
  'POST /api/auth/sign-in/email': { body: { email: 'sweep@example.com', password: 'whatever' } },
  'POST /api/auth/request-password-reset': { body: { email: 'sweep@example.com' } },
  'POST /api/auth/reset-password': { body: { token: 'a-token', newPassword: 'new-password' } },
  'POST /api/auth/change-password': {
    body: { currentPassword: 'old-password', newPassword: 'new-password' },
  },
  'PUT /api/profile/display-name': { body: { displayName: 'Quiz Master' } },
  'POST /api/profile/email-change': {
    body: { newEmail: 'sweep-new@example.com', currentPassword: 'old-password' },
  },
  'POST /api/email-changes/confirm': { body: { token: 'a-token-of-twenty-chars-or-more' } },
  'POST /api/email-verification/confirm': { body: { token: 'a-token-of-twenty-chars-or-more' } },
  'GET /api/admin/teams/:kind/:id': { params: { kind: 'provider', id: ID } },
  'POST /api/admin/teams/:kind/:id/invitations': {
    params: { kind: 'provider', id: ID },
    body: { email: 'sweep@example.com', role: 'host' },
  },
  'POST /api/admin/teams/:kind/:id/invitations/:invitationId/resend': {
    params: { kind: 'provider', id: ID, invitationId: ID },
  },
  'DELETE /api/admin/teams/:kind/:id/invitations/:invitationId': {
    params: { kind: 'provider', id: ID, invitationId: ID },
  },
  'DELETE /api/admin/teams/:kind/:id/members/:userId': {
    params: { kind: 'provider', id: ID, userId: ID },
  },
  'GET /api/invitations/:token': { params: { token: 'a-token-of-twenty-chars-or-more' } },
  'POST /api/invitations/accept': { body: { token: 'a-token-of-twenty-chars-or-more' } },
  'POST /api/invitations/sign-up': {
    body: { token: 'a-token-of-twenty-chars-or-more', name: 'Sam', password: 'secret-password' },
  },
  'GET /api/admin/users': { querystring: { q: 'sam', page: '1' } },
  'PATCH /api/admin/users/:userId': {
    params: { userId: ID },
    body: { role: 'admin', disabled: false },
  },
  'GET /api/admin/venues': {
    querystring: { q: 'pub', status: 'pending', page: '1', pageSize: '25' },
  },
  'POST /api/admin/venues': {
    body: {
      nameOriginal: 'Sweep Pub',
      addressOriginal: '1 Broadway, Nashville, TN 37203',
      latitude: 36.16,
      longitude: -86.78,
    },
  },
  'POST /api/admin/venues/import': { body: { format: 'csv', content: 'name,address\nA,B' } },
  'GET /api/admin/venues/:venueId': { params: { venueId: ID } },
  'PATCH /api/admin/venues/:venueId': {
    params: { venueId: ID },
    body: {
      nameOriginal: 'Sweep Pub',
      addressOriginal: '1 Broadway, Nashville, TN 37203',
      thumbnailUrl: 'https://example.com/a.png',
      verificationStatus: 'verified',
    },
  },
  'DELETE /api/admin/venues/:venueId': { params: { venueId: ID } },
  'GET /api/admin/events': {
    querystring: {
      day: 'Monday',
      venueId: ID,
      providerId: 'self',
      q: 'pub',
      town: 'Nashville, TN',
      page: '1',
      pageSize: '50',
    },
  },
  'POST /api/admin/events': { body: eventBody() },
  'GET /api/admin/events/:eventId': { params: { eventId: ID } },
  'PUT /api/admin/events/:eventId': { params: { eventId: ID }, body: eventBody() },
  'DELETE /api/admin/events/:eventId': { params: { eventId: ID } },
  'GET /api/admin/schedule': {
    querystring: { from: '2026-11-24', weeks: '4', providerId: 'self', show: 'unconfirmed' },
  },
  'PATCH /api/admin/occurrences/:occurrenceId': {
    params: { occurrenceId: ID },
    body: { status: 'confirmed', notes: 'Bring pencils' },
  },
  'PUT /api/admin/providers/:id/contact-info': {
    params: { id: ID },
    body: {
      emails: ['host@example.com'],
      phones: ['615-555-0100'],
      address: '1 Main St',
      note: 'Call first',
    },
  },
  'POST /api/admin/providers/:id/approve': { params: { id: ID } },
  'GET /api/venue-pages/:slug': { params: { slug: 'harpeth-river-pub-franklin-tn-0001' } },
  'GET /api/provider-pages/:slug': { params: { slug: 'harpeth-quiz-co-0001' } },
  'GET /trivia-at-:slug/calendar.ics': {
    params: { slug: 'harpeth-river-pub-franklin-tn-0001' },
    querystring: { night: `${ID}_2026-11-24` },
  },
  'GET /trivia-near-:slug/calendar.ics': {
    params: { slug: 'franklin-tn' },
    querystring: {
      radius: '50',
      day: 'Thursday',
      after: '19',
      cash: '1',
      type: 'music bingo',
      tab: 'week',
      sort: 'time',
      view: 'map',
    },
  },
  'GET /calendar.ics': { querystring: { venues: ID } },
  'GET /embed/venue/:slug': {
    params: { slug: 'harpeth-river-pub-franklin-tn-0001' },
    querystring: { theme: 'dark', accent: '#c2410c' },
  },
  'GET /embed/provider/:slug': {
    params: { slug: 'geeks-who-drink-3f9a' },
    querystring: { theme: 'light', accent: '#0a8' },
  },
  'GET /embed/near/:slug': {
    params: { slug: 'franklin-tn' },
    querystring: { theme: 'auto', accent: '#123456' },
  },
  'GET /api/night-links/:token': { params: { token: 'a-token' } },
  'POST /api/night-links/:token': { params: { token: 'a-token' } },
  'POST /api/reports': {
    body: {
      eventId: ID,
      date: '2026-11-24',
      reason: 'not_happening',
      note: 'The bar was dark',
      email: 'sweep@example.com',
      website: '',
    },
  },
  'POST /api/follows': {
    body: { email: 'sweep@example.com', venueIds: [ID], website: '' },
  },
  'GET /api/follows/:token': { params: { token: 'a-token' } },
  'POST /api/follows/:token/confirm': { params: { token: 'a-token' } },
  'PATCH /api/follows/:token': {
    params: { token: 'a-token' },
    body: { venueIds: [ID], weekly: true },
  },
  'GET /api/unsubscribe/:token': { params: { token: 'a-token' } },
  'POST /api/unsubscribe/:token': { params: { token: 'a-token' } },
  'GET /api/reports/night': { querystring: { event: ID, date: '2026-11-24' } },
  'POST /api/rsvps': {
    body: {
      eventId: ID,
      date: '2026-11-24',
      teamName: 'Quizzy Rascals',
      players: 4,
      email: 'sweep@example.com',
      website: '',
    },
  },
  'GET /api/rsvps/withdraw/:token': { params: { token: 'a-token' } },
  'POST /api/rsvps/withdraw/:token': { params: { token: 'a-token' } },
  'GET /api/admin/night-teams': {
    querystring: { eventId: ID, from: '2026-11-24', through: '2026-11-30' },
  },
  'DELETE /api/admin/night-teams/:id': { params: { id: ID } },
  'GET /api/admin/reports': { querystring: { status: 'open', venueId: ID } },
  'POST /api/admin/reports/:reportId/resolve': {
    params: { reportId: ID },
    body: { note: 'Called the host' },
  },
  'POST /api/admin/confirmations/send': { body: { from: '2026-11-24' } },
  'POST /api/admin/schedule/confirm-week': { body: { from: '2026-11-24', providerId: 'self' } },
  'POST /api/admin/schedule/exceptions': {
    body: {
      kind: 'cancel_date',
      eventIds: [ID],
      date: '2026-11-26',
      today: '2026-11-24',
      note: 'Closed for Thanksgiving',
    },
  },
  'POST /api/admin/providers/:id/reject': { params: { id: ID } },
  'GET /api/admin/activity': {
    querystring: {
      actorId: 'someone',
      entityType: 'venue',
      entityId: ID,
      from: '2026-11-01',
      to: '2026-11-24',
      before: '2026-11-24T19:14:00.000Z_42',
      pageSize: '50',
    },
  },
  'GET /api/admin/venues/:venueId/history': {
    params: { venueId: ID },
    querystring: { before: '2026-11-24T19:14:00.000Z_42' },
  },
  'GET /api/admin/events/:eventId/history': {
    params: { eventId: ID },
    querystring: { before: '2026-11-24T19:14:00.000Z_42' },
  },
  'GET /api/admin/feeds': { querystring: { providerId: ID } },
  'GET /api/admin/embeds': { querystring: { q: 'Tavern' } },
  'POST /api/admin/feeds': { body: FEED_BODY },
  'GET /api/admin/feeds/:feedId': { params: { feedId: ID } },
  'PUT /api/admin/feeds/:feedId': { params: { feedId: ID }, body: FEED_BODY },
  'DELETE /api/admin/feeds/:feedId': { params: { feedId: ID } },
  'POST /api/admin/feeds/:feedId/preview': {
    params: { feedId: ID },
    body: { content: 'venue_name,address,day,start' },
  },
  'POST /api/admin/feeds/:feedId/apply': {
    params: { feedId: ID },
    body: { content: 'venue_name,address,day,start' },
  },
  'POST /api/admin/feeds/reviews/:reviewId': { params: { reviewId: ID }, body: { answer: 'same' } },
  'POST /api/admin/venues/duplicates/distinct': { body: { venueIds: [ID, ID] } },
  'POST /api/admin/venues/:venueId/merge': { params: { venueId: ID }, body: { mergedVenueId: ID } },
};

function eventBody() {
  return {
    venueId: ID,
    providerId: ID,
    eventType: 'General Trivia',
    dayOfWeek: 'Tuesday',
    startTime: '19:30',
    endTime: '21:30',
    frequency: 'one-time',
    weekOfMonth: '1',
    eventDate: '2026-11-24',
    prizeAmount: 50,
    prizeDescription: 'Bar tab',
    maxTeams: 12,
    isActive: true,
  };
}

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
        // A path parameter past Fastify's maxParamLength (100) finds no route at all: 404 (414
        // for a POST or PATCH, whose path no page answers).
        const refused =
          field.part === 'params' && max >= 100
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

import { describe, expect, it } from 'vitest';
import type { RouteTableEntry } from '../../src/app.ts';
import { useTestApp } from '../helpers/app.ts';

/**
 * Every JSON answer of our API goes through its zod schema on the way out (the app's serializer
 * compiler, decision 187's rule for what crosses a boundary): a route without `response` would
 * send whatever its code returned. The routes below answer no JSON of ours.
 */
const WITHOUT_ANSWER_SCHEMA = [
  // better-auth answers for itself (sign-in, sessions, password reset).
  /^(GET|POST) \/api\/auth\//,
  // The public API's documents, and its 405s to every method it does not take.
  /^GET \/api\/(docs|openapi\.json|feeds\/schema\.json)/,
  /^(?!GET )[A-Z]+ \/api\/v1\//,
  /^GET \/api\/v1\/\*$/,
  /^OPTIONS \/api\/openapi\.json$/,
  // 204: nothing to say.
  /^DELETE \/api\//,
  /^POST \/api\/admin\/teams\/:kind\/:id\/invitations\/:invitationId\/resend$/,
  /^PATCH \/api\/admin\/users\/:userId$/,
  /^POST \/api\/admin\/venues\/duplicates\/distinct$/,
  /^POST \/api\/admin\/feeds\/(reviews|proposals)\/:[a-zA-Z]+$/,
];

const keyOf = (route: RouteTableEntry) => `${route.method} ${route.url}`;

describe('the API answers through its schemas', () => {
  const testApp = useTestApp();

  it('declares the schema of every JSON answer under /api', () => {
    const undeclared = testApp.app.routeTable
      .filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD')
      .filter((route) => !(route.schema as { response?: unknown } | undefined)?.response)
      .map(keyOf)
      .filter((key) => !WITHOUT_ANSWER_SCHEMA.some((pattern) => pattern.test(key)));
    expect(undeclared).toEqual([]);
  });

  it('lists only routes that exist', () => {
    const keys = testApp.app.routeTable.map(keyOf);
    for (const pattern of WITHOUT_ANSWER_SCHEMA) {
      expect(
        keys.some((key) => pattern.test(key)),
        String(pattern),
      ).toBe(true);
    }
  });
});

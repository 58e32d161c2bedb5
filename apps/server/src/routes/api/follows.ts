import {
  FollowAccepted,
  FollowInput,
  FollowsChange,
  FollowsView,
  TokenParams,
  UnsubscribeView,
} from '@trivia/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { INVALID_LINK_MESSAGE } from '../../lib/tokens.ts';
import { getOrCreateAuthSecret } from '../../services/app-settings.ts';
import {
  changeFollows,
  confirmFollows,
  followLinkKey,
  followVenues,
  unsubscribe,
  viewFollows,
  viewUnsubscribe,
} from '../../services/follows/index.ts';

/** Following venues by email: no account; links signed per purpose (decision 129). */
export const followRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.authSecret ?? (await getOrCreateAuthSecret({ db: app.db }));
  const key = followLinkKey(secret);
  const db = app.db;
  app.post(
    '/follows',
    { schema: { body: FollowInput, response: { 202: FollowAccepted } } },
    async (request, reply) => {
      const result = await followVenues({ db, input: request.body, address: request.ip, secret });
      return reply.status(202).send(result);
    },
  );
  app.get(
    '/follows/:token',
    { schema: { params: TokenParams, response: { 200: FollowsView } } },
    (request) => viewFollows({ db, key, token: request.params.token }),
  );
  app.post(
    '/follows/:token/confirm',
    { schema: { params: TokenParams, response: { 200: FollowsView } } },
    (request) => confirmFollows({ db, key, token: request.params.token }),
  );
  app.patch(
    '/follows/:token',
    { schema: { params: TokenParams, body: FollowsChange, response: { 200: FollowsView } } },
    (request) => changeFollows({ db, key, token: request.params.token, change: request.body }),
  );
  app.get(
    '/unsubscribe/:token',
    { schema: { params: TokenParams, response: { 200: UnsubscribeView } } },
    (request) => viewUnsubscribe({ db, key, token: request.params.token }),
  );
  app.post(
    '/unsubscribe/:token',
    { schema: { params: TokenParams, response: { 200: UnsubscribeView } } },
    (request) => unsubscribe({ db, key, token: request.params.token }),
  );
};

/**
 * RFC 8058 one-click unsubscribe, outside /api: a mail client POSTs `List-Unsubscribe=One-Click`
 * (form-encoded or multipart) to the List-Unsubscribe URL, without an Origin. The link's signed
 * token is what authorizes it; the same path's GET is the SPA page with a button.
 */
export const oneClickUnsubscribeRoutes: FastifyPluginAsync = async (app) => {
  const secret = app.config.authSecret ?? (await getOrCreateAuthSecret({ db: app.db }));
  const key = followLinkKey(secret);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
    done(null, String(body)),
  );
  app.post('/unsubscribe/:token', async (request, reply) => {
    const { token } = request.params as { token: string };
    const body = typeof request.body === 'string' ? request.body : '';
    if (!/List-Unsubscribe/.test(body) || !/One-Click/.test(body)) {
      throw AppError.invalid([
        { field: 'List-Unsubscribe', message: 'Send List-Unsubscribe=One-Click' },
      ]);
    }
    const parsed = TokenParams.safeParse({ token });
    if (!parsed.success) throw AppError.notFound(INVALID_LINK_MESSAGE);
    return reply.send(await unsubscribe({ db: app.db, key, token: parsed.data.token }));
  });
};

import {
  RsvpAddressView,
  TeamRsvpAccepted,
  TeamRsvpInput,
  TeamRsvpWithdrawView,
  TokenParams,
} from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getOrCreateAuthSecret } from '../../services/app-settings.ts';
import {
  confirmRsvpAddress,
  submitTeamRsvp,
  viewRsvpAddress,
  viewTeamRsvp,
  withdrawTeamRsvp,
} from '../../services/rsvps/index.ts';

/**
 * A visitor's "We're coming" to a night: no account; the link that confirms its address
 * (decision 165); its mailed withdraw link.
 */
export const rsvpRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.authSecret ?? (await getOrCreateAuthSecret({ db: app.db }));
  app.post(
    '/rsvps',
    { schema: { body: TeamRsvpInput, response: { 201: TeamRsvpAccepted } } },
    async (request, reply) => {
      const result = await submitTeamRsvp({
        db: app.db,
        input: request.body,
        address: request.ip,
        secret,
      });
      return reply.status(201).send(result);
    },
  );
  app.get(
    '/rsvps/confirm/:token',
    { schema: { params: TokenParams, response: { 200: RsvpAddressView } } },
    (request) => viewRsvpAddress({ db: app.db, token: request.params.token, secret }),
  );
  app.post(
    '/rsvps/confirm/:token',
    { schema: { params: TokenParams, response: { 200: RsvpAddressView } } },
    (request) => confirmRsvpAddress({ db: app.db, token: request.params.token, secret }),
  );
  app.get(
    '/rsvps/withdraw/:token',
    { schema: { params: TokenParams, response: { 200: TeamRsvpWithdrawView } } },
    (request) => viewTeamRsvp({ db: app.db, token: request.params.token }),
  );
  app.post(
    '/rsvps/withdraw/:token',
    { schema: { params: TokenParams, response: { 200: TeamRsvpWithdrawView } } },
    (request) => withdrawTeamRsvp({ db: app.db, token: request.params.token }),
  );
};

import { TeamRsvpAccepted, TeamRsvpInput, TeamRsvpWithdrawView, TokenParams } from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getOrCreateAuthSecret } from '../../services/app-settings.ts';
import { submitTeamRsvp } from '../../services/rsvps/submit-rsvp.ts';
import { viewTeamRsvp, withdrawTeamRsvp } from '../../services/rsvps/withdraw.ts';

/** A visitor's "We're coming" to a night (issue 32): no account; its mailed withdraw link. */
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

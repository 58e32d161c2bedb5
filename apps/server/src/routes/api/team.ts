import {
  InvitationAccepted,
  InvitationSignUpInput,
  InvitationTokenInput,
  InvitationView,
  InviteInput,
  TeamDetail,
  TeamRef,
  TeamsResponse,
  UpdateUserInput,
  UsersQuery,
  UsersResponse,
} from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { copyResponseHeaders, toWebHeaders } from '../../lib/fetch-api.ts';
import { requireActor, requireAdminArea } from '../../lib/guards.ts';
import {
  acceptInvitation,
  getTeamDetail,
  invite,
  listMyTeams,
  listUsers,
  removeMember,
  resendInvitation,
  revokeInvitation,
  signUpWithInvitation,
  updateUser,
  viewInvitation,
} from '../../services/team/index.ts';

const InvitationParams = TeamRef.extend({
  invitationId: z.uuid({ error: 'Not a valid invitation id' }),
});
const MemberParams = TeamRef.extend({
  userId: z.uuid({ error: 'Not a valid user id' }),
});
const UserParams = z.object({ userId: z.uuid({ error: 'Not a valid user id' }) });

/** /admin/team: teams, invitations, and (platform admins) every account. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  // The /admin paths here admit only users of the admin area, before their input is validated,
  // as the /api/admin scope does (routes/api/admin/index.ts); the invitation pages are public.
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url?.startsWith('/api/admin/')) await requireAdminArea(request);
  });

  app.get('/admin/teams', { schema: { response: { 200: TeamsResponse } } }, async (request) => ({
    teams: await listMyTeams({ db: app.db, actor: await requireActor(request) }),
  }));

  app.get(
    '/admin/teams/:kind/:id',
    { schema: { params: TeamRef, response: { 200: TeamDetail } } },
    async (request) =>
      getTeamDetail({ db: app.db, actor: await requireActor(request), ref: request.params }),
  );

  app.post(
    '/admin/teams/:kind/:id/invitations',
    {
      schema: {
        params: TeamRef,
        body: InviteInput,
        response: { 201: z.object({ id: z.string() }) },
      },
    },
    async (request, reply) => {
      const result = await invite({
        db: app.db,
        actor: await requireActor(request),
        ref: request.params,
        input: request.body,
      });
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/admin/teams/:kind/:id/invitations/:invitationId/resend',
    { schema: { params: InvitationParams } },
    async (request, reply) => {
      const { invitationId, ...ref } = request.params;
      await resendInvitation({
        db: app.db,
        actor: await requireActor(request),
        ref,
        invitationId,
      });
      return reply.status(204).send();
    },
  );

  app.delete(
    '/admin/teams/:kind/:id/invitations/:invitationId',
    { schema: { params: InvitationParams } },
    async (request, reply) => {
      const { invitationId, ...ref } = request.params;
      await revokeInvitation({ db: app.db, actor: await requireActor(request), ref, invitationId });
      return reply.status(204).send();
    },
  );

  app.delete(
    '/admin/teams/:kind/:id/members/:userId',
    { schema: { params: MemberParams } },
    async (request, reply) => {
      const { userId, ...ref } = request.params;
      await removeMember({ db: app.db, actor: await requireActor(request), ref, userId });
      return reply.status(204).send();
    },
  );

  /** The invitation page: what it is for. Opening the link changes nothing. */
  app.get(
    '/invitations/:token',
    { schema: { params: InvitationTokenInput, response: { 200: InvitationView } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return viewInvitation({
        db: app.db,
        token: request.params.token,
        adminEmails: app.config.adminEmails,
      });
    },
  );

  /** The page's Accept button, signed in as the invited address. */
  app.post(
    '/invitations/accept',
    { schema: { body: InvitationTokenInput, response: { 200: InvitationAccepted } } },
    async (request) =>
      acceptInvitation({
        db: app.db,
        actor: await requireActor(request),
        token: request.body.token,
        adminEmails: app.config.adminEmails,
      }),
  );

  /** The short sign-up: the account, the membership, and a signed-in session. */
  app.post(
    '/invitations/sign-up',
    { schema: { body: InvitationSignUpInput, response: { 201: InvitationAccepted } } },
    async (request, reply) => {
      const context = await app.auth.$context;
      const { email, ...accepted } = await signUpWithInvitation({
        db: app.db,
        token: request.body.token,
        name: request.body.name,
        password: request.body.password,
        hashPassword: (password) => context.password.hash(password),
        adminEmails: app.config.adminEmails,
      });
      const signIn = await app.auth.api.signInEmail({
        body: { email, password: request.body.password },
        headers: toWebHeaders(request),
        asResponse: true,
      });
      copyResponseHeaders(signIn, reply);
      reply.header('content-type', 'application/json; charset=utf-8');
      return reply.status(201).send(accepted);
    },
  );

  app.get(
    '/admin/users',
    { schema: { querystring: UsersQuery, response: { 200: UsersResponse } } },
    async (request) =>
      listUsers({ db: app.db, actor: await requireActor(request), ...request.query }),
  );

  app.patch(
    '/admin/users/:userId',
    { schema: { params: UserParams, body: UpdateUserInput } },
    async (request, reply) => {
      await updateUser({
        db: app.db,
        actor: await requireActor(request),
        userId: request.params.userId,
        input: request.body,
      });
      return reply.status(204).send();
    },
  );
};

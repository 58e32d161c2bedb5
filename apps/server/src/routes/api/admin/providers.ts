import {
  ContactInfoInput,
  ProviderDirectory,
  ProviderDirectoryEntry,
  ProviderIdParams,
} from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  refuseBeforeValidation,
  requireActor,
  requireProviderManager,
} from '../../../lib/guards.ts';
import { approveProvider, rejectProvider } from '../../../services/provider-review.ts';
import { listProviders, updateProviderContacts } from '../../../services/providers.ts';

/**
 * The provider directory and registration review (spec §2 "Providers page", §6: admin only). The
 * services refuse other users; the hook does it before the input is validated, so that they are
 * refused (403) whatever they send.
 */
export const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', refuseBeforeValidation(requireProviderManager));

  app.get('/providers', { schema: { response: { 200: ProviderDirectory } } }, async (request) =>
    listProviders({ db: app.db, actor: await requireActor(request), logger: request.log }),
  );

  app.put(
    '/providers/:id/contact-info',
    {
      schema: {
        params: ProviderIdParams,
        body: ContactInfoInput,
        response: { 200: ProviderDirectoryEntry },
      },
    },
    async (request) =>
      updateProviderContacts({
        db: app.db,
        actor: await requireActor(request),
        providerId: request.params.id,
        input: request.body,
        logger: request.log,
      }),
  );

  const review = {
    schema: { params: ProviderIdParams, response: { 200: ProviderDirectoryEntry } },
  };

  for (const [decision, decide] of [
    ['approve', approveProvider],
    ['reject', rejectProvider],
  ] as const) {
    app.post(`/providers/:id/${decision}`, review, async (request) =>
      decide({
        db: app.db,
        actor: await requireActor(request),
        providerId: request.params.id,
        mailer: app.mailer,
        publicUrl: app.config.publicUrl,
        logger: request.log,
      }),
    );
  }
};

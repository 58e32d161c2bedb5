import {
  ContactInfoInput,
  canManageProviders,
  ProviderDirectory,
  ProviderDirectoryEntry,
  ProviderIdParams,
} from '@trivia/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor, requirePermission } from '../../../lib/guards.ts';
import { approveProvider, rejectProvider } from '../../../services/provider-review.ts';
import { listProviders, updateProviderContacts } from '../../../services/providers.ts';

/**
 * The provider directory and registration review (spec §2 "Providers page", §6: admin only).
 * Checked before the input is validated, so that other users are refused (403) whatever they send.
 */
async function requireProviderManager(request: FastifyRequest): Promise<void> {
  requirePermission(canManageProviders(await requireActor(request)));
}

export const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/providers',
    { preValidation: requireProviderManager, schema: { response: { 200: ProviderDirectory } } },
    async (request) => listProviders({ db: app.db, logger: request.log }),
  );

  app.put(
    '/providers/:id/contact-info',
    {
      preValidation: requireProviderManager,
      schema: {
        params: ProviderIdParams,
        body: ContactInfoInput,
        response: { 200: ProviderDirectoryEntry },
      },
    },
    async (request) =>
      updateProviderContacts({
        db: app.db,
        providerId: request.params.id,
        input: request.body,
        logger: request.log,
      }),
  );

  const review = {
    preValidation: requireProviderManager,
    schema: { params: ProviderIdParams, response: { 200: ProviderDirectoryEntry } },
  };

  app.post('/providers/:id/approve', review, async (request) =>
    approveProvider({
      db: app.db,
      providerId: request.params.id,
      mailer: app.mailer,
      publicUrl: app.config.publicUrl,
      logger: request.log,
    }),
  );

  app.post('/providers/:id/reject', review, async (request) =>
    rejectProvider({
      db: app.db,
      providerId: request.params.id,
      mailer: app.mailer,
      publicUrl: app.config.publicUrl,
      logger: request.log,
    }),
  );
};

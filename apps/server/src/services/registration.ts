import type { RegistrationInput, RegistrationResponse } from '@trivia/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { notifications, providerUsers, triviaProviders, user } from '../db/schema/index.ts';
import { writeTransaction } from '../db/transaction.ts';
import { AppError } from '../lib/app-error.ts';
import { recordAudit } from './audit/index.ts';
import { insertCredentialAccount } from './credential-account.ts';
import { queueVerificationMail } from './email-verification.ts';

type RegistrationData = z.output<typeof RegistrationInput>;

/**
 * Provider registration (spec §5, §7): one transaction creates the user with their password, their
 * venue_owner profile, the provider (status `pending`, inactive until approved), the provider_users
 * row (role `admin`), the `new_provider` notification and the mail that proves the address (a job:
 * the provider is approved only once it is proven, decision 095). The notification is written in
 * a savepoint: if it fails, that is logged and the registration still stands.
 */
export async function registerProvider(options: {
  db: Db;
  input: RegistrationData;
  hashPassword: (password: string) => Promise<string>;
  logger: FastifyBaseLogger;
}): Promise<RegistrationResponse> {
  const { db, input, hashPassword, logger } = options;
  const passwordHash = await hashPassword(input.password);
  const providerName = input.providerName ?? input.fullName;

  return writeTransaction(db, async (tx) => {
    const [existing] = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, input.email));
    if (existing) {
      throw new AppError(
        'CONFLICT',
        'An account with this email already exists. Sign in, or reset your password.',
        {
          details: [{ field: 'email', message: 'An account with this email already exists' }],
        },
      );
    }
    const userId = await insertCredentialAccount(tx, {
      email: input.email,
      name: input.fullName,
      passwordHash,
    });
    const [provider] = await tx
      .insert(triviaProviders)
      .values({
        name: providerName,
        email: input.email,
        phone: input.phone ?? null,
        website: input.website ?? null,
        description: input.description ?? null,
        status: 'pending',
        isActive: false,
        contactInfo: {
          emails: [input.email],
          phones: input.phone ? [input.phone] : [],
          address: null,
          note: null,
        },
      })
      .returning();
    if (!provider) throw new Error('registerProvider: the provider was not stored');
    await tx.insert(providerUsers).values({ userId, providerId: provider.id, role: 'admin' });
    await queueVerificationMail(tx, { userId, email: input.email });
    // The registering person acts for themselves; the provider and its first member are one entry.
    await recordAudit({
      tx,
      actor: { userId, isAdmin: false, profileRole: 'venue_owner', providerIds: [provider.id] },
      action: 'registered',
      entity: { type: 'provider', id: provider.id, label: provider.name },
      before: null,
      after: { ...provider, memberEmail: input.email, memberRole: 'admin' },
    });

    try {
      await tx.transaction(async (savepoint) => {
        await savepoint.insert(notifications).values({
          type: 'new_provider',
          title: `New provider registration: ${providerName}`,
          message: `${providerName} (${input.email}) registered and awaits approval.`,
          relatedId: provider.id,
          relatedTable: 'trivia_providers',
          createdBy: userId,
        });
      });
    } catch (error) {
      logger.error(
        { err: error, providerId: provider.id },
        'the new_provider notification could not be stored',
      );
    }

    return {
      user: { id: userId, email: input.email, name: input.fullName },
      provider: { id: provider.id, name: provider.name, status: 'pending' },
    };
  });
}

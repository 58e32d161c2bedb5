import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { triviaProviders } from '../../db/schema/index.ts';

/**
 * A feed acts for its provider (decision 114), so it is read only while its provider is approved
 * and active (decision 155): a rejected or deactivated provider's feeds are not fetched and change
 * nothing, and are read again once it is approved.
 */

/** Why the provider's feeds are not read now, for its feeds' cards; null while they are. */
export async function feedsPausedBecause(db: DbOrTx, providerId: string): Promise<string | null> {
  const [provider] = await db
    .select({
      name: triviaProviders.name,
      status: triviaProviders.status,
      isActive: triviaProviders.isActive,
    })
    .from(triviaProviders)
    .where(eq(triviaProviders.id, providerId));
  if (!provider) return 'Not read: the provider no longer exists.';
  if (provider.status === 'approved' && provider.isActive) return null;
  const state =
    provider.status === 'rejected'
      ? 'was rejected'
      : provider.status === 'pending'
        ? 'is not approved yet'
        : 'is not active';
  return `Not read: ${provider.name} ${state}. Its feeds are read again once it is approved.`;
}

import {
  type Actor,
  type ContactInfoInput,
  contactBadge,
  countProviderContacts,
  type ProviderDirectory,
  type ProviderDirectoryEntry,
  readContactInfo,
} from '@trivia/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../db/client.ts';
import { notifications, triviaProviders } from '../db/schema/index.ts';
import { writeTransaction } from '../db/transaction.ts';
import { AppError } from '../lib/app-error.ts';
import { requireProviderManager } from '../lib/guards.ts';
import { recordAudit } from './audit/index.ts';
import { countUnreadProviderNotifications } from './notifications.ts';

export const PROVIDER_NOT_FOUND = 'Provider not found. It may have been removed.';

const directoryColumns = {
  id: triviaProviders.id,
  name: triviaProviders.name,
  website: triviaProviders.website,
  description: triviaProviders.description,
  status: triviaProviders.status,
  isActive: triviaProviders.isActive,
  contactInfo: triviaProviders.contactInfo,
  createdAt: triviaProviders.createdAt,
  updatedAt: triviaProviders.updatedAt,
  /** One of its people has not proven their address: approval waits (decision 095). */
  awaitingEmailConfirmation: sql<boolean>`exists (
    select 1 from provider_users pu join auth_user u on u.id = pu.user_id
    where pu.provider_id = trivia_providers.id and not u.email_verified)`,
};

/** Providers whose registration notification is still unread (the card's "New"). */
async function unreadProviderIds(db: DbOrTx, providerId?: string): Promise<Set<string>> {
  const rows = await db
    .select({ providerId: notifications.relatedId })
    .from(notifications)
    .where(
      and(
        eq(notifications.type, 'new_provider'),
        isNull(notifications.readAt),
        eq(notifications.relatedTable, 'trivia_providers'),
        providerId === undefined ? undefined : eq(notifications.relatedId, providerId),
      ),
    );
  return new Set(rows.flatMap((row) => (row.providerId ? [row.providerId] : [])));
}

function selectDirectory(db: DbOrTx) {
  return db.select(directoryColumns).from(triviaProviders);
}
type DirectoryRow = Awaited<ReturnType<typeof selectDirectory>>[number];

/**
 * One card of the directory. Contact info is read whatever its stored form (spec §3); a row that
 * cannot be read is shown empty and reported in the log rather than failing the page.
 */
function toEntry(
  row: DirectoryRow,
  unreadProviderIds: ReadonlySet<string>,
  logger: FastifyBaseLogger,
): ProviderDirectoryEntry {
  const { contactInfo, wasMalformed } = readContactInfo(row.contactInfo);
  if (wasMalformed) {
    logger.warn(
      { providerId: row.id, providerName: row.name },
      'contact_info of a provider is malformed; it is shown as empty',
    );
  }
  return {
    id: row.id,
    name: row.name,
    website: row.website,
    description: row.description,
    status: row.status,
    isActive: row.isActive,
    contactInfo,
    contactInfoWasMalformed: wasMalformed,
    badge: contactBadge(contactInfo),
    hasUnreadNotification: unreadProviderIds.has(row.id),
    awaitingEmailConfirmation: row.awaitingEmailConfirmation,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The directory entry of one provider; 404 when there is none. */
export async function getProviderEntry(options: {
  db: DbOrTx;
  providerId: string;
  logger: FastifyBaseLogger;
}): Promise<ProviderDirectoryEntry> {
  const { db, providerId, logger } = options;
  const [[row], unread] = await Promise.all([
    selectDirectory(db).where(eq(triviaProviders.id, providerId)),
    unreadProviderIds(db, providerId),
  ]);
  if (!row) throw AppError.notFound(PROVIDER_NOT_FOUND);
  return toEntry(row, unread, logger);
}

/**
 * The Providers page (spec §2, admins only): every provider, registrations awaiting approval
 * first and then by name, with the tile counts and the number of unread registrations.
 */
export async function listProviders(options: {
  db: DbOrTx;
  actor: Actor;
  logger: FastifyBaseLogger;
}): Promise<ProviderDirectory> {
  const { db, actor, logger } = options;
  requireProviderManager(actor);
  const [rows, unread, unreadNewProviders] = await Promise.all([
    selectDirectory(db).orderBy(
      sql`case when ${triviaProviders.status} = 'pending' then 0 else 1 end`,
      sql`lower(${triviaProviders.name})`,
      asc(triviaProviders.id),
    ),
    unreadProviderIds(db),
    countUnreadProviderNotifications({ db }),
  ]);
  const providers = rows.map((row) => toEntry(row, unread, logger));
  return { providers, totals: countProviderContacts(providers), unreadNewProviders };
}

/** Replaces a provider's contact info (spec §4 "save replaces contact_info"; admins only). */
export async function updateProviderContacts(options: {
  db: Db;
  actor: Actor;
  providerId: string;
  input: z.output<typeof ContactInfoInput>;
  logger: FastifyBaseLogger;
}): Promise<ProviderDirectoryEntry> {
  const { db, actor, providerId, input, logger } = options;
  requireProviderManager(actor);
  await writeTransaction(db, async (tx) => {
    const [before] = await tx
      .select()
      .from(triviaProviders)
      .where(eq(triviaProviders.id, providerId))
      .for('update');
    if (!before) throw AppError.notFound(PROVIDER_NOT_FOUND);
    const [updated] = await tx
      .update(triviaProviders)
      .set({
        contactInfo: {
          emails: input.emails,
          phones: input.phones,
          address: input.address,
          note: input.note,
        },
      })
      .where(eq(triviaProviders.id, providerId))
      .returning();
    if (!updated) throw AppError.notFound(PROVIDER_NOT_FOUND);
    await recordAudit({
      tx,
      actor,
      action: 'updated',
      entity: { type: 'provider', id: providerId, label: updated.name },
      before,
      after: updated,
    });
  });
  return getProviderEntry({ db, providerId, logger });
}

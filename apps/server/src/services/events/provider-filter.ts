import { eq, isNull, type SQL } from 'drizzle-orm';
import { events } from '../../db/schema/index.ts';

/** The admin lists' provider filter: one provider's events, `self` for self-hosted ones, or all. */
export function ofProvider(providerId: string | undefined): SQL | undefined {
  if (!providerId) return undefined;
  return providerId === 'self' ? isNull(events.providerId) : eq(events.providerId, providerId);
}

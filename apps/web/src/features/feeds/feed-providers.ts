import { canManageFeedsOf, type MeResponse } from '@trivia/shared';
import { actorOf } from '@/lib/session.ts';

export const FEEDS_RESTRICTED =
  'Feeds belong to trivia providers: their members and platform administrators manage them.';

/**
 * The providers whose feeds the signed-in user manages, by /api/me's approved memberships (the
 * shared rule `canManageFeedsOf` decides, as on the server). Admins manage every provider's.
 */
export function feedProvidersOf(me: MeResponse): { id: string; name: string }[] {
  const actor = actorOf(me);
  return me.providers
    .filter(
      (membership) =>
        actor.providerIds.includes(membership.providerId) &&
        canManageFeedsOf(actor, membership.providerId).allowed,
    )
    .map((membership) => ({ id: membership.providerId, name: membership.providerName }));
}

import type { TeamRef } from '@trivia/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { user } from '../../db/schema/index.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';

type Membership = { userId: string; role: string };

/**
 * The history entry of a membership added or removed (decision 061): the entity is the
 * pair team + person, named 'Alex Host — Quiz Riot'; a venue's memberships show on its page.
 */
export async function recordMembership(options: {
  tx: Tx;
  actor: AuditActor;
  ref: TeamRef;
  teamName: string;
  before: Membership | null;
  after: Membership | null;
}): Promise<void> {
  const { tx, actor, ref, teamName, before, after } = options;
  const member = after ?? before;
  if (!member) return;
  const [person] = await tx
    .select({ name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, member.userId));
  const shown = (row: Membership | null) =>
    row && { person: person?.email ?? row.userId, role: row.role };
  await recordAudit({
    tx,
    actor,
    action: before === null ? 'created' : after === null ? 'deleted' : 'updated',
    entity: {
      type: ref.kind === 'provider' ? 'provider_member' : 'venue_member',
      id: `${ref.id}:${member.userId}`,
      label: `${person?.name ?? member.userId} — ${teamName}`,
    },
    before: shown(before),
    after: shown(after),
    venueId: ref.kind === 'venue' ? ref.id : null,
  });
}

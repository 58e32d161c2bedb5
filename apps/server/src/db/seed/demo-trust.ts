import { createHash } from 'node:crypto';
import { addDays, type DayOfWeek, type IsoDate, nextDayOnOrAfter } from '@trivia/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { createOccurrence } from '../factories.ts';
import { events } from '../schema/index.ts';

/**
 * How much the demo's hosts keep their listings up (decision 123), so that a first
 * visit shows the public's trust words as they would be some weeks after launch: some nights
 * "Confirmed" by their host, some "Checked {Mon d}", some "Not checked recently". Chosen from a
 * hash of the event's demo key, so every seed makes the same choice; dates count back from the
 * seeding day.
 */
export type DemoTrust =
  | { kind: 'confirmed' }
  | { kind: 'checked'; daysAgo: number }
  | { kind: 'stale'; daysAgo: number | null };

export function demoTrust(key: string): DemoTrust {
  const [bucket = 0, days = 0] = createHash('sha256').update(`trivia-demo:trust:${key}`).digest();
  const tenth = bucket % 10;
  // Four in ten confirmed by their host, three checked this month, three not lately.
  if (tenth < 4) return { kind: 'confirmed' };
  if (tenth < 7) return { kind: 'checked', daysAgo: 1 + (days % 21) };
  return { kind: 'stale', daysAgo: tenth === 9 ? null : 45 + (days % 60) };
}

/**
 * Applies `demoTrust` to a newly seeded event: when its schedule was last checked, and for a
 * weekly event with a host (a provider, or a venue with members) who confirmed, its next two
 * nights confirmed by the host.
 */
export async function seedDemoTrust(
  tx: Tx,
  event: { id: string; key: string; day: DayOfWeek; isWeekly: boolean; hasHost: boolean },
  now: Date,
): Promise<void> {
  const chosen = demoTrust(event.key);
  // Only a provider's or a venue's people can confirm (decision 123); the rest were checked.
  const trust: DemoTrust =
    chosen.kind === 'confirmed' && !event.hasHost ? { kind: 'checked', daysAgo: 2 } : chosen;
  const today: IsoDate = now.toISOString().slice(0, 10);
  const daysAgo = trust.kind === 'confirmed' ? 0 : trust.daysAgo;
  if (daysAgo !== null) {
    const checked = new Date(now.getTime() - daysAgo * 86_400_000);
    await tx.update(events).set({ verifiedAt: checked }).where(eq(events.id, event.id));
  }
  if (trust.kind !== 'confirmed' || !event.isWeekly) return;
  // From yesterday in UTC, which is today in the US for part of the day: its next two nights.
  const next = nextDayOnOrAfter(addDays(today, -1), event.day);
  for (const occurrenceDate of [next, addDays(next, 7)]) {
    await createOccurrence(tx, {
      eventId: event.id,
      occurrenceDate,
      status: 'confirmed',
      confirmedAt: now,
      confirmedBy: 'host',
    });
  }
}

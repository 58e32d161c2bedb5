import { addDays, dayOfWeekOf, todayIn } from '@trivia/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { createEvent, createVenue } from '../../src/db/factories.ts';
import { teamRsvps } from '../../src/db/schema/index.ts';
import type { TestApp } from '../helpers/app.ts';
import { readOutbox, TestClient } from '../helpers/auth.ts';

/** The "We're coming" tests' tools. */

/** Factories' venues are in Nashville: their nights are Chicago's. */
export const TODAY = todayIn('America/Chicago');
export const NEXT_WEEK = addDays(TODAY, 7);
export const CONFIRM_SUBJECT = 'Confirm your email for Trivia Near Me';

let addresses = 0;

/** A visitor at a network address of its own (or the one given), so that no test meets another's limits. */
export function visitorOf(testApp: TestApp, address?: string) {
  const client = new TestClient(testApp);
  addresses += 1;
  const headers = {
    'x-forwarded-for': address ?? `198.51.${100 + Math.floor(addresses / 250)}.${addresses % 250}`,
  };
  return {
    post: (payload: Record<string, unknown>) =>
      client.request({ method: 'POST', url: '/api/rsvps', payload, headers }),
    get: (url: string) => client.request({ method: 'GET', url, headers }),
    postTo: (url: string) => client.request({ method: 'POST', url, headers }),
  };
}

/** A new venue with one weekly night on `date` at 19:00 (next week's by default). */
export async function nightAt(db: Db, options: { maxTeams?: number; date?: string } = {}) {
  const date = options.date ?? NEXT_WEEK;
  const venue = await createVenue(db, {});
  const event = await createEvent(db, {
    venueId: venue.id,
    dayOfWeek: dayOfWeekOf(date),
    startTime: '19:00',
    maxTeams: options.maxTeams ?? null,
  });
  return { venue, event, date, base: { eventId: event.id, date } };
}

export const teamsOf = (db: Db, eventId: string) =>
  db.select().from(teamRsvps).where(eq(teamRsvps.eventId, eventId)).orderBy(teamRsvps.createdAt);

export const mailsTo = async (testApp: TestApp, email: string) =>
  (await readOutbox(testApp.config.dataDir)).filter((mail) => mail.to.includes(email));

/** The withdraw token of a team's mail. */
export function withdrawTokenIn(text: string): string {
  const token = /\/rsvp\/(?!confirm\/)([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no withdraw link in:\n${text}`);
  return token;
}

/** The token of the newest confirmation mail to `email`. */
export async function confirmTokenFor(testApp: TestApp, email: string): Promise<string> {
  const mail = (await mailsTo(testApp, email))
    .filter((each) => each.subject === CONFIRM_SUBJECT)
    .at(-1);
  const token = /\/rsvp\/confirm\/([A-Za-z0-9_.-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link mailed to ${email}`);
  return token;
}

/** Confirms `email` as its owner does: the mail's link, then its page's button; then its mails go. */
export async function confirmByMail(testApp: TestApp, email: string): Promise<void> {
  await testApp.app.jobs.runDue();
  const token = await confirmTokenFor(testApp, email);
  const confirmed = await visitorOf(testApp).postTo(`/api/rsvps/confirm/${token}`);
  expect(confirmed.statusCode).toBe(200);
  await testApp.app.jobs.runDue();
}

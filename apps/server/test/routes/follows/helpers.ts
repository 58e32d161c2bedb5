import fs from 'node:fs/promises';
import path from 'node:path';
import { addDays, dayOfWeekOf, todayIn } from '@trivia/shared';
import type { Db } from '../../../src/db/client.ts';
import { createEvent, createOccurrence, createVenue } from '../../../src/db/factories.ts';
import { outboxDirectory } from '../../../src/services/mail.ts';
import type { TestApp } from '../../helpers/app.ts';
import { TestClient } from '../../helpers/auth.ts';
import { confirmByMail } from '../rsvps-helpers.ts';

/** Test venues are in Nashville. */
export const ZONE = 'America/Chicago';

/** A venue with a weekly event and its night `days` from today stored as scheduled. */
export async function venueWithNight(db: Db, options: { days?: number; name?: string } = {}) {
  const date = addDays(todayIn(ZONE), options.days ?? 1);
  const venue = await createVenue(db, { nameOriginal: options.name ?? 'The Follow Arms' });
  const event = await createEvent(db, {
    venueId: venue.id,
    providerId: null,
    dayOfWeek: dayOfWeekOf(date),
  });
  const night = await createOccurrence(db, { eventId: event.id, occurrenceDate: date });
  return { venue, event, night, date };
}

export interface OutboxMail {
  to: string;
  subject: string;
  /** The header section, folded lines joined. */
  headers: string;
  /** The body, quoted-printable decoded as UTF-8. */
  text: string;
}

function decodeMail(raw: string): OutboxMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const body = rest.join('\n\n').replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < body.length; index += 1) {
    const hex = /^=([0-9A-F]{2})/.exec(body.slice(index, index + 3));
    if (hex?.[1]) {
      bytes.push(Number.parseInt(hex[1], 16));
      index += 2;
    } else bytes.push(...Buffer.from(body[index] ?? ''));
  }
  return {
    to: /^To: (.*)$/m.exec(headers)?.[1] ?? '',
    subject: /^Subject: (.*)$/m.exec(headers)?.[1] ?? '',
    headers,
    text: Buffer.from(bytes).toString('utf8'),
  };
}

/** The outbox's messages to `to`, oldest first, decoded. */
export async function mailsTo(testApp: TestApp, to: string): Promise<OutboxMail[]> {
  const directory = outboxDirectory(testApp.config.dataDir);
  const files = (await fs.readdir(directory).catch(() => [] as string[])).sort();
  const mails = await Promise.all(
    files.map(async (file) => decodeMail(await fs.readFile(path.join(directory, file), 'utf8'))),
  );
  return mails.filter((mail) => mail.to === to);
}

/** The token of a `/follow/…` or `/unsubscribe/…` link in a mail's text. */
export function tokenIn(text: string, kind: 'follow' | 'unsubscribe'): string {
  const match = new RegExp(`https?://\\S+?/${kind}/([A-Za-z0-9._-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no /${kind}/ link in:\n${text}`);
  return match[1];
}

/** Follows the venues as a visitor and confirms with the mailed link; the manage token. */
export async function followAndConfirm(
  testApp: TestApp,
  email: string,
  venueIds: string[],
  address = '198.51.100.7',
): Promise<string> {
  const client = new TestClient(testApp);
  const answer = await client.request({
    method: 'POST',
    url: '/api/follows',
    payload: { email, venueIds },
    headers: { 'x-forwarded-for': address },
  });
  if (answer.statusCode !== 202) throw new Error(`follow: ${answer.statusCode} ${answer.body}`);
  await testApp.app.jobs.runDue();
  const mails = await mailsTo(testApp, email);
  const last = mails.at(-1);
  if (!last) throw new Error(`no confirmation mail to ${email}`);
  const token = tokenIn(last.text, 'follow');
  const confirmed = await client.post(`/api/follows/${token}/confirm`);
  if (confirmed.statusCode !== 200) {
    throw new Error(`confirm: ${confirmed.statusCode} ${confirmed.body}`);
  }
  return token;
}

/** The notices of nights that stopped being nights (decisions 130, 156): cancelled, moved, ended. */
export const notices = async (testApp: TestApp, to: string) =>
  (await mailsTo(testApp, to)).filter((mail) => /^(Cancelled|Moved|Ended):/.test(mail.subject));

/** The night everyone knows: two days from today (within the followers' 7 days). */
export const NIGHT = addDays(todayIn(ZONE), 2);

let people = 0;
/**
 * A team coming to `date` (NIGHT unless told) through "We're coming", with an email, and a
 * confirmed follower of the venue: their addresses.
 */
export async function teamAndFollower(
  testApp: TestApp,
  night: { venueId: string; eventId: string; date?: string },
) {
  people += 1;
  const team = `team-${people}@example.com`;
  const follower = `follower-${people}@example.com`;
  const answer = await new TestClient(testApp).request({
    method: 'POST',
    url: '/api/rsvps',
    payload: {
      eventId: night.eventId,
      date: night.date ?? NIGHT,
      teamName: `Team ${people}`,
      email: team,
    },
    headers: { 'x-forwarded-for': `203.0.113.${people}` },
  });
  if (answer.statusCode !== 201) throw new Error(`rsvp: ${answer.statusCode} ${answer.body}`);
  // Decision 165: a team's address is mailed only once its owner has confirmed it.
  await confirmByMail(testApp, team);
  await followAndConfirm(testApp, follower, [night.venueId], `198.51.100.${people}`);
  await testApp.app.jobs.runDue();
  return { team, follower };
}

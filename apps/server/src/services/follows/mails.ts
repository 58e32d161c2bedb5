import { formatOccurrenceDate, formatTime, type IsoDate, themeSentence } from '@trivia/shared';
import { z } from 'zod';
import { payloadIsoDate } from '../../jobs/payload-fields.ts';
import type { MailMessage } from '../mail.ts';

/** The mails of following venues. Plain text: they are read, not designed. */

const SIGNATURE = '— Trivia Near Me';

interface FollowerLinks {
  manageUrl: string;
  unsubscribeUrl: string;
  headers: Record<string, string>;
}

function footer(links: FollowerLinks): string[] {
  return [
    '',
    `Change the venues you follow or the mails you get: ${links.manageUrl}`,
    `Unsubscribe from everything: ${links.unsubscribeUrl}`,
    SIGNATURE,
  ];
}

export const FOLLOW_CONFIRM_SUBJECT = 'Confirm the trivia venues you follow';

/** The double opt-in mail: the only one an address gets until its link is used. */
export function followConfirmMail(options: {
  to: string;
  venueNames: string[];
  confirmUrl: string;
}): MailMessage {
  const { to, venueNames, confirmUrl } = options;
  return {
    to,
    subject: FOLLOW_CONFIRM_SUBJECT,
    text: [
      'Someone (we hope you) asked for mail about trivia nights at:',
      ...venueNames.map((name) => `- ${name}`),
      '',
      `To get it, confirm here: ${confirmUrl}`,
      '',
      'If it was not you, ignore this mail: nothing more will be sent.',
      SIGNATURE,
    ].join('\n'),
  };
}

/** A night as its notice tells it; carried in the notice job's payload (decision 187). */
export const CancelledNight = z.object({
  venueName: z.string(),
  eventTitle: z.string(),
  date: payloadIsoDate,
  startTime: z.string(),
  note: z.string().nullable(),
});
export type CancelledNight = z.infer<typeof CancelledNight>;

export function cancellationSubject(night: CancelledNight): string {
  return `Cancelled: ${night.eventTitle} at ${night.venueName}, ${formatOccurrenceDate(night.date)}`;
}

/** A followed venue's (or a team's) night was cancelled. Followers get their links. */
export function cancellationMail(options: {
  to: string;
  night: CancelledNight;
  links?: FollowerLinks;
}): MailMessage {
  const { to, night, links } = options;
  return {
    to,
    subject: cancellationSubject(night),
    text: [
      `${night.eventTitle} at ${night.venueName} on ${formatOccurrenceDate(night.date)} at ${formatTime(night.startTime)} is cancelled.`,
      ...(night.note ? ['', `The host says: "${night.note}"`] : []),
      ...(links ? footer(links) : ['', SIGNATURE]),
    ].join('\n'),
    ...(links ? { headers: links.headers } : {}),
  };
}

/** Where a moved night went: the event's nearest night under its rule now. */
export interface MovedNight {
  date: IsoDate;
  startTime: string;
  /** Only when the event is at another venue now. */
  venueName?: string;
}

export function nightChangedSubject(night: CancelledNight, movedTo: MovedNight | null): string {
  return `${movedTo ? 'Moved' : 'Ended'}: ${night.eventTitle} at ${night.venueName}, ${formatOccurrenceDate(night.date)}`;
}

/**
 * A followed venue's (or a team's) night stopped being a night other than by a cancellation
 * (decision 156): it moved, or its event ended. The same notice as a cancellation, saying which.
 */
export function nightChangedMail(options: {
  to: string;
  night: CancelledNight;
  movedTo: MovedNight | null;
  links?: FollowerLinks;
}): MailMessage {
  const { to, night, movedTo, links } = options;
  const was = `${night.eventTitle} at ${night.venueName} on ${formatOccurrenceDate(night.date)} at ${formatTime(night.startTime)}`;
  return {
    to,
    subject: nightChangedSubject(night, movedTo),
    text: [
      movedTo
        ? `${was} has moved to ${formatOccurrenceDate(movedTo.date)} at ${formatTime(movedTo.startTime)}${
            movedTo.venueName ? `, at ${movedTo.venueName}` : ''
          }.`
        : `${was} is not happening: the event has ended.`,
      ...(links ? footer(links) : ['', SIGNATURE]),
    ].join('\n'),
    ...(links ? { headers: links.headers } : {}),
  };
}

export type WeeklyNightState = 'Scheduled' | 'Confirmed' | 'Cancelled' | 'Reported';

export interface WeeklyNight {
  date: IsoDate;
  startTime: string;
  eventTitle: string;
  state: WeeklyNightState;
  note: string | null;
  /** Tonight's theme (decision 208); not said of a cancelled night. */
  theme: string | null;
}

export const WEEKLY_SUBJECT = 'Trivia this week at the venues you follow';

/** The weekly mail: each followed venue's nights of the next 7 days, with their state. */
export function weeklyMail(options: {
  to: string;
  venues: { name: string; nights: WeeklyNight[] }[];
  links: FollowerLinks;
}): MailMessage {
  const { to, venues, links } = options;
  const lines = venues.flatMap((venue) => [
    '',
    venue.name,
    ...(venue.nights.length === 0
      ? ['- No nights listed this week']
      : venue.nights.map(
          (night) =>
            `- ${formatOccurrenceDate(night.date)} · ${formatTime(night.startTime)} · ${night.eventTitle}${
              night.state === 'Scheduled' ? '' : ` — ${night.state}`
            }${night.note ? ` ("${night.note}")` : ''}${
              night.theme && night.state !== 'Cancelled' ? ` · ${themeSentence(night.theme)}` : ''
            }`,
        )),
  ]);
  return {
    to,
    subject: WEEKLY_SUBJECT,
    text: [
      'Trivia nights of the next 7 days at the venues you follow:',
      ...lines,
      ...footer(links),
    ].join('\n'),
    headers: links.headers,
  };
}

/** One night's posted results, in place order, as the results mail tells them. */
export interface ResultsNight {
  venueName: string;
  eventTitle: string;
  date: IsoDate;
  lines: { place: number; team: string; score: number | null }[];
  /** The venue's page, where its latest results stay. */
  pageUrl: string;
}

export const resultsSubject = (date: IsoDate) =>
  `Trivia results from ${formatOccurrenceDate(date)} at the venues you follow`;

/**
 * The results mail (decision 210): the morning after, the posted results of the followed venues'
 * nights, each as a numbered list of places (ties share theirs), with a link to the venue's page.
 */
export function resultsMail(options: {
  to: string;
  date: IsoDate;
  nights: ResultsNight[];
  links: FollowerLinks;
}): MailMessage {
  const { to, date, nights, links } = options;
  const lines = nights.flatMap((night) => [
    '',
    `${night.eventTitle} at ${night.venueName}`,
    ...night.lines.map(
      (line) => `${line.place}. ${line.team}${line.score === null ? '' : ` — ${line.score}`}`,
    ),
    `More at ${night.pageUrl}`,
  ]);
  return {
    to,
    subject: resultsSubject(date),
    text: [
      `The results posted for ${formatOccurrenceDate(date)}:`,
      ...lines,
      ...footer(links),
    ].join('\n'),
    headers: links.headers,
  };
}

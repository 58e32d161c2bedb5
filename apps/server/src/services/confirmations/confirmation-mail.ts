import { formatOccurrenceDate, formatTime, type IsoDate } from '@trivia/shared';
import { escapeHtml } from '../../lib/escape.ts';
import type { MailMessage } from '../mail.ts';
import type { NightToConfirm } from './nights-to-confirm.ts';

export interface NightWithLinks {
  night: NightToConfirm;
  confirmUrl: string;
  cancelUrl: string;
  /** Posts the night's results once it has started (decision 209). */
  resultsUrl: string;
}

export const CONFIRMATION_SUBJECT = 'Are your trivia nights still on this week?';
export const DIGEST_SUBJECT = 'Trivia nights nobody has been asked to confirm this week';

/** Nights grouped by venue, in the order given. */
function byVenue(nights: NightWithLinks[]): { venueName: string; nights: NightWithLinks[] }[] {
  const groups = new Map<string, { venueName: string; nights: NightWithLinks[] }>();
  for (const entry of nights) {
    const group = groups.get(entry.night.venueId) ?? {
      venueName: entry.night.venueName,
      nights: [],
    };
    group.nights.push(entry);
    groups.set(entry.night.venueId, group);
  }
  return [...groups.values()];
}

const nightLine = ({ night }: NightWithLinks) =>
  `${formatOccurrenceDate(night.date)} · ${formatTime(night.startTime)} · ${night.eventType}`;

/**
 * The weekly confirmation request: the nights grouped by venue, each with Confirm and
 * Cancel links and a link to post its results after it (decision 209), and one Confirm all link.
 * Links only open a page; its button acts.
 */
export function confirmationMail(options: {
  to: string;
  name: string;
  nights: NightWithLinks[];
  confirmAllUrl: string;
  validThrough: IsoDate;
  digest: boolean;
}): MailMessage {
  const { to, name, nights, confirmAllUrl, validThrough, digest } = options;
  const intro = digest
    ? 'These nights have no provider user or venue owner to ask. Are they still on?'
    : 'Are these trivia nights still on? Each link opens a page; nothing changes until you press its button.';
  const groups = byVenue(nights);
  const text = [
    `Hi ${name},`,
    '',
    intro,
    '',
    ...groups.flatMap((group) => [
      group.venueName,
      ...group.nights.flatMap((entry) => [
        `  ${nightLine(entry)}`,
        `    Confirm: ${entry.confirmUrl}`,
        `    Cancel: ${entry.cancelUrl}`,
        `    Results, after the night: ${entry.resultsUrl}`,
      ]),
      '',
    ]),
    `Confirm all ${nights.length} nights: ${confirmAllUrl}`,
    '',
    `The links work until ${formatOccurrenceDate(validThrough)}, for these nights only.`,
    '— Trivia Near Me',
  ].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(name)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...groups.map(
      (group) =>
        `<h3>${escapeHtml(group.venueName)}</h3><ul>${group.nights
          .map(
            (entry) =>
              `<li>${escapeHtml(nightLine(entry))} — <a href="${escapeHtml(entry.confirmUrl)}">Confirm</a> · <a href="${escapeHtml(entry.cancelUrl)}">Cancel</a> · <a href="${escapeHtml(entry.resultsUrl)}">Results, after the night</a></li>`,
          )
          .join('')}</ul>`,
    ),
    `<p><a href="${escapeHtml(confirmAllUrl)}"><strong>Confirm all ${nights.length} nights</strong></a></p>`,
    `<p>The links work until ${escapeHtml(formatOccurrenceDate(validThrough))}, for these nights only.</p>`,
  ].join('\n');
  return { to, subject: digest ? DIGEST_SUBJECT : CONFIRMATION_SUBJECT, text, html };
}

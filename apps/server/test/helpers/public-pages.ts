import type { IsoDate } from '@trivia/shared';
import ICAL from 'ical.js';
import type { DbOrTx } from '../../src/db/client.ts';
import { createOccurrence, createVenue } from '../../src/db/factories.ts';
import { useTestApp } from './app.ts';

/**
 * What the tests of the public pages share (city, venue and provider pages, their calendar feeds
 * and embeds): the app at a public URL, the places, and readers of the answers — the pages'
 * JSON-LD, and feeds parsed by ical.js (a real iCalendar parser).
 */

export const PUBLIC_URL = 'https://trivia.example';
/** Downtown Franklin, TN. */
export const FRANKLIN = { latitude: 35.9251, longitude: -86.8689 };

/** The app of a file or `describe` block at PUBLIC_URL, and a GET to it. */
export function usePublicApp() {
  const testApp = useTestApp({ PUBLIC_URL });
  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });
  return { testApp, get };
}

/** A venue in downtown Franklin: Main Street Taproom unless named otherwise. */
export function createFranklinVenue(
  db: DbOrTx,
  nameOriginal = 'Main Street Taproom',
  addressOriginal = '100 Main St, Franklin, TN 37064',
) {
  return createVenue(db, { nameOriginal, addressOriginal, ...FRANKLIN });
}

/** The host cancels an event's night, saying why. */
export function cancelNight(db: DbOrTx, eventId: string, date: IsoDate) {
  return createOccurrence(db, {
    eventId,
    occurrenceDate: date,
    status: 'cancelled',
    publicNote: 'Closed for a private party',
  });
}

/** A page's JSON-LD elements, each as it is. */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

/** A page's JSON-LD nodes: its elements, and the nodes of an element's `@graph`. */
export function jsonLdNodes(html: string): Record<string, unknown>[] {
  return jsonLdBlocks(html).flatMap((block) => {
    const graph = block['@graph'];
    return Array.isArray(graph) ? (graph as Record<string, unknown>[]) : [block];
  });
}

/**
 * A calendar feed's name and its VEVENTs. ical.js has no type for X-WR-CALNAME and keeps it as
 * written: its TEXT (RFC 5545 §3.8.8.2; decision 176) is read with ical.js's own text type.
 */
export function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const name = String(calendar.getFirstPropertyValue('x-wr-calname'));
  return {
    name: ICAL.design.icalendar.value.text?.fromICAL(name) ?? name,
    nights: calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        summary: event.summary,
        status: vevent.getFirstPropertyValue('status'),
        transparency: vevent.getFirstPropertyValue('transp'),
        sequence: event.sequence,
        tzid: vevent.getFirstProperty('dtstart')?.getParameter('tzid'),
        start: event.startDate.toString(),
        location: event.location,
        description: event.description,
        stamp: vevent.getFirstPropertyValue('dtstamp')?.toString(),
      };
    }),
  };
}

import { type Component, textOf } from './ical-time.ts';

/**
 * Where a VEVENT happens, as calendar programs write it (decision 173): our own calendars name the
 * venue in X-TRIVIA-VENUE beside LOCATION "name, address"; Apple's name it in
 * X-APPLE-STRUCTURED-LOCATION's X-TITLE (and X-ADDRESS) beside LOCATION "name\naddress"; others
 * write LOCATION alone, one line ("The Crown & Anchor, 123 Main St, Nashville, TN 37203": the
 * name before the first comma) or several (the name on the first).
 */

export interface Place {
  name: string;
  address: string;
  latitude?: number;
  longitude?: number;
}

/** What follows the venue's name in LOCATION: the address, or the whole text when nothing does. */
function addressAfter(location: string, name: string): string {
  const lines = location.split(/\r\n|\r|\n/).map((line) => line.trim());
  const rest =
    lines[0] === name
      ? lines.slice(1).join(', ')
      : location.startsWith(name)
        ? location.slice(name.length).replace(/^[\s,]+/, '')
        : location;
  return rest.trim() === '' ? location.trim() || name : rest.replace(/\s*\n\s*/g, ', ').trim();
}

/** The name Apple's structured location gives (its X-TITLE), and its address (X-ADDRESS). */
function appleLocation(component: Component): { name: string; address: string } | null {
  const property = component.getFirstProperty('x-apple-structured-location');
  const title = property?.getParameter('x-title');
  if (typeof title !== 'string' || title.trim() === '') return null;
  const address = property?.getParameter('x-address');
  return { name: title.trim(), address: typeof address === 'string' ? address.trim() : '' };
}

/** GEO as coordinates: ical.js reads an unreadable number as 0, and no venue sits on 0° exactly. */
function coordinatesOf(component: Component): { latitude?: number; longitude?: number } {
  const geo = component.getFirstPropertyValue('geo');
  if (!Array.isArray(geo)) return {};
  const [latitude, longitude] = geo;
  return latitude && longitude ? { latitude, longitude } : {};
}

/**
 * An X-property's TEXT value: ical.js does not know its type, so leaves its escapes
 * ("The Crown\, Upstairs") as written.
 */
export const xTextOf = (component: Component, name: string) =>
  textOf(component, name).replace(/\\([\\;,nN])/g, (_, char: string) =>
    char === 'n' || char === 'N' ? '\n' : char,
  );

/** The venue of a VEVENT, or null when it names none. */
export function placeOf(component: Component): Place | null {
  const location = textOf(component, 'location');
  const ours = xTextOf(component, 'x-trivia-venue');
  const apple = appleLocation(component);
  const coordinates = coordinatesOf(component);
  if (ours !== '') return { name: ours, address: addressAfter(location, ours), ...coordinates };
  if (apple) {
    const address = apple.address || addressAfter(location, apple.name);
    return { name: apple.name, address, ...coordinates };
  }
  if (location === '') return null;
  const lines = location
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length > 1) {
    const [name = location] = lines;
    return { name, address: lines.slice(1).join(', '), ...coordinates };
  }
  const comma = location.indexOf(',');
  const name = comma === -1 ? location : location.slice(0, comma).trim();
  const address = comma === -1 ? '' : location.slice(comma + 1).trim();
  return { name, address: address === '' ? location : address, ...coordinates };
}

/**
 * A SUMMARY as the event's type: without a "Cancelled: " mark (decision 136), and without the
 * " at {venue}" our own calendars add ("Trivia at The Crown"), as the JSON-LD reader reads our
 * pages' names.
 */
export function eventTypeOf(summary: string, place: Place | null): string {
  const unmarked = summary.replace(/^cancell?ed:\s*/i, '').trim();
  if (!place) return unmarked;
  const suffix = ` at ${place.name}`.toLowerCase();
  return unmarked.toLowerCase().endsWith(suffix) && unmarked.length > suffix.length
    ? unmarked.slice(0, -suffix.length).trim()
    : unmarked;
}

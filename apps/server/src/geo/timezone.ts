import tzLookup from 'tz-lookup';

/** The IANA time zone of a point, derived offline (DESIGN.md "Data model"). */
export function timezoneAt(latitude: number, longitude: number): string {
  return tzLookup(latitude, longitude);
}

import type { AuditAction, AuditEntry, AuditValue } from '@trivia/shared';

/**
 * The history's lines: "Nov 22, 7:14 PM — Sam (Quiz Riot) cancelled Trivia at The Pub
 * on Thu, Nov 27: closed for Thanksgiving". Times are the reader's own; the year shows when it is
 * not this one.
 */
export function formatEntryTime(at: string, options: { timeZone?: string; now?: Date } = {}) {
  const date = new Date(at);
  const year = (d: Date) =>
    new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: options.timeZone }).format(d);
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: options.timeZone,
    ...(year(date) === year(options.now ?? new Date()) ? {} : { year: 'numeric' }),
  }).format(date);
}

const VERBS: Record<AuditAction, string> = {
  created: 'created',
  updated: 'changed',
  deleted: 'deleted',
  imported: 'imported',
  confirmed: 'confirmed',
  cancelled: 'cancelled',
  rescheduled: 'put back on the schedule',
  approved: 'approved',
  rejected: 'rejected',
  registered: 'registered',
  ended: 'ended',
  resolved: 'resolved',
  sent: 'sent',
  synced: 'synced',
  merged: 'merged',
};

/** What the entry is about, as the sentence names it. */
function subject(entry: AuditEntry): string {
  const label = entry.entityLabel;
  switch (entry.entityType) {
    case 'venue':
      return `venue ${label}`;
    case 'provider':
      return `provider ${label}`;
    case 'feed':
      return `feed ${label}`;
    case 'team_rsvp':
      return `the team ${label}`;
    case 'user_profile':
      return `the account of ${label}`;
    case 'report':
      return `the report about ${label}`;
    case 'confirmation_run':
      return `confirmation requests for the ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
    default:
      return label;
  }
}

function verb(entry: AuditEntry): string {
  const isMember = entry.entityType === 'provider_member' || entry.entityType === 'venue_member';
  if (isMember && entry.action === 'created') return 'added';
  // A manager takes a team off a night: "removed the team Quiz Bears from …".
  if ((isMember || entry.entityType === 'team_rsvp') && entry.action === 'deleted') {
    return 'removed';
  }
  return VERBS[entry.action];
}

/** Fields whose column name does not read well as words. */
const FIELD_NAMES: Record<string, string> = {
  nameOriginal: 'name',
  addressOriginal: 'address',
  isActive: 'active',
  isImported: 'imported',
  googleName: 'Google name',
  googlePlaceId: 'Google place id',
  notes: 'note',
};

/** 'startTime' → 'start time'. */
export function fieldName(key: string): string {
  return FIELD_NAMES[key] ?? key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

/** A value as a line shows it: empty for nothing, instants as times, text as it is, lists and objects as JSON. */
export function showValue(value: AuditValue): string {
  if (value === null || value === '') return '(none)';
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? formatEntryTime(value) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The tail after a colon: a night's note, a resolution, or which fields a change touched. */
function detail(entry: AuditEntry): string {
  const note = entry.changes.notes?.after ?? entry.changes.resolutionNote?.after;
  if (typeof note === 'string' && note) return note;
  if (entry.action === 'updated') return Object.keys(entry.changes).map(fieldName).join(', ');
  return '';
}

export interface BulkNight {
  id: string;
  label: string;
}

/**
 * The nights of a bulk change: one entry, "confirmed 110 nights", whose `nights`
 * field lists each night's id and name. Null for any other entry.
 */
export function bulkNights(entry: AuditEntry): BulkNight[] | null {
  const nights = entry.changes.nights?.after;
  if (entry.entityType !== 'occurrence' || !Array.isArray(nights)) return null;
  return nights.flatMap((night) =>
    night && typeof night === 'object' && !Array.isArray(night) && typeof night.label === 'string'
      ? [{ id: String(night.id), label: night.label }]
      : [],
  );
}

export function describeEntry(entry: AuditEntry): string {
  const who = entry.actor.context
    ? `${entry.actor.name} (${entry.actor.context})`
    : entry.actor.name;
  const tail = detail(entry);
  return `${who} ${verb(entry)} ${subject(entry)}${tail ? `: ${tail}` : ''}`;
}

import type { AuditEntry } from '@trivia/shared';
import { describe, expect, it } from 'vitest';
import { bulkNights, describeEntry, formatEntryTime, showValue } from './describe-entry.ts';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: '1',
  at: '2026-11-23T01:14:00.000Z',
  actor: { userId: 'u1', name: 'Sam', context: 'Quiz Riot' },
  entityType: 'occurrence',
  entityId: 'n1',
  entityLabel: 'Thu, Nov 27',
  action: 'cancelled',
  changes: {
    status: { before: 'scheduled', after: 'cancelled' },
    notes: { before: null, after: 'closed for Thanksgiving' },
  },
  ...overrides,
});

describe('the lines of the history', () => {
  it("reads like the issue's example, in the reader's time zone", () => {
    const now = new Date('2026-12-01T00:00:00Z');
    expect(
      `${formatEntryTime(entry({}).at, { timeZone: 'America/Chicago', now })} — ${describeEntry(entry({}))}`,
    ).toBe('Nov 22, 7:14 PM — Sam (Quiz Riot) cancelled Thu, Nov 27: closed for Thanksgiving');
    expect(formatEntryTime(entry({}).at, { timeZone: 'UTC', now: new Date('2027-02-01') })).toBe(
      'Nov 23, 2026, 1:14 AM',
    );
  });

  it('names members added and removed, changed fields, and those without a context', () => {
    expect(
      describeEntry(
        entry({
          entityType: 'provider_member',
          entityLabel: 'Alex — Quiz Riot',
          action: 'deleted',
          changes: { role: { before: 'host', after: null } },
        }),
      ),
    ).toBe('Sam (Quiz Riot) removed Alex — Quiz Riot');
    expect(
      describeEntry(
        entry({
          actor: { userId: null, name: 'Scheduled end of series', context: null },
          entityType: 'venue',
          entityLabel: 'The Pub',
          action: 'updated',
          changes: { nameOriginal: { before: 'Pub', after: 'The Pub' } },
        }),
      ),
    ).toBe('Scheduled end of series changed venue The Pub: name');
    expect(showValue(null)).toBe('(none)');
    expect(showValue(['a'])).toBe('["a"]');
    expect(showValue('2026-11-25T00:05:08.294Z')).toMatch(/^Nov (24|25), \d{1,2}:05 [AP]M$/);
  });

  it('names a team a manager took off a night', () => {
    expect(
      describeEntry(
        entry({
          entityType: 'team_rsvp',
          entityLabel: 'Quiz Bears from Trivia at The Pub on Fri, Dec 4',
          action: 'deleted',
          changes: {
            teamName: { before: 'Quiz Bears', after: null },
            players: { before: 4, after: null },
            status: { before: 'coming', after: null },
          },
        }),
      ),
    ).toBe('Sam (Quiz Riot) removed the team Quiz Bears from Trivia at The Pub on Fri, Dec 4');
  });

  it('names a bulk change of nights by its count, and lists its nights', () => {
    const bulk = entry({
      actor: { userId: 'a1', name: 'Ada', context: 'Admin' },
      entityLabel: '2 nights',
      action: 'confirmed',
      changes: {
        status: { before: 'scheduled', after: 'confirmed' },
        nights: {
          before: null,
          after: [
            { id: 'n1', label: 'Trivia at The Pub on Thu, Nov 27' },
            { id: 'n2', label: 'Bingo at The Bar on Fri, Nov 28' },
          ],
        },
      },
    });
    expect(describeEntry(bulk)).toBe('Ada (Admin) confirmed 2 nights');
    expect(bulkNights(bulk)).toEqual([
      { id: 'n1', label: 'Trivia at The Pub on Thu, Nov 27' },
      { id: 'n2', label: 'Bingo at The Bar on Fri, Nov 28' },
    ]);
    expect(bulkNights(entry({}))).toBeNull();
    expect(
      describeEntry(entry({ entityLabel: 'Trivia at The Pub on Thu, Nov 27', changes: {} })),
    ).toBe('Sam (Quiz Riot) cancelled Trivia at The Pub on Thu, Nov 27');
  });
});

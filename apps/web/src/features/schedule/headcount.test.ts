import type { NightTeam } from '@trivia/shared';
import { describe, expect, it } from 'vitest';
import { nightHeadcount } from './headcount.ts';

const team = (status: NightTeam['status'], n: number): NightTeam => ({
  id: `t${n}`,
  teamName: `Team ${n}`,
  status,
  createdAt: '2026-11-27T12:00:00.000Z',
});
const teams = (coming: number, waitlist = 0) => [
  ...Array.from({ length: coming }, (_, n) => team('coming', n)),
  ...Array.from({ length: waitlist }, (_, n) => team('waitlist', coming + n)),
];

describe('a night’s headcount as hosts read it', () => {
  it('counts the teams coming when the event has no limit', () => {
    expect(nightHeadcount(teams(3), null).text).toBe('3 teams coming');
    expect(nightHeadcount(teams(1), null).text).toBe('1 team coming');
  });

  it('counts against the limit, and says Full at it with the waitlist behind', () => {
    expect(nightHeadcount(teams(3), 12)).toMatchObject({ isFull: false, text: '3 of 12 teams' });
    expect(nightHeadcount(teams(12, 2), 12)).toEqual({
      coming: 12,
      waitlist: 2,
      isFull: true,
      text: 'Full · 12 of 12 teams · 2 on the waitlist',
    });
  });
});

import { type NightTeam, plural } from '@trivia/shared';

export interface NightHeadcountLabel {
  coming: number;
  waitlist: number;
  isFull: boolean;
  /** "3 teams coming", "3 of 12 teams", "Full · 12 of 12 teams · 2 on the waitlist". */
  text: string;
}

/**
 * What a host reads of a night's teams: the teams coming, against the event's limit
 * when it has one (Full at the limit, as the public list says), and the waitlist behind it.
 */
export function nightHeadcount(
  teams: readonly NightTeam[],
  maxTeams: number | null,
): NightHeadcountLabel {
  const coming = teams.filter((team) => team.status === 'coming').length;
  const waitlist = teams.length - coming;
  const isFull = maxTeams !== null && coming >= maxTeams;
  const parts = [
    isFull ? 'Full' : null,
    maxTeams === null ? `${plural(coming, 'team')} coming` : `${coming} of ${maxTeams} teams`,
    waitlist > 0 ? `${waitlist} on the waitlist` : null,
  ];
  return { coming, waitlist, isFull, text: parts.filter(Boolean).join(' · ') };
}

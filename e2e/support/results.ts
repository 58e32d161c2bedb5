import { expect, type Page } from '@playwright/test';

/** Five teams' scores as a host types them after the last round; two tie. */
export const FIVE_TEAMS = [
  ['Quiz Bears', '42'],
  ['Trivia Newtons', '38.5'],
  ['Les Quizérables', '38.5'],
  ['Smartinis', '30'],
  ['Late Arrivals', '12'],
] as const;

/** The posted results of FIVE_TEAMS as their table reads: ties share a place. */
export const FIVE_TEAMS_ROWS = [
  /Place\s*Team\s*Score/,
  /^1\s*Quiz Bears\s*42$/,
  /^2\s*Trivia Newtons\s*38\.5$/,
  /^2\s*Les Quizérables\s*38\.5$/,
  /^4\s*Smartinis\s*30$/,
  /^5\s*Late Arrivals\s*12$/,
];

/**
 * Types FIVE_TEAMS into the results form (three rows to start, Add a team for the rest), posts
 * them, and answers the posted table once it says so.
 */
export async function postFiveTeams(page: Page) {
  const form = page.getByRole('form', { name: 'Results' });
  for (const [index, [team, score]] of FIVE_TEAMS.entries()) {
    if (index >= 3) await form.getByRole('button', { name: 'Add a team' }).click();
    await form.getByLabel(`Team ${index + 1}`, { exact: true }).fill(team);
    await form.getByLabel(`Score of team ${index + 1}`).fill(score);
  }
  await form.getByRole('button', { name: 'Post results' }).click();
  const posted = page.getByRole('region', { name: 'Posted results' });
  await expect(posted.getByText('Results posted.')).toBeVisible();
  return { form, posted };
}

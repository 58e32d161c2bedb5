import { formatOccurrenceDate, paths, plural, type StandingsResponse } from '@trivia/shared';
import { html } from '../lib/html.ts';
import { credit, documentHtml, type EmbedLook } from './render-embed.ts';

/** At most this many teams: a league's table on a bar's site, not its archive. */
const SHOWN_TEAMS = 50;

/**
 * A season's standings as an embed (`/embed/standings/{slug}`, decision 207): its name, owner,
 * dates and nights counted, and the table computed now — rank (teams not yet qualified have
 * none, and are greyed), team, points, nights. Server HTML, as the other embeds.
 */
export function renderStandingsEmbed(
  standings: StandingsResponse,
  look: EmbedLook,
  publicUrl: string,
): string {
  const { season, rows, nights } = standings;
  const title = `${season.name} standings | Trivia Near Me`;
  const head = html`<h1>${season.name}</h1><p class="sub">${season.owner.name} · ${formatOccurrenceDate(
    season.startsOn,
  )} to ${formatOccurrenceDate(season.endsOn)} · ${plural(nights, 'night', 'nights')} played</p>`;
  const home = `${publicUrl}${paths.home}`;
  if (rows.length === 0) {
    return documentHtml(
      title,
      look,
      html`${head}<p class="e">No results have been posted yet.</p>${credit(home, 'Standings')}`,
    );
  }
  const shown = rows.slice(0, SHOWN_TEAMS);
  const body = shown.map(
    (row) =>
      html`<tr${row.qualified ? '' : html` class="u"`}><td>${row.rank ?? '–'}</td><td>${row.team}</td><td class="r">${row.points}</td><td class="r">${row.nights}</td></tr>`,
  );
  return documentHtml(
    title,
    look,
    html`${head}<table><thead><tr><th>#</th><th>Team</th><th class="r">Points</th><th class="r">Nights</th></tr></thead><tbody>${body}</tbody></table>${
      rows.length > shown.length
        ? html`<p class="more">${plural(rows.length - shown.length, 'more team', 'more teams')}</p>`
        : ''
    }${credit(home, 'Standings')}`,
  );
}

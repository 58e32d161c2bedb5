import type { NightResultEntry } from '@trivia/shared';
import type { ReactNode } from 'react';

/** One row of a place table: its place (or rank), its team, and its number (a score, points). */
export interface PlaceRow {
  place: ReactNode;
  team: string;
  value: ReactNode;
}

/**
 * A table of places, teams and a number, in place order (ties share a place): a night's results
 * (decision 205) and a season's leaders (decision 207).
 */
export function PlaceTable({
  rows,
  headings,
  caption,
}: {
  rows: readonly PlaceRow[];
  /** The first and last column's headings: 'Place' and 'Score', 'Rank' and 'Points'. */
  headings: readonly [string, string];
  caption?: ReactNode;
}) {
  return (
    <table className="w-full text-sm">
      {caption ? (
        <caption className="px-3 pt-3 pb-1 text-left font-semibold">{caption}</caption>
      ) : null}
      <thead className="text-left text-muted">
        <tr>
          <th scope="col" className="px-3 py-1 font-semibold">
            {headings[0]}
          </th>
          <th scope="col" className="py-1 pr-3 font-semibold">
            Team
          </th>
          <th scope="col" className="px-3 py-1 text-right font-semibold">
            {headings[1]}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.team} className="border-t border-border">
            <td className="px-3 py-1.5 tabular-nums">{row.place}</td>
            <td className="py-1.5 pr-3 font-semibold break-words">{row.team}</td>
            <td className="px-3 py-1.5 text-right tabular-nums">{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A night's results as a place table: place, team, score (none when only places were posted). */
export function ResultsTable({
  entries,
  caption,
}: {
  entries: readonly NightResultEntry[];
  caption?: ReactNode;
}) {
  return (
    <PlaceTable
      caption={caption}
      headings={['Place', 'Score']}
      rows={entries.map((entry) => ({
        place: entry.placement,
        team: entry.team,
        value: entry.score ?? '',
      }))}
    />
  );
}

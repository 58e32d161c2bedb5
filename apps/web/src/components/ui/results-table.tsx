import type { NightResultEntry } from '@trivia/shared';
import type { ReactNode } from 'react';

/**
 * A night's results (decision 205) as a table of places, teams and scores, in place order (ties
 * share a place): the venue page's and the results page's.
 */
export function ResultsTable({
  entries,
  caption,
}: {
  entries: readonly NightResultEntry[];
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
            Place
          </th>
          <th scope="col" className="py-1 pr-3 font-semibold">
            Team
          </th>
          <th scope="col" className="px-3 py-1 text-right font-semibold">
            Score
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.team} className="border-t border-border">
            <td className="px-3 py-1.5 tabular-nums">{entry.placement}</td>
            <td className="py-1.5 pr-3 font-semibold break-words">{entry.team}</td>
            <td className="px-3 py-1.5 text-right tabular-nums">{entry.score ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

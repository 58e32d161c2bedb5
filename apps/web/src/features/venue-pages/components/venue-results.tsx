import { formatOccurrenceDate, type VenueNightResults } from '@trivia/shared';

/**
 * "Latest results": the venue's latest nights with posted results (decision 205), each a table
 * of places, teams and scores (ties share a place). Server HTML: nothing here needs a script.
 */
export function VenueResults({ results }: { results: VenueNightResults[] }) {
  if (results.length === 0) return null;
  return (
    <section aria-labelledby="results-heading">
      <h2 id="results-heading" className="text-xl font-bold">
        Latest results
      </h2>
      <div className="mt-3 grid gap-3">
        {results.map((night) => (
          <div
            key={`${night.eventId}|${night.date}`}
            className="overflow-hidden rounded-2xl border border-border bg-surface"
          >
            <table className="w-full text-sm">
              <caption className="px-3 pt-3 pb-1 text-left font-semibold">
                {night.title} · {formatOccurrenceDate(night.date)}
              </caption>
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
                {night.entries.map((entry) => (
                  <tr key={entry.team} className="border-t border-border">
                    <td className="px-3 py-1.5 tabular-nums">{entry.placement}</td>
                    <td className="py-1.5 pr-3 font-semibold break-words">{entry.team}</td>
                    <td className="px-3 py-1.5 text-right tabular-nums">{entry.score ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </div>
    </section>
  );
}

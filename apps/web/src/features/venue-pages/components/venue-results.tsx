import { formatOccurrenceDate, type VenueNightResults } from '@trivia/shared';
import { ResultsTable } from '@/components/ui/results-table.tsx';

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
            <ResultsTable
              entries={night.entries}
              caption={`${night.title} · ${formatOccurrenceDate(night.date)}`}
            />
          </div>
        ))}
      </div>
    </section>
  );
}

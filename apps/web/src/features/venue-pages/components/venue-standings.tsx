import { paths, plural, type VenueSeasonStandings } from '@trivia/shared';
import { PlaceTable } from '@/components/ui/results-table.tsx';

/**
 * "League standings": the seasons running now over the venue's nights, each with its leaders
 * (decision 207) and a link to its whole table, the season's embed. Server HTML.
 */
export function VenueStandings({ standings }: { standings: VenueSeasonStandings[] }) {
  if (standings.length === 0) return null;
  return (
    <section aria-labelledby="standings-heading">
      <h2 id="standings-heading" className="text-xl font-bold">
        League standings
      </h2>
      <div className="mt-3 grid gap-3">
        {standings.map((season) => (
          <div
            key={season.slug}
            className="overflow-hidden rounded-2xl border border-border bg-surface"
          >
            <PlaceTable
              caption={`${season.name} · ${plural(season.nights, 'night', 'nights')} played`}
              headings={['Rank', 'Points']}
              rows={season.rows.map((row) => ({
                place: row.rank ?? '–',
                team: row.team,
                value: row.points,
              }))}
            />
            <p className="border-t border-border px-3 py-2 text-sm">
              <a
                href={paths.embed.standings(season.slug)}
                className="font-semibold text-link underline"
              >
                The whole table
              </a>
            </p>
          </div>
        ))}
      </div>
    </section>
  );
}

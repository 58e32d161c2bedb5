import { paths, plural, type VenueSeasonStandings } from '@trivia/shared';

/**
 * "League standings": the seasons running now over the venue's nights (or the provider's, on its
 * page), each with its leaders
 * (decision 207) and a link to its whole table, the season's page. Server HTML.
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
            className="overflow-hidden rounded-2xl border border-border bg-surface text-sm"
          >
            <table className="w-full">
              <caption className="px-3 pt-3 pb-1 text-left font-semibold">
                {season.name} · {plural(season.nights, 'night', 'nights')} played
              </caption>
              <thead className="text-left text-muted">
                <tr>
                  <th scope="col" className="px-3 py-1 font-semibold">
                    Rank
                  </th>
                  <th scope="col" className="py-1 pr-3 font-semibold">
                    Team
                  </th>
                  <th scope="col" className="px-3 py-1 text-right font-semibold">
                    Points
                  </th>
                </tr>
              </thead>
              <tbody>
                {season.rows.map((row) => (
                  <tr key={row.team} className="border-t border-border">
                    <td className="px-3 py-1.5 tabular-nums">{row.rank ?? '–'}</td>
                    <td className="py-1.5 pr-3 font-semibold break-words">{row.team}</td>
                    <td className="px-3 py-1.5 text-right tabular-nums">{row.points}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="border-t border-border px-3 py-2">
              <a href={paths.standings(season.slug)} className="font-semibold text-link underline">
                The whole table
              </a>
            </p>
          </div>
        ))}
      </div>
    </section>
  );
}

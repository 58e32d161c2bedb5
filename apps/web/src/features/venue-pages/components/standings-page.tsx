import {
  formatOccurrenceDate,
  paths,
  plural,
  type StandingsResponse,
  seasonRuleSentence,
  standingsPageTitle,
  teamSlug,
} from '@trivia/shared';
import { Main } from '@/components/ui/main.tsx';
import { useStandings } from '../api/get-standings.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { SlugPage } from './slug-page.tsx';

/**
 * `/standings/{slug}`: a season's standings (decision 207) — its name, who runs it, its dates and
 * scoring rule, and the whole table computed now from the posted results: rank (a team short of
 * the nights to qualify has none and is listed after the ranked teams), team, points, nights,
 * wins. Server HTML with no island: nothing on it needs a tap.
 */
export function StandingsPage({ slug }: { slug: string }) {
  const page = useStandings(slug);
  return (
    <SlugPage
      page={page}
      found={page.data?.season}
      title={standingsPageTitle}
      loading="Loading the standings..."
      notFound={{
        title: 'League not found | Trivia Near Me',
        heading: "We couldn't find this league",
        hint: 'It may have been renamed or removed. Search for trivia near you instead.',
      }}
    >
      {(_season, data) => <Standings standings={data} />}
    </SlugPage>
  );
}

function Standings({ standings }: { standings: StandingsResponse }) {
  const { season, rows, nights } = standings;
  return (
    <Main className="mx-auto w-full max-w-3xl px-4 pt-4 pb-16 sm:px-6">
      <Breadcrumbs current={season.name} />
      <header className="mt-4">
        <h1 className="text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">
          {season.name}
        </h1>
        <p className="mt-1 text-sm text-muted">
          A league by {season.owner.name} · {formatOccurrenceDate(season.startsOn)} to{' '}
          {formatOccurrenceDate(season.endsOn)} · {plural(nights, 'night', 'nights')} played
        </p>
        <p className="mt-2 text-sm">{seasonRuleSentence(season.rule)}.</p>
      </header>
      {rows.length === 0 ? (
        <p className="mt-6 text-muted">No results have been posted yet.</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-2xl border border-border bg-surface text-sm">
          <table className="w-full">
            <caption className="sr-only">Standings of {season.name}</caption>
            <thead className="text-left text-muted">
              <tr>
                <th scope="col" className="py-2 pr-2 pl-3 font-semibold">
                  Rank
                </th>
                <th scope="col" className="py-2 pr-2 font-semibold">
                  Team
                </th>
                <th scope="col" className="px-2 py-2 text-right font-semibold">
                  Points
                </th>
                <th scope="col" className="px-2 py-2 text-right font-semibold">
                  Nights
                </th>
                <th scope="col" className="py-2 pr-3 pl-2 text-right font-semibold">
                  Wins
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={row.team}
                  className={`border-t border-border ${row.qualified ? '' : 'text-muted'}`}
                >
                  <td className="py-2 pr-2 pl-3 tabular-nums">{row.rank ?? '–'}</td>
                  <td className="py-2 pr-2 font-semibold break-words">
                    <a
                      href={paths.teamPage(season.owner, teamSlug(row.team))}
                      className="text-link underline"
                    >
                      {row.team}
                    </a>
                    {row.qualified ? null : (
                      <span className="block text-xs font-normal">Not yet qualified</span>
                    )}
                  </td>
                  <td className="px-2 py-2 text-right tabular-nums">{row.points}</td>
                  <td className="px-2 py-2 text-right tabular-nums">{row.nights}</td>
                  <td className="py-2 pr-3 pl-2 text-right tabular-nums">{row.wins}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="mt-6 text-sm">
        <a href={paths.embed.standings(season.slug)} className="font-semibold text-link underline">
          Put this table on your website
        </a>
      </p>
    </Main>
  );
}

import {
  formatOccurrenceDate,
  paths,
  plural,
  type TeamPageResponse,
  teamPageTitle,
} from '@trivia/shared';
import { Main } from '@/components/ui/main.tsx';
import { useTeamPage } from '../api/get-team-page.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { SlugPage } from './slug-page.tsx';

/** "1st", "2nd", "3rd", "11th", "22nd". */
function ordinal(place: number): string {
  const tens = place % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][place % 10] ?? 'th');
  return `${place}${suffix}`;
}

/**
 * A team's page (decision 211): the team at a provider (all its venues) or at a venue (its own
 * nights) — its latest nights with their place and score, and the leagues it plays in with its
 * rank now. Names only: nothing about the people in it. Server HTML with no island.
 */
export function TeamPage({
  kind,
  slug,
  team,
}: {
  kind: 'provider' | 'venue';
  slug: string;
  team: string;
}) {
  const page = useTeamPage(kind, slug, team);
  return (
    <SlugPage
      page={page}
      found={page.data}
      title={teamPageTitle}
      loading="Loading the team..."
      notFound={{
        title: 'Team not found | Trivia Near Me',
        heading: "We couldn't find this team",
        hint: 'No results of a team by this name have been posted here. Search for trivia near you instead.',
      }}
    >
      {(found) => <TeamDetails page={found} />}
    </SlugPage>
  );
}

function TeamDetails({ page }: { page: TeamPageResponse }) {
  const { team, owner, nights, seasons } = page;
  const ownerPath =
    owner.kind === 'provider' ? paths.providerPage(owner.slug) : paths.venuePage(owner.slug);
  const wins = nights.filter((night) => night.place === 1).length;
  return (
    <Main className="mx-auto w-full max-w-3xl px-4 pt-4 pb-16 sm:px-6">
      <Breadcrumbs current={team.name}>
        <li>
          <span aria-hidden="true">› </span>
          <a href={ownerPath} className="text-link underline">
            {owner.name}
          </a>
        </li>
      </Breadcrumbs>
      <header className="mt-4">
        <h1 className="text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">
          {team.name}
        </h1>
        <p className="mt-1 text-sm text-muted">
          A team at {owner.name} · {plural(nights.length, 'night', 'nights')} with results
          {wins > 0 ? ` · ${plural(wins, 'win', 'wins')}` : ''}
        </p>
      </header>
      {seasons.length > 0 ? (
        <section aria-labelledby="team-seasons" className="mt-6">
          <h2 id="team-seasons" className="text-xl font-bold">
            Leagues
          </h2>
          <ul className="mt-3 grid gap-2">
            {seasons.map((season) => (
              <li
                key={season.slug}
                className="flex flex-wrap items-baseline justify-between gap-2 rounded-2xl border border-border bg-surface px-4 py-3"
              >
                <a
                  href={paths.standings(season.slug)}
                  className="font-semibold text-link underline"
                >
                  {season.name}
                </a>
                <span className="text-sm tabular-nums">
                  {season.rank === null ? 'Not yet qualified' : `${ordinal(season.rank)} place`} ·{' '}
                  {season.points} points · {plural(season.nights, 'night', 'nights')}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="team-nights" className="mt-6">
        <h2 id="team-nights" className="text-xl font-bold">
          Latest nights
        </h2>
        <div className="mt-3 overflow-hidden rounded-2xl border border-border bg-surface text-sm">
          <table className="w-full">
            <thead className="text-left text-muted">
              <tr>
                <th scope="col" className="py-2 pr-2 pl-3 font-semibold">
                  Night
                </th>
                <th scope="col" className="px-2 py-2 text-right font-semibold">
                  Place
                </th>
                <th scope="col" className="py-2 pr-3 pl-2 text-right font-semibold">
                  Score
                </th>
              </tr>
            </thead>
            <tbody>
              {nights.map((night) => (
                <tr
                  key={`${night.date} ${night.eventTitle} ${night.venueSlug}`}
                  className="border-t border-border"
                >
                  <td className="py-2 pr-2 pl-3">
                    <span className="block font-semibold">{formatOccurrenceDate(night.date)}</span>
                    <span className="block text-muted">
                      {night.eventTitle} at{' '}
                      <a href={paths.venuePage(night.venueSlug)} className="text-link underline">
                        {night.venueName}
                      </a>
                    </span>
                  </td>
                  <td className="px-2 py-2 text-right tabular-nums whitespace-nowrap">
                    {ordinal(night.place)} of {night.teams}
                  </td>
                  <td className="py-2 pr-3 pl-2 text-right tabular-nums">{night.score ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </Main>
  );
}

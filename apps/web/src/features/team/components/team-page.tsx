import { FilterSelect } from '@/components/ui/filter-select.tsx';
import { useMe } from '@/lib/session.ts';
import { textParam } from '@/lib/url-params.ts';
import { useUrlState } from '@/lib/url-state.ts';
import { useProviderChoices, useTeams } from '../api.ts';
import { TeamPanel } from './team-panel.tsx';
import { UsersPanel } from './users-panel.tsx';

const TEAM_PARAMS = { provider: textParam };

/**
 * /admin/team: the teams the user manages; platform admins also see every user and
 * open any provider's team (`?provider=`), which the server lets them manage.
 */
export function TeamPage() {
  const { data: me } = useMe();
  const { data } = useTeams();
  const isAdmin = me?.isAdmin ?? false;
  const choices = useProviderChoices(isAdmin);
  const [{ provider }, setParams] = useUrlState(TEAM_PARAMS);
  const teams = (data?.teams ?? []).filter(
    (team) => !(team.kind === 'provider' && team.id === provider),
  );
  return (
    <section className="space-y-6">
      <h1 className="text-3xl font-bold">Team</h1>
      {data && teams.length === 0 && !isAdmin ? (
        <p className="text-muted">
          You don't manage a team. A provider's admins and a venue's owners invite people here.
        </p>
      ) : null}
      {isAdmin ? (
        <FilterSelect
          label="Open a provider's team"
          allLabel="Open a provider's team…"
          options={choices.data ?? []}
          value={provider}
          onValueChange={(value) => setParams({ provider: value })}
        />
      ) : null}
      {isAdmin && provider ? <TeamPanel team={{ kind: 'provider', id: provider }} /> : null}
      {/* Admins first see every account: their own teams can be every venue they created. */}
      {isAdmin && me?.user ? <UsersPanel selfId={me.user.id} /> : null}
      {teams.map((team) => (
        <TeamPanel key={`${team.kind}:${team.id}`} team={team} />
      ))}
    </section>
  );
}

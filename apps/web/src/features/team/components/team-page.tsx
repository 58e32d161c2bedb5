import { useMe } from '@/lib/session.ts';
import { useTeams } from '../api.ts';
import { TeamPanel } from './team-panel.tsx';
import { UsersPanel } from './users-panel.tsx';

/** /admin/team (issue 17): the teams the user manages; platform admins also see every user. */
export function TeamPage() {
  const { data: me } = useMe();
  const { data } = useTeams();
  const teams = data?.teams ?? [];
  return (
    <section className="space-y-6">
      <h1 className="text-3xl font-bold">Team</h1>
      {data && teams.length === 0 && !me?.isAdmin ? (
        <p className="text-muted">
          You don't manage a team. A provider's admins and a venue's owners invite people here.
        </p>
      ) : null}
      {/* Admins first see every account: their own teams can be every venue they created. */}
      {me?.isAdmin && me.user ? <UsersPanel selfId={me.user.id} /> : null}
      {teams.map((team) => (
        <TeamPanel key={`${team.kind}:${team.id}`} team={team} />
      ))}
    </section>
  );
}

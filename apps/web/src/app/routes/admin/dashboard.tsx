import { useMe } from '@/lib/session.ts';

export function DashboardRoute() {
  const { data } = useMe();
  const name = data?.profile?.displayName ?? data?.user?.name ?? '';
  return (
    <section>
      <h1 className="text-3xl font-bold">Welcome, {name}</h1>
      <p className="mt-3 max-w-prose text-muted">
        Keep your venues, your weekly trivia nights and their dated schedule up to date here.
        Players see changes on Trivia Near Me right away.
      </p>
    </section>
  );
}

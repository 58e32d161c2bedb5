import { canManageFeedsOf, type MeResponse } from '@trivia/shared';
import { useState } from 'react';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { Main } from '@/components/ui/main.tsx';
import { ThemeToggle, useClaimThemeToggle } from '@/components/ui/theme-toggle.tsx';
import { paths } from '@/config/paths.ts';
import { actorOf, useSignOut } from '@/lib/session.ts';
import { useNotificationSummary } from '../api/get-notification-summary.ts';
import type { SignedIn } from './admin-guard.tsx';
import { CheckYourEmail } from './check-your-email.tsx';

interface NavItem {
  label: string;
  to: string;
  isEnd?: boolean;
  badge?: number;
}

/** Whether the user manages any provider's feeds: admins, and providers' members. */
function managesFeeds(me: MeResponse): boolean {
  const actor = actorOf(me);
  return (
    me.isAdmin ||
    actor.providerIds.some((providerId) => canManageFeedsOf(actor, providerId).allowed)
  );
}

/**
 * Spec §2: Providers only for admins, My Venues only for everyone else — who then see no second
 * "Venues" entry for the same list. Team is everyone's (a provider's
 * admins and a venue's owners manage theirs; others are told how it works); Activity, the history
 * of every change, is admins' only. Feeds are admins' and providers' members', the
 * duplicate finder admins'. Website embed is everyone's: the server lists what each may
 * embed. Seasons is everyone's too: the server lists only those each may manage. Jobs, the failing background jobs, is admins' only (decision 160), as is Page speed,
 * our visitors' Core Web Vitals (decision 192).
 */
export function navigationFor(me: MeResponse, unreadProviders = 0): NavItem[] {
  return [
    { label: 'Dashboard', to: paths.admin.root, isEnd: true },
    { label: 'Schedule', to: paths.admin.schedule },
    { label: 'Reports', to: paths.admin.reports },
    me.isAdmin
      ? { label: 'Venues', to: paths.admin.venues, isEnd: true }
      : { label: 'My Venues', to: paths.admin.myVenues },
    ...(me.isAdmin ? [{ label: 'Duplicates', to: paths.admin.duplicates }] : []),
    { label: 'Events', to: paths.admin.events },
    { label: 'Seasons', to: paths.admin.seasons },
    ...(managesFeeds(me) ? [{ label: 'Feeds', to: paths.admin.feeds }] : []),
    { label: 'Website embed', to: paths.admin.embed },
    ...(me.isAdmin
      ? [{ label: 'Providers', to: paths.admin.providers, badge: unreadProviders }]
      : []),
    { label: 'Team', to: paths.admin.team },
    ...(me.isAdmin
      ? [
          { label: 'Activity', to: paths.admin.activity },
          { label: 'Jobs', to: paths.admin.jobs },
          { label: 'Page speed', to: paths.admin.vitals },
        ]
      : []),
    { label: 'Profile', to: paths.admin.profile },
  ];
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center justify-between rounded-xl px-3 py-2.5 font-medium transition-colors ${
    isActive ? 'bg-accent text-accent-fg' : 'text-fg hover:bg-surface-2'
  }`;

export function AdminLayout({ me }: { me: SignedIn }) {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const navigate = useNavigate();
  const signOut = useSignOut();
  const summary = useNotificationSummary(me.isAdmin);
  const items = navigationFor(me, summary.data?.unreadNewProviders ?? 0);
  useClaimThemeToggle();

  return (
    <div className="min-h-dvh lg:flex">
      {/* Below 1024 px the sticky header holds the theme toggle, in its corner. */}
      <header className="sticky top-0 z-30 flex items-center gap-3 border-b border-border bg-surface/95 px-4 py-2.5 backdrop-blur lg:hidden">
        <button
          type="button"
          className="rounded-xl border border-border px-3 py-2 font-semibold"
          aria-expanded={isMenuOpen}
          aria-controls="admin-navigation"
          onClick={() => setIsMenuOpen((open) => !open)}
        >
          Menu
        </button>
        <Link to={paths.admin.root} className="truncate font-extrabold">
          Trivia <span className="text-accent">Near Me</span> Admin
        </Link>
        <ThemeToggle className="ml-auto shrink-0" />
      </header>
      <aside
        id="admin-navigation"
        className={`${isMenuOpen ? 'block' : 'hidden'} border-b border-border bg-surface px-4 py-4 lg:sticky lg:top-0 lg:block lg:h-dvh lg:w-64 lg:overflow-y-auto lg:shrink-0 lg:border-r lg:border-b-0`}
      >
        <Link to={paths.admin.root} className="mb-6 hidden text-xl font-extrabold lg:block">
          Trivia <span className="text-accent">Near Me</span>
          <span className="block text-sm font-medium text-muted">Admin</span>
        </Link>
        <nav aria-label="Admin">
          <ul className="space-y-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.isEnd}
                  className={linkClass}
                  onClick={() => setIsMenuOpen(false)}
                >
                  <span>{item.label}</span>
                  {item.badge ? (
                    <span className="rounded-full bg-danger px-2 py-0.5 text-xs font-bold text-bg">
                      {item.badge}
                      <span className="sr-only"> new registrations</span>
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
            <li className="border-t border-border pt-2">
              <button
                type="button"
                className="w-full rounded-xl px-3 py-2.5 text-left font-medium hover:bg-surface-2"
                onClick={() => signOut.mutate(undefined, { onSettled: () => navigate(paths.home) })}
              >
                Sign out
              </button>
            </li>
          </ul>
        </nav>
        <p className="mt-6 truncate px-3 text-sm text-muted" title={me.user.email}>
          {me.profile?.displayName ?? me.user.name}
          <span className="block truncate">{me.user.email}</span>
        </p>
      </aside>
      <div className="relative min-w-0 flex-1 px-4 py-6 sm:px-6 lg:py-10 lg:pr-20 lg:pl-10">
        <div className="absolute top-4 right-4 hidden lg:block">
          <ThemeToggle />
        </div>
        <Main>
          {me.user.emailVerified ? null : (
            <div className="mb-6">
              <CheckYourEmail
                email={me.user.email}
                waitsFor="Platform admin rights and provider approvals wait until it is confirmed."
              />
            </div>
          )}
          <Outlet />
        </Main>
      </div>
    </div>
  );
}

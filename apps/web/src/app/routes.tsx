import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { RootLayout } from './root-layout.tsx';
import { HomeRoute } from './routes/home.tsx';

/**
 * An admin screen: its module's export `name` is the route's Component. Admin screens validate
 * forms with zod, which probes `new Function` as schemas are created: a
 * CSP violation under our policy. Its compiler is turned off before their code runs; the public
 * pages carry no zod at all.
 */
function adminScreen<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): () => Promise<{ Component: M[K] }> {
  return () => import('../zod-without-eval.ts').then(load).then((m) => ({ Component: m[name] }));
}

/**
 * The error page (spec §8), loaded only when a route fails: not part of the first load. Should its
 * own code fail to load, React Router's default page says the same words.
 */
const RouteErrorPage = lazy(() =>
  import('./route-error.tsx').then((m) => ({ default: m.RouteErrorPage })),
);

/** The 404 page, loaded only when no route matches: it is not part of the home page's first script. */
const notFoundPage = () => import('./not-found.tsx').then((m) => ({ Component: m.NotFoundPage }));

/**
 * The two pages of a follower mail's links, one chunk whose `Component` is the route's:
 * the home page's first load carries this table, and this is its shortest entry.
 */
const followLinks = () => import('./routes/follow-links.tsx');

/**
 * The route table (spec §2). Admin screens load lazily, in chunks of their own, so the public
 * pages stay small.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: (
      <Suspense>
        <RouteErrorPage />
      </Suspense>
    ),
    // While the first screen's code loads (admin screens load lazily).
    hydrateFallbackElement: (
      <p className="flex min-h-dvh items-center justify-center text-muted">Loading</p>
    ),
    children: [
      { index: true, element: <HomeRoute /> },
      {
        path: 'beta',
        lazy: () => import('./routes/beta.tsx'),
      },
      {
        // Links of confirmation mail: public, no sign-in.
        path: 'nights/:token',
        lazy: () => import('./routes/night-link.tsx'),
      },
      // A follower mail's links (confirm and manage; unsubscribe). Public, no sign-in.
      { path: 'follow/:token', lazy: followLinks },
      { path: 'unsubscribe/:token', lazy: followLinks },
      {
        // The withdraw link of a "We're coming" mail: public, no sign-in.
        path: 'rsvp/:token',
        lazy: () => import('./routes/rsvp.tsx').then((m) => ({ Component: m.RsvpRoute })),
      },
      {
        // The link that confirms a team's address (decision 165): public, no sign-in.
        path: 'rsvp/confirm/:token',
        lazy: () => import('./routes/rsvp.tsx').then((m) => ({ Component: m.RsvpConfirmRoute })),
      },
      {
        path: 'admin',
        children: [
          {
            path: 'login',
            lazy: adminScreen(() => import('./routes/admin/login.tsx'), 'LoginRoute'),
          },
          {
            path: 'register',
            lazy: adminScreen(() => import('./routes/admin/register.tsx'), 'RegisterRoute'),
          },
          {
            path: 'forgot-password',
            lazy: adminScreen(
              () => import('./routes/admin/forgot-password.tsx'),
              'ForgotPasswordRoute',
            ),
          },
          {
            path: 'reset-password',
            lazy: adminScreen(
              () => import('./routes/admin/reset-password.tsx'),
              'ResetPasswordRoute',
            ),
          },
          {
            // The mailed links (invitations, address changes): public pages; their buttons act.
            path: 'confirm-email',
            lazy: adminScreen(
              () => import('./routes/admin/confirm-email.tsx'),
              'ConfirmEmailRoute',
            ),
          },
          {
            path: 'invitation',
            lazy: adminScreen(() => import('./routes/admin/invitation.tsx'), 'InvitationRoute'),
          },
          {
            // The link that proves an account's address; its button acts.
            path: 'verify-email',
            lazy: adminScreen(() => import('./routes/admin/verify-email.tsx'), 'VerifyEmailRoute'),
          },
          {
            path: 'test',
            lazy: adminScreen(() => import('./routes/admin/test.tsx'), 'AuthDebugRoute'),
          },
          {
            lazy: adminScreen(() => import('./routes/admin/layout.tsx'), 'AdminLayoutRoute'),
            children: [
              {
                index: true,
                lazy: adminScreen(() => import('./routes/admin/dashboard.tsx'), 'DashboardRoute'),
              },
              {
                path: 'venues',
                lazy: adminScreen(() => import('./routes/admin/venues.tsx'), 'VenuesRoute'),
              },
              {
                path: 'venues/new',
                lazy: adminScreen(() => import('./routes/admin/venues.tsx'), 'NewVenueRoute'),
              },
              {
                path: 'venues/my-venues',
                lazy: adminScreen(() => import('./routes/admin/venues.tsx'), 'MyVenuesRoute'),
              },
              {
                // The duplicate finder (admins); before `venues/:venueId` in reading order.
                path: 'venues/duplicates',
                lazy: adminScreen(
                  () => import('./routes/admin/venue-duplicates.tsx'),
                  'VenueDuplicatesRoute',
                ),
              },
              {
                path: 'venues/:venueId',
                lazy: adminScreen(() => import('./routes/admin/venues.tsx'), 'EditVenueRoute'),
              },
              {
                path: 'venues/:venueId/edit',
                lazy: adminScreen(() => import('./routes/admin/venues.tsx'), 'EditVenueRoute'),
              },
              {
                path: 'venues/:venueId/detail',
                lazy: adminScreen(() => import('./routes/admin/venues.tsx'), 'VenueDetailRoute'),
              },
              {
                path: 'events',
                lazy: adminScreen(() => import('./routes/admin/events.tsx'), 'EventsRoute'),
              },
              {
                path: 'events/new',
                lazy: adminScreen(() => import('./routes/admin/events.tsx'), 'NewEventRoute'),
              },
              {
                path: 'events/:eventId',
                lazy: adminScreen(() => import('./routes/admin/events.tsx'), 'EventDetailRoute'),
              },
              {
                path: 'events/:eventId/nights/:date/results',
                lazy: adminScreen(() => import('./routes/admin/results.tsx'), 'ResultsRoute'),
              },
              {
                // Leagues over a provider's or a venue's events (decision 207).
                path: 'seasons',
                lazy: adminScreen(() => import('./routes/admin/seasons.tsx'), 'SeasonsRoute'),
              },
              {
                path: 'schedule',
                lazy: adminScreen(() => import('./routes/admin/schedule.tsx'), 'ScheduleRoute'),
              },
              {
                path: 'reports',
                lazy: adminScreen(() => import('./routes/admin/reports.tsx'), 'ReportsRoute'),
              },
              {
                // Providers' feeds, and the venues they wait on a person for.
                path: 'feeds',
                lazy: adminScreen(() => import('./routes/admin/feeds.tsx'), 'FeedsRoute'),
              },
              {
                path: 'feeds/reviews',
                lazy: adminScreen(
                  () => import('./routes/admin/feed-reviews.tsx'),
                  'FeedReviewsRoute',
                ),
              },
              {
                // The snippets that put a schedule on a provider's or venue's website.
                path: 'embed',
                lazy: adminScreen(() => import('./routes/admin/embed.tsx'), 'EmbedRoute'),
              },
              {
                path: 'providers',
                lazy: adminScreen(() => import('./routes/admin/providers.tsx'), 'ProvidersRoute'),
              },
              {
                path: 'team',
                lazy: adminScreen(() => import('./routes/admin/team.tsx'), 'TeamRoute'),
              },
              {
                path: 'activity',
                lazy: adminScreen(() => import('./routes/admin/activity.tsx'), 'ActivityRoute'),
              },
              {
                // Failing background jobs (decision 160, platform admins).
                path: 'jobs',
                lazy: adminScreen(() => import('./routes/admin/jobs.tsx'), 'JobsRoute'),
              },
              {
                // Our visitors' Core Web Vitals (decision 192, platform admins).
                path: 'vitals',
                lazy: adminScreen(() => import('./routes/admin/vitals.tsx'), 'VitalsRoute'),
              },
              {
                path: 'profile',
                lazy: adminScreen(() => import('./routes/admin/profile.tsx'), 'ProfileRoute'),
              },
              { path: '*', lazy: notFoundPage },
            ],
          },
        ],
      },
      {
        // Report a problem with one night, as a page.
        path: 'report/:eventId/:date',
        lazy: () => import('./routes/report.tsx'),
      },
      {
        path: 'saved',
        lazy: () => import('./routes/saved.tsx'),
      },
      {
        // A season's standings (decision 207), rendered on the server.
        path: 'standings/:slug',
        lazy: () => import('./routes/standings.tsx'),
      },
      // City pages (`/trivia-near-{slug}`) and venue pages (`/trivia-at-{slug}`) load lazily; a
      // page the server rendered loads its code before hydrating (`createAppRouter`, decision 052).
      {
        // A team's page under its provider's or venue's (decision 211).
        path: ':page/teams/:team',
        lazy: () => import('./routes/team-page.tsx'),
      },
      {
        path: ':page',
        lazy: () => import('./routes/city.tsx').then((m) => ({ Component: m.CityRoute })),
      },
      { path: '*', lazy: notFoundPage },
    ],
  },
];

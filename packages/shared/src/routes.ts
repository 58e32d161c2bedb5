import { PROVIDER_PAGE_PATTERN, VENUE_PAGE_PATTERN } from './venue-pages.ts';

/**
 * The client routes of spec §2. The web router builds links from `paths`; the server uses
 * `isClientRoute` to answer the SPA's HTML with 200 for a known route and 404 otherwise.
 */
export const paths = {
  home: '/',
  beta: '/beta',
  triviaNearMe: '/trivia-near-me',
  cityPage: (slug: string) => `/trivia-near-${slug}`,
  nightLink: (token: string) => `/nights/${token}`,
  venuePage: (slug: string) => `/trivia-at-${slug}`,
  /** A venue's calendar feed; with `night`, one night's (`{eventId}_{YYYY-MM-DD}`). */
  venueCalendar: (slug: string, night?: string) =>
    `/trivia-at-${slug}/calendar.ics${night ? `?night=${encodeURIComponent(night)}` : ''}`,
  /** One feed for several venues (saved venues). */
  venuesCalendar: (venueIds: readonly string[]) => `/calendar.ics?venues=${venueIds.join(',')}`,
  saved: '/saved',
  /** A team's page (decision 211): under its provider's page, or its venue's. */
  teamPage: (owner: { kind: 'provider' | 'venue'; slug: string }, team: string) =>
    `/trivia-${owner.kind === 'provider' ? 'by' : 'at'}-${owner.slug}/teams/${team}`,
  /** A season's standings, as a page of ours (decision 207). */
  standings: (seasonSlug: string) => `/standings/${seasonSlug}`,
  /** A provider's page, its calendar feed, and a city page's nights as a feed. */
  providerPage: (slug: string) => `/trivia-by-${slug}`,
  providerCalendar: (slug: string) => `/trivia-by-${slug}/calendar.ics`,
  cityCalendar: (slug: string, query = '') =>
    `/trivia-near-${slug}/calendar.ics${query ? `?${query}` : ''}`,
  /** Pages other websites may frame (server-rendered, no React). */
  embed: {
    venue: (slug: string) => `/embed/venue/${slug}`,
    provider: (slug: string) => `/embed/provider/${slug}`,
    near: (citySlug: string) => `/embed/near/${citySlug}`,
    /** A season's standings (decision 207). */
    standings: (seasonSlug: string) => `/embed/standings/${seasonSlug}`,
    /** The ≤ 2 KB script that inserts an embed's iframe and sizes it. */
    script: '/embed.js',
  },
  /** The manual screen's form without its script: the server goes to the best match's city page. */
  find: '/find',
  /**
   * Report a problem with one night, as a page of its own: where the list's "Report a problem"
   * link goes before the page's script runs, or without one.
   */
  report: (night?: { eventId: string; date: string }) =>
    night
      ? `/report/${encodeURIComponent(night.eventId)}/${encodeURIComponent(night.date)}`
      : '/report',
  admin: {
    root: '/admin',
    login: '/admin/login',
    register: '/admin/register',
    forgotPassword: '/admin/forgot-password',
    resetPassword: '/admin/reset-password',
    test: '/admin/test',
    schedule: '/admin/schedule',
    /** Leagues and their standings (decision 207). */
    seasons: '/admin/seasons',
    reports: '/admin/reports',
    venues: '/admin/venues',
    newVenue: '/admin/venues/new',
    myVenues: '/admin/venues/my-venues',
    venue: (venueId: string) => `/admin/venues/${venueId}`,
    editVenue: (venueId: string) => `/admin/venues/${venueId}/edit`,
    venueDetail: (venueId: string) => `/admin/venues/${venueId}/detail`,
    events: '/admin/events',
    newEvent: (venueId?: string) =>
      venueId ? `/admin/events/new?venue_id=${encodeURIComponent(venueId)}` : '/admin/events/new',
    event: (eventId: string) => `/admin/events/${eventId}`,
    /** A night's results: posted and corrected by its hosts (decision 205). */
    nightResults: (eventId: string, date: string) =>
      `/admin/events/${encodeURIComponent(eventId)}/nights/${encodeURIComponent(date)}/results`,
    providers: '/admin/providers',
    team: '/admin/team',
    profile: '/admin/profile',
    /** The history of every change (platform admins). */
    activity: '/admin/activity',
    /** The mailed links (invitations, address changes): the page shows, its button acts. */
    confirmEmail: '/admin/confirm-email',
    invitation: '/admin/invitation',
    /** The link that proves an account's address (decision 095). */
    verifyEmail: '/admin/verify-email',
    /** Providers' feeds, and the venues they wait on a person for. */
    feeds: '/admin/feeds',
    feed: (feedId: string) => `/admin/feeds/${feedId}`,
    venueReviews: '/admin/feeds/reviews',
    duplicates: '/admin/venues/duplicates',
    /** "Put your schedule on your website". */
    embed: '/admin/embed',
    /** Failing background jobs (decision 160, platform admins). */
    jobs: '/admin/jobs',
    /** Our visitors' Core Web Vitals (decision 192, platform admins). */
    vitals: '/admin/vitals',
  },
} as const;

/** Titles of pages whose title the server also writes into the HTML it sends. */
export const PAGE_TITLES = {
  beta: 'Install Trivia Near Me — Trivia Near Me',
  notFound: 'Page not found | Trivia Near Me',
} as const;

/** Route patterns in React Router syntax (`:param` matches one non-empty segment). */
export const CLIENT_ROUTE_PATTERNS = [
  '/',
  '/beta',
  '/nights/:token',
  '/rsvp/:token',
  '/rsvp/confirm/:token',
  '/saved',
  '/standings/:slug',
  '/:page/teams/:team',
  '/report/:eventId/:date',
  '/follow/:token',
  '/unsubscribe/:token',
  '/admin',
  '/admin/login',
  '/admin/register',
  '/admin/forgot-password',
  '/admin/reset-password',
  '/admin/test',
  '/admin/schedule',
  '/admin/seasons',
  '/admin/reports',
  '/admin/venues',
  '/admin/venues/new',
  '/admin/venues/my-venues',
  '/admin/venues/duplicates',
  '/admin/venues/:venueId',
  '/admin/venues/:venueId/edit',
  '/admin/venues/:venueId/detail',
  '/admin/events',
  '/admin/events/new',
  '/admin/events/:eventId',
  '/admin/events/:eventId/nights/:date/results',
  '/admin/providers',
  '/admin/team',
  '/admin/profile',
  '/admin/activity',
  '/admin/confirm-email',
  '/admin/invitation',
  '/admin/verify-email',
  '/admin/feeds',
  '/admin/feeds/reviews',
  '/admin/embed',
  '/admin/jobs',
  '/admin/vitals',
] as const;

/** `/trivia-near-{slug}`: lower-case letters, digits and single dashes. */
export const CITY_PAGE_PATTERN = /^\/trivia-near-([a-z0-9]+(?:-[a-z0-9]+)*)$/;

function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  if (want.length !== got.length) return false;
  return want.every((segment, index) => {
    const actual = got[index] ?? '';
    return segment.startsWith(':') ? actual.length > 0 : segment === actual;
  });
}

export function isClientRoute(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (
    CITY_PAGE_PATTERN.test(trimmed) ||
    VENUE_PAGE_PATTERN.test(trimmed) ||
    PROVIDER_PAGE_PATTERN.test(trimmed)
  )
    return true;
  return CLIENT_ROUTE_PATTERNS.some((pattern) => matchesPattern(pattern, trimmed));
}

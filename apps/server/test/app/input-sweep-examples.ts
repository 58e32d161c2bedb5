import type { InputPart } from '../helpers/input-fields.ts';

/**
 * The valid request of every route that takes input, which input-sweep.test.ts changes
 * one field at a time; its first test insists that each route has one here.
 */

const ID = '00000000-0000-4000-8000-000000000000';
export type Example = Partial<Record<InputPart, Record<string, unknown>>>;

const FEED_BODY = {
  providerId: ID,
  name: 'Sweep feed',
  format: 'ical',
  url: 'https://feeds.example/trivia.ics',
  autoApply: false,
  intervalHours: 24,
};

const SEASON_BODY = {
  name: 'Sweep League',
  providerId: ID,
  startsOn: '2026-09-01',
  endsOn: '2026-12-31',
  eventIds: [ID],
  rule: {
    scoring: { kind: 'placement', points: [10, 8, 6], rest: 1 },
    bestOf: 8,
    minNights: 4,
    tieBreaks: ['wins', 'best-night'],
  },
};

/** A valid request of every route that takes input: the sweeps change one field at a time. */
export const EXAMPLES: Record<string, Example> = {
  'GET /api/venues/nearby': {
    querystring: {
      lat: '36.16',
      lng: '-86.78',
      radius_miles: '30',
      limit: '50',
      date: '2026-11-24',
    },
  },
  'GET /api/nominatim/search': {
    querystring: { q: 'Nash', format: 'json', limit: '5', countrycodes: 'us', addressdetails: '1' },
  },
  'GET /api/venues/nearest': { querystring: { lat: '47.1', lng: '-104.71' } },
  'GET /api/geocode/reverse': { querystring: { lat: '36.16', lon: '-86.78' } },
  'GET /api/places/:slug': { params: { slug: 'franklin-tn' } },
  'GET /api/v1/nearby': {
    querystring: {
      lat: '35.93',
      lng: '-86.87',
      radius_miles: '30',
      limit: '10',
      date: '2026-11-24',
    },
  },
  'GET /api/v1/venues/:slug': { params: { slug: 'harpeth-river-pub-franklin-tn-0001' } },
  'GET /api/v1/providers/:slug': { params: { slug: 'harpeth-quiz-co-0001' } },
  'GET /api/v1/cities/:slug': { params: { slug: 'franklin-tn' } },
  'GET /api/v1/seasons/:slug/standings': { params: { slug: 'winter-league-0001' } },
  'POST /api/registrations': {
    body: {
      fullName: 'Quiz Master',
      email: 'sweep@example.com',
      password: 'secret-password',
      providerName: 'Sweep Trivia',
      phone: '615-555-0100',
      website: 'https://sweep.example',
      description: 'We ask questions.',
    },
  },
  'POST /api/auth/sign-in/email': { body: { email: 'sweep@example.com', password: 'whatever' } },
  'POST /api/auth/request-password-reset': { body: { email: 'sweep@example.com' } },
  'POST /api/auth/reset-password': { body: { token: 'a-token', newPassword: 'new-password' } },
  'POST /api/auth/change-password': {
    body: { currentPassword: 'old-password', newPassword: 'new-password' },
  },
  'PUT /api/profile/display-name': { body: { displayName: 'Quiz Master' } },
  'POST /api/profile/email-change': {
    body: { newEmail: 'sweep-new@example.com', currentPassword: 'old-password' },
  },
  'POST /api/email-changes/confirm': { body: { token: 'a-token-of-twenty-chars-or-more' } },
  'POST /api/email-verification/confirm': { body: { token: 'a-token-of-twenty-chars-or-more' } },
  'GET /api/admin/teams/:kind/:id': { params: { kind: 'provider', id: ID } },
  'POST /api/admin/teams/:kind/:id/invitations': {
    params: { kind: 'provider', id: ID },
    body: { email: 'sweep@example.com', role: 'host' },
  },
  'POST /api/admin/teams/:kind/:id/invitations/:invitationId/resend': {
    params: { kind: 'provider', id: ID, invitationId: ID },
  },
  'DELETE /api/admin/teams/:kind/:id/invitations/:invitationId': {
    params: { kind: 'provider', id: ID, invitationId: ID },
  },
  'DELETE /api/admin/teams/:kind/:id/members/:userId': {
    params: { kind: 'provider', id: ID, userId: ID },
  },
  'GET /api/invitations/:token': { params: { token: 'a-token-of-twenty-chars-or-more' } },
  'POST /api/invitations/accept': { body: { token: 'a-token-of-twenty-chars-or-more' } },
  'POST /api/invitations/sign-up': {
    body: { token: 'a-token-of-twenty-chars-or-more', name: 'Sam', password: 'secret-password' },
  },
  'GET /api/admin/users': { querystring: { q: 'sam', page: '1' } },
  'PATCH /api/admin/users/:userId': {
    params: { userId: ID },
    body: { role: 'admin', disabled: false },
  },
  'GET /api/admin/venues': {
    querystring: { q: 'pub', status: 'pending', page: '1', pageSize: '25' },
  },
  'POST /api/admin/venues': {
    body: {
      nameOriginal: 'Sweep Pub',
      addressOriginal: '1 Broadway, Nashville, TN 37203',
      latitude: 36.16,
      longitude: -86.78,
    },
  },
  'POST /api/admin/venues/import': { body: { format: 'csv', content: 'name,address\nA,B' } },
  'GET /api/admin/venues/:venueId': { params: { venueId: ID } },
  'PATCH /api/admin/venues/:venueId': {
    params: { venueId: ID },
    body: {
      nameOriginal: 'Sweep Pub',
      addressOriginal: '1 Broadway, Nashville, TN 37203',
      thumbnailUrl: 'https://example.com/a.png',
      verificationStatus: 'verified',
    },
  },
  'DELETE /api/admin/venues/:venueId': { params: { venueId: ID } },
  'GET /api/admin/events': {
    querystring: {
      day: 'Monday',
      venueId: ID,
      providerId: 'self',
      q: 'pub',
      town: 'Nashville, TN',
      page: '1',
      pageSize: '50',
    },
  },
  'POST /api/admin/events': { body: eventBody() },
  'GET /api/admin/events/:eventId': { params: { eventId: ID } },
  'PUT /api/admin/events/:eventId': { params: { eventId: ID }, body: eventBody() },
  'DELETE /api/admin/events/:eventId': { params: { eventId: ID } },
  'GET /api/admin/schedule': {
    querystring: { from: '2026-11-24', weeks: '4', providerId: 'self', show: 'unconfirmed' },
  },
  'PATCH /api/admin/occurrences/:occurrenceId': {
    params: { occurrenceId: ID },
    body: { status: 'confirmed', notes: 'Bring pencils', theme: 'Office theme night' },
  },
  'PUT /api/admin/providers/:id/contact-info': {
    params: { id: ID },
    body: {
      emails: ['host@example.com'],
      phones: ['615-555-0100'],
      address: '1 Main St',
      note: 'Call first',
    },
  },
  'POST /api/admin/providers/:id/approve': { params: { id: ID } },
  'GET /api/venue-pages/:slug': { params: { slug: 'harpeth-river-pub-franklin-tn-0001' } },
  'GET /api/provider-pages/:slug': { params: { slug: 'harpeth-quiz-co-0001' } },
  'GET /trivia-at-:slug/calendar.ics': {
    params: { slug: 'harpeth-river-pub-franklin-tn-0001' },
    querystring: { night: `${ID}_2026-11-24` },
  },
  'GET /trivia-near-:slug/calendar.ics': {
    params: { slug: 'franklin-tn' },
    querystring: {
      radius: '50',
      day: 'Thursday',
      after: '19',
      cash: '1',
      type: 'music bingo',
      tab: 'week',
      sort: 'time',
      view: 'map',
    },
  },
  'GET /calendar.ics': { querystring: { venues: ID } },
  'GET /embed/venue/:slug': {
    params: { slug: 'harpeth-river-pub-franklin-tn-0001' },
    querystring: { theme: 'dark', accent: '#c2410c' },
  },
  'GET /embed/provider/:slug': {
    params: { slug: 'geeks-who-drink-3f9a' },
    querystring: { theme: 'light', accent: '#0a8' },
  },
  'GET /embed/near/:slug': {
    params: { slug: 'franklin-tn' },
    querystring: { theme: 'auto', accent: '#123456' },
  },
  'GET /embed/standings/:slug': {
    params: { slug: 'winter-league-0001' },
    querystring: { theme: 'dark', accent: '#c2410c' },
  },
  'GET /api/night-links/:token': { params: { token: 'a-token' } },
  'POST /api/night-links/:token': {
    params: { token: 'a-token' },
    body: { theme: 'Office theme night' },
  },
  'GET /api/night-links/:token/results': { params: { token: 'a-token' } },
  'PUT /api/night-links/:token/results': {
    params: { token: 'a-token' },
    body: { entries: [{ team: 'Quiz Bears', score: 42 }] },
  },
  'GET /api/night-links/:token/team-names': {
    params: { token: 'a-token' },
    querystring: { q: 'qu' },
  },
  'POST /api/reports': {
    body: {
      eventId: ID,
      date: '2026-11-24',
      reason: 'not_happening',
      note: 'The bar was dark',
      email: 'sweep@example.com',
      website: '',
    },
  },
  'POST /api/follows': {
    body: { email: 'sweep@example.com', venueIds: [ID], website: '' },
  },
  'GET /api/follows/:token': { params: { token: 'a-token' } },
  'POST /api/follows/:token/confirm': { params: { token: 'a-token' } },
  'PATCH /api/follows/:token': {
    params: { token: 'a-token' },
    body: { venueIds: [ID], weekly: true },
  },
  'GET /api/unsubscribe/:token': { params: { token: 'a-token' } },
  'POST /api/unsubscribe/:token': { params: { token: 'a-token' } },
  'GET /api/reports/night': { querystring: { event: ID, date: '2026-11-24' } },
  'POST /api/rsvps': {
    body: {
      eventId: ID,
      date: '2026-11-24',
      teamName: 'Quizzy Rascals',
      players: 4,
      email: 'sweep@example.com',
      website: '',
    },
  },
  'POST /api/vitals': { body: { route: '/', metrics: [{ name: 'LCP', value: 1200 }] } },
  'GET /api/rsvps/confirm/:token': { params: { token: 'a-token' } },
  'POST /api/rsvps/confirm/:token': { params: { token: 'a-token' } },
  'GET /api/rsvps/withdraw/:token': { params: { token: 'a-token' } },
  'POST /api/rsvps/withdraw/:token': { params: { token: 'a-token' } },
  'GET /api/admin/night-teams': {
    querystring: { eventId: ID, from: '2026-11-24', through: '2026-11-30' },
  },
  'DELETE /api/admin/night-teams/:id': { params: { id: ID } },
  'GET /api/admin/events/:eventId/nights/:date/results': {
    params: { eventId: ID, date: '2026-11-24' },
  },
  'PUT /api/admin/events/:eventId/nights/:date/results': {
    params: { eventId: ID, date: '2026-11-24' },
    body: { entries: [{ team: 'Quiz Bears', score: 42 }] },
  },
  'GET /api/admin/events/:eventId/nights/:date/results/history': {
    params: { eventId: ID, date: '2026-11-24' },
  },
  'GET /api/admin/venues/:venueId/team-names': {
    params: { venueId: ID },
    querystring: { q: 'qu' },
  },
  'GET /api/results/:eventId/:date': { params: { eventId: ID, date: '2026-11-24' } },
  'GET /api/team-pages/:kind/:slug/:team': {
    params: { kind: 'provider', slug: 'geeks-who-drink-3f9a', team: 'quiz-bears' },
  },
  'POST /api/admin/seasons': { body: SEASON_BODY },
  'PUT /api/admin/seasons/:id': { params: { id: ID }, body: SEASON_BODY },
  'DELETE /api/admin/seasons/:id': { params: { id: ID } },
  'POST /api/admin/team-merges': { body: { providerId: ID, from: 'Owls!', into: 'Quiz Bears' } },
  'DELETE /api/admin/team-merges/:id': { params: { id: ID } },
  'GET /api/admin/reports': { querystring: { status: 'open', venueId: ID } },
  'POST /api/admin/reports/:reportId/resolve': {
    params: { reportId: ID },
    body: { note: 'Called the host' },
  },
  'POST /api/admin/confirmations/send': { body: { from: '2026-11-24' } },
  'POST /api/admin/schedule/confirm-week': { body: { from: '2026-11-24', providerId: 'self' } },
  'POST /api/admin/schedule/exceptions': {
    body: {
      kind: 'cancel_date',
      eventIds: [ID],
      date: '2026-11-26',
      today: '2026-11-24',
      note: 'Closed for Thanksgiving',
    },
  },
  'POST /api/admin/providers/:id/reject': { params: { id: ID } },
  'GET /api/admin/activity': {
    querystring: {
      actorId: 'someone',
      entityType: 'venue',
      entityId: ID,
      from: '2026-11-01',
      to: '2026-11-24',
      before: '2026-11-24T19:14:00.000Z_42',
      pageSize: '50',
    },
  },
  'GET /api/admin/venues/:venueId/history': {
    params: { venueId: ID },
    querystring: { before: '2026-11-24T19:14:00.000Z_42' },
  },
  'GET /api/admin/events/:eventId/history': {
    params: { eventId: ID },
    querystring: { before: '2026-11-24T19:14:00.000Z_42' },
  },
  'GET /api/admin/feeds': { querystring: { providerId: ID } },
  'GET /api/admin/embeds': { querystring: { q: 'Tavern' } },
  'POST /api/admin/feeds': { body: FEED_BODY },
  'GET /api/admin/feeds/:feedId': { params: { feedId: ID } },
  'PUT /api/admin/feeds/:feedId': { params: { feedId: ID }, body: FEED_BODY },
  'DELETE /api/admin/feeds/:feedId': { params: { feedId: ID } },
  'POST /api/admin/feeds/:feedId/preview': {
    params: { feedId: ID },
    body: { content: 'venue_name,address,day,start' },
  },
  'POST /api/admin/feeds/:feedId/apply': {
    params: { feedId: ID },
    body: { content: 'venue_name,address,day,start' },
  },
  'POST /api/admin/feeds/reviews/:reviewId': { params: { reviewId: ID }, body: { answer: 'same' } },
  'POST /api/admin/feeds/proposals/:proposalId': {
    params: { proposalId: ID },
    body: { answer: 'decline' },
  },
  'POST /api/admin/venues/duplicates/distinct': { body: { venueIds: [ID, ID] } },
  'POST /api/admin/venues/:venueId/merge': { params: { venueId: ID }, body: { mergedVenueId: ID } },
  'POST /api/admin/jobs/:jobId/retry': { params: { jobId: '1' } },
};

function eventBody() {
  return {
    venueId: ID,
    providerId: ID,
    eventType: 'General Trivia',
    dayOfWeek: 'Tuesday',
    startTime: '19:30',
    endTime: '21:30',
    frequency: 'one-time',
    weekOfMonth: '1',
    eventDate: '2026-11-24',
    prizeAmount: 50,
    prizeDescription: 'Bar tab',
    maxTeams: 12,
    isActive: true,
  };
}

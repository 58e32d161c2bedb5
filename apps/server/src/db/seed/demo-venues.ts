import type { DayOfWeek, VerificationStatus, WeekOfMonth } from '@trivia/shared';
import type { DemoProviderKey } from './demo-providers.ts';

export interface DemoEvent {
  type: string;
  day: DayOfWeek;
  start: string;
  end?: string;
  provider?: DemoProviderKey;
  prize?: number;
  prizeText?: string;
  maxTeams?: number;
  /** Monthly, on this week of the month. */
  monthly?: WeekOfMonth;
  /** One-time, this many weeks after the seed date (on `day`). */
  oneTimeInWeeks?: number;
  inactive?: boolean;
}

export interface DemoVenue {
  key: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
  status?: VerificationStatus;
  /** Imported from Google: protected, with read-only Google fields. */
  google?: { rating: number; phone: string; website: string | null };
  /** Who created it: the demo owner (who then owns it) or the admin. */
  createdBy?: 'owner' | 'admin';
  /** The demo owner manages it without having created it. */
  managedByOwner?: boolean;
  events: DemoEvent[];
}

const e = (
  type: string,
  day: DayOfWeek,
  start: string,
  more: Partial<DemoEvent> = {},
): DemoEvent => ({
  type,
  day,
  start,
  ...more,
});

/**
 * About 60 fictional venues in six metro areas. Every day of the week has active events within 30
 * miles of downtown Nashville; nothing lies in Montana or Wyoming. Names carry the keywords the
 * fallback photos are chosen by (brewery, pub, restaurant, bar, pizza).
 */
export const DEMO_VENUES: DemoVenue[] = [
  // Nashville, TN
  {
    key: 'music-row-pub',
    name: 'Music Row Pub',
    address: '1520 Demonbreun St, Nashville, TN 37203',
    lat: 36.1537,
    lng: -86.7916,
    createdBy: 'owner',
    status: 'verified',
    events: [
      e('Trivia', 'Tuesday', '19:00', {
        end: '21:00',
        provider: 'musicCity',
        prize: 50,
        maxTeams: 20,
      }),
      // The same night twice (an old duplicate): the list groups them (spec §9).
      e('Trivia', 'Tuesday', '19:00', { end: '21:00', prizeText: 'Bar tab for the winners' }),
      e('Music Bingo', 'Saturday', '14:00', { provider: 'musicCity', prizeText: 'Gift cards' }),
    ],
  },
  {
    key: 'east-side-brewery',
    name: 'East Side Brewery',
    address: '1001 Woodland St, Nashville, TN 37206',
    lat: 36.1781,
    lng: -86.7519,
    createdBy: 'owner',
    status: 'pending',
    events: [
      e('trivia', 'Wednesday', '19:30', { end: '21:30', provider: 'nerdyTalk', prize: 75 }),
      e('bingo', 'Sunday', '18:00', {
        provider: 'nerdyTalk',
        prizeText: 'Free pints for the table',
      }),
    ],
  },
  {
    key: 'gulch-pizza-kitchen',
    name: 'Gulch Pizza Kitchen',
    address: '1201 Division St, Nashville, TN 37203',
    lat: 36.1519,
    lng: -86.7838,
    createdBy: 'owner',
    events: [
      e('Trivia', 'Monday', '19:00', { provider: 'musicCity', prize: 40 }),
      e('Kids Trivia', 'Saturday', '11:00', { prizeText: 'Free dessert pizza' }),
    ],
  },
  {
    key: 'germantown-bar-grill',
    name: 'Germantown Bar & Grill',
    address: '1300 4th Ave N, Nashville, TN 37208',
    lat: 36.1794,
    lng: -86.788,
    createdBy: 'owner',
    events: [
      e('Trivia', 'Thursday', '20:00', {
        end: '22:00',
        provider: 'nerdyTalk',
        prize: 100,
        maxTeams: 15,
      }),
      e('Movie Trivia', 'Monday', '18:30', { monthly: '1', prizeText: 'Movie passes' }),
    ],
  },
  {
    key: 'twelve-south-taproom',
    name: '12 South Taproom',
    address: '2318 12th Ave S, Nashville, TN 37204',
    lat: 36.1248,
    lng: -86.7898,
    createdBy: 'admin',
    managedByOwner: true,
    status: 'verified',
    events: [
      e('Trivia', 'Friday', '19:00', { provider: 'musicCity', prize: 60 }),
      e('Trivia', 'Sunday', '16:00', { inactive: true }),
    ],
  },
  {
    key: 'sylvan-park-restaurant',
    name: 'Sylvan Park Restaurant',
    address: '4502 Murphy Rd, Nashville, TN 37209',
    lat: 36.148,
    lng: -86.8373,
    createdBy: 'admin',
    status: 'verified',
    events: [
      e('Trivia', 'Wednesday', '18:30', { prize: 25, maxTeams: 12 }),
      e('Pub Quiz', 'Saturday', '19:30', { prize: 25 }),
    ],
  },
  {
    key: 'hillsboro-village-pub',
    name: 'Hillsboro Village Pub',
    address: '1818 21st Ave S, Nashville, TN 37212',
    lat: 36.1355,
    lng: -86.8,
    status: 'verified',
    google: { rating: 4.5, phone: '(615) 555-0101', website: 'https://hillsboropub.example' },
    events: [
      e('trivia', 'Monday', '20:00', { provider: 'nerdyTalk', prize: 50 }),
      e('Pub Quiz', 'Thursday', '19:00', { provider: 'musicCity', prizeText: 'Bar tab' }),
    ],
  },
  {
    key: 'marathon-village-brewery',
    name: 'Marathon Village Brewery',
    address: '1305 Clinton St, Nashville, TN 37203',
    lat: 36.1662,
    lng: -86.8042,
    status: 'verified',
    google: { rating: 4.7, phone: '(615) 555-0102', website: 'https://marathonbrewery.example' },
    events: [
      e('Trivia', 'Saturday', '19:00', { provider: 'musicCity', prize: 100 }),
      e('Trivia Championship', 'Saturday', '18:00', {
        oneTimeInWeeks: 3,
        prize: 500,
        maxTeams: 30,
      }),
    ],
  },
  {
    key: 'five-points-pizza',
    name: 'Five Points Pizza',
    address: '1100 Fatherland St, Nashville, TN 37206',
    lat: 36.1752,
    lng: -86.7475,
    status: 'needs_review',
    google: { rating: 4.3, phone: '(615) 555-0103', website: null },
    events: [
      e('Trivia', 'Sunday', '19:00', { provider: 'nerdyTalk', prizeText: 'Free large pizza' }),
      e('Trivia', 'Wednesday', '20:00', { prize: 30 }),
    ],
  },
  {
    key: 'weho-cocktail-bar',
    name: 'WeHo Cocktail Bar',
    address: '600 Merritt Ave, Nashville, TN 37203',
    lat: 36.139,
    lng: -86.77,
    createdBy: 'admin',
    events: [
      e('Trivia', 'Tuesday', '20:00', { provider: 'nerdyTalk', prize: 30 }),
      e('Music Trivia', 'Friday', '21:00', { monthly: 'last', prize: 150 }),
    ],
  },
  {
    key: 'nations-tap-room',
    name: 'The Nations Tap Room',
    address: '5115 Centennial Blvd, Nashville, TN 37209',
    lat: 36.162,
    lng: -86.85,
    createdBy: 'admin',
    status: 'verified',
    events: [
      e('Trivia', 'Thursday', '18:00', { prize: 20 }),
      e('Movie Trivia', 'Sunday', '19:30', { prizeText: 'House gift cards' }),
    ],
  },
  {
    key: 'midtown-irish-pub',
    name: 'Midtown Irish Pub',
    address: '2000 West End Ave, Nashville, TN 37203',
    lat: 36.15,
    lng: -86.8,
    status: 'failed',
    google: { rating: 4.1, phone: '(615) 555-0104', website: null },
    events: [
      e('Pub Quiz', 'Wednesday', '20:00', { provider: 'musicCity', prize: 50 }),
      e('Pub Quiz', 'Sunday', '17:00', {
        provider: 'musicCity',
        prizeText: 'Pitcher of the house ale',
      }),
    ],
  },
  {
    key: 'green-hills-grille',
    name: 'Green Hills Grille Restaurant',
    address: '2122 Hillsboro Dr, Nashville, TN 37215',
    lat: 36.106,
    lng: -86.816,
    createdBy: 'admin',
    events: [
      e('Family Trivia', 'Friday', '18:00', { prizeText: 'Dessert for the table' }),
      e('Trivia', 'Monday', '20:00', { prize: 40 }),
    ],
  },
  {
    key: 'inglewood-lounge',
    name: 'Inglewood Lounge',
    address: '3600 Gallatin Pike, Nashville, TN 37216',
    lat: 36.206,
    lng: -86.725,
    createdBy: 'admin',
    events: [
      e('Trivia', 'Monday', '19:30', { provider: 'musicCity', prize: 40 }),
      e('Trivia', 'Thursday', '19:30', { inactive: true }),
    ],
  },
  {
    key: 'printers-alley-bar',
    name: "Printer's Alley Bar",
    address: '211 Printers Alley, Nashville, TN 37201',
    lat: 36.1637,
    lng: -86.7785,
    createdBy: 'admin',
    status: 'verified',
    events: [
      e('Trivia', 'Wednesday', '21:00', { provider: 'nerdyTalk', prize: 50 }),
      e('bingo', 'Friday', '20:00', { provider: 'nerdyTalk', prizeText: 'Prizes each round' }),
    ],
  },
  {
    key: 'belmont-pizza-parlor',
    name: 'Belmont Pizza Parlor',
    address: '2000 Belmont Blvd, Nashville, TN 37212',
    lat: 36.135,
    lng: -86.796,
    createdBy: 'admin',
    events: [
      e('Trivia', 'Sunday', '18:30', { prizeText: 'Free pizza for the winners' }),
      e('Trivia', 'Wednesday', '18:00', { prize: 25 }),
    ],
  },
  // Brentwood, Franklin, Hendersonville and Murfreesboro, TN
  {
    key: 'maryland-farms-bar-grill',
    name: 'Maryland Farms Bar & Grill',
    address: '5000 Maryland Way, Brentwood, TN 37027',
    lat: 36.033,
    lng: -86.79,
    createdBy: 'admin',
    events: [
      e('Trivia', 'Tuesday', '18:30', { provider: 'musicCity', prize: 50 }),
      e('Name That Tune', 'Friday', '19:30', { prize: 45 }),
    ],
  },
  {
    key: 'franklin-main-street-brewery',
    name: 'Franklin Main Street Brewery',
    address: '230 Franklin Rd, Franklin, TN 37064',
    lat: 35.929,
    lng: -86.862,
    status: 'verified',
    google: { rating: 4.6, phone: '(615) 555-0105', website: 'https://franklinbrewery.example' },
    events: [
      e('Trivia', 'Wednesday', '19:00', { provider: 'musicCity', prize: 75, maxTeams: 18 }),
      e('Trivia', 'Sunday', '15:00', { provider: 'musicCity', prizeText: 'Growler fill' }),
    ],
  },
  {
    key: 'harpeth-river-pub',
    name: 'Harpeth River Pub',
    address: '130 2nd Ave N, Franklin, TN 37064',
    lat: 35.9262,
    lng: -86.8695,
    createdBy: 'owner',
    events: [
      e('Pub Quiz', 'Thursday', '19:00', { prize: 40 }),
      e('Trivia', 'Saturday', '20:00', { prizeText: 'Bar tab' }),
    ],
  },
  {
    key: 'cool-springs-pizza',
    name: 'Cool Springs Pizza',
    address: '1800 Galleria Blvd, Franklin, TN 37067',
    lat: 35.955,
    lng: -86.815,
    createdBy: 'admin',
    events: [
      e('Trivia', 'Monday', '18:00', { provider: 'nerdyTalk', prize: 25 }),
      e('Trivia', 'Thursday', '20:00', { prizeText: 'House gift cards' }),
    ],
  },
  {
    key: 'lakeside-restaurant-bar',
    name: 'Lakeside Restaurant & Bar',
    address: '200 Sanders Ferry Rd, Hendersonville, TN 37075',
    lat: 36.295,
    lng: -86.62,
    createdBy: 'admin',
    events: [
      e('Trivia', 'Friday', '19:30', { provider: 'musicCity', prize: 100 }),
      e('Music Trivia', 'Monday', '19:30', { prize: 55 }),
    ],
  },
  {
    key: 'murfreesboro-square-pub',
    name: 'Murfreesboro Square Pub',
    address: '100 N Maple St, Murfreesboro, TN 37130',
    lat: 35.846,
    lng: -86.392,
    createdBy: 'admin',
    events: [
      e('Trivia', 'Tuesday', '19:00', { prize: 50 }),
      e('Pub Quiz', 'Friday', '20:00', { prize: 60 }),
    ],
  },
  // Chicago, IL
  {
    key: 'wrigleyville-pub',
    name: 'Wrigleyville Pub',
    address: '3600 N Clark St, Chicago, IL 60613',
    lat: 41.948,
    lng: -87.656,
    createdBy: 'admin',
    events: [
      e('Trivia', 'Tuesday', '19:00', { provider: 'quizRiot', prize: 50 }),
      e('Sports Trivia', 'Sunday', '12:00', { provider: 'quizRiot', prizeText: 'Bucket of beers' }),
    ],
  },
  {
    key: 'logan-square-brewery',
    name: 'Logan Square Brewery',
    address: '2600 N Milwaukee Ave, Chicago, IL 60647',
    lat: 41.929,
    lng: -87.707,
    status: 'verified',
    google: { rating: 4.6, phone: '(312) 555-0106', website: 'https://logansquarebrewery.example' },
    events: [
      e('Trivia', 'Wednesday', '19:30', { provider: 'quizRiot', prize: 75 }),
      e('Trivia', 'Saturday', '19:30', { prizeText: 'House gift cards' }),
    ],
  },
  {
    key: 'wicker-park-pizza',
    name: 'Wicker Park Pizza',
    address: '1500 N Milwaukee Ave, Chicago, IL 60622',
    lat: 41.909,
    lng: -87.677,
    createdBy: 'admin',
    events: [
      e('Trivia', 'Thursday', '20:00', { prizeText: 'Free pizza' }),
      e('Movie Trivia', 'Sunday', '20:00', { prize: 70 }),
    ],
  },
  {
    key: 'west-loop-restaurant',
    name: 'West Loop Restaurant',
    address: '800 W Randolph St, Chicago, IL 60607',
    lat: 41.884,
    lng: -87.647,
    createdBy: 'admin',
    events: [
      e('Trivia', 'Monday', '19:00', { provider: 'quizRiot', prize: 40, maxTeams: 10 }),
      e('Trivia', 'Thursday', '19:30', { prize: 75 }),
    ],
  },
  {
    key: 'andersonville-bar',
    name: 'Andersonville Bar',
    address: '5200 N Clark St, Chicago, IL 60640',
    lat: 41.977,
    lng: -87.668,
    createdBy: 'admin',
    events: [
      e('Trivia', 'Tuesday', '20:00', { provider: 'quizRiot', prize: 50 }),
      e('Drag Trivia', 'Saturday', '21:00', { monthly: '2', prizeText: 'Glory and a crown' }),
    ],
  },
  {
    key: 'loop-trivia-tavern',
    name: 'The Loop Trivia Tavern',
    address: '200 S Wabash Ave, Chicago, IL 60604',
    lat: 41.879,
    lng: -87.626,
    status: 'verified',
    google: { rating: 4.2, phone: '(312) 555-0107', website: null },
    events: [
      e('Trivia', 'Friday', '18:00', { provider: 'quizRiot', prize: 60 }),
      e('Name That Tune', 'Monday', '20:00', { prizeText: 'House gift cards' }),
    ],
  },
  {
    key: 'lincoln-park-alehouse',
    name: 'Lincoln Park Alehouse',
    address: '2400 N Lincoln Ave, Chicago, IL 60614',
    lat: 41.925,
    lng: -87.649,
    createdBy: 'admin',
    events: [
      e('Trivia', 'Wednesday', '20:00', { prize: 25 }),
      e('Trivia', 'Saturday', '19:30', { prize: 25 }),
    ],
  },
  {
    key: 'evanston-brewery',
    name: 'Evanston Brewery',
    address: '1800 Sherman Ave, Evanston, IL 60201',
    lat: 42.047,
    lng: -87.681,
    createdBy: 'admin',
    events: [
      e('Trivia', 'Thursday', '19:00', { provider: 'quizRiot', prize: 50 }),
      e('Music Trivia', 'Sunday', '20:00', { prize: 30 }),
    ],
  },
  // Austin, TX
  {
    key: 'south-congress-pub',
    name: 'South Congress Pub',
    address: '1500 S Congress Ave, Austin, TX 78704',
    lat: 30.248,
    lng: -97.75,
    createdBy: 'admin',
    events: [
      e('Trivia', 'Tuesday', '19:00', { provider: 'quizRiot', prize: 50 }),
      e('Trivia', 'Thursday', '19:00', { provider: 'triviaTitans', inactive: true }),
    ],
  },
  {
    key: 'rainey-street-bar',
    name: 'Rainey Street Bar',
    address: '70 Rainey St, Austin, TX 78701',
    lat: 30.259,
    lng: -97.739,
    createdBy: 'admin',
    events: [
      e('Trivia', 'Wednesday', '20:00', { prize: 100 }),
      e('Pub Quiz', 'Saturday', '19:30', { prizeText: 'House gift cards' }),
    ],
  },
  {
    key: 'east-austin-brewery',
    name: 'East Austin Brewery',
    address: '979 Springdale Rd, Austin, TX 78702',
    lat: 30.263,
    lng: -97.695,
    status: 'verified',
    google: { rating: 4.8, phone: '(512) 555-0108', website: 'https://eastaustinbrewery.example' },
    events: [
      e('Trivia', 'Monday', '19:00', { provider: 'quizRiot', prize: 50 }),
      e('Trivia', 'Saturday', '16:00', {
        oneTimeInWeeks: 2,
        prizeText: 'Brewery tour for the team',
      }),
    ],
  },
  {
    key: 'north-loop-pizza',
    name: 'North Loop Pizza',
    address: '5300 N Loop Blvd, Austin, TX 78751',
    lat: 30.318,
    lng: -97.717,
    createdBy: 'admin',
    events: [
      e('Trivia', 'Thursday', '20:00', { prizeText: 'Free pizza' }),
      e('Trivia', 'Sunday', '20:00', { prize: 40 }),
    ],
  },
  {
    key: 'mueller-restaurant',
    name: 'Mueller Restaurant',
    address: '1900 Aldrich St, Austin, TX 78723',
    lat: 30.298,
    lng: -97.705,
    createdBy: 'admin',
    events: [
      e('Trivia', 'Sunday', '18:00', { prize: 30 }),
      e('Movie Trivia', 'Wednesday', '19:30', { prize: 45 }),
    ],
  },
  {
    key: 'domain-taphouse',
    name: 'Domain Taphouse',
    address: '11500 Rock Rose Ave, Austin, TX 78758',
    lat: 30.402,
    lng: -97.723,
    createdBy: 'admin',
    events: [
      e('Trivia', 'Tuesday', '20:00', { provider: 'quizRiot', prize: 40 }),
      e('Trivia', 'Friday', '20:00', { prizeText: 'House gift cards' }),
    ],
  },
  {
    key: 'round-rock-pub',
    name: 'Round Rock Pub',
    address: '100 E Main St, Round Rock, TX 78664',
    lat: 30.508,
    lng: -97.679,
    createdBy: 'admin',
    events: [
      e('Trivia', 'Friday', '19:00', { prize: 25 }),
      e('Name That Tune', 'Monday', '19:30', { prize: 55 }),
    ],
  },
  {
    key: 'zilker-bar',
    name: 'Zilker Bar',
    address: '2000 Barton Springs Rd, Austin, TX 78704',
    lat: 30.262,
    lng: -97.764,
    createdBy: 'admin',
    events: [
      e('Trivia', 'Wednesday', '19:00', { provider: 'quizRiot', monthly: '3', prize: 200 }),
      e('Trivia', 'Saturday', '20:00', { prize: 60 }),
    ],
  },
  // Denver, CO
  {
    key: 'lodo-brewery',
    name: 'LoDo Brewery',
    address: '1900 Wazee St, Denver, CO 80202',
    lat: 39.754,
    lng: -104.996,
    status: 'verified',
    google: { rating: 4.4, phone: '(303) 555-0109', website: 'https://lodobrewery.example' },
    events: [
      e('Trivia', 'Tuesday', '19:00', { provider: 'pubQuizPros', prize: 50 }),
      e('Music Trivia', 'Friday', '19:30', { prizeText: 'House gift cards' }),
    ],
  },
  {
    key: 'rino-pizza',
    name: 'RiNo Pizza',
    address: '2600 Larimer St, Denver, CO 80205',
    lat: 39.76,
    lng: -104.984,
    createdBy: 'admin',
    events: [
      e('Trivia', 'Wednesday', '19:30', { provider: 'pubQuizPros', prizeText: 'Free pizza' }),
      e('Pub Quiz', 'Saturday', '20:00', { prize: 70 }),
    ],
  },
  {
    key: 'highlands-pub',
    name: 'Highlands Pub',
    address: '3300 W 32nd Ave, Denver, CO 80211',
    lat: 39.762,
    lng: -105.033,
    createdBy: 'admin',
    events: [
      e('Pub Quiz', 'Thursday', '20:00', { provider: 'pubQuizPros', prize: 60 }),
      e('Trivia', 'Sunday', '19:30', { prize: 75 }),
    ],
  },
  {
    key: 'capitol-hill-bar',
    name: 'Capitol Hill Bar',
    address: '1400 E Colfax Ave, Denver, CO 80218',
    lat: 39.74,
    lng: -104.97,
    createdBy: 'admin',
    events: [
      e('Trivia', 'Monday', '20:00', { prize: 25 }),
      e('Movie Trivia', 'Thursday', '20:00', { prizeText: 'House gift cards' }),
    ],
  },
  {
    key: 'baker-restaurant',
    name: 'Baker Restaurant',
    address: '200 S Broadway, Denver, CO 80209',
    lat: 39.713,
    lng: -104.987,
    createdBy: 'admin',
    events: [
      e('Trivia', 'Sunday', '17:00', { prizeText: 'Brunch for four' }),
      e('Trivia', 'Wednesday', '19:30', { prize: 25 }),
    ],
  },
  {
    key: 'golden-brewery',
    name: 'Golden Brewery',
    address: '1100 Washington Ave, Golden, CO 80401',
    lat: 39.756,
    lng: -105.221,
    createdBy: 'admin',
    events: [
      e('Trivia', 'Friday', '18:30', { provider: 'pubQuizPros', prize: 40 }),
      e('Name That Tune', 'Monday', '20:00', { prize: 30 }),
    ],
  },
  {
    key: 'boulder-pub',
    name: 'Boulder Pub',
    address: '1100 Pearl St, Boulder, CO 80302',
    lat: 40.018,
    lng: -105.28,
    createdBy: 'admin',
    events: [
      e('Trivia', 'Tuesday', '20:00', { prize: 50 }),
      e('Trivia', 'Friday', '19:30', { prizeText: 'House gift cards' }),
    ],
  },
  {
    key: 'wash-park-taproom',
    name: 'Wash Park Taproom',
    address: '1000 S Gaylord St, Denver, CO 80209',
    lat: 39.699,
    lng: -104.961,
    createdBy: 'admin',
    events: [
      e('Trivia', 'Thursday', '19:00', { provider: 'pubQuizPros', monthly: 'last', prize: 100 }),
      e('Music Trivia', 'Sunday', '20:00', { prize: 40 }),
    ],
  },
  // Portland, OR
  {
    key: 'alberta-street-pub',
    name: 'Alberta Street Pub',
    address: '1500 NE Alberta St, Portland, OR 97211',
    lat: 45.559,
    lng: -122.65,
    createdBy: 'admin',
    events: [
      e('Trivia', 'Monday', '19:00', { provider: 'brainBrew', prize: 40 }),
      e('Pub Quiz', 'Thursday', '19:30', { prize: 45 }),
    ],
  },
  {
    key: 'hawthorne-brewery',
    name: 'Hawthorne Brewery',
    address: '3500 SE Hawthorne Blvd, Portland, OR 97214',
    lat: 45.512,
    lng: -122.627,
    status: 'verified',
    google: { rating: 4.5, phone: '(503) 555-0111', website: 'https://hawthornebrewery.example' },
    events: [
      e('Trivia', 'Tuesday', '19:00', { provider: 'brainBrew', prize: 50 }),
      e('Trivia', 'Saturday', '15:00', { provider: 'brainBrew', prizeText: 'Six-pack to go' }),
    ],
  },
  {
    key: 'pearl-district-pizza',
    name: 'Pearl District Pizza',
    address: '1100 NW Glisan St, Portland, OR 97209',
    lat: 45.526,
    lng: -122.683,
    createdBy: 'admin',
    events: [
      e('Trivia', 'Wednesday', '18:30', { prizeText: 'Free pizza' }),
      e('Trivia', 'Saturday', '20:00', { prizeText: 'House gift cards' }),
    ],
  },
  {
    key: 'division-street-restaurant',
    name: 'Division Street Restaurant',
    address: '3000 SE Division St, Portland, OR 97202',
    lat: 45.505,
    lng: -122.635,
    createdBy: 'admin',
    events: [
      e('Trivia', 'Thursday', '19:30', { provider: 'brainBrew', prize: 30 }),
      e('Movie Trivia', 'Sunday', '19:30', { prize: 55 }),
    ],
  },
  {
    key: 'mississippi-ave-bar',
    name: 'Mississippi Ave Bar',
    address: '4000 N Mississippi Ave, Portland, OR 97227',
    lat: 45.551,
    lng: -122.676,
    createdBy: 'admin',
    events: [
      e('Trivia', 'Sunday', '19:00', { prize: 25 }),
      e('Trivia', 'Wednesday', '20:00', { prize: 60 }),
    ],
  },
  {
    key: 'sellwood-taphouse',
    name: 'Sellwood Taphouse',
    address: '8000 SE 13th Ave, Portland, OR 97202',
    lat: 45.465,
    lng: -122.653,
    createdBy: 'admin',
    events: [
      e('Trivia', 'Friday', '19:00', { provider: 'brainBrew', prize: 50 }),
      e('Name That Tune', 'Monday', '19:30', { prizeText: 'House gift cards' }),
    ],
  },
  {
    key: 'beaverton-brewery',
    name: 'Beaverton Brewery',
    address: '12500 SW Broadway St, Beaverton, OR 97005',
    lat: 45.487,
    lng: -122.804,
    createdBy: 'admin',
    events: [
      e('Trivia', 'Wednesday', '19:00', { prize: 40 }),
      e('Trivia', 'Saturday', '20:00', { prize: 70 }),
    ],
  },
  // Atlanta, GA
  {
    key: 'little-five-points-pub',
    name: 'Little Five Points Pub',
    address: '1100 Euclid Ave NE, Atlanta, GA 30307',
    lat: 33.764,
    lng: -84.349,
    createdBy: 'admin',
    events: [
      e('Trivia', 'Tuesday', '20:00', { provider: 'peachState', prize: 50 }),
      e('Trivia', 'Saturday', '19:00', { provider: 'peachState', monthly: '1', prize: 150 }),
    ],
  },
  {
    key: 'old-fourth-ward-brewery',
    name: 'Old Fourth Ward Brewery',
    address: '600 Ponce de Leon Ave NE, Atlanta, GA 30308',
    lat: 33.772,
    lng: -84.365,
    status: 'verified',
    google: { rating: 4.6, phone: '(404) 555-0112', website: 'https://o4wbrewery.example' },
    events: [
      e('Trivia', 'Wednesday', '19:00', { provider: 'peachState', prize: 75 }),
      e('Music Trivia', 'Saturday', '19:30', { prize: 75 }),
    ],
  },
  {
    key: 'midtown-pizza',
    name: 'Midtown Pizza',
    address: '1000 Peachtree St NE, Atlanta, GA 30309',
    lat: 33.782,
    lng: -84.383,
    createdBy: 'admin',
    events: [
      e('Trivia', 'Monday', '19:30', { prizeText: 'Free pizza' }),
      e('Pub Quiz', 'Thursday', '20:00', { prizeText: 'House gift cards' }),
    ],
  },
  {
    key: 'decatur-square-restaurant',
    name: 'Decatur Square Restaurant',
    address: '100 E Court Sq, Decatur, GA 30030',
    lat: 33.774,
    lng: -84.296,
    createdBy: 'admin',
    events: [
      e('Trivia', 'Thursday', '19:00', { provider: 'peachState', prize: 40 }),
      e('Trivia', 'Sunday', '19:30', { prize: 25 }),
    ],
  },
  {
    key: 'virginia-highland-bar',
    name: 'Virginia-Highland Bar',
    address: '1000 Virginia Ave NE, Atlanta, GA 30306',
    lat: 33.781,
    lng: -84.354,
    createdBy: 'admin',
    events: [
      e('Trivia', 'Sunday', '18:00', { provider: 'peachState', prize: 30 }),
      e('Movie Trivia', 'Wednesday', '20:00', { prize: 30 }),
    ],
  },
  {
    key: 'inman-park-taproom',
    name: 'Inman Park Taproom',
    address: '300 Elizabeth St NE, Atlanta, GA 30307',
    lat: 33.759,
    lng: -84.356,
    createdBy: 'admin',
    events: [
      e('Trivia', 'Friday', '20:00', { prize: 50 }),
      e('Trivia', 'Monday', '19:30', { prizeText: 'House gift cards' }),
    ],
  },
  {
    key: 'marietta-square-pub',
    name: 'Marietta Square Pub',
    address: '50 N Park Sq, Marietta, GA 30060',
    lat: 33.953,
    lng: -84.55,
    createdBy: 'admin',
    events: [
      e('Trivia', 'Tuesday', '19:00', { provider: 'peachState', prize: 25 }),
      e('Holiday Trivia', 'Friday', '19:00', { oneTimeInWeeks: 4, prize: 250 }),
    ],
  },
];

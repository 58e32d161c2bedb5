import { directionsUrl, type NearbyVenueLink, type PublicVenue } from '@trivia/shared';
import { PhoneIcon } from '@/components/ui/action-icons.tsx';
import { DirectionsIcon, LocationIcon } from '@/components/ui/icons.tsx';
import { WebsiteLink } from './website-link.tsx';

const MILES_PER_DEGREE = 69;
const WIDTH = 320;
const HEIGHT = 150;
const MARGIN = 18;
/** How far from the pin's point a numbered venue is drawn at least. */
const PIN_CLEARANCE = 22;
/** The scale bar's lengths to choose from, in miles. */
const BAR_MILES = [0.25, 0.5, 1, 2, 5, 10, 20];

interface Point {
  x: number;
  y: number;
}

/**
 * Where the venue is, drawn from coordinates alone (decision 122): no map tiles, no third party,
 * nothing fetched. The venue in the middle, the venues of "More trivia nearby" numbered around it
 * at their true bearing and distance, and a scale bar.
 */
function MapCard({
  venue,
  nearby,
}: {
  venue: Required<Pick<PublicVenue, 'latitude' | 'longitude'>> & PublicVenue;
  nearby: NearbyVenueLink[];
}) {
  const cos = Math.cos((venue.latitude * Math.PI) / 180);
  const offsets = nearby.map((other) => ({
    east: (other.longitude - venue.longitude) * cos * MILES_PER_DEGREE,
    north: (other.latitude - venue.latitude) * MILES_PER_DEGREE,
  }));
  const halfWidth = WIDTH / 2 - MARGIN;
  const halfHeight = HEIGHT / 2 - MARGIN;
  // Units per mile: every venue inside, and no closer in than a mile across the card's height.
  const scale = Math.min(
    halfHeight,
    ...offsets.map(({ east, north }) =>
      Math.min(
        halfWidth / Math.max(Math.abs(east), 1e-6),
        halfHeight / Math.max(Math.abs(north), 1e-6),
      ),
    ),
  );
  const centre: Point = { x: WIDTH / 2, y: HEIGHT / 2 };
  const points = offsets.map(({ east, north }) => {
    // A venue next door keeps its bearing but clears the pin.
    const length = Math.hypot(east, north) * scale;
    const stretch = length < PIN_CLEARANCE ? PIN_CLEARANCE / Math.max(length, 1e-6) : 1;
    return {
      x: centre.x + (length === 0 ? PIN_CLEARANCE : east * scale * stretch),
      y: centre.y - north * scale * stretch,
    };
  });
  const bar =
    [...BAR_MILES].reverse().find((miles) => miles * scale <= WIDTH / 4) ?? BAR_MILES[0] ?? 1;
  const grid = Array.from({ length: 9 }, (_, index) => index * 40);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`A sketch of where ${venue.name} is${nearby.length > 0 ? `, with ${nearby.length} more trivia venues nearby, numbered as in the list below` : ''}`}
      className="block h-auto w-full rounded-xl border border-border"
    >
      <rect width={WIDTH} height={HEIGHT} className="fill-surface-2" />
      {grid.map((at) => (
        <g key={at} className="stroke-border" strokeWidth={1}>
          <line x1={at} y1={0} x2={at} y2={HEIGHT} />
          <line x1={0} y1={at} x2={WIDTH} y2={at} />
        </g>
      ))}
      {points.map((point, index) => (
        <g key={nearby[index]?.slug}>
          <circle
            cx={point.x}
            cy={point.y}
            r={9}
            className="fill-surface stroke-muted"
            strokeWidth={1.5}
          />
          <text
            x={point.x}
            y={point.y}
            textAnchor="middle"
            dominantBaseline="central"
            className="fill-fg text-[10px] font-bold"
          >
            {index + 1}
          </text>
        </g>
      ))}
      <path
        d={`M${centre.x} ${centre.y + 2}c-6-7-10-11-10-16a10 10 0 0 1 20 0c0 5-4 9-10 16z`}
        className="fill-accent stroke-bg"
        strokeWidth={1.5}
      />
      <circle cx={centre.x} cy={centre.y - 14} r={3.5} className="fill-bg" />
      <g className="stroke-fg" strokeWidth={2}>
        <line x1={10} y1={HEIGHT - 10} x2={10 + bar * scale} y2={HEIGHT - 10} />
        <line x1={10} y1={HEIGHT - 14} x2={10} y2={HEIGHT - 6} />
        <line x1={10 + bar * scale} y1={HEIGHT - 14} x2={10 + bar * scale} y2={HEIGHT - 6} />
      </g>
      <text
        x={14 + bar * scale}
        y={HEIGHT - 10}
        dominantBaseline="central"
        className="fill-fg text-[10px]"
      >
        {bar} mi
      </text>
    </svg>
  );
}

/** Where it is and how to reach it: the map card, Directions, phone, website. */
export function VenueLocation({
  venue,
  nearby,
}: {
  venue: PublicVenue;
  nearby: NearbyVenueLink[];
}) {
  const { latitude, longitude } = venue;
  const located = latitude !== undefined && longitude !== undefined;
  return (
    <section
      aria-labelledby="location-heading"
      className="rounded-2xl border border-border bg-surface p-3.5"
    >
      <h2 id="location-heading" className="sr-only">
        Location and contact
      </h2>
      {located ? <MapCard venue={{ ...venue, latitude, longitude }} nearby={nearby} /> : null}
      <p className="mt-3 flex items-start gap-2 text-sm">
        <LocationIcon width={18} height={18} className="mt-0.5 shrink-0 text-muted" />
        {venue.address}
      </p>
      <ul className="mt-2 grid gap-1 text-sm">
        {venue.phone ? (
          <li>
            <a
              href={`tel:${venue.phone.replace(/[^\d+]/g, '')}`}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-link underline"
            >
              <PhoneIcon width={18} height={18} />
              {venue.phone}
            </a>
          </li>
        ) : null}
        {venue.website ? (
          <li>
            <WebsiteLink url={venue.website} />
          </li>
        ) : null}
      </ul>
      {located ? (
        <a
          href={directionsUrl(latitude, longitude)}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-xl bg-accent px-4 text-sm font-semibold text-accent-fg hover:bg-accent-strong"
        >
          <DirectionsIcon />
          Directions
          <span className="sr-only"> to {venue.name} (opens a new tab)</span>
        </a>
      ) : null}
    </section>
  );
}

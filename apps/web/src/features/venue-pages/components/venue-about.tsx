import {
  type EventLine,
  formatFrequency,
  formatPrize,
  formatTime,
  type IsoDate,
  type NearbyEvent,
  type PublicVenue,
  paths,
  syncedLabel,
  type VenuePageResponse,
} from '@trivia/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ReportButton } from '@/components/trivia-list/report-button.tsx';
import { Island } from '@/islands/island.tsx';

function sameWords(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

type ProviderLinks = VenuePageResponse['providers'];

/**
 * What the trivia is: each event's kind, when it runs, its prize, how many teams, who
 * hosts it (a link to the host's page); and "Report a problem" with its next night.
 */
export function VenueAbout({
  venue,
  events,
  lines,
  today,
  providers,
}: {
  venue: PublicVenue;
  events: NearbyEvent[];
  lines: EventLine[];
  today: IsoDate;
  providers: ProviderLinks;
}) {
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="about-heading">
      <h2 id="about-heading" className="text-xl font-bold">
        About the trivia
      </h2>
      <ul className="mt-3 grid gap-2.5">
        {events.map((event) => {
          // The night a report is about: the event's next one that happens, else its next.
          const ofEvent = lines.filter((line) => line.eventId === event.id);
          const night = ofEvent.find((line) => !line.isCancelled) ?? ofEvent[0];
          return (
            <li key={event.id} className="rounded-2xl border border-border bg-surface p-3.5">
              <EventFacts
                event={event}
                today={today}
                provider={providers.find((each) => each.eventIds.includes(event.id))}
              />
              {night ? (
                <p className="mt-2">
                  <Island
                    name="report"
                    component={ReportButton}
                    props={{
                      target: {
                        eventId: event.id,
                        date: night.date,
                        title: event.title,
                        venueName: venue.name,
                      },
                    }}
                  />
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function EventFacts({
  event,
  today,
  provider,
}: {
  event: NearbyEvent;
  today: IsoDate;
  provider: ProviderLinks[number] | undefined;
}) {
  const time = event.endTime
    ? `${formatTime(event.startTime)} – ${formatTime(event.endTime)}`
    : formatTime(event.startTime);
  const host = provider ? (
    <Link to={paths.providerPage(provider.slug)} className="font-semibold text-link underline">
      {provider.name}
    </Link>
  ) : (
    (event.providerName ?? null)
  );
  const all: [string, ReactNode][] = [
    ['Type', sameWords(event.eventType, event.title) ? null : formatFrequency(event.eventType)],
    ['When', `${formatFrequency(event.frequency)}, ${event.dayOfWeek} ${time}`],
    ['Prize', formatPrize(event.prizeAmount ?? null, event.prizeDescription ?? null)],
    ['Teams', event.maxTeams ? `Up to ${event.maxTeams}` : null],
    ['Host', host],
  ];
  const facts = all.filter((fact) => fact[1] !== null);
  const synced = syncedLabel({
    feedSyncedOn: event.feedSyncedOn,
    feedSource: event.providerName,
    today,
  });
  return (
    <>
      <h3 className="font-bold">{event.title}</h3>
      <dl className="mt-1.5 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {synced ? <p className="trust-synced mt-1.5 text-sm">{synced}</p> : null}
    </>
  );
}

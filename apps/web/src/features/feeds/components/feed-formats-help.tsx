import { FEED_CSV_COLUMNS, FEED_FORMAT_LABELS } from '@trivia/shared';
import { useId, useState } from 'react';

const LINK = 'font-semibold text-link underline underline-offset-4';

/**
 * How feeds are read: the matching and sync rules, always shown, and each format's
 * shape behind a disclosure button (the APG pattern: a heading holding the button).
 */
export function FeedFormatsHelp() {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  return (
    <section aria-labelledby={`${panelId}-title`} className="mt-10 max-w-3xl">
      <h2 id={`${panelId}-title`} className="text-xl font-bold">
        How feeds work
      </h2>
      <p className="mt-2">
        Venues are matched by name and address, never by distance alone; when we are not sure, the
        venue waits for you in the review queue.
      </p>
      <p className="mt-2">
        We read each feed every day (or as often as you choose). An event missing from a successful
        read ends from that day; a failed read changes nothing.
      </p>
      <h3 className="mt-6">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((open) => !open)}
          className="flex w-full items-center justify-between gap-3 rounded-xl border border-border bg-surface px-4 py-3 text-left text-lg font-bold hover:bg-surface-2"
        >
          Feed formats
          <span aria-hidden="true" className="text-muted">
            {isOpen ? '−' : '+'}
          </span>
        </button>
      </h3>
      <div id={panelId} hidden={!isOpen} className="mt-3 space-y-5 px-1">
        <div>
          <h4 className="font-bold">{FEED_FORMAT_LABELS.ical}</h4>
          <p className="mt-1">
            The address of an .ics feed. A weekly or monthly RRULE becomes a weekly or monthly
            event; EXDATE and cancelled instances become cancelled nights. LOCATION reads “Venue
            name, street, city, ST ZIP”; GEO, when present, places the venue.
          </p>
        </div>
        <div>
          <h4 className="font-bold">{FEED_FORMAT_LABELS.csv}</h4>
          <p className="mt-1">One row per weekly event, with these columns:</p>
          <p className="mt-1 rounded-lg bg-surface-2 px-3 py-2 font-mono text-sm break-words">
            {FEED_CSV_COLUMNS.join(', ')}
          </p>
          <p className="mt-2">
            <a href="/feeds/sample.csv" download className={LINK}>
              Download a sample CSV
            </a>
          </p>
        </div>
        <div>
          <h4 className="font-bold">{FEED_FORMAT_LABELS.json}</h4>
          <p className="mt-1">Your venues, each with its events, in the shape of the sample.</p>
          <p className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            <a href="/feeds/sample.json" download className={LINK}>
              Download a sample
            </a>
            <a href="/api/feeds/schema.json" className={LINK}>
              JSON Schema
            </a>
          </p>
        </div>
        <div>
          <h4 className="font-bold">{FEED_FORMAT_LABELS.jsonld}</h4>
          <p className="mt-1">
            The address of a page whose JSON-LD lists your nights as schema.org Event items, each
            with its location (a Place with a name and address).
          </p>
        </div>
      </div>
    </section>
  );
}

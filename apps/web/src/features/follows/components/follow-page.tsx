import type { FollowsView } from '@trivia/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Main } from '@/components/ui/main.tsx';
import { NothingChanged } from '@/components/ui/nothing-changed.tsx';
import { paths } from '@/config/paths.ts';
import { useChangeFollows, useConfirmFollows, useFollows } from '../api/follows.ts';
import { LinkError } from './link-error.tsx';

/**
 * `/follow/:token`: a follower mail's link. Unconfirmed, its Confirm button starts the
 * mail (double opt-in: only the confirmation is sent before it); confirmed, it manages the
 * address's follows without an account: the venues, the weekly mail, and unsubscribing from
 * everything, which deletes the address. Opening it changes nothing.
 */
export function FollowPage({ token }: { token: string }) {
  const follows = useFollows(token);
  const confirm = useConfirmFollows(token);
  const change = useChangeFollows(token);
  const [isDeleted, setDeleted] = useState(false);
  const view = follows.data;

  // An address unsubscribed since its mail was sent: the server answers with nothing to show.
  if (isDeleted || view?.email === '') {
    return (
      <Frame title="You're unsubscribed">
        <div className="mt-6 grid gap-4">
          <Alert tone="success">
            We deleted your address and won't email you about trivia venues again.
          </Alert>
          <Link to={paths.home} className="text-link underline">
            Find trivia near you
          </Link>
        </div>
      </Frame>
    );
  }
  if (follows.isPending) {
    return (
      <Frame title="Your venue emails">
        <p role="status" className="mt-4 text-muted">
          Loading...
        </p>
      </Frame>
    );
  }
  if (follows.isError || !view) {
    return (
      <Frame title="Your venue emails">
        <LinkError error={follows.error} />
      </Frame>
    );
  }
  if (!view.confirmed) {
    return (
      <Frame title="Confirm your email">
        <p className="mt-4 text-muted">
          Confirm that <strong className="break-all text-fg">{view.email}</strong> wants email about
          these venues: when a night is cancelled, and once a week with the nights ahead.
        </p>
        <VenueList view={view} />
        <Button
          className="mt-6 w-full"
          disabled={confirm.isPending}
          onClick={() => confirm.mutate()}
        >
          {confirm.isPending ? 'Confirming...' : 'Confirm'}
        </Button>
        <NothingChanged error={confirm.error} />
      </Frame>
    );
  }
  return (
    <Frame title="Your venue emails">
      {confirm.isSuccess ? (
        <div className="mt-4">
          <Alert tone="success">Confirmed. We'll email you about these venues.</Alert>
        </div>
      ) : null}
      <ManageFollows
        // A new answer (saved, confirmed) starts the form from what the server holds.
        key={`${view.weekly}:${view.results}:${view.venues.map((venue) => venue.id).join(',')}`}
        view={view}
        isSaving={change.isPending}
        isSaved={change.isSuccess}
        error={change.error}
        onSave={(venueIds, mails) => change.mutate({ venueIds, ...mails })}
        onUnsubscribe={() => change.mutate({ venueIds: [] }, { onSuccess: () => setDeleted(true) })}
      />
    </Frame>
  );
}

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Main className="mx-auto w-full max-w-xl px-4 pt-10 pb-16">
      <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
      {children}
    </Main>
  );
}

function VenueList({ view }: { view: FollowsView }) {
  return (
    <ul className="mt-6 divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface">
      {view.venues.map((venue) => (
        <li key={venue.id} className="p-4 font-semibold">
          <Link to={paths.venuePage(venue.slug)} className="text-link underline">
            {venue.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The confirmed address's venues (a checkbox each), the weekly mail, the results mail (decision
 * 210), Save and unsubscribe.
 */
export function ManageFollows({
  view,
  isSaving,
  isSaved,
  error,
  onSave,
  onUnsubscribe,
}: {
  view: FollowsView;
  isSaving: boolean;
  isSaved: boolean;
  error: unknown;
  onSave: (venueIds: string[], mails: { weekly: boolean; results: boolean }) => void;
  /** Follows nothing: the server deletes the address. */
  onUnsubscribe: () => void;
}) {
  const [kept, setKept] = useState(() => new Set(view.venues.map((venue) => venue.id)));
  const [weekly, setWeekly] = useState(view.weekly);
  const [results, setResults] = useState(view.results);
  const keptIds = view.venues.map((venue) => venue.id).filter((id) => kept.has(id));
  const toggle = (id: string) =>
    setKept((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <>
      <p className="mt-4 text-muted">
        Email to <strong className="break-all text-fg">{view.email}</strong> when a night at one of
        these venues is cancelled.
      </p>
      <fieldset className="mt-6">
        <legend className="text-sm font-semibold">Venues</legend>
        <ul className="mt-2 divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface">
          {view.venues.map((venue) => (
            <li key={venue.id} className="flex min-h-13 items-center gap-3 px-4 py-2">
              <input
                id={`follow-${venue.id}`}
                type="checkbox"
                checked={kept.has(venue.id)}
                onChange={() => toggle(venue.id)}
                className="size-5 shrink-0 accent-[var(--app-accent)]"
                aria-label={`Email me about ${venue.name}`}
              />
              <Link to={paths.venuePage(venue.slug)} className="font-semibold text-link underline">
                {venue.name}
              </Link>
            </li>
          ))}
        </ul>
      </fieldset>
      <MailChoice
        className="mt-6"
        label="Weekly email"
        hint="Once a week, these venues' nights of the next 7 days: confirmed, cancelled or reported."
        checked={weekly}
        onChange={setWeekly}
      />
      <MailChoice
        className="mt-4"
        label="Results email"
        hint="The morning after a night at one of these venues, the results its host posted."
        checked={results}
        onChange={setResults}
      />
      {keptIds.length === 0 ? (
        <p className="mt-4 text-sm text-muted">
          Keep at least one venue, or unsubscribe from everything below.
        </p>
      ) : null}
      <Button
        className="mt-6 w-full"
        disabled={isSaving || keptIds.length === 0}
        onClick={() => onSave(keptIds, { weekly, results })}
      >
        {isSaving ? 'Saving...' : 'Save'}
      </Button>
      {isSaved && !isSaving ? (
        <div className="mt-4">
          <Alert tone="success">Saved.</Alert>
        </div>
      ) : null}
      <NothingChanged error={error} />
      <section aria-labelledby="unsubscribe-all" className="mt-10 border-t border-border pt-6">
        <h2 id="unsubscribe-all" className="text-lg font-bold">
          Stop all email
        </h2>
        <p className="mt-1 text-sm text-muted">
          We'll delete your address and every venue it follows.
        </p>
        <Button
          className="mt-4 w-full sm:w-auto"
          variant="danger"
          disabled={isSaving}
          onClick={onUnsubscribe}
        >
          Unsubscribe from everything
        </Button>
      </section>
    </>
  );
}

/** One of the mails an address may take, as a checkbox with what it sends. */
function MailChoice({
  className,
  label,
  hint,
  checked,
  onChange,
}: {
  className: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={`${className} flex items-start gap-3 font-medium`}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 accent-[var(--app-accent)]"
      />
      <span>
        {label}
        <span className="block text-sm font-normal text-muted">{hint}</span>
      </span>
    </label>
  );
}

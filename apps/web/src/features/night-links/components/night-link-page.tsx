import {
  formatOccurrenceDate,
  formatTime,
  type NightLinkAction,
  type NightLinkView,
} from '@trivia/shared';
import { type ReactNode, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Main } from '@/components/ui/main.tsx';
import { NightThemeField } from '@/components/ui/night-theme-field.tsx';
import { NothingChanged } from '@/components/ui/nothing-changed.tsx';
import { OccurrencePill } from '@/components/ui/status-pill.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useNightLink, useUseNightLink } from '../api/night-link.ts';

const TITLES: Record<NightLinkAction, string> = {
  confirm: 'Confirm this trivia night',
  cancel: 'Cancel this trivia night',
  confirm_all: 'Confirm your trivia nights',
  results: "Post this night's results",
};

function buttonLabel(view: NightLinkView): string {
  if (view.action === 'results') return '';
  if (view.action === 'cancel') return 'Cancel this night';
  if (view.action === 'confirm') return 'Confirm this night';
  return `Confirm all ${view.nights.length} nights`;
}

function doneMessage(view: NightLinkView): string {
  if (view.changed === 0) return 'This link was already used. Nothing changed.';
  const nights = view.changed === 1 ? 'night' : 'nights';
  return view.action === 'cancel'
    ? `Done: ${view.changed} ${nights} cancelled. Players will see it as cancelled.`
    : `Done: ${view.changed} ${nights} confirmed. Players will see "Confirmed". Thank you!`;
}

/** The link's nights its recipient may no longer change (decision 099): not shown, not changed. */
function withheldMessage(withheld: number): string {
  return withheld === 1
    ? "1 night in this email is no longer yours to change, so it isn't shown here and this link won't change it."
    : `${withheld} nights in this email are no longer yours to change, so they aren't shown here and this link won't change them.`;
}

/**
 * The page a confirmation mail's link opens, without signing in: it names the venue,
 * event and dates, and only its button (a POST) changes anything, so mail scanners that open links
 * change nothing. A link whose recipient may no longer change its nights shows the server's
 * refusal (decision 099). A Results link's page (decision 209) shows `results`, the form that posts
 * them, in place of the button.
 */
export function NightLinkPage({ token, results }: { token: string; results?: ReactNode }) {
  const link = useNightLink(token);
  const use = useUseNightLink(token);
  const view = link.data;
  const [theme, setTheme] = useState('');
  // A link that confirms one night may carry its theme (decision 208).
  const takesTheme =
    view?.action === 'confirm' && view.state === 'ready' && view.nights.length === 1;

  return (
    <Main className="mx-auto w-full max-w-xl px-4 pt-10 pb-16">
      <h1 className="text-3xl font-extrabold tracking-tight">
        {view ? TITLES[view.action] : 'Your trivia nights'}
      </h1>
      {link.isPending ? (
        <p role="status" className="mt-4 text-muted">
          Loading...
        </p>
      ) : null}
      {link.isError ? (
        <div className="mt-6">
          <Alert tone="error" title="This link can't be used">
            {errorMessage(link.error, "This link isn't valid.")}
          </Alert>
        </div>
      ) : null}
      {view?.state === 'expired' ? (
        <div className="mt-6">
          <Alert tone="warning" title="This link has expired">
            {view.action === 'results'
              ? 'Links in confirmation emails work for 14 days. Sign in and post the results from the schedule page instead.'
              : 'Links in confirmation emails work for 14 days. Sign in and confirm your nights on the schedule page instead. Nothing was changed.'}
          </Alert>
        </div>
      ) : null}
      {view && view.state !== 'expired' ? (
        <>
          {view.withheld > 0 ? (
            <div className="mt-6">
              <Alert tone="warning">{withheldMessage(view.withheld)}</Alert>
            </div>
          ) : null}
          <ul className="mt-6 divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface">
            {view.nights.map((night) => (
              <li key={night.id} className="flex items-start justify-between gap-3 p-4">
                <div className="min-w-0">
                  <p className="font-semibold">{night.venueName}</p>
                  <p className="text-sm text-muted">
                    {night.eventTitle} · {formatOccurrenceDate(night.date)} ·{' '}
                    {formatTime(night.startTime)}
                  </p>
                </div>
                <OccurrencePill status={night.status} />
              </li>
            ))}
          </ul>
          {view.action === 'results' ? (
            <div className="mt-6">{results}</div>
          ) : view.state === 'used' ? (
            <div className="mt-6">
              <Alert tone="success">{doneMessage(view)}</Alert>
            </div>
          ) : (
            <>
              {takesTheme ? (
                <NightThemeField
                  className="mt-6"
                  value={theme}
                  onChange={setTheme}
                  label="Theme or note for players (optional)"
                  hint="Shown with the night wherever players see it."
                />
              ) : null}
              <Button
                className="mt-6 w-full"
                variant={view.action === 'cancel' ? 'danger' : 'primary'}
                disabled={use.isPending}
                onClick={() =>
                  use.mutate(takesTheme && theme.trim() ? { theme: theme.trim() } : {})
                }
              >
                {use.isPending ? 'Saving...' : buttonLabel(view)}
              </Button>
            </>
          )}
          <NothingChanged error={use.error} />
        </>
      ) : null}
    </Main>
  );
}

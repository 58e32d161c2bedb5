import { useQuery } from '@tanstack/react-query';
import { REPORT_REASONS, type ReportReason } from '@trivia/shared';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  EMPTY_REPORT,
  ReportFields,
  type ReportValues,
  sendReport,
} from '@/components/trivia-list/report-fields.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { SpinnerIcon } from '@/components/ui/icons.tsx';
import { Main } from '@/components/ui/main.tsx';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { postedReportQueryOptions, useReportNight } from '../api/get-report-night.ts';

const isReason = (value: string): value is ReportReason =>
  (REPORT_REASONS as readonly string[]).includes(value);

/**
 * `/report/{eventId}/{date}`: Report a problem as a page. The list's link comes
 * here when it is tapped before the list's script runs; its form posts to the server without a
 * script (the server answers this page again, with the message or "sent"), and with one it sends
 * the report as the dialog does.
 */
export function ReportPage() {
  const { eventId = '', date = '' } = useParams();
  const [params] = useSearchParams();
  const night = useReportNight(eventId, date);
  const posted = useQuery({ ...postedReportQueryOptions(eventId, date), enabled: false }).data;
  const [values, setValues] = useState<ReportValues>(() => {
    const was = posted?.values;
    return was
      ? { ...EMPTY_REPORT, ...was, reason: isReason(was.reason) ? was.reason : '' }
      : EMPTY_REPORT;
  });
  const [state, setState] = useState<{ status: 'idle' | 'sending' | 'sent'; error?: unknown }>(
    () => ({ status: params.get('sent') === '1' ? 'sent' : 'idle' }),
  );
  const isSent = state.status === 'sent';
  useDocumentTitle(
    isSent ? 'Thanks for telling us | Trivia Near Me' : 'Report a problem | Trivia Near Me',
  );

  if (night.isPending) {
    return (
      <Main className="flex min-h-dvh items-center justify-center gap-3 text-muted">
        <SpinnerIcon />
        Loading...
      </Main>
    );
  }
  if (night.isError) {
    return (
      <Main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-5 text-center">
        <h1 className="text-3xl font-bold text-balance">Report a problem</h1>
        <p className="mt-3 text-muted">{errorMessage(night.error, 'Please try again.')}</p>
        <Link to={paths.home} className={`${buttonClasses('primary', 'lg')} mt-8`}>
          Find trivia near you
        </Link>
      </Main>
    );
  }
  const target = night.data;
  const venueLink = (
    <Link to={paths.venuePage(target.venueSlug)} className="font-semibold text-link underline">
      Back to {target.venueName}
    </Link>
  );
  const error = state.error ?? (posted && state.status === 'idle' ? posted.error : undefined);
  return (
    <Main className="mx-auto min-h-dvh max-w-xl px-4 pt-16 pb-10 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-balance">
        {isSent ? 'Thanks for telling us' : 'Report a problem'}
      </h1>
      {isSent ? (
        <div className="mt-6 flex flex-col gap-6">
          <Alert tone="success">The people who run this night will see your report.</Alert>
          {venueLink}
        </div>
      ) : (
        <form
          method="post"
          action={paths.report()}
          className="mt-6"
          onSubmit={(event) => {
            event.preventDefault();
            setState({ status: 'sending' });
            sendReport(target, values).then(
              () => setState({ status: 'sent' }),
              (failure: unknown) => setState({ status: 'idle', error: failure }),
            );
          }}
        >
          <ReportFields target={target} values={values} onChange={setValues} />
          {error ? (
            <div className="mt-4">
              <Alert tone="error">
                {typeof error === 'string' ? error : errorMessage(error, 'Please try again.')}
              </Alert>
            </div>
          ) : null}
          <div className="mt-6 flex flex-wrap items-center gap-4">
            <Button type="submit" disabled={state.status === 'sending'}>
              {state.status === 'sending' ? 'Sending...' : 'Send report'}
            </Button>
            {venueLink}
          </div>
        </form>
      )}
    </Main>
  );
}

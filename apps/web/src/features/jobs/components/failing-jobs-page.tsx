import type { FailingJob, FailingJobKind } from '@trivia/shared';
import { FAILING_JOB_STATE_LABELS } from '@trivia/shared';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { StatusPill } from '@/components/ui/status-pill.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useFailingJobs, useRetryJob } from '../api/failing-jobs.ts';

/** "Nov 22, 7:14 PM", in the reader's own time. */
function formatJobTime(iso: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

const count = (value: number, noun: string) => `${value} ${noun}${value === 1 ? '' : 's'}`;

function KindSummary({ kinds }: { kinds: FailingJobKind[] }) {
  return (
    <section aria-labelledby="failing-kinds" className="mb-6">
      <h2 id="failing-kinds" className="sr-only">
        By kind
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {kinds.map((kind) => (
          <li key={kind.kind} className="rounded-2xl border border-border bg-surface p-4 shadow-sm">
            <p className="font-mono text-sm font-semibold break-all">{kind.kind}</p>
            <p className="mt-1 text-sm text-muted">
              {kind.retrying} retrying · {kind.givenUp} given up
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function JobCard({ job }: { job: FailingJob }) {
  const retry = useRetryJob();
  const isGivenUp = job.state === 'given_up';
  const when = [
    count(job.attempts, 'attempt'),
    job.failingSince ? `failing since ${formatJobTime(job.failingSince)}` : null,
    job.nextTryAt ? `next try ${formatJobTime(job.nextTryAt)}` : null,
    job.givenUpAt ? `given up ${formatJobTime(job.givenUpAt)}` : null,
  ].filter((part) => part !== null);
  return (
    <li className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-mono text-sm font-semibold break-all">{job.kind}</h3>
        <StatusPill
          tone={isGivenUp ? 'danger' : 'warning'}
          label={FAILING_JOB_STATE_LABELS[job.state]}
        />
      </div>
      <p className="mt-1 text-sm text-muted">{when.join(' · ')}</p>
      <p className="mt-3 rounded-xl bg-surface-2 px-3 py-2 font-mono text-sm break-words">
        {job.lastError ?? 'No error was recorded.'}
      </p>
      {isGivenUp ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button
            size="sm"
            variant="secondary"
            disabled={retry.isPending}
            onClick={() => retry.mutate(job.id)}
          >
            {retry.isPending ? 'Retrying...' : 'Retry now'}
            <span className="sr-only">{` ${job.kind}`}</span>
          </Button>
          {retry.isError ? (
            <span role="alert" className="text-sm text-danger">
              {errorMessage(retry.error, 'The job could not be retried.')}
            </span>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/**
 * /admin/jobs (decision 160, platform admins): background jobs whose last attempt failed. Each is
 * retried with growing waits for 48 hours, then given up; a given-up job can be retried now.
 */
export function FailingJobsPage() {
  const failing = useFailingJobs();
  const data = failing.data;
  return (
    <>
      <PageHeader
        title="Failing jobs"
        description="Background work whose last attempt failed. It is tried again with growing waits for 48 hours, then given up."
      />
      {failing.isError ? (
        <Alert tone="error" title="The failing jobs could not be loaded">
          {errorMessage(failing.error, 'Please try again.')}
        </Alert>
      ) : null}
      {failing.isPending ? <p role="status">Loading the failing jobs...</p> : null}
      {data && data.jobs.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border bg-surface p-6 text-center text-muted">
          No failing jobs: every background job ran or is waiting its turn.
        </p>
      ) : null}
      {data && data.jobs.length > 0 ? (
        <>
          <KindSummary kinds={data.kinds} />
          <section aria-labelledby="failing-list">
            <h2 id="failing-list" className="mb-3 text-lg font-bold">
              Jobs
            </h2>
            <ul className="space-y-3">
              {data.jobs.map((job) => (
                <JobCard key={job.id} job={job} />
              ))}
            </ul>
            {data.leftOut > 0 ? (
              <p className="mt-3 text-sm text-muted">
                {count(data.leftOut, 'more failing job')} not shown: the counts above include them.
              </p>
            ) : null}
          </section>
        </>
      ) : null}
    </>
  );
}

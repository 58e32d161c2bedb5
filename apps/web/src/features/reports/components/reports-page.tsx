import {
  formatOccurrenceDate,
  type NightReportEntry,
  REPORT_REASON_LABELS,
  ReportListQuery,
} from '@trivia/shared';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog, mutationState } from '@/components/ui/confirm-dialog.tsx';
import { FilterSelect } from '@/components/ui/filter-select.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { StatusPill } from '@/components/ui/status-pill.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { fromSchema } from '@/lib/url-params.ts';
import { useUrlState } from '@/lib/url-state.ts';
import { useReports, useResolveReport } from '../api/reports.ts';

const REPORT_PARAMS = {
  status: fromSchema(ReportListQuery.shape.status),
  venue: fromSchema(ReportListQuery.shape.venueId),
};

const STATUS_OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
] as const;

/**
 * /admin/reports: visitors' reports about the nights the user manages (admins: all),
 * filtered by status and venue; Resolve with a note.
 */
export function ReportsPage() {
  const [{ status, venue }, setParams] = useUrlState(REPORT_PARAMS);
  const reports = useReports({ status, venueId: venue });
  const resolve = useResolveReport();
  const [toResolve, setToResolve] = useState<NightReportEntry | null>(null);
  const [note, setNote] = useState('');
  const data = reports.data;

  return (
    <>
      <PageHeader
        title="Reports"
        description="Problems visitors reported with listed nights."
        actions={
          <>
            <FilterSelect
              label="Filter by status"
              allLabel="Any status"
              options={STATUS_OPTIONS}
              value={status ?? ''}
              onValueChange={(value) => setParams({ status: REPORT_PARAMS.status.parse(value) })}
            />
            <FilterSelect
              label="Filter by venue"
              allLabel="All venues"
              options={(data?.venues ?? []).map((entry) => ({
                value: entry.id,
                label: entry.name,
              }))}
              value={venue ?? ''}
              onValueChange={(value) => setParams({ venue: value || undefined })}
            />
          </>
        }
      />
      {reports.isError ? (
        <Alert tone="error" title="The reports could not be loaded">
          {errorMessage(reports.error, 'Please try again.')}
        </Alert>
      ) : null}
      {reports.isPending ? <p role="status">Loading the reports...</p> : null}
      {data && data.reports.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border bg-surface p-6 text-center text-muted">
          No reports
        </p>
      ) : null}
      {data && data.reports.length > 0 ? (
        <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface">
          {data.reports.map((report) => (
            <li
              key={report.id}
              aria-label={`Report about ${report.eventTitle} at ${report.venueName}`}
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{REPORT_REASON_LABELS[report.reason]}</span>
                  <StatusPill
                    tone={report.status === 'open' ? 'warning' : 'success'}
                    label={report.status === 'open' ? 'Open' : 'Resolved'}
                  />
                </div>
                <p className="text-sm text-muted">
                  {report.venueName} · {report.eventTitle} · {formatOccurrenceDate(report.date)}
                </p>
                {report.note ? <p className="mt-1 text-sm">“{report.note}”</p> : null}
                {report.email ? (
                  <p className="mt-1 text-sm text-muted">
                    Reply to{' '}
                    <a className="text-link underline" href={`mailto:${report.email}`}>
                      {report.email}
                    </a>
                  </p>
                ) : null}
                {report.resolutionNote ? (
                  <p className="mt-1 text-sm">Resolved: {report.resolutionNote}</p>
                ) : null}
              </div>
              {report.status === 'open' ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => {
                    setNote('');
                    setToResolve(report);
                  }}
                >
                  Resolve
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        isOpen={toResolve !== null}
        title="Resolve this report?"
        confirmLabel="Resolve"
        busyLabel="Saving..."
        tone="primary"
        isConfirmDisabled={note.trim() === ''}
        onConfirm={() =>
          toResolve &&
          resolve.mutate({ id: toResolve.id, note }, { onSuccess: () => setToResolve(null) })
        }
        {...mutationState(resolve, () => setToResolve(null))}
      >
        <label className="block text-sm font-semibold text-fg">
          What did you do?
          <textarea
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className="mt-1 block w-full rounded-xl border border-border bg-surface-2 px-3 py-2 text-fg"
            placeholder="Called the bar: trivia is on as usual"
          />
        </label>
      </ConfirmDialog>
    </>
  );
}

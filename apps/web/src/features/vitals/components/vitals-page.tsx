import {
  VITAL_GOOD,
  VITAL_METRICS,
  VITAL_ROUTES,
  VITAL_UNITS,
  type VitalMetric,
  type VitalPart,
  type VitalRoute,
  type VitalRow,
} from '@trivia/shared';
import { Alert } from '@/components/ui/alert.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useVitals } from '../api/vitals.ts';

const ROUTE_LABELS: Record<VitalRoute, string> = {
  '/': 'Home page',
  '/trivia-near-:place': 'City pages',
  '/trivia-at-:venue': 'Venue pages',
  '/trivia-by-:provider': 'Provider pages',
};

const METRIC_LABELS: Record<VitalMetric, string> = {
  LCP: 'Largest Contentful Paint',
  INP: 'Interaction to Next Paint',
  CLS: 'Cumulative Layout Shift',
  TTFB: 'Time to First Byte',
};

/**
 * The slowest parts in words (decision 202). CLS has no time to split: its "part" is how far the
 * page had loaded at its largest shift.
 */
const PART_LABELS: Record<VitalPart, string> = {
  timeToFirstByte: 'Server response',
  resourceLoadDelay: 'Waiting to fetch the image',
  resourceLoadDuration: 'Downloading the image',
  elementRenderDelay: 'Render delay',
  inputDelay: 'Page busy before the tap',
  processingDuration: 'Handling the tap',
  presentationDelay: 'Drawing the next frame',
  loading: 'While the HTML was loading',
  'dom-interactive': 'While scripts started',
  'dom-content-loaded': 'While images and fonts loaded',
  complete: 'After the page had loaded',
  waitingDuration: 'Redirects and start-up',
  cacheDuration: 'Cache lookup',
  dnsDuration: 'DNS lookup',
  connectionDuration: 'Connecting',
  requestDuration: 'Server response',
};

const number = new Intl.NumberFormat('en-US');
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });

function formatValue(metric: VitalMetric, value: number): string {
  return VITAL_UNITS[metric] === 'ms' ? `${number.format(value)} ms` : value.toFixed(2);
}

function Cell({ row }: { row: VitalRow | undefined }) {
  if (!row || row.visits === 0 || row.p75 === null) {
    return <span className="text-muted">No visits</span>;
  }
  const visits = `${number.format(row.visits)} visit${row.visits === 1 ? '' : 's'}`;
  const isGood = row.p75 <= VITAL_GOOD[row.metric] && !row.p75Above;
  return (
    <>
      <span className={`block font-semibold ${isGood ? 'text-success' : 'text-danger'}`}>
        p75 {row.p75Above ? '>' : '≤'} {formatValue(row.metric, row.p75)}
      </span>
      <span className="block text-muted">
        {percent.format(row.goodShare ?? 0)} good · {visits}
      </span>
      <SlowestPart row={row} />
    </>
  );
}

/** The most common slowest part and its share of the visits that named one (decision 202). */
function SlowestPart({ row }: { row: VitalRow }) {
  const [top] = row.slowestParts;
  if (!top) return null;
  return (
    <span className="mt-1 block">
      {row.metric === 'CLS' ? 'Largest shift' : 'Slowest part'}: {PART_LABELS[top.part]}{' '}
      <span className="text-muted">({percent.format(top.share)} of visits)</span>
    </span>
  );
}

function RouteCard({ route, rows }: { route: VitalRoute; rows: VitalRow[] }) {
  const find = (metric: VitalMetric, windowDays: number) =>
    rows.find((r) => r.route === route && r.metric === metric && r.windowDays === windowDays);
  const headingId = `vitals-${route.replace(/[^a-z]+/g, '-')}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5"
    >
      <h2 id={headingId} className="text-lg font-bold">
        {ROUTE_LABELS[route]}{' '}
        <span className="font-mono text-sm font-normal text-muted">{route}</span>
      </h2>
      <table className="mt-3 w-full text-left text-sm">
        <thead className="border-b border-border text-muted">
          <tr>
            <th className="py-2 pr-3 font-semibold">Metric</th>
            <th className="py-2 pr-3 font-semibold">Last 7 days</th>
            <th className="py-2 font-semibold">Last 28 days</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {VITAL_METRICS.map((metric) => (
            <tr key={metric}>
              <th scope="row" className="py-2 pr-3 align-top font-semibold">
                <abbr title={METRIC_LABELS[metric]} className="no-underline">
                  {metric}
                </abbr>
                <span className="block text-xs font-normal text-muted">
                  good ≤ {formatValue(metric, VITAL_GOOD[metric])}
                </span>
              </th>
              <td className="py-2 pr-3 align-top">
                <Cell row={find(metric, 7)} />
              </td>
              <td className="py-2 align-top">
                <Cell row={find(metric, 28)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * /admin/vitals (decisions 192, 193, platform admins): our visitors' own Core Web Vitals by page
 * type, the 75th percentile and the share of good visits over the last 7 and 28 days (UTC).
 */
export function VitalsPage() {
  const vitals = useVitals();
  return (
    <>
      <PageHeader
        title="Page speed"
        description="Core Web Vitals measured in our visitors' own browsers, counted by page type and day: no address, nothing per visitor. A p75 is the upper edge of its histogram bucket; the slowest part is the one that took longest in the most visits."
      />
      {vitals.isError ? (
        <Alert tone="error" title="The page speed figures could not be loaded">
          {errorMessage(vitals.error, 'Please try again.')}
        </Alert>
      ) : null}
      {vitals.isPending ? <p role="status">Loading the page speed figures...</p> : null}
      {vitals.data ? (
        <div className="grid gap-4 lg:grid-cols-2">
          {VITAL_ROUTES.map((route) => (
            <RouteCard key={route} route={route} rows={vitals.data.rows} />
          ))}
        </div>
      ) : null}
    </>
  );
}

import { ReportPage } from '@/features/report-a-problem/components/report-page.tsx';

/** `Component`: React Router's `lazy` takes the module as the route. */
export function Component() {
  return <ReportPage />;
}

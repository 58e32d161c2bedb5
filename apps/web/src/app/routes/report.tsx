import { ReportPage } from '@/features/report-a-problem/components/report-page.tsx';

export function ReportRoute() {
  return <ReportPage />;
}

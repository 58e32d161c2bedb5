import { ReportsPage } from '@/features/reports/components/reports-page.tsx';

export function ReportsRoute() {
  return <ReportsPage />;
}

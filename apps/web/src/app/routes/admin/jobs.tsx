import { AdminOnly } from '@/features/admin-shell/components/admin-only.tsx';
import { FailingJobsPage } from '@/features/jobs/components/failing-jobs-page.tsx';

/** /admin/jobs (decision 160, platform admins only; the server refuses others with 403). */
export function JobsRoute() {
  return (
    <AdminOnly>
      <FailingJobsPage />
    </AdminOnly>
  );
}

import { FeedsPage } from '@/features/feeds/components/feeds-page.tsx';

/** /admin/feeds: providers' members and admins; the server decides whose feeds. */
export function FeedsRoute() {
  return <FeedsPage />;
}

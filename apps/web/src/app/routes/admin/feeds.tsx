import { FeedsPage } from '@/features/feeds/components/feeds-page.tsx';

/** /admin/feeds (issue 30): providers' members and admins; the server decides whose feeds. */
export function FeedsRoute() {
  return <FeedsPage />;
}

import { useLocation, useParams } from 'react-router';
import { FollowPage } from '@/features/follows/components/follow-page.tsx';
import { UnsubscribePage } from '@/features/follows/components/unsubscribe-page.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

/**
 * The pages of a follower mail's links: `/follow/:token` confirms, then manages, an
 * address's follows; `/unsubscribe/:token` deletes it. One component for both routes, named
 * `Component` as React Router's `lazy` takes a module: the home page's route table stays small.
 */
export function Component() {
  const token = useParams().token ?? '';
  const isUnsubscribe = useLocation().pathname.startsWith('/unsubscribe/');
  useDocumentTitle(
    isUnsubscribe ? 'Unsubscribe — Trivia Near Me' : 'Your venue emails — Trivia Near Me',
  );
  return isUnsubscribe ? <UnsubscribePage token={token} /> : <FollowPage token={token} />;
}

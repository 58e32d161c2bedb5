import { useParams } from 'react-router';
import { NightLinkPage } from '@/features/night-links/components/night-link-page.tsx';
import { LinkResults } from '@/features/results/components/link-results.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

/** `Component`: React Router's `lazy` takes the module as the route. */
export function Component() {
  useDocumentTitle('Your trivia nights — Trivia Near Me');
  const token = useParams().token ?? '';
  return <NightLinkPage token={token} results={<LinkResults token={token} />} />;
}

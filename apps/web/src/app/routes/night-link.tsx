import { useParams } from 'react-router';
import { NightLinkPage } from '@/features/night-links/components/night-link-page.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

/** `Component`: React Router's `lazy` takes the module as the route. */
export function Component() {
  useDocumentTitle('Your trivia nights — Trivia Near Me');
  return <NightLinkPage token={useParams().token ?? ''} />;
}

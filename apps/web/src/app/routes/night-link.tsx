import { useParams } from 'react-router';
import { NightLinkPage } from '@/features/night-links/components/night-link-page.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export function NightLinkRoute() {
  useDocumentTitle('Your trivia nights — Trivia Near Me');
  return <NightLinkPage token={useParams().token ?? ''} />;
}

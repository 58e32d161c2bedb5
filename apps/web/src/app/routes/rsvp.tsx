import { useParams } from 'react-router';
import { WithdrawPage } from '@/features/rsvp/components/withdraw-page.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

/** `/rsvp/:token`: the withdraw link of a "We're coming" mail (issue 32). */
export function RsvpRoute() {
  useDocumentTitle('Withdraw your team — Trivia Near Me');
  return <WithdrawPage token={useParams().token ?? ''} />;
}

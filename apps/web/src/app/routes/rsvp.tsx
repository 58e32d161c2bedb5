import { useParams } from 'react-router';
import { ConfirmPage } from '@/features/rsvp/components/confirm-page.tsx';
import { WithdrawPage } from '@/features/rsvp/components/withdraw-page.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

/** `/rsvp/:token`: the withdraw link of a "We're coming" mail. */
export function RsvpRoute() {
  useDocumentTitle('Withdraw your team — Trivia Near Me');
  return <WithdrawPage token={useParams().token ?? ''} />;
}

/** `/rsvp/confirm/:token`: the link that confirms a team's address (decision 165). */
export function RsvpConfirmRoute() {
  useDocumentTitle('Confirm your email — Trivia Near Me');
  return <ConfirmPage token={useParams().token ?? ''} />;
}

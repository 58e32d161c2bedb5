import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useSendConfirmations } from '../api/send-confirmations.ts';

/**
 * "Send confirmation requests now" (issue 14, admins): the week's mail to every host with nights
 * still to confirm. Nobody gets a second one the same week.
 */
export function SendConfirmations({ from }: { from: string }) {
  const send = useSendConfirmations();
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center">
      <Button variant="secondary" disabled={send.isPending} onClick={() => send.mutate(from)}>
        {send.isPending ? 'Sending...' : 'Send confirmation requests now'}
      </Button>
      {send.isSuccess ? (
        <Alert tone="success">
          {send.data.queued === 0
            ? 'Everyone with nights to confirm has had this week’s request already.'
            : `Sending ${send.data.queued} confirmation ${send.data.queued === 1 ? 'request' : 'requests'}.`}
        </Alert>
      ) : null}
      {send.isError ? (
        <Alert tone="error" title="The requests were not sent">
          {errorMessage(send.error, 'Please try again.')}
        </Alert>
      ) : null}
    </div>
  );
}

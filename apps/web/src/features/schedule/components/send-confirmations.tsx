import { plural } from '@trivia/shared';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useSendConfirmations } from '../api/send-confirmations.ts';

/**
 * "Send confirmation requests now" (admins): the week's mail to every host with nights
 * still to confirm. Nobody gets a second one the same week.
 */
export function SendConfirmations({ from }: { from: string }) {
  const send = useSendConfirmations();
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        disabled={send.isPending}
        onClick={() => send.mutate(from)}
      >
        {send.isPending ? 'Sending...' : 'Send confirmation requests now'}
      </Button>
      {send.isSuccess ? (
        <div className="w-full">
          <Alert tone="success">
            {send.data.queued === 0
              ? 'Everyone with nights to confirm has had this week’s request already.'
              : `Sending ${plural(send.data.queued, 'confirmation request')}.`}
          </Alert>
        </div>
      ) : null}
      {send.isError ? (
        <div className="w-full">
          <Alert tone="error" title="The requests were not sent">
            {errorMessage(send.error, 'Please try again.')}
          </Alert>
        </div>
      ) : null}
    </>
  );
}

import { Button } from '@/components/ui/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useSendVerificationMail } from '../api/send-verification-mail.ts';

/**
 * The "Check your email" state of a user whose address is not proven yet (decision
 * 095): what waits for it, and a "Resend email" button (the server allows a few an hour).
 */
export function CheckYourEmail({ email, waitsFor }: { email: string; waitsFor: string }) {
  const send = useSendVerificationMail();
  return (
    <section
      aria-labelledby="check-your-email"
      className="rounded-xl border border-warning/60 bg-warning-bg p-4 text-left text-sm"
    >
      <h2 id="check-your-email" className="text-base font-bold text-warning">
        Check your email
      </h2>
      <p className="mt-1">
        We sent a link to <span className="font-semibold wrap-anywhere">{email}</span>. Open it and
        press the button to confirm your address. {waitsFor}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button
          size="sm"
          variant="secondary"
          disabled={send.isPending}
          onClick={() => send.mutate()}
        >
          {send.isPending ? 'Sending...' : 'Resend email'}
        </Button>
        {send.isSuccess ? <p role="status">We sent a new link to {send.data.sentTo}.</p> : null}
        {send.isError ? (
          <p role="alert" className="font-semibold text-danger">
            {errorMessage(send.error, 'Could not send the email')}
          </p>
        ) : null}
      </div>
    </section>
  );
}

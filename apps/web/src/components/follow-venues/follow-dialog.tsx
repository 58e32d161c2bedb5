import type { FollowInput } from '@trivia/shared';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { HoneypotField } from '@/components/ui/honeypot-field.tsx';
import { apiFetch } from '@/lib/api-client.ts';

/** The venues a follow form asks about: one on its page, every saved one on `/saved`. */
export interface FollowTarget {
  venueIds: string[];
  /** Named in the form: the venue's name, or "your 3 saved venues". */
  name: string;
}

const fieldClass =
  'mt-1.5 block w-full rounded-xl border border-border bg-surface px-3.5 py-2.5 text-base text-fg focus:border-accent focus:outline-none';

/**
 * The follow form, in a dialog loaded when it opens: an address, and a honeypot field
 * people leave empty. The server answers the same whatever the address's state (no address
 * enumeration), and sends only the confirmation mail; so does this form.
 */
export default function FollowDialog({
  target,
  title,
  onClose,
}: {
  target: FollowTarget;
  title: string;
  onClose: () => void;
}) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  // Plain state rather than a mutation hook: this chunk then shares nothing new with the first load.
  const [state, setState] = useState<{ status: 'idle' | 'sending' | 'sent'; error?: unknown }>({
    status: 'idle',
  });
  const isSent = state.status === 'sent';
  const canSend = email.trim() !== '';
  const submit = () => {
    if (!canSend) return;
    setState({ status: 'sending' });
    const body: FollowInput = { email: email.trim(), venueIds: target.venueIds, website };
    apiFetch('/api/follows', { method: 'POST', body }).then(
      () => setState({ status: 'sent' }),
      (error: unknown) => setState({ status: 'idle', error }),
    );
  };
  return (
    <ConfirmDialog
      isOpen
      title={isSent ? 'Check your email to confirm' : title}
      confirmLabel={isSent ? 'Close' : 'Email me'}
      busyLabel="Sending..."
      tone="primary"
      cancelLabel={isSent ? null : 'Cancel'}
      isBusy={state.status === 'sending'}
      isConfirmDisabled={!isSent && !canSend}
      error={state.error}
      onConfirm={() => (isSent ? onClose() : submit())}
      onClose={onClose}
    >
      {isSent ? (
        <Alert tone="success">
          We sent a link to {email.trim()}. Nothing else is sent until you use it.
        </Alert>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <p>
            We'll email you when a night at {target.name} is cancelled, and once a week with the
            nights ahead. Every email has a link to stop them.
          </p>
          <label htmlFor={`${id}-email`} className="mt-4 block text-sm font-semibold text-fg">
            Your email
          </label>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            // Two fields (with the honeypot) and no submit button: Enter would not send the form.
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                submit();
              }
            }}
            className={fieldClass}
          />
          <HoneypotField value={website} onChange={setWebsite} />
        </form>
      )}
    </ConfirmDialog>
  );
}

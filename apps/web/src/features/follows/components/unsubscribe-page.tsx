import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Main } from '@/components/ui/main.tsx';
import { NothingChanged } from '@/components/ui/nothing-changed.tsx';
import { paths } from '@/config/paths.ts';
import { useUnsubscribe, useUnsubscribeLink } from '../api/follows.ts';
import { LinkError } from './link-error.tsx';

/**
 * `/unsubscribe/:token`: the page a follower mail's unsubscribe link opens. Opening it
 * changes nothing (mail scanners open links); its button deletes the address and its follows. Mail
 * clients' one-click unsubscribe POSTs to this same path without the page (RFC 8058).
 */
export function UnsubscribePage({ token }: { token: string }) {
  const link = useUnsubscribeLink(token);
  const unsubscribe = useUnsubscribe(token);
  const view = link.data;
  return (
    <Main className="mx-auto w-full max-w-xl px-4 pt-10 pb-16">
      <h1 className="text-3xl font-extrabold tracking-tight">
        {view?.state === 'unsubscribed' ? "You're unsubscribed" : 'Unsubscribe'}
      </h1>
      {link.isPending ? (
        <p role="status" className="mt-4 text-muted">
          Loading...
        </p>
      ) : null}
      {link.isError ? <LinkError error={link.error} /> : null}
      {view?.state === 'ready' ? (
        <>
          <p className="mt-4 text-muted">
            Stop every email about trivia venues to{' '}
            <strong className="break-all text-fg">{view.email}</strong>? We'll delete the address
            and the venues it follows.
          </p>
          <Button
            className="mt-6 w-full"
            variant="danger"
            disabled={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate()}
          >
            {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
          </Button>
          <NothingChanged error={unsubscribe.error} />
        </>
      ) : null}
      {view?.state === 'unsubscribed' ? (
        <div className="mt-6 grid gap-4">
          <Alert tone="success">You're unsubscribed. We deleted your address.</Alert>
          <Link to={paths.home} className="text-link underline">
            Find trivia near you
          </Link>
        </div>
      ) : null}
    </Main>
  );
}

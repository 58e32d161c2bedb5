import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Main } from '@/components/ui/main.tsx';
import { NothingChanged } from '@/components/ui/nothing-changed.tsx';
import { useConfirmAddress, useConfirmLink } from '../api/confirm-address.ts';
import { LinkError } from './link-error.tsx';

/**
 * The page of the one mail an address gets before it is confirmed (decision 165): it names the
 * address; only its button (a POST) confirms it, so mail scanners that open links confirm
 * nothing. Once confirmed, the address's teams are mailed as usual.
 */
export function ConfirmPage({ token }: { token: string }) {
  const link = useConfirmLink(token);
  const confirm = useConfirmAddress(token);
  const view = link.data;
  const isConfirmed = view?.state === 'confirmed';

  return (
    <Main className="mx-auto w-full max-w-xl px-4 pt-10 pb-16">
      <h1 className="text-3xl font-extrabold tracking-tight">
        {isConfirmed ? 'Your email is confirmed' : 'Confirm your email'}
      </h1>
      {link.isPending ? (
        <p role="status" className="mt-4 text-muted">
          Loading...
        </p>
      ) : null}
      {link.isError ? (
        <LinkError
          error={link.error}
          gone="The link has expired, or the nights it was for have passed."
        />
      ) : null}
      {view ? (
        <>
          <p className="mt-6 rounded-2xl border border-border bg-surface p-4 text-lg font-bold break-all">
            {view.email}
          </p>
          {isConfirmed ? (
            <div className="mt-6">
              <Alert tone="success">
                Thanks! We'll email this address its team's place on the list, a reminder on the
                night and a link to withdraw, for this night and any other you say you're coming to.
              </Alert>
            </div>
          ) : (
            <>
              <p className="mt-6 text-muted">
                Someone gave this address when saying a team is coming to a trivia night. Confirm
                it's yours, and we'll email it the team's place on the list, a reminder on the night
                and a link to withdraw. Until then we send it nothing else.
              </p>
              <Button
                className="mt-4 w-full"
                disabled={confirm.isPending}
                onClick={() => confirm.mutate()}
              >
                {confirm.isPending ? 'Confirming...' : 'Confirm my email'}
              </Button>
              <p className="mt-4 text-sm text-muted">
                Not you? Close this page: we won't write again, and we forget the address after the
                night.
              </p>
            </>
          )}
          <NothingChanged error={confirm.error} />
        </>
      ) : null}
    </Main>
  );
}

import type { ProviderDirectoryEntry } from '@trivia/shared';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { CopyButton } from '@/components/ui/copy-button.tsx';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-bold tracking-wide text-muted uppercase">{term}</dt>
      <dd className="mt-1.5">{children}</dd>
    </div>
  );
}

const nothing = <span className="text-muted">None yet</span>;

/** A dialable `tel:` address: the digits and a leading +. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The contact info of a card in view mode, with a copy button for each email and phone. */
export function ContactDetails({ provider }: { provider: ProviderDirectoryEntry }) {
  const { emails, phones, address, note } = provider.contactInfo;
  return (
    <div className="space-y-4">
      {provider.contactInfoWasMalformed ? (
        <Alert tone="warning">
          The stored contact info could not be read, so it is shown empty. Saving replaces it.
        </Alert>
      ) : null}
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <Detail term="Emails">
          {emails.length > 0 ? (
            <ul className="space-y-1.5">
              {emails.map((email) => (
                <li key={email} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <a href={`mailto:${email}`} className="min-w-0 break-all text-link underline">
                    {email}
                  </a>
                  <CopyButton value={email} label={email} />
                </li>
              ))}
            </ul>
          ) : (
            nothing
          )}
        </Detail>
        <Detail term="Phones">
          {phones.length > 0 ? (
            <ul className="space-y-1.5">
              {phones.map((phone) => (
                <li key={phone} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <a href={telHref(phone)} className="text-link underline whitespace-nowrap">
                    {phone}
                  </a>
                  <CopyButton value={phone} label={phone} />
                </li>
              ))}
            </ul>
          ) : (
            nothing
          )}
        </Detail>
        <Detail term="Address">{address ?? nothing}</Detail>
        <Detail term="Note">
          {note ? <p className="break-words whitespace-pre-line">{note}</p> : nothing}
        </Detail>
      </dl>
    </div>
  );
}

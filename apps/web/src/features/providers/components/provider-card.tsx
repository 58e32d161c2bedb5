import { type ProviderDirectoryEntry, providerCardStatus } from '@trivia/shared';
import { memo, useId, useRef } from 'react';
import { flushSync } from 'react-dom';
import { ContactBadgePill, ProviderCardStatusPill } from '@/components/ui/admin-pills.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { ContactDetails } from './contact-details.tsx';
import { ContactInfoEditor } from './contact-info-editor.tsx';
import { ReviewActions } from './review-actions.tsx';

/** Only http(s) addresses become links: older rows may hold anything in `website`. */
function webLink(website: string | null): { href: string; label: string } | null {
  if (!website) return null;
  try {
    const url = new URL(website);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return { href: url.href, label: `${url.host}${url.pathname === '/' ? '' : url.pathname}` };
  } catch {
    return null;
  }
}

export interface ProviderCardProps {
  provider: ProviderDirectoryEntry;
  isEditing: boolean;
  onEdit: (providerId: string) => void;
  onStopEditing: () => void;
}

/**
 * One provider of the directory (spec §2, §4): name, website, status, active flag, badge and
 * contacts, in view or edit mode. Memoised: with 200 cards, typing in the search box or editing
 * one card re-renders only the cards that change.
 */
export const ProviderCard = memo(function ProviderCard({
  provider,
  isEditing,
  onEdit,
  onStopEditing,
}: ProviderCardProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const website = webLink(provider.website);
  const isPending = provider.status === 'pending';
  const status = providerCardStatus(provider);

  function onDoneEditing() {
    // Back to where the keyboard left off.
    flushSync(onStopEditing);
    editButton.current?.focus();
  }

  return (
    <article
      aria-labelledby={headingId}
      className={`rounded-2xl border bg-surface p-4 shadow-sm sm:p-5 ${
        isPending ? 'border-warning/70' : 'border-border'
      } ${isEditing ? 'ring-2 ring-accent' : ''}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2
            id={headingId}
            ref={heading}
            tabIndex={-1}
            className="text-lg font-bold break-words focus:outline-none"
          >
            {provider.name}
          </h2>
          {website ? (
            <a
              href={website.href}
              target="_blank"
              rel="noreferrer"
              className="text-sm break-all text-link underline"
            >
              {website.label}
            </a>
          ) : provider.website ? (
            <p className="text-sm break-all text-muted">{provider.website}</p>
          ) : (
            <p className="text-sm text-muted">No website</p>
          )}
        </div>
        {/* One status, then contact completeness (decision 125). */}
        <dl className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm">
          <div className="flex items-center gap-1.5">
            <dt className="sr-only">Status</dt>
            <dd>
              <ProviderCardStatusPill label={status.label} />
            </dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt className="text-muted">Contact info</dt>
            <dd>
              <ContactBadgePill badge={provider.badge} />
            </dd>
          </div>
        </dl>
      </header>
      {status.explanation || provider.hasUnreadNotification ? (
        <p className="mt-2 text-sm text-muted">
          {/* A registration whose notification nobody has read yet: a mark, not a status. */}
          {provider.hasUnreadNotification ? (
            <strong className="mr-1 font-semibold text-fg">New registration.</strong>
          ) : null}
          {status.explanation}
        </p>
      ) : null}
      {isPending && provider.description ? (
        <p className="mt-3 text-sm text-muted">{provider.description}</p>
      ) : null}
      <div className="mt-4">
        {isEditing ? (
          <ContactInfoEditor provider={provider} onDone={onDoneEditing} />
        ) : (
          <ContactDetails provider={provider} />
        )}
      </div>
      {isEditing ? null : (
        <footer className="mt-4 flex flex-wrap items-center justify-end gap-2 border-t border-border pt-4">
          <button
            ref={editButton}
            type="button"
            onClick={() => onEdit(provider.id)}
            className={`${buttonClasses('secondary', 'sm')} mr-auto`}
          >
            Edit<span className="sr-only"> contact info of {provider.name}</span>
          </button>
          <ReviewActions provider={provider} onReviewed={() => heading.current?.focus()} />
        </footer>
      )}
    </article>
  );
});

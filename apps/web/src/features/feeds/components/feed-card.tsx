import { FEED_FORMAT_LABELS, type FeedSummary } from '@trivia/shared';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog, mutationState } from '@/components/ui/confirm-dialog.tsx';
import { StatusPill } from '@/components/ui/status-pill.tsx';
import { useDeleteFeed } from '../api/delete-feed.ts';
import { useUpdateFeed } from '../api/save-feed.ts';
import { FeedForm, feedFormFrom } from './feed-form.tsx';
import { FeedHealth } from './feed-health.tsx';

export interface FeedCardProps {
  feed: FeedSummary;
  /** Whose feed it is, for people who see several providers' feeds. */
  isProviderShown: boolean;
  /** The preview panel, while it is open for this feed. */
  previewPanel: ReactNode;
  onPreview: (feed: FeedSummary) => void;
}

/** One feed: what it reads, how its reads went, and Preview, Edit and Remove. */
export function FeedCard({ feed, isProviderShown, previewPanel, onPreview }: FeedCardProps) {
  const headingId = useId();
  const [isEditing, setIsEditing] = useState(false);
  const [isRemoving, setIsRemoving] = useState(false);
  const update = useUpdateFeed();
  const remove = useDeleteFeed();

  return (
    <article
      aria-labelledby={headingId}
      className={`rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5 ${
        isEditing ? 'ring-2 ring-accent' : ''
      }`}
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold break-words">
            {feed.name}
          </h2>
          {isProviderShown ? <p className="text-sm text-muted">{feed.providerName}</p> : null}
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          <StatusPill tone="neutral" label={FEED_FORMAT_LABELS[feed.format]} />
          {feed.url && feed.autoApply ? <StatusPill tone="accent" label="Applies itself" /> : null}
        </div>
      </header>

      {isEditing ? (
        <div className="mt-4">
          <FeedForm
            defaultValues={feedFormFrom(feed)}
            providers={null}
            isSaving={update.isPending}
            error={update.error}
            submitLabel="Save changes"
            onSubmit={(input) =>
              update.mutate({ feedId: feed.id, input }, { onSuccess: () => setIsEditing(false) })
            }
            onCancel={() => {
              update.reset();
              setIsEditing(false);
            }}
          />
        </div>
      ) : (
        <>
          <div className="mt-3 space-y-2">
            <p className="text-sm break-all">
              {feed.url ?? <span className="text-muted">Uploaded file</span>}
            </p>
            {feed.url ? (
              <p className="text-sm text-muted">
                Read every {feed.intervalHours === 1 ? 'hour' : `${feed.intervalHours} hours`}
                {feed.autoApply ? ', applied automatically' : ', applied when you say so'}
              </p>
            ) : null}
            <FeedHealth feed={feed} />
          </div>
          {previewPanel}
          <footer className="mt-4 flex flex-wrap items-center gap-2 border-t border-border pt-4">
            <Button size="sm" onClick={() => onPreview(feed)}>
              Preview<span className="sr-only"> {feed.name}</span>
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setIsEditing(true)}>
              Edit<span className="sr-only"> {feed.name}</span>
            </Button>
            <Button
              size="sm"
              variant="danger-ghost"
              className="ml-auto"
              onClick={() => setIsRemoving(true)}
            >
              Remove<span className="sr-only"> {feed.name}</span>
            </Button>
          </footer>
        </>
      )}

      <ConfirmDialog
        isOpen={isRemoving}
        title="Remove this feed?"
        confirmLabel="Remove"
        busyLabel="Removing..."
        onConfirm={() => remove.mutate(feed.id, { onSuccess: () => setIsRemoving(false) })}
        {...mutationState(remove, () => setIsRemoving(false))}
      >
        Its venues and events stay, and become editable.
      </ConfirmDialog>
    </article>
  );
}

import type { FeedSummary } from '@trivia/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { AccessRestricted } from '@/components/ui/access-restricted.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useMe } from '@/lib/session.ts';
import { useFeeds } from '../api/get-feeds.ts';
import { useProviderOptions } from '../api/get-provider-options.ts';
import { usePreviewFeed } from '../api/preview-feed.ts';
import { useCreateFeed } from '../api/save-feed.ts';
import { FEEDS_RESTRICTED, feedProvidersOf } from '../feed-providers.ts';
import { FeedCard } from './feed-card.tsx';
import { emptyFeedForm, FeedForm } from './feed-form.tsx';
import { FeedFormatsHelp } from './feed-formats-help.tsx';
import { FeedPreviewPanel } from './feed-preview-panel.tsx';

/**
 * /admin/feeds: a provider's feeds with their health, Preview / Edit / Remove, an
 * "Add a feed" form that previews the new feed at once, and how feeds are read.
 */
export function FeedsPage() {
  const { data: me } = useMe();
  const isAdmin = me?.isAdmin ?? false;
  const ownProviders = me ? feedProvidersOf(me) : [];
  const adminProviders = useProviderOptions(isAdmin);
  const feeds = useFeeds();
  const create = useCreateFeed();
  const preview = usePreviewFeed();
  const [isAdding, setIsAdding] = useState(false);
  const [previewFeedId, setPreviewFeedId] = useState<string | null>(null);

  if (me && !isAdmin && ownProviders.length === 0) {
    return <AccessRestricted message={FEEDS_RESTRICTED} />;
  }
  const hasSeveralProviders = isAdmin || ownProviders.length > 1;
  const providerChoices = isAdmin ? adminProviders.data : hasSeveralProviders ? ownProviders : null;

  function openPreview(feed: FeedSummary) {
    preview.reset();
    setPreviewFeedId(feed.id);
    // A feed without an address waits for its file (the panel asks for it).
    if (feed.url) preview.mutate({ feedId: feed.id });
  }

  function closePreview() {
    preview.reset();
    setPreviewFeedId(null);
  }

  return (
    <>
      <PageHeader
        title="Feeds"
        description="Bring your whole schedule in from your own feed, and keep it in sync."
        actions={
          <>
            <Link to={paths.admin.venueReviews} className={buttonClasses('secondary')}>
              Review queue
            </Link>
            {isAdding ? null : <Button onClick={() => setIsAdding(true)}>Add a feed</Button>}
          </>
        }
      />

      {isAdding ? (
        <section
          aria-labelledby="add-feed"
          className="mb-8 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5"
        >
          <h2 id="add-feed" className="mb-4 text-xl font-bold">
            Add a feed
          </h2>
          {isAdmin && adminProviders.isError ? (
            <div className="mb-4">
              <Alert tone="error">
                {errorMessage(adminProviders.error, 'The providers could not be loaded')}
              </Alert>
            </div>
          ) : null}
          <FeedForm
            defaultValues={emptyFeedForm(hasSeveralProviders ? '' : (ownProviders[0]?.id ?? ''))}
            providers={providerChoices}
            isSaving={create.isPending}
            error={create.error}
            submitLabel="Add feed"
            onSubmit={(input) =>
              create.mutate(input, {
                onSuccess: (feed) => {
                  setIsAdding(false);
                  openPreview(feed);
                },
              })
            }
            onCancel={() => {
              create.reset();
              setIsAdding(false);
            }}
          />
        </section>
      ) : null}

      {feeds.isError ? (
        <Alert tone="error" title="The feeds could not be loaded">
          {errorMessage(feeds.error, 'Please try again.')}
        </Alert>
      ) : null}
      {feeds.isPending ? <p role="status">Loading the feeds...</p> : null}
      {feeds.data && feeds.data.feeds.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border bg-surface p-6 text-center text-muted">
          No feeds yet.
        </p>
      ) : null}
      {feeds.data && feeds.data.feeds.length > 0 ? (
        <ul className="space-y-4">
          {feeds.data.feeds.map((feed) => (
            <li key={feed.id}>
              <FeedCard
                feed={feed}
                isProviderShown={hasSeveralProviders}
                onPreview={openPreview}
                previewPanel={
                  previewFeedId === feed.id ? (
                    <FeedPreviewPanel
                      key={feed.id}
                      feed={feed}
                      preview={preview}
                      onRead={(upload) => preview.mutate({ ...upload, feedId: feed.id })}
                      onClose={closePreview}
                    />
                  ) : null
                }
              />
            </li>
          ))}
        </ul>
      ) : null}

      <FeedFormatsHelp />
    </>
  );
}

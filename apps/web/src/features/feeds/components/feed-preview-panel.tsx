import type { UseMutationResult } from '@tanstack/react-query';
import {
  FEED_LIMITS,
  type FeedPreviewResponse,
  type FeedReadInput,
  type FeedSummary,
} from '@trivia/shared';
import { type ChangeEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useApplyFeed } from '../api/apply-feed.ts';
import type { FeedReadRequest } from '../api/preview-feed.ts';
import { describeApplied, pluralWithVerb } from '../format.ts';
import { FeedChangesView } from './feed-changes.tsx';

export type FeedPreviewMutation = Pick<
  UseMutationResult<FeedPreviewResponse, Error, FeedReadRequest>,
  'data' | 'error' | 'isPending' | 'variables'
>;

export interface FeedPreviewPanelProps {
  feed: FeedSummary;
  /** The page's preview of this feed (started by its Preview button, or by adding the feed). */
  preview: FeedPreviewMutation;
  /** Reads the feed again: with an uploaded file for a feed without an address. */
  onRead: (upload?: FeedReadInput) => void;
  onClose: () => void;
}

/** A file's bytes in base64, for the server to decode in the file's own character set. */
function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(String(reader.result).slice(String(reader.result).indexOf(',') + 1));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * The preview panel: what a read would change, then "Apply these changes" with the
 * same upload. A feed without an address asks for its CSV first, sent as it is: the server reads
 * it in its own character set (decision 174), which the browser cannot know.
 */
export function FeedPreviewPanel({ feed, preview, onRead, onClose }: FeedPreviewPanelProps) {
  const headingId = useId();
  const apply = useApplyFeed();
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const result = preview.data;

  async function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    apply.reset();
    setFileProblem(null);
    if (!file) return;
    if (file.size > FEED_LIMITS.bytes) {
      setFileProblem('The file is larger than 5 MB');
      return;
    }
    try {
      onRead({ file: { data: await readAsBase64(file) } });
    } catch {
      setFileProblem('The file could not be read: choose it again.');
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 rounded-xl border border-border bg-surface-2 p-4"
    >
      <h3 id={headingId} className="text-lg font-bold">
        Preview
      </h3>
      {feed.url ? null : (
        <div className="mt-3">
          <TextField
            label="Upload a CSV"
            type="file"
            accept=".csv,text/csv"
            hint="One row per weekly event, with the columns of the sample CSV."
            error={fileProblem ?? undefined}
            className="file:mr-3 file:rounded-lg file:border-0 file:bg-surface-2 file:px-3 file:py-1 file:font-semibold file:text-fg"
            onChange={(event) => void onFileChosen(event)}
          />
        </div>
      )}
      <div className="mt-3 space-y-3" aria-live="polite">
        {preview.isPending ? <p role="status">Reading the feed...</p> : null}
        {preview.error ? (
          <Alert tone="error" title="The feed could not be read">
            {errorMessage(preview.error, 'Please try again.')}
          </Alert>
        ) : null}
        {result && !preview.isPending ? (
          result.notModified ? (
            <Alert>The feed has not changed since its last read.</Alert>
          ) : (
            <FeedChangesView changes={result.changes} />
          )
        ) : null}
        {apply.error ? (
          <Alert tone="error" title="The changes could not be applied">
            {errorMessage(apply.error, 'Please try again.')}
          </Alert>
        ) : null}
        {apply.data ? (
          <Alert tone="success">
            {describeApplied(apply.data.changes.counts)}
            {apply.data.changes.counts.venuesUncertain > 0 ? (
              <>
                {' '}
                <Link to={paths.admin.venueReviews} className="font-semibold underline">
                  {pluralWithVerb(apply.data.changes.counts.venuesUncertain, 'venue', {
                    one: 'waits',
                    many: 'wait',
                  })}{' '}
                  for review
                </Link>
              </>
            ) : null}
          </Alert>
        ) : null}
      </div>
      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        {result && !preview.isPending && !apply.data ? (
          <Button
            disabled={apply.isPending}
            onClick={() => apply.mutate({ ...preview.variables, feedId: feed.id })}
          >
            {apply.isPending ? 'Applying...' : 'Apply these changes'}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

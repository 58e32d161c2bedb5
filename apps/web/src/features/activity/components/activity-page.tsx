import { ActivityQuery, AUDIT_ENTITY_LABELS, AUDIT_ENTITY_TYPES } from '@trivia/shared';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FilterSelect } from '@/components/ui/filter-select.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { fromSchema, textParam } from '@/lib/url-params.ts';
import { useUrlState } from '@/lib/url-state.ts';
import { useActivity } from '../api/activity.ts';
import { EntryList } from './entry-line.tsx';

const ACTIVITY_PARAMS = {
  person: textParam,
  entity: fromSchema(ActivityQuery.shape.entityType),
  from: fromSchema(ActivityQuery.shape.from),
  to: fromSchema(ActivityQuery.shape.to),
  before: fromSchema(ActivityQuery.shape.before),
};

const ENTITY_OPTIONS = AUDIT_ENTITY_TYPES.map((type) => ({
  value: type,
  label: AUDIT_ENTITY_LABELS[type],
}));

const dateInput =
  'rounded-xl border border-border bg-surface px-3 py-2 text-fg [color-scheme:light] dark:[color-scheme:dark]';

/**
 * /admin/activity (platform admins): every change, newest first, filtered by person,
 * kind of entry and dates; "Older" follows the server's cursor, "Newer" goes back the way it came.
 */
export function ActivityPage() {
  const [{ person, entity, from, to, before }, setParams] = useUrlState(ACTIVITY_PARAMS);
  // The cursors of the pages before this one, so that "Newer" can go back.
  const [newer, setNewer] = useState<(string | undefined)[]>([]);
  const activity = useActivity({ actorId: person, entityType: entity, from, to, before });
  const data = activity.data;
  const filter = (changes: Partial<Parameters<typeof setParams>[0]>) => {
    setNewer([]);
    setParams({ ...changes, before: undefined });
  };

  return (
    <>
      <PageHeader title="Activity" description="Every change in the admin area, newest first." />
      <form
        aria-label="Filter the activity"
        className="mb-4 flex flex-wrap items-end gap-2"
        onSubmit={(event) => event.preventDefault()}
      >
        <FilterSelect
          label="Filter by person"
          allLabel="Everyone"
          options={(data?.people ?? []).map((entry) => ({
            value: entry.userId,
            label: entry.name,
          }))}
          value={person}
          onValueChange={(value) => filter({ person: value })}
        />
        <FilterSelect
          label="Filter by kind"
          allLabel="Everything"
          options={ENTITY_OPTIONS}
          value={entity ?? ''}
          onValueChange={(value) => filter({ entity: ACTIVITY_PARAMS.entity.parse(value) })}
        />
        <label className="flex flex-col text-sm font-semibold text-muted">
          From
          <input
            type="date"
            className={dateInput}
            value={from ?? ''}
            onChange={(event) => filter({ from: ACTIVITY_PARAMS.from.parse(event.target.value) })}
          />
        </label>
        <label className="flex flex-col text-sm font-semibold text-muted">
          To
          <input
            type="date"
            className={dateInput}
            value={to ?? ''}
            min={from}
            onChange={(event) => filter({ to: ACTIVITY_PARAMS.to.parse(event.target.value) })}
          />
        </label>
      </form>
      {activity.isError ? (
        <Alert tone="error" title="The activity could not be loaded">
          {errorMessage(activity.error, 'Please try again.')}
        </Alert>
      ) : null}
      {activity.isPending ? <p role="status">Loading the activity...</p> : null}
      {data && data.entries.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border bg-surface p-6 text-center text-muted">
          No changes match
        </p>
      ) : null}
      {data && data.entries.length > 0 ? (
        <EntryList entries={data.entries} label="Activity" />
      ) : null}
      <nav aria-label="Pages" className="mt-4 flex justify-between gap-2">
        <Button
          variant="secondary"
          disabled={!before}
          onClick={() => {
            setParams({ before: newer.at(-1) });
            setNewer(newer.slice(0, -1));
          }}
        >
          Newer
        </Button>
        <Button
          variant="secondary"
          disabled={!data?.nextCursor || activity.isPlaceholderData}
          onClick={() => {
            if (!data?.nextCursor) return;
            setNewer([...newer, before]);
            setParams({ before: data.nextCursor });
          }}
        >
          Older
        </Button>
      </nav>
    </>
  );
}

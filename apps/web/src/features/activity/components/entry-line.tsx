import type { AuditEntry } from '@trivia/shared';
import {
  bulkNights,
  describeEntry,
  fieldName,
  formatEntryTime,
  showValue,
} from '../describe-entry.ts';

/**
 * One line of a history: when, who did what; the changed fields before → after on demand, or for
 * a bulk change of nights ("confirmed 110 nights") the list of its nights.
 */
export function EntryLine({ entry }: { entry: AuditEntry }) {
  const nights = bulkNights(entry);
  const fields = nights ? [] : Object.entries(entry.changes);
  return (
    <li className="px-4 py-3">
      <p className="break-words">
        <time dateTime={entry.at} className="font-semibold">
          {formatEntryTime(entry.at)}
        </time>{' '}
        — {describeEntry(entry)}
      </p>
      {nights ? (
        <details className="mt-1 text-sm text-muted">
          <summary className="cursor-pointer">Show the nights</summary>
          <ul aria-label={entry.entityLabel} className="mt-1 list-disc space-y-1 pl-5">
            {nights.map((night) => (
              <li key={night.id} className="break-words">
                {night.label}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {fields.length > 0 ? (
        <details className="mt-1 text-sm text-muted">
          <summary className="cursor-pointer">
            {fields.length === 1 ? '1 field' : `${fields.length} fields`}
          </summary>
          <dl className="mt-1 space-y-1">
            {fields.map(([key, change]) => (
              <div key={key} className="break-words">
                <dt className="inline font-semibold">{fieldName(key)}: </dt>
                <dd className="inline">
                  {showValue(change.before)} → {showValue(change.after)}
                </dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </li>
  );
}

export function EntryList({ entries, label }: { entries: readonly AuditEntry[]; label: string }) {
  return (
    <ul
      aria-label={label}
      className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface"
    >
      {entries.map((entry) => (
        <EntryLine key={entry.id} entry={entry} />
      ))}
    </ul>
  );
}

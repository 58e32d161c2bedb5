import type { AuditEntry } from '@trivia/shared';
import { describeEntry, fieldName, formatEntryTime, showValue } from '../describe-entry.ts';

/** One line of a history: when, who did what; the changed fields before → after on demand. */
export function EntryLine({ entry }: { entry: AuditEntry }) {
  const fields = Object.entries(entry.changes);
  return (
    <li className="px-4 py-3">
      <p className="break-words">
        <time dateTime={entry.at} className="font-semibold">
          {formatEntryTime(entry.at)}
        </time>{' '}
        — {describeEntry(entry)}
      </p>
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

import type { ImportVenuesResponse } from '@trivia/shared';
import { useState } from 'react';
import { ConfirmDialog, mutationState } from '@/components/ui/confirm-dialog.tsx';
import { useImportVenues } from '../api/import-venues.ts';

/** Admins upload a CSV or JSON file of venues; the summary says what was created, updated, rejected. */
export function ImportVenuesDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const importer = useImportVenues();
  const [file, setFile] = useState<File | null>(null);
  const [summary, setSummary] = useState<ImportVenuesResponse | null>(null);
  const dialog = mutationState(importer, () => {
    setFile(null);
    setSummary(null);
    onClose();
  });
  const upload = async () => {
    if (!file) return;
    const format = file.name.toLowerCase().endsWith('.json') ? 'json' : 'csv';
    importer.mutate({ format, content: await file.text() }, { onSuccess: setSummary });
  };
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title="Import Venues"
      tone="primary"
      {...dialog}
      {...(summary
        ? { confirmLabel: 'Done', cancelLabel: null, onConfirm: dialog.onClose }
        : {
            confirmLabel: 'Import',
            busyLabel: 'Importing...',
            isConfirmDisabled: !file,
            onConfirm: () => void upload(),
          })}
    >
      {summary ? (
        <div className="space-y-3 text-fg">
          <p role="status" className="font-semibold">
            {summary.created} created, {summary.updated} updated, {summary.rejectedCount} rejected
          </p>
          {summary.rejected.length > 0 ? (
            <ul className="max-h-48 space-y-1 overflow-y-auto text-sm text-danger">
              {summary.rejected.map((row) => (
                <li key={`${row.line}-${row.message}`}>
                  Line {row.line}: {row.message}
                </li>
              ))}
            </ul>
          ) : null}
          {summary.rejectedCount > summary.rejected.length ? (
            <p className="text-sm text-muted">
              …and {summary.rejectedCount - summary.rejected.length} more rejected rows (the first{' '}
              {summary.rejected.length} are listed)
            </p>
          ) : null}
        </div>
      ) : (
        <div className="space-y-3">
          <p>
            A CSV file with a header row, or a JSON array. Columns: <code>name</code>,{' '}
            <code>address</code>, and optionally <code>google_place_id</code>,{' '}
            <code>google_name</code>, <code>google_formatted_address</code>,{' '}
            <code>google_rating</code>, <code>google_phone_number</code>,{' '}
            <code>google_website</code>, <code>thumbnail_url</code>, <code>latitude</code>,{' '}
            <code>longitude</code>, <code>verification_status</code>. A known{' '}
            <code>google_place_id</code> updates that venue.
          </p>
          <label className="block text-sm font-semibold text-fg">
            File
            <input
              type="file"
              accept=".csv,.json,text/csv,application/json"
              className="mt-1 block w-full text-sm text-fg file:mr-3 file:rounded-lg file:border file:border-border file:bg-surface-2 file:px-3 file:py-2 file:font-semibold file:text-fg"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </label>
        </div>
      )}
    </ConfirmDialog>
  );
}

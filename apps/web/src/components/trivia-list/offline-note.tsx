import { CloudOffIcon } from '@/components/ui/icons.tsx';

export interface OfflineNoteProps {
  /** When the list shown was loaded or stored, if known. */
  loadedAt: Date | null;
  /** Now, for saying "at 7:05 PM" today and "on Tue, Nov 24 at 7:05 PM" another day. */
  now?: Date;
}

/** "at 7:05 PM" for today, "on Tue, Nov 24 at 7:05 PM" for another day, "" when not known. */
export function formatLoadedAt(loadedAt: Date | null, now: Date = new Date()): string {
  if (!loadedAt || Number.isNaN(loadedAt.getTime())) return '';
  const time = loadedAt.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  if (loadedAt.toDateString() === now.toDateString()) return `at ${time}`;
  const day = loadedAt.toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
  return `on ${day} at ${time}`;
}

/**
 * Says that the trivia list is not fresh from the server (docs/decisions/023): the browser is
 * offline, or the service worker answered from its cache because the server could not be reached
 * (for the app, that is being offline too).
 */
export function OfflineNote({ loadedAt, now }: OfflineNoteProps) {
  const when = formatLoadedAt(loadedAt, now);
  return (
    <p
      role="status"
      className="mt-4 flex gap-3 rounded-xl border border-warning/60 bg-warning-bg px-4 py-3 text-sm text-warning"
    >
      <CloudOffIcon className="mt-0.5 shrink-0" />
      <span>
        <strong className="font-semibold">You're offline</strong> — showing the trivia you last
        loaded
        {when ? `, ${when}` : ''}. Details may have changed.
      </span>
    </p>
  );
}

// The list loads it lazily (`lazy` takes a default export).
export default OfflineNote;

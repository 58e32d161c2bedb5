import { type SavedVenue, toggleSaved, useSavedVenues } from '@/lib/saved-venues.ts';
import { useEarlyInput } from '@/lib/use-early-input.ts';

/** The star that keeps a venue on this device: pressed while the venue is saved. */
export function SaveButton({ venue }: { venue: SavedVenue }) {
  const saved = useSavedVenues().some((each) => each.id === venue.id);
  const early = useEarlyInput<HTMLButtonElement>();
  return (
    <button
      {...early}
      type="button"
      aria-pressed={saved}
      aria-label={`Save ${venue.name}`}
      onClick={() => toggleSaved(venue)}
      className="save-star"
    >
      {/* A star (inline, not in icons.tsx: that module is in the home page's first load). */}
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill={saved ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />
      </svg>
    </button>
  );
}

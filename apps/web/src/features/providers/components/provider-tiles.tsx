import type { ProviderTotals } from '@trivia/shared';
import { useId } from 'react';

const TILES: { key: keyof ProviderTotals; label: string }[] = [
  { key: 'total', label: 'Total Providers' },
  { key: 'withEmail', label: 'With Email' },
  { key: 'withPhone', label: 'With Phone' },
  { key: 'needResearch', label: 'Need Research' },
];

function Tile({ label, value }: { label: string; value: number }) {
  const labelId = useId();
  return (
    <li
      aria-labelledby={labelId}
      className="rounded-2xl border border-border bg-surface p-4 shadow-sm"
    >
      <p id={labelId} className="text-sm font-semibold text-muted">
        {label}
      </p>
      <p className="mt-1 text-3xl font-extrabold tabular-nums">{value}</p>
    </li>
  );
}

/** The four summary tiles of the Providers page (spec §2); "Need Research" is decision 020's. */
export function ProviderTiles({ totals }: { totals: ProviderTotals }) {
  return (
    <ul aria-label="Provider summary" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {TILES.map((tile) => (
        <Tile key={tile.key} label={tile.label} value={totals[tile.key]} />
      ))}
    </ul>
  );
}

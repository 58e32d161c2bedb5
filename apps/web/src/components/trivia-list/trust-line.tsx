import { type EventLine, type IsoDate, lineFreshness } from '@trivia/shared';

/**
 * How fresh a night's listing is (words of decision 123): "Confirmed" (by its host),
 * "Checked {Mon d}", "Not checked recently" (muted), "Reported as not happening", or a cancelled night's note. Its colours are
 * `.trust-*` classes in styles.css (one class rather than a class and an attribute: a city page
 * repeats it on every night, decision 081). The public list and the venue pages show it.
 */
export function TrustLine({ line, today }: { line: EventLine; today: IsoDate }) {
  const { kind, label } = lineFreshness(line, today);
  // A cancelled night already wears its pill; only the host's note adds something.
  if (kind === 'cancelled' && !line.note) return null;
  return <span className={`trust-${kind}`}>{label}</span>;
}

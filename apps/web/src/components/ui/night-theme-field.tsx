import { NIGHT_THEME_MAX } from '@trivia/shared';

/**
 * The one field of a night's theme (decision 208), on the schedule's dialog and a confirmation
 * link's page: one line, at most NIGHT_THEME_MAX characters.
 */
export function NightThemeField({
  value,
  onChange,
  label,
  hint,
  className = '',
}: {
  value: string;
  onChange: (theme: string) => void;
  label: string;
  hint: string;
  className?: string;
}) {
  return (
    <label className={`block text-sm font-semibold text-fg ${className}`}>
      {label}
      <span className="block text-xs font-normal text-muted">{hint}</span>
      <input
        name="theme"
        value={value}
        maxLength={NIGHT_THEME_MAX}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 block min-h-11 w-full rounded-xl border border-border bg-surface-2 px-3 py-2 text-fg"
        placeholder="Office theme night"
      />
    </label>
  );
}

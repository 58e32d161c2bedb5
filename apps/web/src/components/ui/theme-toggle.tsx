import { useTheme } from '@/lib/theme.ts';
import { MoonIcon, SunIcon } from './icons.tsx';

/** The dark/light switch present on every screen (spec §2). */
export function ThemeToggle({ className = '' }: { className?: string }) {
  const { theme, toggle } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      className={`inline-flex size-11 items-center justify-center rounded-full border border-border bg-surface text-fg shadow-sm transition-colors hover:bg-surface-2 ${className}`}
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}

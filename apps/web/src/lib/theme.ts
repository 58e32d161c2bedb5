import { parseTheme, THEME_STORAGE_KEY, type Theme, toggleTheme } from '@trivia/shared';
import { useSyncExternalStore } from 'react';

/**
 * The theme is the `data-theme` attribute on the document root (spec §4), set before the first
 * paint by the inline script in index.html. This module reads and changes it; components follow it
 * through `useTheme`.
 */

const THEME_COLORS: Record<Theme, string> = { dark: '#0d1124', light: '#f7f5ef' };
const listeners = new Set<() => void>();

export function getTheme(): Theme {
  return parseTheme(document.documentElement.getAttribute('data-theme'));
}

export function setTheme(theme: Theme): void {
  document.documentElement.setAttribute('data-theme', theme);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be unavailable (private mode, quota): the choice then lasts for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): { theme: Theme; toggle: () => void } {
  const theme = useSyncExternalStore(subscribe, getTheme, () => 'dark' as const);
  return { theme, toggle: () => setTheme(toggleTheme(theme)) };
}

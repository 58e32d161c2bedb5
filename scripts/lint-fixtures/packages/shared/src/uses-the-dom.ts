import { readFileSync } from 'node:fs';

export function savedTheme(): string | null {
  return window.localStorage.getItem('theme') ?? readFileSync('theme.txt', 'utf8');
}

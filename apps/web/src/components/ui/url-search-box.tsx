import { useUrlText } from '@/lib/use-url-text.ts';
import { SearchIcon } from './icons.tsx';

/**
 * The search box of an admin list, bound to the list's URL parameter through `useUrlText`: each
 * keystroke shows at once, `onSearch` gets the trimmed text once typing pauses, and a move of the
 * URL elsewhere (Back, a link) shows that URL's text (decision 033). `className` places the box.
 */
export function UrlSearchBox({
  urlText,
  onSearch,
  label,
  placeholder,
  className = '',
}: {
  urlText: string;
  onSearch: (text: string) => void;
  label: string;
  placeholder: string;
  className?: string;
}) {
  const [draft, onDraftChange] = useUrlText(urlText, onSearch);
  return (
    <div className={`relative ${className}`}>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted" />
      <input
        type="search"
        value={draft}
        onChange={(event) => onDraftChange(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
        className="block w-full rounded-xl border border-border bg-surface py-2.5 pr-3 pl-10 text-fg placeholder:text-muted/80 focus:border-accent focus:outline-none"
      />
    </div>
  );
}

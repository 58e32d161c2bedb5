import { useId } from 'react';
import { CopyButton } from '@/components/ui/copy-button.tsx';

/** One snippet to paste: its name, what it does, the code (read-only) and a Copy button. */
export function SnippetBox({
  label,
  description,
  code,
}: {
  label: string;
  description: string;
  code: string;
}) {
  const id = useId();
  return (
    <div className="space-y-2">
      <div className="flex items-end justify-between gap-3">
        <div className="min-w-0">
          <label htmlFor={id} className="block font-semibold">
            {label}
          </label>
          <p id={`${id}-description`} className="text-sm text-muted">
            {description}
          </p>
        </div>
        <CopyButton value={code} label={`the ${label.toLowerCase()}`} />
      </div>
      <textarea
        id={id}
        readOnly
        // The whole snippet shows: sized to its content where browsers can, else six lines.
        rows={6}
        value={code}
        aria-describedby={`${id}-description`}
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
        className="block w-full resize-none rounded-xl [field-sizing:content] border border-border bg-surface-2 px-3 py-2 font-mono text-sm break-all text-fg focus:border-accent focus:outline-none focus-visible:outline-3 focus-visible:outline-focus"
      />
    </div>
  );
}

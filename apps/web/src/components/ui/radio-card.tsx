import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

interface RadioCardProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  ref?: Ref<HTMLInputElement>;
  /** The space between the radio and its words: `gap-2` or `gap-3`. */
  gap: 'gap-2' | 'gap-3';
  children: ReactNode;
}

/**
 * One choice of a radio group drawn as a card, its border the accent's once chosen: the feed
 * form's format and the embed page's theme (issue 33). The input's props, `register(…)`'s too,
 * go to the radio.
 */
export function RadioCard({ gap, children, ...input }: RadioCardProps) {
  return (
    <label
      className={`flex items-center ${gap} rounded-xl border border-border bg-surface px-3 py-2.5 has-checked:border-accent`}
    >
      <input type="radio" className="size-5 shrink-0 accent-[var(--app-accent)]" {...input} />
      {children}
    </label>
  );
}

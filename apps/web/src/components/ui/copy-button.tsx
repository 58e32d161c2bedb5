import { COPY_CONFIRMATION_MS } from '@trivia/shared';
import { useEffect, useRef, useState } from 'react';
import { useEarlyInput } from '@/lib/use-early-input.ts';
import { CheckIcon, CopyIcon } from './action-icons.tsx';

type CopyState = 'idle' | 'copied' | 'failed';

const STATE_CLASSES: Record<CopyState, string> = {
  idle: 'border-border bg-surface text-fg hover:bg-surface-2',
  copied: 'border-success/60 bg-success-bg text-success',
  failed: 'border-danger/60 bg-danger-bg text-danger',
};

/**
 * Copies a value to the clipboard; the button says "Copied!" for two seconds (spec §9), and a
 * live region says it to screen readers. A failure is logged (spec §8) and shown too, so that
 * nobody pastes something else unawares.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const early = useEarlyInput<HTMLButtonElement>();

  async function onCopy() {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch (error) {
      console.warn('Copying to the clipboard failed', error);
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), COPY_CONFIRMATION_MS);
  }

  return (
    <>
      <button
        {...early}
        type="button"
        onClick={() => void onCopy()}
        className={`inline-flex min-h-9 min-w-22 shrink-0 items-center justify-center gap-1.5 rounded-lg border px-2.5 text-sm font-semibold transition-colors ${STATE_CLASSES[state]}`}
      >
        {state === 'copied' ? (
          <CheckIcon width="16" height="16" />
        ) : (
          <CopyIcon width="16" height="16" />
        )}
        <span aria-hidden="true">
          {state === 'copied' ? 'Copied!' : state === 'failed' ? 'Failed' : 'Copy'}
        </span>
        <span className="sr-only">Copy {label}</span>
      </button>
      <span role="status" className="sr-only">
        {state === 'copied'
          ? `Copied ${label}`
          : state === 'failed'
            ? `Could not copy ${label}`
            : ''}
      </span>
    </>
  );
}

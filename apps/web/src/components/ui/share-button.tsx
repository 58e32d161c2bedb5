import { useState } from 'react';
import { ShareIcon } from '@/components/ui/action-icons.tsx';
import { useEarlyInput } from '@/lib/use-early-input.ts';

/**
 * Share: the Web Share API where the browser has it, else the link is copied and the
 * button says so. The page's path is made absolute when shared: the server's markup (and an
 * island's props, decision 189) does not know the address the visitor used.
 */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const [note, setNote] = useState('');
  const early = useEarlyInput<HTMLButtonElement>();
  async function onShare() {
    const url = new URL(path, window.location.href).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setNote('Link copied');
    } catch {
      setNote('Copy the address from the address bar');
    }
  }
  return (
    <>
      <button
        {...early}
        type="button"
        onClick={() => void onShare()}
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-border bg-surface px-4 text-sm font-semibold hover:bg-surface-2"
      >
        <ShareIcon width={16} height={16} />
        {note === 'Link copied' ? 'Link copied' : 'Share'}
      </button>
      <span role="status" className="sr-only">
        {note}
      </span>
    </>
  );
}

import { lazy, Suspense, useState } from 'react';
import { Icon, type IconProps } from '@/components/ui/icons.tsx';
import { useEarlyInput } from '@/lib/use-early-input.ts';
import type { FollowTarget } from './follow-dialog.tsx';

// The dialog and its form load only when someone opens it (the public pages' first load stays small).
const FollowDialog = lazy(() => import('./follow-dialog.tsx'));

function MailIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </Icon>
  );
}

/**
 * "Email me about this venue": opens the follow form for one venue, or on `/saved` for
 * every saved venue at once. It needs the page's script: without one it is hidden, and a tap made
 * before the script ran opens the form once it has (decision 093).
 */
export function FollowButton({
  target,
  className = '',
}: {
  target: FollowTarget;
  className?: string;
}) {
  const [isOpen, setOpen] = useState(false);
  const early = useEarlyInput<HTMLButtonElement>();
  const label =
    target.venueIds.length === 1 ? 'Email me about this venue' : 'Email me about these venues';
  return (
    <>
      <button
        {...early}
        type="button"
        onClick={() => setOpen(true)}
        className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-border bg-surface px-4 text-sm font-semibold hover:bg-surface-2 ${className}`}
      >
        <MailIcon width={16} height={16} />
        {label}
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <FollowDialog target={target} title={label} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

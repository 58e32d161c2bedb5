import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import { errorMessage } from '@/lib/api-client.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  /** What confirming does (and any field it needs, like a note). */
  children: ReactNode;
  confirmLabel: string;
  /** The confirm button's label while the action runs ('Deleting...'). */
  busyLabel?: string;
  isBusy?: boolean;
  isConfirmDisabled?: boolean;
  /** 'danger' for what cannot be undone; 'primary' for the rest. */
  tone?: 'danger' | 'primary';
  /** The cancel button's label; null for a dialog that only reports (one button). */
  cancelLabel?: string | null;
  /** Why the action failed, shown under the text; the dialog stays open. */
  error?: unknown;
  onConfirm: () => void;
  /** Cancel, Escape, or a click outside. */
  onClose: () => void;
}

/**
 * The app's one modal dialog, for every delete, reject and cancel (Radix Dialog: focus stays
 * inside, the page behind is inert, Escape closes it). Cancel comes first, so that it, not the
 * action, has the focus when the dialog opens; when it closes, focus returns to what opened it.
 */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  busyLabel,
  isBusy = false,
  isConfirmDisabled = false,
  tone = 'danger',
  cancelLabel = 'Cancel',
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const opener = useRef<Element | null>(null);
  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          onOpenAutoFocus={() => {
            opener.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            // No Radix trigger opened it (the buttons live in lists and cards): go back by hand.
            event.preventDefault();
            const target = opener.current;
            if (target instanceof HTMLElement && target.isConnected) target.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-surface p-6 text-fg shadow-2xl focus:outline-none"
        >
          <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-3 text-muted">{children}</div>
          </Dialog.Description>
          {error ? (
            <div className="mt-4">
              <Alert tone="error">{errorMessage(error, 'An error occurred')}</Alert>
            </div>
          ) : null}
          {/* Sticky: a long dialog on a phone scrolls, its actions stay in view. */}
          <div className="sticky bottom-0 -mx-6 -mb-6 mt-6 flex flex-col-reverse gap-3 border-t border-border bg-surface px-6 py-4 sm:flex-row sm:justify-end">
            {cancelLabel === null ? null : (
              <Button variant="secondary" onClick={onClose}>
                {cancelLabel}
              </Button>
            )}
            <Button variant={tone} disabled={isBusy || isConfirmDisabled} onClick={onConfirm}>
              {isBusy && busyLabel ? busyLabel : confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** What a dialog that runs a mutation shows of it: busy, its error, and a fresh start on closing. */
export function mutationState(
  mutation: { isPending: boolean; error: unknown; reset: () => void },
  onClose: () => void,
): Pick<ConfirmDialogProps, 'isBusy' | 'error' | 'onClose'> {
  return {
    isBusy: mutation.isPending,
    error: mutation.error,
    onClose: () => {
      mutation.reset();
      onClose();
    },
  };
}

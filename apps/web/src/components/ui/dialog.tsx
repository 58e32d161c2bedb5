import { type ReactNode, useEffect, useId, useRef } from 'react';

export interface DialogProps {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  onClose: () => void;
  /** The buttons; the first focusable element gets focus when the dialog opens. */
  actions: ReactNode;
}

/**
 * A modal dialog on the native <dialog> element: the browser keeps focus inside, makes the page
 * behind it inert, closes it on Escape and returns focus afterwards (decision 008).
 */
export function Dialog({ isOpen, title, children, onClose, actions }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={onClose}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl border border-border bg-surface p-0 text-fg shadow-2xl backdrop:bg-black/60"
    >
      {isOpen ? (
        <div className="p-6">
          <h2 id={titleId} className="text-xl font-bold">
            {title}
          </h2>
          <div className="mt-3 text-muted">{children}</div>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            {actions}
          </div>
        </div>
      ) : null}
    </dialog>
  );
}

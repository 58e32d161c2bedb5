import type { ReactNode } from 'react';
import { MoreVerticalIcon, PlusSquareIcon, ShareIcon } from '@/components/ui/action-icons.tsx';
import type { Platform } from '../api/detect-platform.ts';

interface PlatformSteps {
  title: string;
  steps: ReactNode[];
  note?: ReactNode;
}

/** A button or menu entry as it is labelled on the visitor's screen. */
function Label({ children }: { children: ReactNode }) {
  return <strong className="font-semibold whitespace-nowrap text-fg">{children}</strong>;
}

function InlineIcon({ children }: { children: ReactNode }) {
  return (
    <span className="mx-0.5 inline-flex size-6 items-center justify-center rounded-md border border-border bg-surface-2 align-middle text-accent [&_svg]:size-4">
      {children}
    </span>
  );
}

const STEPS: Record<Platform, PlatformSteps> = {
  ios: {
    title: 'Add it to your iPhone or iPad',
    steps: [
      <>
        Open this page in <Label>Safari</Label>.
      </>,
      <>
        Tap the <Label>Share</Label> button{' '}
        <InlineIcon>
          <ShareIcon />
        </InlineIcon>{' '}
        — at the bottom of the screen on iPhone, at the top on iPad.
      </>,
      <>
        Scroll down and tap{' '}
        <InlineIcon>
          <PlusSquareIcon />
        </InlineIcon>{' '}
        <Label>Add to Home Screen</Label>.
      </>,
      <>
        Tap <Label>Add</Label>. Trivia Near Me appears on your home screen.
      </>,
    ],
  },
  android: {
    title: 'Install it on your Android phone',
    steps: [
      <>
        Open this page in <Label>Chrome</Label>.
      </>,
      <>
        Tap the menu{' '}
        <InlineIcon>
          <MoreVerticalIcon />
        </InlineIcon>{' '}
        at the top right.
      </>,
      <>
        Tap <Label>Install app</Label> (on some phones it says <Label>Add to Home screen</Label>).
      </>,
      <>
        Tap <Label>Install</Label>. Trivia Near Me appears with your apps.
      </>,
    ],
  },
  desktop: {
    title: 'Install it on your computer',
    steps: [
      <>
        Open this page in <Label>Chrome</Label> or <Label>Microsoft Edge</Label>.
      </>,
      <>
        Click the install icon at the right end of the address bar — or open the browser's menu and
        choose <Label>Install Trivia Near Me</Label>.
      </>,
      <>
        Click <Label>Install</Label>. Trivia Near Me opens in a window of its own and stays in your
        apps.
      </>,
    ],
    note: (
      <>
        Using Safari on a Mac? Choose <Label>File</Label> → <Label>Add to Dock</Label>.
      </>
    ),
  },
};

/** The manual install steps of one platform (spec §2). */
export function InstallSteps({ platform }: { platform: Platform }) {
  const { title, steps, note } = STEPS[platform];
  return (
    <section aria-labelledby="install-steps-title">
      <h2 id="install-steps-title" className="text-xl font-bold">
        {title}
      </h2>
      <ol className="mt-4 space-y-3">
        {steps.map((step, index) => (
          // The steps are fixed; their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
          <li key={index} className="flex gap-3">
            <span
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-bold text-accent-fg"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <span className="pt-0.5 leading-relaxed text-muted">{step}</span>
          </li>
        ))}
      </ol>
      {note ? <p className="mt-4 text-sm text-muted">{note}</p> : null}
    </section>
  );
}

import { type ReactNode, Suspense, use } from 'react';

/**
 * Data a server-rendered page was rendered from that the page does not carry (decision 081): the
 * browser asks the API for it while the page's code loads (`main.tsx`).
 */
let pending: Promise<void> | null = null;

export function awaitServerData(promise: Promise<void>): void {
  pending = promise.then(() => {
    pending = null;
  });
}

let stale = false;

/**
 * The data came back different from what the server rendered (a write landed in between): the
 * server's markup is out of date, so the boundary is rendered afresh instead of hydrated.
 */
export function markServerDataStale(): void {
  stale = true;
}

/** Thrown once while hydrating out-of-date markup: React then renders that boundary afresh. */
export class StaleServerData extends Error {
  constructor() {
    super('The page was rendered from data that has changed since; its list is rendered again.');
    this.name = 'StaleServerData';
  }
}

/** React reports the error it recovered from as the `cause` of its own. */
export function isStaleServerData(error: unknown): boolean {
  return (
    error instanceof StaleServerData ||
    (error instanceof Error && error.cause instanceof StaleServerData)
  );
}

function WaitForServerData({ children }: { children: ReactNode }) {
  if (pending !== null) use(pending);
  if (stale) {
    stale = false;
    throw new StaleServerData();
  }
  return children;
}

/**
 * Server markup that hydrates once that data is in. Until then React keeps the server's markup as
 * it is (a dehydrated Suspense boundary): no second render, no mismatch, no layout jump. On the
 * server, and in the browser once the data is in, it renders its children as they are. When the
 * data is not what the server rendered from, the boundary is rendered afresh from it: React
 * recovers from `StaleServerData`, which `main.tsx` does not report (decision 086).
 */
export function ServerData({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      <WaitForServerData>{children}</WaitForServerData>
    </Suspense>
  );
}

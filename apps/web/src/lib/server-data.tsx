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

function WaitForServerData({ children }: { children: ReactNode }) {
  if (pending !== null) use(pending);
  return children;
}

/**
 * Server markup that hydrates once that data is in. Until then React keeps the server's markup as
 * it is (a dehydrated Suspense boundary): no second render, no mismatch, no layout jump. On the
 * server, and in the browser once the data is in, it renders its children as they are.
 */
export function ServerData({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      <WaitForServerData>{children}</WaitForServerData>
    </Suspense>
  );
}

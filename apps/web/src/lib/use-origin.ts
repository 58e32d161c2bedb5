import { createContext, use, useEffect, useState } from 'react';

/**
 * The page's origin where it is known before an effect runs: the server's public address while it
 * renders a page, the page's own in an island (decision 214), so that a feed's `webcal://` link is
 * right before anything is hydrated.
 */
export const OriginContext = createContext('');

/** The page's origin: from `OriginContext`, else once in the browser (relative links until then). */
export function useOrigin(): string {
  const known = use(OriginContext);
  const [origin, setOrigin] = useState(known);
  useEffect(() => setOrigin(window.location.origin), []);
  return origin;
}

import { useEffect, useState } from 'react';

/** The page's origin, known once in the browser (the server renders relative links). */
export function useOrigin(): string {
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);
  return origin;
}

import { useEffect, useState } from 'react';

type VenuePageModule = typeof import('@/features/venue-pages/components/venue-page.tsx');
let loaded: VenuePageModule | undefined;

/**
 * The venue page's code loads only when a venue page is opened (decision 052): the home page's
 * first-load JavaScript stays within its budget. A page the server rendered loads it before
 * hydrating (`main.tsx`, `entry-server.tsx`), so that the first render matches the server's.
 */
export function loadVenuePage(): Promise<VenuePageModule> {
  return import('@/features/venue-pages/components/venue-page.tsx').then((module) => {
    loaded = module;
    return module;
  });
}

export function VenueRoute({ slug }: { slug: string }) {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (!module) void loadVenuePage().then(setModule);
  }, [module]);
  if (!module) return <main className="min-h-dvh" aria-busy="true" />;
  return <module.VenuePage slug={slug} />;
}

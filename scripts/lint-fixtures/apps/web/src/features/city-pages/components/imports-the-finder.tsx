import { Finder } from '@/features/finder/components/finder.tsx';

export function CityFinder() {
  return <Finder />;
}

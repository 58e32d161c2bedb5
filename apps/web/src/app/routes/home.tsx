import { Finder } from '@/features/finder/components/finder.tsx';

export function HomeRoute() {
  return <Finder />;
}

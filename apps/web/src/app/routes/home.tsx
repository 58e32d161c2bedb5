import { Splash } from '@/features/finder/components/splash.tsx';

export function HomeRoute() {
  return <Splash isLocating={false} onShareLocation={() => {}} onEnterManually={() => {}} />;
}

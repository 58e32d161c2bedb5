import { useEffect } from 'react';
import { InstallGuide } from '@/features/install/components/install-guide.tsx';

const TITLE = 'Install Trivia Near Me — Trivia Near Me';

export function BetaRoute() {
  useEffect(() => {
    const previous = document.title;
    document.title = TITLE;
    return () => {
      document.title = previous;
    };
  }, []);
  return <InstallGuide />;
}

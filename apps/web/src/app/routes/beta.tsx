import { PAGE_TITLES } from '@trivia/shared';
import { InstallGuide } from '@/features/install/components/install-guide.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export function BetaRoute() {
  useDocumentTitle(PAGE_TITLES.beta);
  return <InstallGuide />;
}

import { PAGE_TITLES } from '@trivia/shared';
import { InstallGuide } from '@/features/install/components/install-guide.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

/** `Component`: React Router's `lazy` takes the module as the route. */
export function Component() {
  useDocumentTitle(PAGE_TITLES.beta);
  return <InstallGuide />;
}

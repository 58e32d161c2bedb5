import { EmbedSnippetPage } from '@/features/embeds/components/embed-snippet-page.tsx';

/** /admin/embed: every admin-area user; the server decides what they may embed. */
export function EmbedRoute() {
  return <EmbedSnippetPage />;
}

import { useEffect } from 'react';

/**
 * Keeps `document.title` in step with the page shown, and gives the previous title back when the
 * page goes. The server already sends the right title in the HTML of the pages search engines
 * read; this covers moving between pages in the app.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

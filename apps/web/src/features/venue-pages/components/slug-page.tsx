import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { SpinnerIcon } from '@/components/ui/icons.tsx';
import { Main } from '@/components/ui/main.tsx';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

/** A page's answer as the query gives it: what the states below need of it. */
interface PageQuery<Data> {
  data: Data | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

interface SlugPageProps<Data, Found> {
  page: PageQuery<Data>;
  /** What the answer found (the venue, the provider); none = not found. */
  found: Found | null | undefined;
  /** The document's title once it is found. */
  title: (found: Found) => string;
  loading: string;
  notFound: { title: string; heading: string; hint: string };
  children: (found: Found, data: Data) => ReactNode;
}

/**
 * What the venue and provider pages show around their details: the document's title, a spinner
 * while the answer loads, and the same "We couldn't find" page (with its way home) when the slug
 * names nothing or the answer failed.
 */
export function SlugPage<Data, Found>({
  page,
  found,
  title,
  loading,
  notFound,
  children,
}: SlugPageProps<Data, Found>) {
  useDocumentTitle(found ? title(found) : page.isPending ? 'Trivia Near Me' : notFound.title);
  if (page.isPending) {
    return (
      <Main className="flex min-h-dvh items-center justify-center gap-3 text-muted">
        <SpinnerIcon />
        {loading}
      </Main>
    );
  }
  if (page.isError || !found || !page.data) {
    return (
      <Main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-5 text-center">
        <h1 className="text-3xl font-bold text-balance">{notFound.heading}</h1>
        <p className="mt-3 text-muted">
          {page.isError ? errorMessage(page.error, 'Please try again.') : notFound.hint}
        </p>
        <Link to={paths.home} className={`${buttonClasses('primary', 'lg')} mt-8`}>
          Find trivia near you
        </Link>
      </Main>
    );
  }
  return children(found, page.data);
}

import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { Main } from '@/components/ui/main.tsx';
import { ThemeToggle } from '@/components/ui/theme-toggle.tsx';
import { paths } from '@/config/paths.ts';

/** Any error a route throws lands here (spec §8: 'Unexpected Application Error!'). */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong while showing this page.';
  return (
    <div className="min-h-dvh bg-bg text-fg">
      <div className="fixed top-3 right-3 z-40 sm:top-4 sm:right-4">
        <ThemeToggle />
      </div>
      <Main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-5 text-center">
        <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
        <p className="mt-3 text-muted">{detail}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <button
            type="button"
            className={buttonClasses('primary')}
            onClick={() => window.location.reload()}
          >
            Reload the page
          </button>
          <Link to={paths.home} className={buttonClasses('secondary')} reloadDocument>
            Go to Homepage
          </Link>
        </div>
      </Main>
    </div>
  );
}

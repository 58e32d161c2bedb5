import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './routes.tsx';

/**
 * The browser's router. The lazy routes the address matches load first (city and venue pages
 * are lazy, decision 052), so that a page the server rendered hydrates with its code.
 */
export async function createAppRouter() {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy);
  await Promise.all(
    (lazyMatches ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
  return createBrowserRouter(routes);
}

export type AppRouter = Awaited<ReturnType<typeof createAppRouter>>;

/** The app in the browser; `main.tsx` gives it the router and the query client (with the server's data, if any). */
export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

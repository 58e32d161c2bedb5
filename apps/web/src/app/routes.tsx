import type { RouteObject } from 'react-router';
import { NotFoundPage } from './not-found.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorPage } from './route-error.tsx';
import { HomeRoute } from './routes/home.tsx';

/** The route table (spec §2). Admin screens are loaded lazily so the public pages stay small. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

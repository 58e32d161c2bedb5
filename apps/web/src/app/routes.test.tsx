import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConsoleError } from '@trivia/testing/console-guard';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route.tsx';
import { NotFoundPage } from './not-found.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorPage } from './route-error.tsx';

function Broken(): never {
  throw new Error('boom');
}

describe('the route table', () => {
  it('shows a friendly 404 for unknown paths, with the theme toggle', async () => {
    renderRoute('/this/does/not/exist');
    expect(
      await screen.findByRole('heading', { name: "This page isn't on the quiz sheet" }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find trivia near you' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });

  it("shows 'Unexpected Application Error!' when a route fails", async () => {
    expectConsoleError(); // React reports the error it caught
    renderRoute('/broken', [
      {
        path: '/',
        element: <RootLayout />,
        errorElement: <RouteErrorPage />,
        children: [
          { path: 'broken', element: <Broken /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });

  it('toggles the theme from any screen', async () => {
    renderRoute('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(localStorage.getItem('theme')).toBe('light');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLIENT_ROUTE_PATTERNS, isClientRoute } from '@trivia/shared';
import { expectConsoleError } from '@trivia/testing/console-guard';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route.tsx';
import { routes } from './routes.tsx';

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
    // The real table, with one page that fails added to its root.
    const [root, ...others] = routes;
    if (!root || root.index) throw new Error('the route table has no root layout');
    renderRoute('/broken', [
      { ...root, children: [{ path: 'broken', element: <Broken /> }, ...(root.children ?? [])] },
      ...others,
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

  it('holds exactly the pages the server answers with 200 (packages/shared CLIENT_ROUTE_PATTERNS)', () => {
    const pages = pagePatterns(routes).filter((pattern) => !pattern.endsWith('*'));
    expect(new Set(pages)).toEqual(new Set([...CLIENT_ROUTE_PATTERNS, '/:page']));
    for (const pattern of pages.filter((page) => page !== '/:page')) {
      expect(isClientRoute(pattern.replace(/:\w+/g, 'abc')), pattern).toBe(true);
    }
  });
});

/** The URL pattern of every page of a route table (layout routes add no page of their own). */
function pagePatterns(table: RouteObject[], parent: string[] = []): string[] {
  return table.flatMap((route) => {
    const segments = [...parent, ...(route.path ?? '').split('/').filter(Boolean)];
    if (route.children) return pagePatterns(route.children, segments);
    return [`/${segments.join('/')}`];
  });
}

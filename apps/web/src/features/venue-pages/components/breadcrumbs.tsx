import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';

/**
 * A public page's trail: Home, the crumbs between (each an `<li>` starting with its "› "), then
 * the page itself, kept clear of the theme toggle at the top right on phones.
 */
export function Breadcrumbs({ current, children }: { current: string; children?: ReactNode }) {
  return (
    <nav aria-label="Breadcrumb" className="pr-14 text-sm text-muted sm:pr-0">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <li>
          <Link to={paths.home} className="text-link underline">
            Home
          </Link>
        </li>
        {children}
        <li aria-current="page">
          <span aria-hidden="true">› </span>
          {current}
        </li>
      </ol>
    </nav>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';

/**
 * A public page's trail: Home, the crumbs between (each an `<li>` starting with its "› "), then
 * the page itself. The venue page's keeps clear of the theme toggle on phones by its className.
 */
export function Breadcrumbs({
  current,
  className = 'text-sm text-muted',
  children,
}: {
  current: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <nav aria-label="Breadcrumb" className={className}>
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

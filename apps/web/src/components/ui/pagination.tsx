import type { ReactNode } from 'react';
import { Button } from './button.tsx';

/** The number of pages `total` items fill, at least one. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Previous / 'Page n of m' / Next under a list, with a summary of what is shown. */
export function Pagination({
  page,
  pageCount,
  summary,
  onPageChange,
}: {
  page: number;
  pageCount: number;
  summary: ReactNode;
  onPageChange: (page: number) => void;
}) {
  return (
    <nav
      aria-label="Pages"
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p className="text-muted">{summary}</p>
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          Previous
        </Button>
        <span>
          Page {page} of {pageCount}
        </span>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= pageCount}
          onClick={() => onPageChange(page + 1)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}

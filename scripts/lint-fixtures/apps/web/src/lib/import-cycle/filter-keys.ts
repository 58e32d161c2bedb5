import type { Filters } from '@/lib/import-cycle/use-filters.tsx';

export const filterKeys = {
  list: (filters: Filters) => ['things', 'list', filters] as const,
};

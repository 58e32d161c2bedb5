import { filterKeys } from './filter-keys.ts';

export interface Filters {
  q: string;
}

export function FilterKey({ filters }: { filters: Filters }) {
  return <span>{filterKeys.list(filters).join('/')}</span>;
}

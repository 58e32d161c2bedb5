import type { EventFilters } from './event-filters.ts';

export const eventKeys = {
  all: ['events'] as const,
  list: (params: EventFilters) => ['events', 'list', params] as const,
  detail: (eventId: string) => ['events', 'detail', eventId] as const,
  formOptions: ['events', 'form-options'] as const,
};

/** Other screens that show events (named here: features don't import each other). */
export const RELATED_KEYS = [['dashboard'], ['schedule'], ['venues']] as const;

import { useQuery } from '@tanstack/react-query';
import type { VitalsResponse } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';

/** GET /api/admin/vitals (platform admins): p75 and good share per route, metric and window. */
export function useVitals() {
  return useQuery({
    queryKey: ['vitals'],
    queryFn: ({ signal }) => apiFetch<VitalsResponse>('/api/admin/vitals', { signal }),
    staleTime: 0,
  });
}

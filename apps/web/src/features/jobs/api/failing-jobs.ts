import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FailingJobsResponse, RetryJobResponse } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';

const failingJobsKey = ['jobs', 'failing'] as const;

/** GET /api/admin/jobs/failing (platform admins): failing jobs by kind, and the jobs themselves. */
export function useFailingJobs() {
  return useQuery({
    queryKey: failingJobsKey,
    queryFn: ({ signal }) => apiFetch<FailingJobsResponse>('/api/admin/jobs/failing', { signal }),
    // A job's next try comes within minutes: the page keeps up while it is open.
    refetchInterval: 60_000,
    staleTime: 0,
  });
}

/** "Retry now" on a given-up job: due at once, with a fresh 48 hours before it is given up. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: number) =>
      apiFetch<RetryJobResponse>(`/api/admin/jobs/${jobId}/retry`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: failingJobsKey }),
  });
}

import { FailingJobsResponse, RetryJobResponse } from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuseBeforeValidation, requireActor, requireJobManager } from '../../../lib/guards.ts';
import { listFailingJobs, retryJob } from '../../../services/jobs/index.ts';

const JobParams = z.object({
  jobId: z.coerce.number('must be a job id').int('must be a job id').positive('must be a job id'),
});

/** Failing background jobs (decision 160): platform admins only, refused before validation. */
export const adminJobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobs/failing',
    {
      preValidation: refuseBeforeValidation(requireJobManager),
      schema: { response: { 200: FailingJobsResponse } },
    },
    async (request) => listFailingJobs({ db: app.db, actor: await requireActor(request) }),
  );

  app.post(
    '/jobs/:jobId/retry',
    {
      preValidation: refuseBeforeValidation(requireJobManager),
      schema: { params: JobParams, response: { 200: RetryJobResponse } },
    },
    async (request) =>
      retryJob({ db: app.db, actor: await requireActor(request), jobId: request.params.jobId }),
  );
};

import type { JobHandlers } from '../../jobs/worker.ts';
import {
  cancellationCommit,
  type FollowMailOptions,
  NIGHT_CANCELLED,
  NIGHT_CANCELLED_MAIL,
  sendCancellationMail,
} from './cancellation.ts';
import { sendConfirmMail } from './confirm-mail.ts';
import { FOLLOW_CONFIRM_MAIL } from './follow.ts';
import {
  FOLLOW_WEEKLY_BATCH,
  FOLLOW_WEEKLY_RUN,
  sendWeeklyBatch,
  type WeeklySettings,
  weeklyRunCommit,
} from './weekly.ts';

/** The job handlers of following venues (issue 32). */
export function followJobHandlers(
  options: FollowMailOptions & { weekly: WeeklySettings },
): JobHandlers {
  return {
    [FOLLOW_CONFIRM_MAIL]: { run: (job) => sendConfirmMail(options, job) },
    [NIGHT_CANCELLED]: { commit: cancellationCommit },
    [NIGHT_CANCELLED_MAIL]: { run: (job) => sendCancellationMail(options, job) },
    [FOLLOW_WEEKLY_RUN]: { commit: (tx, job) => weeklyRunCommit(tx, job, options.weekly) },
    [FOLLOW_WEEKLY_BATCH]: { run: (job) => sendWeeklyBatch(options, job) },
  };
}

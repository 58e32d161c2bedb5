import type { JobHandlers } from '../../jobs/worker.ts';
import { cancellationCommit, NIGHT_CANCELLED } from './cancellation.ts';
import { sendConfirmMail } from './confirm-mail.ts';
import { FOLLOW_CONFIRM_MAIL } from './follow.ts';
import { NIGHTS_REMOVED, removalCommit } from './night-removal.ts';
import {
  type FollowMailOptions,
  forgetNoticeAddress,
  NIGHT_CANCELLED_MAIL,
  sendNightNotice,
} from './notice-mail.ts';
import {
  FOLLOW_WEEKLY_BATCH,
  FOLLOW_WEEKLY_RUN,
  sendWeeklyBatch,
  type WeeklySettings,
  weeklyRunCommit,
} from './weekly.ts';

/** The job handlers of following venues and of night notices (decisions 130, 156). */
export function followJobHandlers(
  options: FollowMailOptions & { weekly: WeeklySettings },
): JobHandlers {
  return {
    [FOLLOW_CONFIRM_MAIL]: { run: (job) => sendConfirmMail(options, job) },
    [NIGHT_CANCELLED]: { commit: cancellationCommit },
    [NIGHTS_REMOVED]: { commit: removalCommit },
    [NIGHT_CANCELLED_MAIL]: {
      run: (job) => sendNightNotice(options, job),
      commit: forgetNoticeAddress,
    },
    [FOLLOW_WEEKLY_RUN]: { commit: (tx, job) => weeklyRunCommit(tx, job, options.weekly) },
    [FOLLOW_WEEKLY_BATCH]: { run: (job) => sendWeeklyBatch(options, job) },
  };
}

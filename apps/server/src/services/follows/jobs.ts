import { defineJobHandler, type JobHandlers } from '../../jobs/worker.ts';
import { CancelledPayload, cancellationCommit, NIGHT_CANCELLED } from './cancellation.ts';
import { sendConfirmMail } from './confirm-mail.ts';
import { ConfirmMailPayload, FOLLOW_CONFIRM_MAIL } from './follow.ts';
import { NIGHTS_REMOVED, RemovedPayload, removalCommit } from './night-removal.ts';
import {
  type FollowMailOptions,
  forgetNoticeAddress,
  NIGHT_CANCELLED_MAIL,
  NoticePayload,
  sendNightNotice,
} from './notice-mail.ts';
import {
  FOLLOW_RESULTS_BATCH,
  FOLLOW_RESULTS_RUN,
  ResultsBatchPayload,
  ResultsRunPayload,
  resultsRunCommit,
  sendResultsBatch,
} from './results-mail.ts';
import {
  FOLLOW_WEEKLY_BATCH,
  FOLLOW_WEEKLY_RUN,
  sendWeeklyBatch,
  WeeklyBatchPayload,
  WeeklyRunPayload,
  type WeeklySettings,
  weeklyRunCommit,
} from './weekly.ts';

/** The job handlers of following venues and of night notices (decisions 130, 156, 210). */
export function followJobHandlers(
  options: FollowMailOptions & { weekly: WeeklySettings },
): JobHandlers {
  return {
    [FOLLOW_CONFIRM_MAIL]: defineJobHandler({
      payload: ConfirmMailPayload,
      run: (job) => sendConfirmMail(options, job),
    }),
    [NIGHT_CANCELLED]: defineJobHandler({ payload: CancelledPayload, commit: cancellationCommit }),
    [NIGHTS_REMOVED]: defineJobHandler({ payload: RemovedPayload, commit: removalCommit }),
    [NIGHT_CANCELLED_MAIL]: defineJobHandler({
      payload: NoticePayload,
      run: (job) => sendNightNotice(options, job),
      commit: forgetNoticeAddress,
    }),
    [FOLLOW_WEEKLY_RUN]: defineJobHandler({
      payload: WeeklyRunPayload,
      commit: (tx, job) => weeklyRunCommit(tx, job, options.weekly),
    }),
    [FOLLOW_WEEKLY_BATCH]: defineJobHandler({
      payload: WeeklyBatchPayload,
      run: (job) => sendWeeklyBatch(options, job),
    }),
    [FOLLOW_RESULTS_RUN]: defineJobHandler({
      payload: ResultsRunPayload,
      commit: resultsRunCommit,
    }),
    [FOLLOW_RESULTS_BATCH]: defineJobHandler({
      payload: ResultsBatchPayload,
      run: (job) => sendResultsBatch(options, job),
    }),
  };
}

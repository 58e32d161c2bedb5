import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { failingJobCounts, queueDepth } from '../jobs/queue.ts';
import { type JobWorker, startJobWorker } from '../jobs/worker.ts';
import { getOrCreateAuthSecret } from '../services/app-settings.ts';
import {
  type ConfirmationSettings,
  confirmationJobHandlers,
  scheduleConfirmationRuns,
} from '../services/confirmations/index.ts';
import { emailVerificationJobHandlers } from '../services/email-verification.ts';
import { scheduleExceptionJobHandlers } from '../services/events/index.ts';
import type { FeedReader } from '../services/feeds/index.ts';
import { feedJobHandlers, proposalJobHandlers } from '../services/feeds/index.ts';
import {
  followJobHandlers,
  followLinkKey,
  scheduleResultsRuns,
  scheduleWeeklyRuns,
  type WeeklySettings,
} from '../services/follows/index.ts';
import { passwordResetJobHandlers } from '../services/password-reset.ts';
import { reportJobHandlers } from '../services/reports/index.ts';
import { rsvpJobHandlers, scheduleRsvpRetention } from '../services/rsvps/index.ts';
import { invitationJobHandlers } from '../services/team/index.ts';
import { scheduleVitalsPrune, vitalsJobHandlers } from '../services/vitals/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's job worker (decision 045). */
    jobs: JobWorker;
    confirmationSettings: ConfirmationSettings;
    /** How feeds are read here (FEED_ALLOW_HOSTS): by the admin routes and the sync job. */
    feedReader: FeedReader;
  }
}

/**
 * Background work: every process polls the `jobs` table (decision 045) and runs what is due; on
 * start it makes sure the next weekly confirmation run of every time zone is queued; on close it
 * finishes the job in hand and claims no more. `/metrics` reports the queue's depth and the
 * failing jobs (decision 160).
 */
export const jobsPlugin = fp<{ config: Config }>(
  async (app: FastifyInstance, { config }) => {
    const settings: ConfirmationSettings = {
      weekday: config.confirmWeekday,
      hour: config.confirmHour,
      adminEmails: config.adminEmails,
      publicUrl: config.publicUrl,
    };
    app.decorate('confirmationSettings', settings);
    // Decision 152: this site is never a feed's source; where it listens is read at each fetch.
    const listening = () => {
      const address = app.server.address();
      return address && typeof address === 'object' ? [address] : [];
    };
    const feedReader: FeedReader = {
      db: app.db,
      fetch: {
        allowHosts: config.feedAllowHosts,
        ownSite: { publicUrl: config.publicUrl, listening },
      },
    };
    app.decorate('feedReader', feedReader);
    const weekly: WeeklySettings = { weekday: config.followWeekday, hour: config.followHour };
    const secret = config.authSecret ?? (await getOrCreateAuthSecret({ db: app.db }));
    // Seconds from a night's cancellation or removal to each of its notices (decisions 130, 156).
    const cancellationDelay = app.metrics.registerHistogram({
      name: 'trivia_cancellation_mail_delay_seconds',
      help: 'Seconds from a night being cancelled, moved or ended to each of its notices being sent.',
      buckets: [1, 5, 15, 30, 60, 120, 300, 600, 1800],
    });
    const worker = startJobWorker({
      db: app.db,
      handlers: {
        ...confirmationJobHandlers({ db: app.db, mailer: app.mailer, settings }),
        ...reportJobHandlers({ db: app.db, mailer: app.mailer, publicUrl: config.publicUrl }),
        ...scheduleExceptionJobHandlers(),
        ...vitalsJobHandlers(),
        ...feedJobHandlers({ reader: feedReader, mailer: app.mailer, publicUrl: config.publicUrl }),
        ...proposalJobHandlers({ db: app.db, mailer: app.mailer, publicUrl: config.publicUrl }),
        ...followJobHandlers({
          db: app.db,
          mailer: app.mailer,
          publicUrl: config.publicUrl,
          key: followLinkKey(secret),
          weekly,
          observeCancellationDelay: (seconds) => cancellationDelay.observe(seconds),
        }),
        ...invitationJobHandlers({ db: app.db, mailer: app.mailer, publicUrl: config.publicUrl }),
        ...rsvpJobHandlers({
          db: app.db,
          mailer: app.mailer,
          publicUrl: config.publicUrl,
          secret: async () => config.authSecret ?? (await getOrCreateAuthSecret({ db: app.db })),
        }),
        ...emailVerificationJobHandlers({
          db: app.db,
          auth: app.auth,
          mailer: app.mailer,
          publicUrl: config.publicUrl,
        }),
        ...passwordResetJobHandlers({
          db: app.db,
          auth: app.auth,
          mailer: app.mailer,
          publicUrl: config.publicUrl,
        }),
      },
      pollMs: config.jobsPollMs,
      logger: app.log,
    });
    app.decorate('jobs', worker);
    app.metrics.registerGauge({
      name: 'trivia_job_queue_depth',
      help: 'Background jobs not done yet, by kind and state (ready: due now; scheduled: later).',
      labelNames: ['kind', 'state'],
      read: async () =>
        (await queueDepth(app.db)).flatMap(({ kind, ready, scheduled }) => [
          { labels: { kind, state: 'ready' }, value: ready },
          { labels: { kind, state: 'scheduled' }, value: scheduled },
        ]),
    });
    // Decision 160: a failing job is never silent, retrying or given up.
    app.metrics.registerGauge({
      name: 'trivia_jobs_failing',
      help: 'Background jobs whose last attempt failed, by kind and state (retrying: tried again later; given_up: failed for 48 hours and stopped).',
      labelNames: ['kind', 'state'],
      read: async () =>
        (await failingJobCounts(app.db)).flatMap(({ kind, retrying, givenUp }) => [
          { labels: { kind, state: 'retrying' }, value: retrying },
          { labels: { kind, state: 'given_up' }, value: givenUp },
        ]),
    });
    app.addHook('onReady', async () => {
      await scheduleConfirmationRuns(app.db, { settings, after: new Date() });
      await scheduleWeeklyRuns(app.db, { settings: weekly, after: new Date() });
      await scheduleResultsRuns(app.db, { after: new Date() });
      await scheduleRsvpRetention(app.db, { after: new Date() });
      await scheduleVitalsPrune(app.db, { after: new Date() });
    });
    app.addHook('onClose', () => worker.stop());
  },
  { name: 'jobs', dependencies: ['metrics', 'auth'] },
);

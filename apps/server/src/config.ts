import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DAYS_OF_WEEK, type DayOfWeek } from '@trivia/shared';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy.ts';

/**
 * The server's configuration, read once from the environment and validated (STYLE.md §6).
 * Nothing else in the server reads `process.env`.
 */

const FLAG_VALUES = ['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'] as const;
const flag = z
  .enum(FLAG_VALUES, { error: `must be one of ${FLAG_VALUES.join(', ')}` })
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

const emailList = z.string().transform((value, ctx) => {
  const emails = value
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
  for (const email of emails) {
    if (!z.email().safeParse(email).success) {
      ctx.addIssue({ code: 'custom', message: `"${email}" is not an email address` });
    }
  }
  return emails;
});

// A host name's labels; the last one not all digits, as URLs read those as IPv4 addresses.
const HOST_NAME =
  /^(?=.{1,253}$)(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?\.)*(?!\d+$)[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/;

const hostList = z.string().transform((value, ctx) => {
  const hosts = value
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  for (const host of hosts) {
    if (!isIP(host) && !HOST_NAME.test(host)) {
      ctx.addIssue({ code: 'custom', message: `"${host}" is not an IP address or host name` });
    }
  }
  return hosts;
});

const POSTGRES_URL_ERROR =
  'must be a PostgreSQL URL like postgres://user:password@host:5432/database';
const postgresUrl = z.url({ protocol: /^postgres(ql)?$/, error: POSTGRES_URL_ERROR });
const postgresUrlList = z.string().transform((value, ctx) => {
  const urls = value
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  for (const url of urls) {
    if (!postgresUrl.safeParse(url).success) {
      ctx.addIssue({ code: 'custom', message: `has "${url}", which ${POSTGRES_URL_ERROR}` });
    }
  }
  return urls;
});

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a whole number from 0 to 65535' })
    .int('must be a whole number from 0 to 65535')
    .min(0, 'must be a whole number from 0 to 65535')
    .max(65535, 'must be a whole number from 0 to 65535')
    .default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url({
      protocol: /^postgres(ql)?$/,
      error: 'must be a PostgreSQL URL like postgres://user:password@host:5432/database',
    })
    .optional(),
  DATABASE_DIRECT_URL: postgresUrl.optional(),
  DATABASE_READ_URL: postgresUrlList.optional(),
  DATABASE_READ_MAX_LAG: z.coerce
    .number({ error: 'must be a number of seconds from 0.1 to 3600' })
    .min(0.1, 'must be a number of seconds from 0.1 to 3600')
    .max(3600, 'must be a number of seconds from 0.1 to 3600')
    .default(5),
  DEMO: flag.optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL like https://trivianear.me' })
    .optional(),
  ADMIN_EMAILS: emailList.default([]),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'must be an SMTP URL like smtp://user:pass@host:587' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Trivia Near Me <no-reply@trivianear.me>'),
  MAP_STYLE_URL: z
    .url({ protocol: /^https?$/, error: 'must be the http(s) URL of a MapLibre style' })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: z
    .string()
    .transform((value, ctx): TrustProxy => {
      const setting = parseTrustProxy(value);
      if ('error' in setting) {
        ctx.addIssue({ code: 'custom', message: setting.error });
        return z.NEVER;
      }
      return setting;
    })
    .default({ kind: 'none' }),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  WORKERS: z
    .union([z.literal('auto'), z.coerce.number().int().min(1).max(64)], {
      error: 'must be auto or a whole number from 1 to 64',
    })
    .default('auto'),
  CONFIRM_WEEKDAY: z
    .enum(DAYS_OF_WEEK, { error: `must be a day name: ${DAYS_OF_WEEK.join(', ')}` })
    .default('Monday'),
  CONFIRM_HOUR: z.coerce
    .number({ error: 'must be a whole hour from 0 to 23' })
    .int('must be a whole hour from 0 to 23')
    .min(0, 'must be a whole hour from 0 to 23')
    .max(23, 'must be a whole hour from 0 to 23')
    .default(10),
  FOLLOW_WEEKDAY: z
    .enum(DAYS_OF_WEEK, { error: `must be a day name: ${DAYS_OF_WEEK.join(', ')}` })
    .default('Tuesday'),
  FOLLOW_HOUR: z.coerce
    .number({ error: 'must be a whole hour from 0 to 23' })
    .int('must be a whole hour from 0 to 23')
    .min(0, 'must be a whole hour from 0 to 23')
    .max(23, 'must be a whole hour from 0 to 23')
    .default(12),
  JOBS_POLL_MS: z.coerce
    .number({ error: 'must be a number of milliseconds (0 turns polling off)' })
    .int('must be a whole number of milliseconds')
    .min(0, 'must be 0 or more')
    .default(5000),
  FEED_ALLOW_HOSTS: hostList.default([]),
  PUBLIC_API_LIMIT: z.coerce
    .number({ error: 'must be a whole number of requests per minute from 1 to 100000' })
    .int('must be a whole number of requests per minute from 1 to 100000')
    .min(1, 'must be a whole number of requests per minute from 1 to 100000')
    .max(100_000, 'must be a whole number of requests per minute from 1 to 100000')
    .default(120),
});

export type DatabaseConfig =
  | { kind: 'pglite'; dataDir: string }
  | {
      kind: 'postgres';
      url: string;
      /** DATABASE_DIRECT_URL: PostgreSQL itself, when `url` is a pooler's (decision 195). */
      directUrl?: string;
      /** DATABASE_READ_URL: read-only replicas for public reads (decision 194); may be empty. */
      readUrls: string[];
      /** DATABASE_READ_MAX_LAG: a replica further behind than this, in seconds, is skipped. */
      readMaxLagSeconds: number;
    };

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  /** Absolute path of the directory that holds the embedded database, the lock and the outbox. */
  dataDir: string;
  database: DatabaseConfig;
  /** Load the demo data set into an empty database. */
  demo: boolean;
  /** Show the demo sign-ins on the login page (demo data on, never in production). */
  showDemoSignIns: boolean;
  publicUrl: string;
  adminEmails: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** The built web app (apps/web/dist); served when it exists. */
  webDistDir: string;
  /** Signs sessions; when unset, one is generated and kept in the database (app_settings). */
  authSecret: string | undefined;
  /**
   * Behind reverse proxies: how many of them, or their addresses, so that the client's address is
   * read from the right end of X-Forwarded-For (decision 162). None by default.
   */
  trustProxy: TrustProxy;
  /** Server processes: one per CPU on PostgreSQL; always one on the embedded database. */
  workers: number;
  /** Opens /metrics to requests from other machines that send it as a bearer token. */
  metricsToken: string | undefined;
  /** Weekly confirmation requests: the day and hour, in the venues' time zones. */
  confirmWeekday: DayOfWeek;
  confirmHour: number;
  /** The weekly mail to venue followers: the day and hour, in the venues' time zones. */
  followWeekday: DayOfWeek;
  followHour: number;
  /** How often each process looks for due background jobs; 0 never (tests run them by hand). */
  jobsPollMs: number;
  /** The MapLibre style of the trivia list's map (decision 054); its origin joins connect-src. */
  mapStyleUrl: string;
  /** Provider feeds: exact addresses or host names a feed may read though private. */
  feedAllowHosts: string[];
  /** The public API (`/api/v1`, decision 143): requests a minute per address, across processes (decision 186). */
  publicApiRateLimit: number;
}

/** A keyless, OpenStreetMap-based public style (OpenFreeMap). */
export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function describeIssues(error: z.ZodError, env: Record<string, string | undefined>): string {
  const lines = error.issues.map((issue) => {
    const variable = String(issue.path[0] ?? 'environment');
    const got = env[variable];
    return `  ${variable} ${issue.message}${got === undefined ? '' : ` (got "${got}")`}`;
  });
  return `Invalid configuration:\n${lines.join('\n')}`;
}

/** Reads and validates the configuration; throws a ConfigError naming each bad variable. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  cwd: string = process.cwd(),
): Config {
  // An empty variable (`DATABASE_URL=`) means "not set".
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) throw new ConfigError(describeIssues(parsed.error, present));
  const vars = parsed.data;

  const isProduction = vars.NODE_ENV === 'production';
  const dataDir = path.resolve(cwd, vars.DATA_DIR);
  const database: DatabaseConfig = vars.DATABASE_URL
    ? {
        kind: 'postgres',
        url: vars.DATABASE_URL,
        ...(vars.DATABASE_DIRECT_URL ? { directUrl: vars.DATABASE_DIRECT_URL } : {}),
        readUrls: vars.DATABASE_READ_URL ?? [],
        readMaxLagSeconds: vars.DATABASE_READ_MAX_LAG,
      }
    : { kind: 'pglite', dataDir };
  if (database.kind === 'pglite' && (vars.DATABASE_READ_URL || vars.DATABASE_DIRECT_URL)) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_READ_URL and DATABASE_DIRECT_URL need DATABASE_URL: the embedded database has no replicas or pooler.',
    );
  }
  const demo = vars.DEMO ?? (database.kind === 'pglite' && !isProduction);
  if (database.kind === 'pglite' && typeof vars.WORKERS === 'number' && vars.WORKERS > 1) {
    throw new ConfigError(
      'Invalid configuration:\n  WORKERS must be 1 with the embedded database, which one process owns; set DATABASE_URL to run several.',
    );
  }
  const workers =
    database.kind === 'pglite'
      ? 1
      : vars.WORKERS === 'auto'
        ? os.availableParallelism()
        : vars.WORKERS;
  const displayHost = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(vars.HOST)
    ? 'localhost'
    : vars.HOST;

  return {
    nodeEnv: vars.NODE_ENV,
    isProduction,
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    database,
    demo,
    showDemoSignIns: demo && !isProduction,
    publicUrl: (vars.PUBLIC_URL ?? `http://${displayHost}:${vars.PORT}`).replace(/\/+$/, ''),
    adminEmails: vars.ADMIN_EMAILS,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    logLevel: vars.LOG_LEVEL,
    webDistDir: path.resolve(cwd, vars.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    authSecret: vars.AUTH_SECRET,
    trustProxy: vars.TRUST_PROXY,
    workers,
    metricsToken: vars.METRICS_TOKEN,
    confirmWeekday: vars.CONFIRM_WEEKDAY,
    confirmHour: vars.CONFIRM_HOUR,
    followWeekday: vars.FOLLOW_WEEKDAY,
    followHour: vars.FOLLOW_HOUR,
    jobsPollMs: vars.JOBS_POLL_MS,
    mapStyleUrl: vars.MAP_STYLE_URL ?? DEFAULT_MAP_STYLE_URL,
    feedAllowHosts: vars.FEED_ALLOW_HOSTS,
    publicApiRateLimit: vars.PUBLIC_API_LIMIT,
  };
}

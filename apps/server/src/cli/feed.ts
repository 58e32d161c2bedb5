import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { FEED_FORMATS, FEED_LIMITS, type FeedChanges, type FeedFormat } from '@trivia/shared';
import { and, eq } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { providerFeeds, triviaProviders } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';
import { type FeedRow, readFeedNow, scheduleNextSync } from '../services/feeds/index.ts';
import { exitOnStartupError } from './exit-on-startup-error.ts';

const USAGE = `Usage: npm run feed -- sync URL --provider PROVIDER_ID [--format ${FEED_FORMATS.join('|')}] [--dry-run]`;

/** The format a URL's name suggests: .ics, .csv, .json; a web page otherwise. */
export function guessFormat(url: string): FeedFormat {
  const path = new URL(url).pathname.toLowerCase();
  if (path.endsWith('.ics') || path.endsWith('.ical')) return 'ical';
  if (path.endsWith('.csv')) return 'csv';
  if (path.endsWith('.json')) return 'json';
  return 'jsonld';
}

/** The preview as lines of text, as the admin page shows it. */
export function formatChanges(changes: FeedChanges, applied: boolean): string[] {
  const c = changes.counts;
  const lines = [
    applied ? 'Applied:' : 'Preview (nothing changed):',
    `  venues: ${c.venuesNew} new, ${c.venuesMatched} matched, ${c.venuesUncertain} waiting for review`,
    `  events: ${c.eventsNew} new, ${c.eventsChanged} changed, ${c.eventsUnchanged} unchanged, ${c.eventsGone} gone at the source, ${c.eventsWaiting} waiting on a venue`,
    `  nights cancelled at the source: ${c.nightsCancelled}`,
  ];
  for (const venue of changes.venues) {
    lines.push(
      `  venue ${venue.outcome}: ${venue.name}, ${venue.address}${venue.venueName ? ` → ${venue.venueName}` : ''}`,
    );
  }
  for (const event of changes.events) {
    const fields = event.fields.length > 0 ? ` (${event.fields.join(', ')})` : '';
    lines.push(`  event ${event.outcome}: ${event.venueName} — ${event.label}${fields}`);
  }
  for (const night of changes.nightsCancelled) {
    lines.push(`  cancelled: ${night.venueName} — ${night.label}, ${night.date}`);
  }
  if (c.problems > 0) lines.push(`  ${c.problems} left out:`);
  for (const problem of changes.problems) lines.push(`    ${problem.where}: ${problem.message}`);
  const listed = FEED_LIMITS.previewItems;
  if (changes.events.length === listed) lines.push(`  (the first ${listed} changes are listed)`);
  return lines;
}

/**
 * `npm run feed -- sync URL --provider ID [--dry-run]`: reads a provider's feed,
 * prints the preview, and applies it unless `--dry-run`. The feed is remembered (and then kept in
 * sync by the server) the first time it is applied. Refuses while the server holds DATA_DIR.
 */
async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      provider: { type: 'string' },
      format: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
    },
  });
  const [command, url] = positionals;
  const format = (values.format ?? (url ? guessFormat(url) : undefined)) as FeedFormat | undefined;
  if (command !== 'sync' || !url || !values.provider || !format || !FEED_FORMATS.includes(format)) {
    console.error(USAGE);
    process.exit(2);
  }
  const dryRun = values['dry-run'];
  const config = loadConfig();
  const { database, lock } = await openConfiguredDatabase(config, 'npm run feed');
  try {
    const { db } = database;
    const [provider] = await db
      .select({ id: triviaProviders.id, name: triviaProviders.name })
      .from(triviaProviders)
      .where(eq(triviaProviders.id, values.provider));
    if (!provider) throw new AppError('NOT_FOUND', `No provider has the id ${values.provider}.`);
    const [known] = await db
      .select()
      .from(providerFeeds)
      .where(and(eq(providerFeeds.providerId, provider.id), eq(providerFeeds.url, url)));
    const draft = {
      providerId: provider.id,
      name: new URL(url).host,
      format,
      url,
    };
    let feed: FeedRow | undefined = known;
    if (!feed && !dryRun) {
      [feed] = await db.insert(providerFeeds).values(draft).returning();
      if (feed) await scheduleNextSync(db, feed, new Date());
    }
    feed ??= {
      ...draft,
      id: randomUUID(),
      autoApply: false,
      intervalHours: FEED_LIMITS.intervalHours.default,
      etag: null,
      lastModified: null,
      lastReadAt: null,
      lastSuccessAt: null,
      lastChangeAt: null,
      consecutiveFailures: 0,
      lastError: null,
      lastCounts: null,
      failureMailSentAt: null,
      createdBy: null,
      createdAt: new Date(),
      updatedAt: new Date(),
    };
    const result = await readFeedNow({
      reader: {
        db,
        fetch: {
          allowHosts: config.feedAllowHosts,
          // Decision 152: this site is not a feed source; the command listens nowhere itself.
          ownSite: { publicUrl: config.publicUrl, listening: () => [] },
        },
      },
      feed,
      apply: !dryRun,
      userId: null,
    });
    console.info(`${provider.name}: ${url} (${format})`);
    for (const line of formatChanges(result.changes, result.applied)) console.info(line);
  } catch (error) {
    if (error instanceof AppError) {
      console.error(error.message);
      process.exitCode = 1;
    } else {
      throw error;
    }
  } finally {
    await database.close();
    lock?.release();
  }
}

if (import.meta.main) await main().catch(exitOnStartupError);

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter } from 'prom-client';
import type { Db } from '../db/client.ts';
import type { ReadPools } from '../db/read-pools.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';

declare module 'fastify' {
  interface FastifyInstance {
    reads: ReadPools;
    /** The database for a public read of this request: a replica, or the primary (decision 194). */
    readDbFor(request: FastifyRequest): Promise<Db>;
  }
}

/** Set on the answer to a write; while it lasts, its holder's public reads go to the primary. */
export const RECENT_WRITE_COOKIE = 'trivia_wrote';

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hasRecentWrite(request: FastifyRequest): boolean {
  const header = request.headers.cookie;
  if (!header) return false;
  return header.split(';').some((pair) => pair.trim().startsWith(`${RECENT_WRITE_COOKIE}=`));
}

/**
 * Public reads through `app.readDbFor(request)` (decision 194). Writes, the admin area, sessions
 * and jobs keep `app.db`, the primary. A write that succeeds sets a cookie that sends its writer's
 * reads to the primary for longer than a replica may lag, so that they read their own write.
 * /metrics counts reads by pool and reason, and replicas skipped by reason.
 */
export const readPoolsPlugin = fp<{ reads: ReadPools }>(async (app: FastifyInstance, { reads }) => {
  // The replicas each request read from, and the requests being run again on the primary.
  const replicasRead = new WeakMap<FastifyRequest, Set<number>>();
  const failedOver = new WeakSet<FastifyRequest>();
  app.decorate('reads', reads);
  app.decorate('readDbFor', async (request: FastifyRequest) => {
    if (failedOver.has(request)) return reads.primary;
    const choice = await reads.choose({ recentWrite: hasRecentWrite(request) });
    if (choice.replica !== undefined) {
      const used = replicasRead.get(request) ?? new Set<number>();
      replicasRead.set(request, used.add(choice.replica));
    }
    return choice.db;
  });

  if (reads.replicas.length > 0) {
    // A replica stopped between its check and a read (a failover, a restart) fails that read;
    // a read changes nothing, so it is run again on the primary, once, before anything is sent:
    // a visitor never sees a replica go (decision 194, the drill that stops the replica).
    app.addHook('onRoute', (route) => {
      if (![route.method].flat().every((method) => READ_ONLY_METHODS.has(method))) return;
      const handler = route.handler;
      // Only a handler's failure before it sent anything, and only once; a handler that answers
      // synchronously, or later by itself, is left as it is.
      route.handler = function (this: FastifyInstance, request, reply) {
        const again = (error: unknown) => {
          const used = replicasRead.get(request);
          if (!used || reply.sent || failedOver.has(request) || !isDatabaseUnavailable(error)) {
            throw error;
          }
          for (const index of used) reads.failOver(index);
          failedOver.add(request);
          return handler.call(this, request, reply);
        };
        let result: unknown;
        try {
          result = handler.call(this, request, reply);
        } catch (error) {
          return again(error);
        }
        return result instanceof Promise ? result.catch(again) : result;
      };
    });

    app.addHook('onSend', async (request, reply) => {
      if (READ_ONLY_METHODS.has(request.method) || reply.statusCode >= 400) return;
      reply.header(
        'set-cookie',
        `${RECENT_WRITE_COOKIE}=1; Max-Age=${reads.primaryWindowSeconds}; Path=/; HttpOnly; SameSite=Lax`,
      );
    });
  }

  new Counter({
    name: 'trivia_db_reads_total',
    help: 'Public reads, by the pool that served them (primary, replica) and why.',
    labelNames: ['pool', 'reason'],
    registers: [app.metrics.registry],
    collect() {
      this.reset();
      for (const [key, count] of reads.served) {
        const [pool = '', reason = ''] = key.split('|');
        this.inc({ pool, reason }, count);
      }
    },
  });
  new Counter({
    name: 'trivia_db_replica_skips_total',
    help: 'Times a replica was passed over for a public read, by reason (down, lagging).',
    labelNames: ['reason'],
    registers: [app.metrics.registry],
    collect() {
      this.reset();
      for (const [reason, count] of reads.skipped) this.inc({ reason }, count);
    },
  });
});

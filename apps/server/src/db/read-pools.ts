import { sql } from 'drizzle-orm';
import { type Database, type Db, queryRows } from './client.ts';

/**
 * Where a public read goes (decision 194): to a read-only replica that is up and no further behind
 * than DATABASE_READ_MAX_LAG, else to the primary. Someone who has just written reads from the
 * primary for a window longer than the lag a replica may have, so that they see their own write.
 */

/** Why a read went where it went, for /metrics. */
export type ReadReason =
  | 'no_replicas'
  | 'replica'
  | 'recent_write'
  | 'replicas_skipped'
  | 'replica_failed';
/** Why a replica was passed over. */
export type SkipReason = 'down' | 'lagging';

export interface ReadChoice {
  db: Db;
  pool: 'primary' | 'replica';
  reason: ReadReason;
  /** The replica's index, when one serves. */
  replica?: number;
}

interface ReplicaState {
  /** Seconds behind the primary; null when it did not answer. */
  lagSeconds: number | null;
  checkedAt: number;
}

/** A replica's state is asked for at most this often, and shared by the reads meanwhile. */
export const REPLICA_CHECK_MS = 1000;

/**
 * A replica's lag: nothing when it has replayed all it received, else the age of the last
 * transaction it replayed (a primary that writes nothing leaves a caught-up replica at 0). A
 * database that is not in recovery (a promoted replica) is a primary, never behind.
 */
const LAG_QUERY = sql`select case
    when not pg_is_in_recovery() then 0
    when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
    else coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp()), 1e9)
  end::float8 as lag`;

export class ReadPools {
  readonly primary: Db;
  readonly replicas: readonly Database[];
  readonly maxLagSeconds: number;
  /** Reads served, by pool and reason; replicas skipped, by reason. */
  readonly served = new Map<string, number>();
  readonly skipped = new Map<SkipReason, number>();
  readonly #states: (ReplicaState | null)[];
  readonly #checks: (Promise<ReplicaState> | null)[];
  #next = 0;

  constructor(options: { primary: Db; replicas: readonly Database[]; maxLagSeconds: number }) {
    this.primary = options.primary;
    this.replicas = options.replicas;
    this.maxLagSeconds = options.maxLagSeconds;
    this.#states = options.replicas.map(() => null);
    this.#checks = options.replicas.map(() => null);
  }

  /**
   * How long after a write its writer reads from the primary: the lag a replica may have, and the
   * age of the state it was judged by.
   */
  get primaryWindowSeconds(): number {
    return Math.ceil(this.maxLagSeconds + REPLICA_CHECK_MS / 1000);
  }

  /** The database for one public read. */
  async choose(options: { recentWrite: boolean }): Promise<ReadChoice> {
    if (this.replicas.length === 0)
      return this.#count({ db: this.primary, pool: 'primary', reason: 'no_replicas' });
    if (options.recentWrite)
      return this.#count({ db: this.primary, pool: 'primary', reason: 'recent_write' });
    // Round robin, starting from the next replica each time; the first usable one serves.
    const start = this.#next;
    this.#next = (this.#next + 1) % this.replicas.length;
    for (let step = 0; step < this.replicas.length; step += 1) {
      const index = (start + step) % this.replicas.length;
      const state = await this.#state(index);
      const reason: SkipReason | null =
        state.lagSeconds === null
          ? 'down'
          : state.lagSeconds > this.maxLagSeconds
            ? 'lagging'
            : null;
      if (reason === null) {
        const replica = this.replicas[index] as Database;
        return this.#count({ db: replica.db, pool: 'replica', reason: 'replica', replica: index });
      }
      this.skipped.set(reason, (this.skipped.get(reason) ?? 0) + 1);
    }
    return this.#count({ db: this.primary, pool: 'primary', reason: 'replicas_skipped' });
  }

  /**
   * A read on replica `index` found it gone (stopped between its check and the read): it is down
   * until its next check, and the read is run again on the primary (`replica_failed`).
   */
  failOver(index: number): ReadChoice {
    this.#states[index] = { lagSeconds: null, checkedAt: Date.now() };
    return this.#count({ db: this.primary, pool: 'primary', reason: 'replica_failed' });
  }

  async close(): Promise<void> {
    await Promise.all(this.replicas.map((replica) => replica.close()));
  }

  #count(choice: ReadChoice): ReadChoice {
    const key = `${choice.pool}|${choice.reason}`;
    this.served.set(key, (this.served.get(key) ?? 0) + 1);
    return choice;
  }

  async #state(index: number): Promise<ReplicaState> {
    const known = this.#states[index];
    if (known && Date.now() - known.checkedAt < REPLICA_CHECK_MS) return known;
    let check = this.#checks[index];
    if (!check) {
      check = this.#check(index).finally(() => {
        this.#checks[index] = null;
      });
      this.#checks[index] = check;
    }
    return check;
  }

  async #check(index: number): Promise<ReplicaState> {
    const replica = this.replicas[index] as Database;
    let lagSeconds: number | null;
    try {
      const [row] = await queryRows<{ lag: number }>(replica.db, LAG_QUERY);
      lagSeconds = Number(row?.lag ?? 0);
    } catch {
      lagSeconds = null;
    }
    const state = { lagSeconds, checkedAt: Date.now() };
    this.#states[index] = state;
    return state;
  }
}

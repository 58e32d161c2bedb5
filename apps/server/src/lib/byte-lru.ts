/**
 * A map bounded by the bytes of what it holds (issue 18), dropping the least recently used first
 * past `maxBytes`; `sizeOf` estimates an entry.
 *
 * Recency is kept the "second chance" (CLOCK) way: reading an entry only marks it, and the mark
 * is looked at when space is needed. The oldest marked entry is unmarked and moved to the newest
 * end instead of being dropped. A read no longer deletes and sets its entry in the Map (50 reads a
 * search in a map of thousands; V8's ordered hash table keeps deleted slots until it rebuilds
 * itself): about half the cost of a read in a micro-benchmark (decision 085).
 */
interface Entry<Value> {
  value: Value;
  used: boolean;
}

export class ByteLru<Value> {
  readonly #entries = new Map<string, Entry<Value>>();
  readonly #maxBytes: number;
  readonly #sizeOf: (value: Value) => number;
  #bytes = 0;

  constructor(maxBytes: number, sizeOf: (value: Value) => number) {
    this.#maxBytes = maxBytes;
    this.#sizeOf = sizeOf;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): Value | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    entry.used = true;
    return entry.value;
  }

  set(key: string, value: Value): void {
    const old = this.#entries.get(key);
    if (old !== undefined) {
      this.#entries.delete(key);
      this.#bytes -= this.#sizeOf(old.value);
    }
    this.#entries.set(key, { value, used: false });
    this.#bytes += this.#sizeOf(value);
    // Oldest first. A marked entry is unmarked and moved to the end, and so is the entry just
    // stored while others remain: the loop reaches them again only after every other entry,
    // unmarked, so it ends.
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(oldest);
      if (entry.used || (oldest === key && this.#entries.size > 0)) {
        entry.used = false;
        this.#entries.set(oldest, entry);
      } else {
        this.#bytes -= this.#sizeOf(entry.value);
      }
    }
  }
}

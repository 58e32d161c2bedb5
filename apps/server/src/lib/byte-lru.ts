/**
 * A map bounded by the bytes of what it holds (issue 18): reading an entry makes it the most
 * recently used; past `maxBytes` the least recently used go first. `sizeOf` estimates an entry.
 */
export class ByteLru<Value> {
  readonly #entries = new Map<string, Value>();
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
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    // Most recently used last.
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: string, value: Value): void {
    const old = this.#entries.get(key);
    if (old !== undefined) {
      this.#entries.delete(key);
      this.#bytes -= this.#sizeOf(old);
    }
    this.#entries.set(key, value);
    this.#bytes += this.#sizeOf(value);
    for (const [oldest, dropped] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= this.#sizeOf(dropped);
    }
  }
}

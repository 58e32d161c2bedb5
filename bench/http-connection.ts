import net from 'node:net';

/**
 * One keep-alive HTTP/1.1 connection that sends GET requests one at a time and reads each answer
 * only as far as its framing: the status, then `Content-Length` bytes or the chunks of a chunked
 * body, which it counts and drops (decision 088). Like wrk, it does not build request and
 * response objects or decode bodies: Node's `http` client did, and at the bench's offered rates
 * that took CPU from the cores the server and its database share with the loader.
 */
/** The bytes one read can take: more than a nearby answer. */
const READ_BUFFER_BYTES = 256 * 1024;

export class HttpConnection {
  readonly #host: string;
  readonly #port: number;
  readonly #headerLines: string;
  #socket: net.Socket | null = null;
  #answer: ((status: number) => void) | null = null;
  #reader = new ResponseReader();

  constructor(url: string, headers: Record<string, string> = {}) {
    const { hostname, port } = new URL(url);
    this.#host = hostname;
    this.#port = Number(port || 80);
    this.#headerLines = Object.entries({ host: `${hostname}:${this.#port}`, ...headers })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
  }

  /** The answer's status once its whole body has arrived; 0 when the connection failed. */
  async get(pathname: string): Promise<number> {
    const socket = this.#socket ?? (await this.#connect());
    if (!socket) return 0;
    const answered = new Promise<number>((resolve) => {
      this.#answer = resolve;
    });
    socket.write(`GET ${pathname} HTTP/1.1\r\n${this.#headerLines}\r\n`);
    return answered;
  }

  /** Connects now, if not connected: whether it is. */
  async open(): Promise<boolean> {
    return (this.#socket ?? (await this.#connect())) !== null;
  }

  close(): void {
    this.#socket?.destroy();
    this.#socket = null;
  }

  #connect(): Promise<net.Socket | null> {
    return new Promise((resolve) => {
      this.#reader = new ResponseReader();
      // Every read lands in this connection's one buffer (the reader copies what it keeps): a
      // buffer allocated per read made the loader collect garbage often, and each pause counted as
      // latency on every connection at once (decision 090).
      const readBuffer = Buffer.allocUnsafe(READ_BUFFER_BYTES);
      const socket = net.connect({
        port: this.#port,
        host: this.#host,
        onread: {
          buffer: readBuffer,
          callback: (bytes) => {
            try {
              for (const status of this.#reader.read(readBuffer.subarray(0, bytes))) {
                this.#settle(status);
              }
            } catch {
              socket.destroy();
            }
            return true;
          },
        },
      });
      socket.setNoDelay(true);
      socket.once('connect', () => {
        this.#socket = socket;
        resolve(socket);
      });
      socket.once('error', () => resolve(null));
      socket.once('close', () => {
        if (this.#socket === socket) this.#socket = null;
        this.#settle(0);
      });
    });
  }

  #settle(status: number): void {
    const answer = this.#answer;
    this.#answer = null;
    answer?.(status);
  }
}

/** Finds where each answer on a connection ends; throws on bytes that are not HTTP/1.1. */
export class ResponseReader {
  #pending: Buffer = Buffer.alloc(0);
  #status = 0;
  /** Body bytes still to come; -1 between answers, -2 inside a chunked body. */
  #remaining = -1;
  /** Within a chunked body: the bytes left of the current chunk and its CRLF. */
  #chunkLeft = 0;
  #inTrailers = false;

  /** The statuses of the answers that `chunk` completes. */
  read(chunk: Buffer): number[] {
    const done: number[] = [];
    let data = this.#pending.length > 0 ? Buffer.concat([this.#pending, chunk]) : chunk;
    this.#pending = Buffer.alloc(0);
    while (data.length > 0) {
      if (this.#remaining === -1) {
        const end = data.indexOf('\r\n\r\n');
        if (end < 0) break;
        this.#remaining = this.#head(data.toString('latin1', 0, end));
        data = data.subarray(end + 4);
        if (this.#remaining === 0) {
          done.push(this.#status);
          this.#remaining = -1;
        }
      } else if (this.#remaining >= 0) {
        const used = Math.min(this.#remaining, data.length);
        this.#remaining -= used;
        data = data.subarray(used);
        if (this.#remaining === 0) {
          done.push(this.#status);
          this.#remaining = -1;
        }
      } else {
        const rest = this.#chunked(data);
        if (rest === null) return done; // an incomplete line, kept for the next bytes
        data = rest;
        if (this.#remaining === -1) done.push(this.#status);
      }
    }
    if (data.length > 0) this.#pending = Buffer.from(data);
    return done;
  }

  /** Reads an answer's head; answers its body's length, or -2 for a chunked body. */
  #head(head: string): number {
    const status = /^HTTP\/1\.[01] (\d{3})/.exec(head);
    if (!status?.[1]) throw new Error(`Not an HTTP answer: ${head.slice(0, 40)}`);
    this.#status = Number(status[1]);
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1];
    const noBody = this.#status === 204 || this.#status === 304 || this.#status < 200;
    if (noBody) return 0;
    if (/\r\ntransfer-encoding:[^\r]*chunked/i.test(head)) {
      this.#chunkLeft = 0;
      this.#inTrailers = false;
      return -2;
    }
    if (length !== undefined) return Number(length);
    throw new Error('An answer without a length: the loader needs keep-alive framing');
  }

  /** Reads chunked framing from `data`; the bytes after what it used, or null for more. */
  #chunked(data: Buffer): Buffer | null {
    let rest = data;
    while (rest.length > 0) {
      if (this.#chunkLeft > 0) {
        const used = Math.min(this.#chunkLeft, rest.length);
        this.#chunkLeft -= used;
        rest = rest.subarray(used);
        continue;
      }
      const line = rest.indexOf('\r\n');
      if (line < 0) return this.#keep(rest);
      const text = rest.toString('latin1', 0, line);
      rest = rest.subarray(line + 2);
      if (this.#inTrailers) {
        if (text === '') {
          this.#remaining = -1;
          return rest;
        }
        continue;
      }
      const size = Number.parseInt(text, 16);
      if (Number.isNaN(size)) throw new Error(`Not a chunk size: ${text.slice(0, 20)}`);
      if (size === 0) this.#inTrailers = true;
      else this.#chunkLeft = size + 2; // the chunk and its CRLF
    }
    return rest;
  }

  #keep(rest: Buffer): null {
    this.#pending = Buffer.from(rest);
    return null;
  }
}

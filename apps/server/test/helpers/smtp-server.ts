import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

export interface ReceivedMail {
  /** The envelope's recipients. */
  to: string[];
  subject: string;
  raw: string;
  /** The message with quoted-printable soft breaks and escapes undone. */
  text: string;
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** A free port on 127.0.0.1 now: nothing listens there until `start`. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * A real SMTP server on 127.0.0.1 (smtp-server, nodemailer's own), for mail that must survive an
 * outage: its address is fixed before it listens, so the app is configured with an SMTP_URL where
 * nothing answers (every send is refused) until the test `start`s it. It keeps what it receives,
 * and refuses the recipients listed in `refuse` as a mail server refuses an unknown mailbox.
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  readonly refuse = new Set<string>();
  /** Connections it has answered: a test can tell whether a request talked to it. */
  connections = 0;
  private port = 0;
  private server: SMTPServer | undefined;

  /** Picks the port; call before the app is built. */
  async reserve(): Promise<void> {
    this.port = await freePort();
  }

  get url(): string {
    if (!this.port) throw new Error('reserve the SMTP port first');
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Mail is answered from now on. */
  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      // No DNS: the tests reach nothing outside this machine.
      disableReverseLookup: true,
      onConnect: (_session, callback) => {
        this.connections += 1;
        callback();
      },
      onRcptTo: (address, _session, callback) => {
        if (this.refuse.has(address.address)) {
          const error = Object.assign(
            new Error(`<${address.address}>: Recipient address rejected: no such mailbox`),
            { responseCode: 550 },
          );
          callback(error);
          return;
        }
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const headers = raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
          this.received.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: /^Subject: (.*)$/m.exec(headers)?.[1] ?? '',
            raw,
            text: decodeQuotedPrintable(raw),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  /** Mail is refused again (the connection is). */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** What `address` received, oldest first. */
  mailsTo(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to.includes(address));
  }
}

/** An SMTP server for the file's tests: its port reserved before them, stopped after them. */
export function useSmtpServer(): TestSmtpServer {
  const server = new TestSmtpServer();
  beforeAll(() => server.reserve());
  afterAll(() => server.stop());
  return server;
}

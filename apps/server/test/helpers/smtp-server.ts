import net from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent, with quoted-printable soft breaks and escapes undone. */
  text: string;
}

/**
 * A mail server on this machine for tests that need SMTP itself (not the outbox): it speaks just
 * enough SMTP for nodemailer, keeps what it receives, and can be down (`isUp = false`: it greets
 * with 421 "service not available" and hangs up, as a mail server that is down for maintenance).
 * It counts the connections made to it, so a test can tell whether a request talked to it.
 */
export class SmtpTestServer {
  readonly received: ReceivedMail[] = [];
  connections = 0;
  isUp = true;
  private readonly server: net.Server;

  private constructor(server: net.Server) {
    this.server = server;
  }

  static async start(): Promise<SmtpTestServer> {
    const server = net.createServer();
    const smtp = new SmtpTestServer(server);
    server.on('connection', (socket) => smtp.serve(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return smtp;
  }

  /** `SMTP_URL` of this server. */
  get url(): string {
    const address = this.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening');
    return `smtp://127.0.0.1:${address.port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private serve(socket: net.Socket): void {
    this.connections += 1;
    socket.setEncoding('utf8');
    if (!this.isUp) {
      socket.end('421 localhost Service not available, try again later\r\n');
      return;
    }
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let inData = false;
    let data = '';
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    reply('220 localhost ESMTP test');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        const end = buffer.indexOf('\r\n');
        if (end === -1) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            this.received.push({ ...envelope, text: decodeQuotedPrintable(data) });
            envelope = { from: '', to: [] };
            data = '';
            reply('250 queued');
          } else {
            data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') reply('250 localhost');
        else if (command === 'MAIL') {
          envelope.from = /<(.*)>/.exec(line)?.[1] ?? '';
          reply('250 OK');
        } else if (command === 'RCPT') {
          envelope.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
          reply('250 OK');
        } else if (command === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (command === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else reply('250 OK'); // RSET, NOOP
      }
    });
    socket.on('error', () => socket.destroy());
  }
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mail.ts';

const timeouts = { connectionMs: 300, greetingMs: 300, socketMs: 300 };
const message = { to: 'someone@example.com', subject: 'Hello', text: 'Hi' };

/** A real TCP server that plays a stalled mail server: `script` answers each line it reads. */
async function fakeSmtp(
  script: (socket: net.Socket) => void,
): Promise<{ url: string; close(): void }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    script(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

describe('the mailer over SMTP', () => {
  const opened: { close(): void }[] = [];
  afterEach(() => {
    for (const item of opened.splice(0)) item.close();
  });

  const mailer = (smtpUrl: string) =>
    createMailer({
      smtpUrl,
      from: 'Trivia <no-reply@example.com>',
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'trivia-mail-')),
      logger: Fastify({ logger: false }).log,
      timeouts,
    });

  it('gives up on a server that accepts the connection and never greets', async () => {
    const smtp = await fakeSmtp(() => {});
    opened.push(smtp);
    await expect(mailer(smtp.url).send(message)).rejects.toThrow(/greeting|timeout/i);
  });

  it('gives up on a server that stops answering while the message is sent', async () => {
    const smtp = await fakeSmtp((socket) => {
      socket.write('220 fake ESMTP\r\n');
      socket.on('data', (chunk: Buffer) => {
        const line = chunk.toString();
        if (/^EHLO/i.test(line)) socket.write('250 fake\r\n');
        else if (/^MAIL FROM/i.test(line)) socket.write('250 OK\r\n');
        else if (/^RCPT TO/i.test(line)) socket.write('250 OK\r\n');
        // DATA: never answered.
      });
    });
    opened.push(smtp);
    await expect(mailer(smtp.url).send(message)).rejects.toThrow(/timeout/i);
  });
});

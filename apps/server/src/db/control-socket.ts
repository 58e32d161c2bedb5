import fs from 'node:fs';
import http from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { BACKUP_PATH, controlSocketPath } from './backup.ts';
import type { Database } from './client.ts';

export interface ControlSocket {
  close(): Promise<void>;
}

/**
 * A Unix socket in DATA_DIR (only its owner may connect: mode 0600) on which the server that holds
 * the embedded database answers `POST /backup` with a dump of it, for `npm run db:backup`
 * (decision 040). It is not on the network and needs no token.
 */
export async function startControlSocket(options: {
  dataDir: string;
  database: Database;
  log: FastifyBaseLogger;
}): Promise<ControlSocket | null> {
  const { dataDir, database, log } = options;
  const dump = database.dumpDataDir;
  if (!dump) return null;
  const socketPath = controlSocketPath(dataDir);
  // We hold the DATA_DIR lock: a socket file left here belongs to a process that is gone.
  fs.rmSync(socketPath, { force: true });
  const server = http.createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== BACKUP_PATH) {
      response.writeHead(404).end('Only POST /backup is answered here.');
      return;
    }
    const started = Date.now();
    dump()
      .then(async (blob) => {
        const bytes = Buffer.from(await blob.arrayBuffer());
        response.writeHead(200, { 'content-type': 'application/gzip' }).end(bytes);
        log.info({ bytes: bytes.length, ms: Date.now() - started }, 'backup taken');
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'backup failed');
        response.writeHead(500).end('The backup failed; the server log says why.');
      });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, resolve);
    });
    fs.chmodSync(socketPath, 0o600);
  } catch (error) {
    log.warn(
      { err: error },
      `npm run db:backup will not reach this server: no control socket at ${socketPath}`,
    );
    return null;
  }
  return {
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        fs.rmSync(socketPath, { force: true });
      }),
  };
}

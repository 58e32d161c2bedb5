import http from 'node:http';
import net from 'node:net';
import { ERROR_STATUS, type ErrorBody, type ReadyResponse } from '@trivia/shared';
import type { FastifyServerOptions } from 'fastify';
import type { Readiness } from './readiness.ts';

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/** After SIGTERM, how often connections with no request in progress are closed. */
const IDLE_SWEEP_MS = 1_000;

export const NOT_READY_MESSAGE = 'The server is starting. Please try again in a moment.';

/** Until the app takes over: `/api/ready` says what the process is doing, everything else 503. */
function answerNotReady(readiness: Readiness): Handler {
  return (request, response) => {
    const isReadyProbe = (request.url ?? '').split('?')[0] === '/api/ready';
    const body: ReadyResponse | ErrorBody = isReadyProbe
      ? { status: readiness.state }
      : { error: { code: 'UNAVAILABLE', message: NOT_READY_MESSAGE } };
    response.writeHead(ERROR_STATUS.UNAVAILABLE, {
      'content-type': 'application/json; charset=utf-8',
      'retry-after': '5',
    });
    response.end(JSON.stringify(body));
  };
}

export interface ProcessHttpServer {
  server: http.Server;
  /** For `buildApp`: Fastify answers on this server once `handOver` is called. */
  serverFactory: NonNullable<FastifyServerOptions['serverFactory']>;
  /** The app is ready: every request from now on goes to it. */
  handOver(): void;
  listen(port: number, host: string): Promise<void>;
  /**
   * Stops accepting connections and resolves once every request in flight is answered; after
   * `graceMs` the connections still open are cut.
   */
  drain(graceMs: number): Promise<void>;
}

/**
 * The process's HTTP server, listening before the database is migrated so that a load balancer
 * can ask `/api/ready` (503 while starting or migrating) — decision 041.
 */
export function createProcessHttpServer(readiness: Readiness): ProcessHttpServer {
  let appHandler: Handler | null = null;
  let pendingHandler: Handler | null = null;
  const notReady = answerNotReady(readiness);
  const server = http.createServer((request, response) =>
    (appHandler ?? notReady)(request, response),
  );
  return {
    server,
    serverFactory: (handler) => {
      pendingHandler = handler;
      return server;
    },
    handOver() {
      appHandler = pendingHandler;
    },
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      }),
    drain: (graceMs) =>
      new Promise((resolve) => {
        // net.Server's close, not http.Server's: that one also drops every connection without a
        // request in progress, including one just accepted whose request is still on its way.
        // Idle connections are swept a moment later, and each answer from now on closes its own
        // (`connection: close`, app.ts); after the grace period whatever is left is cut.
        const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
        const cut = setTimeout(() => server.closeAllConnections(), graceMs);
        net.Server.prototype.close.call(server, () => {
          clearInterval(sweep);
          clearTimeout(cut);
          resolve();
        });
      }),
  };
}

import { execFile, execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';

/**
 * The reference deployment as the drills see it (decision 199): deploy/config.sh's settings, its
 * shell helpers (deploy/lib.sh), and connections to its databases.
 */

export const deployDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs bash with deploy/config.sh and deploy/lib.sh loaded; returns its output. */
export function shell(script: string): string {
  return execFileSync(
    'bash',
    [
      '-c',
      `set -euo pipefail; source "${deployDir}/config.sh"; source "${deployDir}/lib.sh"; ${script}`,
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  ).trim();
}

/**
 * `shell` without blocking: the load's requests go on meanwhile (a blocked event loop would leave
 * their answers unread and count them as failed).
 */
export function shellAsync(script: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'bash',
      [
        '-c',
        `set -euo pipefail; source "${deployDir}/config.sh"; source "${deployDir}/lib.sh"; ${script}`,
      ],
      { encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${script}: ${stderr || error.message}`));
        else resolve(stdout.trim());
      },
    );
  });
}

export const settings = JSON.parse(
  shell(
    `printf '{"lbHost":"%s","lbPort":%s,"primaryPort":%s,"replicaPort":%s,"host":"%s","replicaHost":"%s","user":"%s","password":"%s","db":"%s","appPorts":"%s","metricsToken":"%s","deployDir":"%s"}' "$LB_HOST" "$LB_PORT" "$PRIMARY_PORT" "$REPLICA_PORT" "$PRIMARY_HOST" "$REPLICA_HOST" "$DB_USER" "$DB_PASSWORD" "$DB_NAME" "$APP_PORTS" "$METRICS_TOKEN" "$DEPLOY_DIR"`,
  ),
) as {
  lbHost: string;
  lbPort: number;
  primaryPort: number;
  replicaPort: number;
  host: string;
  replicaHost: string;
  user: string;
  password: string;
  db: string;
  appPorts: string;
  metricsToken: string;
  deployDir: string;
};

export function connect(port: number, host = settings.host) {
  return postgres({
    host,
    port,
    user: settings.user,
    password: settings.password,
    database: settings.db,
    max: 1,
    onnotice: () => {},
    connect_timeout: 5,
  });
}

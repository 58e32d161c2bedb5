import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type PacedResult, pacedLoad } from './paced.ts';

/**
 * The paced load run in a Node process of its own (decision 090). In the bench's own process its
 * timers and socket reads shared the heap of everything the bench holds (the gazetteer, the
 * generated venues): each of that heap's collections paused every connection at once, and the
 * pause counted as the server's latency. A process that only loads has a small heap of its own.
 */
export interface PacedArguments {
  url: string;
  paths: string[];
  connections: number;
  seconds: number;
  rate: number;
  headers?: Record<string, string>;
  warmupSeconds?: number;
}

const script = fileURLToPath(import.meta.url);

export function pacedLoadInChild(args: PacedArguments): Promise<PacedResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--experimental-strip-types', script], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text: string) => {
      output += text;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) {
        reject(new Error(`The paced load's process exited with ${code}`));
        return;
      }
      resolve(JSON.parse(output) as PacedResult);
    });
    child.stdin.end(JSON.stringify(args));
  });
}

async function readStdin(): Promise<string> {
  let text = '';
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) text += chunk;
  return text;
}

if (process.argv[1] === script) {
  const args = JSON.parse(await readStdin()) as PacedArguments;
  const result = await pacedLoad(
    args.url,
    args.paths,
    args.connections,
    args.seconds,
    args.rate,
    args.headers,
    args.warmupSeconds,
  );
  process.stdout.write(JSON.stringify(result));
}

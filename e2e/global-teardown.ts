import fs from 'node:fs';

export default function globalTeardown(): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir?.includes('trivia-e2e-')) fs.rmSync(dataDir, { recursive: true, force: true });
}

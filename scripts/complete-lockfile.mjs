// Plain JavaScript: it runs before anything is installed.
//
// The npm mirror of our build machines lacks some packages built for other platforms (Biome's
// macOS, Windows and musl binaries). `npm install` then leaves them out of package-lock.json, and
// `npm ci` refuses the file as out of sync. This adds the missing optional platform entries the way
// the public registry would list them (their os/cpu/libc read from the package name), so that npm
// skips them on other platforms and fetches them where they belong.
//
//   node scripts/complete-lockfile.mjs          add what is missing
//   node scripts/complete-lockfile.mjs --check  exit 1 if anything is missing (part of `npm run lint`)
import fs from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const packages = lock.packages;
const OS = [
  'android',
  'darwin',
  'linux',
  'win32',
  'freebsd',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
];
const CPU = [
  'arm64',
  'x64',
  'ia32',
  'arm',
  'ppc64',
  's390x',
  'riscv64',
  'loong64',
  'mips64el',
  'wasm32',
];

function platformOf(name) {
  const tokens = name.split('/').pop().split('-');
  const os = tokens.find((token) => OS.includes(token));
  const cpu = tokens.find((token) => CPU.includes(token));
  if (!os || !cpu) return null;
  const libc = tokens.includes('musl') ? 'musl' : os === 'linux' ? 'glibc' : null;
  return { os, cpu, libc };
}

const missing = [];
for (const [path, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${dep}`;
    const nested = `${path}/node_modules/${dep}`;
    if (packages[key] || packages[nested]) continue;
    const platform = platformOf(dep);
    if (!platform) continue;
    missing.push(key);
    packages[key] = {
      version,
      cpu: [platform.cpu],
      ...(entry.dev ? { dev: true } : {}),
      ...(platform.libc ? { libc: [platform.libc] } : {}),
      ...(entry.license ? { license: entry.license } : {}),
      optional: true,
      os: [platform.os],
      ...(entry.engines ? { engines: entry.engines } : {}),
    };
  }
}

if (process.argv.includes('--check')) {
  if (missing.length > 0) {
    console.error(
      `package-lock.json lacks optional platform packages (npm ci would refuse it):\n  ${missing.join('\n  ')}\n` +
        'Run: node scripts/complete-lockfile.mjs',
    );
    process.exit(1);
  }
} else if (missing.length > 0) {
  const [root, ...rest] = Object.entries(packages);
  lock.packages = Object.fromEntries([root, ...rest.sort(([a], [b]) => a.localeCompare(b))]);
  fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.info(`Added ${missing.length} optional platform entries to package-lock.json.`);
}

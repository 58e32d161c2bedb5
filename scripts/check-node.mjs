// Plain JavaScript on purpose: it must run, and explain itself, on an old Node too.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `\nTrivia Near Me needs Node.js 22.12 or newer; this is Node.js ${process.versions.node}.\n` +
      'Install Node.js 24 (the version in .nvmrc), for example with `nvm install`, and try again.\n',
  );
  process.exit(1);
}
